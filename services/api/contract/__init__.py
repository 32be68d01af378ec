"""The typed contract: what the API document says beyond what the marshmallow
schemas that validate requests can say.

Everything here is documentation. ``finish(document)`` runs once per request
for the document (``/openapi.json``), never on an API request: responses are
built as plain dicts by ``present.py`` and sent as they are, and the typed
per-game JSON Schemas below only describe them.

* Per-game schemas (options, moves, views, records, results) come from each
  hosted game's ``schemas`` module (``shared/games/<game>/schemas.py``, asked
  of its rules: ``GameRules.schemas``), when the document is made. A game's
  objects are chosen by its ``type`` (``oneOf`` with a ``discriminator``)
  wherever the client can know the type; where it cannot (a job's move), by
  ``anyOf``.
* Each operation gets an ``operationId``, its request and response headers,
  the problem codes it can answer (``x-problem-codes``, see ``problems.py``)
  and, for ``createGame``, links to the game's operations.
* Responses stay open to new fields: no ``additionalProperties: false`` on
  anything a response carries (request bodies stay strict).
"""

from __future__ import annotations

import copy

from services.api.contract import problems, requests
from shared import analysis
from shared.feed import EVENT_TYPES, LEGACY_NAMES, event_type
from shared.gamedoc import AI_LEVELS, STATUSES
from shared.games import GAMES as GAME_RULES
from shared.jsonschema import REF, array, boolean, enum, integer, null_or, number, obj, ref, string

ENTRY_TYPES = ("created", "joined", "seat_changed", "move", "resigned", "timed_out",
               "draw_offered", "draw_declined", "draw_agreed", "finished", "cancelled",
               "expired", "abandoned", "rematch")
# A game stream's events: its history entries, named as the feed names them.
GAME_STREAM_EVENTS = tuple(event_type(entry_type) for entry_type in ENTRY_TYPES)
TIME = string(format="date-time")
_ALIASES_DOC = (" The names game streams used before (`created`, `joined`, `move`, `finished`, "
                "`cancelled`, `expired`, `abandoned`) are accepted as aliases of `game_created`, "
                "`seat_joined`, `move_applied`, ... until 2027-06 (deprecated).")
GAME_ID = string(description="The game's id.")


def _games() -> dict:
    """Game id -> the game's schemas module, for every game hosted now."""
    return {name: rules.schemas() for name, rules in GAME_RULES.items()}


def _name(module) -> str:
    return next(k for k, v in _games().items() if v is module)


def _mapping(suffix: str) -> dict:
    return {"propertyName": "type",
            "mapping": {name: REF + module.PREFIX + suffix for name, module in _games().items()}}


def _by_type(suffix: str) -> dict:
    """One of the per-game ``<Prefix><suffix>`` schemas, chosen by ``type``."""
    return {"oneOf": [ref(m.PREFIX + suffix) for m in _games().values()],
            "discriminator": _mapping(suffix)}


def _any_game(suffix: str, description: str) -> dict:
    return {"anyOf": [ref(m.PREFIX + suffix) for m in _games().values()],
            "description": description}


#: The events of a game (the feed also carries `player_deleted`, of no game).
GAME_EVENT_TYPES = tuple(t for t in EVENT_TYPES if t != "player_deleted")
SEAT_NUMBER = integer(minimum=0, maximum=3)
SEAT_SUMMARY = {
    "seat": SEAT_NUMBER,
    "kind": enum("human", "ai"),
    "open": boolean(description="Waiting for a player to join."),
    "level": null_or(ref("AiLevel")),
    "name": null_or(string()),
    "player": null_or({**requests.PLAYER, "description": (
        "The tenant's own id of the seat's player; null when none was given (AI and open "
        "seats, games made before player ids).")}),
}
SUMMARY = {
    "id": GAME_ID,
    "type": ref("GameType"),
    "status": ref("GameStatus"),
    "version": integer(minimum=1, description="Grows by one with every change; the ETag."),
    "num_players": integer(minimum=2, maximum=4),
    "rated": boolean(description="Whether the game moves its players' ratings."),
    "seats": array(ref("SeatSummary")),
    "to_move": null_or({**SEAT_NUMBER, "description": (
        "The seat expected to act now; null unless the game is `active`. (The game's "
        "`state.to_move` is the rules' own and may name a seat before the game starts.)")}),
    "created_at": TIME,
    "updated_at": TIME,
    "ended_at": null_or({**TIME, "description": (
        "When the game ended (finished, cancelled, expired or abandoned); null while it "
        "is waiting, active or scoring. A later rematch link changes `updated_at` only.")}),
}
CLOCK = obj({
    "type": enum("move", "game"),
    "move_seconds": integer(minimum=1),
    "initial_seconds": integer(minimum=1),
    "increment_seconds": integer(minimum=0),
    "stand_in_moves": integer(minimum=0, maximum=20),
    "remaining_seconds": null_or(array(number())),
    "stand_ins_left": array(integer(minimum=0)),
    "running": null_or(SEAT_NUMBER),
    "deadline_at": null_or(TIME),
}, optional=("move_seconds", "initial_seconds", "increment_seconds"),
    description="The clock: its settings, `remaining_seconds` per seat (game clocks; as of "
                "`updated_at`), `running` (the seat whose time runs), `deadline_at` (when "
                "it runs out) and `stand_ins_left`.")


