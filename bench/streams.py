"""Live followers benchmark: N open event streams while moves are played.

For each N (default 0, 100, 1000, 5000) it starts the stack as ``make run``
configures it (embedded redis-server with its append-only file, gunicorn
with ``services/api/web/gunicorn_conf.py``, one RQ worker; free ports, rate
limits off), creates ``--games`` two-human games, opens N Server-Sent Events
streams spread over them (a third each as spectator, seat 0 and seat 1, so
the per-viewer filtering is exercised) from a separate client process (raw
sockets and a selector: 5000 streams are cheap on the client side too),
then plays ``--moves`` moves per game at ``--rate`` moves/s in all from
``--movers`` client threads, and prints:

* events delivered / expected (every follower must see every move of its game),
* event latency p50/p99 (from sending the move to the event reaching a follower),
* move latency p50/p99 (the move's round trip, as a player sees it),
* the API's resident memory (gunicorn master and workers, with the N streams
  open), Redis ``connected_clients``, and the API's CPU use while the moves
  are played (100 % = one core), beside the whole machine's (100 % = all
  cores busy, whoever uses them: other work on the machine shows there).

Each N gets a fresh stack, so the memory figures do not carry over. Every
process it starts is stopped at the end; the whole run is bounded in time.

``--variants parked async`` runs each N twice, back to back: the streams
served by the API (parked, as shipped), then by ``bench/async_streams.py``,
a bench-only asyncio process on its own port (the followers connect there;
moves still go to the API). RSS, CPU and the per-follower memory then count
the API and that process together. The machine's load average is printed
with every row: the figures of a loaded machine are not comparable.

    .venv/bin/python bench/streams.py                      # N = 0, 100, 1000, 5000
    .venv/bin/python bench/streams.py --followers 0 1000 --moves 5
    .venv/bin/python bench/streams.py --followers 0 5000 --variants parked async
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import re
import resource
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import psutil  # noqa: E402
import redis  # noqa: E402
from load import Client, Stack, create_game, percentile, planned_moves  # noqa: E402

from services.redis_server import free_port  # noqa: E402

GAME_TYPES = ("isis-osiris", "osiron", "isaac")
EVENT_ID = re.compile(rb"\nid: (\d+)\n")


def raise_open_files_limit() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


# -- the followers' process ---------------------------------------------------------------------

class Follower:
    """One SSE stream on a non-blocking socket; records when each event id arrives."""

    def __init__(self, index: int, port: int, path: str, token: str | None):
        self.index = index
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: bench\r\nLast-Event-ID: 1\r\n"
                          f"{auth}\r\n".encode())
        self.sock.setblocking(False)
        self.buffer = b""
        self.ready = False  # the answer's head and the first frame are in
        self.failed = False
        self.closed = False

    def on_readable(self, events: list) -> None:
        try:
            data = self.sock.recv(262144)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return
        now = time.monotonic()
        self.buffer += data
        if not self.ready:
            if b"retry: 2000" not in self.buffer:
                return
            self.failed = not self.buffer.startswith(b"HTTP/1.1 200")
            self.ready = True
        last = 0
        for match in EVENT_ID.finditer(self.buffer):
            events.append((self.index, int(match.group(1)), now))
            last = match.end()
        # An id line is short: keeping the tail is enough to catch one split by a read.
        self.buffer = self.buffer[max(last, len(self.buffer) - 32):]


def followers_main(port: int, targets: list, pipe, batch: int) -> None:
    """Open every stream (in batches), report, then record events until told to stop."""
    raise_open_files_limit()
    selector = selectors.DefaultSelector()
    followers, events = [], []

    def pump(timeout: float) -> None:
        for key, _ in selector.select(timeout):
            follower = key.data
            follower.on_readable(events)
            if follower.closed:
                selector.unregister(follower.sock)

    started = time.monotonic()
    for first in range(0, len(targets), batch):
        opened = []
        for index in range(first, min(first + batch, len(targets))):
            path, token = targets[index]
            follower = Follower(index, port, path, token)
            selector.register(follower.sock, selectors.EVENT_READ, follower)
            opened.append(follower)
        followers.extend(opened)
        deadline = time.monotonic() + 60
        while not all(f.ready or f.closed for f in opened) and time.monotonic() < deadline:
            pump(0.2)
    pipe.send({"ready": sum(f.ready and not f.failed for f in followers),
               "failed": sum(f.failed or (f.closed and not f.ready) for f in followers),
               "open_seconds": time.monotonic() - started})
    while True:
        pump(0.05)
        if pipe.poll(0):
            if pipe.recv() == "stop":
                break
            pipe.send(len(events))  # progress, asked for while the last events arrive
    pipe.send({"events": events, "closed": sum(f.closed for f in followers)})
    for follower in followers:
        follower.sock.close()


# -- one run ----------------------------------------------------------------------------------------

class AsyncStreams:
    """``bench/async_streams.py`` beside a stack: the game streams' own process."""

    def __init__(self, stack: Stack):
        self.port = free_port()
        env = dict(stack.env(), PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "bench" / "async_streams.py"), "--port", str(self.port),
             "--redis-url", stack.redis_url], env=env, stdout=subprocess.DEVNULL,
            start_new_session=True)
        wait_for_port(self.port, self.process)

    def rss(self) -> int:
        return psutil.Process(self.process.pid).memory_info().rss

    def cpu_seconds(self) -> float:
        times = psutil.Process(self.process.pid).cpu_times()
        return times.user + times.system

    def stop(self) -> None:
        os.killpg(self.process.pid, signal.SIGKILL)  # nothing to keep
        self.process.wait(20)


