"""Osiron moves as text: ``I0xM0`` (exchange), ``@I0`` (place), ``pass``
(case-insensitive).

``parse_notation(format_notation(m)) == m`` for every move the rules produce."""

from __future__ import annotations

from shared.i18n import N_

from ..base import Notation, RuleError, pass_reader
from .rules import INDEX, MOVE_EXAMPLE

_NAME = r"([IiMmOo]\d{1,2})"


def _space(text: str) -> str:
    name = text.upper()
    if name not in INDEX:
        raise RuleError("unknown_space", N_("There is no space named '{text}'."), text=text)
    return name


NOTATION = Notation(
    {"exchange": lambda m: f"{m['from']}x{m['to']}", "place": lambda m: f"@{m['space']}",
     "pass": lambda m: "pass"},
    [(rf"^\s*{_NAME}\s*[xX]\s*{_NAME}\s*$",
      lambda m: {"action": "exchange", "from": _space(m[1]), "to": _space(m[2])}),
     (rf"^\s*@\s*{_NAME}\s*$", lambda m: {"action": "place", "space": _space(m[1])}),
     (r"^\s*(?i:pass)\s*$", pass_reader)],
    MOVE_EXAMPLE, not_a_move=N_("That is not an Osiron move."),
    not_text=N_("A move in notation must be text."), unreadable=N_("'{text}' is not a move."))

format_notation = notation = NOTATION.format
parse_notation = NOTATION.parse
