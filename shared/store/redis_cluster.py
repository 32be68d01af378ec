"""The game store on a Redis Cluster (``shared/redis_conn.py``).

The game's keys and its tenant's keys are in different slots, and no script
may touch both. A change is then three script runs, each in one slot:

1. the game slot, atomically: the compare-and-set, plus the tenant side of
   the change (summary, feed events) put in the game's **outbox**
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
"""

from __future__ import annotations

from typing import ClassVar

from shared import fastjson, gamedoc

from . import scripts
from .base import (APPLIED, CONFLICT, MISSING, GameNotFound, GameStore, LiveGamesCapped,
                   RatedFinish, VersionConflict, _dumps, event_lines, is_live, tenant_field)
from .keys import (archive_marker, channel, doc_key, feed_key, index_keys, live_key, live_key_of,
                   log_key, outbox_key)

# A place taken among the owner's live games for a game being created, until its
# index step gives it the game's own expiry.
RESERVE_HOLD_US = 60_000_000


class ClusterStore(GameStore):
    cluster = True
    SCRIPTS: ClassVar[dict[str, str]] = {
        "_game_change": scripts.source("game_change", "game"),
        "_tenant_apply": scripts.source("tenant_apply", "index", "feed"),
        "_outbox_done": scripts.source("outbox_done"),
        "_delete_game": scripts.source("delete_game"),
        "_unindex": scripts.source("unindex", "index"),
        "_reserve_live": scripts.source("reserve_live", "index"),
        "_archive_marker_done": scripts.source("archive_marker_done", "game"),
    }
    #: A sweep of the archive markers scans every primary's keys: once a minute.
    archive_sweep_seconds = 60

    def _create(self, doc: dict, entry: dict, rules) -> None:
        """A place among the owner's live games first (tenant slot), then the
        game (its slot), then its index entry."""
        reserved = 0
        if self.max_live_games and is_live(doc):
            reserved = self._reserve_live(keys=[live_key_of(doc)],
                                          args=[doc["id"], self.max_live_games, RESERVE_HOLD_US])
            if reserved == 0:
                raise LiveGamesCapped(self.max_live_games)
        outcome, _ = self._change("", doc, [entry], None, rules)
        if outcome == CONFLICT:
            if reserved == 2:  # the id was taken: give back the place taken for it
                self.redis.zrem(live_key_of(doc), doc["id"])
            raise VersionConflict(None)

    def _change_and_create(self, expected, doc, entries, idempotency, rules, creates,
                           created_rules) -> tuple[int, str]:
        """Two slots, so two steps: the new game, then the change that links it.

        The new game's id is the same on every try of the change, so a try
        that finds it taken goes on with the game an earlier try made (one that
        lost a race, or died before its change): retried, the change links it.
        Until then the new game exists unlinked, never the other way round. If
        the changed game is gone, nothing can link the new game: it goes too."""
        try:
            self._create(*creates, created_rules)
        except VersionConflict:
            pass  # made by an earlier try of this change
        outcome, current = self._change(expected, doc, entries, idempotency, rules)
        if outcome == MISSING:
            new = creates[0]
            self.delete(new["id"], new.get("tenant"), new.get("owner"))
        return outcome, current

    def _change(self, expected, doc, entries, idempotency, rules) -> tuple[int, str]:
        """Step 1 in the game slot, then steps 2 and 3 (see the top)."""
        game_id = doc["id"]
        idem, record, idem_ttl = self._idempotency_args(game_id, idempotency)
        ttl = self.ttl_for(doc)
        pending = _dumps({"v": doc["version"],
                          "summary": _dumps(gamedoc.summary(doc, rules)).decode(),
                          "ttl": ttl, "events": event_lines(doc, entries, rules).decode(),
                          "live": is_live(doc), "owner": doc.get("owner")})
        outcome, current, *outbox = self._run(
            self._game_change, game_id,
            keys=[doc_key(game_id), log_key(game_id), idem, outbox_key(game_id),
                  archive_marker(game_id)],
            args=[expected, _dumps(doc), doc["version"], ttl, record, idem_ttl,
                  channel(game_id), pending, tenant_field(doc), self.archive_arg(doc),
                  *[_dumps(e) for e in entries]])
        if outcome == APPLIED:
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
        """Forward the outbox entries a crash left behind (games that did not
        change again since); the number of games forwarded."""
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

    def archive_pending(self, ended_before_ms: int, limit: int) -> list[str]:
        """The games whose archive marker (``game:{ID}:archive``) is older than
        ``ended_before_ms``: a scan of every primary, as ``forward_outboxes``."""
        found = []
        for node in self.redis.get_primaries():
            connection = node.redis_connection
            keys = list(connection.scan_iter(match="game:{*}:archive", count=1000))
            pipe = connection.pipeline(transaction=False)  # one slot per key: no MGET
            for key in keys:
                pipe.get(key)
            for key, ended in zip(keys, pipe.execute() if keys else []):
                if ended is not None and int(ended) < ended_before_ms:
                    found.append(key.decode()[len("game:{"):-len("}:archive")])
                    if len(found) >= limit:
                        return found
        return found

    def archive_done(self, game_id: str, rated: RatedFinish | None = None) -> None:
        extra = [""]
        if rated:
            version = rated.entry["version"] + 0.5  # after the finish, before what follows
            extra = [rated.index, _dumps(rated.entry), str(version),
                     _dumps({"v": version, "events_only": True,
                             "events": rated.events().decode(),
                             "owner": rated.doc.get("owner")}), channel(game_id)]
        outbox = self._archive_marker_done(
            keys=[archive_marker(game_id), doc_key(game_id), log_key(game_id),
                  outbox_key(game_id)], args=[self.finished_ttl, *extra])
        if rated and outbox:
            self._forward(game_id, rated.doc.get("tenant"), outbox)

    def delete(self, game_id: str, tenant: str | None, owner: str | None = None) -> None:
        self._delete_game(keys=[doc_key(game_id), log_key(game_id), outbox_key(game_id)])
        self._unindex(keys=[*index_keys(tenant), live_key(tenant, owner)], args=[game_id])

    def _connection_for(self, game_id: str):
        return self.redis.get_node_from_key(doc_key(game_id)).redis_connection

    def _learn_slots(self) -> None:
        self.redis.nodes_manager.initialize()
