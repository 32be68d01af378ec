"""Security: seat and creator tokens, their storage and comparison, rate
limits, API keys and CORS."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import threading
import zlib
from dataclasses import replace

import pytest
import redis

from services import redis_server
from services.api.app import create_app
from services.api.trust import security
from services.api.trust.ratelimit import KEY_PREFIX, RateLimiter, Scope
from shared import tokens

from .conftest import ROOT, service_env
from .helpers import bearer, create, humans
from .test_bad_input import assert_problem, game_keys


def drop_rate_limit_counters(redis_client) -> None:
    for key in redis_client.scan_iter(match=KEY_PREFIX + "*"):
        redis_client.delete(key)


# -- every seat and creator action needs the right token ----------------------------------

@pytest.fixture
def two_games(client):
    """An Osiron game (draw offers allowed) and an Isis & Osiris game with an open seat."""
    osiron = create(client, "osiron", humans(2), hints=True)
    isis = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "human"}, {"kind": "open"}])
    return osiron, isis


def _first_move(client, game_id):
    return client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]


SEAT_ACTIONS = [
    # (method, path suffix, body)
    ("post", "moves", "first_move"),
    ("post", "resign", None),
    ("post", "draw", {"action": "offer"}),
    ("post", "ai-moves", {"level": "random", "seconds": 0.1}),
    ("post", "rematch", None),
]


def _call(client, method, game_id, suffix, body, headers):
    if body == "first_move":
        body = {"move": _first_move(client, game_id)}
    return getattr(client, method)(f"/v1/games/{game_id}/{suffix}", json=body, headers=headers)


@pytest.mark.parametrize("method, suffix, body", SEAT_ACTIONS)
def test_seat_actions_refuse_missing_and_foreign_tokens(client, redis_client, two_games,
                                                        method, suffix, body):
    osiron, isis = two_games
    game_id = osiron["game"]["id"]
    before = game_keys(redis_client, game_id)
    foreign = [isis["seat_tokens"]["0"], isis["creator_token"], osiron["creator_token"],
               "tk_" + "A" * 43]
    assert_problem(_call(client, method, game_id, suffix, body, {}), 401, "token_required")
    for token in foreign:
        assert_problem(_call(client, method, game_id, suffix, body, bearer(token)),
                       403, "invalid_token")
    assert game_keys(redis_client, game_id) == before


def test_a_seat_cannot_act_for_another_seat(client, redis_client, two_games):
    osiron, _ = two_games
    game_id, seat_tokens = osiron["game"]["id"], osiron["seat_tokens"]
    before = game_keys(redis_client, game_id)
    move = _first_move(client, game_id)  # seat 0 is to move
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                               headers=bearer(seat_tokens["1"])), 422, "not_your_turn")
    assert_problem(client.post(f"/v1/games/{game_id}/ai-moves", json={},
                               headers=bearer(seat_tokens["1"])), 422, "not_your_turn")
    # the seat is the token's, never the request's: no field names a seat
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move, "seat": 0},
                               headers=bearer(seat_tokens["1"])), 422, "validation_error")
    assert game_keys(redis_client, game_id) == before


def test_creator_actions_need_the_creator_token(client, redis_client, two_games):
    osiron, isis = two_games
    game_id = isis["game"]["id"]
    before = game_keys(redis_client, game_id)
    calls = [("put", f"/v1/games/{game_id}/seats/2", {"kind": "ai"}),
             ("post", f"/v1/games/{game_id}/cancel", None)]
    for method, path, body in calls:
        send = getattr(client, method)
        assert_problem(send(path, json=body), 401, "token_required")
        for token in [isis["seat_tokens"]["0"], isis["seat_tokens"]["1"],
                      osiron["creator_token"], "tk_forged"]:
            assert_problem(send(path, json=body, headers=bearer(token)), 403, "invalid_token")
    assert game_keys(redis_client, game_id) == before
    # and with it, both work
    assert client.put(f"/v1/games/{game_id}/seats/2", json={"kind": "ai", "level": "random"},
                      headers=bearer(isis["creator_token"])).status_code == 200


def test_joining_needs_no_token_but_only_an_open_seat(client, redis_client, two_games):
    _, isis = two_games
    game_id = isis["game"]["id"]
    before = game_keys(redis_client, game_id)
    for seat in (0, 1):  # taken seats cannot be joined, whoever asks
        assert_problem(client.post(f"/v1/games/{game_id}/seats/{seat}/join", json={}),
                       409, "seat_taken")
        assert_problem(client.post(f"/v1/games/{game_id}/seats/{seat}/join", json={},
                                   headers=bearer(isis["creator_token"])), 409, "seat_taken")
    assert game_keys(redis_client, game_id) == before


def test_reading_with_a_foreign_token_is_refused(client, two_games):
    osiron, isis = two_games
    game_id = osiron["game"]["id"]
    for path in ("", "/history", "/events"):
        assert_problem(client.get(f"/v1/games/{game_id}{path}",
                                  headers=bearer(isis["seat_tokens"]["0"])), 403, "invalid_token")


# -- tokens at rest and their comparison ---------------------------------------------------

def _all_redis_bytes(redis_client) -> bytes:
    """Every key and value in Redis, with zlib-compressed values (RQ job data) expanded."""
    chunks = []
    for key in redis_client.scan_iter():
        chunks.append(key)
        kind = redis_client.type(key)
        if kind == b"string":
            values = [redis_client.get(key)]
        elif kind == b"hash":
            values = [part for pair in redis_client.hgetall(key).items() for part in pair]
        elif kind == b"list":
            values = redis_client.lrange(key, 0, -1)
        elif kind == b"set":
            values = list(redis_client.smembers(key))
        elif kind == b"zset":
            values = [member for member, _ in redis_client.zrange(key, 0, -1, withscores=True)]
        else:
            values = []
        for value in values:
            value = value or b""
            chunks.append(value)
            try:
                chunks.append(zlib.decompress(value))
            except zlib.error:
                pass
    return b"\n".join(chunks)


def test_tokens_are_stored_only_as_hashes(client, redis_client, worker):
    from .conftest import TOKEN_SECRET

    issued = []
    created = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}], hints=True)
    game_id = created["game"]["id"]
    issued += [created["creator_token"], *created["seat_tokens"].values()]
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "Bo"}).get_json()
    issued.append(joined["token"])
    seat_tokens = {"0": created["seat_tokens"]["0"], "1": joined["token"]}
    # a hint job and an idempotent move leave records of their own
    to_move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["to_move"]
    assert client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                       headers=bearer(seat_tokens[str(to_move)])).status_code == 202
    move = _first_move(client, game_id)
    assert client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                       headers={**bearer(seat_tokens[str(to_move)]),
                                "Idempotency-Key": "k1"}).status_code == 200
    dump = _all_redis_bytes(redis_client)
    for token in issued:
        assert token.encode() not in dump
        assert tokens.hash_token(TOKEN_SECRET.encode(), token).encode() in dump  # stored instead
        assert tokens.fingerprint(token).encode() not in dump  # not an unkeyed hash
    assert TOKEN_SECRET.encode() not in dump


def test_token_checks_use_constant_time_comparison_of_every_seat(monkeypatch):
    compared = []
    real = tokens.hmac.compare_digest

    def spy(a, b):
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(tokens.hmac, "compare_digest", spy)
    secret = b"s"
    seat_tokens = [tokens.seat_token(secret, "g", i, 1) for i in range(4)]
    seats = [{"token_hash": tokens.hash_token(secret, t)} for t in seat_tokens]
    assert tokens.find_seat(secret, seat_tokens[0], seats) == 0
    assert len(compared) == 4  # no early exit on the first match
    compared.clear()
    assert tokens.find_seat(secret, "tk_wrong", seats) is None and len(compared) == 4
    compared.clear()
    assert tokens.matches(secret, seat_tokens[1], seats[1]["token_hash"]) and len(compared) == 1
    # keyed hashes, not tokens
    assert all(isinstance(a, str) and a.startswith("k1:") and len(a) == 67 for a, _ in compared)


def test_api_keys_are_compared_in_constant_time_with_every_key(monkeypatch):
    compared = []
    real = security.hmac.compare_digest
    monkeypatch.setattr(security.hmac, "compare_digest",
                        lambda a, b: compared.append(1) or real(a, b))
    keys = security.ApiKeys(("one", "acme=two", "sha256:" + hashlib.sha256(b"three").hexdigest()))
    one, three = hashlib.sha256(b"one").hexdigest(), hashlib.sha256(b"three").hexdigest()
    assert keys.match("one") == (one, security.default_tenant_id(one))
    assert keys.match("two") == (hashlib.sha256(b"two").hexdigest(), "acme")
    assert keys.match("three") == (three, security.default_tenant_id(three))
    assert keys.match("four") is None
    assert len(compared) == 12


# -- rate limits ---------------------------------------------------------------------------

@pytest.fixture
def limited(settings, redis_client):
    """An app of its own with tiny limits (the suite's app has none)."""
    drop_rate_limit_counters(redis_client)
    made = []

    def make(**limits):
        config = dict(rate_limit_enabled=True, rate_limit_window=60, rate_limit_per_address=1000,
                      rate_limit_per_token=1000, rate_limit_per_api_key=1000)
        config.update(limits)
        app = create_app(replace(settings, **config))
        made.append(app)
        return app

    yield make
    drop_rate_limit_counters(redis_client)


def _client(app, address="192.0.2.10"):
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def test_rate_limit_per_client_address(limited, redis_client):
    app = limited(rate_limit_per_address=3)
    client = _client(app)
    for _ in range(3):
        assert client.get("/v1/game-types").status_code == 200
    refused = client.get("/v1/game-types")
    problem = assert_problem(refused, 429, "rate_limited")
    retry_after = int(refused.headers["Retry-After"])
    assert 1 <= retry_after <= 60 and str(retry_after) in problem["detail"]
    # the counter expires with its window
    assert 0 < redis_client.pttl(KEY_PREFIX + "addr:192.0.2.10") <= 60_000
    # other addresses are not affected; only the liveness probe is never limited: the
    # open paths (documents, metrics, problem pages) count against the address too
    assert _client(app, "192.0.2.11").get("/v1/game-types").status_code == 200
    assert client.get("/healthz").status_code == 200
    for path in ("/metrics", "/openapi.json", "/docs", "/problems", "/readyz"):
        assert_problem(client.get(path), 429, "rate_limited")


def test_rate_limit_per_token(limited, client, redis_client):
    body = create(client, "osiron", humans(2))
    game_id, seat_tokens = body["game"]["id"], body["seat_tokens"]
    app = limited(rate_limit_per_token=2)
    limited_client = _client(app)
    for _ in range(2):
        assert limited_client.get(f"/v1/games/{game_id}",
                                  headers=bearer(seat_tokens["0"])).status_code == 200
    before = game_keys(redis_client, game_id)
    move = _first_move(client, game_id)
    refused = limited_client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                                  headers=bearer(seat_tokens["0"]))
    assert_problem(refused, 429, "rate_limited")
    assert refused.headers["Retry-After"].isdigit()
    assert game_keys(redis_client, game_id) == before  # a refused request changes nothing
    # the same token from another address is still refused; other tokens are not
    assert _client(app, "192.0.2.99").get(
        f"/v1/games/{game_id}", headers=bearer(seat_tokens["0"])).status_code == 429
    assert limited_client.get(f"/v1/games/{game_id}",
                              headers=bearer(seat_tokens["1"])).status_code == 200
    assert limited_client.get(f"/v1/games/{game_id}").status_code == 200
    # the counter's key holds a hash of the token, never the token
    keys = b" ".join(redis_client.scan_iter(match=KEY_PREFIX + "*"))
    assert seat_tokens["0"].encode() not in keys


