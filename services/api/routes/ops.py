"""Health, readiness and metrics (outside /v1: they are for operators)."""

from __future__ import annotations

from datetime import timedelta

from flask.views import MethodView
from ..framework import Blueprint
from redis.exceptions import RedisError
from rq import worker_registration
from rq.utils import now, utcparse

from .. import metrics, schemas
from ..context import res

blp = Blueprint("operations", __name__, description="Health checks and metrics.")


@blp.route("/healthz")
class Healthz(MethodView):
    @blp.response(200, schemas.Health)
    def get(self):
        """Liveness: the process is up"""
        return {"status": "ok", "checks": {}}


@blp.route("/readyz")
class Readyz(MethodView):
    @blp.response(200, schemas.Health)
    @blp.alt_response(503, schema=schemas.Health)
    def get(self):
        """Readiness: Redis answers and at least one worker is alive

        A worker counts while its last heartbeat is at most
        `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
        dead worker's record for a while longer, so the record alone is not
        proof of life.
        """
        checks = {}
        try:
            res().redis.ping()
            res().queue.ping()
            checks["redis"] = "ok"
            workers = _fresh_workers(res().settings.worker_fresh_seconds)
            checks["workers"] = workers
        except RedisError:
            checks["redis"] = "unreachable"
            workers = 0
        ready = checks.get("redis") == "ok" and workers > 0
        return {"status": "ok" if ready else "unavailable", "checks": checks}, 200 if ready else 503


def _fresh_workers(max_age: float) -> int:
    """Registered workers whose heartbeat is at most ``max_age`` s old (read from
    their records directly: rq's Worker objects would retune this client's sockets)."""
    redis = res().queue
    keys = worker_registration.get_keys(connection=redis)
    with redis.pipeline(transaction=False) as pipeline:
        for key in keys:
            pipeline.hmget(key, "last_heartbeat", "death")
        records = pipeline.execute()
    oldest = now() - timedelta(seconds=max_age)
    return sum(1 for beat, death in records
               if beat is not None and death is None and utcparse(beat.decode()) >= oldest)


@blp.route("/metrics")
class Metrics(MethodView):
    @blp.response(200, description="Prometheus text format.", content_type="text/plain")
    def get(self):
        """Prometheus metrics"""
        return metrics.render()
