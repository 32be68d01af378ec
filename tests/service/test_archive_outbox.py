"""Ended games into the archive through the outbox, with a real PostgreSQL, a real
Redis (a database of each test's own) and real worker processes.

Every way a game ends reaches the archive once, with its document and history
as Redis holds them; a worker killed before or after the insert archives the
game once when it comes back; with PostgreSQL stopped play goes on and the
games that ended meanwhile are archived once when it is back; the retention
deletes only what is due; on a Redis Cluster the outbox is the game's own key.
"""

from __future__ import annotations

import itertools
import os
import signal
import time
from datetime import datetime, timedelta, timezone

import psycopg
import pytest
import redis

from services import postgres_server, redis_server
from services.api.app import create_app
from services.worker import archiving
from shared import archive as archive_module
from shared import redis_conn
from shared.settings import ConfigurationError, Settings
from shared.store import ARCHIVE_OUTBOX, GameStore, archive_marker, doc_key, log_key
from tests.archive.conftest import ended_game, start_server

from .conftest import QUEUE_URLS, TOKEN_SECRET, start_worker, stop_process
from .helpers import bearer, play_to_end, wait_for

TENANTS = ("acme", "beta")
FINISHED_TTL = 3600
_databases = itertools.count(1)


def key(tenant: str) -> str:
    return f"key-of-{tenant}-0123456789"


@pytest.fixture(scope="module")
def redis_port(tmp_path_factory):
    port = redis_server.free_port()
    process = redis_server.start(port, tmp_path_factory.mktemp("archive-redis"), persist=False)
    yield port
    redis_server.stop(process)


@pytest.fixture(scope="module")
def database_url(tmp_path_factory):
    process, url = start_server(tmp_path_factory.mktemp("archive-pg"))
    archive_module.Archive(url).migrate()
    yield url
    postgres_server.stop(process)


def make_settings(redis_url: str, database_url: str, **extra) -> Settings:
    return Settings(redis_url=redis_url, queue_redis_url=QUEUE_URLS.get(redis_url, ""),
                    token_secret=TOKEN_SECRET.encode(), database_url=database_url,
                    rate_limit_enabled=False, ai_quota_jobs=10_000, ai_quota_games=10_000,
                    min_clock_seconds=1, active_game_ttl=4, finished_game_ttl=FINISHED_TTL,
                    api_keys=tuple(f"{t}={key(t)}" for t in TENANTS), **extra)


class Service:
    """The API (test client) of one tenant and the worker processes, on one Redis
    database of the test's own."""

    def __init__(self, redis_url: str, database_url: str):
        self.redis_url, self.database_url = redis_url, database_url
        self.settings = make_settings(redis_url, database_url)
        self.app = create_app(self.settings)
        self.redis = redis_conn.store_client(redis_url)
        self.store = GameStore.configured(self.redis, self.settings)
        self.archive = archive_module.Archive(database_url, timeout=2)
        self.workers = []

    def client(self, tenant: str = "acme"):
        client = self.app.test_client()
        client.environ_base["HTTP_X_API_KEY"] = key(tenant)
        return client

    def start_worker(self, **env):
        env = {"DATABASE_URL": self.database_url, "ACTIVE_GAME_TTL": 4,
               "FINISHED_GAME_TTL": FINISHED_TTL, **env}
        self.workers.append(start_worker(self.redis_url, **env))
        return self.workers[-1]

    def close(self):
        for process in self.workers:
            stop_process(process)
        self.archive.close()
        self.redis.close()

    def pending(self) -> set[str]:
        return set(self.store.archive_pending(2**62, 10_000))


@pytest.fixture
def service(redis_port, database_url):
    made = Service(f"redis://127.0.0.1:{redis_port}/{next(_databases)}", database_url)
    yield made
    made.close()


def cancelled_game(client) -> str:
    made = client.post("/v1/games", json={"type": "isaac", "seats": [{"kind": "human"}] * 2})
    assert made.status_code == 201, made.get_json()
    game_id = made.get_json()["game"]["id"]
    cancelled = client.post(f"/v1/games/{game_id}/cancel",
                            headers=bearer(made.get_json()["creator_token"]))
    assert cancelled.get_json()["status"] == "cancelled"
    return game_id


def archived_rows(database_url: str, tenant: str, ids) -> dict[str, int]:
    with psycopg.connect(database_url, autocommit=True) as conn:
        rows = conn.execute("SELECT id, count(*) FROM archived_games WHERE tenant = %s AND "
                            "id = ANY(%s) GROUP BY id", [tenant, list(ids)]).fetchall()
    return dict(rows)


