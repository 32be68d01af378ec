"""Matchmaking: tickets that wait in the service for a table (docs/matchmaking.md).

A ticket is stored in Redis (``shared/store/tickets.py``), not held by a
connection: a client may go away and ask again later. The matcher (in the
workers, ``services/worker/matchmaking.py``) makes the games; here tickets are
made, read (with a long poll), cancelled, and the queue's figures given.
"""

from __future__ import annotations

import secrets
import time
from datetime import UTC, datetime

from flask.views import MethodView

from services.api.contract.operations import (
    BODY,
    IDEMPOTENT,
    LOCATION,
    QUERY,
    REPLAYED,
    operation,
)
from services.api.play import schemas
from services.api.play.context import res, tenant
from services.api.routes.games import IDEMPOTENCY_KEY, _rated
from services.api.trust import idempotency
from services.api.trust.quota import owner
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import clock as clocks
from shared import gamedoc, matchmaking, tokens
from shared.games import GAMES
from shared.i18n import N_
from shared.store import GameNotFound
from shared.store.tickets import CAPPED, TicketStore

blp = Blueprint("matchmaking", __name__, url_prefix="/v1/matchmaking",
                description="Matchmaking: tickets that wait for a table, by rating, with AI "
                            "to fill.")

TICKET_CODES = ("ticket_not_found",)
#: Retry-After when the tenant has as many waiting tickets as allowed.
TICKETS_RETRY_AFTER = 5
#: How a ticket's status is shown: ``matching`` (its game being made) is still waiting.
_SHOWN = {"matching": "waiting"}


def _tickets() -> TicketStore:
    return TicketStore.configured(res().redis, res().settings)


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(
        timespec="milliseconds").replace("+00:00", "Z")


def _load(ticket_id: str) -> dict:
    found = _tickets().get(tenant(), ticket_id) if len(ticket_id) <= 64 else None
    if found is None:
        raise ApiError(404, "ticket_not_found", N_("There is no such matchmaking ticket."))
    return found


def _present(ticket: dict) -> dict:
    """The ticket as its owner sees it; once matched, its game and the tokens of
    its players' seats (derived again, never stored; only those still valid)."""
    out = {"id": ticket["id"], "status": _SHOWN.get(ticket["status"], ticket["status"]),
           "type": ticket["type"], "seats": ticket["seats"], "options": ticket["options"],
           "clock": ticket.get("clock"), "rated": ticket["rated"],
           "players": ticket["players"], "max_wait_seconds": ticket["max_wait_seconds"],
           "ai_fill_after_seconds": ticket.get("ai_fill_after_seconds"),
           "created_at": _iso(ticket["created_ms"]),
           "expires_at": _iso(ticket["created_ms"] + ticket["max_wait_seconds"] * 1000),
           "game": None}
    result = ticket.get("result")
    if ticket["status"] == "matched" and result:
        secret = res().settings.token_secret
        try:
            seats = res().store.load(result["game"]).doc["seats"]
        except GameNotFound:  # gone from Redis (archived): its tokens no longer matter here
            seats = None
        seat_tokens = {}
        for index in result["seats"]:
            token = tokens.seat_token(secret, result["game"], index, 1)
            if seats is not None and tokens.matches(secret, token, seats[index]["token_hash"]):
                seat_tokens[str(index)] = token
        out["game"] = {"id": result["game"], "seats": result["seats"],
                       "seat_tokens": seat_tokens}
    return out


def _wait(ticket: dict, seconds: float) -> dict:
    """A long poll: the ticket once it is no longer waiting, or after ``seconds``
    (a bounded wait on the ticket's channel)."""
    store = _tickets()
    deadline = time.monotonic() + seconds
    pubsub = res().redis.pubsub(ignore_subscribe_messages=True)
    try:
        pubsub.subscribe(store.channel(tenant(), ticket["id"]))
        while True:
            ticket = store.get(tenant(), ticket["id"]) or ticket  # subscribed: nothing missed
            left = deadline - time.monotonic()
            if ticket["status"] not in ("waiting", "matching") or left <= 0:
                return ticket
            pubsub.get_message(timeout=min(left, 1.0))
    finally:
        pubsub.close()


