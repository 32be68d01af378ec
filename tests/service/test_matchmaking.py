"""Matchmaking against the real stack: a real Redis, a real PostgreSQL (ratings) and
real worker processes (the matcher runs in them).

Two tickets become one game with both seat tokens (which play); four tickets of
3-4 seats become one 4-seat table; a lone ticket gets an AI opponent after
``ai_fill_after_seconds``; a cancelled ticket is never matched; a matcher killed
midway loses and duplicates nothing; another tenant cannot read or cancel a
ticket; the cap answers 429 and changes nothing; the feed carries
``ticket_matched`` and ``ticket_expired``.

Each test uses a clock of its own (``_pool``): tickets match only inside one queue.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import signal

import psycopg
import pytest

from services.api.app import create_app

from .helpers import play_random_move, poll, wait_for
from .test_archive_outbox import Service, database_url, make_settings, redis_port  # noqa: F401
from .test_archive_outbox import service as own_service  # noqa: F401  (a test's own stack)

_clocks = itertools.count(100)


@pytest.fixture(scope="module")
def service(redis_port, database_url):  # noqa: F811
    made = Service(f"redis://127.0.0.1:{redis_port}/13", database_url)
    made.redis.flushdb()
    made.start_worker()
    yield made
    made.close()


def _pool() -> dict:
    """A clock of its own: a queue no other test's tickets are in."""
    return {"type": "move", "move_seconds": next(_clocks)}


def ticket(client, players, *, game_type="osiron", seats=(2, 2), clock=None, **body) -> dict:
    body = {"type": game_type, "seats": {"min": seats[0], "max": seats[1]},
            "players": players, **body}
    if clock:
        body["clock"] = clock
    made = client.post("/v1/matchmaking/tickets", json=body)
    assert made.status_code == 201, made.get_json()
    assert made.get_json()["status"] == "waiting"
    return made.get_json()


def matched(client, ticket_id: str, timeout: float = 30) -> dict:
    def read():
        got = client.get(f"/v1/matchmaking/tickets/{ticket_id}?wait=2").get_json()
        return got if got["status"] == "matched" else None
    return wait_for(read, timeout, f"ticket {ticket_id} matched")


def feed(service, tenant: str) -> list[dict]:
    return [json.loads(fields[b"e"]) for _, fields in
            service.redis.xrange(f"tenant:{{{tenant}}}:feed")]


def test_two_tickets_become_one_game_with_both_tokens(service):
    client, clock = service.client(), _pool()
    a = ticket(client, ["mm-ann"], clock=clock)
    b = ticket(client, ["mm-bob"], clock=clock)
    got_a, got_b = matched(client, a["id"]), matched(client, b["id"])
    game_id = got_a["game"]["id"]
    assert got_b["game"]["id"] == game_id
    tokens = {**got_a["game"]["seat_tokens"], **got_b["game"]["seat_tokens"]}
    assert sorted(tokens) == ["0", "1"]
    assert sorted(got_a["game"]["seats"] + got_b["game"]["seats"]) == [0, 1]
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["status"] == "active" and game["clock"] is not None
    assert {s["player"] for s in game["seats"]} == {"mm-ann", "mm-bob"}
    play_random_move(client, game_id, tokens, random.Random(1))  # the tokens play
    events = [e for e in feed(service, "acme") if e["type"] == "ticket_matched"
              and e["game"] == game_id]
    assert sorted(e["data"]["ticket"] for e in events) == sorted([a["id"], b["id"]])
    assert "seat_tokens" not in json.dumps(events)
    # a matched ticket cannot be cancelled
    refused = client.delete(f"/v1/matchmaking/tickets/{a['id']}")
    assert refused.status_code == 409 and refused.get_json()["code"] == "ticket_already_matched"


def test_rated_tickets_make_a_rated_game_by_the_archive_s_ratings(service):
    """The matcher reads the ratings from the archive: a strong player and a weak
    one wait (their favourite is far beyond the first window) while each has a
    partner of its own level."""
    with psycopg.connect(service.database_url, autocommit=True) as conn:
        for player, mu in (("mm-strong-1", 40.0), ("mm-strong-2", 40.5),
                           ("mm-weak-1", 10.0), ("mm-weak-2", 10.5)):
            conn.execute("INSERT INTO player_ratings (tenant, player, type, mu, sigma, games, "
                         "last_played_at) VALUES ('acme', %s, 'osiron', %s, 1.0, 30, now())",
                         [player, mu])
    client, clock = service.client(), _pool()
    made = [ticket(client, [p], clock=clock, rated=True) for p in
            ("mm-strong-1", "mm-weak-1", "mm-strong-2", "mm-weak-2")]
    games = [matched(client, t["id"])["game"]["id"] for t in made]
    assert games[0] == games[2] and games[1] == games[3] and games[0] != games[1]
    game = client.get(f"/v1/games/{games[0]}").get_json()
    assert game["rated"] is True
    assert {s["player"] for s in game["seats"]} == {"mm-strong-1", "mm-strong-2"}


