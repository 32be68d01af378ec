"""The matcher: makes games of waiting matchmaking tickets (docs/matchmaking.md).

Every worker process (but a webhook pool) runs one ``Matcher`` in a thread with
clients of its own. Each pass, for each queue (``shared/store/tickets.py``): take
or renew the queue's lease (one matcher at a time per queue; when its holder
dies the lease lapses after ``LEASE_MS`` and another worker carries on), finish
the tables a matcher chose and did not finish, expire what waited too long,
read the ratings (the archive, once per pass), pick tables
(``shared/matchmaking.py``) and make each in three idempotent steps:

1. ``claim``: the table's tickets move from waiting to ``matching`` with its record
   (game id derived from the sorted ticket ids, seats), all or none; a ticket
   cancelled meanwhile makes the claim change nothing.
2. the game, made as any created game (``gamedoc.new_doc``, ``store.create``):
   an id already taken is the game an earlier try made.
3. ``matched``: the tickets are matched, ``ticket_matched`` is in the feed.

A crash between the steps leaves the record, which the next pass (of this
matcher or the next holder of the lease) finishes: no ticket is lost, none is
in two games. A game the tenant's quotas refuse puts the tickets back to
waiting (in their places) and the queue's tenant is left alone for
``QUOTA_BACKOFF`` seconds.
"""

from __future__ import annotations

import logging
import os
import random
import secrets
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import redis

from shared import clock as clocks
from shared import (
    feed,
    gamedoc,
    jobs,
    matchmaking,
    quota,
    ratings,
    redis_conn,
    timers,
    tokens,
)
from shared import webhooks as shared_webhooks
from shared.games import GAMES
from shared.store import GameStore, LiveGamesCapped, VersionConflict
from shared.store.tickets import TicketStore

log = logging.getLogger(__name__)

PASS_SECONDS = 0.1  # a pass starts at most this often per matcher
LEASE_MS = 3000  # a queue's lease; renewed every pass
QUOTA_BACKOFF = 5.0
MAKERS = 4  # tables made at once by one matcher


def _test_stall(point: str, game_id: str) -> None:
    """Tests only (``TEST_MATCH_STALL=claimed|created``, ``TEST_MATCH_STALL_DIR``):
    stop for good after that step, saying so with a file, to be killed there."""
    if os.environ.get("TEST_MATCH_STALL") == point:
        Path(os.environ["TEST_MATCH_STALL_DIR"], f"{point}-{game_id}").touch()
        time.sleep(3600)


