"""The archive of ended games (shared/archive/) on a real PostgreSQL."""

from __future__ import annotations

import os
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import psycopg
import pytest

from services import postgres_server
from shared import archive as archive_module
from shared import fastjson
from shared.archive import Archive, ArchiveUnavailable, InvalidCursor, MigrationError

from .conftest import ended_game, start_server

NOW = datetime(2026, 11, 25, 12, 0, tzinfo=timezone.utc)


def as_stored(data):
    return fastjson.loads(fastjson.dumps(data))


def test_a_game_archived_twice_is_stored_once_and_loads_as_it_was(archive, tenant):
    doc, history = ended_game(tenant, moves=6)
    assert archive.archive_game(doc, history) is True
    changed = dict(doc, version=doc["version"] + 5)
    assert archive.archive_game(changed, history + history) is False  # the first copy stays
    assert archive.load(tenant, doc["id"]) == (as_stored(doc), as_stored(history))
    assert len(archive.list_games(tenant).games) == 1


def test_games_without_tenants_are_the_empty_tenant(archive):
    doc, history = ended_game(None)
    assert archive.archive_game(doc, history)
    assert archive.load(None, doc["id"])[0]["id"] == doc["id"]
    assert archive.load("", doc["id"]) is not None


def test_another_tenants_game_does_not_exist(archive, tenant):
    doc, history = ended_game(tenant)
    archive.archive_game(doc, history)
    other = tenant + "-other"
    assert archive.load(other, doc["id"]) is None
    assert archive.list_games(other).games == []
    assert list(archive.export(other)) == []
    assert archive.load(None, doc["id"]) is None
    # the same id in two tenants: two games (the key is (tenant, id))
    theirs = dict(doc, tenant=other)
    assert archive.archive_game(theirs, history) is True
    assert archive.load(other, doc["id"])[0]["tenant"] == other


def _archive_spread(archive, tenant, count=12):
    """``count`` games, ended an hour apart, alternating types and statuses."""
    made = []
    for i in range(count):
        doc, history = ended_game(tenant, type=("isaac", "osiron")[i % 2],
                                  status=("finished", "cancelled", "abandoned")[i % 3],
                                  ended=NOW - timedelta(hours=i), seed=i)
        archive.archive_game(doc, history)
        made.append(doc)
    return made  # newest first


def test_listing_is_newest_first_in_pages_with_filters(archive, tenant):
    made = _archive_spread(archive, tenant)
    seen, cursor = [], None
    while True:
        page = archive.list_games(tenant, limit=5, cursor=cursor)
        assert len(page.games) <= 5
        seen += page.games
        if page.cursor is None:
            break
        cursor = page.cursor
    assert [g["id"] for g in seen] == [d["id"] for d in made]
    assert all("state" not in g and g["status"] in ("finished", "cancelled", "abandoned")
               for g in seen)

    osiron = archive.list_games(tenant, type="osiron", limit=100).games
    assert [g["id"] for g in osiron] == [d["id"] for d in made if d["type"] == "osiron"]
    cancelled = archive.list_games(tenant, status="cancelled", limit=2)
    assert [g["id"] for g in cancelled.games] == [d["id"] for d in made
                                                  if d["status"] == "cancelled"][:2]
    rest = archive.list_games(tenant, status="cancelled", limit=2, cursor=cancelled.cursor)
    assert [g["id"] for g in rest.games] == [d["id"] for d in made
                                             if d["status"] == "cancelled"][2:]
    window = archive.list_games(tenant, since=NOW - timedelta(hours=3), until=NOW)
    assert [g["id"] for g in window.games] == [d["id"] for d in made[1:4]]


def test_games_ended_at_the_same_moment_are_all_listed_once(archive, tenant):
    docs = [ended_game(tenant, ended=NOW, seed=i) for i in range(7)]
    for doc, history in docs:
        archive.archive_game(doc, history)
    ids, cursor = [], None
    for _ in range(10):
        page = archive.list_games(tenant, limit=2, cursor=cursor)
        ids += [g["id"] for g in page.games]
        if not (cursor := page.cursor):
            break
    assert sorted(ids) == sorted(doc["id"] for doc, _ in docs) and len(set(ids)) == 7


def test_a_cursor_not_made_here_is_refused(archive, tenant):
    for bad in ("nope", "W10=", "eyJhIjoxfQ=="):
        with pytest.raises(InvalidCursor):
            archive.list_games(tenant, cursor=bad)


def test_export_streams_oldest_first_and_resumes_after_a_cursor(archive, tenant):
    made = list(reversed(_archive_spread(archive, tenant)))  # oldest first
    rows = list(archive.export(tenant, batch=4))
    assert [r["doc"]["id"] for r in rows] == [d["id"] for d in made]
    assert all(r["history"][0]["type"] == "created" for r in rows)
    resumed = list(archive.export(tenant, cursor=rows[4]["cursor"]))
    assert [r["doc"]["id"] for r in resumed] == [d["id"] for d in made[5:]]
    isaac = list(archive.export(tenant, type="isaac", status="finished",
                                since=NOW - timedelta(hours=11), until=NOW + timedelta(1)))
    assert [r["doc"]["id"] for r in isaac] == [
        d["id"] for d in made if d["type"] == "isaac" and d["status"] == "finished"]
    stopped = archive.export(tenant, batch=2)
    next(stopped)
    stopped.close()  # a client that goes away: the connection goes back to the pool
    assert len(list(archive.export(tenant))) == len(made)


