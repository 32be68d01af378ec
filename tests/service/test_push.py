"""Push: the tenant feed (SSE) and signed webhooks, with a real HTTP receiver
on 127.0.0.1 and real worker processes."""

from __future__ import annotations

import json
import os
import random
import signal
import uuid
from dataclasses import replace

import pytest
from standardwebhooks import Webhook

from rq import Queue

from services.api.app import create_app
from services.worker import webhooks as delivery
from shared import webhooks
from shared.feed import EVENT_TYPES

from .conftest import start_worker, stop_process
from .helpers import bearer, create, humans, play_random_move, poll
from .receiver import Receiver
from .test_bad_input import assert_problem

# Feeds and webhooks on a single Redis and on a Redis Cluster (the tenant's keys in
# another slot than its games').
pytestmark = pytest.mark.cluster

RETRIES = "0.3,0.3,0.3"  # seconds: three quick retries, then the webhook is disabled


@pytest.fixture
def hook_worker(redis_url):
    """A worker for the webhooks queue only (as `make run` starts one)."""
    process = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1,
                           WEBHOOK_RETRY_SCHEDULE=RETRIES)
    yield process
    stop_process(process)


class Tenant:
    """A test client of one fresh tenant (its own API key)."""

    def __init__(self, app, key: str):
        self.client, self.key = app.test_client(), key

    def call(self, method: str, path: str, headers=None, **kwargs):
        return getattr(self.client, method)(path, headers={"X-API-Key": self.key,
                                                           **(headers or {})}, **kwargs)

    def __getattr__(self, method):
        return lambda path, **kwargs: self.call(method, path, **kwargs)


@pytest.fixture
def tenants(settings):
    """Two fresh tenants of one app that lets webhooks call 127.0.0.1."""
    names = [f"t{uuid.uuid4().hex[:10]}" for _ in range(2)]
    # event streams end after 1.5 s: a test reads the feed up to now
    app = create_app(replace(settings, api_keys=tuple(f"{n}=key-{n}" for n in names),
                             webhook_allow_private=True, sse_max_seconds=1.5))
    return [Tenant(app, f"key-{n}") for n in names]


@pytest.fixture
def receiver():
    server = Receiver()
    yield server
    server.close()


def register(tenant, url: str, **body) -> dict:
    response = tenant.post("/v1/webhooks", json={"url": url, **body})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def verified(hook: dict, request: dict) -> dict:
    """The message, verified with the reference Standard Webhooks library."""
    return Webhook(hook["secret"]).verify(request["body"], request["headers"])


def read_feed(tenant, after: str | None = None, count: int = 10 ** 6, **query) -> list[dict]:
    """SSE events of the tenant feed from ``after`` (the stream ends by the
    server's SSE_MAX_SECONDS, or after ``count`` events)."""
    headers = {"Last-Event-ID": after} if after else {}
    if after is None:
        query.setdefault("after", "0-0")
    response = tenant.get("/v1/events", query_string=query, headers=headers, buffered=False)
    assert response.status_code == 200
    events, frame = [], {}
    for line in response.response:
        for text in line.decode().split("\n"):
            if text.startswith("id: "):
                frame["id"] = text[4:]
            elif text.startswith("event: "):
                frame["event"] = text[7:]
            elif text.startswith("data: "):
                frame["data"] = json.loads(text[6:])
            elif text == "" and "event" in frame:
                events.append(frame)
                frame = {}
        if len(events) >= count:
            break
    response.close()
    return events


