// The play page: draws the game with the service's own picture, follows it
// live and plays the legal moves by clicks (or Tab + Enter).
//
// The seat token comes in the address's fragment (#token=...), which the
// browser never sends anywhere; it goes out only in the Authorization
// header. EventSource cannot send headers, so the event stream is read with
// fetch() and a streaming body reader.
"use strict";

const TITLES = { "isis-osiris": "Isis & Osiris", osiron: "Osiron", isaac: "ISAAC" };
const ISIS_COLOURS = ["#c8372d", "#2a64c5", "#2d8f47", "#d9a400"];
const OTHER_COLOURS = { light: "#f5f1e6", dark: "#2b2b35" };
const ENDED = ["finished", "cancelled", "expired", "abandoned"];

const page = {
  gameId: decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || ""),
  token: new URLSearchParams(location.hash.slice(1)).get("token"),
  // a service with API keys: the key travels in the fragment too (#token=...&key=...)
  apiKey: new URLSearchParams(location.hash.slice(1)).get("key"),
  game: null,        // the game as this viewer sees it
  legal: null,       // legal moves with their notations (when it is our turn)
  selection: {},     // a move being built: Osiron's "from", ISAAC's length, direction, piece
  hint: null,        // the last hint's move
  busy: false,       // a move is on its way
  log: [],           // moves played, in notation
};

const $ = (id) => document.getElementById(id);

// -- talking to the API --------------------------------------------------------------------

function headers(extra) {
  const out = Object.assign({ Accept: "application/json" }, extra || {});
  if (page.token) out.Authorization = "Bearer " + page.token;
  if (page.apiKey) out["X-API-Key"] = page.apiKey;
  return out;
}

async function api(path, options) {
  const opts = Object.assign({ cache: "no-store" }, options || {});
  opts.headers = headers(opts.headers);
  const response = await fetch(path, opts);
  if (!response.ok && response.status !== 202) {
    let detail = response.statusText;
    try { detail = (await response.json()).detail || detail; } catch (e) { /* not JSON */ }
    const error = new Error(detail);
    error.status = response.status;
    throw error;
  }
  return response;
}

