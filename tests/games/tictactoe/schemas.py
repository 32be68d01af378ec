"""Tic-tac-toe in the API document."""

from shared.i18n import N_
from shared.jsonschema import boolean, enum, integer, null_or, obj, ref, string

from .rules import CELLS

PREFIX = "TicTacToe"
REASONS = ("three_in_a_row", "board_full", "resignation", "timeout")
SEAT = integer(minimum=0, maximum=1)
MOVE = obj({"action": enum("mark"), "cell": enum(*CELLS)}, description="Mark a cell.")
SCHEMAS = {
    f"{PREFIX}Options": obj({}, description="No options."),
    f"{PREFIX}OptionsInput": obj({}, strict=True, description="No options."),
    f"{PREFIX}Move": MOVE,
    f"{PREFIX}View": obj({"game": enum("tic-tac-toe"),
                          "board": obj({c: null_or(SEAT) for c in CELLS}),
                          "to_move": null_or(SEAT), "over": boolean()}),
    f"{PREFIX}Record": obj({"seat": SEAT, "move": ref(f"{PREFIX}Move"), "auto": boolean(),
                            "notation": string()}, optional=("notation",)),
    f"{PREFIX}Breakdown": obj({"marks": integer(minimum=0)}),
    f"{PREFIX}Reference": obj({"cells": {"type": "array", "items": enum(*CELLS)},
                               "marks": {"type": "array", "items": string()}}),
}
PROBLEMS = {
    "square_taken": (422, N_("That cell is marked already.")),
    "no_such_square": (422, N_("Cells are named a1 to c3.")),
}