def test_four_tickets_of_three_to_four_seats_make_one_table_of_four(service):
    client, clock = service.client(), _pool()
    made = [ticket(client, [f"mm-four-{i}"], game_type="isis-osiris", seats=(3, 4), clock=clock)
            for i in range(4)]
    games = {matched(client, t["id"])["game"]["id"] for t in made}
    assert len(games) == 1
    game = client.get(f"/v1/games/{games.pop()}").get_json()
    assert len(game["seats"]) == 4 and all(s["kind"] == "human" for s in game["seats"])


def test_a_lone_ticket_gets_an_ai_opponent(service):
    client = service.client()
    lone = ticket(client, ["mm-lone"], clock=_pool(), ai_fill_after_seconds=2)
    got = matched(client, lone["id"])
    game = client.get(f"/v1/games/{got['game']['id']}").get_json()
    kinds = sorted(s["kind"] for s in game["seats"])
    assert kinds == ["ai", "human"]
    assert next(s for s in game["seats"] if s["kind"] == "ai")["level"] in (
        "random", "easy", "medium", "hard")


def test_a_cancelled_ticket_is_never_matched(service):
    client, clock = service.client(), _pool()
    gone = ticket(client, ["mm-gone"], clock=clock)
    cancelled = client.delete(f"/v1/matchmaking/tickets/{gone['id']}")
    assert cancelled.status_code == 200 and cancelled.get_json()["status"] == "cancelled"
    b = ticket(client, ["mm-b"], clock=clock)
    c = ticket(client, ["mm-c"], clock=clock)
    game_b, game_c = matched(client, b["id"])["game"], matched(client, c["id"])["game"]
    assert game_b["id"] == game_c["id"]
    still = client.get(f"/v1/matchmaking/tickets/{gone['id']}").get_json()
    assert still["status"] == "cancelled" and still["game"] is None


def test_another_tenant_cannot_read_or_cancel_a_ticket(service):
    client, other = service.client(), service.client("beta")
    mine = ticket(client, ["mm-private"], clock=_pool())
    assert other.get(f"/v1/matchmaking/tickets/{mine['id']}").status_code == 404
    refused = other.delete(f"/v1/matchmaking/tickets/{mine['id']}")
    assert refused.status_code == 404 and refused.get_json()["code"] == "ticket_not_found"
    assert client.get(f"/v1/matchmaking/tickets/{mine['id']}").get_json()["status"] == "waiting"
    client.delete(f"/v1/matchmaking/tickets/{mine['id']}")


def test_a_ticket_expires_and_the_feed_says_so(service):
    client = service.client()
    short = ticket(client, ["mm-short"], clock=_pool(), max_wait_seconds=1)
    def expired():
        got = client.get(f"/v1/matchmaking/tickets/{short['id']}?wait=2").get_json()
        return got if got["status"] == "expired" else None
    got = wait_for(expired, 30, "the ticket expired")
    assert got["game"] is None
    assert [e for e in feed(service, "acme") if e["type"] == "ticket_expired"
            and e["data"]["ticket"] == short["id"]]


def test_the_cap_answers_429_and_changes_nothing(service):
    app = create_app(make_settings(service.redis_url, service.database_url,
                                   matchmaking_max_waiting_tickets=1))
    client = app.test_client()
    client.environ_base["HTTP_X_API_KEY"] = "key-of-beta-0123456789"
    clock = _pool()
    first = ticket(client, ["mm-cap-1"], clock=clock)
    before = service.redis.zcard("tenant:{beta}:mm:all")
    refused = client.post("/v1/matchmaking/tickets", json={
        "type": "osiron", "seats": {"min": 2, "max": 2}, "players": ["mm-cap-2"],
        "clock": clock})
    assert refused.status_code == 429 and refused.get_json()["code"] == "ticket_quota_exceeded"
    assert service.redis.zcard("tenant:{beta}:mm:all") == before
    client.delete(f"/v1/matchmaking/tickets/{first['id']}")


def test_bad_tickets_are_refused(service):
    client = service.client()
    for body, code in (
            ({"type": "osiron", "seats": {"min": 2, "max": 4}, "players": ["x"]},
             "invalid_seats"),
            ({"type": "isis-osiris", "seats": {"min": 2, "max": 2}, "players": ["x", "y", "z"]},
             "party_too_large"),
            ({"type": "isis-osiris", "seats": {"min": 2, "max": 4}, "players": ["x", "x"]},
             "player_already_seated"),
            ({"type": "nope", "seats": {"min": 2, "max": 2}, "players": ["x"]},
             "unknown_game_type")):
        answer = client.post("/v1/matchmaking/tickets", json=body)
        assert answer.status_code == 422 and answer.get_json()["code"] == code, answer.get_json()