const gamePath = (suffix) => `/v1/games/${encodeURIComponent(page.gameId)}${suffix || ""}`;

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
      say(error.message);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function load() {
  const game = await (await api(gamePath())).json();
  let legal = null;
  if (game.status === "active" && game.you !== null && game.to_move === game.you) {
    legal = await (await api(gamePath("/legal-moves"))).json();
    if (legal.version !== game.version) { again = true; return; }  // moved meanwhile
  }
  // The picture of exactly this version, so board and panel always agree.
  const svgText = await (await api(gamePath(`/board.svg?version=${game.version}`),
    { headers: { Accept: "image/svg+xml" } })).text();
  if (page.game && page.game.version !== game.version) {  // a hint is for one position only
    page.selection = {};
    page.hint = null;
    $("hint-text").textContent = "";
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

function colour(game, seat) {
  return game.seats[seat].colour;
}

function seatLabel(game, seat) {
  const s = game.seats[seat];
  const who = s.name || (s.kind === "ai" ? `AI (${s.level})` : s.open ? "open seat" : "player");
  return `${colour(game, seat)}: ${who}${seat === game.you ? " (you)" : ""}`;
}

function scores(game) {
  if (game.result && game.result.scores) return game.result.scores;
  const st = game.state;
  if (game.type === "isis-osiris") return st.totals;
  if (game.type === "isaac") return st.scores;
  return game.seats.map(() => "");
}

function swatch(game, seat) {
  const span = document.createElement("span");
  span.className = "swatch";
  span.style.background = game.type === "isis-osiris" ? ISIS_COLOURS[seat]
    : OTHER_COLOURS[game.seats[seat].colour] || "#888";
  return span;
}

function drawPanel() {
  const game = page.game;
  document.title = `${TITLES[game.type] || game.type} · play`;
  $("title").textContent = `${TITLES[game.type] || game.type}` +
    (game.you !== null ? ` — you play ${colour(game, game.you)}` : " — watching");
  const body = $("players").tBodies[0];
  body.replaceChildren();
  const points = scores(game);
  game.seats.forEach((s, seat) => {
    const row = body.insertRow();
    row.dataset.seat = String(seat);
    if (game.to_move === seat) row.className = "to-move";
    const cell = row.insertCell();
    cell.append(swatch(game, seat), String(seat));
    row.insertCell().textContent = seatLabel(game, seat);
    const score = row.insertCell();
    score.className = "score";
    score.textContent = String(points[seat] ?? "");
  });
  const status = $("status");
  status.className = "";
  status.dataset.toMove = game.to_move === null ? "" : String(game.to_move);
  if (game.status === "finished") {
    const r = game.result || {};
    const names = (r.winners || []).map((s) => colour(game, s));
    status.textContent = r.draw || !names.length ? `Game over: a draw (${r.reason}).`
      : `Game over: ${names.join(" and ")} ${names.length > 1 ? "win" : "wins"} (${r.reason}).`;
  } else if (game.status === "scoring") {
    status.textContent = "Game over: counting the score…";
  } else if (game.status === "cancelled") {
    status.textContent = "The game was cancelled.";
  } else if (game.status === "expired") {
    status.textContent = "Nobody took the open seats in time: the game expired.";
  } else if (game.status === "abandoned") {
    status.textContent = "Nobody played for too long: the game was abandoned.";
  } else if (game.status === "waiting") {
    status.textContent = "Waiting for players to join.";
  } else if (game.to_move === game.you) {
    status.className = "yours";
    status.textContent = "Your turn" + (game.type === "isis-osiris" && game.state.pending_tile
      ? `: place the tile you turned up (${signed(game.state.pending_tile)}).` : ".");
  } else {
    status.textContent = `${seatLabel(game, game.to_move)} to move.`;
  }
  page.clockGame = game;
  showClock();
  $("hint-box").hidden = !page.legal;
}

// The clock counts down between changes from the server's deadline_at.
function showClock() {
  const game = page.clockGame;
  const clock = $("clock");
  clock.hidden = !game || !game.clock;
  if (!clock.hidden) clock.textContent = "Clock: " + describeClock(game, game.clock);
}
setInterval(showClock, 1000);

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;

function describeClock(game, clock) {
  const parts = [];
  const left = clock.deadline_at ? Math.max(0, (Date.parse(clock.deadline_at) - Date.now()) / 1000) : null;
  (clock.remaining_seconds || []).forEach((seconds, seat) => {
    const shown = seat === clock.running && left !== null ? left : seconds;
    parts.push(`${seatLabel(game, seat)} ${minutes(shown)}`);
  });
  if (clock.type === "move" && clock.running !== null && left !== null) {
    parts.push(`${seatLabel(game, clock.running)} has ${minutes(left)} for this move`);
  }
  return parts.join(" · ") || (clock.type === "move" ? `${clock.move_seconds} s a move` : "stopped");
}

const signed = (v) => (v > 0 ? `+${v}` : `\u2212${-v}`);

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
  const moves = legalMoves();
  const select = $("moves");
  select.replaceChildren(...moves.map((m, i) => new Option(m.text, String(i))));
  $("moves-box").hidden = !moves.length;
  $("controls").replaceChildren();
  if (!moves.length) return;
  const draw = { "isis-osiris": isisMoves, osiron: osironMoves, isaac: isaacMoves }[page.game.type];
  draw(moves);
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

function isisMoves(moves) {
  for (const { move, text } of moves) {
    if (move.action === "reveal") {
      button("Turn up a tile", () => play(move), { id: "reveal", "data-notation": text });
    } else {
      const what = move.action === "tile" ? "Place the tile on" : "Place a stone on";
      target(svgElement(`.cell[data-cell="${move.cell}"]`), `${what} ${move.cell}`, () => play(move));
    }
  }
  note(page.game.state.pending_tile ? "Choose a free cell for the tile."
    : "Click a free cell for a stone, or turn up a tile.");
}

function osironMoves(moves) {
  const from = page.selection.from;
  if (moves[0].move.action === "place") {
    moves.forEach(({ move }) => target(svgElement(`.space[data-space="${move.space}"]`),
      `Place a piece on ${move.space}`, () => play(move)));
    note("Choose a free space.");
    return;
  }
  if (!from) {
    const froms = [...new Set(moves.map((m) => m.move.from))];
    froms.forEach((space) => target(svgElement(`.space[data-space="${space}"]`),
      `Exchange your piece on ${space}`, () => { page.selection = { from: space }; drawMoves(); focusFirstTarget(); }));
    note("Choose one of your pieces to exchange.");
    return;
  }
  const chosen = svgElement(`.space[data-space="${from}"]`);
  if (chosen) chosen.classList.add("selected");
  moves.filter((m) => m.move.from === from).forEach(({ move }) =>
    target(svgElement(`.space[data-space="${move.to}"]`), `Exchange ${from} with ${move.to}`, () => play(move)));
  note(`Exchange ${from} with which opponent piece?`);
  button("Cancel", () => { page.selection = {}; drawMoves(); }, { id: "cancel" });
}

function isaacMoves(moves) {
  if (moves[0].move.action === "place") return isaacPlacement(moves);
  return isaacRemoval(moves);
}

function isaacPlacement(moves) {
  const lengths = [...new Set(moves.map((m) => m.move.length))].sort((a, b) => a - b);
  const sel = page.selection;
  if (!lengths.includes(sel.length)) sel.length = lengths[0];
  if (!sel.dir) sel.dir = "h";
  note("Piece length:");
  lengths.forEach((length) => button(String(length), () => { sel.length = length; drawMoves(); },
    { "data-length": String(length), "aria-pressed": String(length === sel.length) }));
  note("Direction:");
  [["h", "across"], ["v", "up"]].forEach(([dir, word]) => button(word, () => { sel.dir = dir; drawMoves(); },
    { "data-dir": dir, "aria-pressed": String(dir === sel.dir) }));
  note("Then click the cell of the piece's lower-left end.");
  moves.filter((m) => m.move.length === sel.length && m.move.dir === sel.dir).forEach(({ move }) =>
    target(svgElement(`.cell[data-cell="${move.cell}"]`),
      `Place the ${move.length} piece ${move.dir === "h" ? "across" : "up"} from ${move.cell}`, () => play(move)));
}

function isaacRemoval(moves) {
  const sel = page.selection;
  const anchors = [...new Set(moves.map((m) => m.move.cell))];
  anchors.forEach((cell) => target(svgElement(`.piece[data-anchor="${cell}"]`), `Remove the piece at ${cell}`,
    () => { page.selection = { piece: cell }; drawMoves(); const s = $("advance"); if (s) s.focus(); }));
  if (!sel.piece || !anchors.includes(sel.piece)) {
    note("Choose one of your pieces to remove.");
    return;
  }
  const chosen = svgElement(`.piece[data-anchor="${sel.piece}"]`);
  if (chosen) chosen.classList.add("selected");
  const advances = moves.filter((m) => m.move.cell === sel.piece).map((m) => m.move.advance);
  const label = document.createElement("label");
  label.textContent = `Advance your counter by `;
  const select = document.createElement("select");
  select.id = "advance";
  advances.sort((a, b) => b - a).forEach((a) => select.append(new Option(String(a), String(a))));
  // The board is drawn again on every event: keep the advance the player chose.
  if (advances.includes(sel.advance)) select.value = String(sel.advance);
  select.addEventListener("change", () => { sel.advance = Number(select.value); });
  label.append(select);
  $("controls").append(label);
  button("Remove", () => play({ action: "remove", cell: sel.piece, advance: Number(select.value) }),
    { id: "remove" });
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
  $("hint-text").textContent = "thinking…";
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
        $("hint-text").textContent = `Hint: ${found ? found.text : JSON.stringify(page.hint)}`;
        markHint();
        return;
      }
      if (job.status === "failed") break;
      await sleep(250);
    }
    $("hint-text").textContent = "No hint this time.";
  } catch (error) {
    $("hint-text").textContent = "";
    say(error.message);
  }
}

