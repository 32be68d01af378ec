"""Seat and creator tokens that can be revoked, tried from the attacker's side:
a token from before a change of ``TOKEN_SECRET``, a re-keyed seat's old
token, a token of a game that ended long ago, a token handed down a rematch
chain, a legacy (unkeyed) hash."""

from __future__ import annotations

import hashlib
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest
import requests

from services import redis_server
from services.api.app import create_app
from shared import gamedoc

from .conftest import start_api, stop_process
from .helpers import bearer, create, follow_to_end, humans
from .test_bad_input import assert_problem

OTHER_SECRET = b"another-token-secret-of-at-least-32-bytes"


def _same_problem(one, other) -> None:
    """Two refusals a client cannot tell apart (but for the address asked)."""
    assert one.status_code == other.status_code
    strip = lambda r: {k: v for k, v in r.get_json().items() if k != "instance"}  # noqa: E731
    assert strip(one) == strip(other)


def _store(app):
    return app.extensions["game_service"].store


def _rewrite(app, game_id: str, edit) -> None:
    """Change the stored game as an older release (or the passing of time) would have
    left it: ``edit(doc)`` on a new version."""
    loaded = _store(app).load(game_id)
    new, entry = gamedoc._next(loaded.doc, "seat_changed", seat=0)
    edit(new)
    _store(app).compare_and_set(loaded.version, new, [entry])


def _finished(client, tokens: dict) -> str:
    """A finished two-player ISAAC game (seat 1 resigned; the worker scores it)."""
    game_id = tokens["game"]["id"]
    assert client.post(f"/v1/games/{game_id}/resign",
                       headers=bearer(tokens["seat_tokens"]["1"])).status_code == 200
    assert follow_to_end(client, game_id)["status"] == "finished"
    return game_id


# -- keyed hashes and the server secret ---------------------------------------------------

def test_the_store_keeps_a_hash_keyed_by_the_secret(app, client):
    made = create(client, "osiron", humans(2))
    doc = _store(app).load(made["game"]["id"]).doc
    token = made["seat_tokens"]["0"]
    assert doc["seats"][0]["token_hash"].startswith("k1:")
    assert hashlib.sha256(token.encode()).hexdigest() not in str(dict(doc))
    assert token not in str(dict(doc)) and made["creator_token"] not in str(dict(doc))


def test_a_token_from_before_a_secret_change_is_refused_like_a_wrong_one(settings, client):
    made = create(client, "osiron", humans(2))
    game_id, seat_token = made["game"]["id"], made["seat_tokens"]["0"]
    after = create_app(replace(settings, token_secret=OTHER_SECRET)).test_client()
    wrong = "tk_" + "A" * 43
    for method, path, body in (("get", "", None), ("post", "/moves", {"notation": "x"}),
                               ("post", "/resign", None)):
        stale = getattr(after, method)(f"/v1/games/{game_id}{path}", json=body,
                                       headers=bearer(seat_token))
        assert_problem(stale, 403, "invalid_token")
        _same_problem(stale, getattr(after, method)(f"/v1/games/{game_id}{path}", json=body,
                                                     headers=bearer(wrong)))
    stale = after.post(f"/v1/games/{game_id}/cancel", headers=bearer(made["creator_token"]))
    _same_problem(stale, after.post(f"/v1/games/{game_id}/cancel", headers=bearer(wrong)))
    # the service with the old secret still takes it: only the secret changed
    assert client.get(f"/v1/games/{game_id}", headers=bearer(seat_token)).get_json()["you"] == 0


def test_legacy_plain_hashes_act_until_their_game_ends(app, client, worker):
    made = create(client, "isaac", humans(2))
    game_id = made["game"]["id"]
    legacy = {seat: hashlib.sha256(token.encode()).hexdigest()
              for seat, token in made["seat_tokens"].items()}

    def to_legacy(doc):
        for seat, digest in legacy.items():
            doc["seats"][int(seat)]["token_hash"] = digest

    _rewrite(app, game_id, to_legacy)
    seat_0 = made["seat_tokens"]["0"]
    assert client.get(f"/v1/games/{game_id}", headers=bearer(seat_0)).get_json()["you"] == 0
    _finished(client, made)
    assert_problem(client.post(f"/v1/games/{game_id}/rematch", headers=bearer(seat_0)),
                   403, "token_expired")
    # still readable, as a spectator
    assert client.get(f"/v1/games/{game_id}", headers=bearer(seat_0)).get_json()["you"] is None