def _game(module) -> dict:
    p = module.PREFIX
    name = _name(module)
    return obj({
        **SUMMARY,
        "type": enum(name),
        "seats": array(ref("Seat")),
        "options": ref(p + "Options"),
        "you": null_or(integer(minimum=0, description="The viewer's seat, if a seat token "
                                                      "was presented.")),
        "draw_offer": null_or(integer(minimum=0, description="Seat offering a draw.")),
        "hints": boolean(description="Whether human seats may ask for hints."),
        "seeded": boolean(description="Whether the creator chose the seed."),
        "clock": null_or(ref("Clock")),
        "join_by": null_or(string(format="date-time", description="A waiting game expires "
                                  "if its open seats are not taken by then.")),
        "state": ref(p + "View"),
        "result": null_or(ref(p + "Result")),
        "pending_job": null_or(string(description="Job computing the next AI move or the "
                                                  "score.")),
        "rematch_of": null_or(GAME_ID),
        "rematch": null_or(GAME_ID),
    }, description=f"A game of {name} as one viewer may see it.")


def _result(module) -> dict:
    p = module.PREFIX
    return obj({
        "scores": null_or(array(number())),
        "winners": array(SEAT_NUMBER),
        "draw": boolean(),
        "reason": enum(*module.REASONS),
        "breakdown": ref(p + "Breakdown"),
    }, description="The final result: `scores` per seat (null after a resignation or "
                   "timeout in Isis & Osiris), `winners` (several on a shared win), `draw`.")


def _entry(module) -> dict:
    p = module.PREFIX
    name = _name(module)
    return obj({
        "version": integer(minimum=1),
        "type": ref("HistoryEntryType"),
        "at": TIME,
        "status": ref("GameStatus"),
        "seat": SEAT_NUMBER,
        "records": array(ref(p + "Record")),
        "result": ref(p + "Result"),
        "rematch": GAME_ID,
        "replaced_by": enum("ai"),
        "token_generation": integer(minimum=2, description=(
            "On a `seat_changed` entry: the creator re-keyed the seat, which now has "
            "the token of this generation.")),
        "ai": boolean(),
        "fallback": string(),
        "stand_in": boolean(),
    }, optional=("status", "seat", "records", "result", "rematch", "replaced_by",
                 "token_generation", "ai",
                 "fallback", "stand_in"),
        description=f"One step of a {name} game's history.")


def _game_type(module) -> dict:
    """``GET /v1/game-types/{id}`` of one game (the listing leaves out ``reference``)."""
    name = _name(module)
    rules = GAME_RULES[name]
    option = obj({
        "name": string(), "type": enum("enum", "int", "bool", "object"),
        "default": {"description": "The default value (any JSON value)."},
        "description": string(),
        "choices": array({"description": "A value the option may take."}),
        "minimum": integer(), "maximum": integer(),
    }, optional=("choices", "minimum", "maximum"))
    return obj({
        "id": enum(name),
        "title": string(),
        "min_players": integer(minimum=rules.min_players, maximum=rules.min_players),
        "max_players": integer(minimum=rules.max_players, maximum=rules.max_players),
        "seat_names": {"type": "object", "additionalProperties": array(string()),
                       "description": "Seat names (colours) by number of players."},
        "options": array(option),
        "ai_levels": array(ref("AiLevel")),
        "draw_offers": boolean(),
        "docs": string(),
        "reference": ref(module.PREFIX + "Reference"),
    }, optional=("reference",), description=f"The game type {name}.")


def _feed_event(module) -> dict:
    """A feed event of a game of this type (the `data` of a webhook message too)."""
    p = module.PREFIX
    name = _name(module)
    data = obj({
        "seat": SEAT_NUMBER, "status": ref("GameStatus"), "result": ref(p + "Result"),
        "replaced_by": enum("ai"), "rematch": GAME_ID, "ai": boolean(), "fallback": string(),
        "stand_in": boolean(), "seats": array(ref("SeatSummary")),
        "ratings": array(ref("RatingChange"), description="A rated game's `game_finished`: "
                         "each seat's rating before and after."),
        "records": array(ref(p + "Record"), description="The spectator's lasting view: "
                                                         "no hidden tile."),
        "to_move": SEAT_NUMBER, "kind": enum("human", "ai"),
        "deadline_at": null_or(TIME),
    }, optional=("seat", "status", "result", "replaced_by", "rematch", "ai", "fallback",
                 "stand_in", "seats", "ratings", "records", "to_move", "kind", "deadline_at"),
        description="By type: `game_created` {status, seats}; `seat_joined`, `seat_changed` "
                    "{seat, status}; `move_applied` {seat, records, status when it ended the "
                    "game, ai, fallback}; `turn` {to_move, kind, deadline_at}; `resigned`, "
                    "`timed_out` {seat, replaced_by?}; `draw_offered`, `draw_declined`, "
                    "`draw_agreed` {seat}; `clock_warning` {seat, deadline_at}; "
                    "`game_finished` {status, result}; `game_cancelled`, `game_expired`, "
                    "`game_abandoned` {status}; `rematch` {rematch}.")
    return obj({
        "type": enum(*GAME_EVENT_TYPES),
        "game": GAME_ID,
        "game_type": enum(name),
        "version": integer(minimum=1, description="The game's version."),
        "data": data,
    }, description=f"An event of a {name} game in the tenant feed.")


