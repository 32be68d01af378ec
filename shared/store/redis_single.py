"""The game store on a single Redis: every write is one Lua script run.

A change checks the expected version, writes the document, appends the
history entries, stores the idempotency record, updates the tenant's index
and feed and publishes the new version, all at once or not at all. A change
that creates a game too (a rematch) is one script run as well.
"""

from __future__ import annotations

from typing import ClassVar

from shared import gamedoc

from . import scripts
from .base import (CONFLICT, GameStore, LiveGamesCapped, RatedFinish, VersionConflict, _dumps,
                   event_lines, is_live, tenant_field)
from .keys import (ARCHIVE_OUTBOX, channel, doc_key, feed_key, index_keys, live_key, live_key_of,
                   log_key)

_LIBRARIES = ("index", "feed", "game", "single")


class SingleRedisStore(GameStore):
    SCRIPTS: ClassVar[dict[str, str]] = {
        "_create_script": scripts.source("create", *_LIBRARIES),
        "_cas_script": scripts.source("compare_and_set", *_LIBRARIES),
        "_change_and_create_script": scripts.source("change_and_create", *_LIBRARIES),
        "_delete_script": scripts.source("delete", "index"),
        "_archive_done_script": scripts.source("archive_done", "game", "feed"),
    }

    def _create(self, doc: dict, entry: dict, rules) -> None:
        keys, args = self._creation(doc, entry, rules)
        created = self._run(self._create_script, doc["id"], keys=keys, args=args)
        if created == -1:
            raise LiveGamesCapped(self.max_live_games)
        if created == CONFLICT:
            raise VersionConflict(None)

    def _change(self, expected, doc, entries, idempotency, rules) -> tuple[int, str]:
        keys, args = self._changing(expected, doc, entries, idempotency, rules)
        return self._run(self._cas_script, doc["id"], keys=keys, args=args)

    def _change_and_create(self, expected, doc, entries, idempotency, rules, creates,
                           created_rules) -> tuple[int, str]:
        """Both in one script (change_and_create.lua): a single Redis may touch any key."""
        create_keys, create_args = self._creation(*creates, created_rules)
        keys, args = self._changing(expected, doc, entries, idempotency, rules)
        return self._run(self._change_and_create_script, doc["id"],
                         keys=[*create_keys, *keys], args=[*create_args, *args])

    def _creation(self, doc: dict, entry: dict, rules) -> tuple[list, list]:
        """KEYS and ARGV of a creation (``create_refused`` in single.lua)."""
        keys = [doc_key(doc["id"]), log_key(doc["id"]), *index_keys(doc.get("tenant")),
                live_key_of(doc), feed_key(doc.get("tenant"))]
        args = [_dumps(doc), doc["version"], _dumps(entry), self.ttl_for(doc),
                _dumps(gamedoc.summary(doc, rules)), self.index_ttl, doc["id"],
                event_lines(doc, [entry], rules), self.feed_max_events, self.feed_retention,
                "1" if is_live(doc) else "", self.max_live_games, tenant_field(doc)]
        return keys, args

    def _changing(self, expected, doc: dict, entries: list[dict], idempotency,
                  rules) -> tuple[list, list]:
        """KEYS and ARGV of a change (``change_game`` in single.lua)."""
        game_id = doc["id"]
        idem, record, idem_ttl = self._idempotency_args(game_id, idempotency)
        keys = [doc_key(game_id), log_key(game_id), idem, *index_keys(doc.get("tenant")),
                live_key_of(doc), feed_key(doc.get("tenant")), ARCHIVE_OUTBOX]
        args = [expected, _dumps(doc), doc["version"], self.ttl_for(doc), record, idem_ttl,
                channel(game_id), _dumps(gamedoc.summary(doc, rules)), self.index_ttl,
                game_id, event_lines(doc, entries, rules), self.feed_max_events,
                self.feed_retention, "1" if is_live(doc) else "", tenant_field(doc),
                self.archive_arg(doc), *[_dumps(e) for e in entries]]
        return keys, args

    def delete(self, game_id: str, tenant: str | None, owner: str | None = None) -> None:
        self._delete_script(keys=[doc_key(game_id), log_key(game_id), *index_keys(tenant),
                                  live_key(tenant, owner)], args=[game_id])


    def archive_pending(self, ended_before_ms: int, limit: int) -> list[str]:
        return [m.decode() for m in self.redis.zrangebyscore(
            ARCHIVE_OUTBOX, "-inf", f"({ended_before_ms}", start=0, num=limit)]

    def archive_done(self, game_id: str, rated: RatedFinish | None = None) -> None:
        tenant = rated.doc.get("tenant") if rated else None
        extra = ([rated.index, _dumps(rated.entry), rated.events(), self.feed_max_events,
                  self.feed_retention, channel(game_id)] if rated else [""])
        self._archive_done_script(keys=[ARCHIVE_OUTBOX, doc_key(game_id), log_key(game_id),
                                        feed_key(tenant)],
                                  args=[game_id, self.finished_ttl, *extra])