# -- re-keying a seat ---------------------------------------------------------------------

def test_a_re_keyed_seats_old_token_is_refused_at_once(client):
    made = create(client, "osiron", humans(2), hints=True)
    game_id, old = made["game"]["id"], made["seat_tokens"]["0"]
    asked = client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                        headers=bearer(old))  # a hint asked before: read only by the seat
    assert asked.status_code == 202, asked.get_json()
    answer = client.post(f"/v1/games/{game_id}/seats/0/token",
                         headers=bearer(made["creator_token"]))
    assert answer.status_code == 200, answer.get_json()
    new = answer.get_json()["token"]
    assert answer.get_json()["seat"] == 0 and new not in (old, made["seat_tokens"]["1"])
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    for method, path, body in (("get", "", None), ("get", "/history", None),
                               ("get", "/board.svg", None),
                               ("post", "/moves", {"move": legal["moves"][0]}),
                               ("post", "/ai-moves", {"level": "random"}),
                               ("post", "/draw", {"action": "offer"}), ("post", "/resign", None)):
        refused = getattr(client, method)(f"/v1/games/{game_id}{path}", json=body,
                                          headers=bearer(old))
        assert_problem(refused, 403, "invalid_token")
    assert client.get(f"/v1/games/{game_id}", headers=bearer(new)).get_json()["you"] == 0
    hint = f"/v1/jobs/{asked.get_json()['id']}"
    assert_problem(client.get(hint, headers=bearer(old)), 404, "job_not_found")
    assert client.get(hint, headers=bearer(new)).status_code == 200
    moved = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                        headers=bearer(new))
    assert moved.status_code == 200, moved.get_json()
    entry = client.get(f"/v1/games/{game_id}/history").get_json()["entries"][1]
    assert entry["type"] == "seat_changed" and entry["token_generation"] == 2


def test_re_keying_is_the_creators_and_a_retry_hands_the_same_token_to_it_alone(client):
    made = create(client, "osiron", humans(2))
    game_id, creator = made["game"]["id"], made["creator_token"]
    path = f"/v1/games/{game_id}/seats/1/token"
    key = {"Idempotency-Key": str(uuid.uuid4())}
    for stranger in (made["seat_tokens"]["1"], made["seat_tokens"]["0"]):
        assert_problem(client.post(path, headers={**bearer(stranger), **key}),
                       403, "invalid_token")
    assert_problem(client.post(path), 401, "token_required")
    first = client.post(path, headers={**bearer(creator), **key})
    again = client.post(path, headers={**bearer(creator), **key})
    assert first.status_code == again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    # the key that made the token, replayed by a seat: no record of its own, refused
    assert_problem(client.post(path, headers={**bearer(made["seat_tokens"]["1"]), **key}),
                   403, "invalid_token")
    # a request without the key issues yet another token; the previous one stops
    third = client.post(path, headers=bearer(creator)).get_json()["token"]
    assert third != first.get_json()["token"]
    assert_problem(client.get(f"/v1/games/{game_id}", headers=bearer(first.get_json()["token"])),
                   403, "invalid_token")
    assert client.get(f"/v1/games/{game_id}", headers=bearer(third)).get_json()["you"] == 1


def test_re_keying_a_seat_without_a_player_or_of_another_tenant(client):
    made = create(client, "osiron", [{"kind": "human"}, {"kind": "ai", "level": "random"}])
    game_id, creator = made["game"]["id"], made["creator_token"]
    assert_problem(client.post(f"/v1/games/{game_id}/seats/1/token", headers=bearer(creator)),
                   409, "seat_has_no_token")
    assert client.post(f"/v1/games/{game_id}/seats/7/token",
                       headers=bearer(creator)).status_code == 404


@pytest.fixture
def beta(settings):
    """A client of another tenant (the service with API keys)."""
    keyed = create_app(replace(settings, api_keys=("beta=key-of-beta",))).test_client()

    class Beta:
        def post(self, path, headers=None, **kwargs):
            return keyed.post(path, headers={"X-API-Key": "key-of-beta", **(headers or {})},
                              **kwargs)
    return Beta()


def test_another_tenant_cannot_re_key_even_with_the_creator_token(client, beta):
    made = create(client, "osiron", humans(2))
    refused = beta.post(f"/v1/games/{made['game']['id']}/seats/0/token",
                        headers=bearer(made["creator_token"]))
    assert_problem(refused, 404, "game_not_found")