def _move_inputs(schemas: dict, p: str) -> dict:
    """``<p>MoveInput``: a game's moves as a request sends them. The same as its
    ``<p>Move`` (the moves of records and hints), but closed to other fields: the
    service refuses a move with a field it does not know."""
    moves = schemas[p + "Move"]
    if "oneOf" not in moves:  # one kind of move (e.g. a game with placements only)
        return {p + "MoveInput": {**copy.deepcopy(moves), "additionalProperties": False}}
    out = {}
    for kind_ref in moves["oneOf"]:
        name = kind_ref["$ref"].rsplit("/", 1)[1]
        out[name + "Input"] = {**copy.deepcopy(schemas[name]), "additionalProperties": False}
    out[p + "MoveInput"] = {
        "oneOf": [ref(name) for name in out],
        "discriminator": {"propertyName": moves["discriminator"]["propertyName"],
                          "mapping": {action: target + "Input" for action, target
                                      in moves["discriminator"]["mapping"].items()}}}
    return out


def _schemas() -> dict:
    out: dict = dict(requests.SCHEMAS)
    for module in _games().values():
        out.update(module.SCHEMAS)
        p = module.PREFIX
        out.update(_move_inputs(module.SCHEMAS, p))
        out[p + "Game"] = _game(module)
        out[p + "Result"] = _result(module)
        out[p + "HistoryEntry"] = _entry(module)
        stream = copy.deepcopy(out[p + "HistoryEntry"])
        stream["properties"]["game"] = {**ref(p + "Game"), "description": (
            "The game as the viewer sees it now: on the newest event only.")}
        stream["properties"]["event"] = enum(*GAME_STREAM_EVENTS, description=(
            "The event's type, as the feed and webhooks name it (`type` is the history "
            "entry's type)."))
        stream.setdefault("required", []).append("event")
        stream["description"] = "The `data` of an event of a game's stream: its history entry."
        out[p + "StreamEntry"] = stream
        out[p + "NewGame"] = _new_game(module)
        if hasattr(module, "new_game"):
            out[p + "NewGame"] = module.new_game(out[p + "NewGame"])
        out[p + "NewTicket"] = _new_ticket(module)
        out[p + "GameTypeInfo"] = _game_type(module)
        out[p + "FeedEvent"] = _feed_event(module)
        out[p + "MoveResult"] = obj({"game": ref(p + "Game"),
                                     "records": array(ref(p + "Record"))})
        out[p + "LegalMoves"] = obj({
            "type": enum(_name(module)),
            "version": integer(minimum=1), "to_move": null_or(SEAT_NUMBER),
            "moves": array(ref(p + "Move")), "notations": array(string())})
        out[p + "HistoryPage"] = obj({
            "type": enum(_name(module)),
            "entries": array(ref(p + "HistoryEntry")),
            "next_after": null_or(integer(minimum=0)), "version": integer(minimum=1)})
    out.update({
        "GameType": enum(*_games(), description="A game type's id (`GET /v1/game-types`)."),
        "GameStatus": enum(*STATUSES),
        "AiLevel": enum(*AI_LEVELS),
        "HistoryEntryType": enum(*ENTRY_TYPES),
        "Game": _by_type("Game"),
        "MoveResult": {"oneOf": [ref(m.PREFIX + "MoveResult") for m in _games().values()],
                       "description": "The game after the move and what the move did "
                                      "(`game.type` tells which)."},
        "LegalMoves": _by_type("LegalMoves"),
        "HistoryPage": _by_type("HistoryPage"),
        "NewGame": _by_type("NewGame"),
        "NewTicket": _by_type("NewTicket"),
        "AnyMove": _any_game("Move", "A move of one of the games."),
        "SeatSummary": obj(SEAT_SUMMARY),
        "Seat": obj({**SEAT_SUMMARY, "colour": string(
            description="The seat's colour in the game: `light` or `dark` (Osiron), `dark` "
                        "or `light` (ISAAC), `red`, `blue`, `green`, `yellow` (Isis & "
                        "Osiris).")}),
        "Clock": CLOCK,
        "GameSummary": obj(SUMMARY),
        "GamePage": obj({
            "games": array(ref("GameSummary"), description="Most recently changed first."),
            "next_cursor": null_or(string(description="Pass as `cursor` for the next page; "
                                                      "null at the end."))}),
        "RatingValue": obj({"mu": number(), "sigma": number(minimum=0)},
                           description="A rating: OpenSkill's mu and sigma."),
        "RatingChange": obj({
            "seat": SEAT_NUMBER,
            "player": null_or(string(description="The seat's player (null: an AI seat).")),
            "level": null_or(ref("AiLevel")),
            "place": integer(minimum=1, description="1 = first; ties share a place."),
            "before": ref("RatingValue"), "after": ref("RatingValue"),
        }, description="One seat's rating before and after a rated game (an AI seat's is "
                       "fixed: the same)."),
        "PlayerRating": obj({
            "type": ref("GameType"),
            "rating": number(description="OpenSkill's mu: the estimated skill (a new "
                                         "player: 25)."),
            "uncertainty": number(minimum=0, description="OpenSkill's sigma (new: 8.33)."),
            "conservative": number(description="rating - 3 uncertainty: what leaderboards "
                                               "order by."),
            "games": integer(minimum=0, description="Rated games played."),
            "provisional": boolean(description="Still uncertain: not on leaderboards."),
            "last_played_at": TIME,
        }, description="A player's rating in one game type."),
        "Player": obj({"player": string(), "ratings": array(ref("PlayerRating"))},
                      description="A player's ratings, one per game type played rated."),
        "RatingHistory": obj({
            "player": string(), "type": ref("GameType"),
            "changes": array(obj({"game": GAME_ID, "seat": SEAT_NUMBER,
                                  "place": integer(minimum=1), "ended_at": TIME,
                                  "before": ref("RatingValue"), "after": ref("RatingValue")}),
                             description="Newest first."),
            "next_cursor": null_or(string())}),
        "Leaderboard": obj({
            "type": ref("GameType"),
            "players": array(obj({"rank": integer(minimum=1), "player": string(),
                                  **{k: v for k, v in {
                                      "type": ref("GameType"), "rating": number(),
                                      "uncertainty": number(), "conservative": number(),
                                      "games": integer(), "provisional": boolean(),
                                      "last_played_at": TIME}.items()}}),
                             description="Best first; equal conservative ratings share "
                                         "a rank.")}),
        "PlayerExport": obj({
            "player": string(), "exported_at": TIME,
            "ratings": array(ref("PlayerRating")),
            "rating_changes": array({"type": "object"}),
            "archived_games": array({"type": "object"}),
            "live_games": array({"type": "object"}),
        }, description="Everything kept about a player."),
        "PlayerDeletion": obj({
            "receipt": string(description="The deletion's id (kept; the player's id is not)."),
            "tombstone": string(description="What now stands in games for the player's id."),
            "deleted_at": TIME,
            "games": integer(minimum=0, description="Games where the player was replaced."),
            "ratings": integer(minimum=0, description="Ratings removed (one per game type)."),
            "tickets": integer(minimum=0, description="Matchmaking tickets that named the "
                                                      "player (its waiting ones cancelled)."),
            "events": integer(minimum=0, description="Feed events that named the player, "
                                                     "removed."),
        }, description="The receipt of a player's data deleted."),
        "PlayerDeletedEvent": obj({
            "type": enum("player_deleted"), "game": {"type": "null"},
            "game_type": {"type": "null"}, "version": {"type": "null"},
            "data": obj({"receipt": string(), "tombstone": string()}),
        }, description="A player's data was deleted (never its id)."),
        "TicketGame": obj({
            "id": GAME_ID,
            "seats": array(SEAT_NUMBER, description="The seats of the ticket's players."),
            "seat_tokens": {"type": "object", "additionalProperties": string(),
                            "description": "Seat number -> token, for the ticket's players' "
                                           "seats (only those still valid; none once the "
                                           "game left the live store)."}},
            description="The game a ticket got."),
        "Ticket": obj({
            "id": string(description="The ticket's id."),
            "status": enum("waiting", "matched", "expired", "cancelled"),
            "type": ref("GameType"),
            "seats": obj({"min": integer(minimum=1), "max": integer(minimum=1)}),
            "options": _any_game("Options", "The options, normalized."),
            "clock": null_or({"type": "object", "description": "The clock asked for."}),
            "rated": boolean(),
            "players": array(string(), description="The party."),
            "max_wait_seconds": integer(minimum=1),
            "ai_fill_after_seconds": null_or(integer(minimum=0)),
            "created_at": TIME,
            "expires_at": TIME,
            "game": null_or(ref("TicketGame"))},
            description="A matchmaking ticket (docs/matchmaking.md)."),
        "MatchmakingStats": obj({
            "type": ref("GameType"),
            "waiting": integer(minimum=0, description="Tickets waiting now."),
            "matched_last_hour": integer(minimum=0),
            "tables_last_hour": integer(minimum=0),
            "wait_seconds": obj({"p50": null_or(number()), "p95": null_or(number())},
                                description="How long matched tickets waited."),
            "favourite_win_probability": obj(
                {"p50": null_or(number()), "p95": null_or(number())},
                description="Per table, the favourite's predicted chance to win (0.5 at two "
                            "seats is an even game)."),
            "ai_fill_rate": null_or(number(description="Share of tables with AI seats."))},
            description="A tenant's matchmaking figures for one game type."),
        "TicketMatchedEvent": obj({
            "type": enum("ticket_matched"), "game": GAME_ID,
            "game_type": ref("GameType"), "version": {"type": "null"},
            "data": obj({"ticket": string(), "seats": array(SEAT_NUMBER)})},
            description="A matchmaking ticket got its game (the tokens are in the ticket's "
                        "own answer only)."),
        "TicketExpiredEvent": obj({
            "type": enum("ticket_expired"), "game": {"type": "null"},
            "game_type": ref("GameType"), "version": {"type": "null"},
            "data": obj({"ticket": string()})},
            description="A matchmaking ticket waited its `max_wait_seconds` without a game."),
        "ArchivedGameLine": obj({
            "id": GAME_ID,
            "type": ref("GameType"),
            "status": ref("GameStatus"),
            "options": _any_game("Options", "The game's options."),
            "seats": array(ref("SeatSummary"), description="In turn order."),
            "result": null_or(_any_game("Result", "The game's result.")),
            "created_at": TIME,
            "ended_at": TIME,
            "version": integer(minimum=1),
            "moves": array(string(), description=(
                "The game's lines as `GET /v1/games/{id}/export` writes them: "
                "`<version>. <seat> <move in the game's notation>`, notes in braces "
                "(`{auto}`...), resignations and draws; values a spectator may not "
                "know are `?`.")),
            "cursor": string(description="Pass as `cursor` to resume after this game.")},
            description="One line of `GET /v1/archive/games` (NDJSON): an archived game as "
                        "a spectator sees it."),
        "CreatedGame": obj({
            "game": ref("Game"),
            "creator_token": string(description="Cancels the game and configures open "
                                                "seats. Shown once."),
            "seat_tokens": {"type": "object", "additionalProperties": string(),
                            "propertyNames": {"pattern": "^[0-3]$"},
                            "description": "Token of each human seat (by seat number). "
                                           "Shown once."}}),
        "JoinedSeat": obj({"seat": SEAT_NUMBER,
                           "token": string(description="The seat's token. Shown once."),
                           "game": ref("Game")}),
        "Rematch": obj({
            "game": ref("Game"),
            "seat": SEAT_NUMBER,
            "token": null_or(string(description=(
                "The token that acts for the caller's seat in the rematch: fresh, or the "
                "caller's own when the rematch inherited the tokens; null once the creator "
                "has re-keyed the seat. Keep it.")))},
            description="A rematch and the caller's seat in it."),
        "SeatToken": obj({"seat": SEAT_NUMBER,
                          "token": string(description="The seat's new token. Shown once.")},
                         description="A re-keyed seat."),
        "SubmitMove": {
            "description": "Exactly one of `move` (the move as a JSON object) and "
                           "`notation` (the move in the game's text notation).",
            "oneOf": [ref("SubmitMoveObject"), ref("SubmitMoveNotation")]},
        "SubmitMoveObject": obj({"move": _any_game("MoveInput",
                                                   "The move (see the game's docs).")},
                                strict=True),
        "SubmitMoveNotation": obj({"notation": string(minLength=1, maxLength=80, description=(
            "The move in the game's compact text notation."))}, strict=True),
        "Job": _job(),
        "AiTurnResult": obj({"outcome": enum("applied"), "game_version": integer(),
                             "move": ref("AnyMove"), "fallback": null_or(string()),
                             "think_seconds": number(), "job_seconds": number()},
                            optional=("move", "fallback", "think_seconds", "job_seconds"),
                            description="An AI turn that was played."),
        "HintResult": obj({"outcome": enum("hint"), "game_version": integer(),
                           "move": ref("AnyMove"),
                           "alternatives": array(obj({"move": ref("AnyMove"),
                                                      "value": number(),
                                                      "visits": integer(minimum=0)})),
                           "think_seconds": number()},
                          description="A suggested move (not applied) and the best "
                                      "alternatives."),
        "ScoreResult": obj({"outcome": enum("finished"), "game_version": integer(),
                            "result": _any_game("Result", "The game's result.")},
                           description="A game scored."),
        "AnalysisResult": obj({"outcome": enum("analysed"), "level": enum(*analysis.LEVELS)},
                              description="A game analysed: read it at "
                                          "`GET /v1/games/{id}/analysis?level=`."),
        **_analysis(),
        "StaleResult": obj({"outcome": enum("stale"), "game_version": null_or(integer())},
                           description="The game had moved on: the job did nothing."),
    })
    return out