def _all_kinds_of_change(tenant) -> None:
    """Changes that produce every event type."""
    waiting = create(tenant, "isis-osiris", [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}])
    game_id = waiting["game"]["id"]
    assert tenant.put(f"/v1/games/{game_id}/seats/2", json={"kind": "ai", "level": "random"},
                      headers=bearer(waiting["creator_token"])).status_code == 200
    assert tenant.post(f"/v1/games/{game_id}/seats/1/join", json={}).status_code == 200
    assert tenant.post(f"/v1/games/{game_id}/cancel",
                       headers=bearer(waiting["creator_token"])).status_code == 200
    drawn = create(tenant, "osiron", humans(2))
    osiron, seat_tokens = drawn["game"]["id"], drawn["seat_tokens"]
    play_random_move(tenant, osiron, seat_tokens, random.Random(1))
    for seat, action in (("0", "offer"), ("1", "decline"), ("1", "offer"), ("0", "accept")):
        assert tenant.post(f"/v1/games/{osiron}/draw", json={"action": action},
                           headers=bearer(seat_tokens[seat])).status_code == 200
    # 5 s: the warning (a fifth before, at 4 s) and the timeout fall in different seconds
    timed = create(tenant, "isaac", humans(2), clock={"type": "move", "move_seconds": 5})
    expiring = create(tenant, "isaac", [{"kind": "human"}, {"kind": "open"}], join_seconds=1)
    resigned = create(tenant, "isaac", humans(2))
    assert tenant.post(f"/v1/games/{resigned['game']['id']}/resign",
                       headers=bearer(resigned["seat_tokens"]["0"])).status_code == 200
    game = tenant.get(f"/v1/games/{osiron}?wait_for_version=99&timeout=20").get_json()
    assert game["status"] == "finished"  # scored by the worker
    for made, status in ((timed, "finished"), (expiring, "expired")):  # by the clock
        game_id = made["game"]["id"]
        assert tenant.get(f"/v1/games/{game_id}?wait_for_version=3&timeout=20").get_json()[
            "status"] == status
    # matchmaking: two tickets matched (the worker's matcher), one expired
    tickets = [tenant.post("/v1/matchmaking/tickets", json={
        "type": "isaac", "seats": {"min": 2, "max": 2}, "players": [player],
        **extra}).get_json()["id"] for player, extra in (
            ("push-a", {}), ("push-b", {}), ("push-c", {"clock": {"type": "move",
                                                                    "move_seconds": 60},
                                                          "max_wait_seconds": 1}))]
    for ticket, status in zip(tickets, ("matched", "matched", "expired")):
        assert tenant.get(f"/v1/matchmaking/tickets/{ticket}?wait=20").get_json()[
            "status"] == status
    assert tenant.delete("/v1/players/push-gone").status_code == 200  # player_deleted
    assert tenant.post(f"/v1/games/{osiron}/rematch",
                       headers=bearer(seat_tokens["0"])).status_code == 201


def test_every_event_type_arrives_signed(tenants, receiver, worker, hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url)
    assert hook["secret"].startswith("whsec_") and hook["status"] == "active"
    assert "secret" not in tenant.get(f"/v1/webhooks/{hook['id']}").get_json()
    _all_kinds_of_change(tenant)
    feed = read_feed(tenant, count=10 ** 6, types="rematch")  # the last change is there
    assert feed
    everything = read_feed(tenant)
    # every type but game_abandoned (30 days idle; test_clocks.py sees it in the feed)
    assert {e["event"] for e in everything} == set(EVENT_TYPES) - {"game_abandoned"}
    receiver.wait_for(lambda got: len(got) >= len(everything))
    messages = [verified(hook, r) for r in receiver.requests]
    assert [m["data"] for m in messages] == [e["data"] for e in everything]  # in feed order
    assert [r["headers"]["webhook-id"] for r in receiver.requests] == [
        f"msg_{e['id']}" for e in everything]
    forged = dict(receiver.requests[0], body=receiver.requests[0]["body"].replace(b"}", b" }", 1))
    with pytest.raises(Exception):
        verified(hook, forged)
    attempts = tenant.get(f"/v1/webhooks/{hook['id']}/deliveries?limit=50").get_json()["deliveries"]
    assert attempts and all(a["delivered"] and a["status_code"] == 204 for a in attempts)


