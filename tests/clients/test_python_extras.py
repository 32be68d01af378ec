"""The hand-written layer of the Python client without a server: the event
stream parser and the retries (httpx's MockTransport plays the service)."""

from __future__ import annotations

import json

import httpx
import pytest

from boardgame_client_extras import ApiProblem, RetryPolicy, Service, new_idempotency_key, parse
from boardgame_client_extras.sse import Parser

# The game views are left to the tests against the real service (tests/service/
# test_python_client.py): answers here are problems and event streams only, whose
# shape does not depend on the game.


def problem(status: int, code: str, headers: dict | None = None) -> httpx.Response:
    return httpx.Response(status, headers={"Content-Type": "application/problem+json", **(headers or {})},
                          json={"type": "about:blank", "title": "x", "status": status, "code": code,
                                "detail": code, "instance": "/"})


def test_parser_follows_the_event_stream_format():
    text = ("retry: 2000\n\n: keep-alive\n\n"
            "id: 1\nevent: created\ndata: {\"a\":\r\ndata:  1}\n\n"
            "event: feed_truncated\ndata: {}\n\n"  # no id: the last one stays
            "data:plain\nid\n\n"  # an empty id resets it
            "id: 7\n\n")  # no data: nothing dispatched
    events = list(parse(text.replace("\r\n", "\n").split("\n")))
    assert [(e.event, e.id) for e in events] == [("created", "1"), ("feed_truncated", "1"),
                                                 ("message", "")]
    assert events[0].json() == {"a": 1} and events[0].data == '{"a":\n 1}'
    assert events[2].data == "plain"
    parser = Parser()
    for line in ["retry: 1500", ""]:
        parser.feed(line)
    assert parser.retry_ms == 1500


def test_keys_are_strong_enough_without_a_token():
    keys = {new_idempotency_key() for _ in range(100)}
    assert len(keys) == 100
    assert all(len(k) >= 32 and k.replace("-", "").replace("_", "").isalnum() for k in keys)


def service(handler, **policy) -> tuple[Service, list[float]]:
    waits: list[float] = []
    retry = RetryPolicy(sleep=waits.append, **policy)
    return Service("http://service.test", retry=retry,
                   httpx_args={"transport": httpx.MockTransport(handler)}), waits


def test_a_move_is_retried_with_the_same_key_through_503_409_and_a_lost_connection():
    seen = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append((request.headers.get("Idempotency-Key"), request.headers["Authorization"],
                     request.headers["If-Match"], json.loads(request.content)))
        if len(seen) == 1:
            return problem(503, "service_unavailable", {"Retry-After": "1"})
        if len(seen) == 2:
            raise httpx.ConnectError("refused")
        if len(seen) == 3:
            return problem(409, "idempotency_key_in_use")
        return problem(409, "version_conflict")  # not retried

    svc, waits = service(handler)
    with pytest.raises(ApiProblem) as raised:
        svc.seat("g1", "tok").submit_move(notation="a1", version=3)
    assert raised.value.code == "version_conflict"
    assert len(seen) == 4 and len({key for key, *_ in seen}) == 1 and len(seen[0][0]) >= 32
    assert [request[1:] for request in seen] == [("Bearer tok", '"3"', {"notation": "a1"})] * 4
    assert waits[0] == 1.0 and len(waits) == 3  # Retry-After, then backoff


def test_refusals_are_not_retried_and_retries_run_out():
    calls = []

    def refuse(request):
        calls.append(request)
        return problem(422, "illegal_move")

    svc, _ = service(refuse)
    with pytest.raises(ApiProblem) as raised:
        svc.seat("g1", "tok").submit_move({"action": "pass"})
    assert raised.value.status == 422 and raised.value.code == "illegal_move" and len(calls) == 1

    def down(request):
        calls.append(request)
        return problem(503, "service_unavailable")

    calls.clear()
    svc, waits = service(down, attempts=3)
    with pytest.raises(ApiProblem) as raised:
        svc.game("g1")
    assert raised.value.code == "service_unavailable" and len(calls) == 3 and len(waits) == 2


def test_a_game_stream_resumes_with_the_last_event_id():
    connections = []

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path != "/v1/games/g1/events":
            return problem(404, "not_found")  # the stream alone must tell the end
        connections.append(request.headers.get("Last-Event-ID"))
        if len(connections) == 1:  # two events, then the server's time limit
            body = "retry: 2000\n\nid: 1\nevent: created\ndata: {}\n\nid: 2\nevent: move\ndata: {}\n\n"
        elif len(connections) == 2:
            return problem(503, "service_unavailable")
        else:
            body = f"id: 3\nevent: finished\ndata: {json.dumps({'game': {'status': 'finished'}})}\n\n"
        return httpx.Response(200, headers={"Content-Type": "text/event-stream"}, text=body)

    svc, _ = service(handler)
    events = list(svc.follow_game("g1", last_event_id=0))
    assert [(e.id, e.event) for e in events] == [("1", "created"), ("2", "move"), ("3", "finished")]
    assert connections == ["0", "2", "2"]
