"""How fast the archive stores and exports ended games, on the embedded
PostgreSQL (services/postgres_server.py) in a directory of its own.

    python bench/archive_rates.py --games 2000 --moves 40

Games are played with random legal moves by the real rules (``--moves`` each,
ISAAC and Osiron in turn), then archived one call each (as the worker's
outbox drain will), listed, and exported through the server-side cursor
(``Archive.export``) as NDJSON lines. Prints games/s for each.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from services import postgres_server  # noqa: E402
from shared import fastjson  # noqa: E402
from shared.archive import Archive  # noqa: E402
from tests.archive.conftest import ended_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="archive-bench-"))
    started = time.monotonic()
    port = postgres_server.free_port()
    process = postgres_server.start(port, tmp / "pg")
    print(f"embedded PostgreSQL: initdb + start {time.monotonic() - started:.2f} s")
    archive = Archive(postgres_server.url(port))
    try:
        archive.migrate()
        made = [ended_game("bench", type=("isaac", "osiron")[i % 2], moves=args.moves, seed=i)
                for i in range(args.games)]
        size = sum(len(fastjson.dumps(d)) + len(fastjson.dumps(h)) for d, h in made) / len(made)
        print(f"{args.games} games, {size / 1024:.1f} KiB of JSON each (document + history)")
        started = time.monotonic()
        for doc, history in made:
            archive.archive_game(doc, history)
        print(f"archive_game: {args.games / (time.monotonic() - started):.0f} games/s")
        started, pages, cursor = time.monotonic(), 0, None
        while True:
            page = archive.list_games("bench", limit=50, cursor=cursor)
            pages += 1
            if not (cursor := page.cursor):
                break
        print(f"list_games: {pages / (time.monotonic() - started):.0f} pages of 50/s")
        started, written = time.monotonic(), 0
        for row in archive.export("bench"):
            written += len(fastjson.dumps(row)) + 1  # one NDJSON line
        elapsed = time.monotonic() - started
        print(f"export: {args.games / elapsed:.0f} games/s ({written / elapsed / 2**20:.1f} MiB/s)")
    finally:
        archive.close()
        postgres_server.stop(process)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
