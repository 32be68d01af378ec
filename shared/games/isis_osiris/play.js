// Isis & Osiris on the play page (services/api/static/play/play.js lists the
// hooks): the stones' colours, the tile turned up, the moves in words and by
// clicks on the picture's cells.

const COLOURS = ["#c8372d", "#2a64c5", "#2d8f47", "#d9a400"];  // the picture's, seat 0 first

// Why a game ended, by the result's reason (the endings of every game are the page's).
const REASONS = { board_full: "the board is full" };

export default function isisOsiris(kit) {
  const { signed, plural, svgElement, target, button, note, play, outlineAround } = kit;
  const cell = (name) => svgElement(`.cell[data-cell="${name}"]`);

  // Tile values are written only where tiles stay face up: in the memory game
  // (tile_memory "hidden") the page must not remember them for the player.
  const tilesHidden = (game) => game.options.tile_memory === "hidden";

  return {
    seatColour: (game, seat) => COLOURS[seat],

    turnWords(game) {
      const pending = game.state.pending_tile;
      return pending ? `Your turn: place the tile you turned up (${signed(pending)}).` : null;
    },

    // Stones are scored when the board is full.
    scoreWords(game, seat) {
      if (game.result) return undefined;
      return game.state.round_scores.length ? `${plural(game.state.totals[seat], "point")} so far`
        : "counted at the end";
    },

    scoreNumber: (game, seat) => (game.result && game.result.scores ? game.result.scores[seat]
      : game.state.totals[seat]),

    recordWords(game, record, who) {
      const move = record.move || {};
      const known = !tilesHidden(game) && record.tile !== undefined && record.tile !== null;
      switch (move.action) {
        case "stone": return `${who} placed a stone on ${move.cell}`;
        case "reveal": return known ? `${who} turned up a tile of ${signed(record.tile)}` : `${who} turned up a tile`;
        case "tile":
          return known ? `${who} placed a tile of ${signed(record.tile)} on ${move.cell}`
            : `${who} placed the turned-up tile on ${move.cell}`;
        case "pass": return `${who} had nothing left to play and was skipped`;
        default: return null;
      }
    },

    choiceWords(game, move) {
      switch (move.action) {
        case "stone": return `place a stone on ${move.cell}`;
        case "reveal": return "turn up a tile";
        case "tile": return `place the tile on ${move.cell}`;
        default: return null;
      }
    },

    reasonWords: (game, result) => REASONS[result.reason],

    lastMoveMarks(game, record) {
      if (record.move.action === "reveal") return outlineAround(svgElement(".tile.pending rect"), -6);
      return outlineAround(cell(record.move.cell), 4);
    },

    hintSelector: (game, move) => (move.cell ? `.cell[data-cell="${move.cell}"]` : null),

    controls(game, moves) {
      for (const { move, text } of moves) {
        if (move.action === "reveal") {
          button("Turn up a tile", () => play(move), { id: "reveal", "data-notation": text });
        } else {
          const what = move.action === "tile" ? "Place the tile on" : "Place a stone on";
          target(cell(move.cell), `${what} ${move.cell}`, () => play(move));
        }
      }
      note(game.state.pending_tile ? "Choose a free cell for the tile."
        : "Click a free cell for a stone, or turn up a tile.");
    },
  };
}
