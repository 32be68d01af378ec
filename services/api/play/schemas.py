"""Request and response shapes (marshmallow), which also make the OpenAPI document."""

from __future__ import annotations

import unicodedata

import marshmallow as ma
from marshmallow import fields, validate

from services.api.contract.requests import NAME, PLAYER
from shared.i18n import N_
from services.api.web.errors import ProblemSchema  # noqa: F401  (documented on every route)
from shared import analysis
from shared.feed import EVENT_TYPES
from shared.gamedoc import AI_LEVELS, SEAT_KINDS, STATUSES, TERMINAL
from shared.games import GAMES

MAX_NAME = 64
NAME_PATTERN = NAME["pattern"]  # what _printable_name checks, as the document states it
FEED_POSITION = r"^(\$|[0-9]{1,19}-[0-9]{1,19})$"  # a feed event id, or $: from now on


# Bidirectional-text controls: they would let a name reorder the text shown around it.
_BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _printable_name(value: str) -> None:
    """Names are shown to other players: any script or emoji, but no control
    characters, lone surrogates or bidi overrides, and not only blanks."""
    if not value.strip():
        raise ma.ValidationError(N_("A name needs at least one visible character."))
    for char in value:
        if unicodedata.category(char) in ("Cc", "Cs") or char in _BIDI_CONTROLS:
            raise ma.ValidationError(N_("Names may not contain control characters."))


def Player(metadata: dict | None = None, **kwargs) -> fields.String:  # noqa: N802  (a factory)
    return fields.String(validate=[validate.Length(min=1, max=64),
                                   validate.Regexp(PLAYER["pattern"])],
                         metadata={"pattern": PLAYER["pattern"],
                                   "description": PLAYER["description"], **(metadata or {})},
                         **kwargs)


def Name(metadata: dict | None = None, **kwargs) -> fields.String:  # noqa: N802  (a factory)
    return fields.String(validate=[validate.Length(min=1, max=MAX_NAME), _printable_name],
                         metadata={"pattern": NAME_PATTERN, **(metadata or {})}, **kwargs)


class JsonNumber(fields.Float):
    """A number that must be a JSON number (not a numeric string nor a boolean)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class JsonBoolean(fields.Boolean):
    """A JSON true or false (not 0, 1 nor a string)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class Strict(ma.Schema):
    """Unknown fields are refused (marshmallow's default, stated once here)."""

    class Meta:
        unknown = ma.RAISE


class SeatSpec(Strict):
    kind = fields.String(required=True, validate=validate.OneOf(SEAT_KINDS), metadata={
        "description": "`human`: a player who gets a token now; `open`: a seat someone "
                       "joins later; `ai`: played by the service."})
    level = fields.String(validate=validate.OneOf(AI_LEVELS), metadata={
        "description": "AI level for `ai` seats (default `medium`)."})
    name = Name(metadata={"description": "Display name of the player (1 to 64 characters, "
                                        "no control characters)."})
    player = Player(metadata={"description": PLAYER["description"] + " Not on `ai` or "
                              "`open` seats (an open seat takes its player when joined)."})

    @ma.validates_schema
    def _player_on_a_human_seat(self, data, **kwargs):
        if "player" in data and data["kind"] != "human":
            raise ma.ValidationError(N_(
                "Only a `human` seat is given a player at creation (an open seat takes its "
                "player when it is joined)."), "player")