class Matcher:
    def __init__(self, settings, store_client, queue_client, archive=None):
        self.settings = settings
        self.store_client, self.queue = store_client, queue_client
        self.tickets = TicketStore.configured(store_client, settings)
        self.games = GameStore.configured(store_client, settings)
        self.archive = archive
        self.holder = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        self._backoff: dict[str | None, float] = {}
        self._known: dict[tuple, dict] = {}  # (tenant, pool) -> ticket documents read
        self._seen: dict[tuple, dict] = {}  # (tenant, pool) -> id -> matchmaking.Waiting
        self._makers = ThreadPoolExecutor(MAKERS, thread_name_prefix="matcher-make")

    # -- the loop ------------------------------------------------------------------------

    def run(self, stop: threading.Event) -> None:
        while not stop.is_set():
            started = time.monotonic()
            try:
                self.pass_all()
            except redis.exceptions.RedisError as error:
                log.warning("matchmaking pass skipped, Redis unavailable (%s)", error)
                stop.wait(1.0)
            except Exception:  # never the thread's end: the next pass tries again
                log.exception("matchmaking pass failed")
                stop.wait(1.0)
            stop.wait(max(0.0, PASS_SECONDS - (time.monotonic() - started)))

    def pass_all(self) -> None:
        for tenant in self.tickets.tenants():
            for pool, game_type in self.tickets.pools(tenant).items():
                if self.tickets.lease(tenant, pool, self.holder, LEASE_MS):
                    self.pass_pool(tenant, pool, game_type)

    # -- one queue -----------------------------------------------------------------------

    def pass_pool(self, tenant: str | None, pool: str, game_type: str) -> dict:
        """One pass over a queue; what it did (counts, for the bench and the logs).
        Tables are made ``MAKERS`` at a time (each mostly waits on Redis)."""
        done, tables, by_id, now = self.plan(tenant, pool, game_type)
        renewed, refused = time.monotonic(), threading.Event()

        def make(table: matchmaking.Table) -> bool:
            if refused.is_set():
                return False
            record = self._record(tenant, pool, game_type, table, by_id, now)
            if self.tickets.claim(tenant, pool, record) != 1:
                return False  # a ticket was cancelled meanwhile: the rest wait for the next pass
            _test_stall("claimed", record["game"])
            if not self.finish(tenant, pool, record):
                refused.set()  # the tenant's quotas: the others wait too
                return False
            return True

        for start in range(0, len(tables), MAKERS * 8):
            if time.monotonic() - renewed > LEASE_MS / 3000:  # a long pass keeps its lease
                if not self.tickets.lease(tenant, pool, self.holder, LEASE_MS):
                    break  # lost it (this process stalled): the holder carries on
                renewed = time.monotonic()
            batch = tables[start:start + MAKERS * 8]
            if len(batch) == 1:
                done["tables"] += make(batch[0])
            else:
                done["tables"] += sum(self._makers.map(make, batch))
            if refused.is_set():
                break
        return done

    def plan(self, tenant: str | None, pool: str, game_type: str):
        """A pass up to its choice: the tables a matcher stopped midway left are
        finished, what waited too long expires, the tables are picked (not made)."""
        done = {"finished": 0, "expired": 0, "tables": 0, "waiting": 0}
        for record in self.tickets.records(tenant, pool):
            done["finished"] += self.finish(tenant, pool, record)
        waiting = self.tickets.waiting(tenant, pool, self._known.setdefault((tenant, pool), {}))
        now = time.time() * 1000
        if not waiting:
            self.tickets.drop_pool(tenant, pool)
            self._known.pop((tenant, pool), None)
            self._seen.pop((tenant, pool), None)
            return done, [], {}, now
        live = []
        for ticket in waiting:
            if now - ticket["created_ms"] >= ticket["max_wait_seconds"] * 1000:
                if self.tickets.end(tenant, ticket, "expired",
                                    [feed.ticket_expired(ticket["id"], game_type)]) == "waiting":
                    done["expired"] += 1
            else:
                live.append(ticket)
        if done["expired"]:
            self._wake_webhooks(tenant)
        done["waiting"] = len(live)
        if self._backoff.get(tenant, 0.0) > time.monotonic():
            return done, [], {}, now
        seen = self._seen.setdefault((tenant, pool), {})
        fresh = [t for t in live if t["id"] not in seen]
        known, complete = self._ratings(tenant, game_type, fresh)
        candidates = []
        for t in live:
            waiting_one = seen.get(t["id"])
            if waiting_one is None:
                waiting_one = matchmaking.Waiting(
                    t["id"], t["players"],
                    [known.get(p, ratings.NEW_PLAYER) for p in t["players"]],
                    t["seats"]["min"], t["seats"]["max"], 0.0, t.get("ai_fill_after_seconds"))
                if complete:  # read once per ticket (not again while the archive is away)
                    seen[t["id"]] = waiting_one
            waiting_one.waited = (now - t["created_ms"]) / 1000
            candidates.append(waiting_one)
        by_id = {t["id"]: t for t in live}
        for gone in [i for i in seen if i not in by_id]:
            del seen[gone]
        return done, matchmaking.pick_tables(candidates, game_type), by_id, now

    def _ratings(self, tenant: str | None, game_type: str, fresh: list[dict]
                 ) -> tuple[dict, bool]:
        """The ratings of the players of tickets this matcher sees for the first
        time (a ticket's are read once), and whether they could be read."""
        if self.archive is None or not fresh:
            return {}, True
        players = sorted({p for t in fresh for p in t["players"]})
        try:
            return self.archive.ratings_of(tenant, game_type, players), True
        except Exception as error:  # noqa: BLE001  (archive out of reach: all as new)
            log.warning("ratings unavailable for matchmaking (%s)", error)
            return {}, False

    def _record(self, tenant, pool, game_type, table: matchmaking.Table, by_id: dict,
                now: float) -> dict:
        """The record of a table the claim stores: all the game is made from."""
        ids = [t.id for t in table.tickets]
        game_id = tokens.derive_match_game_id(self.settings.token_secret, ids)
        first = by_id[ids[0]]
        seats = [{"kind": "human", "player": p, "ticket": t.id} for t in table.tickets
                 for p in t.players]
        seats += [{"kind": "ai", "level": table.ai_level}] * table.ai_seats
        order = list(range(len(seats)))
        random.Random(game_id).shuffle(order)  # the same order on every try
        seat_ratings = [r for t in table.tickets for r in t.ratings]
        seat_ratings += [ratings.ai_rating(game_type, table.ai_level)] * table.ai_seats
        return {"game": game_id, "type": game_type, "pool": pool, "tenant": tenant,
                "owner": first.get("owner"), "options": first["options"],
                "clock": first.get("clock"), "rated": first["rated"],
                "tickets": ids, "seats": [seats[i] for i in order],
                "created_ms": {i: by_id[i]["created_ms"] for i in ids},
                "waits": {i: round((now - by_id[i]["created_ms"]) / 1000, 3) for i in ids},
                "favourite": round(matchmaking.favourite(seat_ratings), 4),
                "ai_seats": table.ai_seats}

    def finish(self, tenant: str | None, pool: str, record: dict) -> bool:
        """Steps 2 and 3 of a claimed table; False when the quotas refused its game
        (its tickets wait again)."""
        try:
            self.create_game(record)
        except (quota.QuotaExceeded, LiveGamesCapped) as refused:
            self._backoff[tenant] = time.monotonic() + QUOTA_BACKOFF
            if self.games.version(record["game"]) is None:  # (not made by a stalled matcher)
                log.info("matchmaking: game of tenant %s refused (%s); tickets wait again",
                         tenant, refused)
                self.tickets.release(tenant, pool, record)
                return False
        _test_stall("created", record["game"])
        results: dict[str, dict] = {}
        for index, seat in enumerate(record["seats"]):
            if seat.get("ticket"):
                results.setdefault(seat["ticket"], {"game": record["game"], "seats": []})[
                    "seats"].append(index)
        events = [feed.ticket_matched(i, record["type"], record["game"], results[i]["seats"])
                  for i in record["tickets"]]
        stats = [{"t": i, "g": record["game"], "w": record["waits"][i], "f": record["favourite"],
                  "ai": record["ai_seats"] > 0} for i in record["tickets"]]
        if self.tickets.matched(tenant, pool, record, results, events, stats):
            self._wake_webhooks(tenant)
        return True

    def create_game(self, record: dict) -> None:
        """The table's game, as any created game; nothing when it exists (an earlier
        try made it: what follows a creation is done again, harmlessly)."""
        settings, game_id = self.settings, record["game"]
        rules = GAMES[record["type"]]
        if self.games.version(game_id) is not None:
            doc = self.games.load(game_id).doc
            jobs.after_change(self.store_client, self.queue, doc, rules, settings)
            return
        secret = settings.token_secret
        seats = [{k: v for k, v in seat.items() if k != "ticket"} for seat in record["seats"]]
        n = len(seats)
        hashes = {i: tokens.hash_token(secret, tokens.seat_token(secret, game_id, i, 1))
                  for i, seat in enumerate(seats) if seat["kind"] == "human"}
        doc, entry = gamedoc.new_doc(
            game_id, rules, rules.normalize_options(record["options"], n), seats,
            secrets.randbits(63), tokens.hash_token(secret, tokens.creator_token(secret, game_id)),
            hashes, tenant=record["tenant"], rated=record["rated"],
            clock=clocks.normalize(record["clock"], n, settings.min_clock_seconds))
        doc["owner"] = record["owner"]
        jobs.admit(self.queue, doc, rules, settings, new_game=True)
        timers.admit(self.queue, doc, settings)
        try:
            self.games.create(doc, entry)
        except VersionConflict:  # made meanwhile by another try
            doc = self.games.load(game_id).doc
        jobs.after_change(self.store_client, self.queue, doc, rules, settings)

    def _wake_webhooks(self, tenant: str | None) -> None:
        shared_webhooks.trigger(self.store_client, self.queue, tenant, self.settings)


def start(settings) -> threading.Event:
    """The matcher of this worker process, in a thread of its own with clients of
    its own (a work-horse forked meanwhile never touches them); set the event
    returned to stop it."""
    stop = threading.Event()

    def run() -> None:
        from services.worker.resilient import retrying

        clients = redis_conn.connect(settings, retry=retrying())
        archive = None
        if settings.database_url:
            from shared import archive as archive_module

            archive = archive_module.Archive(settings.database_url, timeout=2.0)
        Matcher(settings, clients.store, clients.queue, archive).run(stop)

    threading.Thread(target=run, name="matcher", daemon=True).start()
    return stop
