"""One tenant's webhooks cannot hurt another's: receivers that hang or trickle
are cut off at the attempt's deadline and hold a few of the webhook workers at
most, test messages are one at a time per webhook, and no URL reaches the
operator's network through an IPv6 form of a private IPv4. Real worker
processes (a webhooks-only worker, as `make run` starts it) and real receivers."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from rq import Queue

from services.api.app import create_app
from services.worker import webhooks as delivery
from shared import webhooks

from .conftest import start_worker, stop_process
from .helpers import create, humans, poll
from .receiver import Receiver
from .test_bad_input import assert_problem
from .test_push import Tenant, register, tenants  # noqa: F401  (a fixture)

ATTEMPT_SECONDS = 3
TRICKLE_SECONDS = 2


@pytest.fixture
def hook_worker(redis_url):
    """The webhooks-only worker with a short attempt deadline and quick retries
    (a hostile tenant's failures come back fast: more pressure, not less)."""
    process = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1,
                           WEBHOOK_ATTEMPT_SECONDS=ATTEMPT_SECONDS,
                           WEBHOOK_RETRY_SCHEDULE="1,1,1,1,1")
    yield process
    stop_process(process)


@pytest.fixture
def receivers():
    """Makes receivers (``Receiver(mode)``) and closes them all at the end."""
    made = []

    def make(mode: str = "answer") -> Receiver:
        made.append(Receiver(mode, trickle_seconds=TRICKLE_SECONDS))
        return made[-1]

    yield make
    for receiver in made:
        receiver.close()


def attempts(tenant, hook: dict) -> list[dict]:
    return tenant.get(f"/v1/webhooks/{hook['id']}/deliveries?limit=50").get_json()["deliveries"]


def test_hanging_and_trickling_receivers_of_one_tenant_do_not_delay_another(
        tenants, receivers, hook_worker):
    attacker, victim = tenants
    hanging = [register(attacker, receivers("hang").url) for _ in range(5)]
    trickling = register(attacker, receivers("trickle").url)
    victims_receiver = receivers()
    victims_hook = register(victim, victims_receiver.url, events=["game_created"])

    def victims_latency(count: int) -> float:
        """Seconds from the victim's change to its message's arrival."""
        started = time.monotonic()
        made = create(victim, "isaac", humans(2))
        victims_receiver.wait_for(lambda got: len(got) == count, timeout=15)
        assert made["game"]["id"].encode() in victims_receiver.requests[-1]["body"]
        return victims_receiver.requests[-1]["at"] - started

    victims_latency(1)  # the worker's first job (its processes just started)
    alone = victims_latency(2)  # before the attack: the victim's own time
    # The attacker's game changes reach all six of its webhooks, and it tests each.
    create(attacker, "isaac", humans(2))
    for hook in hanging + [trickling]:
        assert attacker.post(f"/v1/webhooks/{hook['id']}/test").status_code == 202
    # A second test of a webhook while its first is pending is refused, and changes nothing.
    assert_problem(attacker.post(f"/v1/webhooks/{hanging[0]['id']}/test"), 409,
                   "ping_in_progress")

    # The victim's change, while the attacker's receivers hold their connections.
    attacked = victims_latency(3)
    print(f"\nvictim's delivery latency: {alone * 1000:.0f} ms alone, "
          f"{attacked * 1000:.0f} ms under attack")
    assert attacked < 15
    recorded = poll(lambda: attempts(victim, victims_hook), lambda got: len(got) == 3)
    assert [a["delivered"] for a in recorded] == [True] * 3

    # The trickling receiver's first attempt ends at the deadline, recorded as failed,
    # and the webhook's own retry schedule takes over (not the job queue's retries).
    def timed_out(deliveries):
        return [a for a in deliveries if a["event_id"] and "timed out" in (a["error"] or "")]

    failed = poll(lambda: timed_out(attempts(attacker, trickling)), bool, timeout=60)
    assert failed, attempts(attacker, trickling)
    first = failed[-1]
    assert first["attempt"] == 1 and not first["delivered"] and first["status_code"] is None
    assert ATTEMPT_SECONDS * 1000 <= first["latency_ms"] < (ATTEMPT_SECONDS + 2) * 1000
    assert first["next_retry_at"] is not None
    assert attacker.get(f"/v1/webhooks/{trickling['id']}").get_json()["failures"] >= 1

    # A hanging receiver's test message is recorded as timed out too; then the webhook
    # may be tested again.
    pinged = poll(lambda: [a for a in attempts(attacker, hanging[0]) if a["type"] == "ping"],
                        bool, timeout=60)
    assert pinged and "timed out" in pinged[0]["error"]
    # kept in English, listed in the reader's language
    french = attacker.get(f"/v1/webhooks/{hanging[0]['id']}/deliveries",
                          headers={"Accept-Language": "fr"}).get_json()["deliveries"]
    assert [a["error"] for a in french if a["type"] == "ping"] == [
        f"délai dépassé : pas de réponse complète en {ATTEMPT_SECONDS:g} s"]
    assert attacker.post(f"/v1/webhooks/{hanging[0]['id']}/test").status_code == 202