def test_rate_limit_is_shared_by_replicas_and_exact_under_concurrency(limited):
    """Two app instances (as two processes or replicas would be) share one
    count in Redis, and concurrent requests never slip past the limit."""
    apps = [limited(rate_limit_per_address=10), limited(rate_limit_per_address=10)]
    barrier = threading.Barrier(8)
    statuses = []
    lock = threading.Lock()

    def hammer(index):
        client = _client(apps[index % 2], "192.0.2.20")
        barrier.wait()
        for _ in range(5):
            status = client.get("/v1/game-types").status_code
            with lock:
                statuses.append(status)

    threads = [threading.Thread(target=hammer, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200] * 10 + [429] * 30


def test_rate_limits_can_be_switched_off(limited, redis_client):
    app = limited(rate_limit_enabled=False, rate_limit_per_address=1)
    client = _client(app, "192.0.2.30")
    for _ in range(5):
        assert client.get("/v1/game-types").status_code == 200
    assert not list(redis_client.scan_iter(match=KEY_PREFIX + "*"))


def test_api_keys_get_their_own_higher_limit(limited):
    app = limited(rate_limit_per_address=2, rate_limit_per_api_key=6, api_keys=("server-key",))
    with_key = _client(app, "192.0.2.40")
    for _ in range(6):
        assert with_key.get("/v1/game-types",
                            headers={"X-API-Key": "server-key"}).status_code == 200
    assert_problem(with_key.get("/v1/game-types", headers={"X-API-Key": "server-key"}),
                   429, "rate_limited")
    # requests without a valid key count against the address
    assert with_key.get("/v1/game-types", headers={"X-API-Key": "bad"}).status_code == 403
    assert with_key.get("/v1/game-types", headers={"X-API-Key": "bad"}).status_code == 403
    assert_problem(with_key.get("/v1/game-types", headers={"X-API-Key": "bad"}),
                   429, "rate_limited")


def test_rate_limiter_lets_requests_through_when_redis_is_down():
    down = redis.Redis(host="127.0.0.1", port=redis_server.free_port(), socket_timeout=1,
                       socket_connect_timeout=1)
    limiter = RateLimiter(down, 60)
    assert limiter.hit([Scope("addr", "192.0.2.50", 1)]) is None


# -- API keys -----------------------------------------------------------------------------

PLAIN_KEY = "k_plain_0123456789"
HASHED_KEY = "k_hashed_9876543210"


@pytest.fixture
def keyed_app(settings):
    hashed = "sha256:" + hashlib.sha256(HASHED_KEY.encode()).hexdigest()
    return create_app(replace(settings, api_keys=(PLAIN_KEY, hashed),
                              cors_origins=("https://play.example.org",)))


def test_api_keys_are_required_when_configured(keyed_app, redis_client):
    client = keyed_app.test_client()
    before = set(redis_client.scan_iter(match="game:{*}"))
    create_body = {"type": "isaac", "seats": humans(2)}
    response = client.post("/v1/games", json=create_body)
    assert_problem(response, 401, "api_key_required")
    assert_problem(client.post("/v1/games", json=create_body, headers={"X-API-Key": "nope"}),
                   403, "invalid_api_key")
    assert_problem(client.get("/v1/games/whatever", headers={"X-API-Key": ""}),
                   401, "api_key_required")
    assert set(redis_client.scan_iter(match="game:{*}")) == before
    for key in (PLAIN_KEY, HASHED_KEY):
        created = client.post("/v1/games", json=create_body, headers={"X-API-Key": key})
        assert created.status_code == 201
        game_id = created.get_json()["game"]["id"]
        assert client.get(f"/v1/games/{game_id}", headers={"X-API-Key": key}).status_code == 200
    # the configured hash is not itself a key
    assert_problem(client.get("/v1/game-types", headers={
        "X-API-Key": hashlib.sha256(HASHED_KEY.encode()).hexdigest()}), 403, "invalid_api_key")


def test_health_documents_and_problem_pages_need_no_api_key(keyed_app, worker):
    client = keyed_app.test_client()
    for path in ("/healthz", "/openapi.json", "/docs", "/problems", "/problems/rate_limited"):
        assert client.get(path).status_code == 200, path
    assert client.get("/readyz").status_code in (200, 503)
    # the metrics show every tenant's activity: with API keys they need their own token
    assert_problem(client.get("/metrics"), 403, "metrics_closed")


def test_malformed_hashed_api_key_is_a_configuration_error(settings):
    with pytest.raises(ValueError):
        create_app(replace(settings, api_keys=("sha256:not-hex",)))


def test_api_key_scheme_is_documented():
    from services.api.contract.openapi_export import generated_document

    document = generated_document()
    scheme = document["components"]["securitySchemes"]["apiKey"]
    assert scheme == {**scheme, "type": "apiKey", "in": "header", "name": "X-API-Key"}
    for path, operations in document["paths"].items():
        if path.startswith("/v1/"):
            for operation in operations.values():
                if isinstance(operation, dict) and "responses" in operation:
                    assert {"401", "403", "429"} <= set(operation["responses"]), path


# -- CORS ---------------------------------------------------------------------------------

ORIGIN = "https://play.example.org"


def test_cors_preflight_allows_the_api_headers(keyed_app):
    client = keyed_app.test_client()
    response = client.options("/v1/games/abc/moves", headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
            "authorization, content-type, if-match, idempotency-key, last-event-id, x-api-key"})
    assert response.status_code == 200  # no API key asked of a preflight
    assert response.headers["Access-Control-Allow-Origin"] == ORIGIN
    allowed = {h.strip().lower()
               for h in response.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "if-match", "idempotency-key", "last-event-id",
            "x-api-key"} <= allowed
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert int(response.headers["Access-Control-Max-Age"]) > 0