class CreateGame(Strict):
    type = fields.String(required=True, validate=validate.Length(max=40), metadata={
        "description": "Game type id from `GET /v1/game-types`.", "example": "isis-osiris"})
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=40)),
                          load_default=dict, metadata={
        "description": "Game options (see the game type); missing options take defaults.",
        "example": {"tile_memory": "hidden", "reserve": "common"}})
    seats = fields.List(fields.Nested(SeatSpec), required=True,
                        validate=validate.Length(min=1, max=8), metadata={
        "description": "One entry per seat, in turn order; their number is the number of players.",
        "example": [{"kind": "human", "name": "Ann"}, {"kind": "open"},
                    {"kind": "ai", "level": "easy"}]})
    seed = fields.Integer(strict=True, validate=validate.Range(min=0, max=2**63 - 1), metadata={
        "description": "Seed of the shuffle/deal (default: random). Never shown back; every "
                       "seat sees that the game was seeded (`seeded`). In games with hidden "
                       "information (Isis & Osiris) it is mixed with a server secret and the "
                       "game id, so that nobody can work out the deal from it; in the others "
                       "the same seed gives the same game."})
    clock = fields.Dict(metadata={
        "description": "The game's clock, kept by the server, for human seats: "
                       "`{\"type\": \"none\"}` (default); `{\"type\": \"move\", "
                       "\"move_seconds\": N}` (each turn within N seconds, up to 30 days); "
                       "`{\"type\": \"game\", \"initial_seconds\": N, "
                       "\"increment_seconds\": M}` (Fischer). Optional `stand_in_moves` (0-20, "
                       "default 0): that many times per seat the AI plays the turn of a seat "
                       "that ran out and its clock starts again; after that the seat times "
                       "out (2 players: it loses; 3-4: the AI takes the seat).",
        "example": {"type": "game", "initial_seconds": 300, "increment_seconds": 5}})
    join_seconds = fields.Integer(strict=True, validate=validate.Range(min=1, max=30 * 24 * 3600),
                                  metadata={"description": "How long open seats wait for players "
                                            "before the game expires (default 7 days)."})
    hints = JsonBoolean(metadata={
        "description": "Whether human seats may ask the AI for hints, shown to every seat. "
                       "Default: true when at most one seat is `human` or `open`, false "
                       "otherwise (an engine at a table of people is not fair play)."})
    rated = JsonBoolean(metadata={
        "description": "Whether the game moves its players' ratings (default false). Every "
                       "human seat then needs a player id (open seats get theirs when "
                       "joined); a rated game has no hints and cannot be seeded."})


class JoinSeat(Strict):
    name = Name()
    player = Player()


class ConfigureSeat(Strict):
    kind = fields.String(required=True, validate=validate.OneOf(("open", "ai")))
    level = fields.String(validate=validate.OneOf(AI_LEVELS))
    name = Name()


MAX_MOVE_KEY = 40


class SubmitMove(Strict):
    move = fields.Dict(keys=fields.String(validate=validate.Length(max=MAX_MOVE_KEY)), metadata={
        "description": "The move as a JSON object (see the game's docs).",
        "example": {"action": "reveal"}})
    notation = fields.String(validate=validate.Length(min=1, max=80), metadata={
        "description": "The move in the game's compact text notation, instead of `move`."})

    @ma.validates_schema
    def _one_of(self, data, **kwargs):
        if ("move" in data) == ("notation" in data):
            raise ma.ValidationError(N_("Give exactly one of `move` and `notation`."), "move")

    def load(self, data, *args, **kwargs):
        """The usual body, ``{"move": {...}}`` with short keys, loaded as the
        fields above load it, without marshmallow's machinery (which cost more
        than the rules' part of a move); anything else the schema checks and
        explains."""
        if not args and not kwargs and _plain_move_body(data):
            return {"move": dict(data["move"])}
        return super().load(data, *args, **kwargs)


def _plain_move_body(data) -> bool:
    """Whether ``data`` is ``{"move": {...}}`` whose keys are text of at most
    ``MAX_MOVE_KEY`` characters: then ``SubmitMove`` accepts it as it is."""
    if type(data) is not dict or len(data) != 1 or type(data.get("move")) is not dict:
        return False
    return all(type(key) is str and len(key) <= MAX_MOVE_KEY for key in data["move"])


class DrawAction(Strict):
    action = fields.String(required=True, validate=validate.OneOf(("offer", "accept", "decline")))


class RematchRequest(Strict):
    inherit_tokens = JsonBoolean(metadata={
        "description": "Keep every seat's token for the rematch (default: false, fresh tokens "
                       "that each seat receives by asking for the rematch with its own token). "
                       "Only the request that makes the rematch chooses."})


