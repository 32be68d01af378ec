"""Per-process resources of the API (settings, Redis, the store) and the
small helpers every route uses: finding the game, the viewer and the seat."""

from __future__ import annotations

from dataclasses import dataclass, field

import redis
from flask import current_app, g, request

from shared import redis_conn, tokens
from shared.games import GAMES, GameRules
from shared.settings import Settings
from shared.store import GameNotFound, GameStore, Loaded

from .errors import ApiError


@dataclass
class Resources:
    settings: Settings
    redis: redis.Redis  # the game store (``redis.cluster.RedisCluster`` on a cluster)
    queue: redis.Redis  # the job queue: RQ, AI quotas, timer markers (``shared/redis_conn.py``)
    store: GameStore
    _scripts: dict = field(default_factory=dict)

    def script(self, source: str):
        """A Lua script registered once per process (redis-py runs it by SHA)."""
        if source not in self._scripts:
            self._scripts[source] = self.redis.register_script(source)
        return self._scripts[source]


def make_resources(settings: Settings) -> Resources:
    # A bounded pool: under the gevent worker thousands of followers may wake
    # at once, and each would otherwise open a connection of its own.
    connections = redis_conn.connect(settings, max_connections=settings.redis_max_connections,
                                     blocking=True, health_check_interval=30)
    store = GameStore.configured(connections.store, settings)
    return Resources(settings=settings, redis=connections.store, queue=connections.queue,
                     store=store)


def res() -> Resources:
    return current_app.extensions["game_service"]


def tenant() -> str | None:
    """The caller's tenant (from its API key); None when the service has no keys."""
    return g.get("tenant")


def game_not_found() -> ApiError:
    return ApiError(404, "game_not_found", "There is no game with this id.")


def load_game(game_id: str) -> tuple[Loaded, GameRules]:
    """The game, if it exists for this caller: another tenant's game answers
    exactly as a missing one does."""
    if len(game_id) > 64:
        raise game_not_found()
    try:
        loaded = res().store.load_for(game_id, tenant())
    except GameNotFound:
        raise game_not_found() from None
    return loaded, GAMES[loaded.doc["type"]]


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        return None
    return value.strip()


def viewer_seat(doc: dict) -> int | None:
    """The seat whose token was presented; None for spectators.

    A token that matches no seat is refused rather than silently treated as a
    spectator, so a client notices a wrong token at once."""
    token = bearer_token()
    if token is None:
        return None
    seat = tokens.find_seat(token, doc["seats"])
    if seat is None and not tokens.matches(token, doc["creator_token_hash"]):
        raise ApiError(403, "invalid_token", "This token is not valid for this game.")
    return seat


def require_seat(doc: dict) -> int:
    token = bearer_token()
    if token is None:
        raise ApiError(401, "token_required", "This action needs the seat's token "
                       "(Authorization: Bearer <token>).", {"WWW-Authenticate": "Bearer"})
    seat = tokens.find_seat(token, doc["seats"])
    if seat is None:
        raise ApiError(403, "invalid_token", "This token is not valid for a seat of this game.")
    return seat


def require_creator(doc: dict) -> None:
    token = bearer_token()
    if token is None:
        raise ApiError(401, "token_required", "This action needs the creator token.",
                       {"WWW-Authenticate": "Bearer"})
    if not tokens.matches(token, doc["creator_token_hash"]):
        raise ApiError(403, "invalid_token", "Only the game's creator may do this.")