// Shows on the board where the hint would play.
function markHint() {
  const move = page.hint;
  if (!move) return;
  const where = move.cell && page.game.type === "isis-osiris" ? `.cell[data-cell="${move.cell}"]`
    : move.from ? `.space[data-space="${move.from}"]`
    : move.space ? `.space[data-space="${move.space}"]`
    : move.action === "remove" ? `.piece[data-anchor="${move.cell}"]`
    : move.cell ? `.cell[data-cell="${move.cell}"]` : null;
  const el = where && svgElement(where);
  if (el) el.classList.add("hinted");
}

function say(text) {
  $("message").textContent = text;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// -- following the game live -------------------------------------------------------------------

// Tile values are written only where tiles stay face up: in the memory game
// (tile_memory "hidden") the page must not remember for the player.
function addToLog(entry) {
  const memory = page.game && page.game.options.tile_memory === "hidden";
  for (const record of entry.records || []) {
    const item = document.createElement("li");
    item.textContent = `${page.game ? colour(page.game, record.seat) : record.seat}: ${record.notation}` +
      (record.auto ? " (automatic)" : "") +
      ("tile" in record && !memory ? ` [${record.tile === null ? "?" : signed(record.tile)}]` : "");
    $("log").append(item);
  }
  $("log").scrollTop = $("log").scrollHeight;
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
      if (error.status >= 400 && error.status < 500 && error.status !== 429) {
        say(error.message);  // no such game, or a wrong token: retrying will not help
        return;
      }
      say("Connection lost; reconnecting…");
      await sleep(2000);
      say("");
      continue;
    }
    if (!state.ended) await sleep(500);  // the server closes long streams: resume
  }
  refresh();
}

// -- start -------------------------------------------------------------------------------------

$("play-selected").addEventListener("click", playSelected);
$("hint").addEventListener("click", askHint);
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && Object.keys(page.selection).length) { page.selection = {}; drawMoves(); }
});
refresh().then(follow);
