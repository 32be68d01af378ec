"""Configuration from environment variables.

Each setting is one field of ``Settings`` that names its variable, its default
and what it does (``setting``); the table in docs/operations.md ("Settings") is
generated from these fields (``python -m services.settings_doc``, checked by
tests/service/test_settings.py). Values are read when ``Settings()`` is built,
and every entry point (the API, the worker, ``make run``) refuses to start on a
value that cannot be right (``validate``), naming the variable.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

# Webhook deliveries wait on other people's servers: a queue (and a worker) of their own.
WEBHOOK_QUEUE = "webhooks"
# Ended games into PostgreSQL: quick jobs, run in the worker's process.
ARCHIVE_QUEUE = "archive"

#: The groups of the settings table, in order.
GROUPS = ("Processes, Redis and PostgreSQL", "Games and jobs", "Requests, streams and limits",
          "Feed and webhooks")
_PROCESSES, _GAMES, _REQUESTS, _PUSH = GROUPS


class ConfigurationError(SystemExit):
    """A setting the service cannot run without is missing, unsafe or invalid;
    exits the process with this message (status 1)."""


def _str(name: str, default: str) -> str:
    return os.environ.get(name, default)


def _str_or_default(name: str, default: str) -> str:
    """Like ``_str``, but an empty value means the default too."""
    return os.environ.get(name) or default


def _stripped(name: str, default: str) -> str:
    return os.environ.get(name, default).strip()


def _number(kind: type, name: str, default):
    value = os.environ.get(name)
    if value is None:
        return default
    try:
        return kind(value)
    except ValueError:
        what = "a whole number" if kind is int else "a number"
        raise ConfigurationError(f"{name} must be {what}, not {value!r}.") from None


def _int(name: str, default: int) -> int:
    return _number(int, name, default)


def _int_or_default(name: str, default: int) -> int:
    """Like ``_int``, but an empty value means the default too."""
    return _int(name, default) if os.environ.get(name) else default


def _float(name: str, default: float) -> float:
    return _number(float, name, default)


def _bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    return value.strip().lower() not in ("0", "false", "no", "off")


def _one(name: str, default: bool) -> bool:
    """On only when the variable is exactly ``1``."""
    return os.environ.get(name) == "1" if name in os.environ else default


def _list(name: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Comma-separated items (blanks dropped); unset, the default."""
    return tuple(item.strip() for item in os.environ.get(name, ",".join(default)).split(",")
                 if item.strip())


def _floats(name: str, default: tuple[float, ...]) -> tuple[float, ...]:
    """Comma-separated numbers; unset or empty, the default."""
    try:
        return tuple(float(x) for x in _list(name)) or default
    except ValueError:
        raise ConfigurationError(
            f"{name} must be comma-separated numbers, not {os.environ.get(name)!r}.") from None


def _retention(name: str, default: tuple) -> tuple[tuple[str, int | None], ...]:
    """``tenant=days,...`` (``_``: the service without tenants; ``forever``: no limit)."""
    found = []
    for item in _list(name):
        tenant, _, days = item.partition("=")
        days = days.strip().lower()
        if not tenant.strip() or not (days == "forever" or days.isdigit() and int(days) > 0):
            raise ConfigurationError(
                f"{name} must be comma-separated tenant=days (a whole number of days above 0, "
                f"or forever), not {item!r}.")
        found.append((tenant.strip(), None if days == "forever" else int(days)))
    return tuple(found) or default


def _secret(name: str, default: bytes) -> bytes:
    return os.environ.get(name, default.decode()).encode()


def setting(env: str, default: Any, doc: str, *, group: str,
            read: Callable[[str, Any], Any] = _str, shown: str | None = None,
            minimum: float | None = 0, maximum: float | None = None, secret: bool = False):
    """A field read from the environment variable ``env`` (``read(env, default)``),
    documented by ``doc`` in the settings table under ``group``; ``shown``: the
    default as the table writes it, when not the value itself. A number below
    ``minimum`` (or above ``maximum``) is refused at start (``validate``)."""
    return field(default_factory=lambda: read(env, default), repr=not secret, metadata={
        "env": env, "default": default, "doc": doc, "group": group, "shown": shown,
        "minimum": minimum, "maximum": maximum})


