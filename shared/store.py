"""The game store: game documents in Redis, changed only by compare-and-set.

Keys of one game share the hash tag ``{<game id>}`` so that every script
touches a single slot (Redis Cluster friendly):

* ``game:{ID}``          hash: ``doc`` (the game document, JSON) and ``version``
* ``game:{ID}:log``      list: one JSON history entry per version (index = version - 1)
* ``game:{ID}:idem:KEY`` string: the stored response of an idempotent POST
* channel ``game:{ID}:events`` carries the new version after every change

Every change is one Lua script run: it checks the expected version, writes
the document, appends the history entries, stores the idempotent response
and publishes the new version, all at once or not at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import redis

from shared.gamedoc import GameDoc

_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'doc', ARGV[1], 'version', ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
local ttl = tonumber(ARGV[4])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  redis.call('EXPIRE', KEYS[2], ttl)
end
return 1
"""

# KEYS: doc hash, log list, idempotency key
# ARGV: expected version, new doc, new version, ttl, idem response ('' = none),
#       idem ttl, channel, entries...
_COMPARE_AND_SET = """
local current = redis.call('HGET', KEYS[1], 'version')
if current == false then return {-1, ''} end
if current ~= ARGV[1] then return {0, current} end
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 'version', ARGV[3])
for i = 8, #ARGV do redis.call('RPUSH', KEYS[2], ARGV[i]) end
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
redis.call('PUBLISH', ARGV[7], ARGV[3])
return {1, ARGV[3]}
"""


class VersionConflict(Exception):
    """The game changed since it was read (someone else's move won)."""

    def __init__(self, current: int | None):
        super().__init__(f"game is at version {current}")
        self.current = current


class GameNotFound(Exception):
    pass


@dataclass
class Loaded:
    doc: dict
    version: int


def doc_key(game_id: str) -> str:
    return f"game:{{{game_id}}}"


def log_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:log"


def idem_key(game_id: str, key: str) -> str:
    return f"game:{{{game_id}}}:idem:{key}"


def channel(game_id: str) -> str:
    return f"game:{{{game_id}}}:events"


def _dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


class GameStore:
    """Reads and atomically writes game documents."""

    def __init__(self, client: redis.Redis, *, active_ttl: int, finished_ttl: int,
                 idempotency_ttl: int = 24 * 3600):
        self.redis = client
        self.active_ttl = active_ttl
        self.finished_ttl = finished_ttl
        self.idempotency_ttl = idempotency_ttl
        self._create = client.register_script(_CREATE)
        self._cas = client.register_script(_COMPARE_AND_SET)

    def ttl_for(self, doc: dict) -> int:
        """Finished and cancelled games are kept for ``finished_ttl`` seconds;
        others for ``active_ttl`` after their last change (0 = forever)."""
        if doc["status"] in ("finished", "cancelled"):
            return self.finished_ttl
        return self.active_ttl

    def create(self, doc: dict, entry: dict) -> None:
        created = self._create(
            keys=[doc_key(doc["id"]), log_key(doc["id"])],
            args=[_dumps(doc), doc["version"], _dumps(entry), self.ttl_for(doc)])
        if not created:
            raise VersionConflict(None)

    def load(self, game_id: str) -> Loaded:
        raw = self.redis.hget(doc_key(game_id), "doc")
        if raw is None:
            raise GameNotFound(game_id)
        doc = GameDoc(json.loads(raw))
        return Loaded(doc=doc, version=doc["version"])

    def version(self, game_id: str) -> int | None:
        raw = self.redis.hget(doc_key(game_id), "version")
        return None if raw is None else int(raw)

    def compare_and_set(self, expected_version: int, doc: dict, entries: list[dict],
                        idempotency: tuple[str, dict] | None = None) -> None:
        """Write ``doc`` (whose ``version`` is the new one) if the stored
        version is still ``expected_version``; else raise VersionConflict."""
        game_id = doc["id"]
        idem_name, idem_body = idempotency or ("", None)
        outcome, current = self._cas(
            keys=[doc_key(game_id), log_key(game_id),
                  idem_key(game_id, idem_name) if idem_name else doc_key(game_id) + ":noidem"],
            args=[expected_version, _dumps(doc), doc["version"], self.ttl_for(doc),
                  _dumps(idem_body) if idem_name else "", self.idempotency_ttl,
                  channel(game_id), *[_dumps(e) for e in entries]])
        if outcome == -1:
            raise GameNotFound(game_id)
        if outcome == 0:
            raise VersionConflict(int(current))

    def history(self, game_id: str, after_version: int = 0, limit: int = 100) -> list[dict]:
        """History entries with version > after_version, oldest first."""
        raw = self.redis.lrange(log_key(game_id), after_version, after_version + limit - 1)
        return [json.loads(r) for r in raw]

    def delete(self, game_id: str) -> None:
        self.redis.delete(doc_key(game_id), log_key(game_id))

    def idempotent_response(self, game_id: str, key: str) -> dict | None:
        raw = self.redis.get(idem_key(game_id, key))
        return None if raw is None else json.loads(raw)

    def remember_response(self, game_id: str, key: str, body: dict) -> None:
        """Store a response outside a compare-and-set (creation requests)."""
        self.redis.set(idem_key(game_id, key), _dumps(body), ex=self.idempotency_ttl)