class AiMoveRequest(Strict):
    level = fields.String(validate=validate.OneOf(AI_LEVELS), metadata={
        "description": "AI level for a hint (default: `hard`). AI seats play at their own level."})
    seconds = JsonNumber(validate=validate.Range(min=0.01, max=3600), metadata={
        "description": "Think time for a hint, capped by the server's `AI_MAX_SECONDS`."})


class AnalysisRequest(Strict):
    level = fields.String(load_default=analysis.DEFAULT_LEVEL,
                          validate=validate.OneOf(analysis.LEVELS), metadata={
        "description": f"How deep each move is searched: {', '.join(analysis.LEVELS)} "
                       f"(default: `{analysis.DEFAULT_LEVEL}`; docs/analysis.md)."})


class AnalysisQuery(AnalysisRequest):
    """``?level=``, as in the request for the analysis."""


class AnalysisPictureQuery(AnalysisRequest):
    size = fields.Integer(load_default=640, validate=validate.Range(min=200, max=2000), metadata={
        "description": "`analysis.svg`: width of the picture in pixels."})


class GameQuery(Strict):
    wait_for_version = fields.Integer(validate=validate.Range(min=0, max=2**31), metadata={
        "description": "Long poll: answer once the game's version is at least this (or at the timeout)."})
    timeout = fields.Float(validate=validate.Range(min=0, max=60), metadata={
        "description": "Long-poll timeout in seconds (default and maximum set by the server)."})


class HistoryQuery(Strict):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31), metadata={
        "description": "Return entries with a version greater than this."})
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=500))


class GamesQuery(Strict):
    status = fields.String(validate=validate.OneOf(STATUSES), metadata={
        "description": "Only games in this status."})
    type = fields.String(validate=validate.Length(max=40), metadata={
        "description": "Only games of this type."})
    open = fields.Boolean(metadata={
        "description": "true: only games with a seat to join; false: only games without."})
    changed_since = fields.AwareDateTime(format="iso", metadata={
        "description": "Only games changed at or after this moment (RFC 3339)."})
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.String(validate=validate.Length(max=200), metadata={
        "description": "`next_cursor` of the previous page."})


class ArchiveQuery(Strict):
    since = fields.AwareDateTime(format="iso", metadata={
        "description": "Only games that ended at or after this moment (RFC 3339)."})
    until = fields.AwareDateTime(format="iso", metadata={
        "description": "Only games that ended before this moment (RFC 3339)."})
    type = fields.String(validate=validate.Length(max=40), metadata={
        "description": "Only games of this type."})
    status = fields.String(validate=validate.OneOf(TERMINAL), metadata={
        "description": "Only games that ended so."})
    cursor = fields.String(validate=validate.Length(max=200), metadata={
        "description": "The `cursor` of the last line received: resume after that game."})


class FeedQuery(Strict):
    after = fields.String(validate=[validate.Length(max=42), validate.Regexp(FEED_POSITION)],
                          metadata={"description": "Resume after this event id (same as the "
                                                   "`Last-Event-ID` header).",
                                    "pattern": FEED_POSITION})
    types = fields.String(validate=validate.Length(max=1000), metadata={
        "description": "Only these event types, comma-separated (e.g. `turn,game_finished`)."})
    game = fields.String(validate=validate.Length(max=64), metadata={
        "description": "Only the events of this game."})


class CreateWebhook(Strict):
    url = fields.String(required=True, validate=validate.Length(min=8, max=2000), metadata={
        "description": "Where to POST events: http or https, no credentials in it.",
        "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://",
        "example": "https://backend.example.org/hooks/games"})
    events = fields.List(fields.String(validate=validate.OneOf(EVENT_TYPES)),
                         validate=validate.Length(max=len(EVENT_TYPES)), metadata={
        "description": "Event types to send (default: all)."})
    description = fields.String(validate=validate.Length(max=200))


class DeliveriesQuery(Strict):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=50))


