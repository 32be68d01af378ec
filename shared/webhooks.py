"""Webhooks: a tenant's registrations, their signing secrets, the URL checks
and the trigger that wakes their delivery (``services/worker/webhooks.py``).

Deliveries follow the Standard Webhooks specification: the message is
``{"type", "timestamp", "data"}``, signed with HMAC-SHA256 over
``"{webhook-id}.{webhook-timestamp}.{body}"`` and sent with the headers
``webhook-id``, ``webhook-timestamp`` and ``webhook-signature``
(``v1,<base64>``; during a secret rotation the old secret signs too).

Keys (all under the tenant's hash tag ``{tenant:T}``):

* ``tenant:{T}:webhooks``            hash: id -> registration (JSON)
* ``tenant:{T}:webhook:ID:state``    hash: ``cursor`` (last feed event delivered),
  ``failures``, ``next_attempt_at`` (ms), ``owner``/``owner_until`` (the job
  delivering now, a lease), ``dirty`` (events came while it ran)
* ``tenant:{T}:webhook:ID:deliveries`` list: the latest attempts, newest first
* ``tenant:{T}:webhook:ID:ping``     the test message queued or being sent (at most one)

With API keys, jobs on the ``webhooks`` queue carry an RQ rate limit per
tenant (``rate_limit``): at most ``WEBHOOK_TENANT_CONCURRENCY`` of a tenant's
jobs are queued or running at once, the others wait outside the queue, so a
tenant whose receivers hang holds that many webhook workers and no more.

Each webhook has a random signing secret of its own, made at registration
and kept in its registration (``secret``; while a rotation's grace period
lasts, ``previous_secret`` too): it has nothing to do with ``TOKEN_SECRET``,
so changing that secret changes no signature. Webhooks registered before
secrets were stored had theirs derived from ``TOKEN_SECRET``, the tenant,
the webhook id and a version; ``with_stored_secret`` writes that derived
secret into the registration the first time such a webhook is used (read,
delivered to, tested or rotated), so from then on it too is independent of
``TOKEN_SECRET``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import json
import secrets
import socket
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from shared.i18n import N_, render
from shared.settings import WEBHOOK_QUEUE
from shared.store import feed_key, tenant_tag

QUEUE = WEBHOOK_QUEUE
# The worker's functions, by name: shared/ never imports services/ (RQ resolves the
# name in the worker); tests/service/test_job_names.py checks each resolves and fits.
DELIVER = "services.worker.tasks.deliver_webhook"
PING = "services.worker.tasks.ping_webhook"
SECRET_PREFIX = "whsec_"
MAX_PER_TENANT = 20
KEPT_ATTEMPTS = 50
# How long a test message may stay pending before another may be sent (were its
# job lost, the webhook would otherwise never be tested again).
PING_PENDING_SECONDS = 600

# Marks events pending and says whether a delivery job must be queued: not
# while one holds the lease (it will see ``dirty``) nor while a retry waits.
# KEYS[1]: state. ARGV[1]: now (ms).
_TRIGGER = """
redis.call('HSET', KEYS[1], 'dirty', '1')
local owner_until = tonumber(redis.call('HGET', KEYS[1], 'owner_until') or '0')
local next_at = tonumber(redis.call('HGET', KEYS[1], 'next_attempt_at') or '0')
local now = tonumber(ARGV[1])
if owner_until > now or next_at > now then return 0 end
return 1
"""


def hooks_key(tenant: str | None) -> str:
    return f"{tenant_tag(tenant)}:webhooks"


#: The keys of one webhook, by part: ``state`` (hash: its feed cursor, failures and
#: delivery lease), ``deliveries`` (list: its last attempts), ``ping`` (a test ping
#: in flight).
HOOK_PARTS = ("state", "deliveries", "ping")


def hook_key(tenant: str | None, hook_id: str, part: str) -> str:
    """One of a webhook's keys (``part`` of ``HOOK_PARTS``)."""
    return f"{tenant_tag(tenant)}:webhook:{hook_id}:{part}"


