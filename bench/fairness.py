"""Fairness between tenants: what one tenant sees while others abuse the service.

Starts the stack as ``make run`` does (an embedded Redis, the API under
gunicorn, the workers of ``make run``: AI turns, hints and scoring; timers;
webhooks), with API keys for a victim and three abusive tenants, all on
127.0.0.1. Then, for 0, 1 and 3 abusive tenants (a fresh stack each time),
the victim plays Osiron against an ``easy`` AI and reads its game in a loop
while each abuser, inside its own rate limit:

* floods the AI: 40 games of one person against two ``hard`` AIs, one move
  each (beyond ``AI_QUOTA_TURNS`` they are refused: counted);
* floods the resignations: 20 four-person games whose every seat resigns
  (each seat becomes an AI; beyond the quotas, refused: counted);
* floods the timers: 40 two-person games on the shortest clock with 20
  stand-in moves each, nobody playing;
* fetches 2000 px PNG pictures on 2 connections;

and, with any abuser, 4 anonymous connections fetch ``/openapi.json``.

It prints the victim's AI reply time (from its move's answer to the AI's
move, p50/p99), its read latency (p50/p99), each against the run with no
abuser, and how late its clocks' timeouts came (a game on the shortest clock
every 2 s, nobody moving: p50 and max, ``inf`` for one that never came).
Every process it starts is stopped at the end.

    .venv/bin/python bench/fairness.py                 # 30 s per run
    .venv/bin/python bench/fairness.py --seconds 10 --abusers 0,1
    .venv/bin/python bench/fairness.py --abusers 0,1 --one-worker   # timers' baseline
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from services import redis_server  # noqa: E402
from services.run import WORKERS  # noqa: E402

TOKEN_SECRET = "fairness-benchmark-secret-of-32-bytes-or-more"
TENANTS = ["victim", "abuser1", "abuser2", "abuser3"]


def key(tenant: str) -> str:
    return f"key-{tenant}"


class Stack:
    """Redis, gunicorn and the workers of ``make run``, on free ports."""

    def __init__(self, workers: dict[str, str] = WORKERS):
        self.workers = workers  # name -> RQ_QUEUES
        self.dir = Path(tempfile.mkdtemp(prefix="fairness-bench-"))
        self.redis_port, self.port = redis_server.free_port(), redis_server.free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.processes: list[subprocess.Popen] = []

    def start(self) -> "Stack":
        self.redis = redis_server.start(self.redis_port, self.dir / "redis",
                                        log_file=self.dir / "redis.log")
        (self.dir / "prometheus").mkdir()
        env = self.environment()
        log = open(self.dir / "services.log", "ab")
        python = sys.executable
        api = (["-m", "gunicorn", "-c", str(ROOT / "services/api/web/gunicorn_conf.py"),
                "services.api.wsgi:app"], {})
        workers = [(["-m", "services.worker.main"], {"RQ_QUEUES": queues})
                   for queues in self.workers.values()]
        for args, extra in (api, *workers):
            self.processes.append(subprocess.Popen(
                [python, *args], cwd=ROOT, env={**env, **extra}, stdout=log, stderr=log,
                start_new_session=True))
        deadline = time.monotonic() + 60
        while not self._ready():
            if time.monotonic() > deadline:
                raise RuntimeError(f"the stack did not become ready; see {self.dir}")
            time.sleep(0.2)
        return self

    def environment(self) -> dict:
        """What every process of the stack is started with."""
        return {**os.environ, "REDIS_URL": f"redis://127.0.0.1:{self.redis_port}/0",
                "TOKEN_SECRET": TOKEN_SECRET, "PORT": str(self.port), "HOST": "127.0.0.1",
                "API_KEYS": ",".join(f"{t}={key(t)}" for t in TENANTS),
                "PROMETHEUS_MULTIPROC_DIR": str(self.dir / "prometheus"),
                "PYTHONPATH": str(ROOT)}

    def _ready(self) -> bool:
        try:
            return requests.get(f"{self.url}/readyz", timeout=5).status_code == 200
        except requests.RequestException:
            return False

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
        redis_server.stop(self.redis)
        shutil.rmtree(self.dir, ignore_errors=True)


class Tenant:
    refused: dict[str, int] = {}  # answers 429 (quotas, rate limits) by tenant

    def __init__(self, stack: Stack, name: str):
        self.name, self.url, self.session = name, stack.url, requests.Session()
        self.session.headers["X-API-Key"] = key(name)

    def call(self, method: str, path: str, token: str | None = None, **kwargs):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        answer = self.session.request(method, self.url + path, headers=headers, timeout=60,
                                      **kwargs)
        if answer.status_code == 429:
            Tenant.refused[self.name] = Tenant.refused.get(self.name, 0) + 1
        return answer

    def create(self, body: dict) -> dict:
        answer = self.call("POST", "/v1/games", json=body)
        return answer.json() if answer.status_code == 201 else {}


# -- the abusers ---------------------------------------------------------------------------

def flood_ai(tenant: Tenant) -> None:
    seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}, {"kind": "ai", "level": "hard"}]
    for _ in range(40):
        made = tenant.create({"type": "isis-osiris", "seats": seats})
        if made and made["game"]["to_move"] == 0:
            game_id = made["game"]["id"]
            legal = tenant.call("GET", f"/v1/games/{game_id}/legal-moves").json()
            tenant.call("POST", f"/v1/games/{game_id}/moves", made["seat_tokens"]["0"],
                        json={"move": legal["moves"][0]})


def flood_resignations(tenant: Tenant) -> None:
    for _ in range(20):
        made = tenant.create({"type": "isis-osiris", "seats": [{"kind": "human"}] * 4})
        for seat in range(4 if made else 0):
            tenant.call("POST", f"/v1/games/{made['game']['id']}/resign",
                        made["seat_tokens"][str(seat)])


def flood_timers(tenant: Tenant) -> None:
    clock = {"type": "move", "move_seconds": 10, "stand_in_moves": 20}
    for _ in range(40):
        tenant.create({"type": "osiron", "seats": [{"kind": "human"}] * 2, "clock": clock})


def fetch_pictures(tenant: Tenant, stop: threading.Event) -> None:
    made = tenant.create({"type": "isaac", "seats": [{"kind": "human"}] * 2})
    size = 1900
    while not stop.is_set() and made:
        size = 2000 if size == 1900 else 1900  # two sizes: a cache of one picture is not enough
        tenant.call("GET", f"/v1/games/{made['game']['id']}/board.png?size={size}")


def fetch_document(url: str, stop: threading.Event) -> None:
    session = requests.Session()
    while not stop.is_set():
        session.get(f"{url}/openapi.json", timeout=60)


# -- the victim ----------------------------------------------------------------------------

def play_against_the_ai(tenant: Tenant, stop: threading.Event, replies: list[float]) -> None:
    """Osiron against an easy AI, game after game: the time from each move's answer
    to the AI's reply (a long poll on the next version)."""
    while not stop.is_set():
        made = tenant.create({"type": "osiron",
                              "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}]})
        game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
        game = made["game"]
        while not stop.is_set() and game["status"] == "active":
            if game["to_move"] != 0:
                game = tenant.call("GET", f"/v1/games/{game_id}?wait_for_version="
                                   f"{game['version'] + 1}", token).json()
                continue
            legal = tenant.call("GET", f"/v1/games/{game_id}/legal-moves").json()
            moved = tenant.call("POST", f"/v1/games/{game_id}/moves", token,
                                json={"move": legal["moves"][0]}).json()["game"]
            answered = time.perf_counter()
            game = moved
            while game["to_move"] == 1 and game["status"] == "active":
                game = tenant.call("GET", f"/v1/games/{game_id}?wait_for_version="
                                   f"{game['version'] + 1}", token).json()
            if game["status"] == "active":
                replies.append(time.perf_counter() - answered)


def clocks_that_run_out(tenant: Tenant, stop: threading.Event, late: list[float]) -> None:
    """A two-person game on the shortest clock every 2 s, nobody moving; once the run
    ends, how long after its deadline each due one timed out (inf: it had not)."""
    clock = {"type": "move", "move_seconds": 10}
    made = []
    while not stop.wait(2.0):
        game = tenant.create({"type": "osiron", "seats": [{"kind": "human"}] * 2,
                              "clock": clock})
        if game:
            made.append((game["game"]["id"], _moment(game["game"]["clock"]["deadline_at"])))
    ended = time.time()
    for game_id, deadline in made:
        if deadline > ended - 2:
            continue  # not due in time to be judged
        entries = tenant.call("GET", f"/v1/games/{game_id}/history").json()["entries"]
        timed_out = [_moment(e["at"]) for e in entries if e["type"] == "timed_out"]
        late.append(timed_out[0] - deadline if timed_out else float("inf"))


def _moment(stamp: str) -> float:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def read_in_a_loop(tenant: Tenant, stop: threading.Event, reads: list[float]) -> None:
    made = tenant.create({"type": "isaac", "seats": [{"kind": "human"}] * 2})
    while not stop.is_set():
        started = time.perf_counter()
        tenant.call("GET", f"/v1/games/{made['game']['id']}")
        reads.append(time.perf_counter() - started)
        time.sleep(0.02)


# -- a run ---------------------------------------------------------------------------------

def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


#: ``--one-worker``: every queue but the webhooks on one worker, as before timers had
#: their own (a baseline for the victim's timeouts).
ONE_WORKER = {"worker": "archive,scoring,ai,hints,timers", "webhooks": "webhooks"}


def run(abusers: int, seconds: float, workers: dict[str, str] = WORKERS) -> dict:
    stack = Stack(workers).start()
    stop = threading.Event()
    threads = []
    try:
        for name in TENANTS[1:1 + abusers]:
            tenant = Tenant(stack, name)
            threads += [threading.Thread(target=flood_ai, args=(tenant,)),
                        threading.Thread(target=flood_resignations, args=(Tenant(stack, name),)),
                        threading.Thread(target=flood_timers, args=(tenant,))]
            threads += [threading.Thread(target=fetch_pictures, args=(Tenant(stack, name), stop))
                        for _ in range(2)]
        if abusers:
            threads += [threading.Thread(target=fetch_document, args=(stack.url, stop))
                        for _ in range(4)]
        for thread in threads:
            thread.start()
        replies, reads, late = [], [], []
        Tenant.refused = {}
        victim = [threading.Thread(target=play_against_the_ai,
                                   args=(Tenant(stack, "victim"), stop, replies)),
                  threading.Thread(target=read_in_a_loop,
                                   args=(Tenant(stack, "victim"), stop, reads)),
                  threading.Thread(target=clocks_that_run_out,
                                   args=(Tenant(stack, "victim"), stop, late))]
        for thread in victim:
            thread.start()
        time.sleep(seconds)
    finally:
        stop.set()
        for thread in threads + victim:
            thread.join(120)
        stack.stop()
    return {"abusers": abusers, "replies": replies, "reads": reads, "late": late,
            "refused": dict(Tenant.refused)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds per run")
    parser.add_argument("--abusers", default="0,1,3", help="abusive tenants in each run")
    parser.add_argument("--one-worker", action="store_true",
                        help="timers on the AI's worker, as before they had their own")
    args = parser.parse_args(argv)
    workers = ONE_WORKER if args.one_worker else WORKERS
    results = [run(int(n), args.seconds, workers) for n in args.abusers.split(",")]
    base = results[0]
    print(f"{'abusers':>7} | {'AI replies':>10} | {'AI reply p50 / p99 (s)':>24} | "
          f"{'reads':>6} | {'read p50 / p99 (ms)':>20} | {'timeouts late p50 / max (s)':>28} | "
          f"429s: abusers / victim")
    for r in results:
        replies, reads = r["replies"], r["reads"]
        ratio = percentile(replies, 0.99) / percentile(base["replies"], 0.99)
        print(f"{r['abusers']:>7} | {len(replies):>10} | "
              f"{percentile(replies, 0.5):6.2f} / {percentile(replies, 0.99):5.2f} "
              f"(x{ratio:4.1f}) | {len(reads):>6} | "
              f"{1000 * percentile(reads, 0.5):6.1f} / {1000 * percentile(reads, 0.99):6.1f} "
              f"(x{percentile(reads, 0.99) / percentile(base['reads'], 0.99):4.1f}) | "
              f"{len(r['late']):>3}: {percentile(r['late'], 0.5):6.2f} / "
              f"{max(r['late'], default=float('nan')):6.2f}{'':>8} | "
              f"{sum(n for t, n in r['refused'].items() if t != 'victim'):>6} / "
              f"{r['refused'].get('victim', 0)}")
    print(f"(x: p99 against the run with {base['abusers']} abusers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
