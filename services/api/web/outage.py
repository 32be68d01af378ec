"""Redis outages: answered 503 ``service_unavailable`` with ``Retry-After``,
and logged once per outage (when it starts and when it ends), not once per
request, so a long outage does not flood the log."""

from __future__ import annotations

import logging
import threading

from flask import current_app, has_app_context
from redis import exceptions as redis_errors

log = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 5
# The errors that mean "Redis cannot be reached or cannot serve now", as
# opposed to a bug in a command (those stay 500 internal_error).
UNAVAILABLE = (redis_errors.ConnectionError, redis_errors.TimeoutError,
               redis_errors.ReadOnlyError, redis_errors.ClusterDownError,
               redis_errors.TryAgainError)

# Redis at its ``maxmemory`` (with ``noeviction``) refuses writes: a plain command
# raises OutOfMemoryError, a script a ResponseError that quotes the refusal.
_STORAGE_FULL = "OOM command not allowed"


def is_storage_full(error: Exception) -> bool:
    """Whether ``error`` is Redis refusing a write because it is full."""
    return (isinstance(error, redis_errors.OutOfMemoryError)
            or (isinstance(error, redis_errors.ResponseError) and _STORAGE_FULL in str(error)))


class _State:
    """Whether an outage is noted, per application (so that apps sharing a process,
    as in tests, never end each other's outage)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.down = False


_OUTSIDE_AN_APP = _State()  # a Redis call made outside any application (a tool, a test)


def _state() -> _State:
    if not has_app_context():
        return _OUTSIDE_AN_APP
    return current_app.extensions.setdefault("redis_outage", _State())


def went_down(error: Exception) -> None:
    """Note a failed Redis call; logs only the first of an outage."""
    state = _state()
    with state.lock:
        first, state.down = not state.down, True
    if first:
        log.error("Redis is unavailable (%s: %s); answering 503 until it is back",
                  type(error).__name__, error)


def check_back(client) -> None:
    """While an outage is noted, see whether Redis answers again (one PING)."""
    state = _state()
    if not state.down:
        return
    try:
        client.ping()
    except UNAVAILABLE:
        return
    with state.lock:
        was, state.down = state.down, False
    if was:
        log.warning("Redis is reachable again")
