"""The REST API against a real Redis (Flask test client, no worker)."""

from __future__ import annotations

import json

import pytest

from shared.games import GAMES

from .helpers import bearer, create, humans, play_random_move

PROBLEM = "application/problem+json"

# Every store operation of the API, on a single Redis and on a Redis Cluster.
pytestmark = pytest.mark.cluster


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body = response.get_json()
    assert body["code"] == code and body["status"] == status and body["detail"]
    return body


# -- catalog ---------------------------------------------------------------------------

def test_game_types_list_every_registered_game_with_options(client):
    body = client.get("/v1/game-types").get_json()
    listed = {t["id"]: t for t in body["game_types"]}
    assert set(listed) == set(GAMES)
    for game_id, rules in GAMES.items():
        assert [o["name"] for o in listed[game_id]["options"]] == [o.name for o in rules.options]
        assert listed[game_id]["ai_levels"] == ["random", "easy", "medium", "hard"]


def test_game_type_detail_has_reference_data(client):
    for game_id, rules in GAMES.items():
        body = client.get(f"/v1/game-types/{game_id}").get_json()
        assert body["reference"] == json.loads(json.dumps(rules.reference()))
    assert_problem(client.get("/v1/game-types/chess"), 404, "unknown_game_type")


# -- creation ---------------------------------------------------------------------------

@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_create_gives_tokens_for_human_seats_only(client, game_type):
    body = create(client, game_type, [{"kind": "human", "name": "Ann"}, {"kind": "ai", "level": "easy"}])
    game = body["game"]
    assert game["status"] == "active" and game["version"] == 1
    assert set(body["seat_tokens"]) == {"0"}
    assert body["creator_token"] not in body["seat_tokens"].values()
    assert game["seats"][0]["name"] == "Ann" and game["seats"][1]["level"] == "easy"
    assert '"seed"' not in json.dumps(game)  # only `seeded`, never the seed


@pytest.mark.parametrize("body, status, code", [
    ({"type": "chess", "seats": [{"kind": "human"}] * 2}, 422, "unknown_game_type"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 3}, 422, "invalid_seats"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 2, "colour": "red"}, 422, "validation_error"),
    ({"type": "osiron", "seats": [{"kind": "robot"}] * 2}, 422, "validation_error"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 2, "options": {"movement": "fast"}},
     422, "invalid_option"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 2, "options": {"bogus": 1}}, 422, "invalid_option"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 2, "seed": -1}, 422, "validation_error"),
    ({"type": "osiron", "seats": [{"kind": "human"}] * 2, "seed": 10**40}, 422, "validation_error"),
])
def test_bad_creation_is_refused_with_a_code(client, redis_client, body, status, code):
    before = redis_client.dbsize()
    problem = assert_problem(client.post("/v1/games", json=body), status, code)
    if code == "validation_error":
        assert problem["errors"]
    assert redis_client.dbsize() == before


def test_malformed_json_and_wrong_content_are_problems(client):
    response = client.post("/v1/games", data="{nope", content_type="application/json")
    assert response.status_code in (400, 422) and response.mimetype == PROBLEM
    response = client.post("/v1/games", data="x" * 100_000, content_type="application/json")
    assert_problem(response, 413, "body_too_large")


def test_creation_is_idempotent_with_a_key(client, redis_client):
    body = {"type": "isaac", "seats": humans(2)}
    key = {"Idempotency-Key": "creation-key-" + "0123456789abcdef" * 2}
    first = client.post("/v1/games", json=body, headers=key)
    second = client.post("/v1/games", json=body, headers=key)
    assert "Idempotent-Replayed" not in first.headers
    assert second.headers["Idempotent-Replayed"] == "true"
    first, second = first.get_json(), second.get_json()
    assert first["game"]["id"] == second["game"]["id"]
    assert first["seat_tokens"] == second["seat_tokens"]
    assert first["creator_token"] == second["creator_token"]


# -- reading and tokens -------------------------------------------------------------------

def test_views_per_seat_and_spectator(client):
    body = create(client, "isis-osiris", humans(3))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    spectator = client.get(f"/v1/games/{game_id}")
    assert spectator.get_json()["you"] is None
    assert spectator.headers["ETag"] == '"1"'
    seat1 = client.get(f"/v1/games/{game_id}", headers=bearer(tokens["1"])).get_json()
    assert seat1["you"] == 1
    assert_problem(client.get(f"/v1/games/{game_id}", headers=bearer("tk_wrong")), 403, "invalid_token")
    assert_problem(client.get("/v1/games/doesnotexist"), 404, "game_not_found")
    cached = client.get(f"/v1/games/{game_id}", headers={"If-None-Match": '"1"'})
    assert cached.status_code == 304