def _new_game(module) -> dict:
    name = _name(module)
    rules = GAME_RULES[name]
    return obj({
        "type": enum(name),
        "options": ref(module.PREFIX + "OptionsInput"),
        "seats": array(ref("SeatSpec"), minItems=rules.min_players,
                       maxItems=rules.max_players, description=(
            "One entry per seat, in turn order; their number is the number of players.")),
        **requests.NEW_GAME_COMMON,
    }, optional=("options", *requests.NEW_GAME_COMMON), strict=True,
        description=f"A new game of {rules.title}.") | requests.RATED_GAME


def _new_ticket(module) -> dict:
    """A matchmaking ticket for a game of this type: its table sizes are the game's.
    (`seats.min` <= `seats.max` and a party no larger than `seats.max`: said in
    words, JSON Schema cannot compare two values of a body.)"""
    rules = GAME_RULES[_name(module)]
    size = integer(minimum=rules.min_players, maximum=rules.max_players)
    return obj({
        "type": enum(_name(module)),
        "seats": obj({"min": size, "max": size}, strict=True, description=(
            "How many seats the table may have, party included (`min` <= `max`).")),
        "options": ref(module.PREFIX + "OptionsInput"),
        "clock": ref("ClockSettings"),
        "rated": boolean(description="Whether the game is rated (default false)."),
        "players": array(requests.PLAYER, minItems=1, maxItems=rules.max_players,
                         description="The party (at most `seats.max` players)."),
        "max_wait_seconds": integer(minimum=1, maximum=24 * 3600),
        "ai_fill_after_seconds": integer(minimum=0, maximum=24 * 3600),
    }, optional=("options", "clock", "rated", "max_wait_seconds", "ai_fill_after_seconds"),
        strict=True, description=f"A matchmaking ticket for {rules.title}.")


