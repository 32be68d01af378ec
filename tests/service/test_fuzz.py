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

import zlib
from pathlib import Path

import pytest
import redis
import schemathesis
from hypothesis import HealthCheck, settings as hsettings
from rq import Queue, Worker
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (content_type_conformance, ignored_auth,
                                               negative_data_rejection,
                                               positive_data_acceptance, unsupported_method,
                                               response_headers_conformance,
                                               response_schema_conformance,
                                               status_code_conformance)

from services.api.app import create_app
from services.api.contract import operations
from shared.settings import Settings

from .conftest import TOKEN_SECRET, start_worker, stop_process
from .helpers import bearer, wait_for


ROOT = Path(__file__).resolve().parents[2]
MAX_EXAMPLES = 25
#: Refusals that depend on the game's state, not on the request's shape (a well-formed
#: move that is not legal now, a version that moved on): a schema cannot state them, so a
#: schema-valid request refused with one of these is not a contract failure.
STATEFUL_CODES = frozenset(operations.RULES) | {
    "game_over", "game_not_started", "game_started", "game_not_active", "game_not_finished",
    "seat_taken", "player_already_seated", "unknown_seat", "time_expired", "version_conflict",
    "version_mismatch",
    "not_supported", "draw_not_allowed", "draw_already_offered", "no_draw_offer",
    "hints_disabled", "invalid_cursor", "idempotency_key_reused", "invalid_token",
    "token_required", "version_not_found",
    # what a schema cannot say either: whether a key is strong enough depends on the
    # bearer token sent beside it; whether a URL may be called, on DNS and the operator
    "idempotency_key_too_weak", "webhook_url_not_allowed",
    # a rated game's join needs a player (the game's, not the body's, doing); ratings
    # need an archive (the service's configuration)
    "player_required", "ratings_unavailable"}
#: An Osiron custom layout must hold 12 pieces of each colour: JSON Schema cannot count
#: the values of an object, so the document says it in words.
UNCOUNTABLE = "12 light and 12 dark"


def _uncomparable(body) -> bool:
    """A ticket whose `seats.min` exceeds `seats.max`, whose party outnumbers
    `seats.max`, or whose `first_seat` option names a seat its smallest table has
    not: JSON Schema cannot compare two values of a body, so the document says it
    in words (`NewTicket`)."""
    if not isinstance(body, dict) or not isinstance(body.get("seats"), dict):
        return False
    seats, players = body["seats"], body.get("players")
    low, high = seats.get("min"), seats.get("max")
    if not (isinstance(low, int) and isinstance(high, int)):
        return False
    first = (body.get("options") or {}).get("first_seat") if isinstance(
        body.get("options"), dict) else None
    return (low > high or (isinstance(players, list) and len(players) > high)
            or (isinstance(first, int) and first >= low))  # a seat the table may not have


def _has_whole_float(value) -> bool:
    """Whether a JSON body holds a number like 300.0: JSON Schema counts it as an
    integer, but this API reads integers by their JSON type and refuses it (the
    docs/api-contract.md says so; test_bad_input.py checks it)."""
    if isinstance(value, float):
        return value.is_integer()
    if isinstance(value, dict):
        return any(_has_whole_float(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_whole_float(v) for v in value)
    return False


@schemathesis.check
def schema_valid_request_accepted(ctx, response, case):
    """schemathesis's positive_data_acceptance, but for refusals of a request
    that is well formed and only wrong for the game as it is now."""
    if response.status_code in (400, 412, 422, 428):
        try:
            code = response.json().get("code")
        except Exception:  # not JSON: judged as is
            code = None
        if code in STATEFUL_CODES:
            return None
        if code in ("validation_error", "invalid_option", "invalid_clock") and _has_whole_float(
                case.body):
            return None  # 300.0 is an integer to JSON Schema, not to this API (see below)
        if code == "invalid_option" and UNCOUNTABLE in response.text:
            return None
        if code in ("invalid_seats", "party_too_large", "validation_error",
                    "invalid_option") and _uncomparable(case.body):
            return None
    return positive_data_acceptance(ctx, response, case)


@schemathesis.check
def invalid_request_refused(ctx, response, case):
    """schemathesis's negative_data_rejection, with 412 as a refusal too (an
    If-Match that names no version fails its condition, RFC 9110: 412
    `precondition_failed`), and not judging unknown query parameters, which the
    service ignores (an OpenAPI document cannot forbid them)."""
    if response.status_code == 412:
        return None
    declared = {p["name"] for p in case.operation.definition.raw.get("parameters", [])
                if isinstance(p, dict) and p.get("in") == "query"}
    if set(case.query or {}) - declared:
        return None  # unknown query parameters are ignored, as HTTP APIs commonly do
    if any(value in ("", [""]) for name, value in (case.query or {}).items()
           if name == "types"):
        return None  # `types=` is how form style writes an empty list: every type
    return negative_data_rejection(ctx, response, case)


@schemathesis.check
def problem_code_listed(ctx, response, case):
    """A problem's `code` is one its operation lists in `x-problem-codes`."""
    if not response.headers.get("content-type", [""])[0].startswith("application/problem+json"):
        return None
    if response.request.method.upper() != case.operation.method.upper():
        return None  # another method on the path (unsupported_method's probe)
    code = response.json().get("code")
    listed = case.operation.definition.raw.get("x-problem-codes", [])
    assert code in listed, f"{case.operation.label} answered `{code}`, not in x-problem-codes"
    return None


CHECKS = [not_a_server_error, problem_code_listed, status_code_conformance,
          content_type_conformance,
          response_schema_conformance, response_headers_conformance, invalid_request_refused,
          schema_valid_request_accepted, ignored_auth, unsupported_method]
CASES = {"run": 0}
STATUSES: dict[tuple[str, str], set[int]] = {}  # (method, path) -> statuses seen


def wait_for_worker(redis_url: str, timeout: float = 30.0) -> None:
    """Block until the session's worker has registered."""
    connection = redis.Redis.from_url(redis_url)
    wait_for(lambda: Worker.count(connection=connection), timeout, "the RQ worker to start",
             every=0.1)
    connection.close()


@pytest.fixture(scope="module")
def fuzz_app(redis_url, worker):
    # A webhooks worker beside the session's: with a worker on every queue, /readyz is 200.
    hooks = start_worker(redis_url, RQ_QUEUES="webhooks")
    # Short long-poll and stream limits: a generated request on a live game ends quickly.
    wait_for_worker(redis_url)
    APP.app = create_app(Settings(redis_url=redis_url, token_secret=TOKEN_SECRET.encode(),
                                  long_poll_seconds=0.05, sse_max_seconds=0.05,
                                  rate_limit_enabled=False, min_clock_seconds=1))
    wait_for(lambda: APP.app.test_client().get("/readyz").status_code == 200, 30,
             "the workers to register", every=0.1)
    yield APP.app
    APP.app = None
    stop_process(hooks)
    # The fuzzing leaves AI turns and hints queued; the modules after this one
    # share the session's worker and must not wait behind them.
    drop_queued_jobs(redis_url)


def drop_queued_jobs(redis_url: str) -> None:
    """Empty the job queues (a job already running ends within its AI time limit)."""
    connection = redis.Redis.from_url(redis_url)
    settings = Settings(redis_url=redis_url)
    for name in (settings.scoring_queue, settings.ai_queue, settings.hint_queue,
                 settings.timer_queue):
        Queue(name, connection=connection).empty()
    connection.close()


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
