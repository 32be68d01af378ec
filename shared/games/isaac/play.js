// ISAAC on the play page (services/api/static/play/play.js lists the hooks):
// the moves in words, pieces chosen by their length and direction then placed
// by a click on a cell, removals by a click on a piece and an advance to choose.

const VALUES = { 3: 1, 4: 2, 5: 3, 6: 4, 7: 6 };  // a piece's value by its length
const FILL = ["#34343c", "#efe8d5"];  // the picture's piece colours, dark and light
const TEXT = ["#f3efe4", "#34343c"];

// Why a game ended, by the result's reason (the endings of every game are the page's).
// N_ marks a sentence for the catalogs (make i18n); the page's t() says it.
const N_ = (text) => text;
const REASONS = {
  reached_100: N_("{w}'s score reached 100"),
  both_out: N_("neither player can remove a piece, and {w} has the higher score"),
};
const TIE_BREAKS = {
  unplaced_length: N_("the scores are equal and {w}'s pieces never placed are longer together"),
  unplaced_count: N_("the scores and lengths are equal and {w} has fewer pieces never placed"),
  dark_started: N_("the scores and the pieces never placed are equal, and such ties go to Dark"),
};

export default function isaac(kit) {
  const { page, $, capital, t, count, svgElement, target, button, note, play, redraw, box, outlineRect,
    outlineAround } = kit;
  const cell = (name) => svgElement(`.cell[data-cell="${name}"]`);
  const piece = (anchor) => svgElement(`.piece[data-anchor="${anchor}"]`);

  function choiceWords(game, move) {
    const { length, cell: at, advance } = move;
    switch (move.action) {
      case "place": return move.dir === "h"
        ? t("place a piece of length {length} across from cell {cell}", { length, cell: at })
        : t("place a piece of length {length} upwards from cell {cell}", { length, cell: at });
      case "remove": return t("remove the piece at cell {cell} and move on by {advance}", { cell: at, advance });
      default: return null;
    }
  }

  // The pieces to choose from are drawn as the board draws them: a bar as many
  // cells long as the piece, with its value written on it, and the length in
  // words beside it, so the two numbers cannot be taken for each other.
  function placement(game, moves) {
    const lengths = [...new Set(moves.map((m) => m.move.length))].sort((a, b) => a - b);
    const sel = page.selection;
    if (!lengths.includes(sel.length)) sel.length = lengths[0];
    if (!sel.dir) sel.dir = "h";
    const hand = game.state.hands[game.you] || {};
    note(t("Choose a piece:"));
    lengths.forEach((length) => {
      const value = VALUES[length];
      const left = hand[String(length)] || 0;
      const b = button("", () => { sel.length = length; redraw(); }, {
        "data-length": String(length), "aria-pressed": String(length === sel.length), class: "piece-choice",
        "aria-label": t("Piece of length {length}, value {value}, {left} in hand", { length, value, left }),
      });
      b.append(pieceBar(length, value, game.you),
        Object.assign(document.createElement("span"), {
          className: "piece-words", textContent: t("length {length} · value {value} · {left} left", { length, value, left }) }));
    });
    note(t("Direction:"));
    [["h", t("across \u2192")], ["v", t("upwards \u2191")]].forEach(([dir, word]) => button(word, () => { sel.dir = dir; redraw(); },
      { "data-dir": dir, "aria-pressed": String(dir === sel.dir) }));
    note(t("Then click the cell where the piece starts (its left or bottom end)."));
    moves.filter((m) => m.move.length === sel.length && m.move.dir === sel.dir).forEach(({ move }) =>
      target(cell(move.cell), capital(choiceWords(game, move)), () => play(move)));
  }

  function pieceBar(length, value, seat) {
    const bar = document.createElement("span");
    bar.className = "bar";
    bar.style.setProperty("--cells", String(length));
    bar.style.background = FILL[seat];
    bar.style.color = TEXT[seat];
    bar.textContent = String(value);
    return bar;
  }

  function removal(game, moves) {
    const sel = page.selection;
    const anchors = [...new Set(moves.map((m) => m.move.cell))];
    anchors.forEach((anchor) => target(piece(anchor), t("Remove the piece at {cell}", { cell: anchor }),
      () => { page.selection = { piece: anchor }; redraw(); const s = $("advance"); if (s) s.focus(); }));
    if (!sel.piece || !anchors.includes(sel.piece)) {
      note(t("Choose one of your pieces to remove."));
      return;
    }
    const chosen = piece(sel.piece);
    if (chosen) chosen.classList.add("selected");
    const advances = moves.filter((m) => m.move.cell === sel.piece).map((m) => m.move.advance);
    const label = document.createElement("label");
    label.textContent = t("Move your counter on by") + " ";
    const select = document.createElement("select");
    select.id = "advance";
    advances.sort((a, b) => b - a).forEach((a) => select.append(new Option(String(a), String(a))));
    // The board is drawn again on every event: keep the advance the player chose.
    if (advances.includes(sel.advance)) select.value = String(sel.advance);
    select.addEventListener("change", () => { sel.advance = Number(select.value); });
    label.append(select);
    $("controls").append(label);
    button(t("Remove"), () => play({ action: "remove", cell: sel.piece, advance: Number(select.value) }),
      { id: "remove" });
  }

  return {
    // ``passes``: a seat's first pass ends its placing, the second puts it out.
    recordWords(game, record, who, passes) {
      const move = record.move || {};
      switch (move.action) {
        case "place": return move.dir === "h"
          ? t("{who} placed a piece of length {length} across from cell {cell}", { who, length: move.length, cell: move.cell })
          : t("{who} placed a piece of length {length} upwards from cell {cell}", { who, length: move.length, cell: move.cell });
        case "remove":
          return (record.points !== undefined
            ? count(record.points, "{who} removed the piece at cell {cell} and moved on {advance} of {n} point",
              "{who} removed the piece at cell {cell} and moved on {advance} of {n} points",
              { who, cell: move.cell, advance: move.advance })
            : t("{who} removed the piece at cell {cell} and moved on {advance}", { who, cell: move.cell, advance: move.advance })) +
            (record.score !== undefined ? " " + t("(score {score})", { score: record.score }) : "");
        case "pass":
          return (passes[record.seat] || 0) <= 1 ? t("{who} could place no more pieces and passed", { who })
            : t("{who} could remove no piece and is out", { who });
        default: return null;
      }
    },

    choiceWords,

    reasonWords(game, result) {
      if (result.reason !== "tie_break") return REASONS[result.reason];
      const decided = ((result.breakdown || {}).tie_break || {}).decided_by;
      return TIE_BREAKS[decided] || N_("{w} wins the tie-break");
    },

    lastMoveMarks(game, record) {
      const move = record.move;
      if (move.action === "place") return outlineAround(svgElement(`.piece[data-anchor="${move.cell}"] rect`), -3);
      // A removal: the piece is gone, so its cells are outlined, dashed.
      const gone = game.state.pieces.find((p) => p.anchor === move.cell && !p.on_board);
      if (!gone) return [];
      const boxes = gone.cells.map(cell).filter(Boolean).map(box);
      if (!boxes.length) return [];
      const x = Math.min(...boxes.map((b) => b[0])), y = Math.min(...boxes.map((b) => b[1]));
      const right = Math.max(...boxes.map((b) => b[0] + b[2])), bottom = Math.max(...boxes.map((b) => b[1] + b[3]));
      return [outlineRect(x + 4, y + 4, right - x - 8, bottom - y - 8, true)];
    },

    hintSelector: (game, move) => (move.action === "remove" ? `.piece[data-anchor="${move.cell}"]`
      : move.cell ? `.cell[data-cell="${move.cell}"]` : null),

    controls: (game, moves) => (moves[0].move.action === "place" ? placement(game, moves) : removal(game, moves)),
  };
}
