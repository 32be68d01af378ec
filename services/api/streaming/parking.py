"""Parked followers: a waiting follower costs a socket and a small record, not a greenlet.

Under gunicorn's gevent worker each connection is served by a greenlet, and
a greenlet asleep in the middle of a Flask request keeps its saved stack,
the request's objects and gunicorn's parser: about 30 KiB. A follower (a
game's event stream, the tenant feed, a long poll) spends nearly all its
life waiting, so once its answer has begun its connection is *parked*: the
request's greenlet writes the response head and what is already there,
hands a duplicate of the socket to this process's ``Parking`` and returns
gunicorn's ``ALREADY_HANDLED``; ``gunicorn_worker.Worker`` then drops its
own copy of the socket and the greenlet ends.

What stays per parked follower is its socket, what it needs to render what
comes next, and a libev watcher that notices the client hanging up. The
process's hub (``followers.py``) notifies a watched key's ``Group``; one
short greenlet per change renders and writes for every parked follower of
that key (renders are shared by viewer through the hub's memo). Writes never
block: what the kernel does not take waits in the connection's buffer and
is flushed when the socket turns writable; a client that falls too far
behind is dropped and resumes with ``Last-Event-ID``. One ticker greenlet
sends heartbeats, ends streams at their deadline, renews the stream leases
and, while the subscription is down, makes every group poll.

A long poll parks the same way; when its game reaches the wanted version
(or its time is up) the request is dispatched again through the app, marked
as resumed (no second rate-limit count, no second wait), and that answer is
written with ``Connection: close``.

Without the gevent worker (the Flask test client) nothing is parked: the
follower runs in its request's thread (``live.py``). Parked or not, what a
follower sends and when it ends is decided by the same ``follow.Stream`` or
``follow.Wait``; only the transport differs.

What this relies on in gunicorn (none of it documented API) is listed, and
checked against the installed gunicorn, in ``tests/service/test_gunicorn_contract.py``.
"""

from __future__ import annotations

import _socket
import io
import logging
import os
import sys
import time
from email.utils import formatdate

import gevent
from flask import Flask, Response
from gunicorn.workers.base_async import ALREADY_HANDLED

from services.api.streaming.follow import Stream, Wait
from services.api.streaming.followers import POLL_WHEN_DOWN, Announcements, Hub
from services.api.trust.ratelimit import StreamSlot
from services.api.web.metrics import FOLLOWERS

log = logging.getLogger(__name__)

# Set in each worker process by ``gunicorn_worker.Worker``: whether connections
# can be parked, and how many at most (WEB_CONNECTIONS, as gunicorn's own
# bound on the connections it serves; past it a follower keeps its greenlet).
enabled = False
capacity = 0
MAX_PENDING = 256 * 1024  # bytes a client may fall behind before it is dropped
FLUSH_SECONDS = 10.0  # how long an ended stream may take to drain before it is cut
TICK_SECONDS = 0.5
RESUMED = "game_service.resumed"  # environ key of a long poll dispatched again


class Connection:
    """A parked client socket: writes that never block, and hang-up detection.

    Its callbacks run in gevent's hub, so nothing here may wait; what needs
    Redis (giving back the stream's lease) is left to ``on_close`` callers."""

    __slots__ = ("_sock", "_pending", "_reader", "_writer", "_closing_since", "closed",
                 "_on_close")

    def __init__(self, client_socket, on_close):
        fd = os.dup(client_socket.fileno())  # gunicorn closes its own copy
        self._sock = _socket.socket(fileno=fd)
        self._sock.setblocking(False)
        self._pending = b""
        self._closing_since: float | None = None
        self.closed = False
        self._on_close = on_close
        self._reader = gevent.get_hub().loop.io(fd, 1)
        self._writer = None
        self._reader.start(self._readable)

    def send(self, data: bytes) -> None:
        if self.closed or self._closing_since is not None:
            return
        if self._pending:
            self._pending += data
            if len(self._pending) > MAX_PENDING:
                self.close()  # too far behind: it resumes with Last-Event-ID
            return
        self._pending = data
        self._flush()

    def finish(self, tail: bytes = b"") -> None:
        """Send ``tail``, then close once everything has been taken by the kernel."""
        self.send(tail)
        if not self.closed:
            self._closing_since = time.monotonic()
            if not self._pending:
                self.close()

    def overdue(self, now: float) -> bool:
        """An ended stream whose client has not taken its last bytes in time."""
        return self._closing_since is not None and now - self._closing_since > FLUSH_SECONDS

    def _flush(self) -> None:
        try:
            sent = self._sock.send(self._pending)
        except BlockingIOError:
            sent = 0
        except OSError:
            self.close()
            return
        self._pending = self._pending[sent:]
        if self._pending:
            if self._writer is None:
                self._writer = gevent.get_hub().loop.io(self._sock.fileno(), 2)
                self._writer.start(self._flush)
        else:
            if self._writer is not None:
                self._writer.stop()
                self._writer.close()
                self._writer = None
            if self._closing_since is not None:
                self.close()

    def _readable(self) -> None:
        # A follower sends nothing after its request: readable means the
        # client hung up (or sent something it should not: dropped).
        try:
            data = self._sock.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for watcher in (self._reader, self._writer):
            if watcher is not None:
                watcher.stop()
                watcher.close()
        self._reader = self._writer = None
        self._pending = b""
        try:
            self._sock.close()
        except OSError:
            pass
        on_close, self._on_close = self._on_close, None  # no cycle left with its owner
        on_close()