def now_ms() -> int:
    return int(time.time() * 1000)


# -- registrations -------------------------------------------------------------------

def all_hooks(connection, tenant: str | None) -> list[dict]:
    raw = connection.hgetall(hooks_key(tenant))
    return sorted((json.loads(v) for v in raw.values()), key=lambda h: h["created_at"])


def get_hook(connection, tenant: str | None, hook_id: str) -> dict | None:
    raw = connection.hget(hooks_key(tenant), hook_id)
    return None if raw is None else json.loads(raw)


def save_hook(connection, tenant: str | None, hook: dict) -> None:
    _no_hooks.pop(tenant, None)
    connection.hset(hooks_key(tenant), hook["id"], json.dumps(hook))


def create_hook(connection, tenant: str | None, hook: dict) -> None:
    """Store a new registration, its delivery starting at the feed's present."""
    _no_hooks.pop(tenant, None)
    last = connection.xrevrange(feed_key(tenant), count=1)
    cursor = last[0][0].decode() if last else "0-0"
    pipe = connection.pipeline()
    pipe.hset(hooks_key(tenant), hook["id"], json.dumps(hook))
    pipe.hset(hook_key(tenant, hook["id"], "state"), mapping={"cursor": cursor, "failures": 0})
    pipe.execute()


def delete_hook(connection, tenant: str | None, hook_id: str) -> bool:
    pipe = connection.pipeline()
    pipe.hdel(hooks_key(tenant), hook_id)
    for part in HOOK_PARTS:  # one key per DEL: a cluster pipeline wants so
        pipe.delete(hook_key(tenant, hook_id, part))
    return bool(pipe.execute()[0])


def recent_attempts(connection, tenant: str | None, hook_id: str, limit: int) -> list[dict]:
    return [json.loads(r) for r in connection.lrange(hook_key(tenant, hook_id, "deliveries"), 0, limit - 1)]


def record_attempt(connection, tenant: str | None, hook_id: str, attempt: dict) -> None:
    pipe = connection.pipeline()
    pipe.lpush(hook_key(tenant, hook_id, "deliveries"), json.dumps(attempt))
    pipe.ltrim(hook_key(tenant, hook_id, "deliveries"), 0, KEPT_ATTEMPTS - 1)
    pipe.execute()


def wants(hook: dict, event_type: str) -> bool:
    return hook["status"] == "active" and (not hook["events"] or event_type in hook["events"])


# -- secrets and signatures ------------------------------------------------------------

def new_secret() -> str:
    """A fresh signing secret (32 random bytes, Standard Webhooks' ``whsec_`` form)."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def derived_secret(token_secret: bytes, tenant: str | None, hook_id: str, version: int) -> str:
    """The secret of a webhook registered before secrets were stored."""
    key = hmac.new(token_secret, f"webhook|{tenant or '_'}|{hook_id}|{version}".encode(),
                   hashlib.sha256).digest()
    return SECRET_PREFIX + base64.b64encode(key).decode()


# Replaces a registration only if it is still the one read (a rotation in between wins).
# KEYS[1]: the tenant's webhooks. ARGV: id, registration read, registration to write.
_REPLACE_IF_UNCHANGED = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
  return 1
end
return 0
"""


def with_stored_secret(connection, token_secret: bytes, tenant: str | None,
                       hook_id: str) -> dict | None:
    """The registration, with its signing secret stored in it.

    A webhook registered before secrets were stored gets the secret it has
    always had (derived from ``TOKEN_SECRET``) written in now, once: its
    receivers notice nothing, and a later change of ``TOKEN_SECRET`` no
    longer changes its signatures."""
    raw = connection.hget(hooks_key(tenant), hook_id)
    if raw is None:
        return None
    hook = json.loads(raw)
    if "secret" in hook:
        return hook
    version = hook["secret_version"]
    frozen = dict(hook, secret=derived_secret(token_secret, tenant, hook_id, version))
    if hook.get("previous_valid_until", 0) > now_ms():
        frozen["previous_secret"] = derived_secret(token_secret, tenant, hook_id, version - 1)
    connection.register_script(_REPLACE_IF_UNCHANGED)(
        keys=[hooks_key(tenant)], args=[hook_id, raw, json.dumps(frozen)])
    return get_hook(connection, tenant, hook_id)  # ours, or what a concurrent change wrote


