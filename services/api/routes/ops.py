"""Health, readiness and metrics (outside /v1: they are for operators)."""

from __future__ import annotations

from datetime import timedelta

from flask.views import MethodView
from redis.exceptions import RedisError
from rq import worker_registration
from rq.utils import now, utcparse

from services.api.contract.operations import operation
from services.api.play import schemas
from services.api.play.context import res
from services.api.web import metrics
from services.api.web.framework import Blueprint

blp = Blueprint("operations", __name__, description="Health checks and metrics.")


def _problem(status: int, description: str):
    return blp.alt_response(status, description=description, schema=schemas.ProblemSchema,
                            content_type="application/problem+json")


@blp.route("/healthz")
class Healthz(MethodView):
    @operation("getHealth", codes=())
    @blp.response(200, schemas.Health)
    def get(self):
        """Liveness: the process is up"""
        return {"status": "ok", "checks": {}}


@blp.route("/readyz")
class Readyz(MethodView):
    @operation("getReadiness", codes=("rate_limited",))
    @blp.response(200, schemas.Health)
    @blp.alt_response(503, schema=schemas.Health)
    @_problem(429, "Too many requests from this address (`rate_limited`).")
    def get(self):
        """Readiness: Redis answers and every queue the service uses has a live worker

        The queues are `scoring` (final scores), `ai` (AI turns), `hints`,
        `timers` (clock deadlines, stand-in moves, expiry) and `webhooks`
        (deliveries). `checks.queues` gives the
        live workers of each, `checks.missing` the queues that have none:
        their work would wait without end, so the service is not ready. A
        worker counts while its last heartbeat is at most
        `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
        dead worker's record for a while longer, so the record alone is not
        proof of life.
        """
        checks = {}
        try:
            res().redis.ping()
            res().queue.ping()
            checks["redis"] = "ok"
            listening = _fresh_workers(res().settings.worker_fresh_seconds)
        except RedisError:
            return {"status": "unavailable", "checks": {"redis": "unreachable"}}, 503
        needed = res().settings.service_queues
        checks["workers"] = len(listening)
        checks["queues"] = {name: sum(name in queues for queues in listening) for name in needed}
        checks["missing"] = [name for name in needed if not checks["queues"][name]]
        ready = not checks["missing"]
        return {"status": "ok" if ready else "unavailable", "checks": checks}, 200 if ready else 503


def _fresh_workers(max_age: float) -> list[set[str]]:
    """The queues of each registered worker whose heartbeat is at most ``max_age`` s
    old (read from their records directly: rq's Worker objects would retune this
    client's sockets)."""
    redis = res().queue
    keys = worker_registration.get_keys(connection=redis)
    with redis.pipeline(transaction=False) as pipeline:
        for key in keys:
            pipeline.hmget(key, "last_heartbeat", "death", "queues")
        records = pipeline.execute()
    oldest = now() - timedelta(seconds=max_age)
    return [set(queues.decode().split(",")) for beat, death, queues in records
            if beat is not None and death is None and queues is not None
            and utcparse(beat.decode()) >= oldest]


@blp.route("/metrics")
class Metrics(MethodView):
    @operation(
        "getMetrics",
        codes=("rate_limited", "metrics_token_required", "invalid_metrics_token",
            "metrics_closed"))
    @blp.response(200, description="Prometheus text format.", content_type="text/plain")
    @blp.doc(security=[{}, {"metricsToken": []}])  # open without API keys and no token
    @_problem(401, "No metrics token (`metrics_token_required`).")
    @_problem(403, "Not the metrics token (`invalid_metrics_token`), or the metrics are "
                   "closed (`metrics_closed`).")
    @_problem(429, "Too many requests from this address (`rate_limited`).")
    def get(self):
        """Prometheus metrics

        They show the activity of every tenant. With `METRICS_TOKEN` set,
        only its bearer may read them; with API keys configured and no
        token, nobody (403 `metrics_closed`); otherwise anyone. Counted
        against the caller's address limit.
        """
        return metrics.render()