def response_head(status: str, headers: list[tuple[str, str]], extra: list[tuple[str, str]]) -> bytes:
    lines = [f"HTTP/1.1 {status}"]
    lines += [f"{name}: {value}" for name, value in headers]
    lines += [f"{name}: {value}" for name, value in extra]
    lines.append(f"Date: {formatdate(usegmt=True)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


class Parked:
    """What both parked kinds share: the connection, once attached, and
    what happens to a notification that comes before it."""

    __slots__ = ("conn", "slot", "missed", "_parking")

    def __init__(self, parking: "Parking", slot: StreamSlot):
        self._parking, self.slot = parking, slot
        self.conn: Connection | None = None  # until its first answer is written
        self.missed = False  # notified before it was attached

    def attach(self, client_socket) -> None:
        self.conn = Connection(client_socket, self._closed)
        self._parking.started(self)

    def deliver(self, announced: int | None) -> None:
        """Act on a change (in a group's greenlet: it may read Redis)."""
        if self.conn is None:
            self.missed = True  # caught up on once attached (``Parking.started``)
        elif not self.conn.closed:
            self._deliver(announced)

    def _deliver(self, announced: int | None) -> None:
        raise NotImplementedError

    def _closed(self) -> None:
        self._parking.stopped(self)


class ParkedStream(Parked):
    """An event stream parked on its connection: ``follow.Stream`` decides what
    is sent and when it ends; this writes it (chunked, or until close)."""

    __slots__ = ("stream", "chunked")

    def __init__(self, parking: "Parking", stream: Stream, slot: StreamSlot, chunked: bool):
        super().__init__(parking, slot)
        self.stream, self.chunked = stream, chunked

    @property
    def key(self) -> str:
        return self.stream.key

    def encode(self, text: str) -> bytes:
        data = text.encode()
        return b"%x\r\n%s\r\n" % (len(data), data) if self.chunked and data else data

    def _deliver(self, announced: int | None) -> None:
        """Write what is new."""
        if not self.stream.done:
            self._write(self.stream.changed(announced))

    def tick(self, now: float) -> None:
        if self.conn.overdue(now):
            self.conn.close()
        elif not self.stream.done:
            self._write(self.stream.due(now))

    def _write(self, text: str) -> None:
        if text:
            self.conn.send(self.encode(text))
        if self.stream.done:
            self.end()

    def end(self) -> None:
        self.stream.stop()
        self.conn.finish(b"0\r\n\r\n" if self.chunked else b"")

    def fail(self) -> None:
        """What is new could not be read (Redis): end the stream, so the client
        resumes with Last-Event-ID instead of silently missing it."""
        if self.conn is not None and not self.conn.closed:
            self.end()


class ParkedLongPoll(Parked):
    """A long poll parked until ``follow.Wait`` is over: its game reached the
    wanted version, or its time is up."""

    __slots__ = ("wait", "environ", "answered")

    def __init__(self, parking: "Parking", wait: Wait, environ: dict, slot: StreamSlot):
        super().__init__(parking, slot)
        self.wait, self.environ = wait, environ
        self.answered = False

    @property
    def key(self) -> str:
        return self.wait.key

    def _deliver(self, announced: int | None) -> None:
        """Answer once the game has reached the wanted version."""
        if self.answered:
            return
        from services.api.play.context import res

        if self.wait.reached(announced, res().store):
            self.answer()

    def tick(self, now: float) -> None:
        if self.conn.overdue(now):
            self.conn.close()
        elif self.wait.expired(now) and not self.answered:
            self._parking.spawn(self.answer)

    def fail(self) -> None:
        """The version could not be read: answer now (the app says what it can,
        503 while the store is down)."""
        if self.conn is not None:
            self.answer()

    def answer(self) -> None:
        """Dispatch the request again, marked as resumed, and write its answer."""
        if self.answered:
            return
        self.answered = True
        self.slot.release()  # no longer waiting: no longer a stream
        self.conn.finish(self._parking.dispatch(self.environ))


class Group:
    """The parked followers of one key, woken together by the hub."""

    def __init__(self, parking: "Parking", key: str):
        self._parking, self.key = parking, key
        self.members: set = set()
        self._news = Announcements()
        self._dirty = False
        self._running = False

    def notify(self, version: int | None) -> None:
        """Called by the hub: render and write for everyone, in one greenlet."""
        self._news.note(version)
        self._dirty = True
        if not self._running:
            self._running = True
            self._parking.spawn(self._run)

    def _run(self) -> None:
        try:
            while self._dirty:
                self._dirty = False
                announced = self._news.take()
                for member in list(self.members):
                    try:
                        member.deliver(announced)
                    except Exception:  # noqa: BLE001 - one follower must not stop the others
                        log.warning("parked follower of %s not served", self.key, exc_info=True)
                        member.fail()
        finally:
            self._running = False
            if self._dirty:  # notified as the loop ended
                self.notify(None)


class Parking:
    """The parked followers of this process."""

    def __init__(self, app: Flask, hub: Hub):
        self._app, self._hub = app, hub
        self._groups: dict[str, Group] = {}
        self._parked: set = set()
        self._ticker = None
        self._polled = 0.0

    @property
    def count(self) -> int:
        return len(self._parked)

    def can_park(self, environ: dict) -> bool:
        """Whether this request's connection can be parked: under the gevent
        worker, for a GET (a HEAD has no body to follow) over HTTP/1.x (the
        socket carries this request alone, and the answer is written as HTTP/1.1),
        while there is room."""
        return (enabled and environ.get("REQUEST_METHOD") == "GET"
                and environ.get("SERVER_PROTOCOL", "").startswith("HTTP/1.")
                and "gunicorn.socket" in environ and len(self._parked) < capacity)

    # -- joining and leaving -------------------------------------------------------------

    def join(self, key: str, member) -> None:
        """Listen for ``key`` on behalf of ``member`` before it first reads."""
        group = self._groups.get(key)
        if group is None:
            group = self._groups[key] = Group(self, key)
            self._hub.listen(key, group)
        group.members.add(member)
        FOLLOWERS.inc()  # counted from here, as a follower waiting in a thread is
        self._hub.wait_ready()

    def leave(self, key: str, member) -> None:
        if self._detach(key, member):
            FOLLOWERS.dec()

    def _detach(self, key: str, member) -> bool:
        """Stop notifying ``member``; whether it was listening."""
        group = self._groups.get(key)
        if group is None or member not in group.members:
            return False
        group.members.discard(member)
        if not group.members:
            del self._groups[key]
            self._hub.unlisten(key, group)
        return True

    def started(self, member) -> None:
        """``member`` is attached to its socket: count it, and catch up on
        anything announced while its first answer was being written."""
        self._parked.add(member)
        self._start_ticker()
        if member.missed:
            group = self._groups.get(member.key)
            if group is not None:
                group.notify(None)

    def stopped(self, member) -> None:
        """The member's connection closed (maybe in gevent's hub: nothing may wait):
        it is no longer notified now; its stream slot is given back in a greenlet,
        and only then does it stop counting as a follower (so a follower no longer
        counted never still holds its slot)."""
        self._parked.discard(member)
        listening = self._detach(member.key, member)
        self.spawn(self._give_back, member, listening)

    def _give_back(self, member, listening: bool) -> None:
        member.slot.release()
        if listening:
            FOLLOWERS.dec()

    def abandon(self, member) -> None:
        """``member`` will not be parked after all (nothing to wait for, or its
        client left while its first answer was written)."""
        self.leave(member.key, member)
        member.slot.release()

    # -- greenlets -----------------------------------------------------------------------------

    def spawn(self, function, *args) -> None:
        gevent.spawn(self._in_app, function, *args)

    def _in_app(self, function, *args) -> None:
        with self._app.app_context():
            function(*args)

    def _start_ticker(self) -> None:
        if self._ticker is None or self._ticker.dead:
            self._ticker = gevent.spawn(self._in_app, self._tick_forever)

    def _tick_forever(self) -> None:
        while self._parked:
            gevent.sleep(TICK_SECONDS)
            now = time.monotonic()
            for member in list(self._parked):
                try:
                    member.tick(now)
                    member.slot.refresh()
                except Exception:  # noqa: BLE001 - keep ticking for the others
                    log.warning("parked follower tick failed", exc_info=True)
            if not self._hub.connected and now - self._polled >= POLL_WHEN_DOWN:
                self._polled = now  # the subscription is down: everyone polls
                for group in list(self._groups.values()):
                    group.notify(None)

    def close_all(self) -> None:
        """End every parked follower (the process is stopping); clients reconnect."""
        for member in list(self._parked):
            member.conn.close()
            member.slot.release()  # now, not in a greenlet that may never run

    # -- long polls: the answer, once the wait is over -----------------------------------------

    def dispatch(self, environ: dict) -> bytes:
        """The app's answer to a resumed long poll, as bytes on the wire."""
        answer: list = []

        def start_response(status, headers, exc_info=None):
            answer[:] = [status, headers]

        environ = dict(environ, **{"wsgi.input": io.BytesIO(), "wsgi.errors": sys.stderr})
        # Flask's own entry, not the middleware around it: the body deadline and
        # the proxy fix were applied when the request first came in.
        iterable = Flask.wsgi_app(self._app, environ, start_response)
        try:
            body = b"".join(iterable)
        finally:
            if hasattr(iterable, "close"):
                iterable.close()
        status, headers = answer
        headers = [(n, v) for n, v in headers if n.lower() not in ("content-length", "connection")]
        return response_head(status, headers, [("Content-Length", str(len(body))),
                                               ("Connection", "close")]) + body


def resumable(environ: dict, resumed: dict) -> dict:
    """What a parked long poll keeps of its request to dispatch it again: the
    plain values of its environ (no socket, no body, no request objects), and
    ``resumed`` (what the first dispatch learned: tenant, rate-limit tally)."""
    kept = {k: v for k, v in environ.items()
            if isinstance(v, (str, bool, tuple)) and not k.startswith(("werkzeug.", "gunicorn."))}
    kept[RESUMED] = resumed
    return kept


def parking() -> Parking:
    from flask import current_app

    return current_app.extensions["parking"]


# -- the responses that park ----------------------------------------------------------------------

class StreamResponse(Response):
    """An event stream's answer: its head and first frames are written here,
    then the connection is parked."""

    automatically_set_content_length = False  # its length is unknown: chunked or until close

    def __init__(self, parked: ParkedStream, first: str, **kwargs):
        super().__init__(**kwargs)
        self._parked, self._first = parked, first

    def __call__(self, environ, start_response):
        parked = self._parked
        extra = [("Connection", "close")]
        if parked.chunked:
            extra.append(("Transfer-Encoding", "chunked"))
        head = response_head(self.status, list(self.get_wsgi_headers(environ).items()), extra)
        client = environ["gunicorn.socket"]
        try:
            client.sendall(head + parked.encode(self._first))
        except OSError:
            parked._parking.abandon(parked)
            raise
        parked.attach(client)
        return ALREADY_HANDLED


class LongPollResponse(Response):
    """A long poll's placeholder: nothing is written until the wait is over
    (``ParkedLongPoll.answer``); the connection is parked meanwhile."""

    parked_placeholder = True  # not an answer: metrics skip it

    def __init__(self, parked: ParkedLongPoll):
        super().__init__(status=200)
        self._parked = parked

    def __call__(self, environ, start_response):
        self._parked.attach(environ["gunicorn.socket"])
        return ALREADY_HANDLED