# -- tokens of ended games -------------------------------------------------------------------

def test_tokens_of_a_game_that_ended_long_ago_stop_acting(app, client, worker):
    made = create(client, "isaac", humans(2), hints=True)
    game_id = _finished(client, made)
    seat_0 = made["seat_tokens"]["0"]
    assert client.get(f"/v1/games/{game_id}", headers=bearer(seat_0)).get_json()["you"] == 0
    day_ago = "2000-01-01T00:00:00.000Z"  # long before ENDED_TOKEN_SECONDS (24 h by default)
    _rewrite(app, game_id, lambda doc: doc.__setitem__("ended_at", day_ago))
    for path in ("/rematch", "/draw", "/resign"):
        body = {"action": "offer"} if path == "/draw" else None
        assert_problem(client.post(f"/v1/games/{game_id}{path}", json=body,
                                   headers=bearer(seat_0)), 403, "token_expired")
    assert_problem(client.post(f"/v1/games/{game_id}/seats/0/token",
                               headers=bearer(made["creator_token"])), 403, "token_expired")
    # the game stays readable; the old token now reads as a spectator
    assert client.get(f"/v1/games/{game_id}", headers=bearer(seat_0)).get_json()["you"] is None
    assert client.get(f"/v1/games/{game_id}").status_code == 200


def test_the_end_window_is_a_setting(settings, worker):
    at_once = create_app(replace(settings, ended_token_seconds=0)).test_client()
    made = create(at_once, "isaac", humans(2))
    game_id = _finished(at_once, made)
    assert_problem(at_once.post(f"/v1/games/{game_id}/rematch",
                                headers=bearer(made["seat_tokens"]["0"])), 403, "token_expired")


# -- rematches -----------------------------------------------------------------------------------

def test_a_rematch_gets_fresh_tokens_each_seat_fetches_its_own(client, worker):
    made = create(client, "isaac", humans(2))
    game_id = _finished(client, made)
    old = made["seat_tokens"]
    first = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(old["0"]))
    assert first.status_code == 201, first.get_json()
    mine = first.get_json()
    rematch_id = mine["game"]["id"]
    assert mine["seat"] == 1 and mine["game"]["you"] == 1 and mine["token"] not in old.values()
    # the old tokens do not act in the rematch
    for token in old.values():
        assert_problem(client.get(f"/v1/games/{rematch_id}", headers=bearer(token)),
                       403, "invalid_token")
    theirs = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(old["1"])).get_json()
    assert theirs["game"]["id"] == rematch_id and theirs["seat"] == 0
    assert theirs["token"] not in (mine["token"], old["1"])
    assert client.get(f"/v1/games/{rematch_id}",
                      headers=bearer(theirs["token"])).get_json()["you"] == 0
    # asking again answers the same token (nothing is stored: it is derived again)
    assert client.post(f"/v1/games/{game_id}/rematch",
                       headers=bearer(old["0"])).get_json()["token"] == mine["token"]


def test_a_leaked_token_loses_the_rematch_seat_once_the_creator_re_keys_it(client, worker):
    made = create(client, "isaac", humans(2))
    game_id = _finished(client, made)
    leaked = made["seat_tokens"]["1"]
    rematch = client.post(f"/v1/games/{game_id}/rematch",
                          headers=bearer(made["seat_tokens"]["0"])).get_json()["game"]
    rekeyed = client.post(f"/v1/games/{rematch['id']}/seats/0/token",
                          headers=bearer(made["creator_token"]))  # the creator token carries over
    assert rekeyed.status_code == 200, rekeyed.get_json()
    answer = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(leaked)).get_json()
    assert answer["seat"] == 0 and answer["token"] is None and answer["game"]["you"] is None
    assert client.get(f"/v1/games/{rematch['id']}", headers=bearer(
        rekeyed.get_json()["token"])).get_json()["you"] == 0