class EventsQuery(Strict):
    after = fields.Integer(validate=validate.Range(min=0, max=2**31), metadata={
        "description": "Resume after this version (same as the `Last-Event-ID` header)."})
    names = fields.String(validate=validate.OneOf(("legacy",)), metadata={
        "deprecated": True,
        "description": "`legacy`: name events by their history entry type (`created`, "
                       "`joined`, `move`, `finished`, `cancelled`, `expired`, `abandoned`) "
                       "as this stream did before it took the feed's names (`game_created`, "
                       "`seat_joined`, `move_applied`, ...). Deprecated: to be removed in "
                       "2027-06."})


# -- responses -------------------------------------------------------------------------

def always_present(*optional: str):
    """Mark every field of a response schema as required in the API document
    (the service always sends it, possibly as null), except ``optional``."""

    def mark(cls):
        for name, field in cls._declared_fields.items():
            if name not in optional:
                field.required = True
        return cls

    return mark


# The game's own answers (games, seats, moves, history, legal moves, jobs) are built
# as plain dicts by present.py and sent as they are; their typed schemas, per game,
# are in contract/ (documentation only, no work per request).


@always_present("choices", "minimum", "maximum")
class OptionOut(ma.Schema):
    name = fields.String()
    type = fields.String()
    default = fields.Raw(allow_none=True)
    description = fields.String()
    choices = fields.List(fields.Raw())
    minimum = fields.Integer()
    maximum = fields.Integer()


@always_present("reference")
class GameTypeOut(ma.Schema):
    id = fields.String()
    title = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    seat_names = fields.Dict(metadata={"description": "Seat names by number of players."})
    options = fields.List(fields.Nested(OptionOut))
    ai_levels = fields.List(fields.String())
    draw_offers = fields.Boolean()
    docs = fields.String()
    reference = fields.Dict(metadata={"description": "Static data: board, names, pieces."})


@always_present()
class GameTypeList(ma.Schema):
    game_types = fields.List(fields.Nested(GameTypeOut))


@always_present()
class Health(ma.Schema):
    status = fields.String()
    checks = fields.Dict()


@always_present("secret")
class WebhookOut(ma.Schema):
    id = fields.String()
    url = fields.String()
    events = fields.List(fields.String(), metadata={"description": "Types sent; empty = all."})
    description = fields.String(allow_none=True)
    status = fields.String(validate=validate.OneOf(("active", "disabled")), metadata={
        "description": "`disabled` after every retry of a delivery failed (see "
                       "`disabled_reason`); enable it again with `POST .../enable`."})
    disabled_reason = fields.String(allow_none=True)
    created_at = fields.String()
    failures = fields.Integer(metadata={"description": "Failed attempts in a row now."})
    next_retry_at = fields.String(allow_none=True)
    secret = fields.String(metadata={"description": "The signing secret (`whsec_...`); only "
                                                    "in the answers that make or rotate it."})


@always_present()
class WebhookList(ma.Schema):
    webhooks = fields.List(fields.Nested(WebhookOut))


@always_present("event_id")
class DeliveryOut(ma.Schema):
    event_id = fields.String(allow_none=True, metadata={"description": "The feed event's id."})
    message_id = fields.String(metadata={"description": "The `webhook-id` header sent."})
    type = fields.String()
    at = fields.String()
    attempt = fields.Integer()
    delivered = fields.Boolean()
    status_code = fields.Integer(allow_none=True)
    error = fields.String(allow_none=True)
    latency_ms = fields.Float()
    next_retry_at = fields.String(allow_none=True)


@always_present()
class DeliveryList(ma.Schema):
    deliveries = fields.List(fields.Nested(DeliveryOut))


# -- push: documented for receivers (the body of a feed event and of a webhook message) ----

class FeedEvent(ma.Schema):
    """One event of the tenant feed (`GET /v1/events`, the `data` of each SSE
    frame) and the `data` of a webhook message."""

    type = fields.String(required=True, validate=validate.OneOf(EVENT_TYPES))
    game = fields.String(required=True, metadata={"description": "The game's id."})
    game_type = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "The game's version."})
    data = fields.Dict(required=True, metadata={
        "description": "By type: `game_created` {status, seats}; `seat_joined`, "
                       "`seat_changed` {seat, status}; `move_applied` {seat, records (the "
                       "spectator's lasting view: no hidden tile), status when it ended the "
                       "game}; `turn` {to_move, kind}; `resigned` {seat, replaced_by?}; "
                       "`draw_offered`, `draw_declined`, `draw_agreed` {seat}; "
                       "`game_finished` {status, result}; `game_cancelled` {status}; "
                       "`rematch` {rematch: the new game's id}."})


