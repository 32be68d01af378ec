"""The names of the store's Redis keys and channels.

Keys of one game share the hash tag ``{<game id>}`` (one cluster slot), and
those of one tenant the hash tag ``{tenant:T}`` (``_`` without tenants).
"""

from __future__ import annotations


def doc_key(game_id: str) -> str:
    return f"game:{{{game_id}}}"


def log_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:log"


def idem_key(game_id: str, key: str) -> str:
    return f"game:{{{game_id}}}:idem:{key}"


def analysis_key(game_id: str, level: str) -> str:
    """The analysis of an ended game at one level (``shared/analysis.py``)."""
    return f"game:{{{game_id}}}:analysis:{level}"


def outbox_key(game_id: str) -> str:
    return f"game:{{{game_id}}}:outbox"


#: Single Redis: the games that are over and not archived yet (zset: id by end, ms).
ARCHIVE_OUTBOX = "archive:outbox"


def archive_marker(game_id: str) -> str:
    """Cluster: the game is over and not archived yet (string: when it ended, ms);
    in the game's slot, as a cluster's outbox must be."""
    return f"game:{{{game_id}}}:archive"


def channel(game_id: str) -> str:
    return f"game:{{{game_id}}}:events"


def tenant_tag(tenant: str | None) -> str:
    """The start of every key of one tenant (``_`` for a service without tenants):
    the braces make the tenant the key's hash tag, so its keys share one cluster slot."""
    return f"tenant:{{{tenant or '_'}}}"


def feed_key(tenant: str | None) -> str:
    """The tenant's event stream (``feed.py``); its live channel is this + ``:live``."""
    return f"{tenant_tag(tenant)}:feed"


def index_keys(tenant: str | None) -> list[str]:
    """The listing index of one tenant (``_`` for a service without tenants):
    its keys share the tenant's hash tag."""
    tag = tenant_tag(tenant)
    return [f"{tag}:games", f"{tag}:expiry", f"{tag}:summaries"]


def live_key(tenant: str | None, owner: str | None) -> str:
    """The waiting and active games of one owner (the tenant with API keys, else
    a client address): what the cap on live games counts. In the tenant's slot."""
    return f"{tenant_tag(tenant)}:live:{owner or '_'}"


def live_key_of(doc: dict) -> str:
    return live_key(doc.get("tenant"), doc.get("owner"))


# -- matchmaking tickets (``tickets.py``): every key in the tenant's slot, so that one
# script changes several tickets, its queues and its feed at once on a cluster too.

#: Every tenant that ever had a ticket (set; ``_`` without tenants): where the
#: matchers look for queues. Added to before the ticket is stored, never trimmed.
MATCHMAKING_TENANTS = "mm:tenants"


def _mm(tenant: str | None) -> str:
    return f"{tenant_tag(tenant)}:mm"


def ticket_key(tenant: str | None, ticket_id: str) -> str:
    """A ticket (hash: ``doc`` the request as JSON, ``status``, ``match``, ``result``);
    its channel is this + ``:events``."""
    return f"{_mm(tenant)}:t:{ticket_id}"


def pool_waiting_key(tenant: str | None, pool: str) -> str:
    """The waiting tickets of one queue (zset: id by creation, ms)."""
    return f"{_mm(tenant)}:w:{pool}"


def tenant_tickets_key(tenant: str | None) -> str:
    """Every ticket of the tenant, waiting or ended and still kept (zset: id by
    creation, ms): what a player's deletion looks through."""
    return f"{_mm(tenant)}:ids"


def tenant_waiting_key(tenant: str | None) -> str:
    """Every waiting ticket of the tenant (zset: id by creation, ms): what the cap counts."""
    return f"{_mm(tenant)}:all"


def pools_key(tenant: str | None) -> str:
    """The tenant's queues (hash: pool id -> game type)."""
    return f"{_mm(tenant)}:pools"


def matching_key(tenant: str | None, pool: str) -> str:
    """Tables chosen and not yet finished (hash: game id -> match record JSON)."""
    return f"{_mm(tenant)}:m:{pool}"


def lease_key(tenant: str | None, pool: str) -> str:
    """Which matcher runs the queue (string, expiring unless renewed)."""
    return f"{_mm(tenant)}:lease:{pool}"


def match_stats_key(tenant: str | None, game_type: str) -> str:
    """Matched tickets of the last hour (zset: JSON line by when matched, ms)."""
    return f"{_mm(tenant)}:stats:{game_type}"
