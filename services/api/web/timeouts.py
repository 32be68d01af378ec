"""Slow clients are cut off without holding capacity.

* **Request head**: gunicorn's gevent worker reads each request's head
  (request line and headers) under ``gevent.Timeout(keepalive)``, counted
  from the connection's start or the end of the previous answer; a client
  that has not sent a whole head by then is disconnected. ``gunicorn_conf``
  sets ``keepalive`` to ``HEADER_TIMEOUT_SECONDS``.
* **Request body**: read by the application, so bounded here: the body must
  arrive within ``BODY_TIMEOUT_SECONDS`` of the head, else 408
  ``request_timeout`` and the connection is closed (reading side shut, so
  gunicorn does not wait for the rest of the body either).

Both need gevent (the worker class): a timer interrupts the waiting
greenlet. Without gevent (the Flask test client) the body passes through.
"""

from __future__ import annotations

import socket
import time

from services.api.streaming.followers import gevent_active
from services.api.web.errors import ApiError
from shared.i18n import N_


class _DeadlineInput:
    """``wsgi.input`` whose reads fail with 408 once the deadline has passed."""

    def __init__(self, stream, deadline: float, sock):
        self._stream, self._deadline, self._sock = stream, deadline, sock

    def _call(self, method, *args):
        import gevent

        left = self._deadline - time.monotonic()
        timer = gevent.Timeout(max(left, 0.001))
        timer.start()
        try:
            return method(*args)
        except gevent.Timeout as fired:
            if fired is not timer:
                raise
            self._cut_off()
            raise ApiError(408, "request_timeout",
                           N_("The request body did not arrive in time.")) from None
        finally:
            timer.close()

    def _cut_off(self) -> None:
        if self._sock is not None:
            try:
                self._sock.shutdown(socket.SHUT_RD)
            except OSError:
                pass

    def read(self, *args):
        return self._call(self._stream.read, *args)

    def readline(self, *args):
        return self._call(self._stream.readline, *args)

    def readlines(self, *args):
        return self._call(self._stream.readlines, *args)

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line


class BodyDeadline:
    """WSGI middleware bounding the time the request body may take."""

    def __init__(self, app, seconds: float):
        self.app = app
        self.seconds = seconds

    def __call__(self, environ, start_response):
        if self.seconds > 0 and gevent_active() and "wsgi.input" in environ:
            environ["wsgi.input"] = _DeadlineInput(
                environ["wsgi.input"], time.monotonic() + self.seconds,
                environ.get("gunicorn.socket"))
        return self.app(environ, start_response)
