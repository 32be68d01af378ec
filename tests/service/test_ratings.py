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

from dataclasses import replace

from services.api.app import create_app
from services.api.streaming import live
from shared.store import archive_marker

from .helpers import bearer, wait_for
from .receiver import Receiver
from .test_archive_outbox import Service, database_url, redis_port  # noqa: F401  (fixtures)
from .test_archive_outbox import service as own_service  # noqa: F401  (a test's own stack)
from .test_push import verified


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
    with own_service.app.app_context():  # the game's stream holds its end back meanwhile
        held = live._render(game_id, None, 0, False)
    assert not held.over and not any("game_finished" in frame for frame in held.frames)
    assert held.version == made["game"]["version"] + 1  # the resignation, sent
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


def test_a_four_player_game_moves_ratings_in_finishing_order(service):
    """Isis & Osiris for 4, played to the end by the worker's AI after every
    human resigned (3-4 players: the AI takes a seat over, and its player places
    after those who played on, the first to give up last)."""
    client = service.client()
    made = rated(client, "isis-osiris", ["w1", "w2", "w3", None])
    game_id = made["game"]["id"]
    for seat in (2, 0, 1):  # w3 gives up first, then w1, then w2
        answer = client.post(f"/v1/games/{game_id}/resign",
                             headers=bearer(made["seat_tokens"][str(seat)]))
        assert answer.status_code == 200, answer.get_json()
    entry = wait_for(lambda: finished_entry(client, game_id), 120, "the game rated")
    by_player = {c["player"]: c for c in entry["ratings"] if c["player"]}
    assert [by_player[p]["place"] for p in ("w2", "w1", "w3")] == [2, 3, 4]
    moved = {p: c["after"]["mu"] - c["before"]["mu"] for p, c in by_player.items()}
    assert moved["w2"] > moved["w1"] > moved["w3"]
    ai = [c for c in entry["ratings"] if c["player"] is None][0]
    assert ai["before"] == ai["after"] and ai["place"] == 1


def test_another_tenants_player_of_the_same_id_is_another_player(service):
    acme, beta = service.client("acme"), service.client("beta")
    resign_and_wait(acme, rated(acme, "isaac", ["same-id", "x1"]), 1)
    resign_and_wait(beta, rated(beta, "isaac", ["x2", "same-id"]), 1)
    mine = acme.get("/v1/players/same-id").get_json()["ratings"]
    theirs = beta.get("/v1/players/same-id").get_json()["ratings"]
    assert mine[0]["games"] == theirs[0]["games"] == 1
    assert mine[0]["rating"] > 25 > theirs[0]["rating"]
    acme_games = acme.get("/v1/players/same-id/games").get_json()["games"]
    assert len(acme_games) == 1 and acme_games[0]["seats"][0]["player"] == "same-id"
    history = beta.get("/v1/players/same-id/rating-history?type=isaac").get_json()["changes"]
    assert len(history) == 1 and history[0]["seat"] == 1 and history[0]["place"] == 2


def test_leaderboards_leave_out_provisional_players_and_centre_on_a_player(service):
    client = service.client("beta")
    for game in range(20):  # 20 wins against new players: sigma below 6, established
        resign_and_wait(client, rated(client, "osiron", ["strong", f"weak{game}"]), 1)
    pages, cursor = [], None  # the strong player's history, 7 at a time
    while True:
        page = client.get("/v1/players/strong/rating-history", query_string={
            "type": "osiron", "limit": 7, **({"cursor": cursor} if cursor else {})}).get_json()
        pages.append(page["changes"])
        cursor = page["next_cursor"]
        if cursor is None:
            break
    changes = [change for page in pages for change in page]
    assert [len(page) for page in pages] == [7, 7, 6]
    assert len({change["game"] for change in changes}) == 20
    assert [c["ended_at"] for c in changes] == sorted((c["ended_at"] for c in changes),
                                                      reverse=True)
    assert all(c["ended_at"].endswith("Z") and c["after"]["mu"] > c["before"]["mu"]
               for c in changes)
    board = client.get("/v1/leaderboards/osiron?limit=5").get_json()
    assert [row["player"] for row in board["players"]] == ["strong"]
    assert board["players"][0]["rank"] == 1 and not board["players"][0]["provisional"]
    assert board["players"][0]["last_played_at"].endswith("Z")
    assert client.get("/v1/leaderboards/osiron?around=strong").get_json()["players"][0][
        "player"] == "strong"
    missing = client.get("/v1/leaderboards/osiron?around=weak0")
    assert missing.status_code == 404 and missing.get_json()["code"] == "player_not_ranked"
    bad = client.get("/v1/players/no%20spaces")
    assert bad.status_code == 422 and bad.get_json()["code"] == "invalid_player_id"


