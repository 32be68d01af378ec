"""A real HTTP receiver for webhook tests: a server on 127.0.0.1 that keeps
every request and answers as the test tells it (fail the next N requests,
hold a request until released, never answer, or answer a byte at a time)."""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Receiver:
    ANSWER = b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n"

    def __init__(self, mode: str = "answer", trickle_seconds: float = 2.0):
        """``mode``: ``answer`` (as told by ``fail_next`` and ``hold``), ``hang``
        (take the request, never answer) or ``trickle`` (answer 204, one byte
        every ``trickle_seconds``)."""
        self.requests: list[dict] = []  # {"headers", "body", "status", "at"} in arrival order
        self.fail_next = 0
        self.hold = threading.Event()
        self.hold.set()  # set: answer at once
        self.closing = threading.Event()
        self.changed = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802  (http.server's name)
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with receiver.changed:
                    status = 500 if receiver.fail_next > 0 else 204
                    receiver.fail_next = max(0, receiver.fail_next - 1)
                    receiver.requests.append({"headers": {k.lower(): v for k, v in
                                                          self.headers.items()},
                                              "body": body, "status": status,
                                              "at": time.monotonic()})
                    receiver.changed.notify_all()
                if mode == "hang":
                    receiver.closing.wait()
                    return
                if mode == "trickle":
                    self._trickle()
                    return
                receiver.hold.wait(60)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def _trickle(self):
                try:
                    for byte in receiver.ANSWER:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        if receiver.closing.wait(trickle_seconds):
                            return
                except OSError:
                    pass  # the caller gave up and closed the connection

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait_for(self, predicate, timeout: float = 30.0) -> None:
        """Block until ``predicate(requests)`` holds (asserting it does in time)."""
        with self.changed:
            assert self.changed.wait_for(lambda: predicate(self.requests), timeout), \
                f"receiver: condition not met; got {len(self.requests)} requests"

    def close(self) -> None:
        self.closing.set()
        self.hold.set()
        self.server.shutdown()
        self.server.server_close()