def _job() -> dict:
    return obj({
        "id": string(),
        "kind": enum("ai_turn", "hint", "score", "analysis"),
        "status": enum("queued", "running", "finished", "failed"),
        "result": null_or({"oneOf": [ref("AiTurnResult"), ref("HintResult"),
                                     ref("ScoreResult"), ref("AnalysisResult"),
                                     ref("StaleResult")],
                           "discriminator": {"propertyName": "outcome", "mapping": {
                               "applied": REF + "AiTurnResult", "hint": REF + "HintResult",
                               "finished": REF + "ScoreResult",
                               "analysed": REF + "AnalysisResult",
                               "stale": REF + "StaleResult"}}}),
        "error": null_or(string()),
        "enqueued_at": null_or(TIME),
        "started_at": null_or(TIME),
        "ended_at": null_or(TIME),
        "game": null_or(GAME_ID),
    }, description="A worker job: an AI turn, a hint, a scoring or an analysis.")


def _analysis() -> dict:
    value = number(minimum=0, maximum=1)
    classes = enum(*analysis.CLASSES, description=(
        "How the move compares with the best found, by its loss and the game's thresholds "
        "(`thresholds`; docs/analysis.md)."))
    return {
        "AnalysisPly": obj({
            "ply": integer(minimum=1, description="The move's number in the game, from 1."),
            "seat": integer(minimum=0, description="The seat that moved."),
            "move": string(description="The move played, in the game's notation."),
            "value": number(minimum=0, maximum=1, description=(
                "What the move played was worth to its mover (about its chance to win, a "
                "draw counting half), judged on what the mover could know then.")),
            "best_move": string(description="The best move found, in the game's notation."),
            "best_value": number(minimum=0, maximum=1, description=(
                "What the best move found was worth to the mover; never below `value`.")),
            "loss": number(minimum=0, maximum=1, description="`best_value` - `value`."),
            "class": classes,
            "values": array(null_or(value), description=(
                "The value of the game for each seat after the move (the mover's is "
                "`value`; with two players the other's is its complement, with more each "
                "seat keeps its last value, null before its first move).")),
        }, description="One move judged."),
        "AnalysisSeat": obj({
            "seat": integer(minimum=0),
            "moves": integer(minimum=0, description="The seat's moves judged."),
            "accuracy": null_or(number(minimum=0, maximum=100, description=(
                "Percent, 100 when every move was the best found (docs/analysis.md)."))),
            "classes": obj({name: integer(minimum=0) for name in analysis.CLASSES},
                           description="How many of the seat's moves fell in each class."),
            "key_moments": array(integer(minimum=1), description=(
                "The plies of the seat's worst mistakes and blunders (at most three).")),
        }, description="One seat's play in the game."),
        "Analysis": obj({
            "game": GAME_ID,
            "type": string(description="The game's type."),
            "level": enum(*analysis.LEVELS),
            "version": integer(minimum=1, description="The game's final version."),
            "thresholds": obj({name: number(minimum=0, maximum=1)
                               for name in analysis.CLASSES[1:]}, description=(
                "The least loss of each class after `best`, for this game type.")),
            "plies": array(ref("AnalysisPly")),
            "seats": array(ref("AnalysisSeat")),
        }, description="What each move of an ended game was worth to its player."),
    }


