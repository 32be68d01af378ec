"""Delivering a webhook's events, in feed order, at least once.

One delivery job per webhook runs at a time (a lease in the webhook's state,
taken over by the same job when RQ retries it after a crash). It sends the
tenant's feed events after the webhook's cursor one by one and moves the
cursor on only after a 2xx answer, so a crash resends an event rather than
losing it (receivers deduplicate by ``webhook-id``). A failure stops the
webhook's line (later events wait, which keeps each game's events in order)
and schedules the next attempt after the retry schedule's next delay; when
the schedule is exhausted the webhook is disabled, visibly to its tenant.

Each attempt has a wall-clock deadline (``WEBHOOK_ATTEMPT_SECONDS``) for
connecting, sending and reading the whole answer: a receiver that trickles a
byte every few seconds resets every per-read timeout, never this one, so an
attempt always ends, is recorded, and follows the retry schedule.
"""

from __future__ import annotations

import http.client
import json
import logging
import socket
import ssl
import threading
import time
from datetime import datetime, timedelta, timezone

import urllib3
from urllib3.connection import HTTPConnection, HTTPSConnection
from rq import Queue

from shared import webhooks
from shared.i18n import render
from shared.store import feed_key

log = logging.getLogger(__name__)

ANSWER_BYTES = 64 * 1024  # read of a receiver's answer, not kept
LEASE_MS = 60_000
BATCH = 20
# A job that has sent for this long gives its tenant's slot up and queues its
# successor (behind the tenant's other waiting jobs): one busy webhook does not
# keep the tenant's others waiting, nor run into the job's RQ timeout mid-attempt.
TURN_SECONDS = 120

# KEYS[1]: state. ARGV: job id, now (ms), lease (ms). Takes the lease (1) unless
# another live job holds it (0).
_ACQUIRE = """
local owner = redis.call('HGET', KEYS[1], 'owner')
local until_ms = tonumber(redis.call('HGET', KEYS[1], 'owner_until') or '0')
if owner and owner ~= ARGV[1] and until_ms > tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'owner_until', tonumber(ARGV[2]) + tonumber(ARGV[3]))
return 1
"""

# KEYS[1]: state. ARGV[1]: job id. Drained: go again if events came meanwhile
# (1), else give the lease up (0).
_FINISH = """
if redis.call('HGET', KEYS[1], 'dirty') == '1' then
  redis.call('HDEL', KEYS[1], 'dirty')
  return 1
end
if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then
  redis.call('HDEL', KEYS[1], 'owner', 'owner_until')
end
return 0
"""

# KEYS[1]: state. ARGV[1]: job id. Gives the lease up; 1 if a trigger came while it was
# held (it queued nothing then, counting on this job), so the caller queues a job.
_RELEASE = """
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HDEL', KEYS[1], 'owner', 'owner_until')
if redis.call('HGET', KEYS[1], 'dirty') == '1' then
  redis.call('HDEL', KEYS[1], 'dirty')
  return 1
end
return 0
"""


