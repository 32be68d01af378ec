"""Following a game live: long polling and Server-Sent Events.

Every change publishes the game's new version on its Redis channel; the
process's hub (``followers.py``) hears it on its one subscription and wakes
the followers of that game, parked ones (``parking.py``) and those waiting
in a thread alike. Events are the game's history entries (their
ids are versions), filtered for the viewer, so a stream resumed with
``Last-Event-ID`` misses nothing.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Iterator

from flask import Response, current_app, request, stream_with_context

from services.api.play import present
from services.api.play.context import game_history, res
from services.api.streaming import parking
from services.api.streaming.followers import Hub
from services.api.trust import ratelimit, security
from services.api.trust.ratelimit import StreamSlot
from shared import feed, gamedoc, jobs
from shared.games import GAMES, GameRules
from shared.store import GameNotFound, Loaded

HEARTBEAT_SECONDS = parking.HEARTBEAT_SECONDS
HEARTBEAT = parking.HEARTBEAT
TERMINAL = gamedoc.TERMINAL
SHARED_BATCH = 8  # versions at most in a batch kept for the other followers


def hub() -> Hub:
    return current_app.extensions["followers"]


def resumed() -> bool:
    """Whether this request is a parked long poll dispatched again: it answers now."""
    return parking.RESUMED in request.environ


def long_poll(game_id: str, wanted: int, timeout: float):
    """Wait until the game is at version >= ``wanted`` or ``timeout`` s have
    passed. Under the gevent worker the connection is parked and a response
    placeholder returned (the request is dispatched again once the wait is
    over, ``parking.py``); otherwise this thread waits and None is returned:
    the caller answers with the game as it is then."""
    slot = ratelimit.stream_slot()  # a waiting long poll counts as a stream
    board = parking.parking()
    if board.can_park(request.environ):
        parked = parking.ParkedLongPoll(
            board, game_id, wanted, parking.resumable(request.environ, security.resume_state()),
            slot, time.monotonic() + timeout)
        board.join(game_id, parked)
        try:  # read after listening, so a change in between is not missed
            if (res().store.version(game_id) or 0) < wanted:
                return parking.LongPollResponse(parked)
        except BaseException:
            board.abandon(parked)
            raise
        board.abandon(parked)  # reached meanwhile: answer now
        return None
    try:
        _wait_in_thread(game_id, wanted, timeout, slot)
    finally:
        slot.release()
    return None


def _wait_in_thread(game_id: str, wanted: int, timeout: float, slot: StreamSlot) -> None:
    store = res().store
    deadline = time.monotonic() + timeout
    with hub().watch(game_id, request.environ.get("gunicorn.socket")) as watch:
        # Read after the watch is live, so a change in between is not missed.
        while watch.version < wanted and (store.version(game_id) or 0) < wanted:
            if watch.gone:
                return
            left = deadline - time.monotonic()
            if left <= 0:
                return
            watch.wait(min(left, slot.refresh_every))
            slot.refresh()


def repair_pending_job(doc: dict, rules: GameRules) -> None:
    """Queue the job this version needs if it is missing or failed for good.

    Queuing follows the store write, so a process that died between the two
    would leave an AI turn or the scoring undone; any later read puts it
    back (job ids are unique per version, so this never queues twice). An AI
    turn whose job failed gets its fallback (``jobs.schedule_pending``).
    """
    if present.pending_job_id(doc, rules) is not None:
        jobs.schedule_pending(res().queue, doc, rules, res().settings)


def _format(entry: dict, game: dict | None, legacy_names: bool) -> str:
    """One frame: named like the feed's and webhooks' events (``move_applied``), or by
    the entry's type (``move``) for a client that asked for the deprecated names."""
    event = feed.event_type(entry["type"])
    payload = {**entry, "event": event}
    if game is not None:
        payload["game"] = game
    name = entry["type"] if legacy_names else event
    return f"id: {entry['version']}\nevent: {name}\ndata: {json.dumps(payload)}\n\n"


@dataclass(frozen=True)
class Batch:
    """The frames after some version, up to ``version``; ``over`` once the game ended."""

    frames: tuple[str, ...]
    version: int
    over: bool


def _render(game_id: str, viewer: int | None, after: int, legacy_names: bool,
            archived: Loaded | None = None) -> Batch | None:
    """Every entry after ``after`` for ``viewer``; None if the game is gone.
    ``archived``: the game read from the archive (Redis no longer has it).

    The newest entry also carries the viewer's full game view, so a client
    can redraw from the event alone."""
    loaded = archived
    if loaded is None:
        try:
            loaded = res().store.load(game_id)
        except GameNotFound:
            return None
    rules = GAMES[loaded.doc["type"]]
    state = gamedoc.state_of(loaded.doc, rules)
    frames = []
    while after < loaded.version:
        batch = [raw for raw in game_history(loaded, after, 100)
                 if raw["version"] <= loaded.version]  # newer ones come next round
        if not batch:
            break
        for raw in batch:
            latest = raw["version"] == loaded.version
            game = present.game(loaded.doc, rules, viewer, state) if latest else None
            frames.append(_format(present.entry(raw, rules, state, viewer), game,
                                  legacy_names))
            after = raw["version"]
    return Batch(tuple(frames), after, loaded.doc["status"] in TERMINAL)


