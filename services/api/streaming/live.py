"""Following a game live: long polling and Server-Sent Events.

Every change publishes the game's new version on its Redis channel; the
process's hub (``followers.py``) hears it on its one subscription and wakes
the followers of that game, parked ones (``parking.py``) and those waiting
in a thread alike. Events are the game's history entries (their
ids are versions), filtered for the viewer, so a stream resumed with
``Last-Event-ID`` misses nothing.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Iterator

from flask import Response, current_app, request, stream_with_context

from services.api.play import present
from services.api.play.context import game_history, res
from services.api.streaming import follow, parking
from services.api.streaming.followers import Hub
from services.api.trust import ratelimit, security
from services.api.trust.ratelimit import StreamSlot
from shared import feed, gamedoc, jobs
from shared.games import GAMES, GameRules
from shared.store import GameNotFound, Loaded

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
    wait = follow.Wait(game_id, wanted, time.monotonic() + timeout)
    board = parking.parking()
    if board.can_park(request.environ):
        parked = parking.ParkedLongPoll(
            board, wait, parking.resumable(request.environ, security.resume_state()), slot)
        board.join(game_id, parked)
        try:  # read after listening, so a change in between is not missed
            if not wait.reached(None, res().store):
                return parking.LongPollResponse(parked)
        except BaseException:
            board.abandon(parked)
            raise
        board.abandon(parked)  # reached meanwhile: answer now
        return None
    try:
        _wait_in_thread(wait, slot)
    finally:
        slot.release()
    return None


def _wait_in_thread(wait: follow.Wait, slot: StreamSlot) -> None:
    """The long poll's transport without parking: this thread sleeps on a watch."""
    store = res().store
    with hub().watch(wait.key, request.environ.get("gunicorn.socket")) as watch:
        announced = None  # read after the watch is live, so a change in between is not missed
        while not wait.reached(announced, store):
            now = time.monotonic()
            if watch.gone or wait.expired(now):
                return
            changed = watch.wait(min(wait.deadline - now, slot.refresh_every))
            slot.refresh()
            announced = watch.announced() if changed else 0  # 0: nothing new


def repair_pending_job(doc: dict, rules: GameRules) -> None:
    """Queue the job this version needs if it is missing or failed for good.

    Queuing follows the store write, so a process that died between the two
    would leave an AI turn or the scoring undone; any later read puts it
    back (job ids are unique per version, so this never queues twice). An AI
    turn whose job failed gets its fallback (``jobs.schedule_pending``).
    """
    if present.pending_job_id(doc, rules) is not None:
        jobs.schedule_pending(res().queue, doc, rules, res().settings)


@dataclass(frozen=True)
class Batch:
    """The frames after some version, up to ``version``; ``over`` once the game ended."""

    frames: tuple[str, ...]
    version: int
    over: bool


def _render(game_id: str, viewer: int | None, after: int, legacy_names: bool,
            archived: Loaded | None = None) -> Batch | None:
    """Every entry after ``after`` for ``viewer`` (``follow.game_frames``); None if
    the game is gone. ``archived``: the game read from the archive (Redis no
    longer has it)."""
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
        held = [raw for raw in batch if feed.awaits_ratings(loaded.doc, raw)]
        if held:  # a rated game's end waits for its ratings (announced by the archive)
            batch = [raw for raw in batch if raw["version"] < held[0]["version"]]
        if batch:
            frames += follow.game_frames(loaded.doc, rules, state, batch, viewer, legacy_names)
            after = batch[-1]["version"]
        if held or not batch:
            return Batch(tuple(frames), after, False if held else
                         loaded.doc["status"] in TERMINAL)
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


HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def stream_response(follower: follow.Follower, slot: StreamSlot) -> Response:
    """The answer of an event stream (a game's or the tenant feed).

    Under the gevent worker the connection is parked once its first frames
    are written (``parking.py``); otherwise the stream runs in this thread.
    Either way ``follow.Stream`` decides what is sent and when it ends: when
    the follower is done, or after ``SSE_MAX_SECONDS`` (the client reconnects
    with Last-Event-ID). ``slot`` (the stream's place under the caps) is kept
    alive while it runs and given back at the end.
    """
    stream = follow.Stream(follower, time.monotonic() + res().settings.sse_max_seconds)
    board = parking.parking()
    if not board.can_park(request.environ):
        response = Response(stream_with_context(_stream_in_thread(stream, slot)),
                            mimetype="text/event-stream", headers=HEADERS)
        response.call_on_close(slot.release)  # also when the body is never read (HEAD)
        return response
    chunked = request.environ.get("SERVER_PROTOCOL") != "HTTP/1.0"
    parked = parking.ParkedStream(board, stream, slot, chunked)
    board.join(stream.key, parked)
    try:  # read after listening, so a change in between is not missed
        first = stream.begin()
    except BaseException:
        board.abandon(parked)
        raise
    if stream.done:  # nothing to wait for: a plain answer
        board.abandon(parked)
        return Response(first, mimetype="text/event-stream", headers=HEADERS)
    return parking.StreamResponse(parked, first, mimetype="text/event-stream", headers=HEADERS)


def _stream_in_thread(stream: follow.Stream, slot: StreamSlot) -> Iterator[str]:
    """The stream's transport without parking: this thread sleeps on a watch."""
    try:
        with hub().watch(stream.key, request.environ.get("gunicorn.socket")) as watch:
            text = stream.begin()  # read after the watch is live
            while True:
                if text:
                    yield text
                if stream.done or watch.gone:
                    return
                slot.refresh()
                changed = watch.wait(min(stream.next_due(time.monotonic()), slot.refresh_every))
                text = stream.changed(watch.announced()) if changed else ""
                text += stream.due(time.monotonic())
    finally:
        slot.release()