def deliver(connection, queue, settings, tenant: str | None, hook_id: str, job_id: str) -> dict:
    """Send the webhook's pending events until the feed is drained or one fails.
    ``connection``: the game store; ``queue``: the job queue (for retries)."""
    state = webhooks.hook_key(tenant, hook_id, "state")
    if not connection.register_script(_ACQUIRE)(keys=[state], args=[job_id, webhooks.now_ms(),
                                                                     LEASE_MS]):
        return {"outcome": "busy"}

    def release() -> None:
        release_lease(connection, queue, settings, tenant, hook_id, job_id)

    sent = 0
    turn_ends = time.monotonic() + TURN_SECONDS
    while True:
        if sent and time.monotonic() > turn_ends:
            connection.hset(state, "dirty", "1")  # so that giving the lease up queues the next job
            release()
            return {"outcome": "turn_over", "sent": sent}
        hook = webhooks.with_stored_secret(connection, settings.token_secret, tenant, hook_id)
        if hook is None or hook["status"] != "active":
            release()
            return {"outcome": "inactive", "sent": sent}
        if int(connection.hget(state, "next_attempt_at") or 0) > webhooks.now_ms() + 500:
            release()  # a retry is scheduled for later
            return {"outcome": "waiting", "sent": sent}
        cursor = (connection.hget(state, "cursor") or b"0-0").decode()
        batch = connection.xrange(feed_key(tenant), min=f"({cursor}", count=BATCH)
        for raw_id, fields in batch:
            event_id, event = raw_id.decode(), json.loads(fields[b"e"])
            if webhooks.wants(hook, event["type"]):
                if not _send_event(connection, queue, settings, tenant, hook, state, event_id, event):
                    release()
                    return {"outcome": "failed", "sent": sent}
                sent += 1
            connection.hset(state, mapping={"cursor": event_id,
                                            "owner_until": webhooks.now_ms() + LEASE_MS})
            if time.monotonic() > turn_ends:
                break
        if len(batch) == BATCH or time.monotonic() > turn_ends:
            continue
        if not connection.register_script(_FINISH)(keys=[state], args=[job_id]):
            return {"outcome": "drained", "sent": sent}


def release_lease(connection, queue, settings, tenant: str | None, hook_id: str,
                  job_id: str) -> None:
    """Give the webhook's lease up. A trigger that came meanwhile (a new event, or the
    webhook enabled again just as this job disabled it) queued nothing, since this job
    held the lease: queue its delivery now, or it would wait for the next event."""
    state = webhooks.hook_key(tenant, hook_id, "state")
    if connection.register_script(_RELEASE)(keys=[state], args=[job_id]):
        webhooks.enqueue_delivery(Queue(webhooks.QUEUE, connection=queue), tenant, hook_id,
                                  settings)


def _send_event(connection, queue, settings, tenant, hook, state: str, event_id: str,
                event: dict) -> bool:
    """One attempt at one event; on failure the next attempt is scheduled (or
    the webhook disabled). Whether it was delivered."""
    failures = int(connection.hget(state, "failures") or 0)
    attempt = post(settings, tenant, hook, f"msg_{event_id}", event["type"], event)
    attempt.update(event_id=event_id, attempt=failures + 1)
    if attempt["delivered"]:
        connection.hset(state, mapping={"failures": 0, "next_attempt_at": 0})
        attempt["next_retry_at"] = None  # every delivery lists it (the API's DeliveryOut)
        webhooks.record_attempt(connection, tenant, hook["id"], attempt)
        return True
    schedule = settings.webhook_retry_schedule
    if failures >= len(schedule):
        _disable(connection, tenant, hook, f"{failures + 1} attempts failed in a row; "
                 f"last: {attempt['error'] or attempt['status_code']}")
        attempt["next_retry_at"] = None
    else:
        when = datetime.now(timezone.utc) + timedelta(seconds=schedule[failures])
        connection.hset(state, mapping={"failures": failures + 1,
                                        "next_attempt_at": int(when.timestamp() * 1000)})
        webhooks.enqueue_delivery(Queue(webhooks.QUEUE, connection=queue), tenant,
                                  hook["id"], settings, at=when)
        attempt["next_retry_at"] = _iso(when)
    webhooks.record_attempt(connection, tenant, hook["id"], attempt)
    return False


def _disable(connection, tenant, hook: dict, reason: str) -> None:
    hook = dict(hook, status="disabled", disabled_reason=reason, disabled_at=_iso(
        datetime.now(timezone.utc)))
    webhooks.save_hook(connection, tenant, hook)
    log.warning("webhook %s of tenant %s disabled: %s", hook["id"], tenant or "-", reason)


