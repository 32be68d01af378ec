"""Configuration from environment variables (documented in docs/operations.md).

Security and abuse limits of the API:

``RATE_LIMIT_ENABLED`` (default ``1``)
    ``0``/``false``/``off`` turns rate limiting off. Counters live in Redis,
    so limits hold across gunicorn processes and API replicas.
``RATE_LIMIT_WINDOW_SECONDS`` (default ``60``)
    Length of the fixed window the limits below count in.
``RATE_LIMIT_PER_ADDRESS`` (default ``1200``)
    Requests per window from one client address (every route but
    ``/healthz``; the paths open without a key always count here).
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
    ``/healthz``, ``/readyz``, ``/metrics``, ``/openapi.json``, ``/docs`` and
    ``/problems`` must carry a listed key in ``X-API-Key``.
``CORS_ORIGINS`` (default empty: no CORS headers)
    Comma-separated origins allowed to call the API from a browser
    (``https://play.example.org``), or ``*`` for any origin.
``CORS_MAX_AGE`` (default ``600``)
    Seconds a browser may cache a CORS preflight answer.
``PUBLIC_BASE_URL`` (default empty)
    The address clients reach the service at (``https://games.example.org``);
    problem ``type`` URIs start with it. Empty: they are relative
    (``/problems/<code>``). Never taken from the request's ``Host``.
``METRICS_TOKEN`` (default empty)
    When set, ``/metrics`` answers only requests carrying it as a bearer
    token. Without it ``/metrics`` is open when no API keys are configured
    and closed (403 ``metrics_closed``) when they are: it shows every
    tenant's activity.
``TENANT_MAX_LIVE_GAMES`` (default ``2000``)
    Waiting and active games per tenant (or per client address without API
    keys); creating one more answers 429 ``game_quota_exceeded``. Finished
    games do not count. ``0`` turns the cap off.
``TENANT_MAX_CLOCKED_GAMES`` (default ``200``)
    Waiting and active games with a clock per tenant (or client address):
    creating one more (or a rematch of one) answers 429
    ``game_quota_exceeded``. Each deadline is a timer job; with the 10 s
    minimum clock a tenant's timers come at most 2 x 200 / 10 = 40 a second,
    a few milliseconds of a worker each. ``0`` turns the cap off.
``RENDER_PROCESSES`` (default ``1``)
    Processes per API process that turn pictures into PNG (the renderer
    holds the CPU: inside the API process it would stall every request).
``RENDERS_PER_CLIENT`` (default ``1``)
    PNG renderings one tenant (or client address) may have in flight at
    once across all API processes; more answer 429 ``too_many_renders``.
``RENDER_WAIT_SECONDS`` (default ``10``)
    How long a PNG request waits for a free render process before it
    answers 429 ``too_many_renders``.
``PICTURE_CACHE_BYTES`` (default ``33554432``)
    Rendered PNG pictures each API process keeps (least recently used go
    first); 0 keeps none.

Push (the tenant feed and webhooks):

``FEED_RETENTION_SECONDS`` (default ``172800``, 48 h) and ``FEED_MAX_EVENTS`` (``100000``)
    How long, and how many, of a tenant's feed events are kept: the window in
    which ``Last-Event-ID`` resumes and webhook retries catch up.
``WEBHOOK_RETRY_SCHEDULE`` (default ``5,300,1800,7200,18000,36000,36000``)
    Seconds before each retry of a failed delivery; after the last the
    webhook is disabled.
``WEBHOOK_ALLOW_PRIVATE`` (default ``0``)
    ``1`` lets webhooks point at loopback, private and link-local addresses
    (for tests and private deployments); otherwise they are refused at
    registration and at every delivery.
``WEBHOOK_ATTEMPT_SECONDS`` (default ``15``)
    Wall-clock time one delivery attempt may take, connecting, sending and
    reading the answer's headers and body together; past it the attempt has
    failed (``timed out``) and the retry schedule applies.
``WEBHOOK_WORKERS`` (default ``8``)
    Worker processes of a webhooks-only worker (``RQ_QUEUES=webhooks``): how
    many deliveries run at once.
``WEBHOOK_TENANT_CONCURRENCY`` (default ``2``)
    Delivery and test jobs of one tenant queued or running at once (with
    ``API_KEYS``); its others wait their turn outside the queue, so one
    tenant's slow receivers never hold more than this many webhook workers.

Redis (see ``shared/redis_conn.py`` and docs/operations.md, "Redis Cluster"):

``REDIS_URL`` (default ``redis://127.0.0.1:6379/0``)
    The game store: ``redis://host:port/db`` for a single Redis, or
    ``redis+cluster://host:port,host:port,...`` (any nodes of it) for a Redis
    Cluster.
``QUEUE_REDIS_URL`` (default: ``REDIS_URL`` when that is a single Redis)
    The job queue (RQ), AI quota leases and timer markers: a single Redis
    primary. Required when ``REDIS_URL`` is a cluster (RQ does not run on one).
``REDIS_WAIT_REPLICAS`` (default ``0``) and ``REDIS_WAIT_TIMEOUT_MS`` (``200``)
    With replicas: after every game change, ``WAIT`` for this many replicas
    to have it (at most the timeout) before the change is acknowledged, so a
    failover that promotes a replica keeps every acknowledged move. A change
    that no replica confirmed in time answers 503 (it may still be applied:
    a retry with the same ``Idempotency-Key`` finds out).

Secret:

``TOKEN_SECRET`` (required, at least 32 bytes)
    Seat and creator tokens are derived from it, and client seeds of
    hidden-information games are mixed with it. The API and the worker refuse
    to start without it (``make run`` keeps one in its data directory, ``var/$PORT/token_secret``).
    Every API replica and worker must share it; changing it invalidates every
    token handed out.

Work queues, quotas and job records (see docs/operations.md, "Work queues
and the worker"):

``RQ_QUEUES`` (default ``scoring,ai,hints,timers``)
    Queues a worker listens to, highest priority first: scoring finishes
    games, AI turns (and the AI's stand-in moves for absent players) keep
    games moving, served round-robin between tenants, hints only help a
    player, timers (clock deadlines, expiry, abandonment: each a moment's
    work) come last.
    The ``webhooks`` queue belongs to a worker of its own. A name that is
    none of these is refused at start.
``MIN_CLOCK_SECONDS`` (default ``10``)
    The shortest clock a game may have: a move clock's ``move_seconds`` and a
    game clock's ``initial_seconds`` (each deadline is a scheduled job, and a
    stand-in move is AI work).
``AI_QUOTA_JOBS`` (default ``16``)
    Queued and running AI jobs per owner (the tenant, or without API keys the
    client address): hints plus the AI turns of the owner's games. A hint
    asked beyond it answers 429 ``ai_quota_exceeded``.
``AI_QUOTA_TURNS`` (default ``32``; ``-1``: no cap)
    Queued and running AI turns per owner, a clock's stand-in moves
    included. While an owner has this many, a request that would add one
    answers 429 ``ai_quota_exceeded`` with ``Retry-After``: a move or
    resignation after which an AI seat is to move, a new game (or rematch)
    with an AI seat or stand-ins. Turns that follow from admitted work (an
    AI seat after an AI seat, a deadline's stand-in) are never refused.
    Size it to the AI workers' throughput: turns beyond what they play in a
    few seconds only wait.
``AI_QUOTA_GAMES`` (default ``4``)
    All-AI games in progress per owner; creating another (or completing one
    by turning its last open seat into an AI seat) answers 429
    ``ai_quota_exceeded``.
``AI_QUOTA_LEASE_SECONDS`` (default ``600``)
    A quota entry ends with its job or game; one that a crash leaves behind
    stops counting after this long (an all-AI game renews it every turn).
``AI_TURN_RESULT_TTL`` (default ``0``)
    Seconds the RQ records of a finished AI turn or scoring job are kept. At
    0 they go when the job ends: the game's history is the lasting record,
    and ``GET /v1/jobs/{id}`` answers from it.
``HINT_RESULT_TTL`` (default ``600``)
    Seconds a finished hint is kept for its seat to read.
``ENDED_TOKEN_SECONDS`` (default ``86400``)
    Seconds after a game ends (``ended_at``) during which its seat and
    creator tokens still act (a rematch, reading as the seat); after, they
    are refused with 403 ``token_expired`` and the game is read as a
    spectator.
``JOB_FAILURE_TTL`` (default ``3600``)
    Seconds a job that failed for good is kept (for operators).
``WORKER_FRESH_SECONDS`` (default ``15``)
    ``/readyz`` counts a worker whose last heartbeat is at most this old
    (workers beat every 5 s, idle or busy).
``TEST_AI_FAIL_LEVELS`` (default empty; for tests only)
    Comma-separated AI levels whose turns and hints raise in the worker, to
    test the fallback of AI turns. Never set it in production.
"""

