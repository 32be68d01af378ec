"""Bounded costs: what one tenant, or a client without a key, can make the
service spend, tested from the attacker's side (docs/operations.md, "Costs")."""

from __future__ import annotations

import http.client
import itertools
import multiprocessing
import os
import statistics
import threading
import time
import uuid
from dataclasses import replace

import pytest
import redis
import requests
from prometheus_client import REGISTRY

from services import redis_server
from services.api.app import create_app
from services.api.pictures import render
from shared.settings import Settings

from .conftest import start_api, stop_process
from .helpers import bearer, humans, wait_for
from .test_bad_input import assert_problem

METRICS_TOKEN = "metrics-token-of-the-operator"


# -- open paths ------------------------------------------------------------------------

def test_metrics_need_the_metrics_token(settings):
    client = create_app(replace(settings, metrics_token=METRICS_TOKEN)).test_client()
    assert_problem(client.get("/metrics"), 401, "metrics_token_required")
    assert_problem(client.get("/metrics", headers=bearer("guess")), 403, "invalid_metrics_token")
    # an API key is no metrics token either
    assert_problem(client.get("/metrics", headers={"X-API-Key": METRICS_TOKEN}), 401,
                   "metrics_token_required")
    answer = client.get("/metrics", headers=bearer(METRICS_TOKEN))
    assert answer.status_code == 200 and b"api_request_seconds" in answer.data


def test_metrics_with_api_keys_open_only_to_the_metrics_token(settings):
    closed = create_app(replace(settings, api_keys=("acme=acme-key",))).test_client()
    # a tenant's key does not open them: they show every tenant's activity
    assert_problem(closed.get("/metrics", headers={"X-API-Key": "acme-key"}), 403,
                   "metrics_closed")
    keyed = create_app(replace(settings, api_keys=("acme=acme-key",),
                               metrics_token=METRICS_TOKEN)).test_client()
    assert_problem(keyed.get("/metrics", headers={"X-API-Key": "acme-key"}), 401,
                   "metrics_token_required")
    assert keyed.get("/metrics", headers=bearer(METRICS_TOKEN)).status_code == 200


def test_problem_pages_are_open_with_api_keys(settings):
    client = create_app(replace(settings, api_keys=("acme=acme-key",))).test_client()
    assert client.get("/problems").status_code == 200
    page = client.get("/problems/game_quota_exceeded", headers={"Accept": "application/json"})
    assert page.status_code == 200 and page.get_json()["status"] == 429
    # the API itself still needs a key
    assert_problem(client.get("/v1/games"), 401, "api_key_required")


def test_openapi_document_is_built_once_and_revalidated(app):
    client = app.test_client()
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    built = []
    generate = api.spec.to_dict
    api.spec.to_dict = lambda: built.append(1) or generate()
    try:
        first = client.get("/openapi.json")
        again = client.get("/openapi.json")
        assert first.status_code == again.status_code == 200
        assert first.data == again.data and first.headers["ETag"] == again.headers["ETag"]
        assert len(built) <= 1  # at most once per process, whatever the number of requests
        cached = client.get("/openapi.json", headers={"If-None-Match": first.headers["ETag"]})
        assert cached.status_code == 304 and not cached.data
    finally:
        api.spec.to_dict = generate


# -- pictures --------------------------------------------------------------------------

def _rendered() -> float:
    return REGISTRY.get_sample_value("api_pictures_rendered_total") or 0.0


@pytest.fixture
def keyed(settings, redis_client):
    """An app with two tenants, its render leases cleared before and after."""
    def clear():
        for key in redis_client.scan_iter(match=render.LEASES_PREFIX + "*"):
            redis_client.delete(key)

    clear()
    app = create_app(replace(settings, api_keys=("acme=acme-key", "beta=beta-key")))
    yield app
    app.extensions["renderer"].close()
    clear()


def test_a_repeated_picture_is_served_without_rendering_again(keyed):
    client = keyed.test_client()
    acme = {"X-API-Key": "acme-key"}
    created = client.post("/v1/games", json={"type": "isaac", "seats": humans(2)}, headers=acme)
    game_id = created.get_json()["game"]["id"]
    before = _rendered()
    first = client.get(f"/v1/games/{game_id}/board.png?size=700", headers=acme)
    assert first.status_code == 200 and first.data.startswith(b"\x89PNG")
    assert _rendered() == before + 1
    for _ in range(5):
        again = client.get(f"/v1/games/{game_id}/board.png?size=700", headers=acme)
        assert again.data == first.data
    assert _rendered() == before + 1
    # another size is another picture; a seat's view is another picture
    assert client.get(f"/v1/games/{game_id}/board.png?size=701", headers=acme).status_code == 200
    seat = client.get(f"/v1/games/{game_id}/board.png?size=700",
                      headers={**acme, **bearer(created.get_json()["seat_tokens"]["0"])})
    assert seat.status_code == 200
    assert _rendered() == before + 3


