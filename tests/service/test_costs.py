"""Bounded costs: what one tenant, or a client without a key, can make the
service spend, tested from the attacker's side (docs/operations.md, "Costs")."""

from __future__ import annotations

from dataclasses import replace

from services.api.app import create_app

from .helpers import bearer
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
