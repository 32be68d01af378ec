// Isis & Osiris on the play page (services/api/static/play/play.js lists the
// hooks): the stones' colours, the tile turned up, the moves in words and by
// clicks on the picture's cells.

const COLOURS = ["#c8372d", "#2a64c5", "#2d8f47", "#d9a400"];  // the picture's, seat 0 first

// Why a game ended, by the result's reason (the endings of every game are the page's).
// N_ marks a sentence for the catalogs (make i18n); the page's t() says it.
const N_ = (text) => text;
const REASONS = { board_full: N_("the board is full") };

export default function isisOsiris(kit) {
  const { signed, t, count, svgElement, target, button, note, play, outlineAround } = kit;
  const cell = (name) => svgElement(`.cell[data-cell="${name}"]`);

  // Tile values are written only where tiles stay face up: in the memory game
  // (tile_memory "hidden") the page must not remember them for the player.
  const tilesHidden = (game) => game.options.tile_memory === "hidden";

  return {
    seatColour: (game, seat) => COLOURS[seat],

    turnWords(game) {
      const pending = game.state.pending_tile;
      return pending ? t("Your turn: place the tile you turned up ({tile}).", { tile: signed(pending) }) : null;
    },

    // Stones are scored when the board is full.
    scoreWords(game, seat) {
      if (game.result) return undefined;
      return game.state.round_scores.length
        ? count(game.state.totals[seat], "{n} point so far", "{n} points so far")
        : t("counted at the end");
    },

    scoreNumber: (game, seat) => (game.result && game.result.scores ? game.result.scores[seat]
      : game.state.totals[seat]),

    recordWords(game, record, who) {
      const move = record.move || {};
      const known = !tilesHidden(game) && record.tile !== undefined && record.tile !== null;
      switch (move.action) {
        case "stone": return t("{who} placed a stone on {cell}", { who, cell: move.cell });
        case "reveal": return known ? t("{who} turned up a tile of {tile}", { who, tile: signed(record.tile) })
          : t("{who} turned up a tile", { who });
        case "tile":
          return known ? t("{who} placed a tile of {tile} on {cell}", { who, tile: signed(record.tile), cell: move.cell })
            : t("{who} placed the turned-up tile on {cell}", { who, cell: move.cell });
        case "pass": return t("{who} had nothing left to play and was skipped", { who });
        default: return null;
      }
    },

    choiceWords(game, move) {
      switch (move.action) {
        case "stone": return t("place a stone on {cell}", { cell: move.cell });
        case "reveal": return t("turn up a tile");
        case "tile": return t("place the tile on {cell}", { cell: move.cell });
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
          button(t("Turn up a tile"), () => play(move), { id: "reveal", "data-notation": text });
        } else {
          const what = move.action === "tile" ? t("Place the tile on {cell}", { cell: move.cell })
            : t("Place a stone on {cell}", { cell: move.cell });
          target(cell(move.cell), what, () => play(move));
        }
      }
      note(game.state.pending_tile ? t("Choose a free cell for the tile.")
        : t("Click a free cell for a stone, or turn up a tile."));
    },
  };
}