def post(settings, tenant, hook: dict, message_id: str, event_type: str, data: dict) -> dict:
    """One signed POST to the webhook's URL (checked again now, and sent to
    the very address that was checked); what happened."""
    timestamp = int(time.time())
    body = json.dumps({"type": event_type, "timestamp": _iso(datetime.now(timezone.utc)),
                       "data": data}, separators=(",", ":")).encode()
    headers = {"content-type": "application/json", "user-agent": "boardgame-service-webhooks",
               "webhook-id": message_id, "webhook-timestamp": str(timestamp),
               "webhook-signature": webhooks.signatures(hook, message_id, timestamp, body)}
    started = time.perf_counter()
    outcome = {"message_id": message_id, "type": event_type, "at": _iso(datetime.now(timezone.utc)),
               "status_code": None, "error": None, "delivered": False}
    seconds = settings.webhook_attempt_seconds
    try:
        target = webhooks.check_url(hook["url"], settings.webhook_allow_private)
        status = _post_pinned(target, headers, body, seconds)
        outcome.update(status_code=status, delivered=200 <= status < 300)
    except webhooks.UrlNotAllowed as refused:
        outcome["error"] = str(refused)
    except AttemptTimedOut:
        outcome["error"] = render(webhooks.ATTEMPT_TIMED_OUT, {"seconds": f"{seconds:g}"})
    except (urllib3.exceptions.HTTPError, http.client.HTTPException, OSError) as error:
        outcome["error"] = f"{type(error).__name__}: {error}"[:300]
    outcome["latency_ms"] = round(1000 * (time.perf_counter() - started), 1)
    return outcome


class AttemptTimedOut(Exception):
    """The attempt's deadline passed before the receiver's whole answer came."""


class _Deadline:
    """Ends a connection's waiting once ``seconds`` of wall-clock time have
    passed. Socket timeouts bound each read, not their sum; so a timer thread
    shuts the socket down, which wakes the read blocked on it at once."""

    def __init__(self, connection, seconds: float):
        self.passed = False
        self._connection = connection
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> "_Deadline":
        self._timer.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._timer.cancel()

    def _expire(self) -> None:
        self.passed = True
        sock = self._connection.sock  # the plain socket, even under TLS (same descriptor)
        if sock is not None:
            try:
                socket.socket.shutdown(sock, socket.SHUT_RDWR)
            except OSError:
                pass  # closed already


def _post_pinned(target: webhooks.Target, headers: dict, body: bytes, seconds: float) -> int:
    """POST to the checked address within ``seconds``; the answer's status."""
    address = target.addresses[0]
    host_header = target.host if target.port in (80, 443) else f"{target.host}:{target.port}"
    # ``timeout`` bounds each connect or read on its own; the deadline bounds them all.
    if target.scheme == "https":
        connection = HTTPSConnection(
            address, target.port, timeout=seconds, server_hostname=target.host,
            assert_hostname=target.host, ssl_context=ssl.create_default_context())
    else:
        connection = HTTPConnection(address, target.port, timeout=seconds)
    deadline = _Deadline(connection, seconds)
    try:
        with deadline:
            connection.request("POST", target.path, body=body,
                               headers={**headers, "host": host_header}, preload_content=False)
            response = connection.getresponse()
            response.read(ANSWER_BYTES)  # a receiver's answer is not ours to keep
    except (urllib3.exceptions.HTTPError, http.client.HTTPException, OSError):
        if deadline.passed:  # the error is the deadline's shutdown
            raise AttemptTimedOut() from None
        raise
    finally:
        connection.close()
    if deadline.passed:  # e.g. a body cut short without an error
        raise AttemptTimedOut()
    return response.status


def ping(connection, settings, tenant: str | None, hook_id: str) -> dict:
    """A test message (type ``ping``) to one webhook, outside the feed's order.
    The webhook may be tested again from the moment its outcome is listed."""
    try:
        hook = webhooks.with_stored_secret(connection, settings.token_secret, tenant, hook_id)
        if hook is None:
            return {"outcome": "gone"}
        attempt = post(settings, tenant, hook, f"msg_ping_{int(time.time() * 1000)}", "ping",
                       {"webhook": hook_id})
    finally:
        webhooks.ping_done(connection, tenant, hook_id)
    attempt.update(event_id=None, attempt=1, next_retry_at=None)
    webhooks.record_attempt(connection, tenant, hook_id, attempt)
    return {"outcome": "delivered" if attempt["delivered"] else "failed",
            "status_code": attempt["status_code"]}


def _iso(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
