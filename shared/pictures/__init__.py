"""Board pictures (SVG) drawn from what a viewer may see.

Pure functions: ``draw(rules, view, size=..., labels=..., coords=...)`` takes
a view as the rules give it (``RULES.view``) and returns SVG text, drawn by
the game's ``picture`` module (``shared/games/<game>/picture.py``; ``svg.py``
has the helpers they share). Nothing but the view is read, so a picture
never holds a value the view hides; the same view always gives the same bytes.
"""

from __future__ import annotations

from shared.games import GameRules

MIN_SIZE, MAX_SIZE, DEFAULT_SIZE = 100, 2000, 600


def draw(rules: GameRules, view: dict, *, size: int = DEFAULT_SIZE, labels: bool = False,
         coords: str = "dark", lang: str | None = None) -> str:
    """The picture's SVG; its captions in ``lang`` (English by default)."""
    return rules.draw(view, size=size, labels=labels, coords=coords, lang=lang)


__all__ = ["draw", "MIN_SIZE", "MAX_SIZE", "DEFAULT_SIZE"]
