"""Bad input: every malformed request answers a problem+json with a stable
``code`` and changes nothing in Redis."""

from __future__ import annotations

import json

import marshmallow as ma
import pytest

from services.api.play import schemas
from shared.games import GAMES

from .helpers import bearer, create, humans

PROBLEM = "application/problem+json"
CREATE = {"type": "osiron", "seats": [{"kind": "human"}, {"kind": "human"}]}


def game_keys(redis_client, game_id: str) -> dict:
    """Every Redis key of one game with its serialized value."""
    return {key: redis_client.dump(key)
            for key in sorted(redis_client.scan_iter(match=f"game:{{{game_id}}}*"))}


def creation_keys(redis_client) -> set:
    """The game documents and creation idempotency records in Redis."""
    return set(redis_client.scan_iter(match="game:{*}")) | set(
        redis_client.scan_iter(match="create:*"))


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body = json.loads(response.get_data(as_text=True))
    assert body["code"] == code and body["status"] == status
    assert body["detail"] and body["title"] and body["type"].endswith(f"/problems/{body['code']}")
    assert body["instance"] == response.request.path
    return body


@pytest.fixture
def game(client):
    body = create(client, "osiron", humans(2))
    return body["game"]["id"], body["seat_tokens"], body["creator_token"]


# -- creation: bodies ----------------------------------------------------------------------

DEEP = "[" * 5000 + "]" * 5000
RAW_BODIES = [
    # (body bytes, content type, status, code)
    (b"x" * 100_000, "application/json", 413, "body_too_large"),
    (b"{nope", "application/json", 400, "invalid_json"),
    (b'{"type": "osiron", "seats": [', "application/json", 400, "invalid_json"),
    (b'{"type": "osi\xff\xferon"}', "application/json", 400, "invalid_json"),
    (b'{"type": "osiron", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": NaN}',
     "application/json", 400, "invalid_json"),
    (b'{"type": "osiron", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": Infinity}',
     "application/json", 400, "invalid_json"),
    (('{"type": "osiron", "seats": [{"kind": "human"}, {"kind": "human"}], "options": {"x": '
      + DEEP + "}}").encode(), "application/json", 400, "too_deeply_nested"),
    (b"[" * 40 + b"]" * 40, "application/json", 400, "too_deeply_nested"),
    (json.dumps(CREATE).encode(), "text/plain", 415, "unsupported_media_type"),
    (b"type=osiron", "application/x-www-form-urlencoded", 415, "unsupported_media_type"),
    (json.dumps(CREATE).encode(), "application/xml", 415, "unsupported_media_type"),
    (b"", "application/json", 422, "validation_error"),
    (b"null", "application/json", 422, "validation_error"),
    (b"[1, 2]", "application/json", 422, "validation_error"),
    (b'"osiron"', "application/json", 422, "validation_error"),
]


@pytest.mark.parametrize("data, content_type, status, code", RAW_BODIES)
def test_malformed_creation_bodies_are_refused(client, redis_client, data, content_type,
                                               status, code):
    before = creation_keys(redis_client)
    response = client.post("/v1/games", data=data, content_type=content_type)
    assert_problem(response, status, code)
    assert creation_keys(redis_client) == before


def test_body_size_limit_is_stated(client):
    body = assert_problem(client.post("/v1/games", data=b" " * 70_000,
                                      content_type="application/json"), 413, "body_too_large")
    assert "65536" in body["detail"]


@pytest.mark.parametrize("change, field", [
    ({"type": 5}, "type"),
    ({"type": ["osiron"]}, "type"),
    ({"seats": "two"}, "seats"),
    ({"seats": [{"kind": "human"}, "human"]}, "seats"),
    ({"seats": [{"kind": 1}, {"kind": "human"}]}, "seats"),
    ({"seats": []}, "seats"),
    ({"seats": [{"kind": "human"}] * 9}, "seats"),
    ({"options": [1, 2]}, "options"),
    ({"options": {"x" * 41: 1}}, "options"),
    ({"seed": "12"}, "seed"),
    ({"seed": 1.5}, "seed"),
    ({"seed": True}, "seed"),
    ({"seed": -1}, "seed"),
    ({"seed": 10 ** 400}, "seed"),
    ({"seed": 2 ** 63}, "seed"),
    ({"colour": "red"}, "colour"),  # unknown field
    ({"seats": [{"kind": "human", "token": "mine"}, {"kind": "human"}]}, "seats"),
    ({"seats": [{"kind": "ai", "level": "godlike"}, {"kind": "human"}]}, "seats"),
    ({"type": "x" * 10_000}, "type"),
])
def test_wrong_types_unknown_fields_and_huge_numbers_are_validation_errors(
        client, redis_client, change, field):
    before = creation_keys(redis_client)
    problem = assert_problem(client.post("/v1/games", json={**CREATE, **change}),
                             422, "validation_error")
    assert field in problem["errors"]["json"]
    assert creation_keys(redis_client) == before


