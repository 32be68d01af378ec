"""Tic-tac-toe moves as text: the cell (``b2``)."""

from shared.games.base import Notation

from .rules import MOVE_EXAMPLE

NOTATION = Notation({"mark": lambda m: m["cell"]},
                    [(r"^\s*([a-cA-C][1-3])\s*$", lambda m: {"action": "mark", "cell": m[1].lower()})],
                    MOVE_EXAMPLE, not_a_move="That is not a tic-tac-toe move.",
                    not_text="A move in notation is text.", unreadable="'{text}' is not a cell.")
format_notation = NOTATION.format
parse_notation = NOTATION.parse