def wait_archived(service: Service, tenant: str, ids, timeout: float = 60.0) -> None:
    ids = set(ids)
    wait_for(lambda: set(archived_rows(service.database_url, tenant, ids)) == ids
             and not (service.pending() & ids), timeout, f"{len(ids)} games archived")


# -- the store: the outbox is written by the change that ends the game -----------------------

def test_a_game_that_ends_enters_the_outbox_and_keeps_its_keys_until_archived(service):
    client = service.client()
    made = client.post("/v1/games", json={"type": "osiron", "seats": [{"kind": "human"}] * 2})
    game_id = made.get_json()["game"]["id"]
    assert service.pending() == set()  # a game going on is not in the outbox
    assert 0 < service.redis.ttl(doc_key(game_id))
    client.post(f"/v1/games/{game_id}/cancel", headers=bearer(made.get_json()["creator_token"]))
    assert service.pending() == {game_id}
    ended = service.redis.zscore(ARCHIVE_OUTBOX, game_id)
    doc = service.store.load(game_id).doc
    ended_ms = datetime.fromisoformat(doc["ended_at"].replace("Z", "+00:00")).timestamp() * 1000
    assert ended == ended_ms
    # no expiry while it is not archived: Redis cannot drop it before the archive has it
    assert service.redis.ttl(doc_key(game_id)) == -1 and service.redis.ttl(log_key(game_id)) == -1
    assert archiving.archive_one(service.store, service.archive, game_id) == "archived"
    assert service.pending() == set()
    assert 0 < service.redis.ttl(doc_key(game_id)) <= FINISHED_TTL
    assert 0 < service.redis.ttl(log_key(game_id)) <= FINISHED_TTL
    # again (a crash between the insert and the removal): nothing changes
    service.redis.zadd(ARCHIVE_OUTBOX, {game_id: ended})
    assert archiving.archive_one(service.store, service.archive, game_id) == "already"
    assert archived_rows(service.database_url, "acme", [game_id]) == {game_id: 1}


def test_without_an_archive_a_game_that_ends_expires_as_before(redis_port):
    settings = make_settings(f"redis://127.0.0.1:{redis_port}/{next(_databases)}", "")
    client = create_app(settings).test_client()
    client.environ_base["HTTP_X_API_KEY"] = key("acme")
    game_id = cancelled_game(client)
    connection = redis.Redis.from_url(settings.redis_url)
    assert connection.zcard(ARCHIVE_OUTBOX) == 0
    assert 0 < connection.ttl(doc_key(game_id)) <= FINISHED_TTL
    assert connection.llen("rq:queue:archive") == 0


# -- every end, through a real worker ---------------------------------------------------------

def test_every_kind_of_end_is_archived_once_with_its_document_and_history(service):
    service.start_worker()
    client = service.client()
    ids = {}
    for game_type, players in (("isaac", 2), ("osiron", 2), ("isis-osiris", 3)):
        made = client.post("/v1/games", json={"type": game_type,
                                              "seats": [{"kind": "human"}] * players})
        body = made.get_json()
        play_to_end(client, body["game"]["id"], body["seat_tokens"])  # then scored: finished
        ids[body["game"]["id"]] = "finished"
    ids[cancelled_game(client)] = "cancelled"
    made = client.post("/v1/games", json={"type": "isaac", "join_seconds": 1,
                                          "seats": [{"kind": "human"}, {"kind": "open"}]})
    ids[made.get_json()["game"]["id"]] = "expired"
    made = client.post("/v1/games", json={"type": "osiron", "seats": [{"kind": "human"}] * 2})
    ids[made.get_json()["game"]["id"]] = "abandoned"  # ACTIVE_GAME_TTL=4, no move
    ai = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]}).get_json()
    ids[ai["game"]["id"]] = "finished"
    wait_archived(service, "acme", ids, timeout=90)
    assert archived_rows(service.database_url, "acme", ids) == dict.fromkeys(ids, 1)
    for game_id, status in ids.items():
        doc, history = service.archive.load("acme", game_id)
        assert doc["status"] == status
        assert doc == service.store.load(game_id).doc  # the same document as in Redis
        assert history == service.store.history(game_id, 0, limit=10_000)
        assert len(history) == doc["version"] and doc["tenant"] == "acme"
        assert 0 < service.redis.ttl(doc_key(game_id)) <= FINISHED_TTL
    assert service.archive.list_games("beta").games == []  # another tenant sees none


# -- crashes ------------------------------------------------------------------------------------