@pytest.mark.parametrize("options, code", [
    ({"rounds": 10 ** 30}, "invalid_option"),
    ({"rounds": -(10 ** 30)}, "invalid_option"),
    ({"rounds": 2.0}, "invalid_option"),
    ({"rounds": True}, "invalid_option"),
    ({"rounds": {"deep": [1]}}, "invalid_option"),
    ({"first_seat": 99}, "invalid_option"),
    ({"nonsense": 1}, "invalid_option"),
])
def test_bad_option_values_are_refused(client, redis_client, options, code):
    before = creation_keys(redis_client)
    assert_problem(client.post("/v1/games", json={"type": "isis-osiris", "seats": humans(2),
                                                  "options": options}), 422, code)
    assert creation_keys(redis_client) == before



def _wrong_typed_values(spec) -> list:
    """Values that equal a valid one in Python but are of another JSON type."""
    valid = list(spec.choices or ()) + [spec.default, spec.minimum, spec.maximum]
    wrong = [True, False, 1.0, 0.0, "1", [], {}]
    for value in valid:
        if isinstance(value, bool):
            wrong += [int(value), str(value).lower()]
        elif isinstance(value, int):
            wrong += [float(value), str(value), value == 1, value == 0]
        elif isinstance(value, str):
            wrong += [[value], {value: value}]
    return [w for w in wrong if not any(type(w) is type(v) and w == v for v in valid)
            and not (spec.kind == "int" and type(w) is int)]


OPTION_CASES = [(rules.name, spec.name, value) for rules in GAMES.values()
                for spec in rules.options for value in _wrong_typed_values(spec)]


@pytest.mark.parametrize("game_type, option, value", OPTION_CASES)
def test_every_option_is_checked_by_exact_type(client, redis_client, game_type, option, value):
    """`true` and `1.0` are not seat numbers, `"1"` is not a count: nothing that
    only compares equal to a valid value is taken."""
    before = creation_keys(redis_client)
    response = client.post("/v1/games", json={"type": game_type, "seats": humans(2),
                                              "options": {option: value}})
    assert_problem(response, 422, "invalid_option")
    assert creation_keys(redis_client) == before

# -- names -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Zoë", "李雷", "Ørjan 🐍", "👩‍👩‍👧", "ا" * 64, "a b"])
def test_unicode_names_are_kept_exactly(client, name):
    body = create(client, "isaac", [{"kind": "human", "name": name}, {"kind": "human"}])
    assert body["game"]["seats"][0]["name"] == name
    again = client.get(f"/v1/games/{body['game']['id']}").get_json()
    assert again["seats"][0]["name"] == name


@pytest.mark.parametrize("raw_name", [
    '"Ann\\u0000"', '"Ann\\nBob"', '"\\u001b[31mred"', '"\\u202eevil"', '"x\\u2066y"',
    '"\\ud800"', '"   "', '""', json.dumps("a" * 65),
])
def test_names_with_control_characters_are_refused(client, redis_client, game, raw_name):
    before = creation_keys(redis_client)
    data = ('{"type": "isaac", "seats": [{"kind": "human", "name": %s}, {"kind": "human"}]}'
            % raw_name).encode()
    problem = assert_problem(client.post("/v1/games", data=data, content_type="application/json"),
                             422, "validation_error")
    assert "seats" in problem["errors"]["json"]
    assert creation_keys(redis_client) == before


