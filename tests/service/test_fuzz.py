"""Fuzzing the API from its published OpenAPI document (``openapi.yaml``).

Schemathesis generates requests from the document, valid and invalid, and
every answer must be documented: no 5xx, a documented status code, the
documented content type, documented headers and a body matching the
documented schema. Invalid requests must be refused with a 4xx, made-up
credentials with 401/403, undocumented methods with 405. The budget is
``MAX_EXAMPLES`` per operation and phase, derandomized (about 900 requests).

Most generated requests aim at real games (a fresh game per request, with
its seat or creator token when the operation is a seat's), so the fuzzing
reaches the rules and not only the 404 of an unknown game id.
"""

from __future__ import annotations

import time
import zlib
from pathlib import Path

import pytest
import redis
import schemathesis
from hypothesis import HealthCheck, settings as hsettings
from rq import Worker
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (content_type_conformance, ignored_auth,
                                               negative_data_rejection, unsupported_method,
                                               response_headers_conformance,
                                               response_schema_conformance,
                                               status_code_conformance)

from services.api.app import create_app
from shared.settings import Settings

from .conftest import TOKEN_SECRET
from .helpers import bearer


ROOT = Path(__file__).resolve().parents[2]
MAX_EXAMPLES = 25
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance, response_headers_conformance, negative_data_rejection,
          ignored_auth, unsupported_method]
CASES = {"run": 0}
STATUSES: dict[tuple[str, str], set[int]] = {}  # (method, path) -> statuses seen


def wait_for_worker(redis_url: str, timeout: float = 30.0) -> None:
    """Block until the session's worker has registered (``/readyz`` needs one)."""
    connection = redis.Redis.from_url(redis_url)
    deadline = time.monotonic() + timeout
    while Worker.count(connection=connection) == 0:
        assert time.monotonic() < deadline, "the RQ worker did not start"
        time.sleep(0.1)
    connection.close()


@pytest.fixture(scope="module")
def fuzz_app(redis_url, worker):
    # Short long-poll and stream limits: a generated request on a live game ends quickly.
    wait_for_worker(redis_url)
    APP.app = create_app(Settings(redis_url=redis_url, token_secret=TOKEN_SECRET.encode(),
                                  long_poll_seconds=0.05, sse_max_seconds=0.05,
                                  rate_limit_enabled=False))
    yield APP.app
    APP.app = None


class _AppSlot:
    """The WSGI app the schema calls, set by the fixture (it needs the test Redis)."""

    app = None

    def __call__(self, environ, start_response):
        return self.app(environ, start_response)


APP = _AppSlot()
schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml")
schema.app = APP

SEATS = {
    "isis-osiris": [{"kind": "human"}, {"kind": "human"}, {"kind": "open"}],
    "osiron": [{"kind": "human"}, {"kind": "human"}],
    "isaac": [{"kind": "human"}, {"kind": "ai", "level": "random"}],
}


def _real_game(client, pick: int) -> dict:
    game_type = sorted(SEATS)[pick % len(SEATS)]
    response = client.post("/v1/games", json={"type": game_type, "seats": SEATS[game_type]})
    assert response.status_code == 201
    return response.get_json()


@schema.parametrize()
@hsettings(max_examples=MAX_EXAMPLES, derandomize=True, deadline=None,
           suppress_health_check=list(HealthCheck))
def test_api_answers_as_documented(case, fuzz_app):
    CASES["run"] += 1
    params = case.path_parameters or {}
    checks = CHECKS
    if "game_id" in params:
        pick = zlib.crc32(repr(params).encode())
        if pick % 5:  # most cases: a real game
            created = _real_game(fuzz_app.test_client(), pick)
            params["game_id"] = created["game"]["id"]
            if pick % 3 == 0:
                token = created["creator_token"]
            else:
                token = created["seat_tokens"].get(str(pick % 2), created["creator_token"])
            case.headers = {**(case.headers or {}), **bearer(token)}
            # a real token was put in: the generated one is no longer there to be refused
            checks = [check for check in CHECKS if check is not ignored_auth]
    response = case.call_and_validate(checks=checks)
    key = (case.method.upper(), case.path)
    STATUSES.setdefault(key, set()).add(response.status_code)


def test_fuzzing_reached_every_operation():
    """The fuzzing above ran every documented operation, and not only into refusals."""
    if not CASES["run"]:
        pytest.skip("the fuzz test was not run")
    print(f"\nfuzz cases run: {CASES['run']}")
    documented = {(method.upper(), path) for path, item in schema.raw_schema["paths"].items()
                  for method in item if method in ("get", "post", "put")}
    assert documented <= set(STATUSES)
    succeeded = {key for key, seen in STATUSES.items() if any(200 <= s < 300 for s in seen)}
    for operation in [("POST", "/v1/games"), ("GET", "/v1/games"), ("GET", "/v1/games/{game_id}"),
                      ("GET", "/v1/games/{game_id}/history"), ("POST", "/v1/games/{game_id}/cancel"),
                      ("GET", "/v1/games/{game_id}/events")]:
        assert operation in succeeded, operation
