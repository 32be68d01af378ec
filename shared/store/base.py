"""What every game store shares: reads, listing, the write API and its errors.

The implementations (``redis_single.py``, ``redis_cluster.py``) differ only
in how a write reaches Redis; ``GameStore(client, ...)`` is the one that fits
``client``. Layout of a game's keys (``keys.py``):

* ``game:{ID}``          hash: ``doc`` (the game document, JSON), ``version``, ``tenant``
* ``game:{ID}:log``      list: one JSON history entry per version (index = version - 1)
* ``game:{ID}:idem:KEY`` string: which version an idempotent request made
* ``game:{ID}:analysis:LEVEL`` string: the analysis of the ended game (JSON)
* channel ``game:{ID}:events`` carries the new version after every change

Each tenant (``_`` without tenants) has a listing index under the hash tag
``{tenant:T}`` (``index_keys``): games by time of last change, when each
expires, and a small summary of each; and, per owner (the tenant, or a
client address without tenants), its waiting and active games
(``live_key``), which ``max_live_games`` caps: a creation counts them and
adds itself in one step.

``With ``archive`` (``DATABASE_URL`` set), a change that leaves a game over
(finished, cancelled, expired, abandoned) also puts the game in the archive
outbox, in the same script: ``archive:outbox`` (zset: id by the end, ms) on a
single Redis, the game's own ``game:{ID}:archive`` on a cluster. The game's
keys are kept (no expiry) until a worker has archived it and taken it out
(``archive_done``), so Redis cannot drop a game the archive does not hold yet.

``REDIS_WAIT_REPLICAS``: each change is followed by ``WAIT`` on the
connection that made it, and is acknowledged only when that many replicas
hold it (``ReplicationLag`` otherwise).
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

import redis

from shared import fastjson, feed, gamedoc, redis_conn
from shared.gamedoc import GameDoc
from shared.games import GAMES

from . import scripts
from .keys import analysis_key, doc_key, feed_key, idem_key, index_keys, log_key

_APPEND_EVENTS = scripts.source("append_events", "feed")


class ReplicationLag(redis.exceptions.TimeoutError):
    """A change was made but fewer replicas than configured confirmed it in time
    (a Redis timeout: the API answers 503; the change may have been applied)."""


class VersionConflict(Exception):
    """The game changed since it was read (someone else's move won)."""

    def __init__(self, current: int | None):
        super().__init__(f"game is at version {current}")
        self.current = current


class GameNotFound(Exception):
    pass


class LiveGamesCapped(Exception):
    """The owner has as many waiting and active games as allowed (``max_live_games``)."""

    def __init__(self, limit: int):
        super().__init__(f"at most {limit} live games")
        self.limit = limit


@dataclass
class Loaded:
    doc: dict
    version: int
    # An ended game read from the archive (Redis no longer has it): its whole
    # history, oldest first. None for a game in Redis.
    history: list[dict] | None = None

    @property
    def archived(self) -> bool:
        return self.history is not None


@dataclass
class Page:
    summaries: list[dict]
    cursor: str | None  # where the next page starts, or None at the end


ABANDON_MARGIN = 24 * 3600

# The games that count against their owner's cap: waiting for players or being
# played. One being scored, or over, grows no more.
LIVE_STATUSES = ("waiting", "active")

# What a write script answers (``outcome``): applied, the version moved on (or a new
# game's id is taken), no such game; and, for a change that creates a game too,
# the new id taken or its owner at the cap.
APPLIED, CONFLICT, MISSING, TAKEN, CAPPED = 1, 0, -1, -2, -3

_dumps = fastjson.dumps


def is_live(doc: dict) -> bool:
    return doc["status"] in LIVE_STATUSES


def tenant_field(doc: dict) -> str:
    """The game's owner as its hash stores it beside the document ('' without tenants)."""
    return doc.get("tenant") or ""


def event_lines(doc: dict, entries: list[dict], rules) -> bytes:
    """The change's feed events as JSON lines (compact JSON has no newline)."""
    return b"\n".join(_dumps(event) for event in feed.events_for(doc, entries, rules))


@dataclass(frozen=True)
class RatedFinish:
    """What the archive step writes of a rated game (``archive_done``)."""

    doc: dict  # the game as archived
    entry: dict  # its ``finished`` history entry, with ``ratings``
    rules: object  # its ``GameRules``

    @property
    def index(self) -> int:
        """The entry's place in the game's log (one entry per version, from 1)."""
        return self.entry["version"] - 1

    def events(self) -> bytes:
        return event_lines(self.doc, [self.entry], self.rules)


class GameStore:
    """Reads and atomically writes game documents and their tenant's index."""

    cluster = False
    #: attribute name -> Lua source, registered on the client by ``__init__``
    SCRIPTS: ClassVar[dict[str, str]] = {}

    def __new__(cls, client: redis.Redis, **settings):
        # GameStore(...) itself: the implementation that fits the client
        return super().__new__(_implementation(client) if cls is GameStore else cls)

    def __init__(self, client: redis.Redis, *, active_ttl: int, finished_ttl: int,
                 idempotency_ttl: int = 24 * 3600, feed_retention: int = 24 * 3600,
                 feed_max_events: int = 100_000, wait_replicas: int = 0,
                 wait_timeout_ms: int = 200, max_live_games: int = 0, archive: bool = False):
        self.redis = client
        self.archive = archive
        self.max_live_games = max(0, max_live_games)
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self.feed_retention = feed_retention
        self.feed_max_events = feed_max_events
        self.active_ttl = active_ttl
        self.finished_ttl = finished_ttl
        self.idempotency_ttl = idempotency_ttl
        # An index lives as long as the longest-lived of its games can.
        self.index_ttl = 0 if 0 in (active_ttl, finished_ttl) else max(active_ttl, finished_ttl)
        self._append_events = client.register_script(_APPEND_EVENTS)
        for name, source in self.SCRIPTS.items():
            setattr(self, name, client.register_script(source))

    @classmethod
    def configured(cls, client: redis.Redis, settings) -> GameStore:
        """The store as ``settings`` (``shared.settings.Settings``) configure it."""
        return cls(client, active_ttl=settings.active_game_ttl,
                   finished_ttl=settings.finished_game_ttl,
                   feed_retention=settings.feed_retention,
                   feed_max_events=settings.feed_max_events,
                   wait_replicas=settings.redis_wait_replicas,
                   wait_timeout_ms=settings.redis_wait_timeout_ms,
                   max_live_games=settings.tenant_max_live_games,
                   archive=bool(settings.database_url))

    def ttl_for(self, doc: dict) -> int:
        """Games that are over are kept for ``finished_ttl`` seconds; others for
        ``active_ttl`` after their last change (0 = forever), and a day more,
        so that the job that ends an idle game as abandoned finds it first."""
        if doc["status"] in gamedoc.TERMINAL:
            return self.finished_ttl
        return self.active_ttl + ABANDON_MARGIN if self.active_ttl else 0

    def archive_arg(self, doc: dict) -> str:
        """What a change's script is told of the archive: when the game ended (ms)
        if it is over (it goes to the archive outbox), '' while it goes on."""
        if not self.archive or doc["status"] not in gamedoc.TERMINAL:
            return ""
        ended = datetime.fromisoformat(gamedoc.ended_at(doc).replace("Z", "+00:00"))
        return str(int(ended.timestamp() * 1000))

    # -- writes ----------------------------------------------------------------

    def create(self, doc: dict, entry: dict) -> None:
        """Store a new game; VersionConflict if its id is taken, LiveGamesCapped
        if its owner has ``max_live_games`` waiting and active games."""
        rules = _settled(doc)
        self._create(doc, entry, rules)

    def compare_and_set(self, expected_version: int, doc: dict, entries: list[dict],
                        idempotency: tuple[str, dict] | None = None,
                        creates: tuple[dict, dict] | None = None) -> None:
        """Write ``doc`` (whose ``version`` is the new one) if the stored
        version is still ``expected_version``; else raise VersionConflict
        (GameNotFound if the game is gone).

        ``idempotency``: a per-game record ``(name, record)`` written with it.
        ``creates``: a new game ``(doc, first entry)`` made with the change (a
        rematch), both or neither as far as the implementation can (see
        ``_change_and_create``); LiveGamesCapped if its owner is at the cap.
        Its id must be the same on every try of the change."""
        rules = _settled(doc)
        if creates is None:
            outcome, current = self._change(expected_version, doc, entries, idempotency, rules)
        else:
            outcome, current = self._change_and_create(expected_version, doc, entries,
                                                       idempotency, rules, creates,
                                                       _settled(creates[0]))
        self._refuse(outcome, current, doc["id"])

    def _refuse(self, outcome: int, current, game_id: str) -> None:
        """Raise what a write script's ``outcome`` means, unless it applied."""
        if outcome == MISSING:
            raise GameNotFound(game_id)
        if outcome == CONFLICT:
            raise VersionConflict(int(current))
        if outcome == TAKEN:
            raise VersionConflict(None)
        if outcome == CAPPED:
            raise LiveGamesCapped(self.max_live_games)

    # What the implementations write; each raises or returns as documented above.
    def _create(self, doc: dict, entry: dict, rules) -> None:
        raise NotImplementedError

    def _change(self, expected, doc: dict, entries: list[dict],
                idempotency: tuple[str, dict] | None, rules) -> tuple[int, str]:
        """One change of one game: ``(outcome, current version)``."""
        raise NotImplementedError

    def _change_and_create(self, expected, doc: dict, entries: list[dict],
                           idempotency: tuple[str, dict] | None, rules,
                           creates: tuple[dict, dict], created_rules) -> tuple[int, str]:
        raise NotImplementedError

    def delete(self, game_id: str, tenant: str | None, owner: str | None = None) -> None:
        raise NotImplementedError

    # -- the archive outbox (``with archive``) ---------------------------------

    #: How often the sweep of the archive outbox may run (seconds): a cheap range
    #: read on a single Redis, a scan of every primary's keys on a cluster.
    archive_sweep_seconds = 5

    def archive_pending(self, ended_before_ms: int, limit: int) -> list[str]:
        """Ids of games in the archive outbox that ended before ``ended_before_ms``."""
        raise NotImplementedError

    def archive_done(self, game_id: str, rated: RatedFinish | None = None) -> None:
        """The game is archived: out of the outbox, its keys expiring from now on
        (``finished_ttl``) like any game that is over. ``rated``: a rated game's
        ``finished`` entry with the ratings it moved, written into its history and
        announced (``game_finished`` in the feed) by the same step, so once."""
        raise NotImplementedError

    def forward_outboxes(self, tenant_of=None) -> int:
        """Cluster only: forward the outbox entries a crash left behind (games
        that did not change again since); the number of games forwarded. Run
        by the worker's maintenance."""
        return 0

    def add_events(self, tenant: str | None, events: list[dict]) -> None:
        """Feed events that go with no change of a game (``feed.py``)."""
        self._append_events(keys=[feed_key(tenant)],
                            args=[b"\n".join(_dumps(e) for e in events), self.feed_max_events,
                                  self.feed_retention])

    def drop_events(self, tenant: str | None, drop) -> int:
        """Delete the tenant's feed events for which ``drop(event)`` holds (a
        player's data deleted); how many. Ids of the others stay as they were."""
        key, dropped, start = feed_key(tenant), 0, "-"
        while True:
            batch = self.redis.xrange(key, min=start, count=1000)
            doomed = [event_id for event_id, fields in batch
                      if drop(fastjson.loads(fields[b"e"]))]
            if doomed:
                dropped += self.redis.xdel(key, *doomed)
            if len(batch) < 1000:
                return dropped
            start = "(" + batch[-1][0].decode()

    def forget_in_history(self, game_id: str, player: str, tombstone: str) -> None:
        """The tombstone in place of ``player`` in the ratings a game's history keeps
        (a rated game's ``finished`` entry). Entries are rewritten in place: only
        this one field of theirs ever changes, and only so."""
        log = log_key(game_id)
        for index, raw in enumerate(self.redis.lrange(log, 0, -1)):
            entry = fastjson.loads(raw)
            changes = entry.get("ratings") or ()
            if any(change.get("player") == player for change in changes):
                for change in changes:
                    if change.get("player") == player:
                        change["player"] = tombstone
                self.redis.lset(log, index, _dumps(entry))

    def _idempotency_args(self, game_id: str, idempotency: tuple[str, dict] | None) -> tuple:
        """The per-game idempotency record's key, value ('' = none) and ttl. Without
        a record the key is a placeholder in the game's slot, never written."""
        if idempotency is None:
            return doc_key(game_id) + ":noidem", "", self.idempotency_ttl
        name, record = idempotency
        return idem_key(game_id, name), _dumps(record), self.idempotency_ttl

    def _run(self, script, game_id: str, keys: list, args: list):
        """Run a writing script in ``game_id``'s slot; with ``wait_replicas``,
        on one connection followed by ``WAIT`` (which counts the replicas that
        have that connection's writes)."""
        if not self.wait_replicas:
            return script(keys=keys, args=args)
        for attempt in range(3):
            pipe = self._connection_for(game_id).pipeline(transaction=False)
            script(keys=keys, args=args, client=pipe)
            pipe.execute_command("WAIT", self.wait_replicas, self.wait_timeout_ms)
            try:
                result, acked = pipe.execute()
            except redis.exceptions.MovedError:  # a failover moved the slot: nothing ran
                if attempt == 2:
                    raise
                self._learn_slots()
                continue
            except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError):
                # It may have run: no retry here. On a cluster, learn the slots anew
                # (a failover may be under way) so that the next call finds the primary.
                try:
                    self._learn_slots()
                except redis.exceptions.RedisError:
                    pass
                raise
            if acked < self.wait_replicas:
                raise ReplicationLag(f"{acked} of {self.wait_replicas} replicas confirmed "
                                     f"the change of game {game_id} in time")
            return result

    def _connection_for(self, game_id: str) -> redis.Redis:
        """The connection whose writes ``WAIT`` counts: the game's primary."""
        return self.redis

    def _learn_slots(self) -> None:
        """After a failover: where the slots are now (nothing to learn on one Redis)."""

    # -- reads -----------------------------------------------------------------

    def load(self, game_id: str) -> Loaded:
        raw = self.redis.hget(doc_key(game_id), "doc")
        if raw is None:
            raise GameNotFound(game_id)
        doc = GameDoc(fastjson.loads(raw))
        return Loaded(doc=doc, version=doc["version"])

    def load_for(self, game_id: str, tenant: str | None) -> Loaded:
        """The game if it belongs to ``tenant``, else GameNotFound. The owner is a
        field of its own, read in the same call as the document and compared
        before the document is decoded: another tenant's game costs what a
        missing one does, so its existence does not show in the time taken."""
        raw, owner = self.redis.hmget(doc_key(game_id), "doc", "tenant")
        if raw is None or (owner is not None and owner.decode() != (tenant or "")):
            raise GameNotFound(game_id)
        doc = GameDoc(fastjson.loads(raw))
        if doc.get("tenant") != tenant:  # stored before the owner had a field of its own
            raise GameNotFound(game_id)
        return Loaded(doc=doc, version=doc["version"])

    def version(self, game_id: str) -> int | None:
        raw = self.redis.hget(doc_key(game_id), "version")
        return None if raw is None else int(raw)

    def history(self, game_id: str, after_version: int = 0, limit: int = 100) -> list[dict]:
        """History entries with version > after_version, oldest first."""
        raw = self.redis.lrange(log_key(game_id), after_version, after_version + limit - 1)
        return [fastjson.loads(r) for r in raw]

    def save_analysis(self, game_id: str, level: str, analysis: dict) -> bool:
        """Keep an ended game's analysis beside it, for as long as the game is
        kept (a game waiting for the archive has no expiry yet: then as long as
        a game that is over, ``finished_ttl``); False if the game is gone."""
        ttl_ms = self.redis.pttl(doc_key(game_id))
        if ttl_ms == -2:
            return False
        if ttl_ms < 0:
            ttl_ms = self.finished_ttl * 1000 or None
        self.redis.set(analysis_key(game_id, level), fastjson.dumps(analysis), px=ttl_ms)
        return True

    def analysis(self, game_id: str, level: str) -> dict | None:
        raw = self.redis.get(analysis_key(game_id, level))
        return None if raw is None else fastjson.loads(raw)

    def idempotency_record(self, game_id: str, name: str) -> dict | None:
        raw = self.redis.get(idem_key(game_id, name))
        return None if raw is None else fastjson.loads(raw)

    # -- listing ---------------------------------------------------------------

    def listed(self, tenant: str | None, ids: list[str],
               now_us: int | None = None) -> list[dict | None]:
        """The summary of each of ``tenant``'s games ``ids`` as the listing shows it
        now, None for a game it does not show (gone, expired, never there)."""
        if not ids:
            return []
        _, expiry, summaries = index_keys(tenant)
        if now_us is None:
            seconds, micros = self.redis.time()
            now_us = seconds * 1_000_000 + micros
        pipe = self.redis.pipeline(transaction=False)
        pipe.hmget(summaries, ids)
        pipe.zmscore(expiry, ids)
        raw_summaries, expiries = pipe.execute()
        return [None if raw is None or (expires is not None and expires <= now_us)
                else fastjson.loads(raw) for raw, expires in zip(raw_summaries, expiries)]

    def list_games(self, tenant: str | None, *, limit: int, cursor: str | None = None,
                   since_us: int | None = None, accept=lambda summary: True,
                   scan_budget: int = 1000) -> Page:
        """Summaries of ``tenant``'s games, most recently changed first.

        ``accept`` filters; at most ``scan_budget`` index entries are read per
        call, so a rare filter answers a short page with a cursor to go on
        rather than a slow request."""
        order = index_keys(tenant)[0]
        seconds, micros = self.redis.time()
        now_us = seconds * 1_000_000 + micros
        top, after_id = _decode_cursor(cursor)
        bottom = since_us if since_us is not None else "-inf"
        found: list[dict] = []
        scanned = 0
        while len(found) < limit and scanned < scan_budget:
            batch = self.redis.zrevrangebyscore(order, top, bottom, start=0,
                                                num=min(200, scan_budget - scanned) + 1,
                                                withscores=True)
            batch = [(m.decode(), int(sc)) for m, sc in batch]
            if after_id is not None:  # skip what the last page already gave
                batch = [(m, sc) for m, sc in batch if not (sc == top and m >= after_id)]
            if not batch:
                return Page(found, None)
            listed = self.listed(tenant, [m for m, _ in batch], now_us)
            for (game_id, score), summary in zip(batch, listed):
                scanned += 1
                top, after_id = score, game_id
                if summary is None:
                    continue  # the game is gone; its entry is pruned on the next write
                if accept(summary):
                    found.append(summary)
                    if len(found) == limit:
                        break
                if scanned >= scan_budget:
                    break
        return Page(found, _encode_cursor(top, after_id))


def _implementation(client: redis.Redis) -> type[GameStore]:
    # imported here: the implementations import this module
    from .redis_cluster import ClusterStore  # noqa: PLC0415
    from .redis_single import SingleRedisStore  # noqa: PLC0415

    return ClusterStore if redis_conn.is_cluster(client) else SingleRedisStore


def _settled(doc: dict):
    """Settle the game's clock as it is written (every write, wherever it is made);
    its rules."""
    rules = GAMES[doc["type"]]
    gamedoc.settle_clock(doc, rules, gamedoc.now_ms())
    return rules


def _encode_cursor(score, game_id: str | None) -> str | None:
    if game_id is None:
        return None
    return base64.urlsafe_b64encode(f"{score}:{game_id}".encode()).decode().rstrip("=")


def _decode_cursor(cursor: str | None) -> tuple:
    """``(top score, last id)`` of a cursor; ``("+inf", None)`` for the first page.
    Raises ValueError on a cursor this store did not make."""
    if cursor is None:
        return "+inf", None
    raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    score, _, game_id = raw.partition(":")
    if not score.isdigit() or not game_id or len(game_id) > 64:
        raise ValueError("not a cursor")
    return int(score), game_id
