"""What runs inside a render process (``render.py``): kept to the standard
library and the renderer, so a render process starts in a moment and holds
nothing of the API."""

from __future__ import annotations

import os

# Render processes yield the CPU to the API's own processes: a picture may
# take a little longer, a read of a game must not.
NICENESS = 10


def start() -> None:
    """Run once in each new render process."""
    os.nice(NICENESS)


def to_png(svg: str) -> bytes:
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=svg, background="#ffffff"))
