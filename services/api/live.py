"""Following a game live: long polling and Server-Sent Events.

Every change publishes the game's new version on its Redis channel; the
process's hub (``followers.py``) hears it on its one subscription and wakes
the followers of that game. Events are the game's history entries (their
ids are versions), filtered for the viewer, so a stream resumed with
``Last-Event-ID`` misses nothing.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Iterator

from flask import current_app, request
from rq.job import Job

from shared import gamedoc, jobs
from shared.games import GAMES, GameRules
from shared.store import GameNotFound

from . import present
from .context import res
from .followers import Hub
from .ratelimit import StreamSlot

HEARTBEAT_SECONDS = 15.0
TERMINAL = gamedoc.TERMINAL
SHARED_BATCH = 8  # versions at most in a batch kept for the other followers


def hub() -> Hub:
    return current_app.extensions["followers"]


def wait_for_version(game_id: str, wanted: int, timeout: float, slot: StreamSlot) -> None:
    """Return once the game is at version >= wanted, or after ``timeout`` s."""
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


def _format(entry: dict, game: dict | None) -> str:
    payload = dict(entry)
    if game is not None:
        payload["game"] = game
    return f"id: {entry['version']}\nevent: {entry['type']}\ndata: {json.dumps(payload)}\n\n"


@dataclass(frozen=True)
class Batch:
    """The frames after some version, up to ``version``; ``over`` once the game ended."""

    frames: tuple[str, ...]
    version: int
    over: bool


def _render(game_id: str, viewer: int | None, after: int) -> Batch | None:
    """Every entry after ``after`` for ``viewer``; None if the game is gone.

    The newest entry also carries the viewer's full game view, so a client
    can redraw from the event alone."""
    store = res().store
    try:
        loaded = store.load(game_id)
    except GameNotFound:
        return None
    rules = GAMES[loaded.doc["type"]]
    state = gamedoc.state_of(loaded.doc, rules)
    frames = []
    while after < loaded.version:
        batch = [raw for raw in store.history(game_id, after, 100)
                 if raw["version"] <= loaded.version]  # newer ones come next round
        if not batch:
            break
        for raw in batch:
            latest = raw["version"] == loaded.version
            game = present.game(loaded.doc, rules, viewer, state) if latest else None
            frames.append(_format(present.entry(raw, rules, state, viewer), game))
            after = raw["version"]
    return Batch(tuple(frames), after, loaded.doc["status"] in TERMINAL)


def _frames(game_id: str, viewer: int | None, after: int, announced: int) -> Batch | None:
    """``_render``, shared by the followers woken by the same announced version.

    The followers of a game wake together for one change; the first renders
    each viewer's frames and the others reuse them (the history and every
    version's document never change, so the result is the same for all)."""
    if not after < announced <= after + SHARED_BATCH:  # a resume or a laggard: its own
        return _render(game_id, viewer, after)
    return hub().memo.get((game_id, announced, viewer, after),
                          lambda: _render(game_id, viewer, after))


def stream(game_id: str, viewer: int | None, after: int, slot: StreamSlot) -> Iterator[str]:
    """SSE frames for every entry after version ``after``, then live ones.

    The stream ends when the game does, or after ``SSE_MAX_SECONDS`` (the
    client reconnects with Last-Event-ID). ``slot`` (the stream's place
    under the caps) is kept alive while it runs and given back at the end.
    """
    try:
        deadline = time.monotonic() + res().settings.sse_max_seconds
        with hub().watch(game_id, request.environ.get("gunicorn.socket")) as watch:
            yield "retry: 2000\n\n"
            last_write = time.monotonic()
            changed = True  # the first read comes after the watch is live
            while True:
                if changed:
                    batch = _frames(game_id, viewer, after, watch.version)
                    if batch is None:
                        return
                    for frame in batch.frames:
                        yield frame
                    if batch.frames:
                        last_write = time.monotonic()
                    after = batch.version
                    if batch.over:
                        return
                now = time.monotonic()
                if now >= deadline or watch.gone:
                    return
                if now - last_write >= HEARTBEAT_SECONDS:
                    yield ": keep-alive\n\n"
                    last_write = now
                slot.refresh()
                changed = watch.wait(min(HEARTBEAT_SECONDS - (now - last_write),
                                         deadline - now, slot.refresh_every))
    finally:
        slot.release()
