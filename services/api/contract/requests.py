"""Request bodies stated as raw JSON Schemas where marshmallow cannot say it all
(a game's options chosen by its type, a clock's settings, exactly one of
`move` and `notation`). The marshmallow schemas in ``schemas.py`` and the
rules still do the validating; a fuzz test checks the two agree."""

from __future__ import annotations

from shared.clock import MAX_SECONDS, MAX_STAND_INS
from shared.jsonschema import boolean, enum, integer, obj, ref, string

# Control characters (Cc) and bidi controls: refused in names (lone surrogates too,
# which JSON text cannot carry as characters anyway).
_CONTROLS = r"\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
NAME = string(minLength=1, maxLength=64,
              pattern=f"^[^{_CONTROLS}]*[^\\s{_CONTROLS}][^{_CONTROLS}]*$",
              description="Display name (1 to 64 characters, at least one visible; no control "
                          "characters).")

#: A player id: the tenant's own opaque id of a person (``shared.gamedoc.PLAYER_PATTERN``).
PLAYER = string(minLength=1, maxLength=64, pattern=r"^[A-Za-z0-9_.:-]{1,64}$",
                description="The tenant's own id of the player (1 to 64 characters of "
                            "A-Z, a-z, 0-9, `_`, `.`, `:` and `-`); a player sits at most "
                            "once in a game.")

_STAND_INS = integer(minimum=0, maximum=MAX_STAND_INS, description=(
    "That many times per seat the AI plays the turn of a seat that ran out and its clock "
    "starts again (default 0)."))
CLOCK_INPUT = {
    "description": "The game's clock, kept by the server, for human seats (default none).",
    "oneOf": [ref("NoClock"), ref("MoveClockSettings"), ref("GameClockSettings"),
              ref("EmptyClockSettings")]}
CLOCKS = {
    "NoClock": obj({"type": enum("none")}, strict=True, description="No clock."),
    "EmptyClockSettings": obj({}, strict=True, description="The same as `{\"type\": \"none\"}`."),
    "MoveClockSettings": obj({
        "type": enum("move"),
        "move_seconds": integer(minimum=1, maximum=MAX_SECONDS, description=(
            "Each turn within this many seconds; at least the service's minimum clock "
            "(`MIN_CLOCK_SECONDS`, 10 by default; shorter: 422 `invalid_clock`).")),
        "stand_in_moves": _STAND_INS}, optional=("stand_in_moves",), strict=True,
        description="A time per move."),
    "GameClockSettings": obj({
        "type": enum("game"),
        "initial_seconds": integer(minimum=1, maximum=MAX_SECONDS, description=(
            "Each seat's time for the game; at least the service's minimum clock "
            "(`MIN_CLOCK_SECONDS`, 10 by default; shorter: 422 `invalid_clock`).")),
        "increment_seconds": integer(minimum=0, maximum=MAX_SECONDS),
        "stand_in_moves": _STAND_INS}, optional=("stand_in_moves",), strict=True,
        description="A time for the game, plus an increment per move (Fischer)."),
}

SEAT_SPEC = obj({
    "kind": enum("human", "open", "ai", description=(
        "`human`: a player who gets a token now; `open`: a seat someone joins later; "
        "`ai`: played by the service.")),
    "level": {**ref("AiLevel"), "description": "AI level for `ai` seats (default `medium`)."},
    "name": NAME,
    "player": {**PLAYER, "description": PLAYER["description"] + " Not on `ai` or `open` "
               "seats (an open seat takes its player when it is joined)."},
}, optional=("level", "name", "player"), strict=True)
# Only a `human` seat is given a player at creation (the schemas' SeatSpec checks it too).
SEAT_SPEC.update({"if": {"required": ["player"]},
                  "then": {"properties": {"kind": enum("human")}}})

NEW_GAME_COMMON = {
    "seed": integer(minimum=0, maximum=2**63 - 1, description=(
        "Seed of the shuffle/deal (default: random). Never shown back; every seat sees that "
        "the game was seeded (`seeded`). In games with hidden information it is mixed with "
        "a server secret and the game id.")),
    "clock": ref("ClockSettings"),
    "join_seconds": integer(minimum=1, maximum=30 * 24 * 3600, description=(
        "How long open seats wait for players before the game expires (default 7 days).")),
    "hints": boolean(description=(
        "Whether human seats may ask the AI for hints. Default: true when at most one seat "
        "is `human` or `open`.")),
    "rated": boolean(description=(
        "Whether the game moves its players' ratings (default false). Every human seat then "
        "needs a player id (open seats get theirs when joined); no hints, no seed.")),
}

#: What a rated game asks of the rest of the body: no seed, no hints, a player on
#: every human seat (`player_required`, `rated_game_seeded`, `rated_game_hints`).
RATED_GAME = {
    "if": {"properties": {"rated": {"const": True}}, "required": ["rated"]},
    "then": {"not": {"required": ["seed"]},
             "properties": {"hints": {"const": False},
                            "seats": {"items": {
                                "if": {"properties": {"kind": {"const": "human"}}},
                                "then": {"required": ["player"]}}}}},
}

SCHEMAS = {
    **CLOCKS,
    "ClockSettings": CLOCK_INPUT,
    "SeatSpec": SEAT_SPEC,
}