def test_cors_exposes_headers_on_answers_and_errors(keyed_app):
    client = keyed_app.test_client()
    ok = client.get("/v1/game-types", headers={"Origin": ORIGIN, "X-API-Key": PLAIN_KEY})
    assert ok.headers["Access-Control-Allow-Origin"] == ORIGIN
    exposed = {h.strip().lower() for h in ok.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"etag", "location", "retry-after"} <= exposed
    refused = client.get("/v1/game-types", headers={"Origin": ORIGIN})
    assert refused.status_code == 401  # a browser client can read why
    assert refused.headers["Access-Control-Allow-Origin"] == ORIGIN


def test_cors_refuses_other_origins_and_is_off_by_default(keyed_app, client):
    other = keyed_app.test_client().get("/v1/game-types", headers={
        "Origin": "https://evil.example.com", "X-API-Key": PLAIN_KEY})
    assert "Access-Control-Allow-Origin" not in other.headers
    plain = client.get("/v1/game-types", headers={"Origin": ORIGIN})
    assert "Access-Control-Allow-Origin" not in plain.headers


# -- the token secret is required -------------------------------------------------------

START_COMMANDS = {
    "api": [sys.executable, "-m", "gunicorn", "-c", "services/api/web/gunicorn_conf.py",
            "services.api.wsgi:app"],
    "worker": [sys.executable, "-m", "services.worker.main"],
}


