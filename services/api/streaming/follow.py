"""What a follower sends and when it ends, whatever carries it.

A follower (a game's event stream, the tenant feed, a long poll) has two
transports: parked on its connection under gunicorn's gevent worker
(``parking.py``), or in its request's thread (the Flask test client, or past
a process's parking capacity; ``live.py``). Both drive the objects here, so
what a follower sends, when it sends a heartbeat and when it ends are
decided in one place; a transport only carries the text and waits.

Nothing here touches Flask, gevent or a socket: the frames of a game are
rendered from a document and its history entries with the same pure code
wherever they are served.
"""

from __future__ import annotations

import json
import time
from typing import Protocol

from services.api.play import present
from shared import feed
from shared.games import GameRules

HEARTBEAT_SECONDS = 15.0
HEARTBEAT = ": keep-alive\n\n"
OPENING = "retry: 2000\n\n"


class Follower(Protocol):
    """What an event stream sends; ``live.GameFollower`` and ``feed.FeedFollower``."""

    key: str  # what it listens to on the hub
    done: bool  # nothing more will come: the stream ends

    def start(self) -> list[str]: ...  # the frames already there (read after listening)

    def advance(self, announced: int | None) -> list[str]: ...  # frames since the last call


class Stream:
    """An event stream's course: its opening, what each change adds, the
    heartbeats while nothing happens, and its end (the follower is done, or
    ``deadline``, a ``time.monotonic()`` value, has passed)."""

    __slots__ = ("follower", "deadline", "last_write")

    def __init__(self, follower: Follower, deadline: float):
        self.follower, self.deadline = follower, deadline
        self.last_write = time.monotonic()

    @property
    def key(self) -> str:
        return self.follower.key

    @property
    def done(self) -> bool:
        return self.follower.done

    def begin(self) -> str:
        """The opening and the frames already there (read after listening)."""
        text = OPENING + "".join(self.follower.start())
        self.last_write = time.monotonic()
        return text

    def changed(self, announced: int | None) -> str:
        """What a change announced at version ``announced`` adds (None: anything may
        have been missed, read again)."""
        if self.follower.done:
            return ""
        text = "".join(self.follower.advance(announced))
        if text:
            self.last_write = time.monotonic()
        return text

    def due(self, now: float) -> str:
        """What time alone brings: a heartbeat after ``HEARTBEAT_SECONDS`` of
        silence; at the deadline the stream ends (the client resumes with
        Last-Event-ID)."""
        if self.follower.done:
            return ""
        if now >= self.deadline:
            self.follower.done = True
            return ""
        if now - self.last_write >= HEARTBEAT_SECONDS:
            self.last_write = now
            return HEARTBEAT
        return ""

    def next_due(self, now: float) -> float:
        """Seconds until ``due`` has something to do."""
        return max(0.0, min(self.last_write + HEARTBEAT_SECONDS, self.deadline) - now)

    def stop(self) -> None:
        """End the stream (its news could not be read, or its transport ends it)."""
        self.follower.done = True


class Wait:
    """A long poll's course: over once its game reaches ``wanted``, or at ``deadline``."""

    __slots__ = ("key", "wanted", "deadline")

    def __init__(self, game_id: str, wanted: int, deadline: float):
        self.key, self.wanted, self.deadline = game_id, wanted, deadline

    def reached(self, announced: int | None, store) -> bool:
        """Whether the game is at the wanted version, given the version last
        ``announced`` (None: anything may have been missed, read ``store``)."""
        if announced is None:
            announced = store.version(self.key) or 0
        return announced >= self.wanted

    def expired(self, now: float) -> bool:
        return now >= self.deadline


# -- a game's frames (pure: from a document and its history entries) ------------------------------

def frame(entry: dict, game: dict | None, legacy_names: bool) -> str:
    """One frame: named like the feed's and webhooks' events (``move_applied``), or by
    the entry's type (``move``) for a client that asked for the deprecated names."""
    event = feed.event_type(entry["type"])
    payload = {**entry, "event": event}
    if game is not None:
        payload["game"] = game
    name = entry["type"] if legacy_names else event
    return f"id: {entry['version']}\nevent: {name}\ndata: {json.dumps(payload)}\n\n"


def game_frames(doc: dict, rules: GameRules, state, entries: list[dict], viewer: int | None,
                legacy_names: bool) -> list[str]:
    """The frames of history ``entries`` for ``viewer``; the entry at the document's
    version also carries the viewer's full game view, so a client can redraw from
    the event alone."""
    frames = []
    for raw in entries:
        game = present.game(doc, rules, viewer, state) if raw["version"] == doc["version"] else None
        frames.append(frame(present.entry(raw, rules, state, viewer), game, legacy_names))
    return frames
