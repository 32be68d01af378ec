"""The game store: game documents in Redis, changed only by compare-and-set.

``GameStore(client, ...)`` (or ``GameStore.configured``) is the store that
fits the client: ``SingleRedisStore`` on one Redis, where every write is one
Lua script run (``redis_single.py``), or ``ClusterStore`` on a Redis Cluster,
where a write's tenant side follows through the game's outbox
(``redis_cluster.py``). What they share is in ``base.py``, the key names in
``keys.py`` and the Lua scripts in ``lua/``.
"""

from .base import (ABANDON_MARGIN, LIVE_STATUSES, GameNotFound, GameStore, LiveGamesCapped, Loaded,
                   Page, RatedFinish, ReplicationLag, VersionConflict, is_live)
from .keys import (ARCHIVE_OUTBOX, archive_marker, channel, doc_key, feed_key, idem_key, index_keys,
                   live_key, log_key, outbox_key, tenant_tag)
from .redis_cluster import RESERVE_HOLD_US, ClusterStore
from .redis_single import SingleRedisStore

__all__ = [
    "ABANDON_MARGIN", "ARCHIVE_OUTBOX", "LIVE_STATUSES", "RESERVE_HOLD_US", "ClusterStore",
    "GameNotFound", "GameStore", "LiveGamesCapped", "Loaded", "Page", "RatedFinish", "ReplicationLag", "SingleRedisStore",
    "VersionConflict", "archive_marker", "channel", "doc_key", "feed_key", "idem_key", "index_keys", "is_live",
    "live_key", "log_key", "outbox_key", "tenant_tag",
]
