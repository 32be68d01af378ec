"""The game store: game documents in Redis, changed only by compare-and-set.

Keys of one game share the hash tag ``{<game id>}`` so that every script
touches a single slot (Redis Cluster friendly):

* ``game:{ID}``          hash: ``doc`` (the game document, JSON) and ``version``
* ``game:{ID}:log``      list: one JSON history entry per version (index = version - 1)
* ``game:{ID}:idem:KEY`` string: which version an idempotent request made
* channel ``game:{ID}:events`` carries the new version after every change

Each tenant (``_`` without tenants) has a listing index under the hash tag
``{tenant:T}`` (``index_keys``): games by time of last change, when each
expires, and a small summary of each; and, per owner (the tenant, or a
client address without tenants), its waiting and active games
(``live_key``), which ``max_live_games`` caps: a creation counts them and
adds itself in one step.

On a single Redis every change is one Lua script run: it checks the
expected version, writes the document, appends the history entries, stores
the idempotency record, updates the tenant's index and feed and publishes the
new version, all at once or not at all.

On a Redis Cluster (``shared/redis_conn.py``) the game's keys and its
tenant's keys are in different slots, and no script may touch both. A change
is then three script runs, each in one slot:

1. the game slot, atomically: the compare-and-set as above, plus the tenant
   side of the change (summary, feed events) put in the game's **outbox**
   ``game:{ID}:outbox`` (hash: version -> JSON), and the publication;
2. the tenant slot: the outbox's entries applied in version order, each only
   if the index does not hold that version of the game or a later one yet
   (so applying twice does no harm);
3. the game slot: the applied entries taken out of the outbox.

A process that dies between 1 and 3 leaves entries in the outbox: the next
change of the game forwards them first (step 1 returns everything pending),
and the worker's maintenance forwards those of games that do not change
again (``forward_outboxes``). Until then the game itself is complete; only
its listing entry and feed events lag.

``REDIS_WAIT_REPLICAS``: each change is followed by ``WAIT`` on the
connection that made it, and is acknowledged only when that many replicas
hold it (``ReplicationLag`` otherwise).
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

import redis

from shared import fastjson, feed, gamedoc, redis_conn
from shared.gamedoc import GameDoc
from shared.games import GAMES

# Shared by both writing scripts: keeps the game's tenant index in step with
# the game. KEYS: order zset (score = time of the last change), expiry zset
# (score = when the game's keys expire), summaries hash (id -> summary JSON),
# and the owner's live games (zset: the games not over, score = when their
# keys expire), which the cap on live games counts. Entries of games that
# have expired are pruned on every write, and the index keys live as long as
# the longest-lived game could (``index_ttl``).
_INDEX = """
local function now_us()
  local t = redis.call('TIME')
  -- microseconds: unique per write in practice (and exact in a double)
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end

-- The owner's live games whose keys have not expired. Read only: a script's first
-- write must be one Redis refuses when it is out of memory (HSET, ZADD), since
-- later writes of a script that has written are let through.
local function live_count(live)
  return redis.call('ZCOUNT', live, '(' .. now_us(), '+inf')
end

local function index_game(order, expiry, summaries, live, id, summary, ttl, index_ttl, is_live)
  local now = now_us()
  redis.call('ZADD', order, now, id)
  redis.call('HSET', summaries, id, summary)
  if ttl > 0 then
    redis.call('ZADD', expiry, now + ttl * 1000000, id)
  else
    redis.call('ZREM', expiry, id)
  end
  if not is_live then
    redis.call('ZREM', live, id)
  elseif ttl > 0 then
    redis.call('ZADD', live, now + ttl * 1000000, id)
  else
    redis.call('ZADD', live, '+inf', id)
  end
  redis.call('ZREMRANGEBYSCORE', live, '-inf', now)
  local gone = redis.call('ZRANGEBYSCORE', expiry, '-inf', now, 'LIMIT', 0, 64)
  for _, old in ipairs(gone) do
    redis.call('ZREM', order, old)
    redis.call('ZREM', expiry, old)
    redis.call('HDEL', summaries, old)
  end
  for _, key in ipairs({order, expiry, summaries, live}) do
    if index_ttl > 0 then redis.call('EXPIRE', key, index_ttl) else redis.call('PERSIST', key) end
  end
