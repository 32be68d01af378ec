"""Scaling benchmark: move submissions per second by API processes and store.

For each store (a single Redis, a Redis Cluster of 1 primary, one of 3
primaries; the job queue on a Redis of its own for the clusters) and each
number of gunicorn processes (1, 2, 4), it starts the stack on 127.0.0.1
(``bench/load.py``'s, one RQ worker), prepares games, runs the ``moves``
phase of ``bench/load.py`` (``--clients`` threads submitting moves worked out
beforehand) and prints moves/s, API CPU per move and the store's memory per
game. All on this machine: the API processes, the Redis nodes and the client
threads share its cores, so the figures show where the work goes rather than
what more machines give.

    .venv/bin/python bench/scale.py                      # every combination
    .venv/bin/python bench/scale.py --stores single,cluster3 --api 1,2 --seconds 5
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import redis  # noqa: E402

import load  # noqa: E402
from services import redis_server  # noqa: E402

STORES = {"single": 0, "cluster1": 1, "cluster3": 3}


class ScaleStack(load.Stack):
    """``load.Stack`` with the game store on a single Redis or on a cluster."""

    def __init__(self, args, primaries: int):
        super().__init__(args)
        self.primaries = primaries
        self.cluster = None
        self.queue_url = self.redis_url

    def env(self) -> dict:
        env = super().env()
        env["QUEUE_REDIS_URL"] = self.queue_url
        return env

    def start(self) -> None:
        if self.primaries:
            self.cluster = redis_server.Cluster(self.dir / "cluster", self.primaries,
                                                persist=True).start()
            self.queue_url, self.redis_url = self.redis_url, self.cluster.url
        super().start()  # the single Redis: the store, or the clusters' queue

    def queue_redis_url(self) -> str:
        return self.queue_url

    def used_memory(self) -> int:
        if self.cluster is None:
            return redis.Redis.from_url(self.redis_url).info("memory")["used_memory"]
        total = 0
        for port in self.cluster.ports:
            node = self.cluster.node(port)
            total += node.info("memory")["used_memory"]
            node.close()
        return total

    def stop(self) -> None:
        super().stop()
        if self.cluster is not None:
            self.cluster.stop()


def measure(args, store: str, api_workers: int) -> dict:
    args.api_workers = api_workers
    stack = ScaleStack(args, STORES[store])
    rng = random.Random(args.seed)
    try:
        stack.start()
        setup = load.Client(stack.api_port)
        memory_before = stack.used_memory()
        prepared = [[] for _ in range(args.clients)]
        count = 0
        for index in range(args.clients):
            for _ in range(args.games_per_client):
                game_type = load.GAME_TYPES[rng.randrange(len(load.GAME_TYPES))]
                seed = rng.randrange(2**62)
                created = load.create_game(setup, game_type, seed)
                count += 1
                prepared[index].append((created["game"]["id"], created["seat_tokens"],
                                        load.planned_moves(game_type, seed, rng)))
        per_game = (stack.used_memory() - memory_before) / count

        def moves(index, client, record, stop_at):
            for game_id, tokens, plan in prepared[index]:
                for seat, move in plan:
                    if time.monotonic() >= stop_at:
                        return
                    client.timed(record["move"], "POST", f"/v1/games/{game_id}/moves",
                                 {"move": move}, token=tokens[str(seat)])

        phase = load.Phase(stack, "moves", ("move",)).run(moves, args.clients, args.seconds)
        values = sorted(phase.latencies["move"])
        return {"store": store, "api": api_workers, "moves_s": phase.rate("move"),
                "cpu_ms": phase.cpu_ms_per_request(),
                "p95_ms": 1000 * load.percentile(values, 0.95), "bytes_per_game": per_game}
    finally:
        stack.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stores", default="single,cluster1,cluster3",
                        help=f"comma-separated, of {', '.join(STORES)}")
    parser.add_argument("--api", default="1,2,4", help="gunicorn processes, comma-separated")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--games-per-client", type=int, default=12)
    parser.add_argument("--rq-workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args(argv)
    print(f"{os.cpu_count()} CPUs; {args.clients} client threads, {args.seconds:.0f} s per run; "
          f"redis-server {subprocess.run([redis_server.binary(), '--version'], capture_output=True, text=True).stdout.split()[2]}")
    print(f"{'store':<10} {'API procs':>9} {'moves/s':>9} {'API CPU ms/move':>16} "
          f"{'p95 ms':>8} {'store bytes/game':>17}")
    for store in args.stores.split(","):
        for api in (int(n) for n in args.api.split(",")):
            row = measure(args, store, api)
            print(f"{row['store']:<10} {row['api']:>9} {row['moves_s']:>9.1f} "
                  f"{row['cpu_ms']:>16.2f} {row['p95_ms']:>8.1f} "
                  f"{row['bytes_per_game']:>17.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