def test_a_client_has_one_rendering_at_a_time(keyed):
    client = keyed.test_client()
    acme, beta = {"X-API-Key": "acme-key"}, {"X-API-Key": "beta-key"}
    games = {}
    for name, key in (("acme", acme), ("beta", beta)):
        created = client.post("/v1/games", json={"type": "osiron", "seats": humans(2)},
                              headers=key)
        games[name] = created.get_json()["game"]["id"]
    renderer = keyed.extensions["renderer"]
    # acme has a rendering in flight (in any API process): its lease is taken
    held, full = renderer._leases.try_acquire(
        [render.Scope("client", "tenant:acme", renderer.per_client)])
    assert full is None
    try:
        refused = client.get(f"/v1/games/{games['acme']}/board.png?size=300", headers=acme)
        assert_problem(refused, 429, "too_many_renders")
        assert 1 <= int(refused.headers["Retry-After"]) <= 10
        # another tenant is not held up
        assert client.get(f"/v1/games/{games['beta']}/board.png?size=300",
                          headers=beta).status_code == 200
    finally:
        held.release()
    assert client.get(f"/v1/games/{games['acme']}/board.png?size=300",
                      headers=acme).status_code == 200


# -- one tenant's attack, another tenant's reads (real gunicorn) -----------------------

VICTIM, ATTACKER = {"X-API-Key": "victim-key"}, {"X-API-Key": "attacker-key"}


@pytest.fixture(scope="module")
def served(redis_url):
    """The API under gunicorn (2 processes) with two tenants. Its rate limits are
    off, since every client of the test has the same address: the attacking
    clients keep to the default limits themselves (as many requests as those
    allow, and no more), so what the attack costs is what the limits let
    through."""
    port = redis_server.free_port()
    process = start_api(redis_url, port, API_KEYS="victim=victim-key,attacker=attacker-key",
                        RATE_LIMIT_ENABLED="0", WEB_CONCURRENCY="2")
    yield f"http://127.0.0.1:{port}"
    stop_process(process)


def _reads(session: requests.Session, url: str, count: int) -> list[float]:
    """Milliseconds of ``count`` reads, one after the other."""
    times = []
    for _ in range(count):
        started = time.perf_counter()
        assert session.get(url, headers=VICTIM, timeout=30).status_code == 200
        times.append((time.perf_counter() - started) * 1000)
    return times


def _figures(times: list[float]) -> tuple[float, float, float]:
    ordered = sorted(times)
    return (statistics.median(ordered), ordered[int(len(ordered) * 0.99) - 1], ordered[-1])


# The default rate limits (requests a minute) the attack's clients keep to.
PER_API_KEY, PER_ADDRESS = Settings().rate_limit_per_api_key, Settings().rate_limit_per_address
PNG_CONNECTIONS, DOC_CONNECTIONS = 2, 4
# What the attack's clients count: (kind of request, status) -> index in a shared array.
COUNTED = [("png", 200), ("png", 429), ("doc", 200), ("doc", 429)]


def _attack_client(base: str, game_id: str, kind: str, number: int, stop, counts) -> None:
    """One attacking connection (keep-alive, http.client: a light client, so
    the attack is the server's work rather than the load generator's)."""
    connection = http.client.HTTPConnection(base.split("//", 1)[1], timeout=60)
    sizes = itertools.count(number * 500)
    # Each client stays inside its own rate limit, at its full rate (the
    # server's limits are off: all the test's clients share one address).
    # The PNG connections share the attacker's key; each anonymous one has an address.
    interval = 60 / (PER_API_KEY / PNG_CONNECTIONS if kind == "png" else PER_ADDRESS)
    next_at = time.monotonic()
    while not stop.wait(max(0.0, next_at - time.monotonic())):
        next_at += interval
        if kind == "png":  # about 2000 px, a new size each time: no cache or ETag helps
            connection.request("GET", f"/v1/games/{game_id}/board.png?size="
                               f"{2000 - next(sizes) % 200}", headers=ATTACKER)
        else:
            connection.request("GET", "/openapi.json", headers={"Accept-Encoding": "gzip"})
        response = connection.getresponse()
        response.read()
        if (kind, response.status) in COUNTED:
            with counts.get_lock():
                counts[COUNTED.index((kind, response.status))] += 1
    connection.close()