def test_a_receiver_that_fails_then_recovers_gets_every_event_once_deduplicated(
        tenants, receiver, hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url, events=["move_applied", "game_created"])
    receiver.fail_next = 2
    made = create(tenant, "isaac", humans(2))
    rng = random.Random(4)
    for _ in range(3):
        play_random_move(tenant, made["game"]["id"], made["seat_tokens"], rng)
    receiver.wait_for(lambda got: len({r["headers"]["webhook-id"] for r in got
                                       if r["status"] == 204}) == 4)
    delivered = [verified(hook, r) for r in receiver.requests if r["status"] == 204]
    assert [m["type"] for m in delivered] == ["game_created"] + ["move_applied"] * 3
    assert [m["data"]["version"] for m in delivered] == [1, 2, 3, 4]
    assert len(receiver.requests) == 6  # the first message failed twice, then went through
    ids = [r["headers"]["webhook-id"] for r in receiver.requests]
    assert ids[0] == ids[1] == ids[2]  # retries carry the same id: a receiver dedupes on it
    attempts = tenant.get(f"/v1/webhooks/{hook['id']}/deliveries?limit=50").get_json()["deliveries"]
    failed = [a for a in attempts if not a["delivered"]]
    assert len(failed) == 2 and all(a["status_code"] == 500 and a["next_retry_at"] for a in failed)
    assert tenant.get(f"/v1/webhooks/{hook['id']}").get_json()["failures"] == 0


def test_a_webhook_that_keeps_failing_is_disabled_visibly_and_can_be_enabled(
        tenants, receiver, hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url)
    receiver.fail_next = 10 ** 6
    create(tenant, "isaac", humans(2))
    receiver.wait_for(lambda got: len(got) == 4)  # first try and three retries
    shown = poll(lambda: tenant.get(f"/v1/webhooks/{hook['id']}").get_json(),
                       lambda hook: hook["status"] == "disabled")
    assert shown["status"] == "disabled" and "4 attempts failed" in shown["disabled_reason"]
    receiver.fail_next = 0
    enabled = tenant.post(f"/v1/webhooks/{hook['id']}/enable").get_json()
    assert enabled["status"] == "active"
    receiver.wait_for(lambda got: any(r["status"] == 204 for r in got))
    assert len(receiver.requests) == 5


def test_a_webhook_enabled_while_a_delivery_holds_its_lease_is_delivered(
        tenants, redis_client, queue_client, settings):
    """The race behind a once-flaky test, made deterministic: a job holds the lease
    (it just disabled the webhook), the webhook is enabled meanwhile (its trigger
    queues nothing, the lease being held), then the job gives the lease up."""
    tenant = tenants[0]
    name = tenant.key.removeprefix("key-")
    hook = register(tenant, "http://127.0.0.1:9/hook")
    state = webhooks.hook_key(name, hook["id"], "state")
    queue = Queue(webhooks.QUEUE, connection=queue_client)
    queue.empty()
    redis_client.hset(state, mapping={"owner": "job-a",
                                      "owner_until": webhooks.now_ms() + 60_000})
    assert tenant.post(f"/v1/webhooks/{hook['id']}/enable").status_code == 200
    assert queue.count == 0  # the holder of the lease is counted on
    delivery.release_lease(redis_client, queue_client, settings, name, hook["id"], "job-a")
    assert [job.args for job in queue.jobs] == [(name, hook["id"])]
    assert redis_client.hget(state, "owner") is None
    delivery.release_lease(redis_client, queue_client, settings, name, hook["id"], "job-a")
    assert queue.count == 1  # released once: nothing more to do
    queue.empty()