from __future__ import annotations

import os
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


# Webhook deliveries wait on other people's servers: a queue (and a worker) of their own.
WEBHOOK_QUEUE = "webhooks"


@dataclass(frozen=True)
class Settings:
    redis_url: str = field(default_factory=lambda: os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    queue_redis_url: str = field(default_factory=lambda: os.environ.get("QUEUE_REDIS_URL", ""))
    redis_wait_replicas: int = field(default_factory=lambda: _int("REDIS_WAIT_REPLICAS", 0))
    redis_wait_timeout_ms: int = field(default_factory=lambda: _int("REDIS_WAIT_TIMEOUT_MS", 200))
    # Secret from which seat tokens are derived and with which client seeds of
    # hidden-information games are mixed; every API replica and worker needs the
    # same one. No default: see ``require_token_secret``.
    token_secret: bytes = field(repr=False, default_factory=lambda: os.environ.get(
        "TOKEN_SECRET", "").encode())
    queues: tuple[str, ...] = field(default_factory=lambda: tuple(
        q.strip() for q in os.environ.get("RQ_QUEUES", "scoring,ai,hints,timers").split(",")
        if q.strip()))
    min_clock_seconds: int = field(default_factory=lambda: _int("MIN_CLOCK_SECONDS", 10))
    ai_max_seconds: float = field(default_factory=lambda: _float("AI_MAX_SECONDS", 5.0))
    job_retries: int = field(default_factory=lambda: _int("JOB_RETRIES", 3))
    active_game_ttl: int = field(default_factory=lambda: _int("ACTIVE_GAME_TTL", 30 * 24 * 3600))
    finished_game_ttl: int = field(default_factory=lambda: _int("FINISHED_GAME_TTL", 7 * 24 * 3600))
    ended_token_seconds: int = field(default_factory=lambda: _int("ENDED_TOKEN_SECONDS",
                                                                  24 * 3600))
    feed_retention: int = field(default_factory=lambda: _int("FEED_RETENTION_SECONDS", 48 * 3600))
    # Seconds between a failed webhook delivery and the next try (Standard
    # Webhooks' schedule, about 28 h in all); the webhook is disabled after the last.
    webhook_retry_schedule: tuple[float, ...] = field(default_factory=lambda: tuple(
        float(x) for x in _list("WEBHOOK_RETRY_SCHEDULE")) or (5, 300, 1800, 7200, 18000,
                                                               36000, 36000))
    webhook_allow_private: bool = field(default_factory=lambda: _bool("WEBHOOK_ALLOW_PRIVATE",
                                                                      False))
    webhook_attempt_seconds: float = field(default_factory=lambda: _float(
        "WEBHOOK_ATTEMPT_SECONDS", 15.0))
    webhook_workers: int = field(default_factory=lambda: _int("WEBHOOK_WORKERS", 8))
    webhook_tenant_concurrency: int = field(default_factory=lambda: _int(
        "WEBHOOK_TENANT_CONCURRENCY", 2))
    feed_max_events: int = field(default_factory=lambda: _int("FEED_MAX_EVENTS", 100_000))
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
    # Where clients reach the service (``https://games.example.org``): problem ``type``
    # URIs start with it. Unset, they are relative (``/problems/<code>``); never taken
    # from the request's Host header, which the caller writes.
    public_base_url: str = field(default_factory=lambda: os.environ.get("PUBLIC_BASE_URL", ""))
    cors_max_age: int = field(default_factory=lambda: _int("CORS_MAX_AGE", 600))
    ai_quota_jobs: int = field(default_factory=lambda: _int("AI_QUOTA_JOBS", 16))
    ai_quota_games: int = field(default_factory=lambda: _int("AI_QUOTA_GAMES", 4))
    ai_quota_turns: int = field(default_factory=lambda: _int("AI_QUOTA_TURNS", 32))
    ai_quota_lease: int = field(default_factory=lambda: _int("AI_QUOTA_LEASE_SECONDS", 600))
    ai_turn_result_ttl: int = field(default_factory=lambda: _int("AI_TURN_RESULT_TTL", 0))
    hint_result_ttl: int = field(default_factory=lambda: _int("HINT_RESULT_TTL", 600))
    job_failure_ttl: int = field(default_factory=lambda: _int("JOB_FAILURE_TTL", 3600))
    worker_fresh_seconds: float = field(default_factory=lambda: _float("WORKER_FRESH_SECONDS", 15))
    test_ai_fail_levels: tuple[str, ...] = field(
        default_factory=lambda: _list("TEST_AI_FAIL_LEVELS"))
    # What one client may make the service spend (docs/operations.md, "Costs").
    metrics_token: str = field(repr=False, default_factory=lambda: os.environ.get(
        "METRICS_TOKEN", "").strip())
    tenant_max_clocked_games: int = field(
        default_factory=lambda: _int("TENANT_MAX_CLOCKED_GAMES", 200))
    tenant_max_live_games: int = field(default_factory=lambda: _int("TENANT_MAX_LIVE_GAMES",
                                                                    2000))
    render_processes: int = field(default_factory=lambda: _int("RENDER_PROCESSES", 1))
    renders_per_client: int = field(default_factory=lambda: _int("RENDERS_PER_CLIENT", 1))
    render_wait_seconds: float = field(default_factory=lambda: _float("RENDER_WAIT_SECONDS", 10))
    picture_cache_bytes: int = field(default_factory=lambda: _int("PICTURE_CACHE_BYTES",
                                                                  32 * 1024 * 1024))

    @property
    def ai_queue(self) -> str:
        return "ai"

    @property
    def scoring_queue(self) -> str:
        return "scoring"

    @property
    def hint_queue(self) -> str:
        return "hints"

    @property
    def timer_queue(self) -> str:
        return "timers"

    @property
    def webhook_queue(self) -> str:
        return WEBHOOK_QUEUE

    @property
    def service_queues(self) -> tuple[str, ...]:
        """Every queue the service puts work on: each needs a live worker."""
        return (self.scoring_queue, self.ai_queue, self.hint_queue, self.timer_queue,
                self.webhook_queue)

MIN_TOKEN_SECRET_BYTES = 32


class ConfigurationError(SystemExit):
    """A setting the service cannot run without is missing or unsafe; exits
    the process with this message (status 1)."""


def require_known_queues(settings: Settings) -> None:
    """Refuse a worker whose ``RQ_QUEUES`` names a queue nothing is ever put on: it
    would start, look healthy, and hear nothing."""
    unknown = [name for name in settings.queues if name not in settings.service_queues]
    if unknown or not settings.queues:
        raise ConfigurationError(
            f"RQ_QUEUES names no queue the service uses ({', '.join(unknown) or 'empty'}); "
            f"the queues are: {', '.join(settings.service_queues)}.")


def require_token_secret(settings: Settings) -> None:
    """Refuse to run with a missing or short ``TOKEN_SECRET``.

    A per-process random secret would hand out tokens that other processes
    reject, and a short or well-known one lets anyone compute every token."""
    if len(settings.token_secret) < MIN_TOKEN_SECRET_BYTES:
        raise ConfigurationError(
            f"TOKEN_SECRET must be set to at least {MIN_TOKEN_SECRET_BYTES} bytes "
            f"(e.g. the output of: python3 -c 'import secrets; print(secrets.token_hex(32))'); "
            f"every API process and worker needs the same value.")