@blp.route("/tickets")
class Tickets(MethodView):
    @operation("createTicket", response="Ticket", request="NewTicket",
               headers={**LOCATION, **REPLAYED},
               codes=BODY + IDEMPOTENT + ("unknown_game_type", "invalid_seats", "invalid_option",
                                          "invalid_clock", "player_already_seated",
                                          "party_too_large", "ratings_unavailable",
                                          "ticket_quota_exceeded"))
    @blp.arguments(schemas.CreateTicket)
    @blp.response(201, description="The ticket, waiting.")
    @blp.doc(parameters=[IDEMPOTENCY_KEY])
    def post(self, body):
        """Ask for a game (a matchmaking ticket)

        The ticket waits in the service (not on a connection: the client may
        go away and come back) until the matcher seats it at a table of
        players of the same tenant, game type, options, clock and `rated`,
        chosen by rating (`GET` it, or long poll with `wait`). It expires after
        `max_wait_seconds`; with `ai_fill_after_seconds`, the open seats go to
        AI players after that long. A tenant may have
        `MATCHMAKING_MAX_WAITING_TICKETS` waiting tickets; beyond, 429
        `ticket_quota_exceeded`.
        """
        rules = GAMES.get(body["type"])
        if rules is None:
            raise ApiError(422, "unknown_game_type", N_("There is no game type '{type_id}'."),
                           type_id=body["type"])
        seats = body["seats"]
        if not rules.min_players <= seats["min"] <= seats["max"] <= rules.max_players:
            raise ApiError(422, "invalid_seats",
                           N_("{title} is played by {min_players} to {max_players} players."),
                           title=rules.title, min_players=rules.min_players,
                           max_players=rules.max_players)
        players = body["players"]
        if len(players) > seats["max"]:
            raise ApiError(422, "party_too_large", N_("A party of {players} does not fit at a "
                                                      "table of at most {seats} seats."),
                           players=len(players), seats=seats["max"])
        gamedoc.check_players(players)
        options = rules.normalize_options(body["options"], seats["max"])
        rules.normalize_options(body["options"], max(seats["min"], len(players)))
        clock_spec = body.get("clock")
        clocks.normalize(clock_spec, seats["max"], res().settings.min_clock_seconds)
        rated = _rated(body)
        pool = matchmaking.pool_id(rules.name, options, clock_spec, rated)

        def create(claim):
            secret = res().settings.token_secret
            ticket_id = (tokens.derive_ticket_id(secret, claim.digest) if claim
                         else "tkt_" + secrets.token_hex(10))
            ticket = {"id": ticket_id, "tenant": tenant(), "owner": owner(), "type": rules.name,
                      "pool": pool, "options": options, "seats": seats, "clock": clock_spec,
                      "rated": rated, "players": players,
                      "max_wait_seconds": body["max_wait_seconds"],
                      "ai_fill_after_seconds": body.get("ai_fill_after_seconds"),
                      "created_ms": int(time.time() * 1000)}
            cap = res().settings.matchmaking_max_waiting_tickets
            made = _tickets().create(tenant(), ticket, cap)
            if made == CAPPED:
                raise ApiError(429, "ticket_quota_exceeded", N_(
                    "This tenant has as many waiting matchmaking tickets as allowed; wait for "
                    "some to be matched or cancel some."),
                    headers={"Retry-After": str(TICKETS_RETRY_AFTER)})
            return {"ticket": ticket_id}, _created(ticket_id)

        return idempotency.once(create, lambda record: _created(record["ticket"],
                                                               idempotency.REPLAYED))


def _created(ticket_id: str, headers: dict | None = None):
    return (_present(_load(ticket_id)), 201,
            {"Location": f"/v1/matchmaking/tickets/{ticket_id}", **(headers or {})})


@blp.route("/tickets/<ticket_id>")
class TicketView(MethodView):
    @operation("getTicket", response="Ticket", codes=QUERY + TICKET_CODES)
    @blp.arguments(schemas.TicketQuery, location="query")
    @blp.response(200, description="The ticket; once matched, its game and seat tokens.")
    def get(self, query, ticket_id):
        """Read a ticket

        Its status: `waiting`, `matched`, `expired` or `cancelled`. Once
        matched, `game` gives the game's id, the seats of the ticket's players
        and their seat tokens (only to the tenant that made the ticket).
        `wait`: a long poll that answers as soon as the ticket is no longer
        waiting.
        """
        ticket = _load(ticket_id)
        wait = min(query.get("wait") or 0, res().settings.long_poll_seconds)
        if wait > 0 and ticket["status"] in ("waiting", "matching"):
            ticket = _wait(ticket, wait)
        return _present(ticket)

    @operation("cancelTicket", response="Ticket",
               codes=TICKET_CODES + ("ticket_already_matched",))
    @blp.response(200, description="The ticket, cancelled (or as it ended before).")
    def delete(self, ticket_id):
        """Cancel a ticket

        A waiting ticket is cancelled: it is never matched. Once matched (or
        while its game is being made), 409 `ticket_already_matched`. An
        expired or cancelled ticket stays as it is.
        """
        ticket = _load(ticket_id)
        had = _tickets().end(tenant(), ticket, "cancelled")
        if had in ("matching", "matched"):
            raise ApiError(409, "ticket_already_matched", N_(
                "This ticket has its game (or is getting it): it can no longer be cancelled."))
        return _present(_load(ticket_id))


@blp.route("/stats")
class Stats(MethodView):
    @operation("getMatchmakingStats", response="MatchmakingStats",
               codes=QUERY + ("unknown_game_type",))
    @blp.arguments(schemas.MatchmakingStatsQuery, location="query")
    @blp.response(200, description="The tenant's matchmaking figures for the game type.")
    def get(self, query):
        """Matchmaking figures

        The tenant's waiting tickets of the game type now, and over the last
        hour: tickets matched, how long they waited (p50, p95, seconds), the
        match quality (the favourite's predicted win probability, p50 and
        p95, per table) and the share of tables with AI seats.
        """
        game_type = query["type"]
        if game_type not in GAMES:
            raise ApiError(422, "unknown_game_type", N_("There is no game type '{type_id}'."),
                           type_id=game_type)
        store = _tickets()
        lines = store.stats_lines(tenant(), game_type, int(time.time() * 1000) - 3600_000)
        waits = sorted(line["w"] for line in lines)
        tables = {line.get("g", line["t"]): line for line in lines}.values()
        favourites = sorted(line["f"] for line in tables)
        return {"type": game_type, "waiting": store.waiting_count(tenant(), game_type),
                "matched_last_hour": len(lines), "tables_last_hour": len(favourites),
                "wait_seconds": {"p50": _pct(waits, 0.5), "p95": _pct(waits, 0.95)},
                "favourite_win_probability": {"p50": _pct(favourites, 0.5),
                                              "p95": _pct(favourites, 0.95)},
                "ai_fill_rate": (round(sum(1 for line in tables if line["ai"]) / len(favourites), 4)
                                 if favourites else None)}


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    return values[min(len(values) - 1, int(q * len(values)))]
