"""Tic-tac-toe as SVG: the grid and the marks."""

from shared.pictures.svg import document, tag, text

from .rules import CELLS


def draw(view: dict, *, size: int = 600, **_) -> str:
    parts = [tag("rect", x=0.0, y=0.0, width=3.0, height=3.0, fill="#fff")]
    for i in (1.0, 2.0):
        parts.append(tag("line", x1=i, y1=0.0, x2=i, y2=3.0, stroke="#000", stroke_width=0.02))
        parts.append(tag("line", x1=0.0, y1=i, x2=3.0, y2=i, stroke="#000", stroke_width=0.02))
    for n, cell in enumerate(CELLS):
        seat = view["board"][cell]
        if seat is not None:
            parts.append(text(n % 3 + 0.5, 2 - n // 3 + 0.5, "XO"[seat], size=0.6,
                              data_cell=cell))
    return document(3, 3, size, parts, "Tic-tac-toe", class_="board tic-tac-toe",
                    data_game="tic-tac-toe")
