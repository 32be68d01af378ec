"""One Redis subscription per API process, fanned out to every follower.

A follower (an SSE stream or a long poll) listens on its game and holds no
Redis connection of its own: under gunicorn's worker its connection is
parked and its game's ``parking.Group`` listens for it; otherwise (the Flask
test client, or past a process's parking capacity) it registers a ``Watch``
and sleeps on it. The process's ``Hub`` keeps a single pub/sub connection in
a background thread (a greenlet under gunicorn's gevent worker, which
patches ``threading``) and notifies the listeners of a game when its channel
carries a new version.

Why ``PSUBSCRIBE game:{*}:events`` rather than subscribing per game: the
subscription never changes, so following a game costs no Redis round trip,
no confirmation handshake and no unsubscribe race; the price is that every
process hears every game's changes (a few bytes each, dropped with a dict
look-up when nobody here follows that game). That is cheap up to tens of
thousands of changes per second across the fleet; past that, subscribing
per game with reference counts is the next step.

No change is missed: a watch is registered, and the subscription confirmed,
before the follower reads the game's version, so any later change reaches
it. A message can only be lost while the connection is down; every watch is
woken when it drops and again when the subscription is back, so followers
read the game again. While the hub is down they poll (``POLL_WHEN_DOWN``),
so following degrades to slower, never to silence. Without gevent (the
Flask test client, threaded servers) the same code runs on a real thread.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager
from typing import Callable, Iterator

import redis
from redis.exceptions import RedisError

from services.api.web.metrics import FOLLOWERS
from shared import redis_conn

log = logging.getLogger(__name__)

HUB_NAME = "followers-hub"
PATTERN = "game:{*}:events"  # shared.store.channel(game_id) for every game
FEED_PATTERN = "tenant:{*}:feed:live"  # shared.store.feed_key(tenant) + ":live"
FEED_PREFIX = "feed:"  # watches of a tenant's feed: FEED_PREFIX + its channel
POLL_WHEN_DOWN = 1.0  # seconds between reads while the subscription is down
READY_WAIT = 2.0  # how long a follower waits for the subscription before polling
PING_SECONDS = 30.0  # an idle connection is checked this often


def gevent_active() -> bool:
    try:
        from gevent import monkey
    except ImportError:
        return False
    return monkey.is_module_patched("socket")


def game_of(channel: bytes) -> str:
    """The game id in ``game:{ID}:events``."""
    text = channel.decode()
    return text[len("game:{"):-len("}:events")]


class Announcements:
    """What the hub has announced on one key: the highest version, and whether
    something may have been missed (``None`` announced: the hub reconnected),
    so that the store must be read."""

    def __init__(self):
        self.version = 0
        self.reread = False

    def note(self, version: int | None) -> None:
        if version is None:
            self.reread = True
        elif version > self.version:
            self.version = version

    def take(self) -> int | None:
        """The version to catch up to, or None when the store must be read (once:
        the doubt is cleared)."""
        version = None if self.reread else self.version
        self.reread = False
        return version


class Watch:
    """A follower's interest in one game: woken on each new version."""

    def __init__(self, hub: "Hub"):
        self._hub = hub
        self._event = threading.Event()
        self._news = Announcements()  # since the watch began
        self.gone = False  # the client closed its connection
        self._watcher = None

    def watch_client(self, sock) -> None:
        """Under gevent, wake (with ``gone`` set) as soon as the client's
        socket turns readable: a follower sends nothing more, so that is its
        goodbye, and the stream ends at once instead of at its next write
        (keeping its greenlet and its slot under the stream caps meanwhile)."""
        if sock is None or not gevent_active():
            return
        from gevent import get_hub

        def _closed():
            self.gone = True
            self._watcher.stop()
            self._event.set()

        self._watcher = get_hub().loop.io(sock.fileno(), 1)
        self._watcher.start(_closed)

    def close(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher.close()
            self._watcher = None

    def notify(self, version: int | None) -> None:
        self._news.note(version)
        self._event.set()

    def announced(self) -> int | None:
        """The version to catch up to, or None when anything may have been
        missed (the subscription was down) and the follower must read."""
        version = self._news.take()
        return version if self._hub.connected else None

    def wait(self, timeout: float) -> bool:
        """Sleep until a change is announced, or ``timeout`` seconds.

        True when the caller must read the game again: something was
        announced, or the hub is down and followers poll. The event is
        cleared before the caller reads, so a change announced during the
        read wakes the next wait at once."""
        if not self._hub.connected:
            self._event.wait(max(0.0, min(timeout, POLL_WHEN_DOWN)))
            self._event.clear()
            return True
        fired = self._event.wait(max(0.0, timeout))
        self._event.clear()
        return fired


class Hub:
    """The process's single subscription and the watches it wakes."""

    def __init__(self, redis_url: str):
        self._url = redis_url
        self._tries = 0  # on a cluster: which of its nodes to listen on next
        self._lock = threading.Lock()
        self._watches: dict[str, set] = {}  # key -> listeners: Watch, parking.Group
        self._ready = threading.Event()
        self._pid: int | None = None
        self.memo = Memo(1024)  # rendered frames shared by the followers of a game

    @property
    def connected(self) -> bool:
        return self._ready.is_set()

    @property
    def following(self) -> int:
        with self._lock:
            return sum(len(w) for w in self._watches.values())

    @contextmanager
    def watch(self, game_id: str, client_socket=None) -> Iterator[Watch]:
        """Follow ``game_id`` (or a tenant's feed, ``feed_watch``); read the
        game only inside this block."""
        watch = Watch(self)
        watch.watch_client(client_socket)
        self.listen(game_id, watch)
        FOLLOWERS.inc()
        try:
            # Check-after-subscribe: the caller's first read must come after the
            # subscription is live, else a change in between would go unheard.
            self.wait_ready()
            yield watch
        finally:
            FOLLOWERS.dec()
            watch.close()
            self.unlisten(game_id, watch)

    def listen(self, key: str, listener) -> None:
        """Call ``listener.notify(version)`` on each change of ``key`` (a game id
        or ``feed_watch(...)``), and ``notify(None)`` when anything may have
        been missed. Start the subscription if this process has none yet."""
        self._start()
        with self._lock:
            self._watches.setdefault(key, set()).add(listener)

    def unlisten(self, key: str, listener) -> None:
        with self._lock:
            listeners = self._watches.get(key)
            if listeners is not None:
                listeners.discard(listener)
                if not listeners:
                    del self._watches[key]

    def wait_ready(self) -> None:
        """Wait (briefly) for the subscription: a follower reads the game only
        after it, so no change between its read and its first wake is lost.
        If Redis is down the follower goes ahead and polls."""
        self._ready.wait(READY_WAIT)

    def _start(self) -> None:
        # One listener per process; a forked child (pid changed) starts its own.
        if self._pid == os.getpid():
            return
        with self._lock:
            if self._pid == os.getpid():
                return
            self._pid = os.getpid()
            self._ready.clear()
            threading.Thread(target=self._run, name="followers-hub", daemon=True).start()

    def _run(self) -> None:
        backoff, warned = 0.1, False
        while True:
            try:
                self._listen()
            except (RedisError, OSError, ValueError) as error:
                lost = self.connected  # it was up: a new outage
                if lost or not warned:  # once per outage, not once per retry
                    log.warning("followers hub: no subscription (%s); followers poll until "
                                "it is back", error)
                    warned = True
                if lost:
                    backoff = 0.1
            self._ready.clear()
            self._wake_all()
            time.sleep(backoff)
            backoff = min(backoff * 2, 5.0)

    def _listen(self) -> None:
        # Named, so CLIENT LIST shows one hub per API process.
        client = redis.Redis.from_url(self._listen_url(), socket_keepalive=True,
                                      socket_connect_timeout=5,
                                      client_name=f"{HUB_NAME}-{os.getpid()}")
        pubsub = client.pubsub()
        try:
            pubsub.psubscribe(PATTERN, FEED_PATTERN)
            last_heard = time.monotonic()
            while True:
                message = pubsub.get_message(timeout=PING_SECONDS)
                now = time.monotonic()
                if message is None:
                    if now - last_heard > 3 * PING_SECONDS:
                        raise ConnectionError("no answer to pings")
                    pubsub.ping()
                    continue
                last_heard = now
                self._handle(message)
        finally:
            pubsub.close()
            client.close()

    def _listen_url(self) -> str:
        """The Redis to subscribe on. On a cluster any node will do: a PUBLISH
        reaches every node over the cluster bus (classic pub/sub, Redis 6.2; see
        docs/operations.md), so the hub takes the URL's nodes in turn, moving
        to the next when one fails."""
        if not redis_conn.is_cluster_url(self._url):
            return self._url
        nodes = redis_conn.cluster_nodes(self._url)
        self._tries += 1  # processes start on different nodes (by pid), then move on
        return redis_conn.node_url(self._url, nodes[(os.getpid() + self._tries) % len(nodes)])

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "pmessage":
            if message["pattern"] == FEED_PATTERN.encode():
                self._dispatch(FEED_PREFIX + message["channel"].decode(), None)
            else:
                self._dispatch(game_of(message["channel"]), message["data"])
        elif kind == "psubscribe":
            # (Re)subscribed, possibly after redis-py reconnected by itself:
            # anything published meanwhile is unknown, so everyone reads again.
            self._ready.set()
            self._wake_all()

    def _dispatch(self, game_id: str, data: bytes | None) -> None:
        with self._lock:
            watches = list(self._watches.get(game_id, ()))
        if not watches:
            return
        try:
            version = int(data) if data is not None else None
        except ValueError:
            version = None
        for watch in watches:
            watch.notify(version)

    def _wake_all(self) -> None:
        with self._lock:
            watches = [w for ws in self._watches.values() for w in ws]
        for watch in watches:
            watch.notify(None)


class Memo:
    """A small LRU of computed values where concurrent callers asking for
    the same key wait for the first one instead of computing it again
    (the followers of one game all wake for the same change)."""

    def __init__(self, size: int):
        self._size = size
        self._done: OrderedDict = OrderedDict()
        self._running: dict = {}
        self._lock = threading.Lock()

    def get(self, key, compute: Callable):
        with self._lock:
            if key in self._done:
                self._done.move_to_end(key)
                return self._done[key]
            running = self._running.get(key)
            if running is None:
                running = self._running[key] = threading.Event()
                owner = True
            else:
                owner = False
        if not owner:
            running.wait(10.0)
            with self._lock:
                if key in self._done:
                    return self._done[key]
            return compute()  # the first caller failed; do it ourselves
        try:
            value = compute()
            with self._lock:
                self._done[key] = value
                while len(self._done) > self._size:
                    self._done.popitem(last=False)
            return value
        finally:
            with self._lock:
                self._running.pop(key, None)
            running.set()


def feed_watch(feed_key: str) -> str:
    """The key of a tenant feed's watches (its live channel, prefixed)."""
    return f"{FEED_PREFIX}{feed_key}:live"