class WebhookMessage(ma.Schema):
    """What a webhook receives: POSTed as JSON with the Standard Webhooks
    headers `webhook-id` (the same on every retry: deduplicate on it),
    `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64
    HMAC-SHA256 of "{id}.{timestamp}.{body}">`, space-separated when a rotated
    secret signs too). Answer 2xx within 10 s; anything else is retried."""

    type = fields.String(required=True, metadata={
        "description": "A feed event type, or `ping` for a test message."})
    timestamp = fields.String(required=True, metadata={"description": "When it was sent (RFC 3339)."})
    data = fields.Nested(FeedEvent, required=True, metadata={
        "description": "The feed event (for `ping`: {webhook})."})


class PlayerGamesQuery(Strict):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.String(validate=validate.Length(max=200), metadata={
        "description": "`next_cursor` of the previous page."})


class RatingHistoryQuery(Strict):
    type = fields.String(required=True, validate=validate.OneOf(sorted(GAMES)), metadata={
        "description": "The game type whose rating changes to list."})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200))
    cursor = fields.String(validate=validate.Length(max=200), metadata={
        "description": "`next_cursor` of the previous page."})


class LeaderboardQuery(Strict):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    around = Player(metadata={"description": "Centre the board on this player (404 "
                                             "`player_not_ranked` if it has no place on it)."})


# -- matchmaking (routes/matchmaking.py, docs/matchmaking.md) --------------------------

class SeatRange(Strict):
    min = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=8),
                         metadata={"description": "The fewest seats acceptable at the table."})
    max = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=8),
                         metadata={"description": "The most seats acceptable at the table."})

    @ma.validates_schema
    def _ordered(self, data, **kwargs):
        if data["min"] > data["max"]:
            raise ma.ValidationError(N_("`min` is more than `max`."), "min")


class CreateTicket(Strict):
    type = fields.String(required=True, validate=validate.Length(max=40), metadata={
        "description": "Game type id from `GET /v1/game-types`.", "example": "osiron"})
    seats = fields.Nested(SeatRange, required=True, metadata={
        "description": "How many seats the table may have, party included.",
        "example": {"min": 2, "max": 4}})
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=40)),
                          load_default=dict, metadata={
        "description": "Game options (see the game type); tickets match only with the same "
                       "options once normalized."})
    clock = fields.Dict(metadata={"description": "The game's clock, as for `POST /v1/games`; "
                                                "tickets match only with the same clock."})
    rated = JsonBoolean(load_default=False, metadata={
        "description": "Whether the game is rated (default false); tickets match only with "
                       "the same."})
    players = fields.List(Player(), required=True, validate=validate.Length(min=1, max=8),
                          metadata={"description": "The party: the players who sit at the "
                                    "table together (one or more player ids).",
                                    "example": ["ann"]})
    max_wait_seconds = fields.Integer(strict=True, load_default=300,
                                      validate=validate.Range(min=1, max=24 * 3600), metadata={
        "description": "The ticket expires after waiting this long (default 300)."})
    ai_fill_after_seconds = fields.Integer(strict=True, validate=validate.Range(min=0,
                                                                               max=24 * 3600),
                                           metadata={
        "description": "After waiting this long, the open seats go to AI players (at the "
                       "level nearest the party's rating). Default: never."})


class TicketQuery(Strict):
    wait = fields.Float(validate=validate.Range(min=0, max=60), metadata={
        "description": "Long poll: answer as soon as the ticket is no longer waiting, or "
                       "after this many seconds (at most `LONG_POLL_SECONDS`)."})


class MatchmakingStatsQuery(Strict):
    type = fields.String(required=True, validate=validate.OneOf(sorted(GAMES)), metadata={
        "description": "The game type."})
