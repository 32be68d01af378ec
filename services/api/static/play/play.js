// The play page: draws the game with the service's own picture, follows it
// live and plays the legal moves by clicks (or Tab + Enter).
//
// The seat token comes in the address's fragment (#token=...), which the
// browser never sends anywhere; it goes out only in the Authorization
// header. EventSource cannot send headers, so the event stream is read with
// fetch() and a streaming body reader.
//
// Nothing here is about one game: what is particular to a game is its own part
// of the page (see "each game's part" below), and a game without one is
// played from the list of its legal moves, written in its notation.
"use strict";

// A seat's swatch by its colour's name, for a game that gives no colour of its own.
const COLOURS = { light: "#f5f1e6", dark: "#2b2b35" };
const ENDED = ["finished", "cancelled", "expired", "abandoned"];
const SVGNS = "http://www.w3.org/2000/svg";

const page = {
  gameId: decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || ""),
  // The seat token alone opens its own game, even on a service with API keys: a play
  // link never carries the tenant's key.
  token: new URLSearchParams(location.hash.slice(1)).get("token"),
  game: null,        // the game as this viewer sees it
  legal: null,       // legal moves with their notations (when it is our turn)
  selection: {},     // a move being built by a game's part (a piece chosen before where it goes)
  hint: null,        // the last hint's move
  busy: false,       // a move is on its way
  records: [],       // moves played: {version, seat, move, auto, notation, points, score}
  passes: {},        // passes per seat so far (a game may say a second pass otherwise)
  plies: 0,          // moves of a seat's choosing logged so far (the analysis's plies)
};

const $ = (id) => document.getElementById(id);

// -- talking to the API --------------------------------------------------------------------

function headers(extra) {
  // The service's own sentences (problem details) in the page's language.
  const out = Object.assign({ Accept: "application/json", "Accept-Language": WORDS.lang }, extra || {});
  if (page.token) out.Authorization = "Bearer " + page.token;
  return out;
}

async function api(path, options) {
  const opts = Object.assign({ cache: "no-store" }, options || {});
  opts.headers = headers(opts.headers);
  const response = await fetch(path, opts);
  if (!response.ok && response.status !== 202) {
    let problem = {};
    try { problem = await response.json(); } catch (e) { /* not JSON */ }
    const error = new Error(problem.detail || response.statusText);
    error.status = response.status;
    error.code = problem.code;
    throw error;
  }
  return response;
}

const gamePath = (suffix) => `/v1/games/${encodeURIComponent(page.gameId)}${suffix || ""}`;

// -- each game's part of the page ------------------------------------------------------------
//
// A game's part is a JavaScript module in the game's package, named with its
// title by /play/games/<type>.json. Its default export is given the page's kit
// (below) and returns the game's hooks, every one optional:
//   boardLabels                    the picture with its places named (the moves name them)
//   seatColour(game, seat)         the colour of a seat's swatch
//   turnWords(game)                the status line on the viewer's turn ("Your turn: ...")
//   scoreWords(game, seat)         a seat's score in words (undefined: the generic words)
//   scoreNumber(game, seat)        the number behind it (undefined: the generic number)
//   recordWords(game, record, who, passes)  a move played, past tense (words.js)
//   choiceWords(game, move)        a move to choose, imperative
//   reasonWords(game, result)      why the game ended ({w} the winners, {l} the others)
//   lastMoveMarks(game, record)    the SVG elements that outline the last move
//   hintSelector(game, move)       the picture's element a hint points at
//   controls(game, moves)          makes the legal moves ({move, text}) playable by clicks
// A game without a module keeps the generic words and the list of its moves.

const partsLoading = {};

// Loads a game's part once (GAME_PARTS, words.js); a failed load is tried again next time.
function loadGamePart(type) {
  if (!partsLoading[type]) {
    partsLoading[type] = (async () => {
      const response = await fetch(`/play/games/${encodeURIComponent(type)}.json`);
      if (!response.ok) {
        const error = new Error(t("The page for this game is missing ({reason}).", { reason: response.statusText }));
        error.status = response.status;
        throw error;
      }
      const info = await response.json();
      const hooks = info.module ? (await import(info.module)).default(kit) : {};
      GAME_PARTS[type] = { title: info.title, hooks };
    })();
    partsLoading[type].catch(() => { delete partsLoading[type]; });
  }
  return partsLoading[type];
}

