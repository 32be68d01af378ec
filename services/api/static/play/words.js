// Words for people: moves, hints, outcomes and scores, written from the API's
// JSON (move objects, history records, results). What is particular to a game
// is said by its own part of the page (GAME_PARTS, see play.js); a game
// without one has the generic words below. The codes and the compact notation
// stay out of these sentences; the page shows them only in its small details
// lines (a game without words of its own lists its moves by their notation).
"use strict";

// -- the page's language ------------------------------------------------------------------------
//
// Every sentence is written in English with t("...") (a number's with
// count(n, "{n} point", "{n} points")), and said in the page's language: the
// words come from the service's catalogs (shared/locale/<lang>/LC_MESSAGES/play.po,
// `make i18n`) as /play/words.json, chosen by ?lang= or the browser's languages.
// A sentence without a translation stays English; {name} is a value put in after.
const WORDS = { lang: "en", words: {}, plurals: {}, zero: 1 };

const fill = (text, values) => text.replace(/\{(\w+)\}/g,
  (all, name) => (values && name in values ? String(values[name]) : all));

// A sentence (or a word) in the page's language, with its {named} values.
const t = (text, values) => fill(WORDS.words[text] || text, values);

// Marks a sentence said later through t() (a table of them, a game's module).
const N_ = (text) => text;

// A number with its words ("{n} point" / "{n} points"), in the page's language.
function count(n, one, many, values) {
  const m = Math.abs(n);
  const forms = WORDS.plurals[one];
  const form = forms ? forms[Math.min(m === 1 ? 0 : m === 0 ? WORDS.zero : 1, forms.length - 1)]
    : m === 1 ? one : many;
  return fill(form, Object.assign({ n }, values));
}

async function loadWords() {
  try {
    const response = await fetch(`/play/words.json${location.search}`);
    if (response.ok) Object.assign(WORDS, await response.json());
  } catch (e) { /* English */ }
  document.documentElement.lang = WORDS.lang;
}

// game type -> {title, hooks}: each game's part of the page, once play.js has loaded it.
const GAME_PARTS = {};
const hooksOf = (game) => (GAME_PARTS[game.type] || {}).hooks || {};

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const signed = (v) => (v > 0 ? `+${v}` : `\u2212${-v}`);

// The colours seats are named by (the API's colour words), as the pictures say them.
const COLOUR_WORDS = {
  red: N_("Red"), blue: N_("Blue"), green: N_("Green"), yellow: N_("Yellow"),
  light: N_("Light"), dark: N_("Dark"),
};

// A seat named by its colour, as the pictures draw it: "Red", "Light".
function seatName(game, seat) {
  const colour = game.seats[seat].colour;
  if (!colour) return t("Seat {n}", { n: seat + 1 });
  return COLOUR_WORDS[colour] ? t(COLOUR_WORDS[colour]) : capital(colour);
}

// "Red (you)", "Blue (AI)", "Light (Ann)": the colour and who holds it.
function seatWho(game, seat) {
  const s = game.seats[seat];
  const who = seat === game.you ? t("you") : s.name || (s.kind === "ai" ? t("AI") : s.open ? t("open seat") : "");
  return who ? t("{seat} ({who})", { seat: seatName(game, seat), who }) : seatName(game, seat);
}

// -- moves played (past tense) -------------------------------------------------------------

// One history record in words. ``passes`` counts each seat's passes so far
// (a game may say a seat's second pass otherwise than its first).
function recordWords(game, record, passes) {
  const who = seatName(game, record.seat);
  const said = hooksOf(game).recordWords;
  return (said && said(game, record, who, passes)) ||
    (record.notation ? t("{who} played {notation}", { who, notation: record.notation })
      : t("{who} played a move", { who }));
}

// A history entry that is not a move (resignation, draw offer, ...), or null.
function entryWords(game, entry) {
  const who = entry.seat !== undefined && entry.seat !== null ? seatName(game, entry.seat) : "";
  switch (entry.type) {
    case "resigned": return t("{who} resigned", { who });
    case "timed_out": return t("{who} ran out of time", { who });
    case "draw_offered": return t("{who} offered a draw", { who });
    case "draw_declined": return t("{who} declined the draw", { who });
    case "draw_agreed": return t("The players agreed to a draw");
    case "joined": return who ? t("{who} joined the game", { who }) : t("A player joined the game");
    case "cancelled": return t("The game was cancelled");
    case "rematch": return t("A rematch was set up");
    default: return null;
  }
}

// -- moves to choose (imperative): the list of legal moves and hints -------------------------

// A move to choose in words, or null when the game has no words for it (then
// the page shows its notation).
function choiceWords(game, move) {
  const said = hooksOf(game).choiceWords;
  return (said && said(game, move)) || null;
}

// -- the end ---------------------------------------------------------------------------------

// Why a game ended, by the result's reason, for the endings every game may
// have (a game says its own): {w} the winner, {l} the other player.
const REASONS = {
  resignation: N_("{l} resigned"),
  timeout: N_("{l} ran out of time"),
  agreement: N_("the players agreed"),
};

// The outcome in one sentence: "Blue wins: the board is full."
function outcomeWords(game) {
  const r = game.result || {};
  const winners = r.winners || [];
  const names = winners.map((s) => seatName(game, s));
  const others = game.seats.map((_, s) => s).filter((s) => !winners.includes(s));
  const and = (list) => list.reduce((said, name, i) => (i ? t("{a} and {b}", { a: said, b: name }) : name), "");
  const values = { w: and(names), l: and(others.map((s) => seatName(game, s))) };
  const own = hooksOf(game).reasonWords;
  const why = (own && own(game, r)) || REASONS[r.reason];
  const head = r.draw || !names.length ? t("A draw")
    : names.length > 1 ? t("{w} share the win", values) : t("{w} wins", values);
  return why ? t("{head}: {why}.", { head, why: t(why, values) }) : t("{head}.", { head });
}

// A seat's score in words, during or after the game ("" when the game keeps
// none); a game's own words first (undefined: it has none for this moment).
function scoreWords(game, seat) {
  const own = hooksOf(game).scoreWords;
  const said = own ? own(game, seat) : undefined;
  if (said !== undefined) return said;
  const points = scoreNumber(game, seat);
  return points === "" ? "" : count(points, "{n} point", "{n} points");
}

// The number behind a seat's score (for the details line and the tests), or "":
// the result's scores, else the scores the state keeps.
function scoreNumber(game, seat) {
  const own = hooksOf(game).scoreNumber;
  const number = own ? own(game, seat) : undefined;
  if (number !== undefined) return number;
  const scores = (game.result && game.result.scores) || game.state.scores;
  const points = scores ? scores[seat] : null;
  return points === null || points === undefined ? "" : points;
}
