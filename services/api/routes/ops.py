"""Health, readiness and metrics (outside /v1: they are for operators)."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint
from redis.exceptions import RedisError
from rq import Worker

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
        """Readiness: Redis answers and at least one worker is alive"""
        checks = {}
        try:
            res().redis.ping()
            checks["redis"] = "ok"
            workers = Worker.count(connection=res().redis)
            checks["workers"] = workers
        except RedisError:
            checks["redis"] = "unreachable"
            workers = 0
        ready = checks.get("redis") == "ok" and workers > 0
        return {"status": "ok" if ready else "unavailable", "checks": checks}, 200 if ready else 503


@blp.route("/metrics")
class Metrics(MethodView):
    @blp.response(200, description="Prometheus text format.", content_type="text/plain")
    def get(self):
        """Prometheus metrics"""
        return metrics.render()