def test_inheriting_the_tokens_is_an_explicit_choice(client, worker):
    made = create(client, "isaac", humans(2))
    game_id = _finished(client, made)
    old = made["seat_tokens"]
    answer = client.post(f"/v1/games/{game_id}/rematch", json={"inherit_tokens": True},
                         headers=bearer(old["0"]))
    assert answer.status_code == 201, answer.get_json()
    assert answer.get_json()["token"] == old["0"] and answer.get_json()["seat"] == 1
    rematch_id = answer.get_json()["game"]["id"]
    assert client.get(f"/v1/games/{rematch_id}", headers=bearer(old["1"])).get_json()["you"] == 0
    assert_problem(client.post(f"/v1/games/{game_id}/rematch", json={"inherit_tokens": 1},
                               headers=bearer(old["1"])), 422, "validation_error")


# -- play links: a seat token without the API key ---------------------------------------------

ACME, BETA = "key-of-acme", "key-of-beta"


@pytest.fixture(scope="module")
def keyed(settings):
    return create_app(replace(settings, api_keys=(f"acme={ACME}", f"beta={BETA}"),
                              webhook_allow_private=True))


def _with_key(client, key: str):
    class Keyed:
        def __getattr__(self, method):
            def call(path, headers=None, **kwargs):
                return getattr(client, method)(path, headers={"X-API-Key": key,
                                                              **(headers or {})}, **kwargs)
            return call
    return Keyed()


def test_a_seat_token_alone_plays_its_own_game(keyed):
    acme, anonymous = _with_key(keyed.test_client(), ACME), keyed.test_client()
    made = create(acme, "osiron", humans(2), hints=True)
    game_id, seat_0 = made["game"]["id"], bearer(made["seat_tokens"]["0"])
    assert anonymous.get(f"/v1/games/{game_id}", headers=seat_0).get_json()["you"] == 0
    for path in ("/legal-moves", "/history", "/board.svg", "/board.png"):
        assert anonymous.get(f"/v1/games/{game_id}{path}", headers=seat_0).status_code == 200
    stream = anonymous.get(f"/v1/games/{game_id}/events", headers=seat_0, buffered=False)
    assert stream.status_code == 200 and stream.mimetype == "text/event-stream"
    stream.close()
    hint = anonymous.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                          headers=seat_0)
    assert hint.status_code == 202, hint.get_json()
    assert anonymous.get(f"/v1/jobs/{hint.get_json()['id']}", headers=seat_0).status_code == 200
    move = anonymous.get(f"/v1/games/{game_id}/legal-moves", headers=seat_0).get_json()["moves"][0]
    moved = anonymous.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=seat_0)
    assert moved.status_code == 200, moved.get_json()
    # the game is still only acme's
    assert_problem(_with_key(keyed.test_client(), BETA).get(f"/v1/games/{game_id}"),
                   404, "game_not_found")


def test_a_seat_token_without_the_key_reaches_nothing_else(keyed):
    acme, anonymous = _with_key(keyed.test_client(), ACME), keyed.test_client()
    beta = _with_key(keyed.test_client(), BETA)
    made = create(acme, "osiron", humans(2), hints=True)
    other = create(acme, "isaac", humans(2), hints=True)
    theirs = create(beta, "osiron", humans(2))
    hook = acme.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/hook"})
    assert hook.status_code == 201, hook.get_json()
    token = bearer(made["seat_tokens"]["0"])
    nothing = anonymous.get("/v1/games")  # no key, no token: the reference refusal
    assert_problem(nothing, 401, "api_key_required")
    refused = [anonymous.get(f"/v1/games/{other['game']['id']}", headers=token),
               anonymous.get(f"/v1/games/{theirs['game']['id']}", headers=token),
               anonymous.get(f"/v1/games/{'0' * 16}", headers=token),
               anonymous.post(f"/v1/games/{other['game']['id']}/moves",
                              json={"notation": "x"}, headers=token),
               anonymous.get(f"/v1/games/{other['game']['id']}/legal-moves", headers=token),
               anonymous.get("/v1/games", headers=token),
               anonymous.get("/v1/events", headers=token),
               anonymous.get("/v1/webhooks", headers=token),
               anonymous.post("/v1/webhooks", json={"url": "http://example.com/x"}, headers=token),
               anonymous.get(f"/v1/games/{made['game']['id']}/export", headers=token),
               anonymous.post(f"/v1/games/{made['game']['id']}/cancel", headers=token),
               anonymous.post("/v1/games", json={"type": "isaac", "seats": humans(2)},
                              headers=token),
               # the creator token is not a seat token: it needs the key
               anonymous.get(f"/v1/games/{made['game']['id']}",
                             headers=bearer(made["creator_token"]))]
    hook_id = hook.get_json()["id"]
    refused += [anonymous.delete(f"/v1/webhooks/{hook_id}", headers=token),
                anonymous.post(f"/v1/webhooks/{hook_id}/rotate-secret", headers=token)]
    for answer in refused:
        assert answer.status_code == 401, (answer.request.path, answer.get_data(as_text=True))
        assert answer.get_json()["code"] == "api_key_required"
        assert answer.get_json()["detail"] == nothing.get_json()["detail"]
    # a job of another game, read with this game's token
    hint = acme.post(f"/v1/games/{other['game']['id']}/ai-moves", json={"level": "random"},
                     headers=bearer(other["seat_tokens"]["0"]))
    assert hint.status_code == 202, hint.get_json()
    assert_problem(anonymous.get(f"/v1/jobs/{hint.get_json()['id']}", headers=token),
                   401, "api_key_required")
    assert acme.get(f"/v1/webhooks/{hook_id}").status_code == 200  # untouched


