"""A real PostgreSQL for the archive's tests: the embedded server of `make run`
(services/postgres_server.py), started once per session in a directory of its
own, as root too (the way `make run` and CI run)."""

from __future__ import annotations

import random
import shutil
import tempfile
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from services import postgres_server
from shared import archive as archive_module
from shared import gamedoc, games


def start_server(tmp: Path, port: int | None = None):
    port = port or postgres_server.free_port()
    process = postgres_server.start(port, tmp / "pg", log_file=tmp / "pg.log")
    return process, postgres_server.url(port)


@pytest.fixture(scope="session")
def database_url():
    tmp = Path(tempfile.mkdtemp(prefix="archive-pg-"))
    process, url = start_server(tmp)
    yield url
    postgres_server.stop(process)
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def archive(database_url):
    store = archive_module.Archive(database_url, timeout=2)
    store.migrate()
    yield store
    store.close()


@pytest.fixture
def tenant() -> str:
    """A tenant of the test's own: tests share one database and see only theirs."""
    return f"t-{uuid.uuid4().hex[:12]}"


def iso(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace(
        "+00:00", "Z")


def ended_game(tenant: str | None, *, type: str = "isaac", status: str = "finished",
               ended: datetime | None = None, moves: int = 4,
               seed: int = 1) -> tuple[dict, list[dict]]:
    """A game played for ``moves`` random legal moves by the real rules, then ended
    with ``status`` at ``ended``: its final document and history, as the store keeps them."""
    rules = games.get(type)
    options = rules.normalize_options(None, 2)
    doc, entry = gamedoc.new_doc(uuid.uuid4().hex[:16], rules, options,
                                 [{"kind": "human"}, {"kind": "ai", "level": "easy"}], seed,
                                 "creator-hash", {0: "seat-hash"}, tenant=tenant)
    history, pick = [entry], random.Random(seed)
    for _ in range(moves):
        state = gamedoc.state_of(doc, rules)
        if rules.to_move(state) is None:
            break
        doc, entry = gamedoc.play(doc, rules, rules.to_move(state),
                                  pick.choice(rules.legal_moves(state)))
        history.append(entry)
    doc, entry = gamedoc.cancel(doc) if doc["status"] != "scoring" else (doc, None)
    if entry:
        history.append(entry)
    stamp = iso(ended or datetime.now(timezone.utc))
    doc.update(status=status, ended_at=stamp, updated_at=stamp,
               result={"scores": [1, 0], "winners": [0], "draw": False, "reason": "test"}
               if status == "finished" else None)
    history[-1].update(status=status, at=stamp)
    return doc, history
