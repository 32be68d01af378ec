"""Rate limits kept in Redis: fixed windows, counted atomically.

Each request is counted in one or more *scopes* (its client address, its
bearer token, its API key). One Lua script increments every scope's counter
of the current window and sets its expiry in a single round trip, so the
count is exact however many gunicorn processes or API replicas share the
Redis, and a counter never outlives its window.

A fixed window (``INCR`` + ``PEXPIRE``) was chosen over a sliding log or a
token bucket: one small key per client, one atomic call per request, and the
key's remaining lifetime is exactly the ``Retry-After`` a refused client
needs. Its known weakness (up to twice the limit across a window boundary)
does not matter for abuse protection.

Every counted response carries the IETF RateLimit fields
(draft-ietf-httpapi-ratelimit-headers), one policy per scope it was counted
in: ``RateLimit-Policy: "address";q=1200;w=60, "token";q=300;w=60`` (quota,
window in seconds) and ``RateLimit: "address";r=1188;t=40, "token";r=297;t=40``
(requests left, seconds until the window resets). A long poll is one
request however long it waits.

**Concurrent streams** (SSE streams and long polls that wait) are capped
per address, token and API key as well: each open stream holds a *lease* in
a Redis sorted set per scope (member: the lease id, score: its expiry).
Leases are renewed while the stream runs and removed when it ends; a
process that dies leaves leases that simply expire, so a crash never keeps
a slot for longer than ``STREAM_LEASE_SECONDS``. Over a cap: 429
``too_many_streams`` with ``Retry-After``.
"""

from __future__ import annotations

import logging
import math
import secrets
import time
from dataclasses import dataclass

import redis
from flask import current_app, g, has_request_context
from redis.exceptions import RedisError

from services.api.web import outage
from services.api.web.errors import ApiError
from shared import redis_conn
from shared.i18n import N_

log = logging.getLogger(__name__)

KEY_PREFIX = "ratelimit:"
STREAMS_PREFIX = "streams:"
# Names of the policies in the RateLimit fields, by scope kind.
POLICY_NAMES = {"addr": "address", "token": "token", "key": "api-key"}
STREAM_RETRY_AFTER = 5  # seconds; a slot frees when one of the client's streams ends

# KEYS: one counter per scope; ARGV[1]: window in ms.
# Returns, per key, its count in this window and the ms left in the window.
_SCRIPT = """
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if count == 1 or ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
"""


@dataclass(frozen=True)
class Scope:
    """What is counted (``kind`` and an id that is never a raw secret) and its limit."""

    kind: str
    ident: str
    limit: int

    @property
    def key(self) -> str:
        return f"{KEY_PREFIX}{self.kind}:{self.ident}"


@dataclass(frozen=True)
class Refusal:
    scope: Scope
    retry_after: int  # whole seconds until the window ends


@dataclass(frozen=True)
class Tally:
    """One scope's state after counting this request, for the RateLimit fields."""

    scope: Scope
    count: int
    reset: int  # whole seconds until the window ends

    @property
    def remaining(self) -> int:
        return max(0, self.scope.limit - self.count)


class RateLimiter:
    def __init__(self, client: redis.Redis, window_seconds: int):
        self.window_seconds = max(1, int(window_seconds))
        self.window_ms = self.window_seconds * 1000
        self._script = client.register_script(_SCRIPT)
        # On a cluster each scope's counter is in a slot of its own: one call each.
        self._per_key = redis_conn.is_cluster(client)

    def hit(self, scopes: list[Scope]) -> Refusal | None:
        """Count one request in every scope; the first scope over its limit, if any.

        If Redis cannot be reached the request is let through: the limiter
        protects the service, it must not be what takes it down. Within a
        request, the scopes and their counts are kept (``g``) for the
        RateLimit fields and the stream caps.
        """
        if not scopes:
            return None
        if has_request_context():
            g.rate_limit_scopes = scopes
        try:
            if self._per_key:
                result = [x for s in scopes
                          for x in self._script(keys=[s.key], args=[self.window_ms])]
            else:
                result = self._script(keys=[s.key for s in scopes], args=[self.window_ms])
        except RedisError as error:
            if not outage.is_storage_full(error):  # full, Redis still answers
                outage.went_down(error)  # the request's own Redis call will answer 503
            return None
        tallies = [Tally(scope, int(result[2 * i]), max(1, math.ceil(int(result[2 * i + 1]) / 1000)))
                   for i, scope in enumerate(scopes)]
        if has_request_context():
            g.rate_limit_tallies = tallies
            g.rate_limit_window = self.window_seconds
        for tally in tallies:
            if tally.count > tally.scope.limit:
                return Refusal(tally.scope, tally.reset)
        return None


def _sf_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def add_headers(response):
    """The RateLimit fields for the scopes this request was counted in."""
    tallies = g.get("rate_limit_tallies")
    if tallies:
        window = g.rate_limit_window
        names = [_sf_string(POLICY_NAMES.get(t.scope.kind, t.scope.kind)) for t in tallies]
        response.headers["RateLimit-Policy"] = ", ".join(
            f"{name};q={t.scope.limit};w={window}" for name, t in zip(names, tallies))
        response.headers["RateLimit"] = ", ".join(
            f"{name};r={t.remaining};t={t.reset}" for name, t in zip(names, tallies))
    return response