def test_join_with_a_bad_name_changes_nothing(client, redis_client):
    body = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}])
    game_id = body["game"]["id"]
    before = game_keys(redis_client, game_id)
    assert_problem(client.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "\u202eX"}),
                   422, "validation_error")
    assert_problem(client.post(f"/v1/games/{game_id}/seats/1/join", json={"nick": "X"}),
                   422, "validation_error")
    assert game_keys(redis_client, game_id) == before


# -- moves: bodies and headers -----------------------------------------------------------

MOVE_BODIES = [
    # (raw body, content type, status, code)
    (b"{nope", "application/json", 400, "invalid_json"),
    (('{"move": ' + DEEP + "}").encode(), "application/json", 400, "too_deeply_nested"),
    (b'{"move": {"action": "pass"}}', "text/plain", 415, "unsupported_media_type"),
    (b"", "application/json", 422, "validation_error"),
    (b"{}", "application/json", 422, "validation_error"),
    (b'{"move": "E2E4"}', "application/json", 422, "validation_error"),
    (b'{"move": {"action": "pass"}, "notation": "P"}', "application/json", 422,
     "validation_error"),
    (b'{"move": {"action": "pass"}, "seat": 1}', "application/json", 422, "validation_error"),
    (json.dumps({"notation": "x" * 81}).encode(), "application/json", 422, "validation_error"),
    (b'{"move": {"action": "exchange", "from": 1e400, "to": -1}}', "application/json", 422,
     "invalid_move"),
    (json.dumps({"move": {"action": "exchange", "from": 10 ** 100, "to": "I0"}}).encode(),
     "application/json", 422, "invalid_move"),
    (json.dumps({"move": {"action": "exchange", "from": "Ⅰ٣", "to": "\u202e"}}).encode(),
     "application/json", 422, "unknown_space"),
    (b'{"notation": "\\u0000"}', "application/json", 422, "invalid_move"),
]


@pytest.mark.parametrize("data, content_type, status, code", MOVE_BODIES)
def test_malformed_moves_change_nothing(client, redis_client, game, data, content_type,
                                       status, code):
    game_id, tokens, _ = game
    before = game_keys(redis_client, game_id)
    response = client.post(f"/v1/games/{game_id}/moves", data=data, content_type=content_type,
                           headers=bearer(tokens["0"]))
    assert_problem(response, status, code)
    assert game_keys(redis_client, game_id) == before


SUBMIT_MOVE_BODIES = [
    {"move": {"action": "exchange", "from": "I0", "to": "M0"}}, {"move": {}},
    {"move": {"k" * 40: 1}}, {"move": {"k" * 41: 1}}, {"move": {"a": {"b": [1, None]}}},
    {"move": []}, {"move": None}, {"move": "I0xM0"}, {"notation": "I0xM0"},
    {"move": {"a": 1}, "notation": "x"}, {"move": {"a": 1}, "extra": 1}, {}, [], None, 3,
]


@pytest.mark.parametrize("body", SUBMIT_MOVE_BODIES)
def test_submit_move_loads_the_usual_body_as_its_fields_do(body):
    """``SubmitMove`` takes ``{"move": {...}}`` without marshmallow's machinery:
    the same data, or for anything else the same errors, as the fields give."""
    schema = schemas.SubmitMove()

    def outcome(load):
        try:
            return "loaded", load(body)
        except ma.ValidationError as error:
            return "refused", error.messages

    assert outcome(schema.load) == outcome(lambda data: ma.Schema.load(schema, data))


BAD_HEADERS = [
    ({"If-Match": "junk"}, 412, "precondition_failed"),
    ({"If-Match": '"' + "9" * 40 + '"'}, 412, "precondition_failed"),
    ({"If-Match": '"-1"'}, 412, "precondition_failed"),
    ({"If-Match": '"99"'}, 412, "version_mismatch"),
    ({"Idempotency-Key": ""}, 400, "invalid_idempotency_key"),
    ({"Idempotency-Key": "k" * 201}, 400, "invalid_idempotency_key"),
    ({"Idempotency-Key": "a\tb"}, 400, "invalid_idempotency_key"),
]


