"""Isis & Osiris: the JSON Schemas of its options, moves, view, records and result."""

from __future__ import annotations

from shared.i18n import N_
from shared.jsonschema import (array, boolean, enum, integer, null_or, obj, one_of_moves,
                               pass_move, ref, string)

from ..base import refusals
from . import rules as game

PREFIX = "IsisOsiris"
SEAT = integer(minimum=0, maximum=3)
CELL = ref(f"{PREFIX}CellName")
TILE = integer(minimum=-4, maximum=4, description="A tile's value (never 0).")

OPTIONS = {
    "first_seat": {"anyOf": [integer(minimum=0, maximum=3), enum("random")],
                   "description": "Seat that starts the first game (below the number of "
                                  "players), or `random` (drawn from the seed)."},
    "tile_memory": enum("public", "hidden"),
    "reserve": enum("personal", "common"),
    "rounds": integer(minimum=1, maximum=10),
}


def _board(cell: dict) -> dict:
    return obj({name: null_or(cell) for name in game.CELLS},
               description="Every cell by name: null when free.")


SCHEMAS = {
    f"{PREFIX}CellName": enum(*game.CELLS, description="A cell: column a-f, row 1-6 (a1 "
                                                      "bottom left)."),
    f"{PREFIX}Options": obj(OPTIONS, description="Isis & Osiris options, defaults filled in."),
    f"{PREFIX}OptionsInput": obj(OPTIONS, optional=tuple(OPTIONS), strict=True,
                                 description="Isis & Osiris options; missing ones take their "
                                             "defaults (`first_seat` 0, `tile_memory` public, "
                                             "`reserve` personal, `rounds` 1)."),
    f"{PREFIX}StoneMove": obj({"action": enum("stone"), "cell": CELL},
                              description="Place one of your stones on a free cell."),
    f"{PREFIX}RevealMove": obj({"action": enum("reveal")},
                               description="Turn up the next tile of your reserve (or the "
                                           "common reserve)."),
    f"{PREFIX}TileMove": obj({"action": enum("tile"), "cell": CELL},
                             description="Place the tile you turned up on a free cell."),
    f"{PREFIX}PassMove": pass_move(),
    f"{PREFIX}Stone": obj({"stone": SEAT}, description="A stone: the seat it belongs to."),
    f"{PREFIX}Tile": obj({"tile": null_or(TILE)},
                         description="A tile: its value, null while face down."),
    f"{PREFIX}Cell": {"anyOf": [ref(f"{PREFIX}Stone"), ref(f"{PREFIX}Tile")],
                      "description": "A stone (its seat) or a tile (its value, null while "
                                     "face down)."},
    f"{PREFIX}View": obj({
        "game": enum(game.RULES.name),
        "viewer": null_or(SEAT),
        "num_players": integer(minimum=2, maximum=4),
        "options": ref(f"{PREFIX}Options"),
        "first_seat": SEAT,
        "round": integer(minimum=1),
        "rounds": integer(minimum=1),
        "start_seat": SEAT,
        "board": _board(ref(f"{PREFIX}Cell")),
        "tiles_face_up": boolean(),
        "free_cells": integer(minimum=0),
        "stones_left": array(integer(minimum=0)),
        "tiles_left": array(integer(minimum=0)),
        "common_reserve": null_or(integer(minimum=0)),
        "pending_tile": null_or(TILE),
        "round_scores": array(array(integer())),
        "totals": array(integer()),
        "finished_rounds": array(obj({"round": integer(minimum=1), "scores": array(integer()),
                                      "board": _board(ref(f"{PREFIX}Cell"))})),
        "to_move": null_or(SEAT),
        "over": boolean(),
        "reason": null_or(enum("board_full", "resignation", "timeout")),
        "resigned": null_or(SEAT),
    }, description="An Isis & Osiris game as one viewer may see it."),
    f"{PREFIX}Record": obj({
        "seat": SEAT,
        "move": ref(f"{PREFIX}Move"),
        "auto": boolean(),
        "round": integer(minimum=1),
        "tile": null_or(TILE),
        "tile_no": integer(minimum=1),
        "scored": obj({"round": integer(minimum=1), "scores": array(integer())}),
        "notation": string(),
    }, optional=("tile", "tile_no", "scored", "notation"),
        description="One step of a move: `tile` is the value turned up or placed (null "
                    "while hidden), `scored` when the step ended a round."),
    f"{PREFIX}Breakdown": obj({
        "rounds": array(obj({
            "round": integer(minimum=1), "start_seat": SEAT, "totals": array(integer()),
            "seats": array(obj({"seat": SEAT, "total": integer(), "stones": array(obj({
                "cell": CELL, "score": integer(),
                "neighbours": array(obj({"cell": CELL, "value": TILE}))}))}))})),
        "totals": array(integer()),
    }),
}
SCHEMAS[f"{PREFIX}Move"] = one_of_moves(PREFIX, ("Stone", "Reveal", "Tile", "Pass"))
REASONS = ("board_full", "resignation", "timeout")


def new_game(new_game: dict) -> dict:
    """The ``NewGame`` request of this game, refined (the contract asks a game's
    schemas for it when they have one): ``first_seat`` names a seat of the
    game, below the number of seats."""
    rules = []
    for players in (2, 3):
        rules.append({"if": {"properties": {"seats": {"maxItems": players}},
                             "required": ["seats"]},
                      "then": {"properties": {"options": {"properties": {"first_seat": {
                          "anyOf": [integer(minimum=0, maximum=players - 1),
                                    enum("random")]}}}}}})
    return {**new_game, "allOf": rules}


_MATERIAL = obj({"stones": integer(minimum=0), "tiles": integer(minimum=0),
                 "undealt_tiles": integer(minimum=0)})
SCHEMAS[f"{PREFIX}Reference"] = obj({
    "board": obj({"columns": array(string()), "rows": array(integer()), "cells": array(CELL),
                  "naming": string()}),
    "tiles": array(obj({"value": TILE, "count": integer(minimum=1)})),
    "tile_total": integer(),
    "material": {"type": "object", "additionalProperties": _MATERIAL,
                 "description": "Material per number of players (`\"2\"`...`\"4\"`)."},
    "common_reserve": obj({"stones": {"type": "object", "additionalProperties": integer()},
                           "tiles": integer()}),
}, description="Isis & Osiris reference data: the board, the tiles, the material.")

#: The problem codes of this game's refusals and their meanings (all answered 422).
PROBLEMS = refusals({
    "cell_occupied": N_("That cell is not free."),
    "unknown_cell": N_("Cells are named a1 to f6."),
    "must_place_revealed_tile": N_("The tile turned up must be placed first."),
    "no_revealed_tile": N_("Turn up a tile first (`reveal`), then place it."),
    "no_stones_left": N_("The seat has no stones left."),
    "no_tiles_left": N_("There is no tile left to turn up."),
})
