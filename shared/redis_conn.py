"""The two Redis roles and the clients that reach them.

* The **game store** (``REDIS_URL``): game documents and history, listing
  indexes, idempotency records, rate limits and stream leases, tenant feeds,
  webhook registrations, and the live-event channels. A single Redis
  (``redis://host:port/db``) or a Redis Cluster
  (``redis+cluster://host:port[,host:port...]``: any of its nodes, more than
  one so that start-up survives one being down).
* The **job queue** (``QUEUE_REDIS_URL``): RQ's queues, jobs and registries,
  and what lives and dies with jobs: AI quota leases and timer markers. RQ
  does not run on a cluster (its scripts and transactions span keys of many
  slots), so this is always a single primary. It defaults to ``REDIS_URL``
  when that is a single Redis, and must be set when it is a cluster.

With one URL for both, both roles share one client (no extra connections).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

import redis
from redis.cluster import ClusterNode, RedisCluster

CLUSTER_SCHEMES = {"redis+cluster": "redis", "rediss+cluster": "rediss"}


class ConfigurationError(SystemExit):
    """A Redis setting the service cannot run with (exits with this message)."""


def is_cluster_url(url: str) -> bool:
    return urlsplit(url).scheme in CLUSTER_SCHEMES


def is_cluster(client) -> bool:
    return isinstance(client, RedisCluster)


def cluster_nodes(url: str) -> list[tuple[str, int]]:
    """The ``(host, port)`` start-up nodes of a ``redis+cluster://`` URL."""
    netloc = urlsplit(url).netloc.rpartition("@")[2]
    nodes = []
    for part in netloc.split(","):
        host, _, port = part.strip().rpartition(":")
        nodes.append((host or part, int(port or 6379)))
    return nodes


def node_url(url: str, node: tuple[str, int]) -> str:
    """A plain ``redis://`` URL of one node of a cluster URL (credentials kept)."""
    parts = urlsplit(url)
    auth = parts.netloc.rpartition("@")[0]
    scheme = CLUSTER_SCHEMES[parts.scheme]
    return f"{scheme}://{auth + '@' if auth else ''}{node[0]}:{node[1]}/0"


def queue_url(settings) -> str:
    """The job queue's URL: ``QUEUE_REDIS_URL``, else ``REDIS_URL`` if that is no cluster."""
    if settings.queue_redis_url:
        if is_cluster_url(settings.queue_redis_url):
            raise ConfigurationError("QUEUE_REDIS_URL must be a single Redis: RQ does not run "
                                     "on a Redis Cluster.")
        return settings.queue_redis_url
    if is_cluster_url(settings.redis_url):
        raise ConfigurationError("REDIS_URL is a Redis Cluster: set QUEUE_REDIS_URL to a single "
                                 "Redis for the job queue (RQ does not run on a cluster).")
    return settings.redis_url


def store_client(url: str, *, max_connections: int | None = None, blocking: bool = False,
                 **kwargs):
    """A client of the game store at ``url``: ``redis.Redis`` or ``RedisCluster``.

    ``max_connections`` bounds the connections (per node on a cluster);
    ``blocking``: a caller waits for a free connection rather than failing."""
    if is_cluster_url(url):
        parts = urlsplit(url)
        options = dict(startup_nodes=[ClusterNode(h, p) for h, p in cluster_nodes(url)],
                       username=parts.username, password=parts.password,
                       ssl=parts.scheme == "rediss+cluster", **kwargs)
        if max_connections:
            options["max_connections"] = max_connections
            if blocking:
                options["connection_pool_class"] = redis.BlockingConnectionPool
        return RedisCluster(**options)
    if max_connections and blocking:
        pool = redis.BlockingConnectionPool.from_url(url, max_connections=max_connections,
                                                     timeout=20, **kwargs)
        return redis.Redis(connection_pool=pool)
    if max_connections:
        kwargs["max_connections"] = max_connections
    return redis.Redis.from_url(url, **kwargs)


@dataclass
class Connections:
    """The store client and the queue client (the same object with one single Redis)."""

    store: object  # redis.Redis | RedisCluster
    queue: redis.Redis


def connect(settings, **kwargs) -> Connections:
    """Both clients as ``settings`` configure them (``kwargs`` go to both)."""
    url = queue_url(settings)
    store = store_client(settings.redis_url, **kwargs)
    if url == settings.redis_url:
        return Connections(store=store, queue=store)
    return Connections(store=store, queue=store_client(url, **kwargs))
