"""A WSGI app that does to gunicorn what parking does (``services/api/streaming/parking.py``),
served by ``test_gunicorn_contract.py`` with the project's gunicorn configuration and
worker class, so each gunicorn behaviour parking relies on is seen on its own.

``/facts`` answers what the app saw (as JSON); ``/park`` writes a complete
answer's head and first bytes itself on ``environ["gunicorn.socket"]``, keeps a
duplicate of the socket, returns ``ALREADY_HANDLED``, and writes the rest on the
duplicate a moment later; ``/hold`` does the same and keeps the duplicate until
the worker exits (``app.extensions["parking"].close_all``, called by the
project's ``worker_exit`` hook, writes ``bye`` on each)."""

from __future__ import annotations

import json
import os

from gevent import monkey

PATCHED_AT_IMPORT = monkey.is_module_patched("socket")  # imported by load_wsgi: after patching

import gevent  # noqa: E402
from gunicorn.workers.base_async import ALREADY_HANDLED  # noqa: E402

from services.api.streaming import parking  # noqa: E402

HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n"
LATER_SECONDS = 0.3


class Held:
    """What the probe keeps of its parked connections (the parking's stand-in)."""

    def __init__(self):
        self.fds: list[int] = []

    def close_all(self) -> None:
        for fd in self.fds:
            try:
                os.write(fd, b"bye")
            finally:
                os.close(fd)
        self.fds.clear()


def app(environ, start_response):
    path = environ["PATH_INFO"]
    sock = environ.get("gunicorn.socket")
    if path in ("/facts", "/healthz"):
        body = json.dumps({
            "patched_at_import": PATCHED_AT_IMPORT,
            "parking_enabled": parking.enabled,
            "parking_capacity": parking.capacity,
            "socket_module": type(sock).__module__ if sock is not None else None,
            "socket_blocking": sock.getblocking() if sock is not None else None,
            "socket_fileno": sock.fileno() if sock is not None else None,
            "protocol": environ.get("SERVER_PROTOCOL"),
            "pid": os.getpid(),
        }).encode()
        start_response("200 OK", [("Content-Type", "application/json"),
                                  ("Content-Length", str(len(body)))])
        return [body]
    if path in ("/park", "/hold"):
        sock.sendall(HEAD + b"parked")  # gunicorn has written nothing before this
        fd = os.dup(sock.fileno())
        if path == "/hold":
            app.extensions["parking"].fds.append(fd)
        else:
            def later():
                gevent.sleep(LATER_SECONDS)  # gunicorn has closed its copy by now
                try:
                    os.write(fd, b" later")
                finally:
                    os.close(fd)

            gevent.spawn(later)
        return ALREADY_HANDLED
    start_response("404 Not Found", [("Content-Length", "0")])
    return [b""]


app.extensions = {"parking": Held()}  # what gunicorn_conf.worker_exit looks for
