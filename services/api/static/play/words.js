// Words for people: moves, hints, outcomes and scores, written from the API's
// JSON (move objects, history records, results). What is particular to a game
// is said by its own part of the page (GAME_PARTS, see play.js); a game
// without one has the generic words below. The codes and the compact notation
// stay out of these sentences; the page shows them only in its small details
// lines (a game without words of its own lists its moves by their notation).
"use strict";

// game type -> {title, hooks}: each game's part of the page, once play.js has loaded it.
const GAME_PARTS = {};
const hooksOf = (game) => (GAME_PARTS[game.type] || {}).hooks || {};

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const signed = (v) => (v > 0 ? `+${v}` : `\u2212${-v}`);
const plural = (n, noun) => `${n} ${Math.abs(n) === 1 ? noun : noun + "s"}`;

// A seat named by its colour, as the pictures draw it: "Red", "Light".
function seatName(game, seat) {
  return capital(game.seats[seat].colour || `seat ${seat + 1}`);
}

// "Red (you)", "Blue (AI)", "Light (Ann)": the colour and who holds it.
function seatWho(game, seat) {
  const s = game.seats[seat];
  const who = seat === game.you ? "you" : s.name || (s.kind === "ai" ? "AI" : s.open ? "open seat" : "");
  return who ? `${seatName(game, seat)} (${who})` : seatName(game, seat);
}

// -- moves played (past tense) -------------------------------------------------------------

// One history record in words. ``passes`` counts each seat's passes so far
// (a game may say a seat's second pass otherwise than its first).
function recordWords(game, record, passes) {
  const who = seatName(game, record.seat);
  const said = hooksOf(game).recordWords;
  return (said && said(game, record, who, passes)) || `${who} played ${record.notation || "a move"}`;
}

// A history entry that is not a move (resignation, draw offer, ...), or null.
function entryWords(game, entry) {
  const who = entry.seat !== undefined && entry.seat !== null ? seatName(game, entry.seat) : "";
  switch (entry.type) {
    case "resigned": return `${who} resigned`;
    case "timed_out": return `${who} ran out of time`;
    case "draw_offered": return `${who} offered a draw`;
    case "draw_declined": return `${who} declined the draw`;
    case "draw_agreed": return "The players agreed to a draw";
    case "joined": return who ? `${who} joined the game` : "A player joined the game";
    case "cancelled": return "The game was cancelled";
    case "rematch": return "A rematch was set up";
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
  resignation: "{l} resigned",
  timeout: "{l} ran out of time",
  agreement: "the players agreed",
};

// The outcome in one sentence: "Blue wins: the board is full."
function outcomeWords(game) {
  const r = game.result || {};
  const winners = r.winners || [];
  const names = winners.map((s) => seatName(game, s));
  const others = game.seats.map((_, s) => s).filter((s) => !winners.includes(s));
  const fill = (text) => text.replace(/\{w\}/g, names.join(" and "))
    .replace(/\{l\}/g, others.map((s) => seatName(game, s)).join(" and "));
  const own = hooksOf(game).reasonWords;
  const why = (own && own(game, r)) || REASONS[r.reason];
  const head = r.draw || !names.length ? "A draw"
    : names.length > 1 ? `${names.join(" and ")} share the win` : `${names[0]} wins`;
  return why ? `${head}: ${fill(why)}.` : `${head}.`;
}

// A seat's score in words, during or after the game ("" when the game keeps
// none); a game's own words first (undefined: it has none for this moment).
function scoreWords(game, seat) {
  const own = hooksOf(game).scoreWords;
  const said = own ? own(game, seat) : undefined;
  if (said !== undefined) return said;
  const points = scoreNumber(game, seat);
  return points === "" ? "" : plural(points, "point");
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