# -- the finishing pass over the generated document ------------------------------------

HEADERS = {
    "ETag": {"description": "The game's version as an entity tag (`\"7\"`); send it in "
                            "`If-Match` or `If-None-Match`.",
             "required": True, "schema": string()},
    "Location": {"description": "Where the created resource (or the job) is.",
                 "required": True, "schema": string()},
    "IdempotentReplayed": {"description": "`true` when this answer replays the first "
                                          "answer to the same Idempotency-Key.",
                           "schema": enum("true")},
    "RateLimitPolicy": {"description": "IETF RateLimit-Policy: the quotas this request "
                                       "counts against (e.g. `\"address\";q=1200;w=60`). "
                                       "Sent when rate limits are on.",
                        "schema": string()},
    "RateLimit": {"description": "IETF RateLimit: what is left of each quota and when it "
                                 "resets (e.g. `\"address\";r=1188;t=40`). Sent when rate "
                                 "limits are on.", "schema": string()},
    "RetryAfter": {"description": "Seconds until the client may try again.", "required": True,
                   "schema": integer(minimum=1)},
}
PARAMETERS = {
    "IdempotencyKey": {
        "in": "header", "name": "Idempotency-Key",
        "schema": string(minLength=1, maxLength=200, pattern="^[^\\x00-\\x1f\\x7f-\\x9f]+$"),
        "description": "Makes a retry safe: the same caller retrying with the same key gets "
                       "the first request's outcome (with `Idempotent-Replayed: true`) and "
                       "nothing is done twice. Without a bearer token the key needs at least "
                       "32 characters of A-Z, a-z, 0-9, `_` and `-`."},
    "IfNoneMatch": {
        "in": "header", "name": "If-None-Match", "schema": string(),
        "description": "The ETag the client has: 304 Not Modified if it is still current."},
    "HistoryEventId": {
        "in": "header", "name": "Last-Event-ID", "schema": string(pattern="^([0-9]{1,12})?$"),
        "description": "Resume after this version (the last `id` seen); empty: not sent."},
    "FeedEventId": {
        "in": "header", "name": "Last-Event-ID",
        "schema": string(pattern="^(\\$|[0-9]{1,19}-[0-9]{1,19})?$"),
        "description": "Resume after this feed position (the last `id` seen); empty: not "
                       "sent."},
    "IfMatch": {
        "in": "header", "name": "If-Match",
        "schema": string(pattern='^\\s*(\\*|(W/)?"?[0-9]{1,12}"?)\\s*$'),
        "description": "Only apply the move on this version (the ETag, e.g. `\"7\"`): 412 "
                       "`version_mismatch` if the game is at another."},
}
EVENT_STREAM_DOC = {
    "HistoryEvent": "One frame per game version: `id` = the version, `event` = its type as "
                    "the feed and webhooks name it (`move_applied`...; with `?names=legacy`, "
                    "deprecated, the history entry's type), `data` = the entry "
                    "(`HistoryEntry` of the game's type) with its `event`; the newest also "
                    "carries `game`, the viewer's view.",
    "FeedEvent": "One frame per change of a game of the tenant: `id` = the feed position, "
                 "`event` = its type, `data` = a `FeedEvent` (or, for `feed_truncated`, "
                 "`{oldest}`).",
}


