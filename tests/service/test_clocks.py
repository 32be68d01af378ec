"""Clocks and abandoned games, with a real worker and RQ's scheduler: short
clocks (1-2 s), waiting on the game's own changes (long polls), never
sleeping to win a race."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pytest
import redis

from services.api.app import create_app
from shared.store import feed_key

from .conftest import start_worker, stop_process
from .helpers import bearer, create, follow_game, humans, play_random_move
from .test_bad_input import assert_problem
from .test_faults import OwnRedis, app_settings

MOVE_1S = {"type": "move", "move_seconds": 1}


# Timers (scheduled jobs on the queue's Redis, writing to the game store) on a single
# Redis and on a Redis Cluster; the tests with servers of their own run once.
pytestmark = pytest.mark.cluster


def ended(game: dict) -> bool:
    return game["status"] in ("finished", "cancelled", "expired", "abandoned")


def history(client, game_id: str) -> list[dict]:
    return client.get(f"/v1/games/{game_id}/history?limit=500").get_json()["entries"]


@pytest.mark.parametrize("game_type", ["isis-osiris", "osiron", "isaac"])
def test_a_seat_that_runs_out_of_time_loses_a_two_player_game(client, worker, game_type):
    made = create(client, game_type, humans(2), clock=MOVE_1S)
    game = made["game"]
    assert game["clock"]["running"] == game["to_move"] and game["clock"]["deadline_at"]
    late = game["to_move"]
    game = follow_game(client, game["id"], ended)
    assert game["status"] == "finished"
    assert game["result"]["reason"] == "timeout" and game["result"]["winners"] == [1 - late]
    entry = [e for e in history(client, game["id"]) if e["type"] == "timed_out"]
    assert [e["seat"] for e in entry] == [late]
    assert game["clock"]["running"] is None and game["clock"]["deadline_at"] is None


def test_with_three_players_the_ai_takes_the_seat_that_ran_out(client, worker):
    made = create(client, "isis-osiris", humans(3), clock=MOVE_1S)
    game_id = made["game"]["id"]
    game = follow_game(client, game_id, lambda g: g["seats"][0]["kind"] == "ai")
    assert game["status"] == "active"
    entry = next(e for e in history(client, game_id) if e["type"] == "timed_out")
    assert entry["seat"] == 0 and entry["replaced_by"] == "ai"
    # the game goes on: the AI plays seat 0's turn, then seat 1's clock runs
    game = follow_game(client, game_id, lambda g: g["to_move"] == 1)
    assert game["clock"]["running"] == 1


def test_the_ai_stands_in_then_the_seat_times_out(client, worker):
    clock = {"type": "move", "move_seconds": 1, "stand_in_moves": 1}
    made = create(client, "isaac", humans(2), clock=clock)
    game_id = made["game"]["id"]
    game = follow_game(client, game_id, ended, timeout=60)
    entries = history(client, game_id)
    stand_ins = [e for e in entries if e.get("stand_in")]
    assert [e["seat"] for e in stand_ins] == [0, 1]  # each seat's one stand-in move
    timed_out = [e for e in entries if e["type"] == "timed_out"]
    assert [e["seat"] for e in timed_out] == [0] and game["result"]["reason"] == "timeout"


def test_a_game_clock_charges_the_time_used_and_adds_the_increment(client, worker):
    clock = {"type": "game", "initial_seconds": 60, "increment_seconds": 5}
    made = create(client, "osiron", humans(2), clock=clock)
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    started = time.monotonic()
    moved = play_random_move(client, game_id, seat_tokens, __import__("random").Random(1))
    used = time.monotonic() - started
    remaining = moved["game"]["clock"]["remaining_seconds"]
    assert 65 - used - 0.5 <= remaining[0] <= 65  # charged, then the increment added
    assert remaining[1] == 60 and moved["game"]["clock"]["running"] == 1
    deadline = moved["game"]["clock"]["deadline_at"]
    assert deadline and deadline.endswith("Z")


def test_a_move_after_the_deadline_is_refused(client, worker):
    made = create(client, "isaac", humans(2), clock={"type": "move", "move_seconds": 1},
                  hints=True)
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    game = follow_game(client, game_id, ended)  # the seat let its time run out
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=bearer(token))
    assert response.status_code == 409 and response.get_json()["code"] == "game_over"
    assert game["result"]["reason"] == "timeout"


@pytest.mark.parametrize("offset", [-0.15, -0.05, 0.0, 0.05])
def test_a_move_at_its_deadline_and_the_timeout_never_both_win(client, worker, offset):
    made = create(client, "osiron", humans(2), clock={"type": "move", "move_seconds": 1})
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    time.sleep(max(0.0, 1.0 + offset))  # aim the move at the deadline; either outcome is valid
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=bearer(token))
    game = follow_game(client, game_id,
                      lambda g: g["version"] >= 2 and (g["status"] != "scoring"))
    entries = history(client, game_id)
    second = entries[1]
    if response.status_code == 200:
        assert second["type"] == "move" and second["seat"] == 0
        assert not any(e["type"] == "timed_out" and e["seat"] == 0 and e["version"] == 2
                       for e in entries)
    else:
        assert response.get_json()["code"] in ("time_expired", "game_over")
        assert second["type"] == "timed_out" and second["seat"] == 0
        assert game["result"]["reason"] == "timeout"
    assert not any(e["type"] == "move" and e["seat"] == 0 for e in entries[2:3]
                   if second["type"] == "timed_out")


def test_a_waiting_game_expires_with_an_event(client, worker):
    made = create(client, "osiron", [{"kind": "human"}, {"kind": "open"}], join_seconds=1)
    assert made["game"]["join_by"]
    game = follow_game(client, made["game"]["id"], ended)
    assert game["status"] == "expired" and game["join_by"] is None
    assert history(client, made["game"]["id"])[-1]["type"] == "expired"
    assert_problem(client.post(f"/v1/games/{made['game']['id']}/seats/1/join", json={}),
                   409, "seat_taken")


def test_bad_clocks_are_refused(client):
    for clock in ({"type": "hourglass"}, {"type": "move"}, {"type": "move", "move_seconds": 0},
                  {"type": "move", "move_seconds": 1.5}, {"type": "move", "move_seconds": True},
                  {"type": "game", "initial_seconds": 60},
                  {"type": "move", "move_seconds": 5, "increment_seconds": 1},
                  {"type": "move", "move_seconds": 5, "stand_in_moves": -1}):
        assert_problem(client.post("/v1/games", json={"type": "isaac", "seats": humans(2),
                                                      "clock": clock}), 422, "invalid_clock")


@pytest.fixture
def idle_stack(tmp_path):
    """Own Redis, app and worker with ACTIVE_GAME_TTL=2."""
    server = OwnRedis(tmp_path / "redis")
    app = create_app(replace(app_settings(server.url), active_game_ttl=2))
    worker = start_worker(server.url, ACTIVE_GAME_TTL=2)
    yield server, app.test_client(), worker
    stop_process(worker)
    server.stop()


def test_an_idle_active_game_ends_as_abandoned(idle_stack):
    server, client, _ = idle_stack
    made = create(client, "isaac", humans(2))
    game = follow_game(client, made["game"]["id"], ended)
    assert game["status"] == "abandoned"
    assert history(client, made["game"]["id"])[-1]["type"] == "abandoned"
    connection = redis.Redis.from_url(server.url)
    assert connection.ttl(f"game:{{{made['game']['id']}}}") > 3600  # kept as finished games are
    feed = [json.loads(fields[b"e"]) for _, fields in connection.xrange(feed_key(None))]
    assert [e["type"] for e in feed if e["game"] == made["game"]["id"]][-1] == "game_abandoned"


def test_clocks_survive_a_worker_restart_and_a_redis_restart(tmp_path):
    server = OwnRedis(tmp_path / "redis")
    client = create_app(app_settings(server.url)).test_client()
    try:
        made = create(client, "isaac", humans(2), clock={"type": "move", "move_seconds": 2})
        second = create(client, "osiron", humans(2), clock={"type": "move", "move_seconds": 2})
        server.restart()  # the scheduled timers are in the append-only file
        worker = start_worker(server.url)  # no worker until after the deadlines were due
        try:
            for made_game in (made, second):
                game = follow_game(client, made_game["game"]["id"], ended)
                assert game["result"]["reason"] == "timeout"
            stop_process(worker)
            third = create(client, "isaac", humans(2), clock={"type": "move", "move_seconds": 1})
            worker = start_worker(server.url)  # a fresh worker takes the pending timer up
            assert follow_game(client, third["game"]["id"], ended)["result"]["reason"] == "timeout"
        finally:
            stop_process(worker)
    finally:
        server.stop()
