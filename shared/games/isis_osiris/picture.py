"""Isis & Osiris: the 6x6 board with stones in seat colours and tiles face up
or face down, drawn from a viewer's view (so nothing hidden can be drawn).

Geometry (viewBox units): cell ``CELL`` wide, the board's corner at
(``MARGIN``, ``MARGIN``), column a on the left, row 1 at the bottom. Every
cell, stone and tile carries ``data-cell``; stones ``data-seat``; face-up
tiles ``data-value``, face-down ones ``data-face="down"``."""

from __future__ import annotations

from shared.i18n import N_, NP_, translate, translate_count
from shared.pictures.svg import document, num, tag, text

CELL = 100
MARGIN = 50
SIZE = 6
COLUMNS = "abcdef"
WIDTH = 2 * MARGIN + SIZE * CELL
SEAT_COLOURS = ("#c8372d", "#2a64c5", "#2d8f47", "#d9a400")
SEAT_WORDS = (N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"))


def cell_origin(name: str) -> tuple[float, float]:
    """Top-left corner of a cell such as ``c3``."""
    col, row = COLUMNS.index(name[0]), int(name[1:]) - 1
    return MARGIN + col * CELL, MARGIN + (SIZE - 1 - row) * CELL


def _tile(x: float, y: float, name: str, value: int | None) -> str:
    pad = 12
    if value is None:  # face down: a back, never a number
        return tag("g", "".join([
            tag("rect", x=float(x + pad), y=float(y + pad), width=CELL - 2 * pad,
                height=CELL - 2 * pad, rx=8, fill="#7a5c3a", stroke="#3b2a17"),
            tag("path", d=f"M{num(x + pad + 10)} {num(y + CELL / 2)}h{CELL - 2 * pad - 20}"
                          f"M{num(x + CELL / 2)} {num(y + pad + 10)}v{CELL - 2 * pad - 20}",
                stroke="#b8976c", stroke_width=4)]),
            class_="tile", data_cell=name, data_face="down")
    positive = value > 0
    label = f"+{value}" if positive else f"\u2212{-value}"
    return tag("g", tag("rect", x=float(x + pad), y=float(y + pad), width=CELL - 2 * pad,
                        height=CELL - 2 * pad, rx=8,
                        fill="#f4e3a1" if positive else "#4a3b5c", stroke="#3b2a17")
               + text(x + CELL / 2, y + CELL / 2, label, 34,
                      fill="#3b2a17" if positive else "#f1ecf7", font_weight="bold"),
               class_="tile", data_cell=name, data_value=value, data_face="up")


def _stone(x: float, y: float, name: str, seat: int) -> str:
    return tag("circle", class_="stone", data_cell=name, data_seat=seat,
               cx=float(x + CELL / 2), cy=float(y + CELL / 2), r=32,
               fill=SEAT_COLOURS[seat % 4], stroke="#222", stroke_width=3)


def _board(view: dict) -> list[str]:
    out = [tag("rect", x=MARGIN, y=MARGIN, width=SIZE * CELL, height=SIZE * CELL,
               fill="#e9d8b4", stroke="#5a4326", stroke_width=4)]
    for name, content in view["board"].items():
        x, y = cell_origin(name)
        out.append(tag("rect", class_="cell", data_cell=name, data_free=str(content is None).lower(),
                       x=float(x), y=float(y), width=CELL, height=CELL, fill="none",
                       stroke="#8c6d44", stroke_width=1.5))
        if content is None:
            continue
        if "stone" in content:
            out.append(_stone(x, y, name, content["stone"]))
        else:
            out.append(_tile(x, y, name, content["tile"]))
    for i in range(SIZE):
        out.append(text(MARGIN + i * CELL + CELL / 2, MARGIN + SIZE * CELL + 22, COLUMNS[i], 20,
                        fill="#444"))
        out.append(text(MARGIN / 2, MARGIN + (SIZE - 1 - i) * CELL + CELL / 2, str(i + 1), 20,
                        fill="#444"))
    return out


def _status(view: dict, top: float, lang: str | None = None) -> list[str]:
    n = view["num_players"]
    out = []
    for seat in range(n):
        y = top + 30 + seat * 34
        marker = "\u25b6 " if view["to_move"] == seat else ""
        stones = translate_count(NP_("{n} stone", "{n} stones"), view["stones_left"][seat], lang)
        if view["common_reserve"] is None:
            tiles = translate_count(NP_("{n} tile", "{n} tiles"), view["tiles_left"][seat], lang)
            left = translate(N_("{stones}, {tiles} left"), lang, stones=stones, tiles=tiles)
        else:
            left = translate(N_("{stones} left"), lang, stones=stones)
        line = f"{marker}{translate(SEAT_WORDS[seat], lang)}: {left}"
        if view["round_scores"]:
            points = view["totals"][seat]
            line += ", " + (translate_count(NP_("{n} point", "{n} points"), points, lang)
                            if view["over"] else
                            translate_count(NP_("{n} point so far", "{n} points so far"),
                                            points, lang))
        out.append(tag("circle", cx=MARGIN + 12, cy=float(y), r=11,
                       fill=SEAT_COLOURS[seat], stroke="#222"))
        out.append(text(MARGIN + 32, y, line, 19, anchor="start", class_="seat-line",
                        data_seat=seat, fill="#222"))
    info = translate(N_("Game {round} of {rounds}"), lang, round=view["round"],
                     rounds=view["rounds"])
    if view["common_reserve"] is not None:
        info += " \u00b7 " + translate(N_("common pile: {tiles}"), lang, tiles=translate_count(
            NP_("{n} tile", "{n} tiles"), view["common_reserve"], lang))
    if not view["tiles_face_up"]:
        info += " \u00b7 " + translate(N_("placed tiles face down"), lang)
    if view["over"]:
        info += " \u00b7 " + translate(N_("game over"), lang)
    out.append(text(MARGIN, top + 30 + n * 34, info, 17, anchor="start", fill="#444"))
    if view["pending_tile"] is not None:
        x, y = WIDTH - MARGIN - CELL, top + 8
        out.append(
            text(
                x - 10,
                y + CELL / 2,
                translate(N_("turned up:"), lang),
                17,
                anchor="end",
                fill="#222",
            )
        )
        out.append(_tile(x, y, "pending", view["pending_tile"]).replace(
            'class="tile"', 'class="tile pending"', 1))
    return out


def draw(view: dict, *, size: int = 600, labels: bool = False, lang: str | None = None,
         **_) -> str:
    """The SVG text of ``view`` (a view from ``RULES.view``), its words in ``lang``."""
    top = MARGIN + SIZE * CELL + 30
    height = top + 40 + (view["num_players"] + 1) * 34
    body = _board(view) + _status(view, top, lang)
    return document(WIDTH, height, size, body, translate(N_("Isis & Osiris board"), lang),
                    class_="board isis-osiris", data_game="isis-osiris")