end
"""

# Shared by both writing scripts: appends a change's feed events (JSON lines)
# to the tenant's stream, trims it by length and age, keeps the stream key no
# longer than its retention, and wakes the feed's live followers.
_FEED = """
local function append_events(feed, lines, max_events, retention_s)
  local last = nil
  for line in string.gmatch(lines, '[^\\n]+') do
    last = redis.call('XADD', feed, 'MAXLEN', '~', max_events, '*', 'e', line)
  end
  if last == nil then return end
  local t = redis.call('TIME')
  redis.call('XTRIM', feed, 'MINID', '~', (tonumber(t[1]) - retention_s) * 1000)
  redis.call('EXPIRE', feed, retention_s)
  redis.call('PUBLISH', feed .. ':live', last)
end
"""

# KEYS: doc hash, log list, index order, index expiry, index summaries, owner's live
#       games, feed
# ARGV: doc, version, created entry, ttl, summary, index ttl, game id, events,
#       feed max events, feed retention, live ('1' or ''), cap on live games (0 = none),
#       tenant (the owner, a field of its own: compared before the document is decoded)
# Returns 1 (created), 0 (the id is taken) or -1 (the owner is at the cap): the
# count and the creation are one step, so concurrent creations never overshoot.
_CREATE = _INDEX + _FEED + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local is_live = ARGV[11] == '1'
local cap = tonumber(ARGV[12])
if is_live and cap > 0 and live_count(KEYS[6]) >= cap then return -1 end
redis.call('HSET', KEYS[1], 'doc', ARGV[1], 'version', ARGV[2], 'tenant', ARGV[13])
redis.call('RPUSH', KEYS[2], ARGV[3])
local ttl = tonumber(ARGV[4])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
end
index_game(KEYS[3], KEYS[4], KEYS[5], KEYS[6], ARGV[7], ARGV[5], ttl, tonumber(ARGV[6]),
           is_live)
append_events(KEYS[7], ARGV[8], tonumber(ARGV[9]), tonumber(ARGV[10]))
return 1
"""

# KEYS: doc hash, log list, idempotency record, index order, index expiry, index summaries,
#       owner's live games, feed
# ARGV: expected version, new doc, new version, ttl, idempotency record ('' = none),
#       idempotency ttl, channel, summary, index ttl, game id, events, feed max events,
#       feed retention, live ('1' or ''), tenant, entries...
_COMPARE_AND_SET = _INDEX + _FEED + """
local current = redis.call('HGET', KEYS[1], 'version')
if current == false then return {-1, ''} end
if current ~= ARGV[1] then return {0, current} end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'version', ARGV[3], 'tenant', ARGV[15])
for i = 16, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
local ttl = tonumber(ARGV[4])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
else
  redis.call('PERSIST', KEYS[1])
  redis.call('PERSIST', KEYS[2])
end
if ARGV[5] ~= '' then
  redis.call('SET', KEYS[3], ARGV[5], 'EX', tonumber(ARGV[6]))
end
index_game(KEYS[4], KEYS[5], KEYS[6], KEYS[7], ARGV[10], ARGV[8], ttl, tonumber(ARGV[9]),
           ARGV[14] == '1')
append_events(KEYS[8], ARGV[11], tonumber(ARGV[12]), tonumber(ARGV[13]))
redis.call('PUBLISH', ARGV[7], ARGV[3])
return {1, ARGV[3]}
"""

# KEYS: feed. ARGV: events (JSON lines), feed max events, feed retention.
# Events that change no game (a clock's warning).
_APPEND_EVENTS = _FEED + """
append_events(KEYS[1], ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]))
return 1
"""

_DELETE = """
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('HDEL', KEYS[5], ARGV[1])
redis.call('ZREM', KEYS[6], ARGV[1])
return 1
"""


# Cluster mode, step 1 (game slot). KEYS: doc hash, log list, idempotency record, outbox.
# ARGV: expected version ('' = create: the game must not exist), new doc, new version,
#       ttl, idempotency record ('' = none), idempotency ttl, channel, outbox entry,
#       tenant, entries...
# Returns {1, version, pending outbox entries...}, {0, current} or {-1, ''}.
_GAME_CHANGE = """
if ARGV[1] == '' then
  if redis.call('EXISTS', KEYS[1]) == 1 then return {0, ''} end
else
  local current = redis.call('HGET', KEYS[1], 'version')
  if current == false then return {-1, ''} end
  if current ~= ARGV[1] then return {0, current} end
end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'version', ARGV[3], 'tenant', ARGV[9])
for i = 10, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
redis.call('HSET', KEYS[4], ARGV[3], ARGV[8])
local ttl = tonumber(ARGV[4])
for _, key in ipairs({KEYS[1], KEYS[2], KEYS[4]}) do
  if ttl > 0 then redis.call('EXPIRE', key, ttl) else redis.call('PERSIST', key) end
end
if ARGV[5] ~= '' then
  redis.call('SET', KEYS[3], ARGV[5], 'EX', tonumber(ARGV[6]))
end
if ARGV[1] ~= '' then redis.call('PUBLISH', ARGV[7], ARGV[3]) end
local out = {1, ARGV[3]}
for _, entry in ipairs(redis.call('HVALS', KEYS[4])) do out[#out + 1] = entry end
return out
"""