@pytest.mark.parametrize("point", ["before", "after"])
def test_a_worker_killed_while_archiving_archives_the_game_once(service, point, tmp_path):
    stalled = service.start_worker(TEST_ARCHIVE_STALL=point, TEST_ARCHIVE_STALL_DIR=tmp_path)
    game_id = cancelled_game(service.client())
    wait_for(lambda: (tmp_path / f"{point}-{game_id}").exists(), 30, "the archive step")
    expected = {game_id: 1} if point == "after" else {}
    assert archived_rows(service.database_url, "acme", [game_id]) == expected
    os.killpg(stalled.pid, signal.SIGKILL)
    stalled.wait()
    assert service.pending() == {game_id}  # the outbox still holds it
    service.start_worker()
    wait_archived(service, "acme", [game_id])
    assert archived_rows(service.database_url, "acme", [game_id]) == {game_id: 1}


# -- PostgreSQL down ----------------------------------------------------------------------------

def test_with_postgresql_stopped_play_goes_on_and_games_are_archived_once_when_it_is_back(
        service, tmp_path):
    port = postgres_server.free_port()
    process, url = start_server(tmp_path, port)
    archive_module.Archive(url).migrate()
    service.database_url = url
    service.archive = archive_module.Archive(url, timeout=2)
    service.start_worker()
    client = service.client()
    wait_archived(service, "acme", [cancelled_game(client)])  # up and running
    postgres_server.stop(process)
    started = time.monotonic()
    ids = [cancelled_game(client) for _ in range(20)]
    assert time.monotonic() - started < 10  # nothing on the way waits for PostgreSQL
    ai = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]}).get_json()
    ids.append(ai["game"]["id"])  # an all-AI game plays to its end meanwhile
    wait_for(lambda: service.store.load(ai["game"]["id"]).doc["status"] == "finished", 60,
             "the AI game's end")
    time.sleep(3)  # jobs and a sweep found PostgreSQL away
    assert set(ids) <= service.pending()
    process, _ = start_server(tmp_path, port)
    try:
        wait_archived(service, "acme", ids, timeout=60)
        assert archived_rows(url, "acme", ids) == dict.fromkeys(ids, 1)
        assert archived_rows(url, "beta", ids) == {}
        assert service.archive.list_games("beta").games == []
    finally:
        service.archive.close()
        postgres_server.stop(process)


# -- retention ----------------------------------------------------------------------------------

def test_the_retention_deletes_only_what_is_due(service):
    now = datetime.now(timezone.utc)
    old = {t: ended_game(t, ended=now - timedelta(days=8)) for t in ("acme", "beta")}
    recent = ended_game("acme", ended=now - timedelta(days=6))
    for doc, history in [*old.values(), recent]:
        service.archive.archive_game(doc, history)
    service.start_worker(ARCHIVE_RETENTION_DAYS="acme=7,beta=forever")
    wait_for(lambda: service.archive.load("acme", old["acme"][0]["id"]) is None, 30,
             "the daily retention")
    assert service.archive.load("acme", recent[0]["id"]) is not None
    assert service.archive.load("beta", old["beta"][0]["id"]) is not None  # kept for ever


def test_the_retention_setting_is_checked(monkeypatch):
    monkeypatch.setenv("ARCHIVE_RETENTION_DAYS", "acme=30, _=forever")
    assert Settings().archive_retention_days == (("acme", 30), ("_", None))
    for bad in ("acme", "acme=0", "acme=soon", "=3"):
        monkeypatch.setenv("ARCHIVE_RETENTION_DAYS", bad)
        with pytest.raises(ConfigurationError, match="ARCHIVE_RETENTION_DAYS"):
            Settings()


# -- a Redis Cluster ---------------------------------------------------------------------------

def test_on_a_cluster_the_outbox_is_the_games_own_key(redis_cluster, database_url):
    service = Service(redis_cluster.url, database_url)
    try:
        client = service.client("beta")
        game_id = cancelled_game(client)
        marker = archive_marker(game_id)
        assert service.redis.get(marker) is not None and service.redis.ttl(doc_key(game_id)) == -1
        assert game_id in service.pending()  # the sweep finds it on its primary
        service.start_worker()
        wait_archived(service, "beta", [game_id])
        assert service.redis.exists(marker) == 0
        assert 0 < service.redis.ttl(doc_key(game_id)) <= FINISHED_TTL
        # what a lost job leaves, the sweep archives
        stopped = service.workers.pop()
        stop_process(stopped)
        left = cancelled_game(client)
        queue = redis.Redis.from_url(QUEUE_URLS[redis_cluster.url])
        queue.delete(archiving.SWEEP_LOCK)  # the stopped worker's last sweep
        archiving.sweep(service.store, service.archive, queue, service.settings,
                        now_ms=int(time.time() * 1000) + archiving.SWEEP_GRACE_MS + 1000)
        assert archived_rows(database_url, "beta", [left]) == {left: 1}
        assert service.redis.exists(archive_marker(left)) == 0
    finally:
        service.close()