def test_tokens_are_stored_only_as_hashes(client, redis_client):
    body = create(client, "osiron", humans(2))
    dump = b"".join(redis_client.hget(key, "doc") or b"" for key in redis_client.keys("game:*")
                    if redis_client.type(key) == b"hash")
    for token in [body["creator_token"], *body["seat_tokens"].values()]:
        assert token.encode() not in dump


# -- moves ----------------------------------------------------------------------------------

@pytest.fixture
def osiron_game(client):
    body = create(client, "osiron", humans(2))
    return body["game"]["id"], body["seat_tokens"]


def test_move_needs_the_seat_token(client, osiron_game):
    game_id, tokens = osiron_game
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move}), 401, "token_required")
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                               headers=bearer("tk_forged")), 403, "invalid_token")
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                               headers=bearer(tokens["1"])), 422, "not_your_turn")
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


def test_refused_move_changes_nothing(client, osiron_game):
    game_id, tokens = osiron_game
    before = client.get(f"/v1/games/{game_id}").get_json()
    history = client.get(f"/v1/games/{game_id}/history").get_json()
    for move, code in [({"action": "exchange", "from": "Z9", "to": "I0"}, "unknown_space"),
                       ({"action": "dance"}, "invalid_move"),
                       ({"action": "exchange", "from": "I2", "to": "I3"}, "not_your_piece")]:
        assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                                   headers=bearer(tokens["0"])), 422, code)
    assert client.get(f"/v1/games/{game_id}").get_json() == before
    assert client.get(f"/v1/games/{game_id}/history").get_json() == history


def test_move_applies_and_grows_version_and_history(client, osiron_game):
    game_id, tokens = osiron_game
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    assert legal["to_move"] == 0 and legal["moves"]
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                           headers=bearer(tokens["0"]))
    assert response.status_code == 200
    body = response.get_json()
    assert body["game"]["version"] == 2 and response.headers["ETag"] == '"2"'
    assert body["records"][0]["move"] == legal["moves"][0]
    history = client.get(f"/v1/games/{game_id}/history").get_json()
    assert [e["type"] for e in history["entries"]] == ["created", "move"]
    assert history["entries"][1]["records"][0]["move"] == legal["moves"][0]


def test_move_in_notation(client, osiron_game):
    game_id, tokens = osiron_game
    from shared.games import osiron

    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    response = client.post(f"/v1/games/{game_id}/moves", json={"notation": osiron.notation(move)},
                           headers=bearer(tokens["0"]))
    assert response.status_code == 200
    assert response.get_json()["records"][0]["move"] == move
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move, "notation": "x"},
                               headers=bearer(tokens["1"])), 422, "validation_error")


def test_if_match_makes_moves_conditional(client, osiron_game):
    game_id, tokens = osiron_game
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    problem = assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                                         headers={**bearer(tokens["0"]), "If-Match": '"7"'}),
                             412, "version_mismatch")
    assert problem["current_version"] == 1
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                           headers={**bearer(tokens["0"]), "If-Match": '"1"'})
    assert response.status_code == 200


def test_missing_token_is_reported_before_a_bad_if_match(client, osiron_game):
    game_id, _ = osiron_game
    response = client.post(f"/v1/games/{game_id}/moves", json={"notation": "I0xM0"},
                           headers={"If-Match": 'W/"x"'})
    assert_problem(response, 401, "token_required")


def test_idempotency_key_applies_a_move_once(client, osiron_game):
    game_id, tokens = osiron_game
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    headers = {**bearer(tokens["0"]), "Idempotency-Key": "move-1"}
    first = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=headers)
    again = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=headers)
    assert first.status_code == again.status_code == 200
    assert first.get_json() == again.get_json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 2


def test_idempotency_keys_are_per_token(client):
    body = create(client, "isis-osiris", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    headers = {"Idempotency-Key": "same"}
    first = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "stone", "cell": "a1"}},
                        headers={**headers, **bearer(tokens["0"])})
    second = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "stone", "cell": "b1"}},
                         headers={**headers, **bearer(tokens["1"])})
    assert first.status_code == second.status_code == 200
    assert second.get_json()["game"]["you"] == 1 and second.get_json()["game"]["version"] == 3


