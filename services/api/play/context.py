"""Per-process resources of the API (settings, Redis, the store) and the
small helpers every route uses: finding the game, the viewer and the seat."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

import redis
from flask import current_app, g, request

from services.api.web.errors import ApiError
from shared import fastjson, gamedoc, redis_conn, tokens
from shared.archive import Archive
from shared.gamedoc import GameDoc
from shared.games import GAMES, GameRules
from shared.i18n import N_
from shared.settings import Settings
from shared.store import GameNotFound, GameStore, Loaded


@dataclass
class Resources:
    settings: Settings
    redis: redis.Redis  # the game store (``redis.cluster.RedisCluster`` on a cluster)
    queue: redis.Redis  # the job queue: RQ, AI quotas, timer markers (``shared/redis_conn.py``)
    store: GameStore
    # The archive of ended games (PostgreSQL, ``DATABASE_URL``); None without one:
    # then a game Redis no longer has is a missing game.
    archive: Archive | None = None
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
                     store=store,
                     archive=Archive(settings.database_url) if settings.database_url else None)


def res() -> Resources:
    return current_app.extensions["game_service"]


def tenant() -> str | None:
    """The caller's tenant (from its API key); None when the service has no keys."""
    return g.get("tenant")


def game_not_found() -> ApiError:
    return ApiError(404, "game_not_found", N_("There is no game with this id."))


# ``g.tenant`` of a request let in without an API key on a seat token, until the
# game it names admits it (``admit_pending``): no game's tenant is ever this.
PENDING = "!pending"


def api_key_required() -> ApiError:
    return ApiError(401, "api_key_required",
                    N_("This service needs an API key (header X-API-Key)."))


def admit_pending(game_id: str | None) -> None:
    """A request without an API key that carries a bearer token, on an address
    of one game (``security.SEAT_PATHS``; ``game_id`` None for a job, whose
    game is known once it is read): it may go on only if the token acts for a
    seat of that game, which ``load_game`` checks before anything is read."""
    g.tenant = PENDING
    g.pending_game = game_id


def _admit(game_id: str, loaded: Loaded | None) -> None:
    """Admit a pending request on ``game_id`` (``loaded``: the game, None if
    there is none) or refuse it as a request without a key: a missing game,
    another game than the address names, a wrong or expired token all answer
    the same 401, so nothing is learnt without a key."""
    wanted = g.pop("pending_game", None)
    if (loaded is None or wanted not in (None, game_id)
            or live_seat(loaded.doc, bearer_token()) is None):
        raise api_key_required()
    g.tenant = loaded.doc.get("tenant")


def load_game(game_id: str) -> tuple[Loaded, GameRules]:
    """The game, if it exists for this caller: another tenant's game answers
    exactly as a missing one does."""
    pending = tenant() == PENDING
    if len(game_id) > 64:
        raise (api_key_required() if pending else game_not_found())
    if pending:  # no tenant yet: the game's own seat token must let the request in
        try:
            loaded = res().store.load(game_id)
        except GameNotFound:
            loaded = None  # (the archive is per tenant: without a key, no archived game)
        _admit(game_id, loaded)
        return loaded, GAMES[loaded.doc["type"]]
    try:
        loaded = res().store.load_for(game_id, tenant())
    except GameNotFound:
        loaded = archived_game(game_id, tenant())
        if loaded is None:
            raise game_not_found() from None
    return loaded, GAMES[loaded.doc["type"]]


def archived_game(game_id: str, owner: str | None) -> Loaded | None:
    """``owner``'s ended game from the archive, once Redis no longer has it (its
    history with it: reads answer from it as they did from Redis); None if the
    archive has no such game of that tenant, or there is no archive. PostgreSQL
    out of reach raises ``ArchiveUnavailable`` (503)."""
    archive = res().archive
    found = archive.load(owner, game_id) if archive is not None else None
    if found is None:
        return None
    # jsonb keeps its own order of keys; Redis's copy had them sorted (``fastjson``), and
    # what is sent as it is read (the event stream's frames) is the same only so
    doc, history = fastjson.loads(fastjson.dumps(found))
    return Loaded(doc=GameDoc(doc), version=doc["version"], history=history)


