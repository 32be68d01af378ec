"""Rated games against the real stack: a real Redis, a real PostgreSQL and real
worker processes (which score, archive and rate the games).

A finished rated game moves its players' ratings once, in the transaction
that archives it; its ``game_finished`` (game stream, feed, webhooks) carries
each seat's rating before and after; another tenant's player of the same id
is another player; the player endpoints, leaderboards, export and deletion."""

from __future__ import annotations

import json
import os
import signal

import psycopg
import pytest

from shared import ratings

from .helpers import bearer, wait_for
from .test_archive_outbox import Service, database_url, redis_port  # noqa: F401  (fixtures)
from .test_archive_outbox import service as own_service  # noqa: F401  (a test's own stack)


@pytest.fixture(scope="module")
def service(redis_port, database_url):  # noqa: F811
    """The stack the tests share (each uses player ids of its own), with a worker."""
    made = Service(f"redis://127.0.0.1:{redis_port}/14", database_url)
    made.redis.flushdb()
    made.start_worker()
    yield made
    made.close()


def rated(client, game_type: str, players: list[str | None], **body) -> dict:
    """A rated game of ``players`` (None: an `easy` AI seat)."""
    seats = [{"kind": "human", "player": p, "name": f"name of {p}"} if p else
             {"kind": "ai", "level": "easy"} for p in players]
    made = client.post("/v1/games", json={"type": game_type, "seats": seats, "rated": True,
                                          **body})
    assert made.status_code == 201, made.get_json()
    return made.get_json()


def finished_entry(client, game_id: str) -> dict | None:
    """The game's ``finished`` history entry once it carries the ratings."""
    entries = client.get(f"/v1/games/{game_id}/history").get_json()["entries"]
    found = [e for e in entries if e["type"] == "finished" and "ratings" in e]
    return found[0] if found else None


def resign_and_wait(client, made: dict, seat: int) -> dict:
    """Seat ``seat`` resigns a 2-player game; the ratings it moved (from history)."""
    game_id = made["game"]["id"]
    answer = client.post(f"/v1/games/{game_id}/resign",
                         headers=bearer(made["seat_tokens"][str(seat)]))
    assert answer.status_code == 200, answer.get_json()
    return wait_for(lambda: finished_entry(client, game_id), 60, "the game rated")


def rating_rows(service: Service, tenant: str, player: str) -> list[tuple]:
    with psycopg.connect(service.database_url, autocommit=True) as conn:
        return conn.execute("SELECT type, mu, sigma, games FROM player_ratings WHERE "
                            "tenant = %s AND player = %s ORDER BY type",
                            [tenant, player]).fetchall()


def feed_events(service: Service, tenant: str, game_id: str) -> list[dict]:
    events = [json.loads(fields[b"e"]) for _, fields in
              service.redis.xrange(f"tenant:{{{tenant}}}:feed")]
    return [e for e in events if e["game"] == game_id]


def test_a_rated_two_player_game_moves_ratings_once(service):
    client = service.client()
    made = rated(client, "osiron", ["ann", "bob"])
    assert made["game"]["rated"] is True and made["game"]["hints"] is False
    entry = resign_and_wait(client, made, 1)
    by_seat = {c["seat"]: c for c in entry["ratings"]}
    assert by_seat[0]["player"] == "ann" and by_seat[0]["place"] == 1
    assert by_seat[0]["after"]["mu"] > by_seat[0]["before"]["mu"] == ratings.NEW_PLAYER.mu
    assert by_seat[1]["after"]["mu"] < by_seat[1]["before"]["mu"]
    ann = rating_rows(service, "acme", "ann")
    assert ann == [("osiron", pytest.approx(by_seat[0]["after"]["mu"], abs=1e-3),
                    pytest.approx(by_seat[0]["after"]["sigma"], abs=1e-3), 1)]
    # game_finished reached the feed once, with the ratings
    finished = [e for e in feed_events(service, "acme", made["game"]["id"])
                if e["type"] == "game_finished"]
    assert len(finished) == 1 and finished[0]["data"]["ratings"] == entry["ratings"]
    # archived again (a retried job): nothing moves, the same ratings are answered
    game_id = made["game"]["id"]
    doc = service.store.load(game_id).doc
    history = service.store.history(game_id, 0, doc["version"])
    assert service.archive.archive_and_rate(doc, history) == (False, entry["ratings"])
    assert rating_rows(service, "acme", "ann") == ann


def test_a_worker_killed_after_rating_announces_the_game_once(own_service, tmp_path):
    """Killed after the ratings committed and before Redis heard of it: the next
    worker finds the game archived, moves nothing and announces it once."""
    stalled = own_service.start_worker(TEST_ARCHIVE_STALL="after",
                                       TEST_ARCHIVE_STALL_DIR=tmp_path)
    client = own_service.client()
    made = rated(client, "isaac", ["kim", "lee"])
    game_id = made["game"]["id"]
    client.post(f"/v1/games/{game_id}/resign", headers=bearer(made["seat_tokens"]["0"]))
    wait_for(lambda: (tmp_path / f"after-{game_id}").exists(), 60, "the archive step")
    moved = rating_rows(own_service, "acme", "lee")
    assert moved[0][3] == 1 and moved[0][1] > ratings.NEW_PLAYER.mu
    assert finished_entry(client, game_id) is None  # not announced yet
    assert not [e for e in feed_events(own_service, "acme", game_id)
                if e["type"] == "game_finished"]
    os.killpg(stalled.pid, signal.SIGKILL)
    stalled.wait()
    own_service.start_worker()
    entry = wait_for(lambda: finished_entry(client, game_id), 60, "the game announced")
    assert rating_rows(own_service, "acme", "lee") == moved
    finished = [e for e in feed_events(own_service, "acme", game_id)
                if e["type"] == "game_finished"]
    assert len(finished) == 1 and finished[0]["data"]["ratings"] == entry["ratings"]
    assert entry["ratings"][1]["after"]["mu"] == pytest.approx(moved[0][1], abs=1e-3)


def test_a_rated_game_needs_players_and_no_seed_or_hints(service):
    client = service.client()
    for seats, extra, code in (
            ([{"kind": "human", "player": "a"}, {"kind": "human"}], {}, "player_required"),
            ([{"kind": "human", "player": "a"}, {"kind": "ai"}], {"seed": 3}, "rated_game_seeded"),
            ([{"kind": "human", "player": "a"}, {"kind": "ai"}], {"hints": True},
             "rated_game_hints")):
        answer = client.post("/v1/games", json={"type": "isaac", "seats": seats, "rated": True,
                                                **extra})
        assert answer.status_code == 422 and answer.get_json()["code"] == code
    made = client.post("/v1/games", json={"type": "isaac", "rated": True, "seats": [
        {"kind": "human", "player": "a"}, {"kind": "open"}]}).get_json()
    join = client.post(f"/v1/games/{made['game']['id']}/seats/1/join", json={"name": "x"})
    assert join.status_code == 422 and join.get_json()["code"] == "player_required"
    assert client.get(f"/v1/games/{made['game']['id']}").get_json()["status"] == "waiting"
