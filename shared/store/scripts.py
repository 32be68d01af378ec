"""The store's Lua scripts, kept as ``lua/*.lua`` files beside this module.

A script is its libraries (``index``, ``feed``, ``game``, ``single``: local
functions) followed by its own body, joined into one source: Redis runs one
chunk per script, with no ``require``. Sources are read once, at import.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_DIR = Path(__file__).parent / "lua"


@cache
def _read(name: str) -> str:
    return (_DIR / f"{name}.lua").read_text(encoding="utf-8")


def source(name: str, *libraries: str) -> str:
    """The source of script ``name`` with ``libraries`` before it, in that order
    (a library may only use those named before it)."""
    return "\n".join([*(_read(lib) for lib in libraries), _read(name)])
