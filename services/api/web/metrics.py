"""Prometheus metrics.

Under gunicorn with several worker processes, set ``PROMETHEUS_MULTIPROC_DIR``
(``make run`` and the container do) so ``/metrics`` adds up every process.
"""

from __future__ import annotations

import functools
import os
import time

from flask import Response, g, request
from prometheus_client import (CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge,
                               Histogram, generate_latest, multiprocess)

REQUESTS = Histogram("api_request_seconds", "Time to answer a request",
                     ["method", "endpoint", "status"])
MOVES = Counter("api_moves_total", "Moves applied through the API", ["game_type"])
REFUSED = Counter("api_refused_total", "Requests refused, by error code", ["code"])
GAMES_CREATED = Counter("api_games_created_total", "Games created", ["game_type"])
# Labels come from fixed sets, so no request can add a time series: unknown
# methods fold into "OTHER", unmatched paths into "unmatched".
METHODS = frozenset(("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"))
FOLLOWERS = Gauge("api_followers", "Event streams and long polls waiting for a change",
                  multiprocess_mode="livesum")
RACES = Counter("api_version_races_total", "Changes that lost a compare-and-set race and were retried")


def count_move(game_type: str) -> None:
    _moves_of(game_type).inc()


@functools.cache
def _moves_of(game_type: str):
    """The counter of one game type's moves (``labels`` takes a lock and
    builds the series key on each call; the game types are few and fixed)."""
    return MOVES.labels(game_type)


def install(app) -> None:
    @app.before_request
    def _start_timer():
        g.started = time.perf_counter()

    @app.after_request
    def _observe(response):
        if getattr(response, "parked_placeholder", False):
            return response  # a parked long poll: observed when it is answered
        endpoint = request.url_rule.rule if request.url_rule else "unmatched"
        if response.status_code >= 400 and response.mimetype == "application/problem+json":
            code = (response.get_json(silent=True) or {}).get("code", "unknown")
            REFUSED.labels(code).inc()
        started = g.get("started")
        if started is not None:
            method = request.method if request.method in METHODS else "OTHER"
            REQUESTS.labels(method, endpoint, str(response.status_code)).observe(
                time.perf_counter() - started)
        return response


def render() -> Response:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return Response(generate_latest(registry), mimetype=CONTENT_TYPE_LATEST)
    return Response(generate_latest(), mimetype=CONTENT_TYPE_LATEST)