# Each of these would reach 127.0.0.1, 10.0.0.1 or 169.254.169.254 (or a site-local
# network) through the host's stack, a NAT64 gateway or a 6to4 relay.
EMBEDDING_FORMS = [
    "[::127.0.0.1]",                 # IPv4-compatible (::/96)
    "[::ffff:127.0.0.1]",            # IPv4-mapped (::ffff:0:0/96)
    "[::ffff:0:127.0.0.1]",          # IPv4-translated (::ffff:0:0:0/96)
    "[64:ff9b::169.254.169.254]",    # NAT64, well-known prefix (64:ff9b::/96)
    "[64:ff9b:1::a9fe:a9fe]",        # NAT64, local-use prefix (64:ff9b:1::/48)
    "[2002:7f00:1::]",               # 6to4 of 127.0.0.1 (2002::/16)
    "[2002:a00:1::1]",               # 6to4 of 10.0.0.1
    "[fec0::1]",                     # site-local (fec0::/10)
]


@pytest.mark.parametrize("host", EMBEDDING_FORMS)
def test_ipv6_forms_of_private_addresses_are_refused_without_naming_the_address(settings,
                                                                                  host):
    strict = Tenant(create_app(replace(settings, api_keys=("strict=key-strict",))), "key-strict")
    body = assert_problem(strict.post("/v1/webhooks", json={"url": f"http://{host}:8080/x"}),
                          422, "webhook_url_not_allowed")
    assert "resolves to a loopback, private, link-local or reserved address" in body["detail"]
    with pytest.raises(webhooks.UrlNotAllowed):  # and before every delivery
        webhooks.check_url(f"https://{host}/x", allow_private=False)
    assert strict.get("/v1/webhooks").get_json()["webhooks"] == []


def test_a_refusal_never_tells_what_a_host_resolves_to(settings):
    strict = Tenant(create_app(replace(settings, api_keys=("strict=key-strict",))), "key-strict")
    body = assert_problem(strict.post("/v1/webhooks", json={"url": "http://localhost:8080/x"}),
                          422, "webhook_url_not_allowed")
    assert "localhost" in body["detail"]
    for address in ("127.0.0.1", "::1", "127.", "::"):
        assert address not in body["detail"]


def test_a_delivery_to_an_ipv4_mapped_loopback_never_leaves(settings, receivers):
    """Registered where loopback was allowed, then delivered where it is not: the
    mapped address (which the host's stack would take to 127.0.0.1) is refused
    before any connection, and the recorded error names no address."""
    receiver = receivers()
    port = receiver.server.server_port
    hook = {"id": "wh_mapped", "url": f"http://[::ffff:127.0.0.1]:{port}/hook",
            "secret_version": 1, "secret": webhooks.new_secret(), "status": "active",
            "events": []}
    attempt = delivery.post(replace(settings, webhook_allow_private=False), "t-mapped", hook,
                            "msg_1", "ping", {})
    assert not attempt["delivered"]
    assert attempt["error"] == ("The host '::ffff:127.0.0.1' resolves to a loopback, private, "
                                "link-local or reserved address.")
    assert receiver.requests == []


def test_a_delivery_that_used_its_turn_queues_its_successor(tenants, receivers, redis_client,
                                                            queue_client, settings, monkeypatch):
    """A job that has sent for TURN_SECONDS gives its tenant's slot up: the next job
    of the webhook waits behind the tenant's others, and resumes after what was sent."""
    tenant = tenants[0]
    name = tenant.key.removeprefix("key-")
    receiver = receivers()
    hook = register(tenant, receiver.url)
    create(tenant, "isaac", humans(2))  # game_created and turn
    queue = Queue(webhooks.QUEUE, connection=queue_client)
    waiting = set(queue.job_ids)
    monkeypatch.setattr(delivery, "TURN_SECONDS", 0)
    outcome = delivery.deliver(redis_client, queue_client, replace(
        settings, webhook_allow_private=True), name, hook["id"], "job-turn")
    assert outcome == {"outcome": "turn_over", "sent": 1}
    assert len(receiver.requests) == 1
    queued = [Queue(webhooks.QUEUE, connection=queue_client).fetch_job(i)
              for i in set(queue.job_ids) - waiting]
    assert [job.args for job in queued] == [(name, hook["id"])]
    assert redis_client.hget(webhooks.hook_key(name, hook["id"], "state"), "owner") is None
    for job in queued:
        job.delete()
