"""How fast ``GET /v1/archive/games`` streams archived games through the real
server: an embedded Redis and PostgreSQL (services/redis_server.py,
services/postgres_server.py) and the API under gunicorn with ``DATABASE_URL``,
as ``make run`` starts them, in a directory of their own.

    .venv/bin/python bench/archive_export.py                    # 10,000 games of 40 moves
    .venv/bin/python bench/archive_export.py --games 2000 --moves 20

``--distinct`` games are played with random legal moves by the real rules
(ISAAC and Osiron in turn), then archived ``--games`` times under new ids
(``Archive.archive_game``). The export is read whole by one client, line by
line as it arrives; prints games/s and MiB/s (the target is 500 games/s), and
checks that every game came once. Every process it starts is stopped at the end.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

import requests

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from services import postgres_server, redis_server  # noqa: E402
from shared.archive import Archive  # noqa: E402
from tests.archive.conftest import ended_game  # noqa: E402
from tests.service.conftest import start_api, stop_process  # noqa: E402

TENANT, KEY = "bench", "key-bench"


def archive_games(archive: Archive, games: int, distinct: int, moves: int) -> None:
    played = [ended_game(TENANT, type=("isaac", "osiron")[i % 2], moves=moves, seed=i)
              for i in range(distinct)]
    for i in range(games):
        doc, history = played[i % distinct]
        archive.archive_game({**doc, "id": f"{i:08d}{doc['id'][:8]}"}, history)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--distinct", type=int, default=200)
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="archive-export-bench-"))
    redis = postgres = api = archive = None
    try:
        redis_port, pg_port, port = (redis_server.free_port() for _ in range(3))
        redis = redis_server.start(redis_port, tmp / "redis", persist=False)
        postgres = postgres_server.start(pg_port, tmp / "pg", log_file=tmp / "pg.log")
        database_url = postgres_server.url(pg_port)
        archive = Archive(database_url)
        archive.migrate()
        started = time.monotonic()
        archive_games(archive, args.games, args.distinct, args.moves)
        print(f"{args.games} games archived ({args.moves} moves each) in "
              f"{time.monotonic() - started:.1f} s")
        api = start_api(f"redis://127.0.0.1:{redis_port}/0", port, DATABASE_URL=database_url,
                        API_KEYS=f"{TENANT}={KEY}", HOST="127.0.0.1")
        started, count, size, ids = time.monotonic(), 0, 0, set()
        with requests.get(f"http://127.0.0.1:{port}/v1/archive/games",
                          headers={"X-API-Key": KEY}, stream=True, timeout=600) as answer:
            answer.raise_for_status()
            for line in answer.iter_lines(chunk_size=65536):
                ids.add(json.loads(line)["id"])
                count += 1
                size += len(line) + 1
        elapsed = time.monotonic() - started
        assert count == len(ids) == args.games, (count, len(ids))
        print(f"GET /v1/archive/games: {count} games in {elapsed:.2f} s = "
              f"{count / elapsed:.0f} games/s, {size / elapsed / 2**20:.1f} MiB/s "
              f"({size / count / 1024:.1f} KiB a line; target >= 500 games/s)")
    finally:
        if api is not None:
            stop_process(api)
        if archive is not None:
            archive.close()
        if postgres is not None:
            postgres_server.stop(postgres)
        if redis is not None:
            redis_server.stop(redis)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
