"""Worker jobs: their names, deterministic ids and how they are queued.

A game needs at most one job per version (an AI seat's turn, or scoring),
so the job id is derived from the game id and version and queued with
``unique=True``: asking twice never queues twice. A job that finds the
game at another version does nothing.
"""

from __future__ import annotations

import uuid

from rq import Queue, Retry
from rq.exceptions import DuplicateJobError

from shared import gamedoc
from shared.games import GameRules

AI_TURN = "services.worker.tasks.play_ai_turn"
HINT = "services.worker.tasks.suggest_move"
SCORE = "services.worker.tasks.score_game"

RESULT_TTL = 3600
FAILURE_TTL = 24 * 3600


def ai_turn_id(game_id: str, version: int) -> str:
    return f"ai-{game_id}-{version}"


def score_id(game_id: str, version: int) -> str:
    return f"score-{game_id}-{version}"


def new_hint_id() -> str:
    return f"hint-{uuid.uuid4().hex}"


def _retry(settings) -> Retry | None:
    return Retry(max=settings.job_retries, interval=[1, 2, 5]) if settings.job_retries else None


def _enqueue_unique(queue: Queue, func: str, job_id: str, timeout: float, settings, *args) -> str:
    try:
        queue.enqueue(func, *args, job_id=job_id, unique=True, job_timeout=int(timeout) + 1,
                      result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL, retry=_retry(settings))
    except DuplicateJobError:
        pass  # already queued (or done) for this version
    return job_id


def schedule_pending(connection, doc: dict, rules: GameRules, settings) -> str | None:
    """Queue the job this version of the game needs, if any; its id."""
    if doc["status"] != "scoring" and not any(s["kind"] == "ai" for s in doc["seats"]):
        return None  # only AI seats and scoring need a job (no need to load the state)
    work = gamedoc.pending_work(doc, rules)
    if work is None:
        return None
    kind, seat = work
    game_id, version = doc["id"], doc["version"]
    if kind == "score":
        queue = Queue(settings.scoring_queue, connection=connection)
        return _enqueue_unique(queue, SCORE, score_id(game_id, version), 60, settings,
                               game_id, version)
    queue = Queue(settings.ai_queue, connection=connection)
    level = doc["seats"][seat]["level"]
    return _enqueue_unique(queue, AI_TURN, ai_turn_id(game_id, version),
                           settings.ai_max_seconds * 3 + 30, settings,
                           game_id, version, seat, level)


def after_change(connection, doc: dict, rules: GameRules, settings) -> str | None:
    """What follows every stored change of a game: queue the job its new
    version needs (its id, if any) and wake its tenant's webhooks."""
    from shared import webhooks  # noqa: PLC0415  (webhooks imports the store, which imports games)

    webhooks.trigger(connection, doc.get("tenant"), settings)
    return schedule_pending(connection, doc, rules, settings)


def queue_hint(connection, game_id: str, version: int, seat: int, level: str,
               seconds: float | None, settings) -> str:
    queue = Queue(settings.ai_queue, connection=connection)
    job_id = new_hint_id()
    queue.enqueue(HINT, game_id, version, seat, level, seconds, job_id=job_id,
                  job_timeout=int(settings.ai_max_seconds * 3) + 30,
                  result_ttl=RESULT_TTL, failure_ttl=FAILURE_TTL, retry=_retry(settings))
    return job_id