def test_an_analysis_is_kept_per_tenant_game_and_level_and_goes_with_its_game(archive, tenant):
    doc, history = ended_game(tenant, ended=NOW - timedelta(days=8))
    archive.archive_game(doc, history)
    body = {"game": doc["id"], "level": "quick", "plies": [{"ply": 1, "class": "best"}]}
    archive.save_analysis(tenant, doc["id"], "quick", body)
    archive.save_analysis(tenant, doc["id"], "quick", body)  # again: replaced, one row
    assert archive.analysis(tenant, doc["id"], "quick") == as_stored(body)
    assert archive.analysis(tenant, doc["id"], "deep") is None
    assert archive.analysis(tenant + "-other", doc["id"], "quick") is None
    archive.set_retention(tenant, 7)
    assert archive.delete_expired(NOW) == 1
    assert archive.analysis(tenant, doc["id"], "quick") is None


def test_retention_deletes_only_what_is_due(archive, tenant):
    keep_all = tenant + "-forever"
    old = [ended_game(t, ended=NOW - timedelta(days=8)) for t in (tenant, keep_all)]
    recent = ended_game(tenant, ended=NOW - timedelta(days=6))
    for doc, history in [*old, recent]:
        archive.archive_game(doc, history)
    archive.set_retention(tenant, 7)
    archive.set_retention(keep_all, None)
    assert archive.delete_expired(NOW) == 1
    assert archive.load(tenant, old[0][0]["id"]) is None
    assert archive.load(tenant, recent[0]["id"]) is not None
    assert archive.load(keep_all, old[1][0]["id"]) is not None  # no limit
    assert archive.delete_expired(NOW) == 0
    archive.set_retention(tenant, 5)  # changed: the recent one is due now
    assert archive.delete_expired(NOW) == 1


def test_migrating_again_is_a_no_op_and_an_edited_migration_is_refused(archive, database_url):
    assert archive.migrate() == []
    results = []
    threads = [threading.Thread(target=lambda: results.append(archive.migrate()))
               for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [[], [], []]
    with psycopg.connect(database_url, autocommit=True) as conn:
        versions = conn.execute("SELECT version FROM schema_migrations").fetchall()
        assert versions == [(v,) for v, _, _ in archive_module.migrations()]
        conn.execute("UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1")
        try:
            with pytest.raises(MigrationError):
                archive.migrate()
        finally:
            checksum = archive_module.hashlib.sha256(
                archive_module.migrations()[0][2].encode()).hexdigest()
            conn.execute("UPDATE schema_migrations SET checksum = %s WHERE version = 1",
                         [checksum])


def test_a_fresh_database_is_migrated_from_nothing(tmp_path):
    """The whole schema from an empty server (also: the server's own start-up time)."""
    tmp = Path(tempfile.mkdtemp(prefix="archive-pg-"))
    started = time.monotonic()
    process, url = start_server(tmp)
    print(f"\nembedded PostgreSQL: initdb + start {time.monotonic() - started:.2f} s")
    store = Archive(url, timeout=2)
    try:
        assert store.migrate() == [f"{v:04d}_{name}" for v, name, _ in archive_module.migrations()]
        assert store.migrate() == []
    finally:
        store.close()
        postgres_server.stop(process)


def test_postgres_out_of_reach_raises_archive_unavailable(tenant):
    tmp = Path(tempfile.mkdtemp(prefix="archive-pg-"))
    process, url = start_server(tmp)
    port = int(url.rsplit(":", 1)[1].split("/")[0])
    store = Archive(url, timeout=1)
    try:
        store.migrate()
        doc, history = ended_game(tenant)
        assert store.archive_game(doc, history)
        postgres_server.stop(process)  # with a connection in the pool: it finds it dead
        for call in (lambda: store.load(tenant, doc["id"]), lambda: store.list_games(tenant),
                     lambda: list(store.export(tenant)), lambda: store.archive_game(doc, history),
                     lambda: store.delete_expired(NOW), store.migrate):
            started = time.monotonic()
            with pytest.raises(ArchiveUnavailable):
                call()
            assert time.monotonic() - started < 5
        process, _ = start_server(tmp, port)  # back: the first call after it works
        assert store.load(tenant, doc["id"]) is not None
    finally:
        store.close()
        postgres_server.stop(process)
    never = Archive(f"postgresql://postgres@127.0.0.1:{postgres_server.free_port()}/x", timeout=1)
    with pytest.raises(ArchiveUnavailable):
        never.load(tenant, "x")
    never.close()


@pytest.mark.skipif(os.geteuid() != 0, reason="the fallback for root without user namespaces")
def test_as_root_without_user_namespaces_the_server_runs_as_nobody(monkeypatch):
    monkeypatch.setattr(postgres_server, "demotion", lambda: {
        "owner": postgres_server.NOBODY, "user": postgres_server.NOBODY,
        "group": postgres_server.NOBODY, "extra_groups": []})
    tmp = Path(tempfile.mkdtemp(prefix="archive-pg-"))
    tmp.chmod(0o755)
    if not _reachable_by_nobody(Path(postgres_server.binary("postgres"))):
        pytest.skip("nobody cannot reach this virtualenv")
    process, url = start_server(tmp)
    try:
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
        assert (tmp / "pg").stat().st_uid == postgres_server.NOBODY
        assert all(p.uids().effective == postgres_server.NOBODY
                   for p in [_psutil().Process(process.pid)])
    finally:
        postgres_server.stop(process)


def test_as_root_the_server_is_not_root_in_its_namespace(database_url):
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT current_user").fetchone() == ("postgres",)
    if os.geteuid() == 0:
        assert postgres_server.demotion()["owner"] in (0, postgres_server.NOBODY)


def _reachable_by_nobody(path: Path) -> bool:
    return all(p.stat().st_mode & 0o001 for p in path.parents)


def _psutil():
    import psutil

    return psutil