def rotated(hook: dict, grace_ms: int) -> dict:
    """The registration with a new secret; the old one still signs for ``grace_ms``."""
    return dict(hook, secret=new_secret(), previous_secret=hook["secret"],
                previous_valid_until=now_ms() + grace_ms,
                secret_version=hook.get("secret_version", 1) + 1)


def sign(secret: str, message_id: str, timestamp: int, body: bytes) -> str:
    """One ``v1,<base64>`` signature (Standard Webhooks)."""
    key = base64.b64decode(secret.removeprefix(SECRET_PREFIX))
    signed = f"{message_id}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


def signatures(hook: dict, message_id: str, timestamp: int, body: bytes) -> str:
    """The ``webhook-signature`` header: the current secret's signature, and the
    previous secret's while a rotation's grace period lasts. ``hook`` comes
    from ``with_stored_secret``."""
    keys = [hook["secret"]]
    if hook.get("previous_secret") and hook.get("previous_valid_until", 0) > now_ms():
        keys.append(hook["previous_secret"])
    return " ".join(sign(secret, message_id, timestamp, body) for secret in keys)


# -- where a webhook may point ---------------------------------------------------------

HOST_UNRESOLVED = N_("The host '{hostname}' cannot be resolved.")
HOST_NOT_PUBLIC = N_("The host '{hostname}' resolves to a loopback, private, link-local or "
                     "reserved address.")
ATTEMPT_TIMED_OUT = N_("timed out: no complete answer within {seconds} s")
#: What a delivery attempt's ``error`` can say with values in it (the rest have none,
#: or are the network's own words): read back in the reader's language when listed.
ATTEMPT_ERRORS = (HOST_UNRESOLVED, HOST_NOT_PUBLIC, ATTEMPT_TIMED_OUT)


class UrlNotAllowed(ValueError):
    """The reason, in a sentence: an ``N_`` template and its values (shared/i18n.py)."""

    def __init__(self, message: str, **params):
        self.template, self.params = message, params
        super().__init__(render(message, params))


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str
    port: int
    path: str  # with the query
    addresses: tuple[str, ...]  # resolved and checked


def check_url(url: str, allow_private: bool) -> Target:
    """Parse ``url`` and resolve its host; refuse what could turn the service
    against the operator's own network. Called at registration and again
    before every delivery (the name may resolve elsewhere by then)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise UrlNotAllowed(N_("The URL cannot be read.")) from None
    if parts.scheme not in ("http", "https"):
        raise UrlNotAllowed(N_("Only http and https URLs can receive webhooks."))
    if parts.username is not None or parts.password is not None:
        raise UrlNotAllowed(
            N_("A webhook URL may not hold credentials; the signature authenticates the service.")
        )
    if not parts.hostname:
        raise UrlNotAllowed(N_("The URL has no host."))
    port = port or (443 if parts.scheme == "https" else 80)
    try:
        infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise UrlNotAllowed(HOST_UNRESOLVED, hostname=parts.hostname) from None
    addresses = tuple(dict.fromkeys(info[4][0] for info in infos))
    if not allow_private and not all(map(_public, addresses)):
        # Never the address itself: the answer would map the operator's DNS.
        raise UrlNotAllowed(HOST_NOT_PUBLIC, hostname=parts.hostname)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, parts.hostname, port, path, addresses)


# IPv6 ranges refused whatever address they hold. All but the last carry an IPv4
# address inside, which a NAT64 gateway, a 6to4 relay or the host's own stack
# may turn into that IPv4 (127.0.0.1, 169.254.169.254...): IPv4-compatible,
# IPv4-mapped, IPv4-translated (SIIT), NAT64 (well-known and local-use) and 6to4.
# The last is the deprecated site-local range, private in practice.
_REFUSED_V6 = tuple(ipaddress.ip_network(n) for n in (
    "::/96", "::ffff:0:0/96", "::ffff:0:0:0/96", "64:ff9b::/96", "64:ff9b:1::/48",
    "2002::/16", "fec0::/10"))


def _public(address: str) -> bool:
    """Whether ``address`` is global unicast, and not in a range that leads elsewhere."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if ip.version == 6 and any(ip in network for network in _REFUSED_V6):
        return False
    return ip.is_global and not ip.is_multicast


