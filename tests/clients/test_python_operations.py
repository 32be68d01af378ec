"""The Python client's ``Service`` has a method for every operation of
openapi.yaml, typed without ``Any``, taking plain strings for enums, and
raising one family of errors; and its packages ship ``py.typed``. No server
here: httpx's MockTransport plays the service where one is needed."""

from __future__ import annotations

import inspect
import json
import re
import subprocess
import sys
import typing
import zipfile

import httpx
import pytest
import yaml

import boardgame_client_extras
from boardgame_client_extras import (ApiProblem, RetryPolicy, Seat, Service, ServiceError,
                                     ServiceUnreachable, StreamProblem)

from .conftest import PYTHON_CLIENT, ROOT

# Where the natural name is not the operationId in snake_case.
METHOD_NAMES = {
    "getHealth": "health",
    "getReadiness": "readiness",
    "getMetrics": "metrics",
    "listGameTypes": "game_types",
    "getGameType": "game_type",
    "getGame": "game",
    "getLegalMoves": "legal_moves",
    "getHistory": "history",
    "getBoardSvg": "board_svg",
    "getBoardPng": "board_png",
    "getAnalysis": "analysis",
    "getPlayer": "player",
    "getTicket": "ticket",
    "getMatchmakingStats": "matchmaking_stats",
    "getAnalysisSvg": "analysis_svg",
    "joinSeat": "join",
    "drawOffer": "draw",
    "requestRematch": "rematch",
    "getJob": "job",
    "listWebhooks": "webhooks",
    "getWebhook": "webhook",
    "listWebhookDeliveries": "webhook_deliveries",
}


def method_name(operation_id: str) -> str:
    return METHOD_NAMES.get(operation_id, re.sub(r"(?<!^)([A-Z])", r"_\1", operation_id).lower())


def operation_ids() -> list[str]:
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    return sorted(operation["operationId"] for methods in spec["paths"].values()
                  for method, operation in methods.items()
                  if method in ("get", "put", "post", "delete", "patch"))


def test_every_operation_of_openapi_yaml_has_a_method():
    ids = operation_ids()
    assert len(ids) >= 32
    missing = [f"{op} -> Service.{method_name(op)}" for op in ids
               if not callable(getattr(Service, method_name(op), None))]
    assert not missing, f"operations without a method: {missing}"
    stale = set(METHOD_NAMES) - set(ids)
    assert not stale, f"METHOD_NAMES names operations openapi.yaml no longer has: {stale}"


def public_methods(cls: type) -> list[tuple[str, object]]:
    return [(name, member) for name, member in vars(cls).items()
            if callable(member) and not name.startswith("_")]


def mentions_any(hint: object) -> bool:
    return hint is typing.Any or any(mentions_any(arg) for arg in typing.get_args(hint))


@pytest.mark.parametrize("cls", [Service, Seat])
def test_public_signatures_are_typed_without_any(cls):
    namespace = vars(boardgame_client_extras.service)
    untyped, with_any = [], []
    for name, method in public_methods(cls):
        hints = typing.get_type_hints(method, globalns=namespace)
        parameters = [p for p in inspect.signature(method).parameters if p != "self"]
        if "return" not in hints or any(p not in hints for p in parameters):
            untyped.append(name)
        with_any += [f"{name}({p})" for p, hint in hints.items() if mentions_any(hint)]
    assert not untyped, f"not fully annotated: {untyped}"
    assert not with_any, f"Any in public signatures: {with_any}"


def test_the_errors_are_one_family():
    assert issubclass(ApiProblem, ServiceError) and issubclass(ServiceUnreachable, ServiceError)
    assert issubclass(StreamProblem, ApiProblem)
    problem = ApiProblem(409, json.dumps({"type": "about:blank", "title": "Conflict",
                                          "status": 409, "code": "version_conflict",
                                          "detail": "Moved on."}).encode())
    assert (problem.status, problem.code, problem.title, problem.detail) == (
        409, "version_conflict", "Conflict", "Moved on.")
    page = ApiProblem(502, b"<html>Bad Gateway</html>")  # a proxy's page is no problem document
    assert page.code is None and page.title is None and "Bad Gateway" in page.detail


def mock_service(handler, **policy) -> Service:
    return Service("http://service.test", retry=RetryPolicy(sleep=lambda s: None, **policy),
                   httpx_args={"transport": httpx.MockTransport(handler)})


def test_no_answer_raises_service_unreachable_after_the_retries():
    tries = []

    def refuse(request):
        tries.append(request)
        raise httpx.ConnectError("refused", request=request)

    with pytest.raises(ServiceUnreachable) as raised:
        mock_service(refuse, attempts=3).health()
    assert len(tries) == 3 and isinstance(raised.value.__cause__, httpx.ConnectError)

    tries.clear()
    stream = mock_service(refuse, attempts=2).follow_feed()
    with pytest.raises(ServiceUnreachable):
        next(stream)
    assert len(tries) == 2


def test_a_refused_stream_is_a_stream_problem():
    def missing(request):
        return httpx.Response(404, json={"status": 404, "code": "game_not_found",
                                         "title": "Not Found", "detail": "No such game."})

    with pytest.raises(StreamProblem) as raised:
        next(mock_service(missing).follow_game("nope"))
    assert raised.value.status == 404 and raised.value.code == "game_not_found"
    assert isinstance(raised.value, ApiProblem)


def test_a_webhook_is_not_registered_twice_when_its_answer_is_lost():
    posts = []

    def lose_answer(request):
        posts.append(request)
        raise httpx.ReadError("connection lost", request=request)

    with pytest.raises(ServiceUnreachable):
        mock_service(lose_answer).create_webhook("https://example.org/hook")
    assert len(posts) == 1  # no idempotency key: it may have been made


def test_enums_are_plain_strings_in_bodies_and_queries():
    requests = []

    def record(request: httpx.Request) -> httpx.Response:
        requests.append(request)
        return httpx.Response(202, json={"id": "j1", "kind": "hint", "status": "queued",
                                         "game": "g1", "result": None, "error": None,
                                         "enqueued_at": None, "started_at": None,
                                         "ended_at": None})

    job = mock_service(record).request_ai_move("g1", "tok", level="medium", seconds=0.5)
    assert job.status == "queued" and job.kind == "hint"
    assert json.loads(requests[0].content) == {"level": "medium", "seconds": 0.5}
    assert requests[0].headers["Authorization"] == "Bearer tok"
    assert len(requests[0].headers["Idempotency-Key"]) >= 32

    def games(request: httpx.Request) -> httpx.Response:
        requests.append(request)
        return httpx.Response(200, json={"games": [], "next_cursor": None})

    requests.clear()
    mock_service(games).list_games(status="finished", type="osiron", open=False, limit=5)
    assert dict(requests[0].url.params) == {"status": "finished", "type": "osiron",
                                            "open": "false", "limit": "5"}
    with pytest.raises(ValueError):
        mock_service(games).list_games(status="won")  # not a status: refused before sending


def test_the_packages_ship_py_typed(tmp_path):
    for package in ("boardgame_client", "boardgame_client_extras"):
        assert (PYTHON_CLIENT / package / "py.typed").is_file()
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                            "--wheel-dir", str(tmp_path), str(PYTHON_CLIENT)],
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stdout + built.stderr
    [wheel] = tmp_path.glob("boardgame_client-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"boardgame_client/py.typed", "boardgame_client_extras/py.typed",
            "boardgame_client_extras/errors.py"} <= names