def serving_rss(stack: Stack, streams: AsyncStreams | None) -> int:
    """RSS of what serves: the gunicorn master and workers, and the streams' own process."""
    master = psutil.Process(stack.gunicorn.pid)
    total = sum(p.memory_info().rss for p in [master, *master.children(recursive=True)])
    return total + (streams.rss() if streams is not None else 0)


class Run:
    def __init__(self, args, followers: int, variant: str = "parked"):
        self.args, self.n, self.variant = args, followers, variant
        self.stack = Stack(SimpleNamespace(api_workers=args.api_workers, rq_workers=1,
                                           keep=False))
        self.streams: AsyncStreams | None = None  # the async variant's own process
        self.games: list[dict] = []  # id, tokens, plan

    def api_rss(self) -> int:
        return serving_rss(self.stack, self.streams)

    def cpu_seconds(self) -> float:
        own = self.streams.cpu_seconds() if self.streams is not None else 0.0
        return self.stack.api_cpu_seconds() + own

    def prepare_games(self) -> None:
        rng = random.Random(self.args.seed)
        client = Client(self.stack.api_port)
        while len(self.games) < self.args.games:
            game_type = GAME_TYPES[len(self.games) % len(GAME_TYPES)]
            seed = rng.randrange(2**62)
            plan = planned_moves(game_type, seed, rng)
            if len(plan) <= self.args.moves:  # the game must not end during the run
                continue
            created = create_game(client, game_type, seed)
            self.games.append({"id": created["game"]["id"], "tokens": created["seat_tokens"],
                               "plan": plan[:self.args.moves]})

    def targets(self) -> list:
        out = []
        for i in range(self.n):
            game = self.games[i % len(self.games)]
            viewer = (i // len(self.games)) % 3  # spectator, seat 0, seat 1
            token = None if viewer == 0 else game["tokens"][str(viewer - 1)]
            out.append((f"/v1/games/{game['id']}/events", token))
        return out

    def play(self) -> tuple[list, dict]:
        """Every game's moves, paced to ``--rate`` in all; latencies and send times."""
        latencies, sent, errors = [], {}, []
        lock = threading.Lock()
        interval = self.args.movers / self.args.rate
        order = [(g, step) for step in range(self.args.moves) for g in range(len(self.games))]

        def mover(index: int) -> None:
            client = Client(self.stack.api_port)
            mine = order[index::self.args.movers]
            start = time.monotonic() + index * interval / self.args.movers
            for k, (g, step) in enumerate(mine):
                delay = start + k * interval - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                game = self.games[g]
                seat, move = game["plan"][step]
                began = time.monotonic()
                try:
                    status, body = client.request("POST", f"/v1/games/{game['id']}/moves",
                                                  {"move": move}, game["tokens"][str(seat)])
                except Exception as error:  # reported below
                    errors.append(repr(error))
                    continue
                took = time.monotonic() - began
                with lock:
                    if status != 200:
                        errors.append(f"{status} {body}")
                        continue
                    latencies.append(took)
                    sent[(g, body["game"]["version"])] = began

        # Moves of one game are played in order: a game's steps are `len(games)` apart
        # in `order`, far more than the movers, so one mover's move lands before the next.
        threads = [threading.Thread(target=mover, args=(i,)) for i in range(self.args.movers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(self.args.moves * len(self.games) / self.args.rate + 120)
        if errors:
            raise RuntimeError(f"{len(errors)} moves failed: {errors[:3]}")
        return latencies, sent

    def run(self) -> dict:
        self.stack.start()
        try:
            if self.variant == "async":
                self.streams = AsyncStreams(self.stack)
            stream_port = self.streams.port if self.streams is not None else self.stack.api_port
            self.prepare_games()
            parent, child = multiprocessing.Pipe()
            process = None
            opened = {"ready": 0, "failed": 0, "open_seconds": 0.0}
            if self.n:
                process = multiprocessing.Process(
                    target=followers_main, args=(stream_port, self.targets(), child,
                                                 self.args.batch), daemon=True)
                process.start()
                if not parent.poll(self.args.open_timeout):
                    raise RuntimeError("the followers did not open in time")
                opened = parent.recv()
            cpu_before, began = self.cpu_seconds(), time.monotonic()
            psutil.cpu_percent()  # starts the machine-wide count
            latencies, sent = self.play()
            cpu = (self.cpu_seconds() - cpu_before) / (time.monotonic() - began)
            self.host_cpu = psutil.cpu_percent()
            expected = self.n * self.args.moves
            events = []
            rss, clients = self.api_rss(), self.redis_clients()  # with the N streams open
            if process is not None:
                deadline = time.monotonic() + self.args.drain  # the last events, bounded
                while time.monotonic() < deadline:
                    parent.send("count")
                    if parent.recv() >= expected:
                        break
                    time.sleep(0.1)
                parent.send("stop")
                events = parent.recv()["events"]
                process.join(30)
            return self.figures(opened, latencies, sent, events, expected, rss, clients, cpu)
        finally:
            if self.streams is not None:
                self.streams.stop()
            self.stack.stop()

    def redis_clients(self) -> int:
        return redis.Redis.from_url(self.stack.redis_url).info("clients")["connected_clients"]

    def figures(self, opened, latencies, sent, events, expected, rss, clients, cpu) -> dict:
        targets = self.targets()
        game_of = {i: i % len(self.games) for i in range(len(targets))}
        delays, seen = [], set()
        for index, version, arrived in events:
            key = (game_of[index], version)
            if key in sent and (index, version) not in seen:
                seen.add((index, version))
                delays.append(arrived - sent[key])
        delays.sort()
        latencies.sort()
        return {"n": self.n, "variant": self.variant, "load": os.getloadavg()[0],
                "opened": opened, "delivered": len(seen), "expected": expected,
                "event_p50": percentile(delays, 0.5), "event_p99": percentile(delays, 0.99),
                "move_p50": percentile(latencies, 0.5), "move_p99": percentile(latencies, 0.99),
                "moves": len(latencies), "rss": rss, "clients": clients, "cpu": cpu,
                "host_cpu": self.host_cpu}


def print_row(row: dict, base_rss: int | None) -> None:
    def ms(value):
        return "      -" if value != value else f"{1000 * value:7.1f}"

    per = ""
    if base_rss is not None and row["n"]:
        per = f"  ({(row['rss'] - base_rss) / row['n'] / 1024:5.1f} KiB/follower)"
    opened = row["opened"]
    print(f"{row['variant']:>7} {row['n']:>9}  {row['delivered']:>7}/{row['expected']:<7}  {ms(row['event_p50'])} "
          f"{ms(row['event_p99'])}  {ms(row['move_p50'])} {ms(row['move_p99'])}  "
          f"{row['rss'] / 2**20:8.1f}  {row['clients']:>7}  {100 * row['cpu']:5.0f} % "
          f"{row['host_cpu']:5.0f} %  "
          f"{opened['ready']:>5} in {opened['open_seconds']:5.1f} s  {row['load']:5.2f}{per}",
          flush=True)


def stream_floor(n: int, workers: int) -> float:
    """KiB of RSS per open stream of ``stream_floor_app`` under gunicorn's gevent
    worker (the same worker class and process count as the API)."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-k", "gevent", "-w", str(workers),
         "--worker-connections", str(n + 1000), "-b", f"127.0.0.1:{port}",
         "--chdir", str(ROOT / "bench"), "stream_floor_app:app"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    streams = []
    try:
        wait_for_port(port, server)

        def rss() -> int:
            master = psutil.Process(server.pid)
            return sum(p.memory_info().rss for p in [master, *master.children(recursive=True)])

        def open_streams(count: int) -> None:
            fresh = [socket.create_connection(("127.0.0.1", port), timeout=30)
                     for _ in range(count)]
            for sock in fresh:
                sock.sendall(b"GET /events HTTP/1.1\r\nHost: bench\r\n\r\n")
            for sock in fresh:  # every stream answered: its greenlet is waiting
                while b"retry: 2000" not in sock.recv(4096):
                    pass
            streams.extend(fresh)

        open_streams(100)  # the workers' first connections warm their pools
        before = rss()
        open_streams(n)
        return (rss() - before) / n / 1024
    finally:
        for sock in streams:
            sock.close()
        os.killpg(server.pid, signal.SIGKILL)  # nothing to keep, and its streams never end
        server.wait(20)


def follower_memory(n: int, workers: int, variant: str = "parked",
                    batch: int = 250) -> tuple[float, float | None]:
    """KiB of RSS per waiting event stream and per waiting long poll, measured in
    one stack: N streams opened on a game, ``batch`` at a time (each answered:
    parked; all at once, the RSS would keep the peak of N requests served
    together), then N long polls on it (each counted by ``api_followers``: parked). The async variant
    opens its streams on ``bench/async_streams.py`` (RSS: the API and it) and
    has no long polls (None)."""
    stack = Stack(SimpleNamespace(api_workers=workers, rq_workers=1, keep=False))
    stack.start()
    streams = AsyncStreams(stack) if variant == "async" else None
    stream_port = streams.port if streams is not None else stack.api_port
    held: list[socket.socket] = []
    try:
        game = create_game(Client(stack.api_port), "osiron", 1)["game"]["id"]

        def rss() -> int:
            return serving_rss(stack, streams)

        def following() -> float:
            text = Client(stack.api_port).request("GET", "/metrics")[1].decode()
            found = re.search(r"^api_followers (\S+)$", text, re.M)
            return float(found.group(1)) if found else 0.0

        def open_streams(count: int) -> None:
            for first in range(0, count, batch):  # as the runs open theirs: a batch at a time
                fresh = [socket.create_connection(("127.0.0.1", stream_port), timeout=30)
                         for _ in range(min(batch, count - first))]
                for sock in fresh:
                    sock.sendall(f"GET /v1/games/{game}/events HTTP/1.1\r\nHost: b\r\n\r\n"
                                 .encode())
                for sock in fresh:
                    buffer = b""
                    while b"retry: 2000" not in buffer:
                        buffer += sock.recv(65536)
                held.extend(fresh)

        def open_long_polls(count: int) -> None:
            expected = following() + count
            for _ in range(count):
                sock = socket.create_connection(("127.0.0.1", stack.api_port), timeout=30)
                sock.sendall(f"GET /v1/games/{game}?wait_for_version=99999&timeout=60 HTTP/1.1"
                             f"\r\nHost: b\r\n\r\n".encode())
                held.append(sock)
            deadline = time.monotonic() + 20  # they answer after LONG_POLL_SECONDS (25 s)
            while following() < expected:
                if time.monotonic() > deadline:
                    raise RuntimeError("the long polls did not all start waiting")
                time.sleep(0.1)

        open_streams(100)  # warm-up: the first followers start each process's hub and pools
        if streams is None:
            open_long_polls(100)
        before = rss()
        open_streams(n)
        after_streams = rss()
        if streams is not None:
            return (after_streams - before) / n / 1024, None
        open_long_polls(n)
        return (after_streams - before) / n / 1024, (rss() - after_streams) / n / 1024
    finally:
        for sock in held:
            sock.close()
        if streams is not None:
            streams.stop()
        stack.stop()


def wait_for_port(port: int, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the stream floor app did not start") from None
            time.sleep(0.1)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--followers", type=int, nargs="+", default=[0, 100, 1000, 5000])
    parser.add_argument("--games", type=int, default=50, help="active games followed and played")
    parser.add_argument("--moves", type=int, default=8, help="moves played per game")
    parser.add_argument("--rate", type=float, default=20.0, help="moves per second, in all")
    parser.add_argument("--movers", type=int, default=4, help="client threads playing moves")
    parser.add_argument("--api-workers", type=int, default=2, help="gunicorn processes")
    parser.add_argument("--batch", type=int, default=250, help="streams opened at a time")
    parser.add_argument("--open-timeout", type=float, default=240.0)
    parser.add_argument("--drain", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", nargs="+", choices=("parked", "async"), default=["parked"],
                        help="who serves the streams, each N run for each in turn: the API "
                             "(parked) or bench/async_streams.py's own process (async)")
    parser.add_argument("--memory-followers", type=int, default=2000,
                        help="streams, then long polls, opened in one stack to measure the "
                             "memory of a waiting follower (0: skip)")
    parser.add_argument("--floor-streams", type=int, default=2000,
                        help="streams opened on a do-nothing gevent app for the memory floor "
                             "(0: skip)")
    args = parser.parse_args(argv)
    limit = raise_open_files_limit()
    if max(args.followers) + 200 > limit:
        parser.error(f"the open files limit ({limit}) is too low for {max(args.followers)} followers")
    print(f"{os.cpu_count()} CPUs, load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}; "
          f"{args.api_workers} gunicorn processes (gevent), 1 RQ worker; "
          f"{args.games} two-human games, {args.moves} moves each at {args.rate:.0f} moves/s; "
          "latencies in ms, RSS of the API in MiB")
    print("variant followers  delivered/expected  ev p50  ev p99  mv p50  mv p99   API RSS  "
          "redis cl  API CPU  host CPU  streams opened  load")
    base_rss, failed = {}, False
    for n in args.followers:
        for variant in args.variants:
            row = Run(args, n, variant).run()
            if n == 0:
                base_rss[variant] = row["rss"]
            print_row(row, base_rss.get(variant))
            failed |= row["delivered"] != row["expected"] or row["opened"]["failed"] > 0
    for variant in args.variants if args.memory_followers else ():
        per_stream, per_poll = follower_memory(args.memory_followers, args.api_workers, variant,
                                               args.batch)
        polls = "" if per_poll is None else f", {per_poll:.1f} KiB per waiting long poll"
        print(f"memory ({variant}): {per_stream:.1f} KiB per waiting event stream{polls} "
              f"({args.memory_followers} of each, in one stack; load "
              f"{os.getloadavg()[0]:.2f})", flush=True)
    if args.floor_streams:
        print(f"floor: {stream_floor(args.floor_streams, args.api_workers):.1f} KiB per open "
              f"stream of a do-nothing gevent app ({args.floor_streams} streams, "
              f"{args.api_workers} gunicorn processes)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
