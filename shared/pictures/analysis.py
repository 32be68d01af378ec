"""The analysis of a game as a picture (SVG): the value of the game for each
seat over the plies, with the mistakes and blunders marked.

Pure: drawn from the analysis (``shared/analysis.py``) alone, which holds
moves and values, never a hidden tile; the same analysis always gives the
same bytes (the picture's ETag)."""

from __future__ import annotations

from .svg import document, num, tag, text

WIDTH, HEIGHT = 640.0, 300.0
LEFT, RIGHT, TOP, BOTTOM = 48.0, 16.0, 40.0, 60.0
SEAT_COLOURS = ("#c0392b", "#2c6fbb", "#2e8b57", "#b8860b")
#: The classes marked on the curves, and how (the legend's words and colour).
MARKS = {"mistake": ("Mistake", "#f39c12", 4.5), "blunder": ("Blunder", "#111111", 6.0)}


def _x(ply: int, plies: int) -> float:
    return LEFT + (WIDTH - LEFT - RIGHT) * (ply / max(1, plies))


def _y(value: float) -> float:
    return TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - value)


def _axes(plies: int) -> list[str]:
    out = [tag("rect", x=LEFT, y=TOP, width=WIDTH - LEFT - RIGHT,
               height=HEIGHT - TOP - BOTTOM, fill="#fafafa", stroke="#999999")]
    for value in (0.0, 0.5, 1.0):
        y = _y(value)
        out.append(tag("line", x1=LEFT, y1=y, x2=WIDTH - RIGHT, y2=y, stroke="#dddddd"))
        out.append(text(LEFT - 6, y, f"{round(value * 100)} %", 11, "end"))
    out.append(text((LEFT + WIDTH - RIGHT) / 2, HEIGHT - BOTTOM + 16,
                    f"Move 1 to {plies}", 12))
    return out


def _curve(analysis: dict, seat: int, plies: int) -> str:
    points = [(p["ply"], p["values"][seat]) for p in analysis["plies"]
              if p["values"][seat] is not None]
    path = " ".join(f"{num(_x(ply, plies))},{num(_y(v))}" for ply, v in points)
    return tag("polyline", points=path, fill="none", stroke=SEAT_COLOURS[seat % 4],
               stroke_width=2.0, data_seat=seat)


def _marks(analysis: dict, plies: int) -> list[str]:
    out = []
    for p in analysis["plies"]:
        mark = MARKS.get(p["class"])
        if mark is None:
            continue
        _, colour, radius = mark
        out.append(tag("circle", cx=_x(p["ply"], plies), cy=_y(p["value"]), r=radius,
                       fill=colour, stroke=SEAT_COLOURS[p["seat"] % 4], data_ply=p["ply"],
                       class_=p["class"]))
    return out


def _legend(seat_names: list[str]) -> list[str]:
    out, x, y = [], LEFT, HEIGHT - 18
    for seat, name in enumerate(seat_names):
        out.append(tag("line", x1=x, y1=y, x2=x + 18, y2=y, stroke=SEAT_COLOURS[seat % 4],
                       stroke_width=3.0))
        out.append(text(x + 24, y, name[:1].upper() + name[1:], 12, "start"))
        x += 30 + 8 * len(name)
    for words, colour, radius in MARKS.values():
        out.append(tag("circle", cx=x + 6, cy=y, r=radius, fill=colour))
        out.append(text(x + 16, y, words, 12, "start"))
        x += 26 + 8 * len(words)
    return out


def draw(analysis: dict, seat_names: list[str], *, size: int = 640) -> str:
    """The chart of ``analysis``, the seats named ``seat_names``, ``size`` px wide."""
    plies = len(analysis["plies"])
    body = _axes(plies)
    body += [_curve(analysis, seat, plies) for seat in range(len(seat_names))]
    body += _marks(analysis, plies)
    body += _legend(seat_names)
    body.append(text(WIDTH / 2, TOP / 2, "Value of the game for each player, move by move", 15))
    return document(WIDTH, HEIGHT, size, body, "Analysis of the game",
                    class_="analysis", data_game=analysis["type"], data_level=analysis["level"])