@pytest.mark.parametrize("secret", [None, "", "short-but-not-32-bytes"])
@pytest.mark.parametrize("process", sorted(START_COMMANDS))
def test_api_and_worker_refuse_to_start_without_a_strong_token_secret(redis_url, process, secret):
    env = service_env(redis_url, PORT=redis_server.free_port())
    env.pop("TOKEN_SECRET")
    if secret is not None:
        env["TOKEN_SECRET"] = secret
    done = subprocess.run(START_COMMANDS[process], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode != 0
    assert "TOKEN_SECRET must be set to at least 32 bytes" in done.stderr


# -- problem types ---------------------------------------------------------------------

def _problems_for(client, headers: dict, base_url: str) -> list:
    """Problems of several kinds (a route's, a validation's, werkzeug's own)."""
    return [client.get("/v1/games/nope", headers=headers, base_url=base_url),
            client.post("/v1/games", json={"type": "nope"}, headers=headers, base_url=base_url),
            client.delete("/v1/games", headers=headers, base_url=base_url),
            client.get("/no/such/page", headers=headers, base_url=base_url)]


def test_problem_types_never_echo_the_host_header(client, settings):
    spoofed = {"Host": "evil.example", "X-Forwarded-Host": "evil.example"}
    for response in _problems_for(client, spoofed, "http://evil.example"):
        assert response.mimetype == "application/problem+json"
        assert b"evil.example" not in response.get_data()
        assert not any("evil.example" in value for _, value in response.headers)
        body = response.get_json()
        assert body["type"] == f"/problems/{body['code']}"  # relative: RFC 9457 allows it
    # With a configured public address, the types are under it, whatever the Host says.
    public = create_app(replace(settings, public_base_url="https://games.example.org/"))
    for response in _problems_for(public.test_client(), spoofed, "http://evil.example"):
        body = response.get_json()
        assert body["type"] == f"https://games.example.org/problems/{body['code']}"
        assert b"evil.example" not in response.get_data()