// -- redrawing -----------------------------------------------------------------------------

let refreshing = null;
let again = false;

// One refresh at a time; a refresh asked for meanwhile runs once after it.
function refresh() {
  if (refreshing) { again = true; return refreshing; }
  refreshing = (async () => {
    try {
      do { again = false; await load(); } while (again);
    } catch (error) {
      if (!page.game && final(error)) showProblem(error);
      else say(error.message);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function load() {
  const game = await (await api(gamePath())).json();
  await loadGamePart(game.type);
  let legal = null;
  if (game.status === "active" && game.you !== null && game.to_move === game.you) {
    legal = await (await api(gamePath("/legal-moves"))).json();
    if (legal.version !== game.version) { again = true; return; }  // moved meanwhile
  }
  // The picture of exactly this version, so board and panel always agree.
  const labels = hooksOf(game).boardLabels ? "&labels=true" : "";
  const svgText = await (await api(gamePath(`/board.svg?version=${game.version}${labels}&lang=${WORDS.lang}`),
    { headers: { Accept: "image/svg+xml" } })).text();
  if (page.game && page.game.version !== game.version) {  // a hint is for one position only
    page.selection = {};
    page.hint = null;
    $("hint-text").textContent = "";
    $("hint-text").dataset.notation = "";
  }
  page.game = game;
  page.legal = legal;
  page.svgText = svgText;
  drawPanel();
  drawMoves();
  $("board").dataset.version = String(game.version);
}

function drawBoard(svgText) {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = document.importNode(parsed.documentElement, true);
  svg.setAttribute("focusable", "false");
  $("board").replaceChildren(svg);
}

function swatch(game, seat) {
  const span = document.createElement("span");
  span.className = "swatch";
  const own = hooksOf(game).seatColour;
  span.style.background = (own && own(game, seat)) || COLOURS[game.seats[seat].colour] || "#888";
  return span;
}

function drawPanel() {
  const game = page.game;
  const title = GAME_PARTS[game.type].title || game.type;
  document.title = t("{title} · play", { title });
  $("title").textContent = game.you !== null
    ? t("{title} — you play {seat}", { title, seat: seatName(game, game.you) })
    : t("{title} — watching", { title });
  // A game that keeps no score while it is played has no empty column then.
  $("players").classList.toggle("no-score", game.seats.every((_, seat) => scoreWords(game, seat) === ""));
  const body = $("players").tBodies[0];
  body.replaceChildren();
  game.seats.forEach((s, seat) => {
    const row = body.insertRow();
    row.dataset.seat = String(seat);
    if (game.to_move === seat) row.className = "to-move";
    const cell = row.insertCell();
    cell.append(swatch(game, seat), seatName(game, seat));
    const who = s.name || (s.kind === "ai" ? t("AI") : s.open ? t("open seat") : t("player"));
    row.insertCell().textContent = seat === game.you ? t("{who} (you)", { who }) : who;
    const score = row.insertCell();
    score.className = "score";
    score.dataset.score = String(scoreNumber(game, seat));
    score.textContent = scoreWords(game, seat);
  });
  $("status").className = game.to_move === game.you && game.status === "active" ? "yours" : "";
  $("status").dataset.toMove = game.to_move === null ? "" : String(game.to_move);
  $("status").textContent = statusWords(game);
  const last = lastRecord();
  $("last-move").textContent = last ? t("Last move: {move}.", { move: last.words }) : "";
  drawEnd(game);
  page.clockGame = game;
  showClock();
  $("hint-box").hidden = !page.legal;
}

function statusWords(game) {
  switch (game.status) {
    case "finished": return outcomeWords(game);
    case "scoring": return t("Game over: counting the score…");
    case "cancelled": return t("The game was cancelled.");
    case "expired": return t("Nobody took the open seats in time: the game expired.");
    case "abandoned": return t("Nobody played for too long: the game was abandoned.");
    case "waiting": return t("Waiting for players to join.");
    default: break;
  }
  if (game.to_move !== game.you) return t("{seat} to move.", { seat: seatWho(game, game.to_move) });
  const own = hooksOf(game).turnWords;
  return (own && own(game)) || t("Your turn.");
}

// The end-of-game panel: the outcome, every seat's score in words, and a
// rematch for the players (spectators have no seat to play again with).
function drawEnd(game) {
  const ended = game.status === "finished";
  $("end").hidden = !ended;
  if (!ended) return;
  $("outcome").textContent = outcomeWords(game);
  $("final-scores").replaceChildren(...game.seats.map((_, seat) => {
    const item = document.createElement("li");
    item.dataset.seat = String(seat);
    item.append(swatch(game, seat), `${seatWho(game, seat)}: ${scoreWords(game, seat)}`);
    return item;
  }));
  const r = game.result || {};
  $("outcome-details").textContent = t("Result: {reason}", { reason: r.reason }) +
    (r.scores ? " · " + t("scores {scores}", { scores: r.scores.join(" : ") }) : "");
  $("rematch").hidden = game.you === null || !page.token;
  $("rematch").textContent = game.rematch ? t("Go to the rematch") : t("Play again");
}

async function rematch() {
  $("rematch").disabled = true;
  $("rematch-text").textContent = t("Setting up the new game…");
  try {
    // The answer holds the new game and this seat's token for it (a rematch's tokens
    // are new unless its creator chose to keep them).
    const made = await (await api(gamePath("/rematch"), { method: "POST" })).json();
    const token = made.token || page.token;
    location.assign(`/play/${encodeURIComponent(made.game.id)}#token=${encodeURIComponent(token)}`);
  } catch (error) {
    $("rematch-text").textContent = t("No rematch: {reason}", { reason: error.message });
    $("rematch").disabled = false;
  }
}

// -- after the game: what each move was worth (docs/analysis.md) ---------------------------

const CLASS_WORDS = { inaccuracy: N_("an inaccuracy"), mistake: N_("a mistake"),
  blunder: N_("a blunder") };

// Asks for the analysis (the same job if it was asked before), waits for it,
// then shows its chart and says in the log which moves lost value.
async function showAnalysis() {
  $("analyse").disabled = true;
  $("analysis-text").textContent = t("Looking at every move…");
  try {
    const asked = await api(gamePath("/analysis"), {
      method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const location = asked.headers.get("Location");
    let job = await asked.json();
    for (let i = 0; i < 240 && !["finished", "failed"].includes(job.status); i++) {
      await sleep(500);
      job = await (await api(location)).json();
    }
    if (job.status !== "finished") throw new Error(t("the analysis did not finish"));
    const analysis = await (await api(gamePath("/analysis"))).json();
    const svg = await (await api(gamePath("/analysis.svg"))).text();
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
    $("analysis-chart").replaceChildren(document.importNode(parsed.documentElement, true));
    markMoves(analysis);
    $("analysis-text").textContent = analysis.seats.map((s) =>
      t("{seat}: {accuracy} % accuracy", { seat: seatName(page.game, s.seat),
        accuracy: Math.round(s.accuracy || 0) })).join(" · ");
  } catch (error) {
    $("analysis-text").textContent = t("No analysis: {reason}", { reason: error.message });
    $("analyse").disabled = false;
  }
}

function markMoves(analysis) {
  for (const ply of analysis.plies) {
    const words = CLASS_WORDS[ply.class];
    const line = document.querySelector(`#log li[data-ply="${ply.ply}"]`);
    if (!words || !line) continue;
    line.classList.add(ply.class);
    const better = document.createElement("span");
    better.className = "details";
    better.textContent = t("better: {move}", { move: ply.best_move });
    line.append(` \u2014 ${t(words)} `, better);
  }
}

// A game that cannot be shown at all: say why, in words, instead of the board.
function showProblem(error) {
  const problems = {
    game_not_found: [t("No such game"), t("There is no game at this address. Check the link you were given.")],
    invalid_token: [t("This link does not fit the game"),
      t("The seat key in this link is not valid for this game, so the page cannot show your seat. Ask for the link again, or watch the game without a seat.")],
    token_required: [t("A seat key is needed"), t("This link has no seat key for this game.")],
    api_key_required: [t("An access key is needed"),
      t("This service lets in only callers with an access key, and this link has none. Ask for the whole link.")],
    invalid_api_key: [t("This link's access key is not valid"),
      t("The service does not know the access key in this link. Ask for the link again.")],
  };
  const [title, text] = problems[error.code] ||
    (error.status === 404 ? problems.game_not_found : [t("The game cannot be shown"),
      t("The service refused to show the game ({reason}).", { reason: error.message })]);
  $("title").textContent = title;
  $("status").textContent = "";
  $("problem-text").textContent = text;
  $("problem-details").textContent = `${error.status || ""} ${error.code || ""} ${error.message}`.trim();
  if (error.code === "invalid_token") {
    const watch = document.createElement("a");
    watch.href = `/play/${encodeURIComponent(page.gameId)}`;
    watch.textContent = t("Watch the game");
    $("problem-text").append(" ", watch);
  }
  $("problem").hidden = false;
  $("game").hidden = true;
}

// The clock counts down between changes from the server's deadline_at.
function showClock() {
  const game = page.clockGame;
  const clock = $("clock");
  clock.hidden = !game || !game.clock;
  if (!clock.hidden) clock.textContent = t("Clock: {clock}", { clock: describeClock(game, game.clock) });
}
setInterval(showClock, 1000);

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;

function describeClock(game, clock) {
  const parts = [];
  const left = clock.deadline_at ? Math.max(0, (Date.parse(clock.deadline_at) - Date.now()) / 1000) : null;
  (clock.remaining_seconds || []).forEach((seconds, seat) => {
    const shown = seat === clock.running && left !== null ? left : seconds;
    parts.push(`${seatWho(game, seat)} ${minutes(shown)}`);
  });
  if (clock.type === "move" && clock.running !== null && left !== null) {
    parts.push(t("{seat} has {time} for this move", { seat: seatWho(game, clock.running), time: minutes(left) }));
  }
  return parts.join(" · ") || (clock.type === "move" ? t("{seconds} s a move", { seconds: clock.move_seconds })
    : t("stopped"));
}

// -- the last move on the board ----------------------------------------------------------------

// The last move actually played (automatic passes skipped) up to the version drawn.
function lastRecord() {
  const version = page.game ? page.game.version : 0;
  for (let i = page.records.length - 1; i >= 0; i--) {
    const r = page.records[i];
    if (r.version <= version && !r.auto && r.move && r.move.action !== "pass") return r;
  }
  return null;
}

function outlineRect(x, y, w, h, dashed) {
  const rect = document.createElementNS(SVGNS, "rect");
  const attrs = { x, y, width: w, height: h, rx: 8, fill: "none", stroke: "#ff6a00",
    "stroke-width": 6, class: "last-move" };
  if (dashed) attrs["stroke-dasharray"] = "12 8";
  Object.entries(attrs).forEach(([k, v]) => rect.setAttribute(k, String(v)));
  return rect;
}

const box = (el) => ["x", "y", "width", "height"].map((k) => Number(el.getAttribute(k)));

// The outline of a picture's element (none when it is not there), ``pad`` inside it.
function outlineAround(el, pad, dashed) {
  if (!el) return [];
  const [x, y, w, h] = box(el);
  return [outlineRect(x + pad, y + pad, w - 2 * pad, h - 2 * pad, dashed)];
}

function markLastMove() {
  const record = lastRecord();
  const svg = $("board").querySelector("svg");
  if (!record || !svg) return;
  const group = document.createElementNS(SVGNS, "g");
  group.setAttribute("class", "last-move-marks");
  group.dataset.notation = record.notation || "";
  // The game's part outlines where the move was played, never what a face-down
  // tile holds (only places are marked, no value is written).
  const marks = hooksOf(page.game).lastMoveMarks;
  group.append(...(marks ? marks(page.game, record) : []));
  svg.append(group);
}

// -- making moves clickable ----------------------------------------------------------------

function legalMoves() {
  if (!page.legal || page.busy) return [];
  return page.legal.moves.map((move, i) => ({ move, text: page.legal.notations[i] }));
}

// The picture is drawn afresh with the moves, so no old target stays clickable;
// the focus goes back to the control that had it.
function drawMoves() {
  const focused = focusKey(document.activeElement);
  drawBoard(page.svgText);
  markLastMove();
  const moves = legalMoves();
  const select = $("moves");
  select.replaceChildren(...moves.map((m, i) => {
    const words = choiceWords(page.game, m.move);
    const option = new Option(words ? `${capital(words)} (${m.text})` : m.text, String(i));
    option.dataset.notation = m.text;
    return option;
  }));
  $("moves-box").hidden = !moves.length;
  $("controls").replaceChildren();
  if (!moves.length) return;
  const controls = hooksOf(page.game).controls;
  if (controls) controls(page.game, moves);
  markHint();
  const again = focused && document.querySelector(focused);
  if (again) again.focus();
}

function focusKey(el) {
  if (!el || el === document.body) return null;
  if (el.id) return "#" + CSS.escape(el.id);
  for (const name of ["data-length", "data-dir", "data-cell", "data-space", "data-anchor"]) {
    const value = el.getAttribute(name);
    if (value !== null) return `${el.closest("#board") ? "#board" : "#controls"} [${name}="${CSS.escape(value)}"]`;
  }
  return null;
}

function svgElement(selector) {
  return $("board").querySelector(selector);
}

// Makes a picture element a button: focusable, named, activated by click or Enter.
function target(el, label, activate) {
  if (!el) return;
  el.classList.add("target");
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.setAttribute("aria-label", label);
  el.addEventListener("click", activate);
  el.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); activate(); }
  });
}

function button(text, activate, attrs) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  Object.entries(attrs || {}).forEach(([k, v]) => b.setAttribute(k, v));
  b.addEventListener("click", activate);
  $("controls").append(b);
  return b;
}

function note(text) {
  const p = document.createElement("p");
  p.className = "label";
  p.textContent = text;
  $("controls").append(p);
}

function focusFirstTarget() {
  const first = $("board").querySelector(".target");
  if (first) first.focus();
}

// -- playing, hints --------------------------------------------------------------------------

async function play(move) {
  if (page.busy) return;
  page.busy = true;
  say("");
  drawMoves();
  try {
    await api(gamePath("/moves"), {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ move }),
    });
  } catch (error) {
    say(error.message);
  } finally {
    page.busy = false;
    page.selection = {};
    await refresh();
  }
}