def _header_ref(name: str) -> dict:
    return {"$ref": f"#/components/headers/{name}"}


def _param_ref(name: str) -> dict:
    return {"$ref": f"#/components/parameters/{name}"}


def finish(document: dict) -> dict:
    """The document flask-smorest generated, with the typed contract added."""
    doc = copy.deepcopy(document)
    components = doc.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    schemas.update(_schemas())  # made afresh: the games hosted now
    schemas["HistoryEntry"] = _any_game("HistoryEntry", "A history entry of one of the games.")
    schemas["GameStreamEntry"] = _any_game("StreamEntry", "The `data` of an event of a "
                                                          "game's stream.")
    # typed per game type: these replace the marshmallow ones of the same names
    schemas["GameTypeOut"] = {
        "oneOf": [ref(m.PREFIX + "GameTypeInfo") for m in _games().values()],
        "discriminator": {"propertyName": "id", "mapping": {
            name: REF + m.PREFIX + "GameTypeInfo" for name, m in _games().items()}},
        "description": "A game type: its players, options, AI levels and (one type at a "
                       "time) reference data."}
    schemas["GameFeedEvent"] = {
        "oneOf": [ref(m.PREFIX + "FeedEvent") for m in _games().values()],
        "discriminator": {"propertyName": "game_type", "mapping": {
            name: REF + m.PREFIX + "FeedEvent" for name, m in _games().items()}},
        "description": "An event of one of the tenant's games."}
    schemas["FeedEvent"] = {
        "anyOf": [ref("GameFeedEvent"), ref("PlayerDeletedEvent"),
                  ref("TicketMatchedEvent"), ref("TicketExpiredEvent")],
        "description": "One event of the tenant feed (`GET /v1/events`, the `data` of each "
                       "event) and the `data` of a webhook message."}
    message = schemas["WebhookMessage"]["properties"]
    message["data"] = {"anyOf": [ref("FeedEvent"), obj({"webhook": string()}, description=(
        "The `data` of a `ping` test message."))],
        "description": "The feed event (for `ping`: {webhook})."}
    truncated = obj({"oldest": string()}, description=(
        "The `data` of a `feed_truncated` event: the resume point is older than what "
        "the feed keeps (`oldest`); some events may have been missed."))
    schemas["FeedStreamEvent"] = {"anyOf": [ref("FeedEvent"), truncated],
        "description": "The `data` of a feed event stream's event."}
    components.setdefault("headers", {}).update(copy.deepcopy(HEADERS))
    components.setdefault("parameters", {}).update(copy.deepcopy(PARAMETERS))
    _problem(schemas)
    from services.api.contract.operations import COMMON, CONTRACT_KEY, EVERYWHERE

    for path, item in doc["paths"].items():
        for method, operation in item.items():
            if method not in ("get", "post", "put", "delete", "patch"):
                continue
            spec = operation.pop(CONTRACT_KEY, None)
            if spec is None:
                raise KeyError(f"{method.upper()} {path} declares no contract: give its route "
                               f"an @operation(...) (services/api/contract/operations.py)")
            _operation(path, operation, spec, COMMON, EVERYWHERE)
    _open_responses(doc)
    _drop_unused(doc)
    return doc


def _problem(schemas: dict) -> None:
    problem = schemas["Problem"]
    props = problem["properties"]
    # A URI reference: relative (``/problems/{code}``) unless the service is told its
    # public address (PUBLIC_BASE_URL); never built from the request's Host header.
    props["type"] = string(format="uri-reference", description=(
        "The problem's type: the page of its `code` in the registry, `/problems/{code}` "
        "(relative to the request's URI unless the service is configured with its public "
        "address)."))
    # An open string, so that a code added later does not break a generated
    # client; the codes known today are the ProblemCode enum (the registry).
    props["code"] = string(description=(
        "Stable machine-readable code: one of `ProblemCode` today (the operation's "
        "`x-problem-codes` lists those it can answer); a code added later is a new value, "
        "so treat an unknown one as the HTTP status says."))
    schemas["ProblemCode"] = enum(*sorted(problems.codes()), description=(
        "The registry of problem codes; each has a page at `/problems/{code}`."))
    problem.pop("additionalProperties", None)