def game_analysis(loaded: Loaded, level: str) -> dict | None:
    """The ended game's analysis at ``level`` (``shared/analysis.py``): beside
    the game in Redis, else in the archive; None if there is none yet."""
    doc = loaded.doc
    found = None if loaded.archived else res().store.analysis(doc["id"], level)
    if found is None and res().archive is not None:
        found = res().archive.analysis(doc.get("tenant"), doc["id"], level)
    return found


def game_history(loaded: Loaded, after_version: int = 0, limit: int = 100) -> list[dict]:
    """The game's history entries with version > ``after_version``, oldest first
    (``GameStore.history``), from the archive for an archived game."""
    if loaded.archived:
        return loaded.history[after_version:after_version + limit]
    return res().store.history(loaded.doc["id"], after_version, limit)


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        return None
    return value.strip()


def _secret() -> bytes:
    return res().settings.token_secret


def token_expired(doc: dict, token_hash: str) -> bool:
    """Whether a token of this game no longer acts for anyone: the game ended
    more than ``ENDED_TOKEN_SECONDS`` ago. A legacy hash (plain SHA-256, see
    ``shared/tokens.py``) is not bound to the secret, so it stops as soon as
    its game ends."""
    ended = gamedoc.ended_at(doc)
    if ended is None:
        return False
    if tokens.is_legacy(token_hash):
        return True
    ended_at = datetime.fromisoformat(ended.replace("Z", "+00:00"))
    return datetime.now(timezone.utc) >= ended_at + timedelta(
        seconds=res().settings.ended_token_seconds)


def live_seat(doc: dict, token: str | None) -> int | None:
    """The seat this token acts for now: None if it is no seat's token, or its
    game ended too long ago."""
    seat = tokens.find_seat(_secret(), token, doc["seats"])
    if seat is None or token_expired(doc, doc["seats"][seat]["token_hash"]):
        return None
    return seat


def _is_creator(doc: dict, token: str) -> bool:
    return tokens.matches(_secret(), token, doc["creator_token_hash"])


def _expired() -> ApiError:
    return ApiError(
        403,
        "token_expired",
        N_(
            "This game ended more than {ended_token_seconds} s ago: its tokens no "
            "longer act for a seat. Read the game without a token."
        ),
        ended_token_seconds=res().settings.ended_token_seconds,
    )


def viewer_seat(doc: dict) -> int | None:
    """The seat whose token was presented; None for spectators (and for the
    creator, or a seat whose token expired with its game).

    A token that matches no seat is refused rather than silently treated as a
    spectator, so a client notices a wrong token at once."""
    token = bearer_token()
    if token is None:
        return None
    seat = tokens.find_seat(_secret(), token, doc["seats"])
    if seat is None:
        if not _is_creator(doc, token):
            raise ApiError(403, "invalid_token", N_("This token is not valid for this game."))
        return None
    return None if token_expired(doc, doc["seats"][seat]["token_hash"]) else seat


def require_seat(doc: dict) -> int:
    token = bearer_token()
    if token is None:
        raise ApiError(
            401,
            "token_required",
            N_("This action needs the seat's token (Authorization: Bearer <token>)."),
            {"WWW-Authenticate": "Bearer"},
        )
    seat = tokens.find_seat(_secret(), token, doc["seats"])
    if seat is None:
        raise ApiError(403, "invalid_token", N_("This token is not valid for a seat of this game."))
    if token_expired(doc, doc["seats"][seat]["token_hash"]):
        raise _expired()
    return seat


def require_creator(doc: dict) -> None:
    token = bearer_token()
    if token is None:
        raise ApiError(401, "token_required", N_("This action needs the creator token."),
                       {"WWW-Authenticate": "Bearer"})
    if not _is_creator(doc, token):
        raise ApiError(403, "invalid_token", N_("Only the game's creator may do this."))
    if token_expired(doc, doc["creator_token_hash"]):
        raise _expired()