def test_a_worker_killed_in_the_middle_of_a_delivery_loses_no_event(tenants, receiver, redis_url):
    tenant = tenants[0]
    try:
        worker = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1,
                              WEBHOOK_RETRY_SCHEDULE=RETRIES)
        hook = register(tenant, receiver.url)
        receiver.hold.clear()  # the receiver takes the request and does not answer
        made = create(tenant, "isaac", humans(2))
        receiver.wait_for(lambda got: len(got) == 1)
        os.killpg(worker.pid, signal.SIGKILL)  # mid-delivery
        worker.wait()
        receiver.hold.set()
        play_random_move(tenant, made["game"]["id"], made["seat_tokens"],
                         random.Random(2))
        worker = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1,
                              WEBHOOK_RETRY_SCHEDULE=RETRIES)
        expected = [e["id"] for e in read_feed(tenant)]
        receiver.wait_for(lambda got: {r["headers"]["webhook-id"] for r in got} >= {
            f"msg_{i}" for i in expected})
        delivered = {}
        for request in receiver.requests:
            delivered.setdefault(request["headers"]["webhook-id"], verified(hook, request))
        assert list(delivered) == [f"msg_{i}" for i in expected]  # all, in order, deduped
    finally:
        stop_process(worker)


def read_game_stream(tenant, game_id: str, **query) -> list[dict]:
    """The whole event stream of an ended game (it ends with the game)."""
    response = tenant.get(f"/v1/games/{game_id}/events", query_string=query)
    assert response.status_code == 200
    frames = [dict(line.split(": ", 1) for line in block.split("\n") if ": " in line)
              for block in response.get_data(as_text=True).split("\n\n")]
    return [{"event": f["event"], "data": json.loads(f["data"])} for f in frames if "event" in f]


def test_a_game_stream_the_feed_and_webhooks_share_one_vocabulary(tenants, receiver, hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url, events=["game_created", "move_applied",
                                                  "game_cancelled"])
    made = create(tenant, "osiron", humans(2))
    game_id = made["game"]["id"]
    play_random_move(tenant, game_id, made["seat_tokens"], random.Random(3))
    assert tenant.post(f"/v1/games/{game_id}/cancel",
                       headers=bearer(made["creator_token"])).status_code == 200
    streamed = read_game_stream(tenant, game_id)
    names = ["game_created", "move_applied", "game_cancelled"]
    assert [e["event"] for e in streamed] == names
    assert [e["data"]["event"] for e in streamed] == names  # in the data too
    assert [e["data"]["type"] for e in streamed] == ["created", "move", "cancelled"]
    fed = [e["event"] for e in read_feed(tenant, game=game_id) if e["event"] != "turn"]
    assert fed == names
    messages = poll(lambda: [verified(hook, r) for r in receiver.requests],
                          lambda got: len(got) >= 3)
    assert [m["type"] for m in messages if m["data"]["game"] == game_id] == names
    # The names game streams used before: on request, and as aliases in the feed's filter.
    legacy = read_game_stream(tenant, game_id, names="legacy")
    assert [e["event"] for e in legacy] == ["created", "move", "cancelled"]
    assert [e["data"]["event"] for e in legacy] == names
    aliased = read_feed(tenant, game=game_id, types="cancelled,move")
    assert [e["event"] for e in aliased] == ["move_applied", "game_cancelled"]
    assert_problem(tenant.get(f"/v1/games/{game_id}/events?names=old"), 422, "validation_error")


def test_the_feed_resumed_with_last_event_id_has_no_gaps_and_no_duplicates(tenants):
    tenant = tenants[0]
    made = create(tenant, "osiron", humans(2))
    rng = random.Random(6)
    for _ in range(4):
        play_random_move(tenant, made["game"]["id"], made["seat_tokens"], rng)
    first = read_feed(tenant, count=3)
    for _ in range(4):
        play_random_move(tenant, made["game"]["id"], made["seat_tokens"], rng)
    rest = read_feed(tenant, after=first[-1]["id"])
    whole = read_feed(tenant)
    assert [e["id"] for e in first + rest] == [e["id"] for e in whole]
    versions = [e["data"]["version"] for e in whole if e["event"] == "move_applied"]
    assert versions == list(range(2, 10))
    assert [e["event"] for e in whole[:2]] == ["game_created", "turn"]
    only = read_feed(tenant, types="turn", game=made["game"]["id"])
    assert only and {e["event"] for e in only} == {"turn"}
    assert_problem(tenant.get("/v1/events?types=nope"), 422, "invalid_event_type")
    assert_problem(tenant.get("/v1/events", headers={"Last-Event-ID": "x"}), 400,
                   "invalid_last_event_id")


