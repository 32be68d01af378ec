"""gunicorn settings (``Settings``: PORT, HOST, WEB_CONCURRENCY, WEB_CONNECTIONS,
ACCESS_LOG, HEADER_TIMEOUT_SECONDS).

The gevent worker (``gunicorn_worker.Worker``): each connection is a greenlet
while its request runs, and a follower that waits (an event stream or a long
poll) is parked: its socket is served by the process's parking, with no
greenlet of its own (``parking.py``), so thousands of them cost a few MiB.
gunicorn monkey-patches the standard library before loading the app, so
redis-py and the followers' hub cooperate.
"""

import resource

from prometheus_client import multiprocess

from shared.settings import Settings, require_token_secret, validate

_settings = Settings()
bind = f"{_settings.host}:{_settings.port}"
workers = _settings.web_concurrency
# gevent's worker, which can hand a waiting follower's connection to the
# process's parking (services/api/streaming/parking.py): a parked follower holds no greenlet.
worker_class = "services.api.web.gunicorn_worker.Worker"
# Connections one process serves at once (followers included).
worker_connections = _settings.web_connections
timeout = 120
graceful_timeout = 10
# The gevent worker reads each request head under gevent.Timeout(keepalive):
# this is the request-head timeout as well as the idle keep-alive timeout.
keepalive = max(1, round(_settings.header_timeout))
accesslog = _settings.access_log or None  # e.g. "-" for stdout


def _raise_open_files_limit() -> None:
    """Every connection is a file descriptor: gunicorn's own (up to
    worker_connections) and as many parked followers: allow them all, as far
    as the hard limit permits."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 2 * worker_connections + 1024
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


_raise_open_files_limit()


def child_exit(server, worker):
    if _settings.prometheus_multiproc_dir:
        multiprocess.mark_process_dead(worker.pid)


def worker_exit(server, worker):
    # End the parked followers (their clients resume elsewhere with
    # Last-Event-ID) and give their stream leases back.
    app = getattr(worker, "wsgi", None)
    parking = getattr(app, "extensions", {}).get("parking") if app is not None else None
    if parking is not None:
        parking.close_all()
    renderer = getattr(app, "extensions", {}).get("renderer") if app is not None else None
    if renderer is not None:
        renderer.close()  # its render processes


def on_starting(server):
    # Checked once in the master, so a missing secret or an invalid setting stops
    # gunicorn with a clear message instead of every worker process failing to boot.
    require_token_secret(_settings)
    validate(_settings)