# Cluster mode, step 2 (tenant slot). KEYS: index order, expiry, summaries, the owner's
# live games, feed.
# ARGV: game id, index ttl, feed max events, feed retention, then outbox entries
# (JSON {v, summary, ttl, events, live, owner}) oldest first. An entry whose version the index
# already holds (or a later one) is skipped: forwarding twice does no harm.
_TENANT_APPLY = _INDEX + _FEED + """
local id = ARGV[1]
for i = 5, #ARGV do
  local entry = cjson.decode(ARGV[i])
  local held = redis.call('HGET', KEYS[3], id)
  if held == false or cjson.decode(held).version < entry.v then
    index_game(KEYS[1], KEYS[2], KEYS[3], KEYS[4], id, entry.summary, entry.ttl,
               tonumber(ARGV[2]), entry.live)
    append_events(KEYS[5], entry.events, tonumber(ARGV[3]), tonumber(ARGV[4]))
  end
end
return 1
"""

# Cluster mode, step 3 (game slot). KEYS: outbox. ARGV: the versions forwarded.
_OUTBOX_DONE = """
redis.call('HDEL', KEYS[1], unpack(ARGV))
return 1
"""

# Cluster mode: a game's delete (game slot; the index entry goes with _UNINDEX).
_DELETE_GAME = """
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
return 1
"""

_UNINDEX = """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
return 1
"""

# Cluster mode, before a creation (tenant slot). KEYS: the owner's live games.
# ARGV: game id, cap, hold (microseconds). Returns 0 when the owner is at the cap,
# 1 when the game is counted already, 2 when a place was taken for it: held for a
# moment, until the creation's index step gives it the game's own expiry (a
# process that dies in between leaves a place that frees itself).
_RESERVE_LIVE = _INDEX + """
local count = live_count(KEYS[1])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if count >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now_us() + tonumber(ARGV[3]), ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], 86400) end
return 2
"""


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


ABANDON_MARGIN = 24 * 3600


def _tenant_field(doc: dict) -> str:
    """The game's owner as its hash stores it beside the document ('' without tenants)."""
    return doc.get("tenant") or ""


def doc_key(game_id: str) -> str:
    return f"game:{{{game_id}}}"


def log_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:log"


def idem_key(game_id: str, key: str) -> str:
    return f"game:{{{game_id}}}:idem:{key}"


def outbox_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:outbox"


def feed_key(tenant: str | None) -> str:
    """The tenant's event stream (``feed.py``); its live channel is this + ``:live``."""
    return f"tenant:{{{tenant or '_'}}}:feed"


def index_keys(tenant: str | None) -> list[str]:
    """The listing index of one tenant (``_`` for a service without tenants):
    its keys share the tenant's hash tag."""
    tag = f"tenant:{{{tenant or '_'}}}"
    return [f"{tag}:games", f"{tag}:expiry", f"{tag}:summaries"]


def live_key(tenant: str | None, owner: str | None) -> str:
    """The waiting and active games of one owner (the tenant with API keys, else
    a client address): what the cap on live games counts. In the tenant's slot."""
    return f"tenant:{{{tenant or '_'}}}:live:{owner or '_'}"


# The games that count against their owner's cap: waiting for players or being
# played. One being scored, or over, grows no more.
LIVE_STATUSES = ("waiting", "active")


def is_live(doc: dict) -> bool:
    return doc["status"] in LIVE_STATUSES


# A place taken on a cluster for a game being created, until its index step.
RESERVE_HOLD_US = 60_000_000


def channel(game_id: str) -> str:
    return f"game:{{{game_id}}}:events"


_dumps = fastjson.dumps


@dataclass
class Page:
    summaries: list[dict]
    cursor: str | None  # where the next page starts, or None at the end


