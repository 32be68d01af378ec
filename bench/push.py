"""Push benchmark: webhook deliveries and the tenant feed's fan-out.

Starts the stack as ``make run`` configures it (embedded redis-server, the API
under gunicorn with ``services/api/web/gunicorn_conf.py``, an RQ worker for
moves) on free ports, plus a real HTTP receiver on 127.0.0.1, then:

* ``webhooks``: registers ``--hooks`` webhooks, plays ``--games`` two-human
  games of ``--moves`` moves through the API, and waits until every event
  reached every webhook; with 1 and 4 webhook workers (``RQ_QUEUES=webhooks``)
  it prints deliveries, deliveries per second and the delivery latency
  p50/p99 (from the event's time in the feed to its arrival);
* ``feed``: opens ``--followers`` SSE connections to ``GET /v1/events`` and
  plays moves, and prints events delivered / expected and the latency p50/p99
  from the event's time in the feed to its arrival at each follower.

    .venv/bin/python bench/push.py                       # both, defaults below
    .venv/bin/python bench/push.py --followers 200 --skip-webhooks
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from load import Client, Stack  # noqa: E402  (the load benchmark's stack and client)

os.environ["WEBHOOK_ALLOW_PRIVATE"] = "1"  # the receiver is on 127.0.0.1


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def event_ms(event_id: str) -> int:
    return int(event_id.split("-", 1)[0])


# -- the receiver ----------------------------------------------------------------------

class Receiver:
    def __init__(self):
        self.arrivals: list[tuple[str, str, float]] = []  # (path, webhook-id, arrival ms)
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self):  # noqa: N802
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                now = time.time() * 1000
                with receiver.lock:
                    receiver.arrivals.append((self.path, self.headers["webhook-id"], now))
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


# -- driving games ---------------------------------------------------------------------

def play_games(port: int, games: int, moves: int) -> int:
    """Two-human ISAAC games played over the API; the number of changes made."""
    client = Client(port)
    changes = 0
    for _ in range(games):
        status, made = client.request("POST", "/v1/games",
                                      {"type": "isaac", "seats": [{"kind": "human"}] * 2})
        assert status == 201, made
        changes += 1
        game_id, tokens = made["game"]["id"], made["seat_tokens"]
        for _ in range(moves):
            _, legal = client.request("GET", f"/v1/games/{game_id}/legal-moves")
            if not legal["moves"]:
                break
            token = tokens[str(legal["to_move"])]
            status, _ = client.request("POST", f"/v1/games/{game_id}/moves",
                                       {"move": legal["moves"][0]}, token)
            assert status == 200
            changes += 1
    return changes


def feed_ids(stack: Stack) -> list[str]:
    import redis

    from shared.store import feed_key

    connection = redis.Redis.from_url(stack.redis_url)
    return [raw.decode() for raw, _ in connection.xrange(feed_key(None))]


# -- webhooks -----------------------------------------------------------------------------

def bench_webhooks(args, workers: int) -> dict:
    stack = Stack(argparse.Namespace(api_workers=2, rq_workers=1, keep=False))
    receiver = Receiver()
    hook_workers = []
    try:
        stack.start()
        env = dict(stack.env(), RQ_QUEUES="webhooks")
        for _ in range(workers):
            hook_workers.append(subprocess.Popen([sys.executable, "-m", "services.worker.main"],
                                                 cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                                 stderr=subprocess.DEVNULL,
                                                 start_new_session=True))
        client = Client(stack.api_port)
        for n in range(args.hooks):
            status, _ = client.request("POST", "/v1/webhooks",
                                       {"url": f"http://127.0.0.1:{receiver.port}/h{n}"})
            assert status == 201
        started = time.time()
        play_games(stack.api_port, args.games, args.moves)
        expected = len(feed_ids(stack)) * args.hooks
        deadline = time.monotonic() + args.timeout
        while len(receiver.arrivals) < expected and time.monotonic() < deadline:
            time.sleep(0.05)
        with receiver.lock:
            arrivals = list(receiver.arrivals)
        latencies = [arrival - event_ms(mid.removeprefix("msg_")) for _, mid, arrival in arrivals]
        span = (max(a for _, _, a in arrivals) / 1000 - started) if arrivals else float("nan")
        return {"workers": workers, "delivered": len({(p, m) for p, m, _ in arrivals}),
                "expected": expected, "per_second": len(arrivals) / span if span else 0.0,
                "p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99)}
    finally:
        for process in hook_workers:
            process.terminate()
        for process in hook_workers:
            process.wait(20)
        receiver.close()
        stack.stop()


# -- the feed's fan-out -------------------------------------------------------------------

class Followers:
    """``count`` SSE connections to the feed, read with one selector."""

    def __init__(self, port: int, count: int):
        self.selector = selectors.DefaultSelector()
        self.buffers: dict[socket.socket, bytes] = {}
        self.latencies: list[float] = []
        self.received = 0
        request = (f"GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                   f"Accept: text/event-stream\r\n\r\n").encode()
        for _ in range(count):
            sock = socket.create_connection(("127.0.0.1", port))
            sock.sendall(request)
            sock.setblocking(False)
            self.selector.register(sock, selectors.EVENT_READ)
            self.buffers[sock] = b""

    def pump(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for key, _ in self.selector.select(timeout=0.1):
                sock = key.fileobj
                try:
                    data = sock.recv(65536)
                except BlockingIOError:
                    continue
                if not data:
                    self.selector.unregister(sock)
                    continue
                now = time.time() * 1000
                buffer = self.buffers[sock] + data
                *frames, self.buffers[sock] = buffer.split(b"\n\n")
                for frame in frames:
                    for line in frame.split(b"\n"):
                        if line.startswith(b"id: "):
                            self.received += 1
                            self.latencies.append(now - event_ms(line[4:].decode()))

    def close(self) -> None:
        for sock in list(self.buffers):
            sock.close()


def bench_feed(args, followers_count: int) -> dict:
    stack = Stack(argparse.Namespace(api_workers=2, rq_workers=1, keep=False))
    try:
        stack.start()
        followers = Followers(stack.api_port, followers_count)
        followers.pump(2.0)  # every stream is open and waiting
        before = len(feed_ids(stack))
        driver = threading.Thread(target=play_games, args=(stack.api_port, args.feed_games,
                                                          args.moves))
        driver.start()
        while driver.is_alive():
            followers.pump(0.2)
        driver.join()
        expected = (len(feed_ids(stack)) - before) * followers_count
        deadline = time.monotonic() + args.timeout
        while followers.received < expected and time.monotonic() < deadline:
            followers.pump(0.2)
        followers.close()
        return {"followers": followers_count, "delivered": followers.received,
                "expected": expected, "p50": percentile(followers.latencies, 0.5),
                "p99": percentile(followers.latencies, 0.99)}
    finally:
        stack.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hooks", type=int, default=8)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--feed-games", type=int, default=4)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--followers", type=int, default=1000)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--skip-webhooks", action="store_true")
    parser.add_argument("--skip-feed", action="store_true")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if not args.skip_webhooks:
        print(f"webhooks: {args.hooks} webhooks, {args.games} games x {args.moves} moves")
        print("| webhook workers | delivered / expected | deliveries/s | latency p50 | p99 |")
        print("| ---: | ---: | ---: | ---: | ---: |")
        for workers in (1, 4):
            r = bench_webhooks(args, workers)
            print(f"| {workers} | {r['delivered']} / {r['expected']} | {r['per_second']:.0f} | "
                  f"{r['p50']:.0f} ms | {r['p99']:.0f} ms |", flush=True)
    if not args.skip_feed:
        print(f"\nfeed: {args.followers} followers of one tenant, "
              f"{args.feed_games} games x {args.moves} moves")
        print("| followers | delivered / expected | latency p50 | p99 |")
        print("| ---: | ---: | ---: | ---: |")
        r = bench_feed(args, args.followers)
        print(f"| {r['followers']} | {r['delivered']} / {r['expected']} | {r['p50']:.0f} ms | "
              f"{r['p99']:.0f} ms |", flush=True)


if __name__ == "__main__":
    main()
