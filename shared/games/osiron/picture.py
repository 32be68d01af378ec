"""Osiron: the Flower of Life (seven interlocked circles), its 24 concave
triangle spaces and the pieces, drawn from a view.

Geometry: the rules' lattice (``reference()['coordinates']``, circle radius
1, y up) is scaled by ``SCALE`` and its centre put at (``CX``, ``CY``), y
down. Each space is a ``path`` with ``data-space``; each piece a ``circle``
with ``data-space`` and ``data-colour`` at the space's centre; each of the
seven circles a ``circle`` with ``data-circle``."""

from __future__ import annotations

from shared.pictures.svg import count, document, num, tag, text

from .rules import CIRCLE_CENTRES, COORDINATES, RULES, SPACES

SCALE = 130.0
CX, CY = 300.0, 290.0
WIDTH = 600.0
PIECE_FILL = {"light": "#f5f1e6", "dark": "#2b2b35"}
PIECE_TEXT = {"light": "#2b2b35", "dark": "#f5f1e6"}
TRIANGLES = RULES.reference()["triangles"]  # corners of each space's unit triangle


def to_svg(x: float, y: float) -> tuple[float, float]:
    return CX + x * SCALE, CY - y * SCALE


def _concave_triangle(corners) -> str:
    """Path of the concave triangle inside one unit triangle: each side is
    the arc (radius 1) of the circle centred on the apex of the triangle
    across that side, which bends into this one."""
    pts = [to_svg(*c) for c in corners]
    parts = [f"M{num(pts[0][0])} {num(pts[0][1])}"]
    for i in range(3):
        a, b, c = corners[i], corners[(i + 1) % 3], corners[(i + 2) % 3]
        centre = to_svg(a[0] + b[0] - c[0], a[1] + b[1] - c[1])
        pa, pb = pts[i], pts[(i + 1) % 3]
        cross = (pa[0] - centre[0]) * (pb[1] - centre[1]) - (pa[1] - centre[1]) * (pb[0] - centre[0])
        sweep = 1 if cross > 0 else 0
        parts.append(f"A{num(SCALE)} {num(SCALE)} 0 0 {sweep} {num(pb[0])} {num(pb[1])}")
    return "".join(parts) + "Z"


def _background() -> list[str]:
    out = [tag("circle", cx=CX, cy=CY, r=2 * SCALE + 14, fill="#efe3c8", stroke="#8a6d3b",
               stroke_width=3)]
    for name, c in CIRCLE_CENTRES.items():
        x, y = to_svg(c["x"], c["y"])
        out.append(tag("circle", class_="circle", data_circle=name, cx=x, cy=y, r=SCALE,
                       fill="none", stroke="#8a6d3b", stroke_width=2.5))
    return out


def _spaces(view: dict, labels: bool) -> list[str]:
    last = view.get("last_exchange") or {}
    marked = {last.get("from"), last.get("to")} - {None}
    out = []
    for name in SPACES:
        out.append(tag("path", class_="space", data_space=name,
                       d=_concave_triangle(TRIANGLES[name]),
                       fill="#e3cf9f" if name not in marked else "#f0b75a",
                       stroke="#8a6d3b", stroke_width=1))
    for name in SPACES:
        colour = view["board"][name]
        x, y = to_svg(COORDINATES[name]["x"], COORDINATES[name]["y"])
        if colour is not None:
            out.append(tag("circle", class_="piece", data_space=name, data_colour=colour,
                           cx=x, cy=y, r=21, fill=PIECE_FILL[colour], stroke="#111",
                           stroke_width=2))
        if labels:
            out.append(text(x, y, name, 13, class_="label", data_space=name,
                            fill=PIECE_TEXT.get(colour, "#5a4326")))
    return out


def _targets(view: dict) -> list[str]:
    """A small disc of each colour at the centre of each of its target circles
    (the circles it wins by filling), and a ring on each completed one."""
    targets = view.get("targets") or {}
    out = []
    for name, c in CIRCLE_CENTRES.items():
        colours = [colour for colour in ("light", "dark") if name in targets.get(colour, ())]
        x, y = to_svg(c["x"], c["y"])
        for i, colour in enumerate(colours):
            dx = 0 if len(colours) == 1 else (-9 if i == 0 else 9)
            out.append(tag("circle", class_="target-mark", data_target=name, data_colour=colour,
                           cx=x + dx, cy=y, r=8, fill=PIECE_FILL[colour], stroke="#8a6d3b",
                           stroke_width=2))
    completed = (view.get("outcome") or {}).get("completed") or {}
    for colour, names in completed.items():
        for name in names:
            x, y = to_svg(CIRCLE_CENTRES[name]["x"], CIRCLE_CENTRES[name]["y"])
            out.append(tag("circle", class_="completed-circle", data_completed=name,
                           data_colour=colour, cx=x, cy=y, r=SCALE, fill="none",
                           stroke="#1f5fbf", stroke_width=7, stroke_opacity=0.85))
    return out


# Why the game ended, in words (the result's ``reason`` codes).
REASONS = {
    "circle_completed": "{w} filled a target circle",
    "opponent_completed_circle": "{l}'s exchange filled a target circle for {w}",
    "simultaneous_completion": "both filled a target circle at once",
    "repetition": "the same position came up three times",
    "ply_cap": "the move limit was reached",
    "agreement": "the players agreed",
    "resignation": "{l} resigned",
    "timeout": "{l} ran out of time",
}


def outcome_words(outcome: dict) -> str:
    winners = outcome.get("winners") or []
    names = ("Light", "Dark")
    if winners:
        w, l = names[winners[0]], names[1 - winners[0]]
        head = f"{w} wins"
    else:
        w = l = ""
        head = "A draw"
    why = REASONS.get(outcome.get("reason"), "").format(w=w, l=l)
    return head + (f": {why}." if why else ".")


def _status(view: dict) -> list[str]:
    if view["over"]:
        line = outcome_words(view.get("outcome") or {})
    else:
        mover = ("Light", "Dark")[view["to_move"]]
        if view["phase"] == "placement":
            line = f"{mover} to place a piece"
        else:
            line = (f"{mover} to move \u00b7 round {view['round']} \u00b7 "
                    f"exchange with a {view['relation']} piece")
    pieces = view.get("pieces") or {}
    out = [text(WIDTH / 2, CY + 2 * SCALE + 45, line, 19, fill="#222", class_="status"),
           text(WIDTH / 2, CY + 2 * SCALE + 72,
                f"light {count(pieces.get('light', 0), 'piece')} \u00b7 "
                f"dark {count(pieces.get('dark', 0), 'piece')}"
                + ("" if view["phase"] == "placement"
                   else f" \u00b7 move {view['ply']} of {view['ply_cap']}"), 15, fill="#555")]
    if view.get("targets"):
        out.append(text(WIDTH / 2, CY + 2 * SCALE + 96,
                        "A dot at a circle's centre: a target circle of that colour", 15,
                        fill="#555", class_="legend"))
    return out


def draw(view: dict, *, size: int = 600, labels: bool = False, **_) -> str:
    body = _background() + _spaces(view, labels) + _targets(view) + _status(view)
    height = CY + 2 * SCALE + 112
    return document(WIDTH, height, size, body, "Osiron board",
                    class_="board osiron", data_game="osiron")


def space_centre(name: str) -> tuple[float, float]:
    """Where a piece on ``name`` is drawn (viewBox units)."""
    return to_svg(COORDINATES[name]["x"], COORDINATES[name]["y"])


__all__ = ["draw", "space_centre", "to_svg", "SCALE", "CX", "CY"]