def test_a_deleted_player_leaves_no_trace(service):
    client = service.client()
    done = rated(client, "osiron", ["gone", "stays"])
    resign_and_wait(client, done, 0)
    live = rated(client, "isaac", ["stays2", "gone"])
    live_id, done_id = live["game"]["id"], done["game"]["id"]
    assert client.get("/v1/players/gone/export").get_json()["ratings"][0]["games"] == 1
    tickets = [client.post("/v1/matchmaking/tickets", json={
        "type": "isaac", "seats": {"min": 2, "max": 2}, "players": ["gone"], "rated": True,
        "max_wait_seconds": 600}).get_json()["id"] for _ in range(2)]
    cancelled = client.delete(f"/v1/matchmaking/tickets/{tickets[1]}")
    assert cancelled.status_code == 200 and cancelled.get_json()["status"] == "cancelled"
    receipt = client.delete("/v1/players/gone")
    assert receipt.status_code == 200, receipt.get_json()
    body = receipt.get_json()
    assert body["games"] >= 2 and body["ratings"] == 1 and body["events"] >= 1
    assert body["tickets"] == 2  # a waiting one (now cancelled: never matched) and an ended one
    for ticket_id in tickets:
        ticket = client.get(f"/v1/matchmaking/tickets/{ticket_id}").get_json()
        assert ticket["status"] == "cancelled" and ticket["players"] == [body["tombstone"]]
    assert "gone" not in json.dumps(body)
    # archived the finished game is too: read both from the archive and from Redis
    done_doc = service.store.load(done_id).doc
    service.archive.archive_game(done_doc, service.store.history(done_id, 0, done_doc["version"]))
    answers = [client.get(path) for path in (
        f"/v1/games/{done_id}", f"/v1/games/{done_id}/history", f"/v1/games/{live_id}",
        f"/v1/games/{live_id}/history", f"/v1/games/{done_id}/export", "/v1/games",
        f"/v1/games/{done_id}/board.svg", "/v1/players/gone", "/v1/players/gone/export",
        "/v1/players/gone/games", "/v1/players/gone/rating-history?type=osiron",
        "/v1/leaderboards/osiron", *(f"/v1/matchmaking/tickets/{t}" for t in tickets))]
    for answer in answers:
        assert answer.status_code == 200, (answer.request.path, answer.get_data(as_text=True))
        shown = answer.get_json() if answer.is_json else answer.get_data(as_text=True)
        if isinstance(shown, dict):
            shown.pop("player", None)  # the players endpoints say back the id asked for
        text = shown if isinstance(shown, str) else json.dumps(shown)
        assert '"gone"' not in text and "name of gone" not in text, answer.request.path
    assert client.get("/v1/players/gone").get_json()["ratings"] == []
    assert client.get("/v1/players/gone/games").get_json()["games"] == []
    # the feed: nothing names the player; it says a player was deleted
    events = [json.loads(fields[b"e"]) for _, fields in
              service.redis.xrange("tenant:{acme}:feed")]
    assert not [e for e in events if "gone" in json.dumps(e).replace(body["tombstone"], "")]
    assert {"receipt": body["receipt"], "tombstone": body["tombstone"]} in [
        e["data"] for e in events if e["type"] == "player_deleted"]
    with psycopg.connect(service.database_url, autocommit=True) as conn:
        rows = conn.execute("SELECT doc::text, history::text, ratings::text FROM archived_games "
                            "WHERE tenant = 'acme' AND id = %s", [done_id]).fetchone()
    assert rows and not any('"gone"' in text for text in rows if text)
    assert body["tombstone"] in rows[0]


def stream_frames(client, game_id: str) -> list[dict]:
    """The frames of a game's event stream from the start (it ends with the game)."""
    response = client.get(f"/v1/games/{game_id}/events?after=0", buffered=False)
    assert response.status_code == 200
    frames = [json.loads(line[6:]) for chunk in response.response
              for line in chunk.decode().split("\n") if line.startswith("data: ")]
    response.close()
    return frames


def test_the_stream_and_the_webhooks_carry_the_ratings(own_service):
    """A webhook receiver (a real HTTP server) and the game's event stream both get
    ``game_finished`` with each seat's rating before and after, once."""
    receiver = Receiver()
    try:
        own_service.settings = replace(own_service.settings, webhook_allow_private=True)
        own_service.app = create_app(own_service.settings)
        own_service.start_worker()
        own_service.start_worker(RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1)
        client = own_service.client()
        hook = client.post("/v1/webhooks", json={"url": receiver.url,
                                                 "events": ["game_finished"]}).get_json()
        made = rated(client, "isaac", ["ray", "sue"])
        entry = resign_and_wait(client, made, 0)
        receiver.wait_for(lambda got: len(got) >= 1)
        message = verified(hook, receiver.requests[0])
        assert message["type"] == "game_finished"
        assert message["data"]["data"]["ratings"] == entry["ratings"]
        frames = stream_frames(client, made["game"]["id"])
        finished = [f for f in frames if f["event"] == "game_finished"]
        assert len(finished) == 1 and finished[0]["ratings"] == entry["ratings"]
        assert len(receiver.requests) == 1
    finally:
        receiver.close()


def test_on_a_cluster_a_rated_game_is_announced_once(redis_cluster, database_url):  # noqa: F811
    service = Service(redis_cluster.url, database_url)
    try:
        service.start_worker()
        client = service.client("beta")
        made = rated(client, "osiron", ["cl1", "cl2"])
        entry = resign_and_wait(client, made, 1)
        game_id = made["game"]["id"]
        assert entry["ratings"][0]["after"]["mu"] > entry["ratings"][0]["before"]["mu"]
        wait_for(lambda: service.redis.exists(archive_marker(game_id)) == 0, 30, "archived")
        finished = [e for e in feed_events(service, "beta", game_id)
                    if e["type"] == "game_finished"]
        assert len(finished) == 1 and finished[0]["data"]["ratings"] == entry["ratings"]
    finally:
        service.close()
