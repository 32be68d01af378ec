"""Worker jobs: AI turns, hints and scoring."""

from __future__ import annotations

from datetime import datetime, timezone

from flask.views import MethodView
from flask_smorest import Blueprint
from rq.job import Job, JobStatus
from rq.exceptions import NoSuchJobError

from shared import tokens

from .. import schemas
from ..context import bearer_token, load_game, res
from ..errors import ApiError

blp = Blueprint("jobs", __name__, url_prefix="/v1/jobs", description="AI moves, hints and scoring.")

_STATUS = {JobStatus.QUEUED: "queued", JobStatus.DEFERRED: "queued", JobStatus.SCHEDULED: "queued",
           JobStatus.STARTED: "running", JobStatus.FINISHED: "finished",
           JobStatus.FAILED: "failed", JobStatus.STOPPED: "failed", JobStatus.CANCELED: "failed"}
_KINDS = {"ai": "ai_turn", "hint": "hint", "score": "score"}


def _iso(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:  # RQ keeps UTC times
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _not_found() -> ApiError:
    return ApiError(404, "job_not_found", "There is no such job (results are kept for an hour).")


def _readable(job: Job, kind: str) -> bool:
    """A job exists for the callers who may see its game (its tenant), and a
    hint only for the seat that asked for it."""
    if not job.args:
        return False
    try:
        loaded, _ = load_game(job.args[0])
    except ApiError:
        return False
    if kind != "hint":
        return True
    return tokens.find_seat(bearer_token(), loaded.doc["seats"]) == job.args[2]


def job_body(job_id: str) -> dict:
    kind = _KINDS.get(job_id.split("-", 1)[0])
    try:
        job = Job.fetch(job_id, connection=res().redis) if kind else None
    except (NoSuchJobError, ValueError):  # ValueError: not a well-formed job id
        job = None
    if job is None or not _readable(job, kind):
        raise _not_found()
    status = _STATUS.get(job.get_status(refresh=False), "queued")
    result = job.return_value() if status == "finished" else None
    return {
        "id": job_id, "kind": kind, "status": status, "result": result,
        "error": "The job failed; it will not be retried any more." if status == "failed" else None,
        "enqueued_at": _iso(job.enqueued_at), "started_at": _iso(job.started_at),
        "ended_at": _iso(job.ended_at), "game": job.args[0] if job.args else None,
    }


@blp.route("/<job_id>")
class JobView(MethodView):
    @blp.response(200, schemas.JobOut)
    @blp.alt_response(404, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def get(self, job_id):
        """Read a job

        `queued`, `running`, `finished` (with its `result`) or `failed`. A
        hint is readable only with the token of the seat that asked for it.
        """
        if len(job_id) > 100:
            raise ApiError(404, "job_not_found", "There is no such job.")
        return job_body(job_id)
