"""The worker's overhead per AI move: queue wait, load and save around the think.

Starts an embedded redis-server and one RQ worker, plays all-AI games of every
game type (level ``random``, whose think time is next to nothing, so what is
left is overhead) directly through the store and the job queue, then reads
the finished AI-turn jobs and prints, per game type:

* queue wait: enqueued -> started (includes the previous job's end);
* run time: started -> ended, as RQ records it (fork, load, think, save, queue next);
* think: the AI's own time (``think_seconds`` in the job result);
* overhead per move = run time - think.

    .venv/bin/python bench/worker_overhead.py [--games 3]
    .venv/bin/python bench/worker_overhead.py --level hard --type isis-osiris --games 1

With ``--level hard`` the overhead also covers what that level needs besides
the think, e.g. loading the move history for the opponent model of Isis &
Osiris (the games then take about a second per move).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis  # noqa: E402
from rq.job import Job  # noqa: E402

from services import redis_server  # noqa: E402
from shared import gamedoc, jobs  # noqa: E402
from shared.games import GAMES  # noqa: E402
from shared.settings import Settings  # noqa: E402
from shared.store import GameStore  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per game type (max 20)")
    parser.add_argument("--level", default="random", help="AI level of every seat")
    parser.add_argument("--type", choices=sorted(GAMES), default=None,
                        help="only this game type (default: all)")
    args = parser.parse_args()
    games = max(1, min(args.games, 20))
    port = redis_server.free_port()
    redis_process = redis_server.start(port, Path(tempfile.mkdtemp(prefix="overhead-")))
    url = f"redis://127.0.0.1:{port}/0"
    # AI turns keep their records here (by default they go when done), to read their timings.
    env = {"REDIS_URL": url, "TOKEN_SECRET": "worker-overhead-bench-secret-32-bytes", "PATH": "/usr/bin:/bin",
           "AI_TURN_RESULT_TTL": "3600"}
    worker = subprocess.Popen([sys.executable, "-m", "services.worker.main"], cwd=ROOT,
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    client = redis.Redis.from_url(url)
    settings = Settings(redis_url=url, token_secret=b"worker-overhead-bench-secret-32-bytes", ai_turn_result_ttl=3600)
    store = GameStore(client, active_ttl=0, finished_ttl=0)
    try:
        for game_type, rules in GAMES.items():
            if args.type and game_type != args.type:
                continue
            ids = []
            for seed in range(games):
                seats = [{"kind": "ai", "level": args.level}] * rules.max_players
                doc, entry = gamedoc.new_doc(f"ovh{game_type.replace('-', '')}{seed}", rules,
                                             rules.normalize_options({}, len(seats)), seats,
                                             seed, "", {})
                store.create(doc, entry)
                jobs.schedule_pending(client, doc, rules, settings)
                ids.append(doc["id"])
            deadline = time.monotonic() + 300 * games
            while any(store.load(g).doc["status"] != "finished" for g in ids):
                if time.monotonic() > deadline:
                    raise SystemExit("games did not finish in time")
                time.sleep(0.2)  # the games run in the worker; this only checks on them
            waits, runs, thinks = [], [], []
            for game_id in ids:
                for version in range(1, store.load(game_id).version + 1):
                    job = Job.fetch(jobs.ai_turn_id(game_id, version), connection=client) \
                        if Job.exists(jobs.ai_turn_id(game_id, version), connection=client) else None
                    if job is None or not job.ended_at:
                        continue
                    result = job.return_value() or {}
                    if result.get("outcome") != "applied":
                        continue
                    waits.append((job.started_at - job.enqueued_at).total_seconds())
                    runs.append((job.ended_at - job.started_at).total_seconds())
                    thinks.append(result["think_seconds"])
            overhead = [r - t for r, t in zip(runs, thinks)]
            print(f"{game_type:12s} {len(runs):4d} AI moves  queue wait p50 {ms(waits)}  "
                  f"run p50 {ms(runs)}  think p50 {ms(thinks)}  overhead per move: "
                  f"mean {statistics.fmean(overhead) * 1000:.1f} ms, p50 {ms(overhead)}")
    finally:
        worker.terminate()
        worker.wait(15)
        redis_server.stop(redis_process)


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:6.1f} ms"


if __name__ == "__main__":
    main()