def test_another_tenant_sees_no_event_and_no_webhook(tenants, receiver, hook_worker):
    mine, other = tenants
    hook = register(mine, receiver.url)
    made = create(mine, "isaac", humans(2))
    assert read_feed(mine)
    assert read_feed(other) == []
    assert [h["id"] for h in other.get("/v1/webhooks").get_json()["webhooks"]] == []
    for method, suffix in (("get", ""), ("delete", ""), ("post", "/rotate-secret"),
                           ("post", "/enable"), ("post", "/test"), ("get", "/deliveries")):
        assert_problem(other.call(method, f"/v1/webhooks/{hook['id']}{suffix}"), 404,
                       "webhook_not_found")
    theirs = register(other, receiver.url)
    receiver.wait_for(lambda got: len(got) >= 2)  # made's created and turn events, to mine
    assert {verified(hook, r)["data"]["game"] for r in receiver.requests} == {made["game"]["id"]}
    with pytest.raises(Exception):
        verified(theirs, receiver.requests[0])


def test_a_hidden_tile_game_feed_and_webhooks_carry_no_hidden_value(tenants, receiver, worker,
                                                                     hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url)
    made = create(tenant, "isis-osiris", humans(3), options={"tile_memory": "hidden"})
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    rng = random.Random(9)
    while tenant.get(f"/v1/games/{game_id}").get_json()["status"] == "active":
        play_random_move(tenant, game_id, seat_tokens, rng)
    game = tenant.get(f"/v1/games/{game_id}?wait_for_version=999&timeout=20").get_json()
    assert game["status"] == "finished"
    events = read_feed(tenant)
    assert events[-1]["event"] == "game_finished"
    receiver.wait_for(lambda got: len(got) == len(events))
    pushed = [verified(hook, r)["data"] for r in receiver.requests]
    tiles = 0
    for stream in ([e["data"] for e in events], pushed):
        over = False  # once the board is full every tile is turned over
        for event in stream:
            over = over or event["data"].get("status") in ("scoring", "finished")
            for record in event["data"].get("records", []):
                if "tile" in record and not over:
                    tiles += 1
                    assert record["tile"] is None  # never a value, not even for a moment
    assert tiles >= 10


def test_webhook_urls_that_could_reach_the_operators_network_are_refused(settings, tenants):
    strict = Tenant(create_app(replace(settings, api_keys=("strict=key-strict",))), "key-strict")
    for url in ("http://127.0.0.1:9/x", "http://localhost/x", "http://10.1.2.3/x",
                "http://169.254.169.254/latest", "http://[::1]/x", "http://192.168.0.1/x",
                "ftp://example.org/x", "https://user:pw@example.org/x", "file:///etc/passwd"):
        assert_problem(strict.post("/v1/webhooks", json={"url": url}), 422,
                       "webhook_url_not_allowed")
    assert strict.get("/v1/webhooks").get_json()["webhooks"] == []


def test_the_url_is_checked_again_at_delivery_time(tenants, receiver, redis_url):
    """Registered where loopback was allowed, delivered by a worker where it is
    not: nothing reaches the receiver, and the refusal is in the deliveries."""
    worker = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_RETRY_SCHEDULE=RETRIES)
    try:
        tenant = tenants[0]
        hook = register(tenant, receiver.url)
        create(tenant, "isaac", humans(2))
        attempts = poll(lambda: tenant.get(
            f"/v1/webhooks/{hook['id']}/deliveries").get_json()["deliveries"], bool)
        assert attempts and "loopback" in attempts[0]["error"] and not attempts[0]["delivered"]
        assert receiver.requests == []
    finally:
        stop_process(worker)


