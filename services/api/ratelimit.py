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
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import redis
from redis.exceptions import RedisError

from . import outage


KEY_PREFIX = "ratelimit:"

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


class RateLimiter:
    def __init__(self, client: redis.Redis, window_seconds: int):
        self.window_ms = max(1, int(window_seconds)) * 1000
        self._script = client.register_script(_SCRIPT)

    def hit(self, scopes: list[Scope]) -> Refusal | None:
        """Count one request in every scope; the first scope over its limit, if any.

        If Redis cannot be reached the request is let through: the limiter
        protects the service, it must not be what takes it down.
        """
        if not scopes:
            return None
        try:
            result = self._script(keys=[s.key for s in scopes], args=[self.window_ms])
        except RedisError as error:
            outage.went_down(error)  # the request's own Redis call will answer 503
            return None
        for index, scope in enumerate(scopes):
            count, ttl_ms = int(result[2 * index]), int(result[2 * index + 1])
            if count > scope.limit:
                return Refusal(scope, max(1, math.ceil(ttl_ms / 1000)))
        return None