def test_history_is_paginated(client):
    body = create(client, "isaac", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    import random

    rng = random.Random(3)
    for _ in range(5):
        play_random_move(client, game_id, tokens, rng)
    page = client.get(f"/v1/games/{game_id}/history?limit=2").get_json()
    assert [e["version"] for e in page["entries"]] == [1, 2] and page["next_after"] == 2
    page = client.get(f"/v1/games/{game_id}/history?after=4&limit=10").get_json()
    assert [e["version"] for e in page["entries"]] == [5, 6] and page["next_after"] is None
    assert_problem(client.get(f"/v1/games/{game_id}/history?limit=0"), 422, "validation_error")


# -- seats, cancel ------------------------------------------------------------------------------

def test_open_seats_are_joined_then_the_game_starts(client):
    body = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}])
    game_id, creator = body["game"]["id"], body["creator_token"]
    assert body["game"]["status"] == "waiting"
    move_attempt = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "reveal"}},
                               headers=bearer(body["seat_tokens"]["0"]))
    assert_problem(move_attempt, 409, "game_not_started")
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "Bo"})
    assert joined.status_code == 200
    token = joined.get_json()["token"]
    assert joined.get_json()["game"]["you"] == 1
    assert_problem(client.post(f"/v1/games/{game_id}/seats/1/join", json={}), 409, "seat_taken")
    assert_problem(client.put(f"/v1/games/{game_id}/seats/2", json={"kind": "ai"},
                              headers=bearer(token)), 403, "invalid_token")
    configured = client.put(f"/v1/games/{game_id}/seats/2", json={"kind": "ai", "level": "easy"},
                            headers=bearer(creator))
    assert configured.get_json()["status"] == "active"
    assert client.get(f"/v1/games/{game_id}", headers=bearer(token)).get_json()["you"] == 1
    # a creation replay never hands out the joined seat's token
    assert token not in body["seat_tokens"].values()


def test_creator_cancels(client, osiron_game):
    game_id, tokens = osiron_game
    assert_problem(client.post(f"/v1/games/{game_id}/cancel", headers=bearer(tokens["0"])),
                   403, "invalid_token")
    # the creator token is the one from creation: not any seat's
    body = create(client, "osiron", humans(2))
    response = client.post(f"/v1/games/{body['game']['id']}/cancel",
                           headers=bearer(body["creator_token"]))
    assert response.get_json()["status"] == "cancelled"
    assert_problem(client.post(f"/v1/games/{body['game']['id']}/moves",
                               json={"move": {"action": "pass"}},
                               headers=bearer(body["seat_tokens"]["0"])), 409, "game_over")


# -- resign, draw --------------------------------------------------------------------------------

def test_resign_two_players_goes_to_scoring(client, osiron_game):
    game_id, tokens = osiron_game
    response = client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["1"]))
    assert response.get_json()["status"] == "scoring"
    assert response.get_json()["pending_job"].startswith("score-")


def test_resign_in_three_player_game_hands_seat_to_ai(client):
    body = create(client, "isis-osiris", humans(3))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    game = client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["2"])).get_json()
    assert game["status"] == "active" and game["seats"][2]["kind"] == "ai"
    assert_problem(client.get(f"/v1/games/{game_id}", headers=bearer(tokens["2"])), 403, "invalid_token")


def test_draw_offer_and_accept(client, osiron_game):
    game_id, tokens = osiron_game
    offered = client.post(f"/v1/games/{game_id}/draw", json={"action": "offer"}, headers=bearer(tokens["0"]))
    assert offered.get_json()["draw_offer"] == 0
    assert_problem(client.post(f"/v1/games/{game_id}/draw", json={"action": "accept"},
                               headers=bearer(tokens["0"])), 409, "no_draw_offer")
    accepted = client.post(f"/v1/games/{game_id}/draw", json={"action": "accept"}, headers=bearer(tokens["1"]))
    assert accepted.get_json()["status"] == "scoring"


def test_draw_not_offered_where_the_game_has_no_draws(client):
    body = create(client, "isaac", humans(2))
    assert_problem(client.post(f"/v1/games/{body['game']['id']}/draw", json={"action": "offer"},
                               headers=bearer(body["seat_tokens"]["0"])), 422, "draw_not_allowed")


# -- long poll ----------------------------------------------------------------------------------

def test_long_poll_answers_at_once_when_version_reached_and_times_out_otherwise(client, osiron_game):
    game_id, _ = osiron_game
    assert client.get(f"/v1/games/{game_id}?wait_for_version=1").get_json()["version"] == 1
    waited = client.get(f"/v1/games/{game_id}?wait_for_version=5&timeout=0.2")
    assert waited.status_code == 200 and waited.get_json()["version"] == 1
