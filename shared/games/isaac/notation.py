"""ISAAC moves as text: ``P5 04h`` (a placement), ``X 04 +12`` (a removal), ``pass``.

``parse_notation(format_notation(m)) == m`` for every move the rules produce."""

from __future__ import annotations

from shared.i18n import N_

from ..base import Notation, pass_reader
from .rules import MOVE_EXAMPLE

NOTATION = Notation(
    {"place": lambda m: f"P{m['length']} {m['cell']}{m['dir']}",
     "remove": lambda m: f"X {m['cell']} +{m['advance']}",
     "pass": lambda m: "pass"},
    [(r"^\s*[Pp](\d+)\s+(\d\d)\s*([hHvV])\s*$",
      lambda m: {"action": "place", "length": int(m[1]), "cell": m[2], "dir": m[3].lower()}),
     (r"^\s*[Xx]\s+(\d\d)\s+\+?(\d+)\s*$",
      lambda m: {"action": "remove", "cell": m[1], "advance": int(m[2])}),
     (r"^\s*(?i:pass)\s*$", pass_reader)],
    MOVE_EXAMPLE, not_a_move=N_("Unknown action."), not_text=N_("A move in notation is a string."),
    unreadable=N_("Cannot read the move '{text}'."))

format_notation = notation = NOTATION.format
parse_notation = NOTATION.parse