def test_a_re_keyed_or_expired_token_no_longer_opens_the_game_without_a_key(keyed):
    acme, anonymous = _with_key(keyed.test_client(), ACME), keyed.test_client()
    made = create(acme, "osiron", humans(2))
    game_id, old = made["game"]["id"], made["seat_tokens"]["1"]
    assert anonymous.get(f"/v1/games/{game_id}", headers=bearer(old)).status_code == 200
    assert acme.post(f"/v1/games/{game_id}/seats/1/token",
                     headers=bearer(made["creator_token"])).status_code == 200
    assert_problem(anonymous.get(f"/v1/games/{game_id}", headers=bearer(old)),
                   401, "api_key_required")
    seat_0 = made["seat_tokens"]["0"]
    _rewrite(keyed, game_id, lambda doc: doc.update(status="cancelled",
                                                     ended_at="2000-01-01T00:00:00.000Z"))
    assert_problem(anonymous.get(f"/v1/games/{game_id}", headers=bearer(seat_0)),
                   401, "api_key_required")
    assert acme.get(f"/v1/games/{game_id}").status_code == 200  # with the key: a spectator


def test_a_rematch_asked_with_a_seat_token_alone_stays_in_the_tenant(keyed, worker):
    acme, anonymous = _with_key(keyed.test_client(), ACME), keyed.test_client()
    made = create(acme, "isaac", humans(2))
    game_id = _finished(acme, made)
    answer = anonymous.post(f"/v1/games/{game_id}/rematch",
                            headers=bearer(made["seat_tokens"]["0"]))
    assert answer.status_code == 201, answer.get_json()
    rematch = answer.get_json()
    assert acme.get(f"/v1/games/{rematch['game']['id']}").status_code == 200
    assert anonymous.get(f"/v1/games/{rematch['game']['id']}",
                         headers=bearer(rematch["token"])).get_json()["you"] == 1


def test_a_play_links_long_poll_waits_and_answers_on_gunicorn(redis_url):
    """A parked long poll (gunicorn's gevent worker) let in on a seat token alone
    answers as that seat once the game changes, in the game's tenant."""
    port = redis_server.free_port()
    server = start_api(redis_url, port, API_KEYS=f"acme={ACME}")
    try:
        url, key = f"http://127.0.0.1:{port}", {"X-API-Key": ACME}
        made = requests.post(f"{url}/v1/games", json={"type": "isaac", "seats": humans(2)},
                             headers=key).json()
        game_id, seat_1 = made["game"]["id"], bearer(made["seat_tokens"]["1"])
        with ThreadPoolExecutor(1) as pool:
            waiting = pool.submit(requests.get, f"{url}/v1/games/{game_id}",
                                  params={"wait_for_version": 2, "timeout": 20},
                                  headers=seat_1, timeout=30)
            move = requests.get(f"{url}/v1/games/{game_id}/legal-moves",
                                headers=key).json()["moves"][0]
            assert requests.post(f"{url}/v1/games/{game_id}/moves", json={"move": move},
                                 headers={**key, **bearer(made["seat_tokens"]["0"])}
                                 ).status_code == 200
            answer = waiting.result()
        assert answer.status_code == 200, answer.text
        assert answer.json()["version"] == 2 and answer.json()["you"] == 1
        listing = requests.get(f"{url}/v1/games", headers=seat_1)
        assert listing.status_code == 401 and listing.json()["code"] == "api_key_required"
    finally:
        stop_process(server)
