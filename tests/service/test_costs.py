"""Bounded costs: what one tenant, or a client without a key, can make the
service spend, tested from the attacker's side (docs/operations.md, "Costs")."""

from __future__ import annotations

from dataclasses import replace

import pytest
from prometheus_client import REGISTRY

from services.api import render
from services.api.app import create_app

from .helpers import bearer, humans
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
