"""What only a Redis Cluster has: games spread over its primaries, a change
whose tenant side is forwarded after a crash, and a primary's failover that
loses no acknowledged move (the rest of the suite runs on the cluster through
the ``cluster`` marker, see conftest.py)."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace

import pytest
import redis

from services import redis_server
from services.api.app import create_app
from shared import redis_conn
from shared.redis_conn import ConfigurationError
from shared.settings import Settings
from shared.store import ClusterStore, GameStore, doc_key, feed_key, index_keys, outbox_key

from .conftest import QUEUE_URLS, TOKEN_SECRET
from .helpers import bearer, create, humans, play_random_move


@pytest.fixture(scope="module")
def cluster_settings(redis_cluster) -> Settings:
    return Settings(redis_url=redis_cluster.url, queue_redis_url=QUEUE_URLS[redis_cluster.url],
                    token_secret=TOKEN_SECRET.encode(), rate_limit_enabled=False,
                    ai_quota_jobs=10_000, ai_quota_games=10_000)


def primary_of(client, key: str) -> str:
    return client.get_node_from_key(key).name


def test_a_cluster_store_needs_a_queue_of_its_own(redis_cluster):
    with pytest.raises(ConfigurationError):
        redis_conn.queue_url(Settings(redis_url=redis_cluster.url, queue_redis_url=""))
    with pytest.raises(ConfigurationError):
        redis_conn.queue_url(Settings(redis_url="redis://x:1/0",
                                      queue_redis_url=redis_cluster.url))
    single = Settings(redis_url="redis://127.0.0.1:1/0", queue_redis_url="")
    assert redis_conn.queue_url(single) == single.redis_url


def test_games_spread_over_every_primary(cluster_settings):
    app = create_app(cluster_settings)
    client = app.test_client()
    store = app.extensions["game_service"].store
    games = [create(client, "osiron", humans(2))["game"]["id"] for _ in range(24)]
    primaries = {primary_of(store.redis, doc_key(g)) for g in games}
    assert len(primaries) == 3 == len(store.redis.get_primaries())
    # and each game's keys are all in its own slot
    for game_id in games:
        keys = [k for k in store.redis.scan_iter(match=f"game:{{{game_id}}}*", count=1000)]
        assert keys and len({store.redis.keyslot(k) for k in keys}) == 1


def _feed(store: GameStore, game_id: str, tenant=None) -> list[tuple[int, str]]:
    """(version, type) of the game's events in its tenant's feed, in feed order."""
    events = [json.loads(f[b"e"]) for _, f in store.redis.xrange(feed_key(tenant))]
    return [(e["version"], e["type"]) for e in events if e.get("game") == game_id]


def _listed_version(store: GameStore, game_id: str, tenant=None) -> int | None:
    raw = store.redis.hget(index_keys(tenant)[2], game_id)
    return None if raw is None else json.loads(raw)["version"]


def _move_that_dies_after_the_game_slot(client, game_id, tokens, monkeypatch) -> int:
    def crash(*args, **kwargs):
        raise redis.ConnectionError("the process died here")

    monkeypatch.setattr(ClusterStore, "_forward", crash)
    try:
        legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
        answer = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                             headers=bearer(tokens[str(legal["to_move"])]))
    finally:
        monkeypatch.undo()
    return answer.status_code


def test_a_change_whose_tenant_side_was_lost_is_forwarded_once(cluster_settings, monkeypatch):
    """A process dies between the game slot's write and the tenant slot's: the
    game is complete, and the index and feed catch up (the worker's sweep, or
    the game's next change), each event once and in order."""
    app = create_app(cluster_settings)
    client = app.test_client()
    store = app.extensions["game_service"].store
    body = create(client, "osiron", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    rng = random.Random(3)
    play_random_move(client, game_id, tokens, rng)
    assert _listed_version(store, game_id) == 2
    assert max(v for v, _ in _feed(store, game_id)) == 2

    # not acknowledged (503), but the game slot has it
    assert _move_that_dies_after_the_game_slot(client, game_id, tokens, monkeypatch) == 503
    assert store.version(game_id) == 3
    assert _listed_version(store, game_id) == 2  # the tenant side lags
    pending = store.redis.hvals(outbox_key(game_id))
    assert len(pending) == 1

    assert store.forward_outboxes() >= 1  # what the worker's maintenance runs
    assert store.forward_outboxes() == 0  # nothing left
    assert _listed_version(store, game_id) == 3
    assert store.redis.hlen(outbox_key(game_id)) == 0
    once = _feed(store, game_id)
    assert max(v for v, _ in once) == 3

    store._forward(game_id, None, pending)  # a sweep racing the writer: no harm
    assert _feed(store, game_id) == once
    assert _listed_version(store, game_id) == 3

    # the next change forwards what is pending first
    assert _move_that_dies_after_the_game_slot(client, game_id, tokens, monkeypatch) == 503
    assert _listed_version(store, game_id) == 3
    play_random_move(client, game_id, tokens, rng)
    assert _listed_version(store, game_id) == 5
    assert store.redis.hlen(outbox_key(game_id)) == 0
    events = _feed(store, game_id)
    assert {v for v, _ in events} == {1, 2, 3, 4, 5}
    assert len(events) == len(set(events))  # no event twice
    assert [v for v, _ in events] == sorted(v for v, _ in events)  # in version order


@pytest.fixture
def replicated_cluster(tmp_path):
    """Three primaries with a replica each, and a queue Redis."""
    cluster = redis_server.Cluster(tmp_path / "nodes", primaries=3, replicas=1).start()
    port = redis_server.free_port()
    queue = redis_server.start(port, tmp_path / "queue", persist=False)
    yield cluster, f"redis://127.0.0.1:{port}/0"
    redis_server.stop(queue)
    cluster.stop()


def _replica_of(cluster, primary_port: int) -> int:
    node = cluster.node(primary_port)
    try:
        my_id = node.execute_command("CLUSTER", "MYID").decode()
    finally:
        node.close()
    for port, role in cluster.roles().items():
        if role == "slave":
            client = cluster.node(port)
            try:
                info = client.info("replication")
                if info["master_port"] == primary_port:
                    return port
            finally:
                client.close()
    raise AssertionError(f"no replica of {my_id}")


def test_a_primary_failover_loses_no_acknowledged_move(replicated_cluster):
    """Every move acknowledged with REDIS_WAIT_REPLICAS=1 is on a replica: when
    the game's primary dies and its replica takes over, all of them are there."""
    cluster, queue_url = replicated_cluster
    settings = Settings(redis_url=cluster.url, queue_redis_url=queue_url,
                        token_secret=TOKEN_SECRET.encode(), rate_limit_enabled=False,
                        redis_wait_replicas=1, redis_wait_timeout_ms=2000)
    app = create_app(settings)
    client = app.test_client()
    store = app.extensions["game_service"].store
    body = create(client, "osiron", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    rng = random.Random(11)
    acknowledged = 1
    for _ in range(20):
        acknowledged = play_random_move(client, game_id, tokens, rng)["game"]["version"]
    primary = store.redis.get_node_from_key(doc_key(game_id)).port
    replica = _replica_of(cluster, primary)

    redis_server.stop(cluster.processes[primary], timeout=0.1)  # SIGTERM, at once
    cluster.processes[primary].wait()
    takeover = cluster.node(replica)
    try:
        takeover.execute_command("CLUSTER", "FAILOVER", "TAKEOVER")
    finally:
        takeover.close()
    cluster.wait_ok()

    reader = GameStore(redis_conn.store_client(cluster.url), active_ttl=0, finished_ttl=0)
    assert reader.redis.get_node_from_key(doc_key(game_id)).port == replica
    assert reader.version(game_id) == acknowledged
    assert len(reader.history(game_id, 0, 1000)) == acknowledged

    # With the new primary alone a change cannot be confirmed by a replica: 503, not 200.
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    answer = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                         headers=bearer(tokens[str(legal["to_move"])]))
    assert answer.status_code == 503
    acknowledged = reader.version(game_id)  # applied on the primary, not acknowledged

    # The old primary comes back as the new one's replica, and the app goes on.
    cluster.start_node(primary)
    deadline = time.monotonic() + 30
    while True:
        legal = client.get(f"/v1/games/{game_id}/legal-moves")
        if legal.status_code == 200:
            answer = client.post(f"/v1/games/{game_id}/moves",
                                 json={"move": rng.choice(legal.get_json()["moves"])},
                                 headers=bearer(tokens[str(legal.get_json()["to_move"])]))
            if answer.status_code == 200:
                break
        assert legal.status_code in (200, 503) and time.monotonic() < deadline
        time.sleep(0.2)
    assert reader.version(game_id) == acknowledged + 1


def test_without_replicas_wait_refuses_to_acknowledge(cluster_settings):
    """WAIT for a replica that does not exist: the change answers 503, never 200."""
    app = create_app(replace(cluster_settings, redis_wait_replicas=1, redis_wait_timeout_ms=50))
    client = app.test_client()
    answer = client.post("/v1/games", json={"type": "osiron", "seats": humans(2)})
    assert answer.status_code == 503
    assert answer.headers["Content-Type"].startswith("application/problem+json")
