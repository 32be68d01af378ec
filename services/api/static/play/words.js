// Words for people: moves, hints, outcomes and scores of the three games,
// written from the API's JSON (move objects, history records, results).
// The codes and the compact notation stay out of these sentences; the page
// shows them only in its small details lines.
"use strict";

const ISIS_WORDS = ["red", "blue", "green", "yellow"];
const ISAAC_VALUES = { 3: 1, 4: 2, 5: 3, 6: 4, 7: 6 };  // a piece's value by its length

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const signed = (v) => (v > 0 ? `+${v}` : `\u2212${-v}`);
const plural = (n, noun) => `${n} ${Math.abs(n) === 1 ? noun : noun + "s"}`;

// A seat named by its colour, as the pictures draw it: "Red", "Light".
function seatName(game, seat) {
  const colour = game.type === "isis-osiris" ? ISIS_WORDS[seat] : game.seats[seat].colour;
  return capital(colour || `seat ${seat + 1}`);
}

// "Red (you)", "Blue (AI)", "Light (Ann)": the colour and who holds it.
function seatWho(game, seat) {
  const s = game.seats[seat];
  const who = seat === game.you ? "you" : s.name || (s.kind === "ai" ? "AI" : s.open ? "open seat" : "");
  return who ? `${seatName(game, seat)} (${who})` : seatName(game, seat);
}

// Tile values are written only where tiles stay face up: in the memory game
// (tile_memory "hidden") the page must not remember them for the player.
const tilesHidden = (game) => game.type === "isis-osiris" && game.options.tile_memory === "hidden";

// -- moves played (past tense) -------------------------------------------------------------

// One history record in words. ``passes`` counts each seat's passes so far
// (ISAAC: a seat's first pass ends its placing, the second puts it out).
function recordWords(game, record, passes) {
  const who = seatName(game, record.seat);
  const move = record.move || {};
  const known = !tilesHidden(game) && record.tile !== undefined && record.tile !== null;
  switch (`${game.type} ${move.action}`) {
    case "isis-osiris stone": return `${who} placed a stone on ${move.cell}`;
    case "isis-osiris reveal":
      return known ? `${who} turned up a tile of ${signed(record.tile)}` : `${who} turned up a tile`;
    case "isis-osiris tile":
      return known ? `${who} placed a tile of ${signed(record.tile)} on ${move.cell}`
        : `${who} placed the turned-up tile on ${move.cell}`;
    case "isis-osiris pass": return `${who} had nothing left to play and was skipped`;
    case "osiron exchange":
      return `${who} exchanged their piece on ${move.from} with ${seatName(game, 1 - record.seat)}'s on ${move.to}`;
    case "osiron place": return `${who} placed a piece on ${move.space}`;
    case "osiron pass": return `${who} had no exchange and passed`;
    case "isaac place":
      return `${who} placed a piece of length ${move.length} ${move.dir === "h" ? "across" : "upwards"}` +
        ` from cell ${move.cell}`;
    case "isaac remove":
      return `${who} removed the piece at cell ${move.cell} and moved on ${move.advance}` +
        (record.points !== undefined ? ` of ${plural(record.points, "point")}` : "") +
        (record.score !== undefined ? ` (score ${record.score})` : "");
    case "isaac pass":
      return (passes[record.seat] || 0) <= 1 ? `${who} could place no more pieces and passed`
        : `${who} could remove no piece and is out`;
    default: return `${who} played ${record.notation || "a move"}`;
  }
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

function choiceWords(game, move) {
  switch (`${game.type} ${move.action}`) {
    case "isis-osiris stone": return `place a stone on ${move.cell}`;
    case "isis-osiris reveal": return "turn up a tile";
    case "isis-osiris tile": return `place the tile on ${move.cell}`;
    case "osiron exchange": return `exchange your piece on ${move.from} with the one on ${move.to}`;
    case "osiron place": return `place a piece on ${move.space}`;
    case "isaac place":
      return `place a piece of length ${move.length} ${move.dir === "h" ? "across" : "upwards"} from cell ${move.cell}`;
    case "isaac remove": return `remove the piece at cell ${move.cell} and move on by ${move.advance}`;
    default: return JSON.stringify(move);
  }
}

// -- the end ---------------------------------------------------------------------------------

// Why a game ended, by the result's reason: {w} the winner, {l} the other player.
const REASONS = {
  board_full: "the board is full",
  resignation: "{l} resigned",
  timeout: "{l} ran out of time",
  circle_completed: "{w} filled a target circle",
  opponent_completed_circle: "{l}'s exchange filled a target circle for {w}",
  simultaneous_completion: "both players filled a target circle at once",
  repetition: "the same position came up for the third time",
  ply_cap: "the limit of {cap} moves was reached",
  agreement: "the players agreed",
  reached_100: "{w}'s score reached 100",
  both_out: "neither player can remove a piece, and {w} has the higher score",
};

const TIE_BREAKS = {
  unplaced_length: "the scores are equal and {w}'s pieces never placed are longer together",
  unplaced_count: "the scores and lengths are equal and {w} has fewer pieces never placed",
  dark_started: "the scores and the pieces never placed are equal, and such ties go to Dark",
};

// The outcome in one sentence: "Blue wins: the board is full."
function outcomeWords(game) {
  const r = game.result || {};
  const winners = r.winners || [];
  const names = winners.map((s) => seatName(game, s));
  const others = game.seats.map((_, s) => s).filter((s) => !winners.includes(s));
  const fill = (text) => text.replace(/\{w\}/g, names.join(" and "))
    .replace(/\{l\}/g, others.map((s) => seatName(game, s)).join(" and "))
    .replace(/\{cap\}/g, String(game.options.ply_cap));
  let why = REASONS[r.reason];
  if (r.reason === "tie_break") {
    const decided = ((r.breakdown || {}).tie_break || {}).decided_by;
    why = TIE_BREAKS[decided] || "{w} wins the tie-break";
  }
  const head = r.draw || !names.length ? "A draw"
    : names.length > 1 ? `${names.join(" and ")} share the win` : `${names[0]} wins`;
  return why ? `${head}: ${fill(why)}.` : `${head}.`;
}

// A seat's score in words, during or after the game ("" when the game keeps none).
function scoreWords(game, seat) {
  const r = game.result;
  if (game.type === "osiron") {
    if (!r) return "";
    if (r.draw) return "draw";
    return (r.winners || []).includes(seat) ? "won" : "lost";
  }
  if (game.type === "isis-osiris" && !r) {  // stones are scored when the board is full
    const scored = game.state.round_scores.length;
    return scored ? `${plural(game.state.totals[seat], "point")} so far` : "counted at the end";
  }
  const points = r && r.scores ? r.scores[seat] : game.state.scores[seat];
  return points === null || points === undefined ? "" : plural(points, "point");
}

// The number behind a seat's score (for the details line and the tests).
function scoreNumber(game, seat) {
  const r = game.result;
  if (r && r.scores) return r.scores[seat];
  if (game.type === "isis-osiris") return game.state.totals[seat];
  if (game.type === "isaac") return game.state.scores[seat];
  return "";
}
