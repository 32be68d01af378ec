"""Reading a board picture back: every piece of a view must be drawn where
the game's geometry puts it, and nothing else may be drawn.

Shared by the picture tests, the leak scan and the browser test."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    return root


def elements(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def _f(e: ET.Element, name: str) -> float:
    return float(e.get(name))


def _box(rect: ET.Element) -> tuple[float, float, float, float]:
    return _f(rect, "x"), _f(rect, "y"), _f(rect, "width"), _f(rect, "height")


def _centre(e: ET.Element) -> tuple[float, float]:
    if e.tag == NS + "circle":
        return _f(e, "cx"), _f(e, "cy")
    rect = e if e.tag == NS + "rect" else e.find(NS + "rect")
    x, y, w, h = _box(rect)
    return x + w / 2, y + h / 2


def _close(a, b, tolerance=0.02) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


# -- Isis & Osiris -------------------------------------------------------------------------

def check_isis(root: ET.Element, view: dict) -> None:
    cells = {e.get("data-cell"): e for e in elements(root, "cell")}
    assert set(cells) == set(view["board"])
    x0, y0, w, h = _box(cells["a1"])
    for name, rect in cells.items():  # a..f to the right, 1..6 upwards
        col, row = "abcdef".index(name[0]), int(name[1]) - 1
        assert _close(_box(rect), (x0 + col * w, y0 - row * h, w, h)), name
        assert rect.get("data-free") == str(view["board"][name] is None).lower()
    stones = {e.get("data-cell"): e for e in elements(root, "stone")}
    tiles = {e.get("data-cell"): e for e in elements(root, "tile") if e.get("data-cell") != "pending"}
    for name, content in view["board"].items():
        centre = _centre(cells[name])
        if content is None:
            assert name not in stones and name not in tiles
        elif "stone" in content:
            assert int(stones[name].get("data-seat")) == content["stone"]
            assert _close(_centre(stones[name]), centre)
        else:
            tile = tiles[name]
            assert _close(_centre(tile), centre)
            if content["tile"] is None:
                assert tile.get("data-face") == "down" and tile.get("data-value") is None
                assert not "".join(tile.itertext()).strip()  # no number on a face-down tile
            else:
                assert int(tile.get("data-value")) == content["tile"]
    assert len(stones) + len(tiles) == sum(1 for c in view["board"].values() if c)
    pending = [e for e in elements(root, "pending")]
    if view["pending_tile"] is None:
        assert not pending
    else:
        assert [int(e.get("data-value")) for e in pending] == [view["pending_tile"]]


# -- Osiron ----------------------------------------------------------------------------------

def check_osiron(root: ET.Element, view: dict, reference: dict, labels: bool = False) -> None:
    circles = {e.get("data-circle"): e for e in elements(root, "circle")}
    assert set(circles) == set(reference["circle_centres"])
    origin = _centre(circles["C"])
    n0 = _centre(circles["N0"])
    scale = math.dist(origin, n0)
    assert scale > 0

    def place(point):  # the game's lattice (y up) in the picture (y down)
        return origin[0] + point["x"] * scale, origin[1] - point["y"] * scale

    for name, circle in circles.items():
        assert _close(_centre(circle), place(reference["circle_centres"][name]), 0.05)
        assert abs(_f(circle, "r") - reference["circle_radius"] * scale) < 0.05
    spaces = {e.get("data-space") for e in elements(root, "space")}
    assert spaces == set(reference["spaces"])
    pieces = {e.get("data-space"): e for e in elements(root, "piece")}
    assert set(pieces) == {s for s, c in view["board"].items() if c is not None}
    for name, piece in pieces.items():
        assert piece.get("data-colour") == view["board"][name]
        assert _close(_centre(piece), place(reference["coordinates"][name]), 0.05), name
    shown = {e.get("data-space"): "".join(e.itertext()) for e in elements(root, "label")}
    assert shown == ({s: s for s in reference["spaces"]} if labels else {})


# -- ISAAC -------------------------------------------------------------------------------------

def check_isaac(root: ET.Element, view: dict, coords: str = "dark") -> None:
    assert root.get("data-coords") == coords
    cells = {e.get("data-cell"): e for e in elements(root, "cell")}
    assert set(cells) == {f"{i:02d}" for i in range(100)}
    x0, y0, w, h = _box(cells["00"])
    sign = 1 if coords == "dark" else -1  # Light's side: the board turned half round
    for name, rect in cells.items():
        row, col = divmod(int(name), 10)
        assert _close(_box(rect), (x0 + sign * col * w, y0 - sign * row * h, w, h)), name
    drawn = {int(e.get("data-piece")): e for e in elements(root, "piece")}
    on_board = {p["id"]: p for p in view["pieces"] if p["on_board"]}
    assert set(drawn) == set(on_board)
    for pid, group in drawn.items():
        piece = on_board[pid]
        assert int(group.get("data-owner")) == piece["owner"]
        assert int(group.get("data-length")) == piece["length"] == len(piece["cells"])
        assert int(group.get("data-value")) == piece["value"]
        assert group.get("data-anchor") == piece["anchor"]
        assert str(piece["value"]) == "".join(group.itertext()).strip()
        boxes = [_box(cells[c]) for c in piece["cells"]]
        left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
        right, bottom = max(b[0] + w for b in boxes), max(b[1] + h for b in boxes)
        x, y, pw, ph = _box(group.find(NS + "rect"))
        # the piece covers exactly its cells (drawn a few units inside them)
        assert left < x < left + w / 4 and top < y < top + h / 4
        assert right - w / 4 < x + pw < right and bottom - h / 4 < y + ph < bottom
    counters = {int(e.get("data-counter")): e for e in elements(root, "counter")}
    assert set(counters) == {s for s, c in enumerate(view["counters"]) if c is not None}
    for seat, group in counters.items():
        cell = view["counters"][seat]
        assert group.get("data-cell") == cell
        cx, cy = _centre(group.find(NS + "circle"))
        x, y, _, _ = _box(cells[cell])
        assert x < cx < x + w and y < cy < y + h


def check(game_type: str, svg: str, view: dict, reference: dict | None = None, **options) -> None:
    root = parse(svg)
    assert root.get("data-game") == game_type
    if game_type == "isis-osiris":
        check_isis(root, view)
    elif game_type == "osiron":
        check_osiron(root, view, reference, options.get("labels", False))
    else:
        check_isaac(root, view, options.get("coords", "dark"))
