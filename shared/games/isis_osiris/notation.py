"""Isis & Osiris moves as text: ``S c4`` (stone), ``R`` (reveal), ``T c4``
(tile), ``P`` (pass); letters in either case, spaces optional.

``parse_notation(format_notation(m)) == m`` for every move the rules produce."""

from __future__ import annotations

import re

from shared.i18n import N_

from ..base import Notation, pass_reader
from .rules import MOVE_EXAMPLE

_NOT_NOTATION = N_("This is not a valid move notation.")

NOTATION = Notation(
    {"stone": lambda m: f"S {m['cell']}", "tile": lambda m: f"T {m['cell']}",
     "reveal": lambda m: "R", "pass": lambda m: "P"},
    [(r"^\s*([ST])\s*([a-f][1-6])\s*$",
      lambda m: {"action": "stone" if m[1].upper() == "S" else "tile", "cell": m[2].lower()}),
     (r"^\s*R\s*$", lambda m: {"action": "reveal"}),
     (r"^\s*P\s*$", pass_reader)],
    MOVE_EXAMPLE, not_a_move=N_("This is not an Isis & Osiris move."), not_text=_NOT_NOTATION,
    unreadable=_NOT_NOTATION, flags=re.IGNORECASE)

format_notation = notation = NOTATION.format
parse_notation = NOTATION.parse
