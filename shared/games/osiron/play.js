// Osiron on the play page (services/api/static/play/play.js lists the hooks):
// the spaces named on the picture (the moves are written with their names),
// no score while it is played, the moves in words and by clicks on the spaces.

// Why a game ended, by the result's reason (the endings of every game are the page's).
// N_ marks a sentence for the catalogs (make i18n); the page's t() says it.
const N_ = (text) => text;
const REASONS = {
  circle_completed: N_("{w} filled a target circle"),
  opponent_completed_circle: N_("{l}'s exchange filled a target circle for {w}"),
  simultaneous_completion: N_("both players filled a target circle at once"),
  repetition: N_("the same position came up for the third time"),
  ply_cap: N_("the limit of {cap} moves was reached"),
};

export default function osiron(kit) {
  const { page, SVGNS, seatName, t, svgElement, target, button, note, play, redraw, focusFirstTarget } = kit;
  const space = (name) => svgElement(`.space[data-space="${name}"]`);

  // A piece is placed on a free space; in the exchanges, one of the player's
  // pieces is chosen first, then the opponent's piece it changes places with.
  function controls(game, moves) {
    const from = page.selection.from;
    if (moves[0].move.action === "place") {
      moves.forEach(({ move }) => target(space(move.space), t("Place a piece on {space}", { space: move.space }),
        () => play(move)));
      note(t("Choose a free space."));
      return;
    }
    if (!from) {
      const froms = [...new Set(moves.map((m) => m.move.from))];
      froms.forEach((name) => target(space(name), t("Exchange your piece on {space}", { space: name }),
        () => { page.selection = { from: name }; redraw(); focusFirstTarget(); }));
      note(t("Choose one of your pieces to exchange."));
      return;
    }
    const chosen = space(from);
    if (chosen) chosen.classList.add("selected");
    moves.filter((m) => m.move.from === from).forEach(({ move }) =>
      target(space(move.to), t("Exchange {from} with {to}", { from, to: move.to }), () => play(move)));
    note(t("Exchange {from} with which opponent piece?", { from }));
    button(t("Cancel"), () => { page.selection = {}; redraw(); }, { id: "cancel" });
  }

  return {
    boardLabels: true,

    // No score is kept while the game is played: who won, at the end.
    scoreWords(game, seat) {
      const r = game.result;
      if (!r) return "";
      if (r.draw) return t("draw");
      return (r.winners || []).includes(seat) ? t("won") : t("lost");
    },

    recordWords(game, record, who) {
      const move = record.move || {};
      switch (move.action) {
        case "exchange":
          return t("{who} exchanged their piece on {from} with {other}'s on {to}",
            { who, from: move.from, other: seatName(game, 1 - record.seat), to: move.to });
        case "place": return t("{who} placed a piece on {space}", { who, space: move.space });
        case "pass": return t("{who} had no exchange and passed", { who });
        default: return null;
      }
    },

    choiceWords(game, move) {
      switch (move.action) {
        case "exchange": return t("exchange your piece on {from} with the one on {to}", { from: move.from, to: move.to });
        case "place": return t("place a piece on {space}", { space: move.space });
        default: return null;
      }
    },

    reasonWords: (game, result) => (REASONS[result.reason]
      ? t(REASONS[result.reason], { cap: game.options.ply_cap }) : undefined),

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
