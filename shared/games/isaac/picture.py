"""ISAAC: the 10x10 board with every piece on it (its length by its size, its
value written on it), both score counters and the coordinates, drawn from a
view.

Geometry: cell ``CELL`` wide, the board's corner at (``X0``, ``Y0``). Seen
from Dark's side (default), Dark's row 0 is at the bottom and column 0 on the
left, and the axes are labelled in Dark's coordinates; seen from Light's side
(``coords="light"``) the board is turned half round and labelled in Light's
coordinates (``99 - dark``). Cells carry ``data-cell`` (always Dark's
coordinate, as the API speaks), pieces ``data-piece``/``data-owner``/
``data-length``/``data-value``/``data-anchor``/``data-dir``, counters
``data-counter`` (seat) and ``data-cell``."""

from __future__ import annotations

from shared.i18n import N_, NP_, translate, translate_count
from shared.pictures.svg import document, tag, text

CELL = 56
X0, Y0 = 44, 16
SIZE = 10
WIDTH = X0 + SIZE * CELL + 16
PIECE_FILL = ("#34343c", "#efe8d5")  # dark, light
PIECE_TEXT = ("#f3efe4", "#34343c")
COUNTER_FILL = ("#c0392b", "#2471a3")
SEAT_NAMES = ("Dark", "Light")  # English: the counters' letters
SEAT_WORDS = (N_("Dark"), N_("Light"))


def cell_origin(dark: int, coords: str = "dark") -> tuple[float, float]:
    """Top-left corner of the cell with Dark coordinate ``dark``."""
    row, col = divmod(dark, SIZE)
    if coords == "light":
        row, col = SIZE - 1 - row, SIZE - 1 - col
    return X0 + col * CELL, Y0 + (SIZE - 1 - row) * CELL


def _grid(coords: str) -> list[str]:
    out = [tag("rect", x=X0, y=Y0, width=SIZE * CELL, height=SIZE * CELL, fill="#d9c9a3",
               stroke="#4d3b22", stroke_width=3)]
    for dark in range(SIZE * SIZE):
        x, y = cell_origin(dark, coords)
        out.append(tag("rect", class_="cell", data_cell=f"{dark:02d}", x=x, y=y, width=CELL,
                       height=CELL, fill="none", stroke="#a08a5e", stroke_width=1))
    # Axis labels in the viewer's coordinates: both read 0..9 from the near-left corner.
    for i in range(SIZE):
        out.append(text(X0 + i * CELL + CELL / 2, Y0 + SIZE * CELL + 16, str(i), 16,
                        fill="#444", class_="axis-col"))
        out.append(text(X0 / 2, Y0 + (SIZE - 1 - i) * CELL + CELL / 2, str(i), 16,
                        fill="#444", class_="axis-row"))
    return out


def _piece(p: dict, coords: str) -> str:
    cells = [int(c) for c in p["cells"]]
    corners = [cell_origin(c, coords) for c in cells]
    x, y = min(c[0] for c in corners), min(c[1] for c in corners)
    w = max(c[0] for c in corners) + CELL - x
    h = max(c[1] for c in corners) + CELL - y
    owner = p["owner"]
    body = tag("rect", x=float(x + 5), y=float(y + 5), width=float(w - 10), height=float(h - 10),
               rx=10, fill=PIECE_FILL[owner], stroke="#111", stroke_width=2)
    body += text(x + w / 2, y + h / 2, str(p["value"]), 24, fill=PIECE_TEXT[owner],
                 font_weight="bold")
    return tag("g", body, class_="piece", data_piece=p["id"], data_owner=owner,
               data_length=p["length"], data_value=p["value"], data_anchor=p["anchor"],
               data_dir=p["dir"])


def _counter(seat: int, cell: str, coords: str) -> str:
    x, y = cell_origin(int(cell), coords)
    # Dark's in the cell's lower left, Light's upper right: both show on one line.
    dx, dy = (17, CELL - 17) if seat == 0 else (CELL - 17, 17)
    return tag("g", tag("circle", cx=float(x + dx), cy=float(y + dy), r=13,
                        fill=COUNTER_FILL[seat], stroke="#fff", stroke_width=3)
               + text(x + dx, y + dy, SEAT_NAMES[seat][0], 14, fill="#fff", font_weight="bold"),
               class_="counter", data_counter=seat, data_cell=cell)


# Why the game ended, one sentence per reason (the result's ``reason`` codes):
# {w} the winner, {l} the other player.
REASONS = {
    "reached_100": N_("{w} wins: {w}'s score reached 100."),
    "both_out": N_("{w} wins: neither player can remove a piece and {w} has the higher "
                   "score."),
    "tie_break": N_("{w} wins: equal scores; {w} wins the tie-break on the pieces never "
                    "placed."),
    "resignation": N_("{w} wins: {l} resigned."),
    "timeout": N_("{w} wins: {l} ran out of time."),
}


def outcome_words(view: dict, lang: str | None = None) -> str:
    winner = view["winner"]
    if winner is None:
        return translate(N_("Game over."), lang)
    w, l = (translate(SEAT_WORDS[s], lang) for s in (winner, 1 - winner))
    return translate(REASONS.get(view["reason"], N_("{w} wins.")), lang, w=w, l=l)


def _status(view: dict, top: float, lang: str | None = None) -> list[str]:
    out = []
    for seat in (0, 1):
        marker = "\u25b6 " if view["to_move"] == seat else ""
        in_hand = sum(view["hands"][seat].values())
        flags = (" " + translate(N_("(passed)"), lang)
                 if view["passed"][seat] and view["phase"] == "placement" else "")
        flags += " " + translate(N_("(out)"), lang) if view["out"][seat] else ""
        line = (f"{marker}{translate(SEAT_WORDS[seat], lang)}: "
                f"{translate_count(NP_('{n} point', '{n} points'), view['scores'][seat], lang)}"
                f"{flags}"
                + (" \u00b7 " + translate_count(NP_("{n} piece in hand", "{n} pieces in hand"),
                                                in_hand, lang)
                   if in_hand and view["phase"] == "placement" else ""))
        out.append(tag("circle", cx=X0 + 10, cy=float(top + seat * 28), r=10,
                       fill=PIECE_FILL[seat], stroke=COUNTER_FILL[seat], stroke_width=3))
        out.append(text(X0 + 28, top + seat * 28, line, 17, anchor="start", fill="#222",
                        class_="seat-line", data_seat=seat))
    phase = {"placement": N_("Placing pieces"), "scoring": N_("Removing pieces")}.get(
        view["phase"], "")
    phase = translate(phase, lang) if phase else ""
    if view["over"]:
        phase = outcome_words(view, lang)
    out.append(text(X0, top + 56, phase, 15, anchor="start", fill="#555", class_="status"))
    return out


def draw(view: dict, *, size: int = 600, coords: str = "dark", lang: str | None = None,
         **_) -> str:
    body = _grid(coords)
    body += [_piece(p, coords) for p in view["pieces"] if p["on_board"]]
    for seat, cell in enumerate(view["counters"]):
        if cell is not None:
            body.append(_counter(seat, cell, coords))
    top = Y0 + SIZE * CELL + 46
    body += _status(view, top, lang)
    return document(WIDTH, top + 72, size, body, translate(N_("ISAAC board"), lang),
                    class_="board isaac", data_game="isaac", data_coords=coords)