function playSelected() {
  const moves = legalMoves();
  const chosen = moves[Number($("moves").value)];
  if (chosen) play(chosen.move);
}

const same = (a, b) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

async function askHint() {
  const version = page.game.version;
  $("hint-text").textContent = t("thinking…");
  try {
    const response = await api(gamePath("/ai-moves"), {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ level: "easy", seconds: 0.3 }),
    });
    const location = response.headers.get("Location");
    for (let i = 0; i < 100; i++) {
      const job = await (await api(location)).json();
      if (job.status === "finished") {
        if (page.game.version !== version || !job.result || job.result.outcome !== "hint") break;
        page.hint = job.result.move;
        const found = legalMoves().find((m) => same(m.move, page.hint));
        $("hint-text").textContent = t("Hint: {move}", { move: choiceWords(page.game, page.hint) || (found ? found.text : t("a move")) });
        $("hint-text").dataset.notation = found ? found.text : "";
        markHint();
        return;
      }
      if (job.status === "failed") break;
      await sleep(250);
    }
    $("hint-text").textContent = t("No hint this time.");
  } catch (error) {
    $("hint-text").textContent = "";
    say(error.message);
  }
}

// Shows on the board where the hint would play.
function markHint() {
  const move = page.hint;
  if (!move) return;
  const own = hooksOf(page.game).hintSelector;
  const where = own && own(page.game, move);
  const el = where && svgElement(where);
  if (el) el.classList.add("hinted");
}