def test_ping_and_secret_rotation(tenants, receiver, hook_worker):
    tenant = tenants[0]
    hook = register(tenant, receiver.url, events=["game_finished"])
    assert tenant.post(f"/v1/webhooks/{hook['id']}/test").status_code == 202
    receiver.wait_for(lambda got: len(got) == 1)
    assert verified(hook, receiver.requests[0])["type"] == "ping"
    # one test message at a time: the next once this one's outcome is listed
    assert poll(lambda: tenant.get(f"/v1/webhooks/{hook['id']}/deliveries").get_json()[
        "deliveries"], bool)
    rotated = tenant.post(f"/v1/webhooks/{hook['id']}/rotate-secret").get_json()
    assert rotated["secret"] != hook["secret"]
    assert tenant.post(f"/v1/webhooks/{hook['id']}/test").status_code == 202
    receiver.wait_for(lambda got: len(got) == 2)
    verified(rotated, receiver.requests[1])  # the new secret signs
    verified(hook, receiver.requests[1])  # and the old one still does, for a day
    assert tenant.delete(f"/v1/webhooks/{hook['id']}").status_code == 204
    assert_problem(tenant.get(f"/v1/webhooks/{hook['id']}"), 404, "webhook_not_found")


# -- signing secrets apart from TOKEN_SECRET ---------------------------------------------------

OTHER_TOKEN_SECRET = "another-token-secret-of-at-least-32-bytes"


def _pinged(tenant, hook_id: str, receiver, count: int) -> dict:
    assert tenant.post(f"/v1/webhooks/{hook_id}/test").status_code == 202
    receiver.wait_for(lambda got: len(got) == count)
    return receiver.requests[count - 1]


def _worker_with_secret(redis_url, secret: str):
    return start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1,
                        WEBHOOK_RETRY_SCHEDULE=RETRIES, TOKEN_SECRET=secret)


def test_a_token_secret_change_leaves_signing_secrets_alone(tenants, receiver, redis_url):
    tenant = tenants[0]
    hook = register(tenant, receiver.url, events=["game_finished"])
    worker = _worker_with_secret(redis_url, OTHER_TOKEN_SECRET)  # the secret changed since
    try:
        assert verified(hook, _pinged(tenant, hook["id"], receiver, 1))["type"] == "ping"
    finally:
        stop_process(worker)


def test_a_webhook_registered_before_keeps_its_derived_secret(settings, tenants, receiver,
                                                               redis_client, redis_url):
    from .conftest import TOKEN_SECRET

    tenant, tenant_id = tenants[0], tenants[0].key.removeprefix("key-")
    hook_id = "wh_" + uuid.uuid4().hex[:16]
    # as an older release stored it: no secret, only its version
    webhooks.create_hook(redis_client, tenant_id, {
        "id": hook_id, "url": receiver.url, "events": ["game_finished"], "description": None,
        "status": "active", "disabled_reason": None, "created_at": "2026-01-01T00:00:00.000Z",
        "secret_version": 1})
    derived = {"secret": webhooks.derived_secret(TOKEN_SECRET.encode(), tenant_id, hook_id, 1)}
    worker = _worker_with_secret(redis_url, TOKEN_SECRET)
    try:
        verified(derived, _pinged(tenant, hook_id, receiver, 1))  # as it always was
    finally:
        stop_process(worker)
    assert webhooks.get_hook(redis_client, tenant_id, hook_id)["secret"] == derived["secret"]
    worker = _worker_with_secret(redis_url, OTHER_TOKEN_SECRET)
    try:
        verified(derived, _pinged(tenant, hook_id, receiver, 2))  # the change did not touch it
    finally:
        stop_process(worker)
    rotated = tenant.post(f"/v1/webhooks/{hook_id}/rotate-secret").get_json()
    assert rotated["secret"] != derived["secret"]