@pytest.mark.parametrize("point", ["claimed", "created"])
def test_a_matcher_killed_midway_loses_and_duplicates_nothing(own_service, tmp_path,  # noqa: F811
                                                              point):
    stalled = own_service.start_worker(TEST_MATCH_STALL=point, TEST_MATCH_STALL_DIR=tmp_path)
    client, clock = own_service.client(), _pool()
    a = ticket(client, ["mm-k1"], clock=clock)
    b = ticket(client, ["mm-k2"], clock=clock)
    wait_for(lambda: list(tmp_path.glob(f"{point}-*")), 60, "the matcher stalled")
    assert client.get(f"/v1/matchmaking/tickets/{a['id']}").get_json()["status"] == "waiting"
    os.killpg(stalled.pid, signal.SIGKILL)
    stalled.wait()
    own_service.start_worker()
    game_a, game_b = matched(client, a["id"])["game"], matched(client, b["id"])["game"]
    assert game_a["id"] == game_b["id"]
    assert [p.name for p in tmp_path.glob(f"{point}-*")] == [f"{point}-{game_a['id']}"]
    games = client.get("/v1/games").get_json()["games"]
    assert [g["id"] for g in games] == [game_a["id"]]  # one game, made once
    events = [e for e in feed(own_service, "acme") if e["type"] == "ticket_matched"]
    assert len(events) == 2
    created = [e for e in feed(own_service, "acme") if e["type"] == "game_created"]
    assert len(created) == 1


def test_tickets_match_on_a_redis_cluster(redis_cluster):
    """Every key of a tenant's tickets in its slot: the same steps on a cluster (no
    tenants here: the ``_`` slot), the long poll on the ticket's channel."""
    from shared.settings import Settings

    from .conftest import QUEUE_URLS, TOKEN_SECRET, start_worker, stop_process

    settings = Settings(redis_url=redis_cluster.url, queue_redis_url=QUEUE_URLS[redis_cluster.url],
                        token_secret=TOKEN_SECRET.encode(), rate_limit_enabled=False,
                        ai_quota_jobs=10_000, ai_quota_games=10_000)
    client = create_app(settings).test_client()
    worker = start_worker(redis_cluster.url)
    try:
        clock = _pool()
        a = ticket(client, ["mm-c1"], clock=clock)
        b = ticket(client, ["mm-c2"], clock=clock)
        got_a, got_b = matched(client, a["id"], 60), matched(client, b["id"], 60)
        assert got_a["game"]["id"] == got_b["game"]["id"]
        tokens = {**got_a["game"]["seat_tokens"], **got_b["game"]["seat_tokens"]}
        play_random_move(client, got_a["game"]["id"], tokens, random.Random(2))
        lone = ticket(client, ["mm-c3"], clock=_pool(), max_wait_seconds=2)
        ended = client.get(f"/v1/matchmaking/tickets/{lone['id']}?wait=20").get_json()
        assert ended["status"] == "expired"
    finally:
        stop_process(worker)


def test_a_table_the_quotas_refuse_waits_and_is_made_once_there_is_room(own_service):  # noqa: F811
    """At the tenant's cap of live games the tickets wait (in their places); once
    a game ends, the matcher makes theirs."""
    own_service.start_worker(TENANT_MAX_LIVE_GAMES=1)
    client, clock = own_service.client(), _pool()
    blocking = client.post("/v1/games", json={"type": "isaac", "seats": [{"kind": "human"}] * 2})
    assert blocking.status_code == 201
    a = ticket(client, ["mm-q1"], clock=clock)
    b = ticket(client, ["mm-q2"], clock=clock)
    # for 2 s (twenty passes) the matcher is refused: the pair stays waiting
    still = poll(lambda: client.get(f"/v1/matchmaking/tickets/{a['id']}").get_json(),
                 lambda t: t["status"] != "waiting", timeout=2)
    assert still["status"] == "waiting"
    assert own_service.redis.zcard("tenant:{acme}:mm:all") == 2
    made = blocking.get_json()
    assert client.post(f"/v1/games/{made['game']['id']}/cancel",
                       headers={"Authorization": f"Bearer {made['creator_token']}"}
                       ).status_code == 200
    game_a, game_b = matched(client, a["id"], 60)["game"], matched(client, b["id"], 60)["game"]
    assert game_a["id"] == game_b["id"]


def test_redis_restarted_midway_loses_and_duplicates_no_ticket(database_url, tmp_path):  # noqa: F811
    """Redis (its append-only file on) stopped and started again while tickets are
    being matched: every ticket ends in exactly one game, and no game is made twice."""
    from .test_faults import OwnRedis

    store = OwnRedis(tmp_path / "redis")
    service = Service(store.url, database_url)
    try:
        service.start_worker()
        client, clock = service.client("beta"), _pool()
        made = [ticket(client, [f"rr-{i}"], clock=clock)["id"] for i in range(12)]
        store.restart()  # SIGTERM: Redis writes its append-only file and exits
        made += [ticket(client, [f"rr-{i}"], clock=clock)["id"] for i in range(12, 24)]
        games = {}
        for ticket_id in made:
            games.setdefault(matched(client, ticket_id, 60)["game"]["id"], []).append(ticket_id)
        assert sorted(t for group in games.values() for t in group) == sorted(made)
        assert all(len(group) == 2 for group in games.values())
        created = [e["game"] for e in feed(service, "beta") if e["type"] == "game_created"]
        assert sorted(created) == sorted(games)  # each game made once
    finally:
        service.close()
        store.stop()