def _operation(path: str, operation: dict, spec: dict, common: tuple,
               everywhere: tuple) -> None:
    operation["operationId"] = spec["id"]
    responses = operation["responses"]
    accepted = spec.get("accepted")  # a 202 besides the success: its schema
    success = next((s for s in responses if s.startswith("2") and not (accepted and s == "202")),
                   None)
    if "response" in spec:
        response = responses[success]
        response["content"] = {"application/json": {"schema": ref(spec["response"])}}
    if accepted:
        responses["202"]["content"] = {"application/json": {"schema": ref(accepted)}}
    if "request" in spec:
        operation["requestBody"]["content"]["application/json"]["schema"] = ref(spec["request"])
    if "security" in spec:
        operation["security"] = spec["security"]
    if "ndjson" in spec:  # bytes for clients; each line one JSON object of this schema
        responses[success]["content"] = {"application/x-ndjson": {
            "schema": string(format="binary", description=(
                f"Lines of JSON, each a `{spec['ndjson']}` (see `x-line-schema`).")),
            "x-line-schema": ref(spec["ndjson"])}}
    if "event_stream" in spec:
        stream = spec["event_stream"]
        responses[success]["description"] = EVENT_STREAM_DOC[stream]
        data = "FeedStreamEvent" if stream == "FeedEvent" else "GameStreamEntry"
        event_names = ((*EVENT_TYPES, "feed_truncated") if stream == "FeedEvent"
                       else (*GAME_STREAM_EVENTS, *LEGACY_NAMES))
        # One event of the stream, as OpenAPI 3.2 describes Server-Sent Events: `data`
        # is JSON text whose content is the schema named.
        responses[success]["content"] = {"text/event-stream": {"schema": {
            "type": "object",
            "properties": {
                "id": string(), "event": enum(*event_names),
                "data": string(contentMediaType="application/json", contentSchema=ref(data)),
                "retry": integer(minimum=0)},
            "description": EVENT_STREAM_DOC[stream]}}}
        params = operation.setdefault("parameters", [])
        params.append(_param_ref("FeedEventId" if spec["event_stream"] == "FeedEvent"
                                 else "HistoryEventId"))
    params = operation.get("parameters", [])
    for i, param in enumerate(params):
        if isinstance(param, dict) and param.get("name") == "Idempotency-Key":
            params[i] = _param_ref("IdempotencyKey")
        elif isinstance(param, dict) and param.get("name") == "If-Match":
            params[i] = _param_ref("IfMatch")
        elif isinstance(param, dict) and path == "/v1/events" and param.get("name") == "types":
            params[i] = {**param, "style": "form", "explode": False,
                         "schema": array(enum(*EVENT_TYPES, *LEGACY_NAMES), maxItems=32),
                         "description": param["description"] + _ALIASES_DOC}
    if "304" in responses and not any(isinstance(p, dict) and p.get("name") == "If-None-Match"
                                      for p in params):
        params.append(_param_ref("IfNoneMatch"))
        operation["parameters"] = params
    if success is not None:
        headers = responses[success].setdefault("headers", {})
        for header, component in spec.get("headers", {}).items():
            headers[header] = _header_ref(component)
        if "304" in responses and isinstance(responses["304"], dict):
            responses["304"].setdefault("headers", {})["ETag"] = _header_ref("ETag")
        if path.startswith("/v1/"):
            headers["RateLimit-Policy"] = _header_ref("RateLimitPolicy")
            headers["RateLimit"] = _header_ref("RateLimit")
    if "links" in spec:
        responses[success]["links"] = copy.deepcopy(spec["links"])
    codes = set(spec["codes"]) | set(everywhere)
    if spec.get("game_codes"):
        codes |= set(problems.game_codes())
    if path.startswith("/v1/"):
        codes |= set(common)
    operation["x-problem-codes"] = sorted(codes)


def _refs(node, found: set) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                found.add(value)
            elif key == "mapping" and isinstance(value, dict):
                found.update(v for v in value.values() if isinstance(v, str))
            else:
                _refs(value, found)
    elif isinstance(node, list):
        for value in node:
            _refs(value, found)


def _reachable(doc: dict, roots) -> set:
    """Names of the schemas ``roots`` lead to."""
    schemas = doc["components"]["schemas"]
    seen: set = set()
    todo = set()
    _refs(roots, todo)
    while todo:
        target = todo.pop()
        if not target.startswith(REF):
            if target.startswith("#/components/"):
                kind, name = target.split("/")[2:4]
                node = doc["components"].get(kind, {}).get(name)
                if node is not None and target not in seen:
                    seen.add(target)
                    _refs(node, todo)
            continue
        name = target[len(REF):]
        if name in seen or name not in schemas:
            continue
        seen.add(name)
        _refs(schemas[name], todo)
    return seen


def _open_responses(doc: dict) -> None:
    """No ``additionalProperties: false`` in anything a response carries."""
    responses = [op.get("responses", {}) for item in doc["paths"].values()
                 for op in item.values() if isinstance(op, dict)]
    responses.append(doc["components"].get("responses", {}))
    responses.append([ref(n) for n in ("FeedEvent", "WebhookMessage")])
    schemas = doc["components"]["schemas"]
    for name in _reachable(doc, responses):
        if name in schemas:
            schemas[name] = _opened(schemas[name])


def _opened(node):
    """A copy of ``node`` without ``additionalProperties: false``."""
    if isinstance(node, dict):
        return {key: _opened(value) for key, value in node.items()
                if not (key == "additionalProperties" and value is False)}
    if isinstance(node, list):
        return [_opened(value) for value in node]
    return node


def _drop_unused(doc: dict) -> None:
    schemas = doc["components"]["schemas"]
    roots = [doc["paths"], doc["components"].get("responses", {}),
             [ref(n) for n in ("FeedEvent", "WebhookMessage", "ProblemCode")]]
    used = _reachable(doc, roots)
    for name in list(schemas):
        if name not in used:
            del schemas[name]