class GameStore:
    """Reads and atomically writes game documents and their tenant's index."""

    def __init__(self, client: redis.Redis, *, active_ttl: int, finished_ttl: int,
                 idempotency_ttl: int = 24 * 3600, feed_retention: int = 24 * 3600,
                 feed_max_events: int = 100_000, wait_replicas: int = 0,
                 wait_timeout_ms: int = 200, max_live_games: int = 0):
        self.redis = client
        self.max_live_games = max(0, max_live_games)
        self.cluster = redis_conn.is_cluster(client)
        self.wait_replicas = wait_replicas
        self.wait_timeout_ms = wait_timeout_ms
        self.feed_retention = feed_retention
        self.feed_max_events = feed_max_events
        self.active_ttl = active_ttl
        self.finished_ttl = finished_ttl
        self.idempotency_ttl = idempotency_ttl
        # An index lives as long as the longest-lived of its games can.
        self.index_ttl = 0 if 0 in (active_ttl, finished_ttl) else max(active_ttl, finished_ttl)
        self._create = client.register_script(_CREATE)
        self._cas = client.register_script(_COMPARE_AND_SET)
        self._delete = client.register_script(_DELETE)
        self._append_events = client.register_script(_APPEND_EVENTS)
        self._game_change = client.register_script(_GAME_CHANGE)
        self._tenant_apply = client.register_script(_TENANT_APPLY)
        self._outbox_done = client.register_script(_OUTBOX_DONE)
        self._delete_game = client.register_script(_DELETE_GAME)
        self._unindex = client.register_script(_UNINDEX)
        self._reserve_live = client.register_script(_RESERVE_LIVE)

    @classmethod
    def configured(cls, client: redis.Redis, settings) -> "GameStore":
        """The store as ``settings`` (``shared.settings.Settings``) configure it."""
        return cls(client, active_ttl=settings.active_game_ttl,
                   finished_ttl=settings.finished_game_ttl,
                   feed_retention=settings.feed_retention,
                   feed_max_events=settings.feed_max_events,
                   wait_replicas=settings.redis_wait_replicas,
                   wait_timeout_ms=settings.redis_wait_timeout_ms,
                   max_live_games=settings.tenant_max_live_games)

    def ttl_for(self, doc: dict) -> int:
        """Games that are over are kept for ``finished_ttl`` seconds; others for
        ``active_ttl`` after their last change (0 = forever), and a day more,
        so that the job that ends an idle game as abandoned finds it first."""
        if doc["status"] in gamedoc.TERMINAL:
            return self.finished_ttl
        return self.active_ttl + ABANDON_MARGIN if self.active_ttl else 0

    def create(self, doc: dict, entry: dict) -> None:
        """Store a new game; VersionConflict if its id is taken, LiveGamesCapped
        if its owner has ``max_live_games`` waiting and active games."""
        rules = GAMES[doc["type"]]
        gamedoc.settle_clock(doc, rules, gamedoc.now_ms())
        if self.cluster:
            self._create_in_cluster(doc, entry, rules)
            return
        created = self._run(
            self._create, doc["id"],
            keys=[doc_key(doc["id"]), log_key(doc["id"]), *index_keys(doc.get("tenant")),
                  _live_key_of(doc), feed_key(doc.get("tenant"))],
            args=[_dumps(doc), doc["version"], _dumps(entry), self.ttl_for(doc),
                  _dumps(gamedoc.summary(doc, rules)), self.index_ttl, doc["id"],
                  _event_lines(doc, [entry], rules), self.feed_max_events, self.feed_retention,
                  "1" if is_live(doc) else "", self.max_live_games, _tenant_field(doc)])
        if created == -1:
            raise LiveGamesCapped(self.max_live_games)
        if not created:
            raise VersionConflict(None)

    def _create_in_cluster(self, doc: dict, entry: dict, rules) -> None:
        """A creation on a cluster: a place among the owner's live games first
        (tenant slot), then the game (its slot), then its index entry."""
        reserved = 0
        if self.max_live_games and is_live(doc):
            reserved = self._reserve_live(keys=[_live_key_of(doc)],
                                          args=[doc["id"], self.max_live_games, RESERVE_HOLD_US])
            if reserved == 0:
                raise LiveGamesCapped(self.max_live_games)
        outcome, _ = self._change_in_cluster("", doc, [entry], None, rules)
        if outcome == 0:
            if reserved == 2:  # the id was taken: give back the place taken for it
                self.redis.zrem(_live_key_of(doc), doc["id"])
            raise VersionConflict(None)

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

    def compare_and_set(self, expected_version: int, doc: dict, entries: list[dict],
                        idempotency: tuple[str, dict] | None = None) -> None:
        """Write ``doc`` (whose ``version`` is the new one) if the stored
        version is still ``expected_version``; else raise VersionConflict.
        ``idempotency``: a per-game record ``(name, record)`` written with it."""
        game_id = doc["id"]
        rules = GAMES[doc["type"]]
        gamedoc.settle_clock(doc, rules, gamedoc.now_ms())  # every change, wherever it is made
        idem_name, idem_record = idempotency or ("", None)
        if self.cluster:
            outcome, current = self._change_in_cluster(expected_version, doc, entries,
                                                       idempotency, rules)
        else:
            outcome, current = self._run(
                self._cas, game_id,
                keys=[doc_key(game_id), log_key(game_id),
                      idem_key(game_id, idem_name) if idem_name else doc_key(game_id) + ":noidem",
                      *index_keys(doc.get("tenant")), _live_key_of(doc),
                      feed_key(doc.get("tenant"))],
                args=[expected_version, _dumps(doc), doc["version"], self.ttl_for(doc),
                      _dumps(idem_record) if idem_name else "", self.idempotency_ttl,
                      channel(game_id), _dumps(gamedoc.summary(doc, rules)),
                      self.index_ttl, game_id, _event_lines(doc, entries, rules),
                      self.feed_max_events, self.feed_retention, "1" if is_live(doc) else "",
                      _tenant_field(doc),
                      *[_dumps(e) for e in entries]])
        if outcome == -1:
            raise GameNotFound(game_id)
        if outcome == 0:
            raise VersionConflict(int(current))

    def _run(self, script, game_id: str, keys: list, args: list):
        """Run a writing script in ``game_id``'s slot; with ``wait_replicas``,
        on one connection followed by ``WAIT`` (which counts the replicas that
        have that connection's writes)."""
        if not self.wait_replicas:
            return script(keys=keys, args=args)
        for attempt in range(3):
            connection = (self.redis.get_node_from_key(doc_key(game_id)).redis_connection
                          if self.cluster else self.redis)
            pipe = connection.pipeline(transaction=False)
            script(keys=keys, args=args, client=pipe)
            pipe.execute_command("WAIT", self.wait_replicas, self.wait_timeout_ms)
            try:
                result, acked = pipe.execute()
            except redis.exceptions.MovedError:  # a failover moved the slot: nothing ran
                if attempt == 2:
                    raise
                self.redis.nodes_manager.initialize()
                continue
            except (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError):
                # It may have run: no retry here. On a cluster, learn the slots anew
                # (a failover may be under way) so that the next call finds the primary.
                if self.cluster:
                    try:
                        self.redis.nodes_manager.initialize()
                    except redis.exceptions.RedisError:
                        pass
                raise
            if acked < self.wait_replicas:
                raise ReplicationLag(f"{acked} of {self.wait_replicas} replicas confirmed "
                                     f"the change of game {game_id} in time")
            return result

    def _change_in_cluster(self, expected, doc: dict, entries: list[dict],
                           idempotency: tuple[str, dict] | None, rules) -> tuple[int, str]:
        """A change on a cluster: the game slot, then the tenant slot (see the top)."""
        game_id = doc["id"]
        idem_name, idem_record = idempotency or ("", None)
        ttl = self.ttl_for(doc)
        pending = _dumps({"v": doc["version"],
                          "summary": _dumps(gamedoc.summary(doc, rules)).decode(),
                          "ttl": ttl, "events": _event_lines(doc, entries, rules).decode(),
                          "live": is_live(doc), "owner": doc.get("owner")})
        outcome, current, *outbox = self._run(
            self._game_change, game_id,
            keys=[doc_key(game_id), log_key(game_id),
                  idem_key(game_id, idem_name) if idem_name else doc_key(game_id) + ":noidem",
                  outbox_key(game_id)],
            args=[expected, _dumps(doc), doc["version"], ttl,
                  _dumps(idem_record) if idem_name else "", self.idempotency_ttl,
                  channel(game_id), pending, _tenant_field(doc), *[_dumps(e) for e in entries]])
        if outcome == 1:
            self._forward(game_id, doc.get("tenant"), outbox)
        return outcome, current.decode() if isinstance(current, bytes) else current

    def _forward(self, game_id: str, tenant: str | None, outbox: list) -> None:
        """Steps 2 and 3 of a cluster change: apply the outbox entries to the tenant's
        index and feed, then take them out of the outbox."""
        entries = sorted((fastjson.loads(e) for e in outbox), key=lambda e: e["v"])
        if not entries:
            return
        for entry in entries:  # entries written before the cap counted live games
            entry.setdefault("live", False)
        live = live_key(tenant, entries[-1].get("owner"))
        self._tenant_apply(keys=[*index_keys(tenant), live, feed_key(tenant)],
                           args=[game_id, self.index_ttl, self.feed_max_events,
                                 self.feed_retention, *[_dumps(e) for e in entries]])
        self._outbox_done(keys=[outbox_key(game_id)], args=[e["v"] for e in entries])

    def forward_outboxes(self, tenant_of=None) -> int:
        """Cluster only: forward the outbox entries a crash left behind (games
        that did not change again since); the number of games forwarded. Run
        by the worker's maintenance."""
        if not self.cluster:
            return 0
        forwarded = 0
        for node in self.redis.get_primaries():
            for key in node.redis_connection.scan_iter(match="game:{*}:outbox", count=1000):
                game_id = key.decode()[len("game:{"):-len("}:outbox")]
                outbox = self.redis.hvals(key)
                if not outbox:
                    continue
                try:
                    tenant = self.load(game_id).doc.get("tenant")
                except GameNotFound:
                    self.redis.delete(key)
                    continue
                self._forward(game_id, tenant, outbox)
                forwarded += 1
        return forwarded

    def add_events(self, tenant: str | None, events: list[dict]) -> None:
        """Feed events that go with no change of a game (``feed.py``)."""
        self._append_events(keys=[feed_key(tenant)],
                            args=[b"\n".join(_dumps(e) for e in events), self.feed_max_events,
                                  self.feed_retention])

    def history(self, game_id: str, after_version: int = 0, limit: int = 100) -> list[dict]:
        """History entries with version > after_version, oldest first."""
        raw = self.redis.lrange(log_key(game_id), after_version, after_version + limit - 1)
        return [fastjson.loads(r) for r in raw]

    def delete(self, game_id: str, tenant: str | None, owner: str | None = None) -> None:
        if self.cluster:
            self._delete_game(keys=[doc_key(game_id), log_key(game_id), outbox_key(game_id)])
            self._unindex(keys=[*index_keys(tenant), live_key(tenant, owner)], args=[game_id])
            return
        self._delete(keys=[doc_key(game_id), log_key(game_id), *index_keys(tenant),
                           live_key(tenant, owner)], args=[game_id])

    def idempotency_record(self, game_id: str, name: str) -> dict | None:
        raw = self.redis.get(idem_key(game_id, name))
        return None if raw is None else fastjson.loads(raw)

    # -- listing ---------------------------------------------------------------

    def list_games(self, tenant: str | None, *, limit: int, cursor: str | None = None,
                   since_us: int | None = None, accept=lambda summary: True,
                   scan_budget: int = 1000) -> Page:
        """Summaries of ``tenant``'s games, most recently changed first.

        ``accept`` filters; at most ``scan_budget`` index entries are read per
        call, so a rare filter answers a short page with a cursor to go on
        rather than a slow request."""
        order, expiry, summaries = index_keys(tenant)
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
            ids = [m for m, _ in batch]
            pipe = self.redis.pipeline(transaction=False)
            pipe.hmget(summaries, ids)
            pipe.zmscore(expiry, ids)
            raw_summaries, expiries = pipe.execute()
            for (game_id, score), raw, expires in zip(batch, raw_summaries, expiries):
                scanned += 1
                top, after_id = score, game_id
                if raw is None or (expires is not None and expires <= now_us):
                    continue  # the game is gone; its entry is pruned on the next write
                summary = fastjson.loads(raw)
                if accept(summary):
                    found.append(summary)
                    if len(found) == limit:
                        break
                if scanned >= scan_budget:
                    break
        return Page(found, _encode_cursor(top, after_id))


def _live_key_of(doc: dict) -> str:
    return live_key(doc.get("tenant"), doc.get("owner"))


def _event_lines(doc: dict, entries: list[dict], rules) -> bytes:
    """The change's feed events as JSON lines (compact JSON has no newline)."""
    return b"\n".join(_dumps(event) for event in feed.events_for(doc, entries, rules))


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
