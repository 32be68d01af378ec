"""Worker jobs: AI turns, hints, scoring and analyses.

RQ keeps an AI turn's or a scoring job's record only while the job is queued
or running (``AI_TURN_RESULT_TTL``, default 0): once it is done, the game's
history says what it did, and the job is reported from there; an analysis
job's, from the analysis kept with the game. A hint is kept
``HINT_RESULT_TTL`` and only the seat that asked may read it.
"""

from __future__ import annotations

from datetime import datetime, timezone

from flask.views import MethodView
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from services.api.contract.operations import operation
from services.api.play import schemas
from services.api.play.context import (
    bearer_token,
    game_analysis,
    game_history,
    live_seat,
    load_game,
    res,
)
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from services.api.web.language import translate
from shared.i18n import N_

blp = Blueprint("jobs", __name__, url_prefix="/v1/jobs", description="AI moves, hints and scoring.")

_STATUS = {JobStatus.QUEUED: "queued", JobStatus.DEFERRED: "queued", JobStatus.SCHEDULED: "queued",
           JobStatus.STARTED: "running", JobStatus.FINISHED: "finished",
           JobStatus.FAILED: "failed", JobStatus.STOPPED: "failed", JobStatus.CANCELED: "failed"}
_KINDS = {"ai": "ai_turn", "hint": "hint", "score": "score", "analysis": "analysis"}


def _iso(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    if moment.tzinfo is None:  # RQ keeps UTC times
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _not_found() -> ApiError:
    return ApiError(
        404,
        "job_not_found",
        N_("There is no such job (hints are kept {hint_result_ttl} s after they are ready)."),
        hint_result_ttl=res().settings.hint_result_ttl,
    )


def _done_from_history(job_id: str, kind: str) -> dict | None:
    """A finished AI turn or scoring job, whose RQ record is gone, told from the
    history entry that followed its version; None if the game never got there."""
    parts = job_id.split("-")  # ai-<game>-<version>[-fallbackN], score-<game>-<version>
    if len(parts) < 3 or not parts[2].isdigit():
        return None
    game_id, version = parts[1], int(parts[2])
    loaded = _visible_game(game_id)
    if loaded is None:
        return None
    entries = game_history(loaded, version, 1)
    if not entries or entries[0]["version"] != version + 1:
        return None
    entry = entries[0]
    if kind == "score" and entry["type"] == "finished":
        result = {"outcome": "finished", "game_version": version + 1, "result": entry["result"]}
    elif kind == "ai_turn" and entry["type"] == "move" and entry.get("ai"):
        result = {"outcome": "applied", "game_version": version + 1,
                  "fallback": entry.get("fallback")}
    else:  # the game moved on otherwise (a resignation, a cancellation...)
        result = {"outcome": "stale", "game_version": version + 1}
    return {"id": job_id, "kind": kind, "status": "finished", "result": result, "error": None,
            "enqueued_at": None, "started_at": None, "ended_at": entry["at"], "game": game_id}


def _done_analysis(job_id: str) -> dict | None:
    """A finished analysis job, whose RQ record is gone, told from the analysis
    kept with its game; None if there is none."""
    parts = job_id.split("-")  # analysis-<game>-<level>
    loaded = _visible_game(parts[1]) if len(parts) == 3 else None
    if loaded is None or game_analysis(loaded, parts[2]) is None:
        return None
    return {"id": job_id, "kind": "analysis", "status": "finished",
            "result": {"outcome": "analysed", "level": parts[2]}, "error": None,
            "enqueued_at": None, "started_at": None, "ended_at": None, "game": parts[1]}


def _visible_game(game_id: str):
    """The job's game (``Loaded``), or None: a job exists only for the callers
    who may see its game (its tenant)."""
    try:
        return load_game(game_id)[0]
    except ApiError as refused:
        if refused.status == 401:  # a seat token without a key, not this game's: refused
            raise
        return None


def _check_hint_reader(job: Job) -> None:
    """Only the seat that asked for a hint may read it; to anyone else (no token,
    another seat's, another tenant) it does not exist: its id is guessable, and
    any other answer would tell that the seat asked for help."""
    game_id, seat = job.args[0], job.args[2]
    try:
        doc = load_game(game_id)[0].doc
    except ApiError:
        raise _not_found() from None
    token = bearer_token()
    if token is None or live_seat(doc, token) != seat:
        raise _not_found()


def job_body(job_id: str, check_reader: bool = True) -> dict:
    kind = _KINDS.get(job_id.split("-", 1)[0])
    try:
        job = Job.fetch(job_id, connection=res().queue) if kind else None
    except (NoSuchJobError, ValueError):  # ValueError: not a well-formed job id
        job = None
    if job is None:
        if kind == "analysis":
            done = _done_analysis(job_id)
        else:
            done = _done_from_history(job_id, kind) if kind in ("ai_turn", "score") else None
        if done is None:
            raise _not_found()
        return done
    if not job.args or _visible_game(job.args[0]) is None:
        raise _not_found()
    if kind == "hint" and check_reader:
        _check_hint_reader(job)
    status = _STATUS.get(job.get_status(refresh=False), "queued")
    result = job.return_value() if status == "finished" else None
    return {
        "id": job_id, "kind": kind, "status": status, "result": result,
        "error": (translate(N_("The job failed; it will not be retried any more."))
                  if status == "failed" else None),
        "enqueued_at": _iso(job.enqueued_at), "started_at": _iso(job.started_at),
        "ended_at": _iso(job.ended_at), "game": job.args[0] if job.args else None,
    }


@blp.route("/<job_id>")
class JobView(MethodView):
    @operation(
        "getJob",
        response="Job",
        security=[{}, {"seatToken": []}],
        codes=("job_not_found", "token_required"))
    @blp.response(200, description="The job.")
    @blp.alt_response(404, schema=schemas.ProblemSchema, content_type="application/problem+json")
    @blp.doc(security=[{"seatToken": []}])
    def get(self, job_id):
        """Read a job

        `queued`, `running`, `finished` (with its `result`) or `failed`. A
        hint is read with the token of the seat that asked for it (without
        it, or with another token: 404, as for a job that never existed) and
        is kept for `HINT_RESULT_TTL` seconds once ready. A
        finished AI turn or scoring job is told from the game's history, a
        finished analysis from the analysis kept with the game:
        `result` is then `{"outcome": "applied", "game_version",
        "fallback"}` (`fallback`: null, or how a turn whose job failed was
        played: a cheaper level, or `random`) or `{"outcome": "finished",
        "game_version", "result"}`.
        """
        if len(job_id) > 100:
            raise ApiError(404, "job_not_found", N_("There is no such job."))
        return job_body(job_id)
