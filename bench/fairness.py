"""Fairness: how much one tenant, or clients without a key, slow another
tenant's reads.

Starts its own Redis and API (gunicorn, 2 processes, two tenants), then for
each attack measures a victim tenant reading one game again and again, alone
and under the attack:

* ``png``: the attacker fetches PNG boards of about 2000 px, a new size each
  time (so neither the picture cache nor an ETag helps), on 2 connections;
* ``doc``: anonymous clients fetch ``/openapi.json`` on 4 connections;
* ``both``.

The attacking clients keep to the default rate limits (``--unpaced``: as
fast as they can), in a process of their own at a lower priority (an
attacker's client runs on its own machine).

    .venv/bin/python bench/fairness.py
    .venv/bin/python bench/fairness.py --reads 500 --unpaced
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from services import redis_server  # noqa: E402
from shared.settings import Settings  # noqa: E402

TOKEN_SECRET = "fairness-bench-secret-of-at-least-32-bytes"
VICTIM, ATTACKER = {"X-API-Key": "victim-key"}, {"X-API-Key": "attacker-key"}
ATTACKS = {"png": {"png": 2}, "doc": {"doc": 4}, "both": {"png": 2, "doc": 4}}


def request(connection, path: str, headers: dict, body: str | None = None) -> tuple[int, bytes]:
    if body is not None:
        headers = {**headers, "Content-Type": "application/json"}
    connection.request("POST" if body else "GET", path, body=body, headers=headers)
    response = connection.getresponse()
    return response.status, response.read()


def attacker(port: int, game_id: str, kind: str, number: int, connections: int, paced: bool,
             stop) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    limits = Settings()
    per_minute = (limits.rate_limit_per_api_key / connections if kind == "png"
                  else limits.rate_limit_per_address)
    interval = 60 / per_minute if paced else 0.0
    sizes = itertools.count(number * 100)
    next_at = time.monotonic()
    while not stop.wait(max(0.0, next_at - time.monotonic())):
        next_at += interval
        if kind == "png":
            request(connection, f"/v1/games/{game_id}/board.png?size={2000 - next(sizes) % 200}",
                    ATTACKER)
        else:
            request(connection, "/openapi.json", {"Accept-Encoding": "gzip"})


def attack_main(port: int, game_id: str, plan: dict, paced: bool, stop) -> None:
    os.nice(10)
    threads = [threading.Thread(target=attacker, args=(port, game_id, kind, n, count, paced,
                                                       stop))
               for kind, count in plan.items() for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def victim_reads(port: int, game_id: str, count: int) -> list[float]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    times = []
    for _ in range(count):
        started = time.perf_counter()
        status, _ = request(connection, f"/v1/games/{game_id}", VICTIM)
        assert status == 200, status
        times.append((time.perf_counter() - started) * 1000)
    return times


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    return f"{statistics.median(ordered):7.1f} {p99:8.1f} {ordered[-1]:8.1f}"


def start_stack(workdir: Path) -> tuple[int, subprocess.Popen, subprocess.Popen]:
    """Redis and the API on free ports: ``(API port, gunicorn, redis-server)``."""
    redis_port, api_port = redis_server.free_port(), redis_server.free_port()
    redis_process = redis_server.start(redis_port, workdir / "redis", persist=False)
    env = dict(os.environ, REDIS_URL=f"redis://127.0.0.1:{redis_port}/0",
               TOKEN_SECRET=TOKEN_SECRET, PORT=str(api_port), HOST="127.0.0.1",
               WEB_CONCURRENCY="2", API_KEYS="victim=victim-key,attacker=attacker-key",
               # every client here is 127.0.0.1: the attackers keep to the limits themselves
               RATE_LIMIT_ENABLED="0", PYTHONPATH=str(ROOT))
    api = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c",
                            str(ROOT / "services/api/gunicorn_conf.py"), "services.api.wsgi:app"],
                           cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 30
    while True:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", api_port, timeout=5)
            if request(connection, "/healthz", {})[0] == 200:
                return api_port, api, redis_process
        except OSError:
            pass
        if api.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("gunicorn did not start")
        time.sleep(0.1)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reads", type=int, default=300, help="victim reads per measurement")
    parser.add_argument("--unpaced", action="store_true",
                        help="attackers as fast as they can, ignoring the rate limits")
    parser.add_argument("--attacks", default="png,doc,both")
    args = parser.parse_args(argv)
    port, api, redis_process = start_stack(Path(tempfile.mkdtemp(prefix="fairness-bench-")))
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        new_game = json.dumps({"type": "osiron", "seats": [{"kind": "human"}] * 2})
        victim_game = json.loads(request(connection, "/v1/games", VICTIM, new_game)[1])
        attacker_game = json.loads(request(connection, "/v1/games", ATTACKER, new_game)[1])
        victim_id, attacker_id = victim_game["game"]["id"], attacker_game["game"]["id"]
        victim_reads(port, victim_id, 50)  # warm up
        print(f"victim reads (ms)      {'p50':>7} {'p99':>8} {'max':>8}")
        print(f"{'alone':22} {figures(victim_reads(port, victim_id, args.reads))}")
        context = multiprocessing.get_context("spawn")
        for name in args.attacks.split(","):
            stop = context.Event()
            process = context.Process(target=attack_main, args=(
                port, attacker_id, ATTACKS[name], not args.unpaced, stop))
            process.start()
            time.sleep(3)  # let the attack get going (a benchmark, not a test)
            measured = figures(victim_reads(port, victim_id, args.reads))
            stop.set()
            process.join(60)
            print(f"{'under ' + name:22} {measured}")
    finally:
        if api.poll() is None:
            os.killpg(api.pid, 15)  # gunicorn and its render processes
            api.wait(15)
        redis_server.stop(redis_process)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
