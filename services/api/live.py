"""Following a game live: long polling and Server-Sent Events.

Every change publishes the game's new version on its Redis channel; waiting
requests subscribe to it. Events are the game's history entries (their ids
are versions), filtered for the viewer, so a stream resumed with
``Last-Event-ID`` misses nothing.
"""

from __future__ import annotations

import json
import time
from typing import Iterator

from shared import gamedoc, jobs, store as store_mod
from shared.games import GAMES, GameRules
from shared.store import GameNotFound

from . import present
from .context import res

HEARTBEAT_SECONDS = 15.0
TERMINAL = gamedoc.TERMINAL


def wait_for_version(game_id: str, wanted: int, timeout: float) -> None:
    """Return once the game is at version >= wanted, or after ``timeout`` s."""
    store = res().store
    pubsub = res().redis.pubsub(ignore_subscribe_messages=True)
    try:
        pubsub.subscribe(store_mod.channel(game_id))
        deadline = time.monotonic() + timeout
        # Checked after subscribing, so a change in between is not missed.
        while (store.version(game_id) or 0) < wanted:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            pubsub.get_message(timeout=min(left, 5.0))
    finally:
        pubsub.close()


def repair_pending_job(doc: dict, rules: GameRules) -> None:
    """Queue the job this version needs if it is missing or failed for good.

    Queuing follows the store write, so a process that died between the two
    would leave an AI turn or the scoring undone; any later read puts it
    back (job ids are unique per version, so this never queues twice). An AI
    turn whose job failed gets its fallback (``jobs.schedule_pending``).
    """
    if present.pending_job_id(doc, rules) is not None:
        jobs.schedule_pending(res().redis, doc, rules, res().settings)


def _format(entry: dict, game: dict | None) -> str:
    payload = dict(entry)
    if game is not None:
        payload["game"] = game
    return f"id: {entry['version']}\nevent: {entry['type']}\ndata: {json.dumps(payload)}\n\n"


def stream(game_id: str, viewer: int | None, after: int) -> Iterator[str]:
    """SSE frames for every entry after version ``after``, then live ones.

    The newest entry also carries the viewer's full game view, so a client
    can redraw from the event alone. The stream ends when the game does, or
    after ``SSE_MAX_SECONDS`` (the client reconnects with Last-Event-ID).
    """
    resources = res()
    store = resources.store
    pubsub = resources.redis.pubsub(ignore_subscribe_messages=True)
    pubsub.subscribe(store_mod.channel(game_id))
    deadline = time.monotonic() + resources.settings.sse_max_seconds
    yield "retry: 2000\n\n"
    try:
        while True:
            try:
                loaded = store.load(game_id)
            except GameNotFound:
                return
            rules = GAMES[loaded.doc["type"]]
            state = gamedoc.state_of(loaded.doc, rules)
            while after < loaded.version:
                batch = store.history(game_id, after, 100)
                if not batch:
                    break
                for raw in batch:
                    latest = raw["version"] == loaded.version
                    game = present.game(loaded.doc, rules, viewer, state) if latest else None
                    yield _format(present.entry(raw, rules, state, viewer), game)
                    after = raw["version"]
            if loaded.doc["status"] in TERMINAL or time.monotonic() >= deadline:
                return
            message = pubsub.get_message(timeout=min(HEARTBEAT_SECONDS,
                                                     max(0.0, deadline - time.monotonic())))
            if message is None:
                yield ": keep-alive\n\n"
    finally:
        pubsub.close()