def _frames(game_id: str, viewer: int | None, after: int, announced: int,
            legacy_names: bool) -> Batch | None:
    """``_render``, shared by the followers woken by the same announced version.

    The followers of a game wake together for one change; the first renders
    each viewer's frames and the others reuse them (the history and every
    version's document never change, so the result is the same for all)."""
    if not after < announced <= after + SHARED_BATCH:  # a resume or a laggard: its own
        return _render(game_id, viewer, after, legacy_names)
    return hub().memo.get((game_id, announced, viewer, after, legacy_names),
                          lambda: _render(game_id, viewer, after, legacy_names))


class GameFollower:
    """What a game's event stream sends: every entry after ``after`` for
    ``viewer``, then each new one; done when the game ends (or is gone).
    ``archived``: the game as the archive keeps it, once Redis no longer has
    it: its whole history is sent at the start, and the stream ends."""

    __slots__ = ("key", "viewer", "after", "legacy_names", "archived", "done")

    def __init__(self, game_id: str, viewer: int | None, after: int,
                 legacy_names: bool = False, archived: Loaded | None = None):
        self.key, self.viewer, self.after = game_id, viewer, after
        self.legacy_names = legacy_names
        self.archived = archived
        self.done = False

    def start(self) -> list[str]:
        return self._take(_render(self.key, self.viewer, self.after, self.legacy_names,
                                  self.archived))

    def advance(self, announced: int | None) -> list[str]:
        if announced is not None and announced <= self.after:
            return []  # nothing new for this follower
        if announced is None:
            return self._take(_render(self.key, self.viewer, self.after, self.legacy_names))
        return self._take(_frames(self.key, self.viewer, self.after, announced,
                                  self.legacy_names))

    def _take(self, batch: Batch | None) -> list[str]:
        if batch is None:  # the game is gone
            self.done = True
            return []
        self.after = batch.version
        self.done = batch.over
        return list(batch.frames)


OPENING = "retry: 2000\n\n"
HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def stream_response(follower, slot: StreamSlot) -> Response:
    """The answer of an event stream (a game's or the tenant feed).

    Under the gevent worker the connection is parked once its first frames
    are written (``parking.py``); otherwise the stream runs in this thread.
    The stream ends when the follower is done, or after ``SSE_MAX_SECONDS``
    (the client reconnects with Last-Event-ID). ``slot`` (the stream's place
    under the caps) is kept alive while it runs and given back at the end.
    """
    board = parking.parking()
    if not board.can_park(request.environ):
        response = Response(stream_with_context(_stream_in_thread(follower, slot)),
                            mimetype="text/event-stream", headers=HEADERS)
        response.call_on_close(slot.release)  # also when the body is never read (HEAD)
        return response
    chunked = request.environ.get("SERVER_PROTOCOL") != "HTTP/1.0"
    parked = parking.ParkedStream(board, follower, slot,
                                  time.monotonic() + res().settings.sse_max_seconds, chunked)
    board.join(follower.key, parked)
    try:  # read after listening, so a change in between is not missed
        first = OPENING + "".join(follower.start())
    except BaseException:
        board.abandon(parked)
        raise
    if follower.done:  # nothing to wait for: a plain answer
        board.abandon(parked)
        return Response(first, mimetype="text/event-stream", headers=HEADERS)
    return parking.StreamResponse(parked, first, mimetype="text/event-stream", headers=HEADERS)


def _stream_in_thread(follower, slot: StreamSlot) -> Iterator[str]:
    try:
        deadline = time.monotonic() + res().settings.sse_max_seconds
        with hub().watch(follower.key, request.environ.get("gunicorn.socket")) as watch:
            yield OPENING
            frames = follower.start()  # read after the watch is live
            last_write = time.monotonic()
            while True:
                if frames:
                    yield "".join(frames)
                    last_write = time.monotonic()
                now = time.monotonic()
                if follower.done or now >= deadline or watch.gone:
                    return
                if now - last_write >= HEARTBEAT_SECONDS:
                    yield HEARTBEAT
                    last_write = now
                slot.refresh()
                changed = watch.wait(min(HEARTBEAT_SECONDS - (now - last_write),
                                         deadline - now, slot.refresh_every))
                frames = follower.advance(watch.announced()) if changed else []
    finally:
        slot.release()