@dataclass(frozen=True)
class Settings:
    # Processes and Redis
    port: int = setting(
        "PORT", 8000, "where the API listens (port)", group=_PROCESSES, read=_int,
        minimum=1, maximum=65535)
    host: str = setting("HOST", "127.0.0.1", "where the API listens (address)", group=_PROCESSES)
    data_dir: str = setting(
        "DATA_DIR", "", "`make run`: the embedded Redis's and PostgreSQL's data, "
        "token secret, logs",
        group=_PROCESSES, shown="`var/<PORT>/`")
    embedded_redis_port: int = setting(
        "EMBEDDED_REDIS_PORT", 0, "`make run`: the embedded Redis's port (when `REDIS_URL` is "
        "not set)", group=_PROCESSES, read=_int_or_default, shown="a free port", maximum=65535)
    database_url: str = setting(
        "DATABASE_URL", "", "the archive of ended games: `postgresql://user:password@host:port/db`"
        " (`make run` without it: an embedded PostgreSQL, data in `var/<PORT>/postgres`)",
        group=_PROCESSES, shown="empty (`make run`: embedded)", secret=True)
    web_concurrency: int = setting(
        "WEB_CONCURRENCY", 2, "gunicorn processes (gevent workers)", group=_PROCESSES,
        read=_int, minimum=1)
    web_connections: int = setting(
        "WEB_CONNECTIONS", 10000, "connections per gunicorn process (followers included)",
        group=_PROCESSES, read=_int, minimum=1)
    access_log: str = setting(
        "ACCESS_LOG", "", "gunicorn's access log: a file, or `-` for the standard output",
        group=_PROCESSES, shown="empty (none)")
    redis_url: str = setting(
        "REDIS_URL", "redis://127.0.0.1:6379/0", "the game store: `redis://...` or a cluster "
        "`redis+cluster://host:port,...`; when set, `make run` starts no Redis",
        group=_PROCESSES, shown="`make run`: its embedded Redis; else "
        "`redis://127.0.0.1:6379/0`")
    queue_redis_url: str = setting(
        "QUEUE_REDIS_URL", "", "the job queue's Redis (RQ, AI quotas, timers): a single "
        "primary; required when `REDIS_URL` is a cluster", group=_PROCESSES,
        shown="`REDIS_URL` (when a single Redis)")
    redis_wait_replicas: int = setting(
        "REDIS_WAIT_REPLICAS", 0, "replicas that must hold each game change before it is "
        "acknowledged (`WAIT`)", group=_PROCESSES, read=_int)
    redis_wait_timeout_ms: int = setting(
        "REDIS_WAIT_TIMEOUT_MS", 200, "how long to wait for those replicas (503 past it: the "
        "change may still be applied, a retry with the same `Idempotency-Key` finds out)",
        group=_PROCESSES, read=_int)
    redis_max_connections: int = setting(
        "REDIS_MAX_CONNECTIONS", 50, "Redis connections per API process (requests wait for a "
        "free one)", group=_PROCESSES, read=_int, minimum=1)
    # Secret from which seat tokens are derived and with which client seeds of
    # hidden-information games are mixed; every API replica and worker needs the
    # same one. No default: see ``require_token_secret``.
    token_secret: bytes = setting(
        "TOKEN_SECRET", b"", "secret seat and creator tokens are derived from and their stored "
        "hashes keyed by (client seeds of hidden-information games are mixed with it); every "
        "API process and worker needs the same; changing it invalidates every token (webhook "
        "signing secrets do not change: see docs/trust.md)", group=_PROCESSES, read=_secret,
        shown="`make run`: generated into the data directory; required (32+ bytes) elsewhere",
        secret=True)
    embedded_redis_maxmemory: str = setting(
        "EMBEDDED_REDIS_MAXMEMORY", "1gb", "`make run`: the embedded Redis's `maxmemory` "
        "(`noeviction`: full, it refuses changes, see \"Costs\"); `REDIS_MAXMEMORY` is the "
        "same for the Redis services of `docker-compose.yml`", group=_PROCESSES,
        read=_str_or_default)
    prometheus_multiproc_dir: str = setting(
        "PROMETHEUS_MULTIPROC_DIR", "", "directory for metrics shared by gunicorn processes "
        "(read by `prometheus_client` too)", group=_PROCESSES, shown="set by `make run`")
    metrics_token: str = setting(
        "METRICS_TOKEN", "", "bearer token `/metrics` requires; with API keys and no token "
        "`/metrics` is closed (403 `metrics_closed`), without either it is open",
        group=_PROCESSES, read=_stripped, secret=True)
    bench_endpoints: bool = setting(
        "BENCH_ENDPOINTS", False, "`1` adds the load benchmark's floor endpoint (never in "
        "production)", group=_PROCESSES, read=_one, shown="unset")

    # Games and jobs
    active_game_ttl: int = setting(
        "ACTIVE_GAME_TTL", 30 * 24 * 3600, "an active game without a clock ends as `abandoned` "
        "after this long without a change; waiting and active games are kept this long "
        "(0 = never)", group=_GAMES, read=_int, shown="`2592000` (30 days)")
    finished_game_ttl: int = setting(
        "FINISHED_GAME_TTL", 7 * 24 * 3600, "how long Redis keeps finished, cancelled, expired "
        "and abandoned games (0 = forever): after they ended, or with `DATABASE_URL` after "
        "they were archived (never before)", group=_GAMES, read=_int,
        shown="`604800` (7 days)")
    queues: tuple[str, ...] = setting(
        "RQ_QUEUES", ("archive", "scoring", "ai", "hints", "timers"), "queues a worker takes, "
        "first has priority (`archive`: ended games into PostgreSQL, run in the worker's "
        "process, taken only with `DATABASE_URL`; `ai`: AI turns and stand-in moves, "
        "round-robin between tenants; `timers`: "
        "clock deadlines, expiry and abandonment, each a moment's work, run in the worker's "
        "process: give them a worker of their own, as `make run` does, or they wait while AI "
        "turns are queued; `webhooks`: a worker of its own); a name the service does not use "
        "is refused at start", group=_GAMES, read=_list)
    archive_retention_days: tuple[tuple[str, int | None], ...] = setting(
        "ARCHIVE_RETENTION_DAYS", (), "how long each tenant's archived games are kept after "
        "they ended: `tenant=days,...` (`_`: the service without API keys; `forever`: no "
        "limit); applied by the worker at start and by the daily deletion", group=_GAMES,
        read=_retention, shown="empty (every game kept for ever)")
    min_clock_seconds: int = setting(
        "MIN_CLOCK_SECONDS", 10, "the shortest `move_seconds` or `initial_seconds` a new game "
        "may have (422 `invalid_clock` below)", group=_GAMES, read=_int)
    ai_max_seconds: float = setting(
        "AI_MAX_SECONDS", 5.0, "cap on the think time a client may ask for", group=_GAMES,
        read=_float)
    job_retries: int = setting(
        "JOB_RETRIES", 3, "retries of a failed job (after 1, 2, 5 s)", group=_GAMES, read=_int)
    ended_token_seconds: int = setting(
        "ENDED_TOKEN_SECONDS", 24 * 3600, "how long after a game ends (`ended_at`) its seat and "
        "creator tokens still act (rematch, reading as the seat); after, 403 `token_expired`",
        group=_GAMES, read=_int, shown="`86400` (24 h)")
    ai_quota_jobs: int = setting(
        "AI_QUOTA_JOBS", 16, "per tenant (or client address): queued or running AI jobs (hints "
        "beyond it answer 429 `ai_quota_exceeded`; AI turns are never refused but count)",
        group=_GAMES, read=_int)
    ai_quota_games: int = setting(
        "AI_QUOTA_GAMES", 4, "per tenant (or client address): all-AI games in progress",
        group=_GAMES, read=_int)
    ai_quota_turns: int = setting(
        "AI_QUOTA_TURNS", 32, "per tenant (or client address): AI turns queued or running, "
        "stand-in moves included; while at it, a request that would add one (a move, join or "
        "resignation after which an AI seat is to move, a new game or rematch with an AI seat "
        "or stand-ins) answers `429 ai_quota_exceeded`; turns that follow from admitted work "
        "are never refused (-1 = no cap)", group=_GAMES, read=_int, minimum=-1)
    ai_quota_lease: int = setting(
        "AI_QUOTA_LEASE_SECONDS", 600, "a quota lease left by a crash stops counting after this",
        group=_GAMES, read=_int)
    tenant_max_live_games: int = setting(
        "TENANT_MAX_LIVE_GAMES", 2000, "waiting and active games per tenant (per client address "
        "without API keys); one more answers `429 game_quota_exceeded` (0 = no cap)",
        group=_GAMES, read=_int)
    matchmaking_max_waiting_tickets: int = setting(
        "MATCHMAKING_MAX_WAITING_TICKETS", 1000, "waiting matchmaking tickets per tenant; one "
        "more answers `429 ticket_quota_exceeded` (0 = no cap)", group=_GAMES, read=_int)
    tenant_max_clocked_games: int = setting(
        "TENANT_MAX_CLOCKED_GAMES", 200, "of those, games with a clock (each deadline is a timer "
        "job: with 10 s clocks at most 40 a second per tenant); one more answers `429 "
        "game_quota_exceeded` (0 = no cap)", group=_GAMES, read=_int)
    hint_result_ttl: int = setting(
        "HINT_RESULT_TTL", 600, "seconds RQ keeps a finished hint for its seat to read",
        group=_GAMES, read=_int)
    ai_turn_result_ttl: int = setting(
        "AI_TURN_RESULT_TTL", 0, "seconds RQ keeps a finished AI turn or scoring (the game's "
        "history is the lasting record)", group=_GAMES, read=_int)
    job_failure_ttl: int = setting(
        "JOB_FAILURE_TTL", 3600, "seconds RQ keeps a job that failed for good", group=_GAMES,
        read=_int)
    worker_fresh_seconds: float = setting(
        "WORKER_FRESH_SECONDS", 15.0, "`/readyz` counts a worker whose heartbeat is at most this "
        "old (workers beat every 5 s)", group=_GAMES, read=_float)
    test_ai_fail_levels: tuple[str, ...] = setting(
        "TEST_AI_FAIL_LEVELS", (), "tests only: comma-separated AI levels whose turns and hints "
        "raise in the worker (never in production)", group=_GAMES, read=_list)

    # Requests, streams and limits
    api_keys: tuple[str, ...] = setting(
        "API_KEYS", (), "comma-separated entries `KEY`, `sha256:<hex>`, or either after "
        "`TENANT=`; when set, every request but health, metrics, docs and problem pages needs "
        "`X-API-Key`, and each tenant sees only its games (entries naming one tenant share "
        "them)", group=_REQUESTS, read=_list, shown="empty (no key, one tenant)", secret=True)
    cors_origins: tuple[str, ...] = setting(
        "CORS_ORIGINS", (), "browser origins allowed to call the API (or `*`)",
        group=_REQUESTS, read=_list, shown="empty (no CORS)")
    cors_max_age: int = setting(
        "CORS_MAX_AGE", 600, "seconds a browser may cache a CORS preflight answer",
        group=_REQUESTS, read=_int)
    # Where clients reach the service (``https://games.example.org``): problem ``type``
    # URIs start with it. Unset, they are relative (``/problems/<code>``); never taken
    # from the request's Host header, which the caller writes.
    public_base_url: str = setting(
        "PUBLIC_BASE_URL", "", "the address clients reach the service at "
        "(`https://games.example.org`); problem `type` URIs are "
        "`{PUBLIC_BASE_URL}/problems/{code}`, or relative `/problems/{code}` when empty (never "
        "built from the request's `Host` header, which a caller chooses)", group=_REQUESTS)
    trusted_proxy_hops: int = setting(
        "TRUSTED_PROXY_HOPS", 0, "reverse proxies whose `X-Forwarded-For` gives the client "
        "address (0: the header is ignored)", group=_REQUESTS, read=_int)
    max_body_bytes: int = setting(
        "MAX_BODY_BYTES", 64 * 1024, "largest request body", group=_REQUESTS, read=_int)
    header_timeout: float = setting(
        "HEADER_TIMEOUT_SECONDS", 10.0, "a client must send its request head within this (else "
        "the connection is closed); also the keep-alive idle time", group=_REQUESTS,
        read=_float)
    body_timeout: float = setting(
        "BODY_TIMEOUT_SECONDS", 10.0, "a client must send its body within this once the head is "
        "in (else `408 request_timeout`)", group=_REQUESTS, read=_float)
    long_poll_seconds: float = setting(
        "LONG_POLL_SECONDS", 25.0, "longest long poll", group=_REQUESTS, read=_float)
    sse_max_seconds: float = setting(
        "SSE_MAX_SECONDS", 300.0, "an event stream is closed after this long (clients resume)",
        group=_REQUESTS, read=_float)
    rate_limit_enabled: bool = setting(
        "RATE_LIMIT_ENABLED", True, "`0` turns rate limits and stream caps off",
        group=_REQUESTS, read=_bool)
    rate_limit_window: int = setting(
        "RATE_LIMIT_WINDOW_SECONDS", 60, "window the limits count in (Redis counters, shared by "
        "all replicas)", group=_REQUESTS, read=_int, minimum=1)
    rate_limit_per_address: int = setting(
        "RATE_LIMIT_PER_ADDRESS", 1200, "requests per window per client address; the open "
        "paths count here, `/healthz` never", group=_REQUESTS, read=_int)
    rate_limit_per_token: int = setting(
        "RATE_LIMIT_PER_TOKEN", 600, "requests per window per seat or creator token",
        group=_REQUESTS, read=_int)
    rate_limit_per_api_key: int = setting(
        "RATE_LIMIT_PER_API_KEY", 12000, "requests per window per API key (replaces the "
        "per-address limit for those requests)", group=_REQUESTS, read=_int)
    stream_limit_per_address: int = setting(
        "STREAM_LIMIT_PER_ADDRESS", 200, "open event streams and waiting long polls at once per "
        "client address (`429 too_many_streams`)", group=_REQUESTS, read=_int)
    stream_limit_per_token: int = setting(
        "STREAM_LIMIT_PER_TOKEN", 8, "the same per bearer token", group=_REQUESTS, read=_int)
    stream_limit_per_api_key: int = setting(
        "STREAM_LIMIT_PER_API_KEY", 10000, "the same per API key (replaces the per-address cap)",
        group=_REQUESTS, read=_int)
    stream_lease_seconds: float = setting(
        "STREAM_LEASE_SECONDS", 60.0, "a stream's slot expires this long after its process "
        "stops renewing it", group=_REQUESTS, read=_float, minimum=1)
    render_processes: int = setting(
        "RENDER_PROCESSES", 1, "processes per API process that render PNG pictures (at a lower "
        "CPU priority)", group=_REQUESTS, read=_int)
    renders_per_client: int = setting(
        "RENDERS_PER_CLIENT", 1, "PNG renderings in flight at once per tenant (per address "
        "without API keys), over all API processes; more answer `429 too_many_renders` "
        "(0 = no cap)", group=_REQUESTS, read=_int)
    render_wait_seconds: float = setting(
        "RENDER_WAIT_SECONDS", 10.0, "longest wait for a free render process, then "
        "`429 too_many_renders`", group=_REQUESTS, read=_float)
    picture_cache_bytes: int = setting(
        "PICTURE_CACHE_BYTES", 32 * 1024 * 1024, "rendered PNGs each API process keeps, least "
        "recently used out first (0 = none)", group=_REQUESTS, read=_int,
        shown="`33554432` (32 MiB)")

    # Feed and webhooks
    feed_retention: int = setting(
        "FEED_RETENTION_SECONDS", 48 * 3600, "how long a tenant's feed events are kept (the "
        "window in which `Last-Event-ID` resumes and webhook retries catch up)", group=_PUSH,
        read=_int, shown="`172800` (48 h)")
    feed_max_events: int = setting(
        "FEED_MAX_EVENTS", 100_000, "how many of a tenant's feed events are kept", group=_PUSH,
        read=_int)
    # Standard Webhooks' schedule, about 28 h in all.
    webhook_retry_schedule: tuple[float, ...] = setting(
        "WEBHOOK_RETRY_SCHEDULE", (5, 300, 1800, 7200, 18000, 36000, 36000), "seconds before "
        "each retry of a failed delivery; then the webhook is disabled", group=_PUSH,
        read=_floats)
    webhook_allow_private: bool = setting(
        "WEBHOOK_ALLOW_PRIVATE", False, "`1` lets webhooks call loopback, private and "
        "link-local addresses (tests, private deployments)", group=_PUSH, read=_bool)
    webhook_attempt_seconds: float = setting(
        "WEBHOOK_ATTEMPT_SECONDS", 15.0, "wall-clock time of one delivery attempt (connect, "
        "headers and body); past it the attempt failed", group=_PUSH, read=_float)
    webhook_workers: int = setting(
        "WEBHOOK_WORKERS", 8, "processes of a webhooks-only worker (`RQ_QUEUES=webhooks`): "
        "deliveries at once", group=_PUSH, read=_int, minimum=1)
    webhook_tenant_concurrency: int = setting(
        "WEBHOOK_TENANT_CONCURRENCY", 2, "with `API_KEYS`: jobs of one tenant queued or running "
        "at once on the `webhooks` queue; the rest wait outside it", group=_PUSH, read=_int,
        minimum=1)

    # The queues the service puts work on: fixed names, not settings (a worker picks
    # them by name in ``RQ_QUEUES``). Plain class attributes, so not dataclass fields.
    ai_queue = "ai"
    scoring_queue = "scoring"
    hint_queue = "hints"
    timer_queue = "timers"
    webhook_queue = WEBHOOK_QUEUE
    archive_queue = ARCHIVE_QUEUE

    @property
    def service_queues(self) -> tuple[str, ...]:
        """Every queue the service puts work on: each needs a live worker (``archive``
        only with an archive, ``DATABASE_URL``)."""
        return ((self.archive_queue,) if self.database_url else ()) + (
            self.scoring_queue, self.ai_queue, self.hint_queue, self.timer_queue,
            self.webhook_queue)

    @property
    def worker_queues(self) -> tuple[str, ...]:
        """The queues this worker takes: ``RQ_QUEUES``, without ``archive`` when there
        is no archive to write to."""
        return tuple(q for q in self.queues if q in self.service_queues)

MIN_TOKEN_SECRET_BYTES = 32


def require_known_queues(settings: Settings) -> None:
    """Refuse a worker whose ``RQ_QUEUES`` names a queue nothing is ever put on: it
    would start, look healthy, and hear nothing."""
    known = (ARCHIVE_QUEUE, *settings.service_queues)
    unknown = [name for name in settings.queues if name not in known]
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


def validate(settings: Settings) -> None:
    """Refuse settings that cannot be right (a negative timeout, a port out of
    range, an unknown queue), naming each variable; every entry point calls it."""
    problems = []
    for f in fields(settings):
        value, env = getattr(settings, f.name), f.metadata["env"]
        low, high = f.metadata["minimum"], f.metadata["maximum"]
        for number in value if isinstance(value, tuple) else (value,):
            if isinstance(number, bool) or not isinstance(number, (int, float)):
                continue
            if low is not None and number < low:
                problems.append(f"{env} must be at least {low}, not {number}.")
            elif high is not None and number > high:
                problems.append(f"{env} must be at most {high}, not {number}.")
    if problems:
        raise ConfigurationError(" ".join(problems))
    require_known_queues(settings)
