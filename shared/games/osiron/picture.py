"""Osiron: the Flower of Life (seven interlocked circles), its 24 concave
triangle spaces and the pieces, drawn from a view.

Geometry: the rules' lattice (``reference()['coordinates']``, circle radius
1, y up) is scaled by ``SCALE`` and its centre put at (``CX``, ``CY``), y
down. Each space is a ``path`` with ``data-space``; each piece a ``circle``
with ``data-space`` and ``data-colour`` at the space's centre; each of the
seven circles a ``circle`` with ``data-circle``."""

from __future__ import annotations

from shared.i18n import N_, NP_, translate, translate_count
from shared.pictures.svg import document, num, tag, text

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
    "circle_completed": N_("{w} filled a target circle"),
    "opponent_completed_circle": N_("{l}'s exchange filled a target circle for {w}"),
    "simultaneous_completion": N_("both filled a target circle at once"),
    "repetition": N_("the same position came up three times"),
    "ply_cap": N_("the move limit was reached"),
    "agreement": N_("the players agreed"),
    "resignation": N_("{l} resigned"),
    "timeout": N_("{l} ran out of time"),
}
NAMES = (N_("Light"), N_("Dark"))


def outcome_words(outcome: dict, lang: str | None = None) -> str:
    winners = outcome.get("winners") or []
    if winners:
        w, l = (translate(NAMES[s], lang) for s in (winners[0], 1 - winners[0]))
        head = translate(N_("{w} wins"), lang, w=w)
    else:
        w = l = ""
        head = translate(N_("A draw"), lang)
    why = REASONS.get(outcome.get("reason"))
    if not why:
        return translate(N_("{head}."), lang, head=head)
    return translate(N_("{head}: {why}."), lang, head=head, why=translate(why, lang, w=w, l=l))


RELATIONS = {"bordering": N_("exchange with a bordering piece"),
             "pointing": N_("exchange with a pointing piece")}


def _status(view: dict, lang: str | None = None) -> list[str]:
    if view["over"]:
        line = outcome_words(view.get("outcome") or {}, lang)
    else:
        mover = translate(NAMES[view["to_move"]], lang)
        if view["phase"] == "placement":
            line = translate(N_("{mover} to place a piece"), lang, mover=mover)
        else:
            relation = RELATIONS.get(view["relation"])
            line = (translate(N_("{mover} to move \u00b7 round {round}"), lang, mover=mover,
                              round=view["round"])
                    + (" \u00b7 " + translate(relation, lang) if relation else ""))
    pieces = view.get("pieces") or {}
    counts = translate(N_("light {light} \u00b7 dark {dark}"), lang, **{
        colour: translate_count(NP_("{n} piece", "{n} pieces"), pieces.get(colour, 0), lang)
        for colour in ("light", "dark")})
    if view["phase"] != "placement":
        counts += " \u00b7 " + translate(N_("move {ply} of {ply_cap}"), lang, ply=view["ply"],
                                         ply_cap=view["ply_cap"])
    out = [text(WIDTH / 2, CY + 2 * SCALE + 45, line, 19, fill="#222", class_="status"),
           text(WIDTH / 2, CY + 2 * SCALE + 72, counts, 15, fill="#555")]
    if view.get("targets"):
        out.append(text(WIDTH / 2, CY + 2 * SCALE + 96,
                        translate(N_("A dot at a circle's centre: a target circle of that "
                                     "colour"), lang), 15,
                        fill="#555", class_="legend"))
    return out


def draw(view: dict, *, size: int = 600, labels: bool = False, lang: str | None = None,
         **_) -> str:
    body = _background() + _spaces(view, labels) + _targets(view) + _status(view, lang)
    height = CY + 2 * SCALE + 112
    return document(WIDTH, height, size, body, translate(N_("Osiron board"), lang),
                    class_="board osiron", data_game="osiron")


def space_centre(name: str) -> tuple[float, float]:
    """Where a piece on ``name`` is drawn (viewBox units)."""
    return to_svg(COORDINATES[name]["x"], COORDINATES[name]["y"])


__all__ = ["draw", "space_centre", "to_svg", "SCALE", "CX", "CY"]
