"""Matchmaking tickets in Redis (``docs/matchmaking.md``): one script per step.

Every key of a tenant's tickets carries the tenant's hash tag (``keys.py``), so one
script changes several tickets, their queue, the tenant's feed and its stats at
once, on a single Redis and on a cluster alike. A ticket is a hash: ``doc`` (the
request, normalized, as JSON; changed only when a player of it is deleted, and then
no longer waiting), ``status`` (``waiting``,
``matching``, ``matched``, ``expired``, ``cancelled``), ``match`` (the game id
chosen for it) and, once matched, ``result`` (JSON: game id and the seats of its
players). Its channel (``ticket_key + ':events'``) carries each change of status.

A table is made in three steps, each idempotent (``services/worker/matchmaking.py``):
``claim`` (waiting -> matching, and the table's record, for every ticket or none),
the game's creation (an id taken means an earlier try made it), ``matched``
(matching -> matched, the record done, the feed's ``ticket_matched``).
"""

from __future__ import annotations

import time

from shared import fastjson

from . import scripts
from .keys import (
    MATCHMAKING_TENANTS,
    feed_key,
    lease_key,
    match_stats_key,
    matching_key,
    pool_waiting_key,
    pools_key,
    tenant_tickets_key,
    tenant_waiting_key,
    ticket_key,
)

CREATED, TAKEN, CAPPED = 1, 0, -3
#: How long a ticket that ended (matched, expired, cancelled) is kept (s).
ENDED_TTL = 24 * 3600
#: The longest a ticket may wait (s; ``max_wait_seconds``' maximum).
MAX_WAIT = 24 * 3600


def _now_ms() -> int:
    return int(time.time() * 1000)


