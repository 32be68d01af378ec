"""Osiron: the JSON Schemas of its options, moves, view, records and result."""

from __future__ import annotations

from shared.i18n import N_
from shared.jsonschema import (array, boolean, enum, integer, null_or, number, obj, one_of_moves,
                               pass_move, ref, string)

from ..base import refusals
from . import rules as game

PREFIX = "Osiron"
SEAT = integer(minimum=0, maximum=1)
SPACE = ref(f"{PREFIX}Space")
COLOUR = ref(f"{PREFIX}Colour")
CIRCLE = ref(f"{PREFIX}Circle")
NAMED = {
    f"{PREFIX}Space": enum(*game.SPACES, description="A space: I0-I5 (inner), M0-M5 "
                                                     "(middle), O0-O11 (outer)."),
    f"{PREFIX}Colour": enum(*game.COLOURS, description="A colour (light: seat 0, dark: seat 1)."),
    f"{PREFIX}Circle": enum(*game.CIRCLE_NAMES, description="A circle of the board."),
    f"{PREFIX}Setup": enum(*game.SETUPS),
    f"{PREFIX}Movement": enum(*game.MOVEMENTS),
}

OPTIONS = {
    "setup": ref(f"{PREFIX}Setup"),
    "layout": null_or({"type": "object", "properties": {s: COLOUR for s in game.SPACES},
                       "required": list(game.SPACES), "additionalProperties": False,
                       "description": "For `setup` custom: each of the 24 spaces to light "
                                      "or dark, 12 of each."}),
    "movement": ref(f"{PREFIX}Movement"),
    "first": COLOUR,
    "ply_cap": integer(minimum=10, maximum=2000),
}
REASONS = ("circle_completed", "opponent_completed_circle", "simultaneous_completion",
           "repetition", "ply_cap", "agreement", "resignation", "timeout")

_input = obj(OPTIONS, optional=tuple(OPTIONS), strict=True,
             description="Osiron options; missing ones take their defaults (`setup` "
                         "beginner, `movement` basic, `first` light, `ply_cap` 200). "
                         "`layout` is given with `setup` custom, and only then.")
# `layout` goes with setup "custom" and only with it (what the rules check).
_input["allOf"] = [
    {"if": {"properties": {"setup": enum("custom")}, "required": ["setup"]},
     "then": {"properties": {"layout": {"type": "object"}}, "required": ["layout"]},
     "else": {"properties": {"layout": {"type": "null"}}}},
]

SCHEMAS = {
    **NAMED,
    f"{PREFIX}Options": obj(OPTIONS, description="Osiron options, defaults filled in."),
    f"{PREFIX}OptionsInput": _input,
    f"{PREFIX}ExchangeMove": obj({"action": enum("exchange"), "from": SPACE, "to": SPACE},
                                 description="Exchange your piece `from` with the "
                                             "opponent's piece `to`."),
    f"{PREFIX}PlaceMove": obj({"action": enum("place"), "space": SPACE},
                              description="Place a piece (setup placement)."),
    f"{PREFIX}PassMove": pass_move(),
    f"{PREFIX}View": obj({
        "phase": enum("placement", "exchange"),
        "board": obj({s: null_or(COLOUR) for s in game.SPACES},
                     description="Every space by name: the colour on it, or null."),
        "to_move": null_or(SEAT),
        "over": boolean(),
        "setup": ref(f"{PREFIX}Setup"),
        "movement": ref(f"{PREFIX}Movement"),
        "first_seat": {**SEAT, "description": "The seat that moved (or placed) first."},
        "first": {**SEAT, "deprecated": True,
                  "description": "Deprecated: the same as `first_seat` (a seat number, "
                                 "whereas the option `first` is a colour)."},
        "ply_cap": integer(),
        "ply": integer(minimum=0),
        "targets": null_or(obj({c: array(CIRCLE) for c in game.COLOURS})),
        "last_exchange": null_or(obj({"seat": SEAT, "from": SPACE, "to": SPACE})),
        "forbidden": null_or(array(SPACE, minItems=2, maxItems=2)),
        "repetition": array(array({"anyOf": [string(), integer()]}, minItems=2, maxItems=2)),
        "outcome": null_or(obj({
            "winners": array(SEAT), "reason": enum(*REASONS), "draw": boolean(),
            "completed": obj({c: array(CIRCLE) for c in game.COLOURS}),
            "plies": integer(minimum=0)})),
        "round": null_or(integer(minimum=1)),
        "relation": null_or(enum("bordering", "pointing")),
        "pieces": obj({c: integer(minimum=0) for c in game.COLOURS}),
    }, description="An Osiron game (everything is public: the same for every viewer)."),
    f"{PREFIX}Record": obj({
        "seat": SEAT, "move": ref(f"{PREFIX}Move"), "auto": boolean(), "notation": string(),
    }, optional=("notation",), description="One step of a move."),
    f"{PREFIX}Breakdown": obj({
        "completed": obj({c: array(CIRCLE) for c in game.COLOURS}),
        "plies": integer(minimum=0),
    }),
}
SCHEMAS[f"{PREFIX}Move"] = one_of_moves(PREFIX, ("Exchange", "Place", "Pass"))


_POINT = obj({"x": number(), "y": number()})
_BY_SPACE = {"type": "object", "propertyNames": SPACE}
SCHEMAS[f"{PREFIX}Reference"] = obj({
    "spaces": array(SPACE),
    "circles": {"type": "object", "propertyNames": CIRCLE, "additionalProperties": array(SPACE)},
    "bordering": {**_BY_SPACE, "additionalProperties": array(SPACE)},
    "bordering_pairs": array(array(SPACE, minItems=2, maxItems=2)),
    "pointing": {**_BY_SPACE, "additionalProperties": array(SPACE)},
    "pointing_pairs": array(array(SPACE, minItems=2, maxItems=2)),
    "coordinates": {**_BY_SPACE, "additionalProperties": _POINT},
    "triangles": {**_BY_SPACE, "additionalProperties": array(array(number(), minItems=2,
                                                                   maxItems=2))},
    "circle_centres": {"type": "object", "propertyNames": CIRCLE,
                       "additionalProperties": _POINT},
    "circle_radius": number(),
    "units": string(),
    "beginner_layout": {**_BY_SPACE, "additionalProperties": COLOUR},
}, description="Osiron reference data: spaces, circles, relations and geometry.")

#: The problem codes of this game's refusals and their meanings (all answered 422).
PROBLEMS = refusals({
    "unknown_space": N_("There is no space of that name."),
    "space_occupied": N_("That space is occupied."),
    "not_your_piece": N_("The `from` space does not hold your piece."),
    "not_opponent_piece": N_("The `to` space does not hold an opponent piece."),
    "not_bordering": N_("The two spaces do not share a side."),
    "not_pointing": N_("In this round the piece must point to the opponent piece."),
    "immediate_undo": N_("The two pieces the opponent just exchanged may not be "
                          "exchanged back at once."),
    "placement_phase": N_("Pieces are still being placed."),
    "exchange_phase": N_("All pieces are placed; the game goes on by exchanges."),
})
