"""Per-owner quotas on AI work, kept as leases in Redis sorted sets.

An owner (a tenant, or a client address when no API keys are configured)
holds one lease per queued or running AI job (``WORK``: hints and the AI
turns of its games) and one per all-AI game in progress (``GAMES``). A lease
is a member of the owner's sorted set scored with its expiry time, so:

* taking a lease again only renews it (a repeated request counts once);
* the worker drops a job's lease when the job ends, success or failure, and
  a game's when it is scored or cancelled;
* a lease that a crash leaves behind stops counting when it expires, and the
  set itself expires with its newest lease: a quota never leaks for longer
  than one lease.

One script prunes, counts and adds, so concurrent requests never both take
the last free place.
"""

from __future__ import annotations

import time

import redis

WORK = "work"
GAMES = "games"
TURNS = "turns"  # the owner's AI turns queued or running (``jobs``: who goes first)
CLOCKS = "clocks"  # the owner's games with a clock, waiting or active (``timers``)
KEY_PREFIX = "aiquota:"

# KEYS[1]: the owner's set. ARGV: now (ms), member, lease (ms), limit (-1: none).
# Returns 1 if the lease is held (taken or renewed), 0 if the owner is at its limit.
_TAKE = """
local now = tonumber(ARGV[1])
local lease = tonumber(ARGV[3])
local limit = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if limit >= 0 and not redis.call('ZSCORE', KEYS[1], ARGV[2])
    and redis.call('ZCARD', KEYS[1]) >= limit then
  return 0
end
redis.call('ZADD', KEYS[1], now + lease, ARGV[2])
redis.call('PEXPIRE', KEYS[1], lease)
return 1
"""


class QuotaExceeded(Exception):
    """The owner holds as many leases of this kind as it may."""

    def __init__(self, kind: str, limit: int, retry_after: int):
        super().__init__(f"{kind} quota of {limit} reached")
        self.kind = kind
        self.limit = limit
        self.retry_after = retry_after


def key(kind: str, owner: str) -> str:
    return f"{KEY_PREFIX}{kind}:{owner}"


def take(connection: redis.Redis, kind: str, owner: str, member: str, lease_seconds: float,
         limit: int | None = None) -> bool:
    """Take or renew ``member``'s lease; False if ``limit`` leases are already held."""
    now_ms = int(time.time() * 1000)
    script = connection.register_script(_TAKE)  # EVALSHA, loading the script when needed
    return bool(script(keys=[key(kind, owner)], args=[
        now_ms, member, max(1, int(lease_seconds * 1000)), -1 if limit is None else limit]))


def drop(connection: redis.Redis, kind: str, owner: str, member: str) -> None:
    connection.zrem(key(kind, owner), member)


def held(connection: redis.Redis, kind: str, owner: str) -> int:
    """Leases the owner holds now (expired ones not counted)."""
    return connection.zcount(key(kind, owner), int(time.time() * 1000), "+inf")