class TicketStore:
    """The tenant's tickets and queues; ``client`` is the store's Redis (or cluster)."""

    def __init__(self, client, *, feed_max_events: int = 100_000,
                 feed_retention: int = 24 * 3600, ended_ttl: int = ENDED_TTL):
        self.redis = client
        self.feed_max_events = feed_max_events
        self.feed_retention = feed_retention
        self.ended_ttl = ended_ttl
        self._create = client.register_script(scripts.source("ticket_create"))
        self._end = client.register_script(scripts.source("ticket_end", "feed"))
        self._claim = client.register_script(scripts.source("ticket_claim"))
        self._matched = client.register_script(scripts.source("ticket_matched", "feed"))
        self._release = client.register_script(scripts.source("ticket_release"))
        self._drop = client.register_script(scripts.source("ticket_pool_drop"))
        self._lease = client.register_script(scripts.source("ticket_lease"))

    @classmethod
    def configured(cls, client, settings) -> TicketStore:
        return cls(client, feed_max_events=settings.feed_max_events,
                   feed_retention=settings.feed_retention)

    # -- the API's side ----------------------------------------------------------------

    def create(self, tenant: str | None, ticket: dict, cap: int, pipeline=None) -> int | None:
        """Store a waiting ticket: CREATED, TAKEN (its id exists: a retry) or CAPPED
        (None when given a ``pipeline``: its answer comes with the pipeline's)."""
        (pipeline or self.redis).sadd(MATCHMAKING_TENANTS, tenant or "_")
        made = self._create(
            keys=[ticket_key(tenant, ticket["id"]), pool_waiting_key(tenant, ticket["pool"]),
                  tenant_waiting_key(tenant), pools_key(tenant), tenant_tickets_key(tenant)],
            args=[ticket["id"], fastjson.dumps(ticket), ticket["created_ms"], cap,
                  ticket["pool"], ticket["type"], (MAX_WAIT + self.ended_ttl) * 1000 + 60_000],
            client=pipeline)
        return None if pipeline is not None else int(made)

    def get(self, tenant: str | None, ticket_id: str) -> dict | None:
        """The ticket (its request, status, match and result), or None."""
        raw = self.redis.hgetall(ticket_key(tenant, ticket_id))
        if not raw:
            return None
        ticket = fastjson.loads(raw[b"doc"])
        ticket["status"] = raw[b"status"].decode()
        ticket["updated_ms"] = int(raw.get(b"updated_ms", b"0"))
        if b"match" in raw:
            ticket["match"] = raw[b"match"].decode()
        if b"result" in raw:
            ticket["result"] = fastjson.loads(raw[b"result"])
        return ticket

    def end(self, tenant: str | None, ticket: dict, status: str,
            events: list[dict] = ()) -> str | None:
        """End a waiting ticket (``cancelled``, ``expired``); the status it had
        (``waiting`` when this ended it) or None when there is no such ticket."""
        had = self._end(keys=[ticket_key(tenant, ticket["id"]),
                              pool_waiting_key(tenant, ticket["pool"]),
                              tenant_waiting_key(tenant), feed_key(tenant)],
                        args=[ticket["id"], status, _now_ms(), self.ended_ttl,
                              b"\n".join(fastjson.dumps(e) for e in events),
                              self.feed_max_events, self.feed_retention])
        return had.decode() if isinstance(had, bytes) else had

    def forget_player(self, tenant: str | None, player: str, tombstone: str) -> int:
        """A deleted player's tickets (waiting ones, and ended ones while they are kept):
        each waiting one cancelled, so it is never matched, and the tombstone in place
        of the player's id in every one. How many named the player."""
        named, index = 0, tenant_tickets_key(tenant)
        ids = [i.decode() for i in self.redis.zrange(index, 0, -1)]
        for ticket_id, raw in self._docs(tenant, ids):
            if raw is None:  # expired since
                self.redis.zrem(index, ticket_id)
            elif player in (ticket := fastjson.loads(raw)).get("players", ()):
                self._tombstone(tenant, ticket, player, tombstone)
                named += 1
        return named

    def _docs(self, tenant: str | None, ids: list[str], chunk: int = 1000):
        """(id, the ticket's ``doc`` JSON or None) for each id, read in pipelined chunks."""
        for start in range(0, len(ids), chunk):
            some = ids[start:start + chunk]
            pipe = self.redis.pipeline(transaction=False)
            for ticket_id in some:
                pipe.hget(ticket_key(tenant, ticket_id), "doc")
            yield from zip(some, pipe.execute())

    def _tombstone(self, tenant: str | None, ticket: dict, player: str, tombstone: str) -> None:
        self.end(tenant, ticket, "cancelled")  # a waiting one only; others stay as they are
        ticket["players"] = [tombstone if p == player else p for p in ticket["players"]]
        # HSET keeps the key's expiry (an ended ticket still goes after its day)
        self.redis.hset(ticket_key(tenant, ticket["id"]), "doc", fastjson.dumps(ticket))

    def channel(self, tenant: str | None, ticket_id: str) -> str:
        return ticket_key(tenant, ticket_id) + ":events"

    def waiting_count(self, tenant: str | None, game_type: str | None = None) -> int:
        if game_type is None:
            return int(self.redis.zcard(tenant_waiting_key(tenant)))
        return sum(int(self.redis.zcard(pool_waiting_key(tenant, pool)))
                   for pool, kind in self.pools(tenant).items() if kind == game_type)

    def stats_lines(self, tenant: str | None, game_type: str, since_ms: int) -> list[dict]:
        return [fastjson.loads(line) for line in
                self.redis.zrangebyscore(match_stats_key(tenant, game_type), since_ms, "+inf")]

    # -- the matcher's side ------------------------------------------------------------

    def tenants(self) -> list[str | None]:
        return [None if t == b"_" else t.decode() for t in self.redis.smembers(MATCHMAKING_TENANTS)]

    def pools(self, tenant: str | None) -> dict[str, str]:
        """The tenant's queues: pool id -> game type."""
        return {p.decode(): t.decode() for p, t in self.redis.hgetall(pools_key(tenant)).items()}

    def lease(self, tenant: str | None, pool: str, holder: str, ms: int) -> bool:
        """Take or renew the queue's lease: whether ``holder`` runs it for ``ms``."""
        return bool(self._lease(keys=[lease_key(tenant, pool)], args=[holder, ms]))

    def waiting(self, tenant: str | None, pool: str, known: dict | None = None) -> list[dict]:
        """The queue's waiting tickets, oldest first. ``known``: the documents read
        before (id -> doc; a waiting ticket's document never changes), kept up to date here,
        so a pass reads only the new ones. The queue (zset) is the truth of who
        waits: the claim takes a ticket out of it in the same script that marks it."""
        ids = [i.decode() for i in self.redis.zrange(pool_waiting_key(tenant, pool), 0, -1)]
        known = {} if known is None else known
        new = [i for i in ids if i not in known]
        for ticket_id, doc in self._docs(tenant, new):
            if doc is not None:
                known[ticket_id] = fastjson.loads(doc)
        waiting = set(ids)
        for gone in [i for i in known if i not in waiting]:
            del known[gone]
        return [known[i] for i in ids if i in known]

    def records(self, tenant: str | None, pool: str) -> list[dict]:
        """The tables of the queue chosen and not finished (a matcher stopped midway)."""
        return [fastjson.loads(r) for r in self.redis.hvals(matching_key(tenant, pool))]

    def claim(self, tenant: str | None, pool: str, record: dict) -> int:
        """Waiting -> matching for the record's tickets, all or none: 1, 0 (claimed
        before), -1 (one is no longer waiting)."""
        ids = record["tickets"]
        return int(self._claim(
            keys=[matching_key(tenant, pool), pool_waiting_key(tenant, pool),
                  tenant_waiting_key(tenant), *(ticket_key(tenant, i) for i in ids)],
            args=[record["game"], fastjson.dumps(record), _now_ms(), *ids]))

    def matched(self, tenant: str | None, pool: str, record: dict, results: dict[str, dict],
                events: list[dict], stats: list[dict]) -> int:
        """Matching -> matched: 1 now, 0 when done before."""
        ids = record["tickets"]
        return int(self._matched(
            keys=[matching_key(tenant, pool), feed_key(tenant),
                  match_stats_key(tenant, record["type"]),
                  *(ticket_key(tenant, i) for i in ids)],
            args=[record["game"], _now_ms(), self.ended_ttl,
                  b"\n".join(fastjson.dumps(e) for e in events), self.feed_max_events,
                  self.feed_retention, b"\n".join(fastjson.dumps(s) for s in stats),
                  *(fastjson.dumps(results[i]) for i in ids)]))

    def release(self, tenant: str | None, pool: str, record: dict) -> int:
        """Matching -> waiting again (the game could not be made)."""
        ids = record["tickets"]
        args = [record["game"], _now_ms()]
        for ticket_id in ids:
            args += [ticket_id, record["created_ms"][ticket_id]]
        return int(self._release(
            keys=[matching_key(tenant, pool), pool_waiting_key(tenant, pool),
                  tenant_waiting_key(tenant), *(ticket_key(tenant, i) for i in ids)],
            args=args))

    def drop_pool(self, tenant: str | None, pool: str) -> bool:
        return bool(self._drop(keys=[pools_key(tenant), pool_waiting_key(tenant, pool),
                                     matching_key(tenant, pool)], args=[pool]))
