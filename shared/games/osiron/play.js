// Osiron on the play page (services/api/static/play/play.js lists the hooks):
// the spaces named on the picture (the moves are written with their names),
// no score while it is played, the moves in words and by clicks on the spaces.

// Why a game ended, by the result's reason (the endings of every game are the page's).
const REASONS = {
  circle_completed: "{w} filled a target circle",
  opponent_completed_circle: "{l}'s exchange filled a target circle for {w}",
  simultaneous_completion: "both players filled a target circle at once",
  repetition: "the same position came up for the third time",
  ply_cap: "the limit of {cap} moves was reached",
};

export default function osiron(kit) {
  const { page, SVGNS, seatName, svgElement, target, button, note, play, redraw, focusFirstTarget } = kit;
  const space = (name) => svgElement(`.space[data-space="${name}"]`);

  // A piece is placed on a free space; in the exchanges, one of the player's
  // pieces is chosen first, then the opponent's piece it changes places with.
  function controls(game, moves) {
    const from = page.selection.from;
    if (moves[0].move.action === "place") {
      moves.forEach(({ move }) => target(space(move.space), `Place a piece on ${move.space}`, () => play(move)));
      note("Choose a free space.");
      return;
    }
    if (!from) {
      const froms = [...new Set(moves.map((m) => m.move.from))];
      froms.forEach((name) => target(space(name), `Exchange your piece on ${name}`,
        () => { page.selection = { from: name }; redraw(); focusFirstTarget(); }));
      note("Choose one of your pieces to exchange.");
      return;
    }
    const chosen = space(from);
    if (chosen) chosen.classList.add("selected");
    moves.filter((m) => m.move.from === from).forEach(({ move }) =>
      target(space(move.to), `Exchange ${from} with ${move.to}`, () => play(move)));
    note(`Exchange ${from} with which opponent piece?`);
    button("Cancel", () => { page.selection = {}; redraw(); }, { id: "cancel" });
  }

  return {
    boardLabels: true,

    // No score is kept while the game is played: who won, at the end.
    scoreWords(game, seat) {
      const r = game.result;
      if (!r) return "";
      if (r.draw) return "draw";
      return (r.winners || []).includes(seat) ? "won" : "lost";
    },

    recordWords(game, record, who) {
      const move = record.move || {};
      switch (move.action) {
        case "exchange":
          return `${who} exchanged their piece on ${move.from} with ${seatName(game, 1 - record.seat)}'s on ${move.to}`;
        case "place": return `${who} placed a piece on ${move.space}`;
        case "pass": return `${who} had no exchange and passed`;
        default: return null;
      }
    },

    choiceWords(game, move) {
      switch (move.action) {
        case "exchange": return `exchange your piece on ${move.from} with the one on ${move.to}`;
        case "place": return `place a piece on ${move.space}`;
        default: return null;
      }
    },

    reasonWords: (game, result) => (REASONS[result.reason] || "")
      .replace(/\{cap\}/g, String(game.options.ply_cap)) || undefined,

    // The spaces the move was played on, outlined along their own shapes.
    lastMoveMarks(game, record) {
      const move = record.move;
      const names = move.action === "exchange" ? [move.from, move.to] : [move.space];
      return names.map(space).filter(Boolean).map((shape) => {
        const path = document.createElementNS(SVGNS, "path");
        path.setAttribute("d", shape.getAttribute("d"));
        path.setAttribute("class", "last-move");
        path.setAttribute("fill", "none");
        path.setAttribute("stroke", "#ff6a00");
        path.setAttribute("stroke-width", "5");
        return path;
      });
    },

    hintSelector: (game, move) => (move.from ? `.space[data-space="${move.from}"]`
      : move.space ? `.space[data-space="${move.space}"]` : null),

    controls,
  };
}
