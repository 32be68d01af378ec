"""Board pictures (SVG) drawn from what a viewer may see.

Pure functions: ``draw(game_type, view, size=..., labels=..., coords=...)``
takes a view as the rules give it (``RULES.view``) and returns SVG text.
Nothing but the view is read, so a picture never holds a value the view
hides. One module per game; the same view always gives the same bytes.
"""

from __future__ import annotations

from . import isaac, isis_osiris, osiron

_DRAW = {"isis-osiris": isis_osiris.draw, "osiron": osiron.draw, "isaac": isaac.draw}

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 100, 2000, 600


def draw(game_type: str, view: dict, *, size: int = DEFAULT_SIZE, labels: bool = False,
         coords: str = "dark") -> str:
    return _DRAW[game_type](view, size=size, labels=labels, coords=coords)


__all__ = ["draw", "MIN_SIZE", "MAX_SIZE", "DEFAULT_SIZE"]
