"""Rating latency: how long after a rated game ends its players' ratings have moved,
against the same run's unrated games as the baseline.

Starts the stack of ``bench/archive.py`` (``make run``'s processes: an embedded
Redis and PostgreSQL, the API under gunicorn, the workers). Then for
``--seconds`` it makes about ``--rate`` two-person ISAAC games end a second
(created, then resigned: the worker scores them), every other one rated with
its two players drawn from a pool of ``--players``, over ``--clients``
connections.

It prints, for rated and unrated games apart, the archive latency (the game's
end, ``ended_at``, to its row, ``archived_at``: for a rated game the same
transaction moved the ratings) p50/p99/max; for rated games also the time
from the resignation's answer until a client sees the ratings in the game's
history, against the time until an unrated game reads as finished (the
worker scores a resigned game first); and that every rated game moved its two players' ratings
exactly once (``rating_changes`` rows = 2 per rated game).

    .venv/bin/python bench/rating_latency.py                    # 40 games/s for 20 s
    .venv/bin/python bench/rating_latency.py --rate 80 --seconds 10
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time
from pathlib import Path

import psycopg
import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.archive import Stack, percentile  # noqa: E402


def play(url: str, until: float, every: float, players: int, seed: int, out: dict) -> None:
    """Make a game end every ``every`` seconds until ``until``: alternately rated
    (two players of the pool) and unrated; for rated ones, wait until the ratings
    show in the history and keep how long that took."""
    session, rng = requests.Session(), random.Random(seed)
    due, made = time.monotonic(), 0
    while due < until:
        time.sleep(max(0.0, due - time.monotonic()))
        due += every
        made += 1
        rated = made % 2 == 0
        seats = [{"kind": "human"}, {"kind": "human"}]
        if rated:
            for seat, player in zip(seats, rng.sample(range(players), 2)):
                seat["player"] = f"p{player}"
        answer = session.post(f"{url}/v1/games", json={"type": "isaac", "seats": seats,
                                                       "rated": rated})
        if answer.status_code != 201:
            out["errors"].append(answer.status_code)
            continue
        body = answer.json()
        game_id, token = body["game"]["id"], body["seat_tokens"][str(rng.randrange(2))]
        resigned = session.post(f"{url}/v1/games/{game_id}/resign",
                                headers={"Authorization": f"Bearer {token}"})
        if resigned.status_code != 200:
            out["errors"].append(resigned.status_code)
            continue
        answered = time.monotonic()
        out["rated" if rated else "unrated"].append(game_id)
        if rated:
            out["seen"].append(_until_rated(session, url, game_id, token) - answered)
        else:
            out["finished"].append(_until_finished(session, url, game_id) - answered)


def _until_rated(session: requests.Session, url: str, game_id: str, token: str) -> float:
    """When the game's history first shows its ratings (polled every 20 ms)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        entries = session.get(f"{url}/v1/games/{game_id}/history?after=2",
                              headers={"Authorization": f"Bearer {token}"}).json()["entries"]
        if any("ratings" in entry for entry in entries):
            return time.monotonic()
        time.sleep(0.02)
    return float("inf")


def _until_finished(session: requests.Session, url: str, game_id: str) -> float:
    """When the game first reads as finished (scored by the worker; polled every 20 ms)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if session.get(f"{url}/v1/games/{game_id}").json()["status"] == "finished":
            return time.monotonic()
        time.sleep(0.02)
    return float("inf")


def _ms(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"p50 {percentile(values, 0.5) * 1000:.0f} ms, p99 "
            f"{percentile(values, 0.99) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=float, default=40.0, help="games ending a second")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--players", type=int, default=200, help="the rated players' pool")
    args = parser.parse_args()
    stack = Stack().start()
    try:
        out = {"rated": [], "unrated": [], "seen": [], "finished": [], "errors": []}
        until = time.monotonic() + args.seconds
        threads = [threading.Thread(target=play, args=(
            stack.url, until, args.clients / args.rate, args.players, i, out))
            for i in range(args.clients)]
        for thread in threads:
            thread.start()
            time.sleep(1 / args.rate)
        for thread in threads:
            thread.join()
        ended = out["rated"] + out["unrated"]
        with psycopg.connect(stack.database_url, autocommit=True) as conn:
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and conn.execute(
                    "SELECT count(*) FROM archived_games").fetchone()[0] < len(ended):
                time.sleep(0.2)
            rows = conn.execute("SELECT rated, extract(epoch FROM archived_at - ended_at) "
                                "FROM archived_games").fetchall()
            changes = conn.execute("SELECT count(*), count(DISTINCT game_id) "
                                   "FROM rating_changes").fetchone()
        print(f"games ended: {len(out['rated'])} rated, {len(out['unrated'])} unrated "
              f"({len(out['errors'])} refused or failed)")
        print(f"end to archived, unrated (baseline): {_ms([float(r[1]) for r in rows if not r[0]])}")
        print(f"end to archived and rated:           {_ms([float(r[1]) for r in rows if r[0]])}")
        print(f"resignation answered to finished, unrated (baseline): {_ms(out['finished'])}")
        print(f"resignation answered to ratings seen, rated:         {_ms(out['seen'])}")
        print(f"rating changes: {changes[0]} rows for {changes[1]} games "
              f"({'exactly 2 per rated game' if changes == (2 * len(out['rated']), len(out['rated'])) else 'NOT 2 per rated game'})")
    finally:
        stack.stop()


if __name__ == "__main__":
    main()