# -- concurrent streams -----------------------------------------------------------------

# KEYS: one sorted set of leases per scope; ARGV[1]: lease id, ARGV[2]: lease ms,
# ARGV[3..]: each scope's cap. Returns 0 when the lease is taken in every
# scope, else the (1-based) index of the first scope that is full.
_ACQUIRE = """
redis.replicate_commands()
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 2]) then return i end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 0
"""

# KEYS: the lease's sorted sets; ARGV[1]: lease id, ARGV[2]: lease ms.
_RENEW = """
redis.replicate_commands()
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 0
"""


class StreamSlot:
    """A stream's lease in every scope; ``refresh`` while it runs, ``release`` at the end."""

    def __init__(self, limiter: "StreamLimiter | None" = None, keys: tuple[str, ...] = (),
                 lease_id: str = ""):
        self._limiter, self._keys, self._id = limiter, keys, lease_id
        self._renewed = time.monotonic()
        self.refresh_every = limiter.lease_seconds / 3 if limiter else 60.0

    def refresh(self) -> None:
        if self._limiter is None or time.monotonic() - self._renewed < self.refresh_every:
            return
        self._renewed = time.monotonic()
        self._limiter.renew(self._keys, self._id)

    def release(self) -> None:
        if self._limiter is not None:
            self._limiter.release(self._keys, self._id)
            self._limiter = None


class StreamLimiter:
    """Caps on concurrent streams per scope kind (``{"addr": 200, ...}``).

    Also used for other work held for a while (PNG renderings, ``render.py``):
    ``prefix`` keeps each use's leases apart."""

    def __init__(self, client: redis.Redis, caps: dict[str, int], lease_seconds: float,
                 prefix: str = STREAMS_PREFIX):
        self.caps = caps
        self.lease_seconds = max(3.0, float(lease_seconds))
        self.prefix = prefix
        self._client = client
        self._acquire = client.register_script(_ACQUIRE)
        self._renew = client.register_script(_RENEW)
        self._per_key = redis_conn.is_cluster(client)

    def acquire(self, scopes: list[Scope]) -> StreamSlot:
        """A slot in every scope, or 429 ``too_many_streams``; let through if Redis is down."""
        slot, full = self.try_acquire(scopes)
        if full is not None:
            kind = POLICY_NAMES.get(full.kind, full.kind)
            raise ApiError(
                429,
                "too_many_streams",
                N_(
                    "Too many open streams and long polls for this {kind} (at most "
                    "{caps}); close one or try again in {stream_retry_after} s."
                ),
                {"Retry-After": str(STREAM_RETRY_AFTER)},
                kind=kind,
                caps=self.caps[full.kind],
                stream_retry_after=STREAM_RETRY_AFTER,
            )
        return slot

    def try_acquire(self, scopes: list[Scope]) -> tuple[StreamSlot, Scope | None]:
        """A slot in every scope, or (an empty slot, the first full scope). Let
        through (uncounted) if Redis is down."""
        capped = [s for s in scopes if s.kind in self.caps]
        if not capped:
            return StreamSlot(), None
        keys = tuple(f"{self.prefix}{s.kind}:{s.ident}" for s in capped)
        lease_id = secrets.token_hex(8)
        lease_ms = int(self.lease_seconds * 1000)
        try:
            full = self._take(keys, lease_id, lease_ms, [self.caps[s.kind] for s in capped])
        except RedisError:
            log.warning("lease limiter %s: Redis unavailable, not counted", self.prefix,
                        exc_info=True)
            return StreamSlot(), None
        if full:
            return StreamSlot(), capped[full - 1]
        return StreamSlot(self, keys, lease_id), None

    def _take(self, keys: tuple[str, ...], lease_id: str, lease_ms: int, caps: list[int]) -> int:
        """The lease in every scope (0), or the 1-based index of the first full
        scope. On a cluster the scopes are in different slots: taken one by
        one, and those taken given back when a later one is full (two streams
        racing for the last place may then both be refused, never both let in)."""
        if not self._per_key:
            return self._acquire(keys=list(keys), args=[lease_id, lease_ms, *caps])
        for i, key in enumerate(keys):
            if self._acquire(keys=[key], args=[lease_id, lease_ms, caps[i]]):
                self.release(keys[:i], lease_id)
                return i + 1
        return 0

    def renew(self, keys: tuple[str, ...], lease_id: str) -> None:
        try:
            if self._per_key:
                for key in keys:
                    self._renew(keys=[key], args=[lease_id, int(self.lease_seconds * 1000)])
                return
            self._renew(keys=list(keys), args=[lease_id, int(self.lease_seconds * 1000)])
        except RedisError:
            log.warning("stream limiter: lease not renewed", exc_info=True)

    def release(self, keys: tuple[str, ...], lease_id: str) -> None:
        try:
            with self._client.pipeline(transaction=False) as pipe:
                for key in keys:
                    pipe.zrem(key, lease_id)
                pipe.execute()
        except RedisError:
            log.warning("stream limiter: lease not released (it expires)", exc_info=True)


def stream_slot() -> StreamSlot:
    """This request's place under the stream caps (none when limits are off)."""
    limiter = current_app.extensions.get("stream_limiter")
    if limiter is None:
        return StreamSlot()
    return limiter.acquire(g.get("rate_limit_scopes") or [])