class Attack:
    """Attacking connections in another process, until ended."""

    def __init__(self, base: str, game_id: str, connections: dict[str, int]):
        context = multiprocessing.get_context("spawn")
        self.stop = context.Event()
        self.counts = context.Array("l", len(COUNTED))
        self.process = context.Process(target=_attack_all, args=(
            base, game_id, connections, self.stop, self.counts), daemon=True)
        self.process.start()

    @property
    def answers(self) -> dict:
        return {key: self.counts[i] for i, key in enumerate(COUNTED)}

    def wait_until(self, condition, seconds: float = 60):
        def met():
            assert self.process.is_alive(), "the attack ended"
            return condition(self.answers)

        wait_for(met, seconds, f"the attack's answers to change: {self.answers}")

    def end(self):
        self.stop.set()
        self.process.join(60)
        if self.process.is_alive():
            self.process.kill()


def _attack_all(base, game_id, connections, stop, counts) -> None:
    # An attacker's client runs on its own machine: here it shares the API's CPU,
    # so it yields some, lest the victim's timings measure the load generator.
    os.nice(10)
    threads = [threading.Thread(target=_attack_client,
                                args=(base, game_id, kind, number, stop, counts))
               for kind, count in connections.items() for number in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def test_pictures_and_documents_do_not_slow_another_tenant(served):
    session = requests.Session()
    victim_game = session.post(f"{served}/v1/games", headers=VICTIM, json={
        "type": "isis-osiris", "seats": humans(2)}).json()["game"]["id"]
    attacker_game = session.post(f"{served}/v1/games", headers=ATTACKER, json={
        "type": "osiron", "seats": humans(2)}).json()["game"]["id"]
    read = f"{served}/v1/games/{victim_game}"
    _reads(session, read, 20)  # warm both processes
    baseline = _figures(_reads(session, read, 200))

    attack = Attack(served, attacker_game, {"png": PNG_CONNECTIONS, "doc": DOC_CONNECTIONS})
    try:
        # under way: pictures rendered, one connection of two refused while the
        # other renders, documents served
        attack.wait_until(lambda seen: seen["png", 200] >= 5 and seen["png", 429] >= 1
                          and seen["doc", 200] >= 20)
        before = attack.answers
        attacked = _figures(_reads(session, read, 200))
        during = {key: count - before[key] for key, count in attack.answers.items()}
    finally:
        attack.end()
    print(f"\nvictim reads p50/p99/max: {baseline[0]:.1f}/{baseline[1]:.1f}/{baseline[2]:.1f} ms "
          f"alone, {attacked[0]:.1f}/{attacked[1]:.1f}/{attacked[2]:.1f} ms under attack "
          f"(attack answers while measuring: {during})")
    assert during["doc", 200] > 0 and during["png", 429] > 0  # the attack went on meanwhile
    assert attacked[1] < 50, attacked


# -- live games per tenant -------------------------------------------------------------

CAP = 20


@pytest.fixture
def capped(settings, redis_url):
    """Tenants capped at CAP waiting and active games, fresh names each test (the
    session's Redis keeps other tests' games)."""
    suffix = uuid.uuid4().hex[:8]
    names = {name: f"{name}-{suffix}" for name in ("acme", "beta")}
    app = create_app(replace(settings, tenant_max_live_games=CAP, api_keys=tuple(
        f"{tenant}=key-{tenant}" for tenant in names.values())))
    return app, {name: {"X-API-Key": f"key-{tenant}"} for name, tenant in names.items()}


def _new_game(client, key):
    return client.post("/v1/games", json={"type": "osiron", "seats": humans(2)}, headers=key)


def _listed(client, key) -> int:
    return len(client.get("/v1/games?limit=100", headers=key).get_json()["games"])


@pytest.mark.cluster
def test_a_tenant_has_at_most_its_cap_of_live_games(capped):
    app, keys = capped
    client = app.test_client()
    created = [_new_game(client, keys["acme"]) for _ in range(CAP)]
    assert all(answer.status_code == 201 for answer in created)
    refused = _new_game(client, keys["acme"])
    problem = assert_problem(refused, 429, "game_quota_exceeded")
    assert int(refused.headers["Retry-After"]) >= 1 and str(CAP) in problem["detail"]
    assert _listed(client, keys["acme"]) == CAP  # nothing was made
    # another tenant is not held by acme's games
    assert _new_game(client, keys["beta"]).status_code == 201
    # a game that is over does not count: cancel one, and there is room for one more
    first = created[0].get_json()
    assert client.post(f"/v1/games/{first['game']['id']}/cancel", headers={
        **keys["acme"], **bearer(first["creator_token"])}).status_code == 200
    assert _new_game(client, keys["acme"]).status_code == 201
    assert_problem(_new_game(client, keys["acme"]), 429, "game_quota_exceeded")


def test_the_default_cap_refuses_the_2001st_game(settings, tmp_path):
    """The cap as shipped (``TENANT_MAX_LIVE_GAMES`` 2,000), on a Redis of the
    test's own: a tenant's 2,001st waiting or active game is refused and not made."""
    from .test_faults import OwnRedis  # noqa: PLC0415

    server = OwnRedis(tmp_path / "redis")
    try:
        default = Settings().tenant_max_live_games
        assert default == 2000
        app = create_app(replace(settings, redis_url=server.url, queue_redis_url="",
                                 tenant_max_live_games=default, api_keys=("acme=key-acme",)))
        client, key = app.test_client(), {"X-API-Key": "key-acme"}
        made = sum(_new_game(client, key).status_code == 201 for _ in range(default))
        assert made == default
        refused = _new_game(client, key)
        assert_problem(refused, 429, "game_quota_exceeded")
        stored = redis.Redis.from_url(server.url)
        assert sum(1 for _ in stored.scan_iter("game:{*}", count=1000)) == default
        stored.close()
    finally:
        server.stop()


@pytest.mark.cluster
def test_concurrent_creations_do_not_overshoot_the_cap(capped):
    app, keys = capped
    start = threading.Barrier(8)
    statuses = []

    def create_many():
        client = app.test_client()
        start.wait()
        for _ in range(6):
            statuses.append(_new_game(client, keys["acme"]).status_code)

    threads = [threading.Thread(target=create_many) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(set(statuses)) == [201, 429]
    assert statuses.count(201) == CAP
    assert _listed(app.test_client(), keys["acme"]) == CAP


@pytest.mark.cluster
def test_a_rematch_beyond_the_cap_is_refused_and_changes_nothing(capped, worker):
    app, keys = capped
    client = app.test_client()
    game = _new_game(client, keys["acme"]).get_json()
    game_id, seat = game["game"]["id"], bearer(game["seat_tokens"]["0"])
    assert client.post(f"/v1/games/{game_id}/resign", headers={**keys["acme"], **seat}
                       ).status_code == 200
    wait_for(lambda: client.get(f"/v1/games/{game_id}", headers=keys["acme"]).get_json()[
        "status"] == "finished", 30, "the worker to score the game")
    for _ in range(CAP):
        assert _new_game(client, keys["acme"]).status_code == 201
    assert_problem(client.post(f"/v1/games/{game_id}/rematch", headers={
        **keys["acme"], **seat}), 429, "game_quota_exceeded")
    assert client.get(f"/v1/games/{game_id}", headers=keys["acme"]).get_json()["rematch"] is None
    assert _listed(client, keys["acme"]) == CAP + 1  # the finished game and the live ones


# -- a full Redis ----------------------------------------------------------------------

@pytest.fixture
def small_redis(tmp_path):
    """A Redis of its own, capped at a few MB (``noeviction``, as deployed)."""
    port = redis_server.free_port()
    process = redis_server.start(port, tmp_path / "redis", persist=False, maxmemory="4mb")
    client = redis.Redis(port=port)
    yield f"redis://127.0.0.1:{port}/0", client
    client.close()
    redis_server.stop(process)


def _fill(client: redis.Redis) -> None:
    """Write filler keys until Redis refuses them (a few times over, so that the
    buffers a refusal frees do not leave room for a game)."""
    refusals = number = 0
    while refusals < 3:
        try:
            client.set(f"filler:{number}", "x" * 200)
            number += 1
        except redis.exceptions.OutOfMemoryError:
            refusals += 1


def _stored(client: redis.Redis) -> dict:
    return {key: client.dump(key) for key in client.scan_iter()
            if not key.startswith(b"filler:")}


def test_a_full_redis_answers_503_and_changes_nothing(settings, small_redis):
    url, direct = small_redis
    assert direct.config_get("maxmemory-policy")["maxmemory-policy"] == "noeviction"
    client = create_app(replace(settings, redis_url=url, queue_redis_url="")).test_client()
    game = client.post("/v1/games", json={"type": "osiron", "seats": humans(2)}).get_json()
    game_id = game["game"]["id"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    _fill(direct)
    before = _stored(direct)

    refused = client.post("/v1/games", json={"type": "osiron", "seats": humans(2)})
    problem = assert_problem(refused, 503, "storage_full")
    assert int(refused.headers["Retry-After"]) >= 1 and "not made" in problem["detail"]
    assert_problem(client.post("/v1/games", json={"type": "isaac", "seats": humans(2)},
                               headers={"Idempotency-Key": uuid.uuid4().hex}),
                   503, "storage_full")
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": move["moves"][0]},
                               headers=bearer(game["seat_tokens"][str(move["to_move"])])),
                   503, "storage_full")
    assert _stored(direct) == before  # nothing changed
    # reads go on
    read = client.get(f"/v1/games/{game_id}")
    assert read.status_code == 200 and read.get_json()["version"] == 1

    # room again: changes are accepted again
    for key in direct.scan_iter(match="filler:*", count=1000):
        direct.delete(key)
    assert client.post("/v1/games", json={"type": "osiron", "seats": humans(2)}
                       ).status_code == 201
