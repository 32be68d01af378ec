"""Archive latency: how long after a game ends its row is in PostgreSQL.

Starts the stack as ``make run`` does (an embedded Redis and PostgreSQL, the
archive's migrations, the API under gunicorn, one worker for
``archive,scoring,ai,hints,timers``, one for webhooks), all on 127.0.0.1.
Then for ``--seconds`` it makes about ``--rate`` games end a second: each a
two-person game created and cancelled by its creator (two requests), spread
over ``--clients`` connections; with ``--ai-share`` some of them are instead
all-AI games at level ``random`` played by the worker to their end.

It prints the games ended a second, and from PostgreSQL the archive latency,
from the game's end (``ended_at``, the document's) to its row (``archived_at``,
PostgreSQL's ``now()`` at the insert), p50/p99/max, and the games archived a
second while the load ran. Every process it starts is stopped at the end.
Then, unless ``--export-games 0``, it runs ``bench/archive_export.py`` (a
stack of its own): ``GET /v1/archive/games`` over that many archived games,
in games a second.

    .venv/bin/python bench/archive.py                       # 100 games/s for 20 s
    .venv/bin/python bench/archive.py --rate 200 --seconds 10
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import redis
import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import fairness  # noqa: E402
from services import postgres_server  # noqa: E402
from shared import archive  # noqa: E402
from shared.store import ARCHIVE_OUTBOX  # noqa: E402


class Stack(fairness.Stack):
    """The stack of ``bench/fairness.py`` (``make run``'s processes), without API keys
    or rate limits, with an embedded PostgreSQL, migrated, as the archive."""

    def __init__(self):
        super().__init__()
        self.pg_port = postgres_server.free_port()
        self.database_url = postgres_server.url(self.pg_port)

    def start(self) -> Stack:
        self.postgres = postgres_server.start(self.pg_port, self.dir / "postgres",
                                              log_file=self.dir / "postgres.log")
        migrator = archive.Archive(self.database_url)
        migrator.migrate()
        migrator.close()
        return super().start()

    def environment(self) -> dict:
        env = {**super().environment(), "DATABASE_URL": self.database_url,
               "RATE_LIMIT_ENABLED": "0"}
        del env["API_KEYS"]
        return env

    def stop(self) -> None:
        postgres_server.stop(self.postgres)
        super().stop()


HUMANS = [{"kind": "human"}, {"kind": "human"}]
AIS = [{"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]


def client(url: str, until: float, every: float, ai_every: int, ended: list, errors: list):
    """Make a game end every ``every`` seconds until ``until`` (every ``ai_every``-th
    an all-AI game, which ends by itself)."""
    session = requests.Session()
    due, made = time.monotonic(), 0
    while due < until:
        time.sleep(max(0.0, due - time.monotonic()))
        due += every
        made += 1
        ai = ai_every and made % ai_every == 0
        answer = session.post(f"{url}/v1/games", json={"type": "isaac",
                                                       "seats": AIS if ai else HUMANS})
        if answer.status_code != 201:
            errors.append(answer.status_code)
            continue
        body = answer.json()
        if ai:
            ended.append(body["game"]["id"])
            continue
        cancelled = session.post(f"{url}/v1/games/{body['game']['id']}/cancel",
                                 headers={"Authorization": f"Bearer {body['creator_token']}"})
        if cancelled.status_code == 200:
            ended.append(body["game"]["id"])
        else:
            errors.append(cancelled.status_code)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=float, default=100.0, help="games ending a second")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--clients", type=int, default=8, help="connections making games")
    parser.add_argument("--ai-share", type=float, default=0.0,
                        help="share of all-AI random games (ending by themselves), 0 to 1")
    parser.add_argument("--export-games", type=int, default=10_000,
                        help="archived games the export is measured on (0: not measured)")
    args = parser.parse_args()
    stack = Stack().start()
    try:
        ended, errors = [], []
        ai_every = round(1 / args.ai_share) if args.ai_share else 0
        started = time.monotonic()
        until = started + args.seconds
        threads = [threading.Thread(target=client, args=(
            stack.url, until, args.clients / args.rate, ai_every, ended, errors))
            for _ in range(args.clients)]
        for thread in threads:
            thread.start()
            time.sleep(1 / args.rate)
        for thread in threads:
            thread.join()
        load_seconds = time.monotonic() - started
        outbox = redis.Redis(port=stack.redis_port)
        deadline = time.monotonic() + 120
        with psycopg.connect(stack.database_url, autocommit=True) as conn:
            while time.monotonic() < deadline:
                count = conn.execute("SELECT count(*) FROM archived_games").fetchone()[0]
                if count >= len(ended) and outbox.zcard(ARCHIVE_OUTBOX) == 0:
                    break
                time.sleep(0.2)
            rows = conn.execute(
                "SELECT extract(epoch FROM archived_at - ended_at), "
                "extract(epoch FROM archived_at) FROM archived_games").fetchall()
        latencies = [float(r[0]) for r in rows]
        times = sorted(float(r[1]) for r in rows)
        print(f"games ended: {len(ended)} in {load_seconds:.1f} s "
              f"({len(ended) / load_seconds:.1f}/s; {len(errors)} refused or failed)")
        print(f"archived: {len(rows)} (outbox left: {outbox.zcard(ARCHIVE_OUTBOX)})")
        if latencies:
            span = max(times[-1] - times[0], 1e-9)
            print(f"archive latency, end to row: p50 {percentile(latencies, 0.5) * 1000:.0f} ms, "
                  f"p99 {percentile(latencies, 0.99) * 1000:.0f} ms, "
                  f"max {max(latencies) * 1000:.0f} ms")
            print(f"games archived a second: {len(rows) / span:.1f} "
                  f"(first to last row, {span:.1f} s)")
    finally:
        stack.stop()
    if args.export_games:
        subprocess.run([sys.executable, str(Path(__file__).with_name("archive_export.py")),
                        "--games", str(args.export_games)], check=True)


if __name__ == "__main__":
    main()
