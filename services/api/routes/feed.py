"""The tenant's event feed: one Server-Sent Events stream for all its games."""

from __future__ import annotations

import json
import re

from flask import request
from flask.views import MethodView

from services.api.contract.operations import QUERY, operation
from services.api.play import schemas
from services.api.play.context import res, tenant
from services.api.streaming import live
from services.api.streaming.followers import feed_watch
from services.api.trust import ratelimit
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared.feed import EVENT_TYPES, event_type
from shared.i18n import N_
from shared.store import feed_key

blp = Blueprint("feed", __name__, url_prefix="/v1/events",
                description="Follow every game of your tenant.")

MAX_TYPES = 32  # event types in `types` (the API document's maxItems)
_STREAM_ID = re.compile(r"^\d{1,19}-\d{1,19}$")  # 19 digits: below 2**64, as Redis needs


@blp.route("")
class FeedView(MethodView):
    @operation(
        "followFeed",
        event_stream="FeedEvent",
        codes=QUERY + ("invalid_last_event_id", "invalid_event_type", "too_many_streams"))
    @blp.arguments(schemas.FeedQuery, location="query")
    @blp.response(200, description="A `text/event-stream`: one event per game change of "
                  "the tenant (`id` = the feed position, `event` = its type, `data` = the "
                  "event as JSON: `type`, `game`, `game_type`, `version`, `data`). A "
                  "`feed_truncated` event says the resume point is older than what the feed "
                  "keeps (`FEED_RETENTION_SECONDS`): some events may have been missed.",
                  content_type="text/event-stream")
    @blp.alt_response(400, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def get(self, query):
        """Follow every game of your tenant (Server-Sent Events)

        Every game of the caller's tenant (all games without API keys), as a
        spectator sees them: created, seat joined, move applied (the public
        record), turn (who is to move), finished (with the result),
        cancelled and the rest. Ordered; resumable with `Last-Event-ID` (or
        `?after=`) for `FEED_RETENTION_SECONDS`. Filter with `types` and
        `game`.
        """
        # an empty Last-Event-ID is no resume point (as if it were not sent)
        after = request.headers.get("Last-Event-ID") or query.get("after", "$")
        if after != "$" and not _STREAM_ID.match(after.strip()):
            raise ApiError(400, "invalid_last_event_id",
                           N_("Last-Event-ID must be an event id of this feed, such as "
                              "1700000000000-0."))
        types = _types(query.get("types"))
        wanted_game = query.get("game")
        slot = ratelimit.stream_slot()  # 429 too_many_streams over a cap; released at the end
        return live.stream_response(FeedFollower(feed_key(tenant()), after.strip(), types,
                                                 wanted_game), slot)


def _types(raw: str | None) -> frozenset | None:
    if not raw:
        return None
    listed = [t.strip() for t in raw.split(",") if t.strip()]
    if len(listed) > MAX_TYPES:
        raise ApiError(
            422,
            "invalid_event_type",
            N_("List at most {max_types} event types."),
            max_types=MAX_TYPES,
        )
    types = frozenset(event_type(name) for name in listed)  # old game-stream names: aliases
    unknown = sorted(types - set(EVENT_TYPES))
    if unknown:
        raise ApiError(
            422,
            "invalid_event_type",
            N_("There is no event type '{unknown}'; the types are: {types}."),
            unknown=unknown[0],
            types=", ".join(EVENT_TYPES),
        )
    return types


class FeedFollower:
    """What a tenant feed stream sends: the feed from ``after`` on (``$``: from
    now on), filtered by event type and game; it never ends by itself."""

    __slots__ = ("key", "feed", "after", "types", "game", "done")

    def __init__(self, feed: str, after: str, types: frozenset | None, game: str | None):
        self.key = feed_watch(feed)  # woken by the hub when the feed grows
        self.feed, self.after, self.types, self.game = feed, after, types, game
        self.done = False

    def start(self) -> list[str]:
        redis = res().redis
        frames = []
        if self.after == "$":  # no resume point: from now on
            last = redis.xrevrange(self.feed, count=1)
            self.after = last[0][0].decode() if last else "0-0"
        else:
            oldest = redis.xrange(self.feed, count=1)
            if self.after != "0-0" and oldest and _older(self.after, oldest[0][0].decode()):
                frames.append(_frame(None, "feed_truncated", {"oldest": oldest[0][0].decode()}))
        return frames + self.advance(None)

    def advance(self, announced: int | None) -> list[str]:
        redis = res().redis
        frames = []
        while True:
            batch = redis.xrange(self.feed, min=f"({self.after}", count=100)
            for raw_id, fields in batch:
                self.after = raw_id.decode()
                event = json.loads(fields[b"e"])
                if self.types is not None and event["type"] not in self.types:
                    continue
                if self.game is not None and event["game"] != self.game:
                    continue
                frames.append(_frame(self.after, event["type"], event))
            if len(batch) < 100:
                return frames


def _older(a: str, b: str) -> bool:
    """Whether stream id ``a`` comes before ``b``."""
    return tuple(map(int, a.split("-"))) < tuple(map(int, b.split("-")))


def _frame(event_id: str | None, event_type: str, payload: dict) -> str:
    head = f"id: {event_id}\n" if event_id else ""
    return f"{head}event: {event_type}\ndata: {json.dumps(payload)}\n\n"
