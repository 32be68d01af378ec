"""A real HTTP receiver for webhook tests: a server on 127.0.0.1 that keeps
every request and answers as the test tells it (fail the next N requests,
hold a request until released)."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Receiver:
    def __init__(self):
        self.requests: list[dict] = []  # {"headers", "body", "status"} in arrival order
        self.fail_next = 0
        self.hold = threading.Event()
        self.hold.set()  # set: answer at once
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
                                              "body": body, "status": status})
                    receiver.changed.notify_all()
                receiver.hold.wait(60)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

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
        self.hold.set()
        self.server.shutdown()
        self.server.server_close()
