"""Configuration from environment variables (documented in the README).

Security and abuse limits of the API:

``RATE_LIMIT_ENABLED`` (default ``1``)
    ``0``/``false``/``off`` turns rate limiting off. Counters live in Redis,
    so limits hold across gunicorn processes and API replicas.
``RATE_LIMIT_WINDOW_SECONDS`` (default ``60``)
    Length of the fixed window the limits below count in.
``RATE_LIMIT_PER_ADDRESS`` (default ``1200``)
    Requests per window from one client address (all routes except health,
    metrics and the API documents).
``RATE_LIMIT_PER_TOKEN`` (default ``600``)
    Requests per window carrying one bearer token (seat or creator).
``RATE_LIMIT_PER_API_KEY`` (default ``12000``)
    Requests per window with one valid API key; it replaces the per-address
    limit for those requests (a server-to-server client speaks for many users).
``STREAM_LIMIT_PER_ADDRESS`` (default ``200``)
    Concurrent streams (SSE streams and waiting long polls) from one client
    address; more answer 429 ``too_many_streams`` with ``Retry-After``.
    Counted in Redis (leases), so the cap holds across processes and
    replicas; off with ``RATE_LIMIT_ENABLED=0``.
``STREAM_LIMIT_PER_TOKEN`` (default ``8``)
    Concurrent streams with one bearer token (a seat followed from a few
    tabs or devices).
``STREAM_LIMIT_PER_API_KEY`` (default ``10000``)
    Concurrent streams with one valid API key (replaces the per-address cap
    for those requests, as for the request limits).
``STREAM_LEASE_SECONDS`` (default ``60``)
    A stream's lease is renewed every third of this while it runs; the
    leases of a process that died expire after it, freeing their slots.
``HEADER_TIMEOUT_SECONDS`` (default ``10``)
    Time a client has to send a complete request head, from connecting or
    from the end of the previous answer on a keep-alive connection; then
    the connection is closed (gunicorn's ``keepalive``, which its gevent
    worker applies to reading the whole head).
``BODY_TIMEOUT_SECONDS`` (default ``10``)
    Time a client has to send the whole request body once the head is in;
    then 408 ``request_timeout`` and the connection is closed.
``REDIS_MAX_CONNECTIONS`` (default ``50``)
    Redis connections per API process (requests wait for a free one), so
    thousands of followers waking at once do not open thousands of
    connections.
``TRUSTED_PROXY_HOPS`` (default ``0``)
    Number of reverse proxies in front of the API that append to
    ``X-Forwarded-For``; the client address is read from there. Leave at 0
    when clients reach gunicorn directly (the header is then ignored).
``API_KEYS`` (default empty: no key needed)
    Comma-separated API keys, each either the key itself or
    ``sha256:<64 hex digits>`` of it. When set, every request except
    ``/healthz``, ``/readyz``, ``/metrics``, ``/openapi.json`` and ``/docs``
    must carry a listed key in ``X-API-Key``.
``CORS_ORIGINS`` (default empty: no CORS headers)
    Comma-separated origins allowed to call the API from a browser
    (``https://play.example.org``), or ``*`` for any origin.
``CORS_MAX_AGE`` (default ``600``)
    Seconds a browser may cache a CORS preflight answer.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _float(name: str, default: float) -> float:
    return float(os.environ.get(name, default))


def _bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")


def _list(name: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in os.environ.get(name, "").split(",") if item.strip())


@dataclass(frozen=True)
class Settings:
    redis_url: str = field(default_factory=lambda: os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    # Secret from which seat tokens are derived; every API replica needs the same one.
    token_secret: bytes = field(repr=False, default_factory=lambda: os.environ.get(
        "TOKEN_SECRET", "").encode() or secrets.token_bytes(32))
    queues: tuple[str, ...] = field(default_factory=lambda: tuple(
        q.strip() for q in os.environ.get("RQ_QUEUES", "scoring,ai").split(",") if q.strip()))
    ai_max_seconds: float = field(default_factory=lambda: _float("AI_MAX_SECONDS", 5.0))
    job_retries: int = field(default_factory=lambda: _int("JOB_RETRIES", 3))
    active_game_ttl: int = field(default_factory=lambda: _int("ACTIVE_GAME_TTL", 30 * 24 * 3600))
    finished_game_ttl: int = field(default_factory=lambda: _int("FINISHED_GAME_TTL", 7 * 24 * 3600))
    max_body_bytes: int = field(default_factory=lambda: _int("MAX_BODY_BYTES", 64 * 1024))
    long_poll_seconds: float = field(default_factory=lambda: _float("LONG_POLL_SECONDS", 25.0))
    sse_max_seconds: float = field(default_factory=lambda: _float("SSE_MAX_SECONDS", 300.0))
    rate_limit_enabled: bool = field(default_factory=lambda: _bool("RATE_LIMIT_ENABLED", True))
    rate_limit_window: int = field(default_factory=lambda: _int("RATE_LIMIT_WINDOW_SECONDS", 60))
    rate_limit_per_address: int = field(default_factory=lambda: _int("RATE_LIMIT_PER_ADDRESS", 1200))
    rate_limit_per_token: int = field(default_factory=lambda: _int("RATE_LIMIT_PER_TOKEN", 600))
    rate_limit_per_api_key: int = field(default_factory=lambda: _int("RATE_LIMIT_PER_API_KEY", 12000))
    stream_limit_per_address: int = field(default_factory=lambda: _int("STREAM_LIMIT_PER_ADDRESS", 200))
    stream_limit_per_token: int = field(default_factory=lambda: _int("STREAM_LIMIT_PER_TOKEN", 8))
    stream_limit_per_api_key: int = field(default_factory=lambda: _int("STREAM_LIMIT_PER_API_KEY", 10000))
    stream_lease_seconds: float = field(default_factory=lambda: _float("STREAM_LEASE_SECONDS", 60.0))
    header_timeout: float = field(default_factory=lambda: _float("HEADER_TIMEOUT_SECONDS", 10.0))
    body_timeout: float = field(default_factory=lambda: _float("BODY_TIMEOUT_SECONDS", 10.0))
    redis_max_connections: int = field(default_factory=lambda: _int("REDIS_MAX_CONNECTIONS", 50))
    trusted_proxy_hops: int = field(default_factory=lambda: _int("TRUSTED_PROXY_HOPS", 0))
    api_keys: tuple[str, ...] = field(repr=False, default_factory=lambda: _list("API_KEYS"))
    cors_origins: tuple[str, ...] = field(default_factory=lambda: _list("CORS_ORIGINS"))
    cors_max_age: int = field(default_factory=lambda: _int("CORS_MAX_AGE", 600))

    @property
    def ai_queue(self) -> str:
        return "ai"

    @property
    def scoring_queue(self) -> str:
        return "scoring"
