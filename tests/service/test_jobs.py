"""AI turns, hints and scoring run by a real RQ worker process."""

from __future__ import annotations

import random

import pytest
from rq import Queue

from shared import jobs
from shared.games import GAMES

from .helpers import bearer, create, follow_to_end, humans, play_random_move, wait_job

# Every job kind, on a single Redis and on a Redis Cluster (the queue on its own Redis).
pytestmark = pytest.mark.cluster


@pytest.mark.parametrize("game_type, players", [
    ("isis-osiris", 2), ("isis-osiris", 3), ("isis-osiris", 4), ("osiron", 2), ("isaac", 2)])
def test_all_ai_game_plays_to_its_end(client, worker, game_type, players):
    seats = [{"kind": "ai", "level": "random" if i % 2 else "easy"} for i in range(players)]
    game = create(client, game_type, seats)["game"]
    final = follow_to_end(client, game["id"])
    assert final["status"] == "finished"
    result = final["result"]
    assert result["winners"] or result["draw"]
    history = client.get(f"/v1/games/{game['id']}/history?limit=500").get_json()
    types = [e["type"] for e in history["entries"]]
    assert types[0] == "created" and types[-1] == "finished"
    assert all(e.get("ai") for e in history["entries"] if e["type"] == "move")


def test_ai_seat_answers_a_human_move(client, worker):
    body = create(client, "osiron", [{"kind": "human"}, {"kind": "ai", "level": "easy"}])
    game_id, token = body["game"]["id"], body["seat_tokens"]["0"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    played = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=bearer(token))
    job_id = played.get_json()["game"]["pending_job"]
    assert job_id == jobs.ai_turn_id(game_id, 2)
    answered = client.get(f"/v1/games/{game_id}?wait_for_version=3").get_json()
    assert answered["version"] == 3 and answered["to_move"] == 0
    job = wait_job(client, job_id)
    assert job["kind"] == "ai_turn" and job["result"]["outcome"] == "applied"


def test_hint_for_a_human_seat_is_not_applied(client, worker):
    body = create(client, "isaac", [{"kind": "human"}, {"kind": "human"}], hints=True)
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    response = client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "easy", "seconds": 0.1},
                           headers=bearer(tokens["0"]))
    assert response.status_code == 202
    location = response.headers["Location"]
    job = wait_job(client, location.rsplit("/", 1)[1], tokens["0"])
    assert job["status"] == "finished" and job["kind"] == "hint"
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"]
    assert job["result"]["move"] in legal
    assert job["result"]["alternatives"]
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1
    refused = client.post(f"/v1/games/{game_id}/ai-moves", json={}, headers=bearer(tokens["1"]))
    assert refused.status_code == 422 and refused.get_json()["code"] == "not_your_turn"
    assert client.post(f"/v1/games/{game_id}/ai-moves", json={}).status_code == 401


def test_stale_jobs_do_nothing(client, worker, queue_client):
    body = create(client, "osiron", [{"kind": "human"}, {"kind": "human"}])
    game_id = body["game"]["id"]
    queue = Queue("ai", connection=queue_client)
    job = queue.enqueue(jobs.AI_TURN, game_id, 1, 0, "random", job_id=f"ai-{game_id}-stale")
    score = Queue("scoring", connection=queue_client).enqueue(jobs.SCORE, game_id, 1,
                                                              job_id=f"score-{game_id}-stale")
    assert wait_job(client, job.id)["result"]["outcome"] == "stale"
    assert wait_job(client, score.id)["result"]["outcome"] == "stale"
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


def test_scoring_job_finishes_with_the_rules_result(client, worker):
    body = create(client, "osiron", [{"kind": "human"}, {"kind": "human"}])
    game_id = body["game"]["id"]
    client.post(f"/v1/games/{game_id}/resign", headers=bearer(body["seat_tokens"]["0"]))
    final = follow_to_end(client, game_id)
    assert final["result"]["winners"] == [1]
    assert final["result"]["reason"] == "resignation"


def test_missing_job_is_queued_again_on_read(client, worker, redis_client):
    """A process that died between saving and queuing leaves no game stuck."""
    body = create(client, "osiron", [{"kind": "human"}, {"kind": "human"}])
    game_id = body["game"]["id"]
    from shared.store import GameStore

    store = GameStore(redis_client, active_ttl=0, finished_ttl=0)
    loaded = store.load(game_id)
    from shared import gamedoc

    new, entry = gamedoc.resign(loaded.doc, GAMES["osiron"], 0)
    store.compare_and_set(loaded.version, new, [entry])  # saved, but no job queued
    final = follow_to_end(client, game_id)
    assert final["status"] == "finished"


def test_rematch_rotates_seats_and_hands_each_seat_its_token(client, worker):
    body = create(client, "isaac", [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bo"}])
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    early = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["0"]))
    assert early.status_code == 409 and early.get_json()["code"] == "game_not_finished"
    client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["1"]))
    follow_to_end(client, game_id)
    response = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["0"]))
    assert response.status_code == 201
    rematch = response.get_json()["game"]
    assert rematch["rematch_of"] == game_id and rematch["you"] == 1
    assert [s["name"] for s in rematch["seats"]] == ["Bo", "Ann"]
    assert client.get(f"/v1/games/{game_id}").get_json()["rematch"] == rematch["id"]
    # Bo (old seat 1) now moves first, with the token the rematch hands him
    again = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["1"])).get_json()
    assert again["game"]["id"] == rematch["id"] and again["game"]["you"] == 0
    as_bo = client.get(f"/v1/games/{rematch['id']}", headers=bearer(again["token"])).get_json()
    assert as_bo["you"] == 0 and as_bo["to_move"] == 0


def test_hard_hint_in_a_three_player_game_reads_the_moves_so_far(client, worker):
    """``hard`` with 3-4 players reads how the other seats played (the move
    history as the seat was shown it): the worker loads it for the hint."""
    body = create(client, "isis-osiris", humans(3), options={"tile_memory": "hidden"},
                  hints=True)
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    rng = random.Random(3)
    for _ in range(9):
        play_random_move(client, game_id, tokens, rng)
    game = client.get(f"/v1/games/{game_id}").get_json()
    seat = game["to_move"]
    response = client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "hard", "seconds": 0.2},
                           headers=bearer(tokens[str(seat)]))
    assert response.status_code == 202
    job = wait_job(client, response.headers["Location"].rsplit("/", 1)[1], tokens[str(seat)])
    assert job["status"] == "finished" and job["kind"] == "hint", job
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"]
    assert job["result"]["move"] in legal
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == game["version"]
