"""``GET /v1/games``: the games in Redis (live, and ended ones until Redis drops
them), then the older ones of the archive, as one listing with one cursor.

The cursor names its source and the position in it, and the moment the walk
began (``t0``): ``r.<t0>.<store cursor>`` while Redis is walked (most recently
changed first), ``a.<t0>.<archive cursor>`` once the archive is (latest ended
first). An archived game that Redis still lists is left out of the archive's
part (it was given by Redis's), and so is one that Redis listed at ``t0`` and
dropped during the walk (it ended ``FINISHED_GAME_TTL`` before some moment
between ``t0`` and now). A game is listed once, unless Redis loses its copy
early (a failover, not the TTL) in the middle of a walk.
"""

from __future__ import annotations

import time
from datetime import datetime

from shared import gamedoc
from shared.games import GAMES

from .context import res, tenant

# Archive pages read at most per request when they are all left out (games Redis lists).
_ARCHIVE_PAGES = 5


def _encode(source: str, t0: int, position: str) -> str:
    return f"{source}.{t0}.{position}"


def _decode(cursor: str | None) -> tuple[str, int, str | None]:
    """``(source, t0, position)``; ValueError for a cursor this listing did not
    make. A cursor of the store's own (made before the archive) walks Redis."""
    if cursor is None:
        return "r", int(time.time()), None
    source, _, rest = cursor.partition(".")
    if source not in ("r", "a") or not rest:
        return "r", int(time.time()), cursor
    t0, _, position = rest.partition(".")
    if not t0.isdigit() or not position:
        raise ValueError("not a cursor")
    return source, int(t0), position


def _archive_filters(query: dict) -> dict | None:
    """The archive listing's filters for ``query``; None when no archived game
    can match (they are all ended, and none has a seat to join)."""
    if query.get("status") in ("waiting", "active", "scoring") or query.get("open") is True:
        return None
    return {"status": query.get("status"), "type": query.get("type"),
            "since": query.get("changed_since"), "player": query.get("player")}


def _left_out(doc: dict, shown_by_redis: dict | None, t0: int, now: float) -> bool:
    """Whether the archive's part leaves this game out: Redis lists it, or listed it
    at ``t0`` and has dropped it since (expired during the walk)."""
    if shown_by_redis is not None:
        return True
    ended = gamedoc.ended_at(doc)
    expires = datetime.fromisoformat(ended.replace("Z", "+00:00")).timestamp() + \
        res().settings.finished_game_ttl
    return t0 < expires <= now


def list_games(query: dict, accept) -> tuple[list[dict], str | None]:
    """A page of the caller's games (``query``: ``GamesQuery``; ``accept``: the
    filters as a predicate over a summary) and the cursor of the next page.
    Raises ValueError (also ``InvalidCursor``) for a cursor it did not make."""
    source, t0, position = _decode(query.get("cursor"))
    limit, store, archive = query["limit"], res().store, res().archive
    found: list[dict] = []
    if source == "r":
        since = query.get("changed_since")
        page = store.list_games(
            tenant(), limit=limit, cursor=position, accept=accept,
            since_us=int(since.timestamp() * 1_000_000) if since else None)
        found = page.summaries
        if page.cursor is not None:
            return found, _encode("r", t0, page.cursor)
        position = None
    filters = _archive_filters(query)
    if archive is None or filters is None:
        return found, None
    for _ in range(_ARCHIVE_PAGES):
        if len(found) == limit:
            break
        page = archive.list_games(tenant(), limit=limit - len(found), cursor=position, **filters)
        now = time.time()
        shown = store.listed(tenant(), [doc["id"] for doc in page.games])
        found += [gamedoc.summary(doc, GAMES[doc["type"]]) for doc, in_redis
                  in zip(page.games, shown) if not _left_out(doc, in_redis, t0, now)]
        position = page.cursor
        if position is None:
            return found, None
    return found, _encode("a", t0, position)