function say(text) {
  $("message").textContent = text;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// -- following the game live -------------------------------------------------------------------

// Each record is written in words, with its notation in a quieter line. The
// records kept for the last-move mark hold no tile value in the memory game
// (tile_memory "hidden"): the page must not remember what the player may not.
function addToLog(entry) {
  const game = page.game;
  if (!game) return;
  for (const record of entry.records || []) {
    if (record.move && record.move.action === "pass") {
      page.passes[record.seat] = (page.passes[record.seat] || 0) + 1;
    }
    const said = recordWords(game, record, page.passes);
    const words = record.auto ? t("{move} (automatic)", { move: said }) : said;
    const kept = { version: entry.version, seat: record.seat, move: record.move, auto: record.auto,
      notation: record.notation, words };
    page.records.push(kept);
    const line = logLine(words, record.notation);
    line.dataset.notation = record.notation;
    if (!record.auto) line.dataset.ply = String(++page.plies);
  }
  const other = entryWords(game, entry);
  if (other) logLine(other, "");
  $("log").scrollTop = $("log").scrollHeight;
}

function logLine(words, notation) {
  const item = document.createElement("li");
  item.textContent = words;
  if (notation) {
    const code = document.createElement("span");
    code.className = "details";
    code.textContent = notation;
    item.append(" ", code);
  }
  $("log").append(item);
  return item;
}

function onFrame(frame, state) {
  const fields = {};
  for (const line of frame.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const at = line.indexOf(":");
    const name = at < 0 ? line : line.slice(0, at);
    fields[name] = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
  }
  if (fields.id) state.last = Number(fields.id);
  if (!fields.data) return;
  const event = JSON.parse(fields.data);
  addToLog(event);
  if (ENDED.includes(event.type)) state.ended = true;
  if (event.game) refresh();
}

async function follow() {
  const state = { last: 0, ended: false };
  while (!state.ended) {
    try {
      const extra = state.last ? { "Last-Event-ID": String(state.last) } : {};
      const response = await api(gamePath("/events"), { headers: Object.assign({ Accept: "text/event-stream" }, extra) });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          onFrame(buffer.slice(0, end), state);
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      if (final(error)) {
        if (page.game) say(error.message); else showProblem(error);
        return;
      }
      say(t("Connection lost; reconnecting…"));
      await sleep(2000);
      say("");
      continue;
    }
    if (!state.ended) await sleep(500);  // the server closes long streams: resume
  }
  refresh();
}

// -- the kit a game's part is given ----------------------------------------------------------------

const kit = Object.freeze({
  page, $, SVGNS, svgElement, target, button, note, play, redraw: drawMoves, focusFirstTarget,
  box, outlineRect, outlineAround, capital, signed, seatName, t, count,
});

// -- start -------------------------------------------------------------------------------------

// An answer that asking again will not change: no such game, a wrong token.
const final = (error) => error.status >= 400 && error.status < 500 && error.status !== 429;

// The stream is followed once the game is known (its records are written with
// the game's colours); until then the game is asked for again, unless the
// answer says it cannot be shown at all.
async function start() {
  await loadWords();
  while (!page.game) {
    await refresh();
    if (!$("problem").hidden) return;
    if (!page.game) await sleep(2000);
  }
  follow();
}

$("play-selected").addEventListener("click", playSelected);
$("hint").addEventListener("click", askHint);
$("rematch").addEventListener("click", rematch);
$("analyse").addEventListener("click", showAnalysis);
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && Object.keys(page.selection).length) { page.selection = {}; drawMoves(); }
});
start();
