"""ISAAC: the JSON Schemas of its options, moves, view, records and result."""

from __future__ import annotations

from shared.i18n import N_
from shared.jsonschema import (array, boolean, enum, integer, null_or, obj, one_of_moves,
                               pass_move, ref, string)

from ..base import refusals
from . import rules as game

PREFIX = "Isaac"
SEAT = integer(minimum=0, maximum=1)
CELL = ref(f"{PREFIX}Cell")
LENGTH = integer(minimum=game.MIN_LEN, maximum=game.MAX_LEN)
HAND = obj({str(length): integer(minimum=0) for length in game.LENGTHS},
           description="Pieces not placed yet, by length.")
REASONS = ("reached_100", "both_out", "tie_break", "resignation", "timeout")

SCHEMAS = {
    f"{PREFIX}Cell": string(pattern="^[0-9]{2}$", description=(
        "A cell in Dark's coordinates: two digits, row then column.")),
    f"{PREFIX}Direction": enum(*game.DIR_NAMES, description="h: horizontal, v: vertical."),
    f"{PREFIX}Options": obj({}, description="ISAAC has no options."),
    f"{PREFIX}OptionsInput": obj({}, strict=True, description="ISAAC has no options."),
    f"{PREFIX}PlaceMove": obj({"action": enum("place"), "length": LENGTH, "cell": CELL,
                               "dir": ref(f"{PREFIX}Direction")},
                              description="Place a piece of `length` from `cell`, "
                                          "horizontally (h) or vertically (v)."),
    f"{PREFIX}RemoveMove": obj({"action": enum("remove"), "cell": CELL,
                                "advance": integer(minimum=0)},
                               description="Remove your piece at `cell` and advance your "
                                           "counter by `advance`."),
    f"{PREFIX}PassMove": pass_move(),
    f"{PREFIX}View": obj({
        "game": enum(game.RULES.name),
        "phase": enum(*game.PHASE_NAMES),
        "board": array(null_or(integer(minimum=0)), minItems=100, maxItems=100,
                       description="Piece id on each cell (index = Dark's coordinate), or null."),
        "pieces": array(obj({
            "id": integer(minimum=0), "owner": SEAT, "length": LENGTH,
            "value": integer(minimum=1), "anchor": CELL, "dir": ref(f"{PREFIX}Direction"),
            "cells": array(CELL), "on_board": boolean()})),
        "hands": array(HAND, minItems=2, maxItems=2),
        "passed": array(boolean(), minItems=2, maxItems=2),
        "first_passer": null_or(SEAT),
        "out": array(boolean(), minItems=2, maxItems=2),
        "scores": array(integer(), minItems=2, maxItems=2),
        "counters": array(null_or(CELL), minItems=2, maxItems=2),
        "longest_removed": array(integer(minimum=0), minItems=2, maxItems=2),
        "to_move": null_or(SEAT),
        "over": boolean(),
        "winner": null_or(SEAT),
        "reason": null_or(enum(*REASONS)),
    }, description="An ISAAC game (everything is public: the same for every viewer)."),
    f"{PREFIX}Record": obj({
        "seat": SEAT, "move": ref(f"{PREFIX}Move"), "auto": boolean(),
        "points": integer(), "score": integer(), "notation": string(),
    }, optional=("points", "score", "notation"),
        description="One step of a move; a removal has the `points` it scored and the "
                    "seat's new `score`."),
    f"{PREFIX}Breakdown": obj({
        "scores": array(integer()),
        "out": array(boolean()),
        "longest_removed": array(integer(minimum=0)),
        "unplaced": array(HAND),
        "tie_break": null_or(obj({"unplaced_length": array(integer()),
                                  "unplaced_count": array(integer()),
                                  "decided_by": string()})),
        "resigned": SEAT,
    }, optional=("resigned",)),
}
SCHEMAS[f"{PREFIX}Move"] = one_of_moves(PREFIX, ("Place", "Remove", "Pass"))


SCHEMAS[f"{PREFIX}Reference"] = obj({
    "board": obj({"rows": integer(), "cols": integer()}),
    "pieces": array(obj({"length": LENGTH, "count": integer(minimum=1),
                         "value": integer(minimum=1)})),
    "pieces_per_player": integer(),
    "seats": array(string()),
    "coordinates": obj({"api": string(), "dark": string(), "light": string()}),
    "counters": string(),
}, description="ISAAC reference data: board, pieces, coordinates.")

#: The problem codes of this game's refusals and their meanings (all answered 422).
PROBLEMS = refusals({
    "wrong_phase": N_("That action is not one of this phase."),
    "off_board": N_("The piece would leave the board."),
    "overlap": N_("The piece would overlap another."),
    "piece_not_available": N_("No piece of that length is left in hand."),
    "no_piece_there": N_("None of your pieces is at that cell."),
    "too_short": N_("That piece is too short to be removed now."),
    "advance_too_far": N_("The counter cannot advance that far."),
    "lands_on_opponent_counter": N_("The counter would land on the opponent's."),
    "locked_under_counter": N_("The piece is under a counter."),
})
