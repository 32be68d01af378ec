"""Server-Sent Events for one game."""

from __future__ import annotations

from flask import request
from flask.views import MethodView

from services.api.contract.operations import GAME, QUERY, operation
from services.api.play import schemas
from services.api.play.context import load_game, viewer_seat
from services.api.streaming import live
from services.api.trust import ratelimit
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared.i18n import N_

blp = Blueprint("events", __name__, url_prefix="/v1/games",
                description="Follow a game live.")


@blp.route("/<game_id>/events")
class EventsView(MethodView):
    @operation(
        "followGame",
        event_stream="HistoryEvent",
        codes=QUERY + GAME + ("invalid_last_event_id", "too_many_streams"))
    @blp.arguments(schemas.EventsQuery, location="query")
    @blp.response(200, description="A `text/event-stream`: one event per game version "
                  "(`id` = version, `event` = the event type, as in the feed and webhooks, "
                  "`data` = the history entry as JSON with its `event` type; the newest also "
                  "carries `game`, the viewer's view).",
                  content_type="text/event-stream")
    @blp.alt_response(404, schema=schemas.ProblemSchema, content_type="application/problem+json")
    @blp.alt_response(403, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def get(self, query, game_id):
        """Follow a game (Server-Sent Events)

        Resumable: send `Last-Event-ID` (or `?after=`) with the last version
        seen. A seat token shows what that seat may see; without one, the
        spectator's view. Open streams and waiting long polls are capped per
        client address, token and API key (429 `too_many_streams`).
        """
        loaded, _ = load_game(game_id)
        viewer = viewer_seat(loaded.doc)
        after = query.get("after")
        last_id = request.headers.get("Last-Event-ID") or None  # empty: no resume point
        if last_id is not None:
            if not last_id.strip().isdigit() or len(last_id) > 12:
                raise ApiError(
                    400, "invalid_last_event_id", N_("Last-Event-ID must be a game version.")
                )
            after = int(last_id)
        slot = ratelimit.stream_slot()  # 429 too_many_streams over a cap; released at the end
        follower = live.GameFollower(game_id, viewer, after or 0,
                                     legacy_names=query.get("names") == "legacy",
                                     archived=loaded if loaded.archived else None)
        return live.stream_response(follower, slot)
