"""What parking (``services/api/streaming/parking.py``) relies on in gunicorn, checked against
the installed gunicorn.

None of it is documented API: it is how gunicorn's gevent worker
(``gunicorn.workers.ggevent.GeventWorker`` on ``base_async.AsyncWorker``)
behaves today. Each test checks one behaviour and names it when it fails, so a
gunicorn upgrade that changes it stops here rather than in production:

1. ``gunicorn.workers.base_async.ALREADY_HANDLED`` exists, and a WSGI app that
   returns it gets nothing written by gunicorn: no status line before the
   app's own bytes, nothing after (``AsyncWorker.handle_request`` asks
   ``is_already_handled`` before writing; ``gunicorn_worker.Worker``
   overrides that hook and raises ``StopIteration``).
2. That ``StopIteration`` ends the connection in gunicorn: its copy of the
   socket is closed at once (not kept alive for another request, and a
   pipelined request is never read), and the connection's greenlet and its
   place in the pool (``worker_connections``) are free, so a process holds
   more parked connections than its pool.
3. gunicorn closes its copy with ``close()``, not ``shutdown()``: a duplicate
   of the socket (``os.dup``) keeps the connection open and writable.
4. ``environ["gunicorn.socket"]`` is the client's connection, a gevent
   (cooperative, blocking) socket with a ``fileno()``, written to by nobody
   before the app; ``SERVER_PROTOCOL`` is the request's own version
   (HTTP/1.0 streams are not chunked).
5. ``Worker.load_wsgi`` runs in each worker process after gevent's
   monkey-patching and before the first request (parking is switched on
   there), and ``worker.worker_connections`` is the configured
   ``WEB_CONNECTIONS`` (parking's capacity).
6. On a graceful stop the ``worker_exit`` hook runs in the worker with
   ``worker.wsgi`` the loaded app (``gunicorn_conf.worker_exit`` ends the
   parked followers through ``app.extensions["parking"]``), and the stop does
   not wait for parked connections (they are not in gunicorn's pool).
7. The project's configuration serves HTTP/1.x only (gunicorn's HTTP/2 is
   off), so a connection carries one request at a time in HTTP/1 framing.

Served: ``gunicorn_probe.py`` (an app that parks as parking does) with the
project's ``gunicorn_conf.py`` and worker class, one process.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import time

import pytest

from services import redis_server

from .conftest import start_api, stop_process
from .gunicorn_probe import HEAD, LATER_SECONDS

CONNECTIONS = 2  # WEB_CONNECTIONS: gunicorn's pool in the probe's one process
KEEPALIVE = 30  # HEADER_TIMEOUT_SECONDS: gunicorn's keep-alive, far above what a test waits
PROBE = "tests.service.gunicorn_probe:app"


def start_probe(redis_url: str):
    port = redis_server.free_port()
    process = start_api(redis_url, port, app=PROBE, WEB_CONCURRENCY=1,
                        WEB_CONNECTIONS=CONNECTIONS, HEADER_TIMEOUT_SECONDS=KEEPALIVE)
    return process, port


@pytest.fixture(scope="module")
def probe(redis_url):
    process, port = start_probe(redis_url)
    yield port
    stop_process(process)


def connect(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=10)


def request(path: str, version: str = "1.1") -> bytes:
    return f"GET {path} HTTP/{version}\r\nHost: probe\r\n\r\n".encode()


def read_until_closed(sock: socket.socket, seconds: float) -> tuple[bytes, float]:
    """What the connection carries until the server closes it, and how long that took
    (``seconds`` or more: it was still open)."""
    began, received = time.monotonic(), b""
    sock.settimeout(0.2)
    while time.monotonic() - began < seconds:
        try:
            data = sock.recv(65536)
        except TimeoutError:
            continue
        if not data:
            return received, time.monotonic() - began
        received += data
    return received, seconds


def read_exactly(sock: socket.socket, wanted: bytes, seconds: float) -> bytes:
    sock.settimeout(seconds)
    received = b""
    try:
        while len(received) < len(wanted):
            data = sock.recv(65536)
            if not data:
                break
            received += data
    except TimeoutError:
        pass
    return received


def facts(port: int, version: str = "1.1") -> dict:
    with connect(port) as sock:
        sock.sendall(f"GET /facts HTTP/{version}\r\nHost: probe\r\nConnection: close\r\n\r\n"
                     .encode())
        answer, _ = read_until_closed(sock, 10)
    return json.loads(answer.split(b"\r\n\r\n", 1)[1])


@pytest.fixture(scope="module")
def parked_once(probe) -> tuple[bytes, float]:
    """``/park`` once: what the client received until the connection closed, and when."""
    with connect(probe) as sock:
        sock.sendall(request("/park"))
        return read_until_closed(sock, KEEPALIVE / 2)


# -- 1. ALREADY_HANDLED --------------------------------------------------------------------------

def test_already_handled_is_where_parking_imports_it():
    from gunicorn.workers import base_async
    from gunicorn.workers.ggevent import GeventWorker

    from services.api.web import gunicorn_worker

    assert hasattr(base_async, "ALREADY_HANDLED"), (
        "gunicorn behaviour gone: gunicorn.workers.base_async.ALREADY_HANDLED no longer exists")
    assert hasattr(base_async.AsyncWorker, "is_already_handled"), (
        "gunicorn behaviour gone: AsyncWorker.is_already_handled, the hook gunicorn_worker."
        "Worker overrides, no longer exists")
    assert issubclass(gunicorn_worker.Worker, GeventWorker)


def test_an_app_returning_already_handled_gets_nothing_written_by_gunicorn(parked_once):
    received, _ = parked_once
    assert received.startswith(HEAD), (
        "gunicorn behaviour changed: it wrote on the connection before the app's own answer "
        f"when the app returned ALREADY_HANDLED: {received[:200]!r}")
    assert received == HEAD + b"parked later", (
        "gunicorn behaviour changed: it wrote on the connection after the app returned "
        f"ALREADY_HANDLED (is_already_handled no longer consulted?): {received!r}")


# -- 2. StopIteration ends the connection in gunicorn ------------------------------------------

def test_a_parked_connection_is_closed_by_gunicorn_not_kept_alive(parked_once):
    received, took = parked_once
    assert took < LATER_SECONDS + 3, (
        "gunicorn behaviour changed: after is_already_handled raised StopIteration gunicorn "
        f"kept its copy of the connection open ({took:.1f} s; keep-alive is {KEEPALIVE} s) "
        "instead of closing it at once")
    assert received.endswith(b" later")


def test_a_request_pipelined_behind_a_parked_one_is_not_read_by_gunicorn(probe):
    with connect(probe) as sock:
        sock.sendall(request("/park") + request("/facts"))
        received, _ = read_until_closed(sock, LATER_SECONDS + 5)
    assert received.count(b"HTTP/1.1 ") == 1 and b"parking_enabled" not in received, (
        "gunicorn behaviour changed: it went on reading requests on a connection whose "
        f"handler returned ALREADY_HANDLED (its keep-alive loop): {received!r}")


def test_parked_connections_do_not_hold_a_place_in_gunicorns_pool(probe):
    held = []
    try:
        for _ in range(3 * CONNECTIONS):  # more than the pool: each must still be served
            sock = connect(probe)
            held.append(sock)
            sock.sendall(request("/hold"))
            got = read_exactly(sock, HEAD + b"parked", 5)
            assert got == HEAD + b"parked", (
                f"gunicorn behaviour changed: with {len(held) - 1} connections parked the "
                f"next was not served within 5 s (pool of {CONNECTIONS}): a connection whose "
                "handler returned ALREADY_HANDLED still holds its greenlet and pool place")
        assert facts(probe)["parking_enabled"]
    finally:
        for sock in held:
            sock.close()


# -- 3. close(), not shutdown() ------------------------------------------------------------------

def test_a_duplicate_of_the_socket_outlives_gunicorns_close(parked_once):
    received, _ = parked_once
    assert received.endswith(b"parked later"), (
        "gunicorn behaviour changed: bytes written on a duplicate of the socket after "
        "gunicorn let go of the connection did not arrive (does it shutdown() the socket "
        f"now?): {received!r}")


# -- 4 and 5. the environ's socket, the protocol, load_wsgi and the pool size --------------------

def test_the_environ_carries_the_clients_gevent_socket_and_protocol(probe):
    seen = facts(probe)
    assert seen["socket_module"] and seen["socket_module"].startswith("gevent"), (
        "gunicorn behaviour changed: environ['gunicorn.socket'] is not the connection's gevent "
        f"socket ({seen['socket_module']})")
    assert seen["socket_blocking"] is True and isinstance(seen["socket_fileno"], int), (
        "gunicorn behaviour changed: environ['gunicorn.socket'] is not a blocking "
        f"(cooperative) socket with a file descriptor: {seen}")
    assert seen["protocol"] == "HTTP/1.1"
    assert facts(probe, "1.0")["protocol"] == "HTTP/1.0", (
        "gunicorn behaviour changed: SERVER_PROTOCOL no longer gives the request's version")


def test_load_wsgi_runs_after_patching_and_the_pool_is_web_connections(probe):
    seen = facts(probe)
    assert seen["patched_at_import"], (
        "gunicorn behaviour changed: the app was imported before gevent's monkey-patching "
        "(Worker.load_wsgi no longer runs after init_process patches)")
    assert seen["parking_enabled"], (
        "gunicorn behaviour changed: gunicorn_worker.Worker.load_wsgi was not called in the "
        "worker before the first request: parking is off")
    assert seen["parking_capacity"] == CONNECTIONS, (
        "gunicorn behaviour changed: worker.worker_connections is not the configured "
        f"WEB_CONNECTIONS ({seen['parking_capacity']} != {CONNECTIONS})")


# -- 6. the graceful stop -------------------------------------------------------------------------

def test_a_graceful_stop_calls_worker_exit_with_the_app_and_does_not_wait(redis_url):
    process, port = start_probe(redis_url)
    held = []
    try:
        for _ in range(2):
            sock = connect(port)
            sock.sendall(request("/hold"))
            assert read_exactly(sock, HEAD + b"parked", 5) == HEAD + b"parked"
            held.append(sock)
        os.killpg(process.pid, signal.SIGTERM)
        for sock in held:
            received, took = read_until_closed(sock, 8)
            assert received == b"bye", (
                "gunicorn behaviour changed: on a graceful stop the worker_exit hook was not "
                "called with worker.wsgi the loaded app (app.extensions['parking'].close_all "
                f"did not run): {received!r}")
            assert took < 8, (
                "gunicorn behaviour changed: the graceful stop waited for parked connections "
                "(graceful_timeout is 10 s)")
        process.wait(10)
    finally:
        for sock in held:
            sock.close()
        stop_process(process)


# -- 7. HTTP/1.x only ------------------------------------------------------------------------------

def test_the_project_serves_http_1_only():
    from gunicorn.config import Config

    import services.api.web.gunicorn_conf as conf

    assert not hasattr(conf, "http_protocols") and not hasattr(conf, "http2_cleartext"), (
        "services/api/web/gunicorn_conf.py configures HTTP/2: parking writes HTTP/1.1 on the socket")
    defaults = Config()
    assert list(defaults.http_protocols) == ["h1"] and defaults.http2_cleartext == "off", (
        "gunicorn behaviour changed: HTTP/2 is on by default (http_protocols "
        f"{defaults.http_protocols}, http2_cleartext {defaults.http2_cleartext})")