# -- waking the deliveries -------------------------------------------------------------------

# Tenants known to have no webhook, and until when (monotonic seconds): a
# change of their games then costs no Redis call. A webhook registered on
# another process is seen within this time; a change in between is not lost,
# only delivered with the next one (the webhook's cursor starts at its
# registration).
NO_HOOKS_SECONDS = 1.0
_no_hooks: dict[str | None, float] = {}


def trigger(connection, queue, tenant: str | None, settings) -> list[str]:
    """After a change of a game of ``tenant``: queue a delivery (on ``queue``,
    the job queue's Redis) for each active webhook that has none running or
    waiting; the ids of the webhooks queued."""
    if _no_hooks.get(tenant, 0.0) > time.monotonic():
        return []
    hooks = [h for h in all_hooks(connection, tenant) if h["status"] == "active"]
    if not hooks:
        _no_hooks[tenant] = time.monotonic() + NO_HOOKS_SECONDS
        return []
    from rq import Queue  # only where webhooks exist

    script = connection.register_script(_TRIGGER)
    queued = []
    for hook in hooks:
        if script(keys=[hook_key(tenant, hook["id"], "state")], args=[now_ms()]):
            enqueue_delivery(Queue(QUEUE, connection=queue), tenant, hook["id"], settings)
            queued.append(hook["id"])
    return queued


def rate_limit(settings, tenant: str | None):
    """The rate limit every job of ``tenant`` on the webhooks queue carries; none
    without API keys, where the only tenant has nobody to make way for."""
    from rq import RateLimit

    if tenant is None:
        return None
    return RateLimit(f"webhooks:{tenant}", settings.webhook_tenant_concurrency)


def enqueue_delivery(queue, tenant: str | None, hook_id: str, settings, at=None) -> None:
    """Queue a delivery job; RQ retries it if its process dies (it then takes
    its own lease over and resends what it had not finished). A failed attempt
    is no such death: the delivery schedules its own retry."""
    from rq import Retry

    kwargs = dict(job_timeout=300, result_ttl=0, failure_ttl=24 * 3600,
                  retry=Retry(max=5, interval=[1, 5, 15, 60, 300]),
                  rate_limit=rate_limit(settings, tenant))
    if at is None:
        queue.enqueue(DELIVER, tenant, hook_id, **kwargs)
    else:
        queue.enqueue_at(at, DELIVER, tenant, hook_id, **kwargs)


class PingInProgress(Exception):
    """A test message of this webhook is still queued or being sent."""


def enqueue_ping(connection, queue, tenant: str | None, hook_id: str, settings) -> None:
    """Queue a test message, unless one of this webhook's is still pending: a
    tenant cannot pile pings onto a receiver that does not answer."""
    key = hook_key(tenant, hook_id, "ping")
    if not connection.set(key, "1", nx=True, ex=PING_PENDING_SECONDS):
        raise PingInProgress(hook_id)
    try:
        queue.enqueue(PING, tenant, hook_id, job_timeout=60 + settings.webhook_attempt_seconds,
                      result_ttl=0, rate_limit=rate_limit(settings, tenant))
    except Exception:
        connection.delete(key)  # nothing pending after all
        raise


def ping_done(connection, tenant: str | None, hook_id: str) -> None:
    connection.delete(hook_key(tenant, hook_id, "ping"))