@pytest.mark.parametrize("headers, status, code", BAD_HEADERS)
@pytest.mark.parametrize("action", ["moves", "resign", "draw"])
def test_bad_conditional_and_idempotency_headers_change_nothing(
        client, redis_client, game, headers, status, code, action):
    game_id, tokens, _ = game
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    body = {"moves": {"move": move}, "resign": None, "draw": {"action": "offer"}}[action]
    before = game_keys(redis_client, game_id)
    response = client.post(f"/v1/games/{game_id}/{action}", json=body,
                           headers={**bearer(tokens["0"]), **headers})
    assert_problem(response, status, code)
    assert game_keys(redis_client, game_id) == before


@pytest.mark.parametrize("authorization, status, code", [
    ("Basic dXNlcjpwYXNz", 401, "token_required"),
    ("Bearer", 401, "token_required"),
    ("Bearer    ", 401, "token_required"),
    ("tk_something", 401, "token_required"),
    ("Bearer tk_forged", 403, "invalid_token"),
    ("Bearer " + "x" * 8000, 403, "invalid_token"),
    ("Bearer tk_\u00e9\u00e9", 403, "invalid_token"),
])
def test_bad_authorization_headers_change_nothing(client, redis_client, game, authorization,
                                                  status, code):
    game_id, _, _ = game
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    before = game_keys(redis_client, game_id)
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                           headers={"Authorization": authorization})
    assert_problem(response, status, code)
    if status == 401:
        assert response.headers["WWW-Authenticate"] == "Bearer"
    assert game_keys(redis_client, game_id) == before


@pytest.mark.parametrize("last_event_id", ["abc", "-1", "1.5", "9" * 13, " ", "1e3"])
def test_bad_last_event_id_is_refused(client, game, last_event_id):
    game_id, _, _ = game
    response = client.get(f"/v1/games/{game_id}/events", headers={"Last-Event-ID": last_event_id})
    assert_problem(response, 400, "invalid_last_event_id")


# -- queries and paths ----------------------------------------------------------------------

@pytest.mark.parametrize("query", [
    "wait_for_version=abc", "wait_for_version=-1", "wait_for_version=" + "9" * 30,
    "timeout=nan", "timeout=1e999", "timeout=-5",
])
def test_bad_long_poll_queries(client, game, query):
    game_id, _, _ = game
    assert_problem(client.get(f"/v1/games/{game_id}?{query}"), 422, "validation_error")


@pytest.mark.parametrize("query", ["limit=0", "limit=501", "limit=x", "after=-1",
                                   "after=" + "1" * 40])
def test_bad_history_queries(client, game, query):
    game_id, _, _ = game
    assert_problem(client.get(f"/v1/games/{game_id}/history?{query}"), 422, "validation_error")


@pytest.mark.parametrize("path, code", [
    ("/v1/games/" + "a" * 5000, "game_not_found"),
    ("/v1/games/%C3%A9%00", "game_not_found"),
    ("/v1/games/..%2F..%2Fetc", "not_found"),
    ("/v1/games/*", "game_not_found"),
    ("/v1/jobs/ai-%00", "job_not_found"),
    ("/v1/jobs/ai-..%2Fx", "not_found"),
    ("/v1/jobs/" + "ai-" * 100, "job_not_found"),
    ("/v1/game-types/" + "%F0%9F%90%8D" * 50, "unknown_game_type"),
    ("/v1/nothing-here", "not_found"),
])
def test_bad_paths_are_not_found(client, path, code):
    assert_problem(client.get(path), 404, code)


def test_huge_seat_number_is_unknown_seat(client, redis_client):
    body = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}])
    game_id = body["game"]["id"]
    before = game_keys(redis_client, game_id)
    assert_problem(client.post(f"/v1/games/{game_id}/seats/{10 ** 20}/join", json={}),
                   404, "unknown_seat")
    assert_problem(client.put(f"/v1/games/{game_id}/seats/{10 ** 20}", json={"kind": "ai"},
                              headers=bearer(body["creator_token"])), 404, "unknown_seat")
    assert game_keys(redis_client, game_id) == before


def test_wrong_method_is_a_problem(client, game):
    game_id, _, _ = game
    response = client.delete(f"/v1/games/{game_id}")
    assert_problem(response, 405, "method_not_allowed")
    assert "GET" in response.headers["Allow"]
