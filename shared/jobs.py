"""Worker jobs: their names, deterministic ids, queues, quotas and records.

A game needs at most one job per version (an AI seat's turn, or scoring),
so the job id is derived from the game id and version and queued with
``unique=True``: asking twice never queues twice. A job that finds the
game at another version does nothing.

Queues, highest priority first: ``scoring``, ``ai`` (AI turns), ``hints``,
``timers``; a hint never delays an AI turn by more than the job a worker is
running.

Fair between owners: the ``ai`` queue is served round-robin between owners
(``shared/fair.py``): an owner's n-th queued turn goes after every owner's
(n-1)-th. So one tenant's backlog of AI turns (many games, strong levels)
delays another's turn by the jobs the workers are running, not by the
backlog. A clock's stand-in move is an AI turn of its game's owner too
(``stand-<game>-<deadline>``, queued by the deadline's timer job).

Capped, not only counted: while an owner has ``AI_QUOTA_TURNS`` AI turns
(stand-ins included) queued or running, a request that would add one (a
move or resignation after which an AI seat is to move, a new game with an
AI seat or stand-ins) is refused with 429 (``admit``). Turns that follow
from work already admitted (an AI seat after an AI seat, a deadline) are
never refused: that would stall a game.

The analysis of an ended game (``analysis-<game>-<level>``, docs/analysis.md)
is AI work of the game's owner too: on the ``ai`` queue, placed fairly,
counted and capped like an AI turn (``queue_analysis``).

An AI turn that fails on every retry is played again at a cheaper level
(``ai-<game>-<version>-fallback1``), then by a random legal move
(``...-fallback2``); whoever asks for the turn's job afterwards (the worker
when the job fails, a read of the game, ``POST .../ai-moves``) gets the next
step, never the failed job again.

Records: an AI turn or scoring job is deleted when it ends
(``AI_TURN_RESULT_TTL``, default 0: the game's history is its record), a
hint is kept ``HINT_RESULT_TTL`` for its seat to read, a job that failed for
good ``JOB_FAILURE_TTL``.
"""

from __future__ import annotations

from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.job import Job, JobStatus

from shared import fair, gamedoc, quota
from shared.games import GameRules

# The worker's functions, by name: shared/ never imports services/ (RQ resolves the
# name in the worker); tests/service/test_job_names.py checks each resolves and fits.
AI_TURN = "services.worker.tasks.play_ai_turn"
HINT = "services.worker.tasks.suggest_move"
SCORE = "services.worker.tasks.score_game"
STAND_IN = "services.worker.timers.play_stand_in"
ARCHIVE = "services.worker.tasks.archive_ended_games"
ANALYSIS = "services.worker.tasks.analyse_game"
# On the queue's Redis: ids of games that just ended, for the archive job to take (a
# hint: the store's archive outbox is the truth), and whether such a job is queued.
ARCHIVE_PENDING = "archive:pending"
ARCHIVE_JOB_QUEUED = "archive:job-queued"

#: The last fallback of an AI turn: a random legal move, without the AI.
RANDOM_MOVE = "random"
_CHEAPER = {"hard": "medium", "medium": "easy"}
SCORE_TIMEOUT = 60
#: Longest an analysis job may run (the deepest level on a long game).
ANALYSIS_TIMEOUT = 600


def ai_turn_id(game_id: str, version: int, step: int = 0) -> str:
    return f"ai-{game_id}-{version}" + (f"-fallback{step}" if step else "")


def score_id(game_id: str, version: int) -> str:
    return f"score-{game_id}-{version}"


def stand_in_id(game_id: str, deadline_ms: int) -> str:
    return f"stand-{game_id}-{deadline_ms}"


def hint_id(game_id: str, version: int, seat: int, level: str) -> str:
    return f"hint-{game_id}-{version}-{seat}-{level}"


def analysis_id(game_id: str, level: str) -> str:
    return f"analysis-{game_id}-{level}"


def owner_of(doc: dict) -> str:
    """Whose quota a game's AI work counts against (set when it was created)."""
    return doc.get("owner") or f"game:{doc['id']}"


def all_ai(doc: dict) -> bool:
    return all(seat["kind"] == "ai" for seat in doc["seats"])


def ai_steps(level: str) -> list[str | None]:
    """How an AI turn is tried: at its level (None), then each fallback."""
    cheaper = _CHEAPER.get(level)
    return [None] + ([cheaper] if cheaper else []) + [RANDOM_MOVE]


def ai_job_timeout(settings) -> int:
    """Longest an AI job may run: twice the think-time cap, plus loading and saving."""
    return int(settings.ai_max_seconds * 2) + 10


RETRY_INTERVALS = (1, 2, 5)  # seconds before the 1st, 2nd and later retries


def _retry(retries: int) -> Retry | None:
    # RQ picks an interval by the retries left, so the list holds one per retry.
    intervals = [RETRY_INTERVALS[min(i, len(RETRY_INTERVALS) - 1)] for i in range(retries)]
    return Retry(max=retries, interval=intervals) if retries else None


def status(connection, job_id: str) -> str | None:
    """The RQ status of a job, None if it has no record (never queued, or deleted when done)."""
    raw = connection.hget(Job.key_for(job_id), "status")
    return raw.decode() if raw is not None else None


def _enqueue_unique(queue: Queue, func: str, job_id: str, args: tuple, *, timeout: int,
                    result_ttl: int, settings, retries: int, owner: str | None = None) -> bool:
    """Queue the job unless it exists; True if it was queued now."""
    try:
        queue.enqueue(func, *args, job_id=job_id, unique=True, job_timeout=timeout,
                      result_ttl=result_ttl, failure_ttl=settings.job_failure_ttl,
                      retry=_retry(retries), meta={"owner": owner} if owner else None)
    except DuplicateJobError:
        return False  # already queued (or done) for this version
    return True


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
        job_id = score_id(game_id, version)
        if status(connection, job_id) is None:
            quota.drop(connection, quota.GAMES, owner_of(doc), game_id)  # no AI turns left
            _enqueue_unique(Queue(settings.scoring_queue, connection=connection), SCORE, job_id,
                            (game_id, version), timeout=SCORE_TIMEOUT,
                            result_ttl=settings.ai_turn_result_ttl, settings=settings,
                            retries=settings.job_retries)
        return job_id
    level = doc["seats"][seat]["level"]
    for step, fallback in enumerate(ai_steps(level)):
        job_id = ai_turn_id(game_id, version, step)
        found = status(connection, job_id)
        if found == JobStatus.FAILED.value:
            continue  # failed for good: the next, cheaper step
        if found is None:
            _queue_ai_turn(connection, doc, job_id, (game_id, version, seat, level, fallback),
                           settings)
        return job_id
    return job_id  # every step failed (the game waits for an operator)


def _queue_ai_turn(connection, doc: dict, job_id: str, args: tuple, settings) -> None:
    # A fallback at a cheaper level gets one retry (for a worker that died);
    # the random move, which only the infrastructure can make fail, all of them.
    fallback = args[4]
    retries = settings.job_retries if fallback in (None, RANDOM_MOVE) else min(1, settings.job_retries)
    if all_ai(doc):  # renewed every turn: a game that stalls stops counting
        quota.take(connection, quota.GAMES, owner_of(doc), doc["id"], settings.ai_quota_lease)
    _queue_fairly(connection, owner_of(doc), AI_TURN, job_id, args, settings,
                  timeout=ai_job_timeout(settings), retries=retries)


def queue_stand_in(connection, doc: dict, deadline_ms: int, settings) -> str:
    """The AI's stand-in move for the seat whose clock ran out at ``deadline_ms``."""
    job_id = stand_in_id(doc["id"], deadline_ms)
    _queue_fairly(connection, owner_of(doc), STAND_IN, job_id, (doc["id"], deadline_ms),
                  settings, timeout=ai_job_timeout(settings), retries=settings.job_retries)
    return job_id


def _queue_fairly(connection, owner: str, func: str, job_id: str, args: tuple, settings, *,
                  timeout: int, retries: int) -> None:
    """An AI turn of ``owner``'s: counted (``WORK``, ``TURNS``), queued, and
    placed by its round, the owner's turns already queued or running."""
    round_ = quota.held(connection, quota.TURNS, owner)
    quota.take(connection, quota.WORK, owner, job_id, settings.ai_quota_lease)
    quota.take(connection, quota.TURNS, owner, job_id, settings.ai_quota_lease)
    queue = Queue(settings.ai_queue, connection=connection)
    if _enqueue_unique(queue, func, job_id, args, timeout=timeout,
                       result_ttl=settings.ai_turn_result_ttl, settings=settings,
                       retries=retries, owner=owner):
        fair.place(connection, queue, job_id, round_)


def adds_ai_turns(doc: dict, rules: GameRules, *, new_game: bool = False) -> bool:
    """Whether a request that writes this version of a game gives its owner AI
    work: an AI seat to move now or, for a new game, any AI seat or stand-in."""
    if new_game:
        clock = doc.get("clock") or {}
        return any(s["kind"] == "ai" for s in doc["seats"]) or clock.get("stand_in_moves", 0) > 0
    work = gamedoc.pending_work(doc, rules) if doc["status"] == "active" else None
    return work is not None and work[0] == "ai"


def admit(connection, doc: dict, rules: GameRules, settings, *, new_game: bool = False) -> None:
    """Refuse (``quota.QuotaExceeded``) a request whose result adds AI work for
    an owner that has ``AI_QUOTA_TURNS`` AI turns queued or running."""
    limit = settings.ai_quota_turns
    if limit < 0 or not adds_ai_turns(doc, rules, new_game=new_game):
        return
    if quota.held(connection, quota.TURNS, owner_of(doc)) >= limit:
        raise quota.QuotaExceeded(quota.TURNS, limit, retry_after=int(settings.ai_max_seconds) + 1)


def after_change(store, queue, doc: dict, rules: GameRules, settings) -> str | None:
    """What follows every stored change of a game: queue the job its new
    version needs (its id, if any), schedule its timer (clock, expiry) and
    wake its tenant's webhooks. ``store``/``queue``: the two Redis clients
    (``shared/redis_conn.py``; the same one on a single Redis)."""
    from shared import timers, webhooks  # noqa: PLC0415  (they import the store, which imports games)

    webhooks.trigger(store, queue, doc.get("tenant"), settings)
    timers.schedule(queue, doc, settings)
    if doc["status"] in gamedoc.TERMINAL and settings.database_url:
        queue_archiving(queue, doc["id"], settings)
    return schedule_pending(queue, doc, rules, settings)


def queue_archiving(connection, game_id: str | None, settings) -> None:
    """Hand a game that is over to the archive job (``services/worker/archiving.py``):
    its id goes on ``ARCHIVE_PENDING`` and, unless one is queued and not started yet,
    a job is queued; the job takes every id there. One job archives the games that
    ended while it waited, so a hundred ends a second cost a few jobs, not a hundred.
    The game's place in the archive outbox, written with its last change, is what
    counts: this only makes it quick, and the worker's sweep takes up what a lost
    job or id leaves. ``game_id`` None: only make sure a job is queued."""
    pipe = connection.pipeline(transaction=False)
    if game_id is not None:
        pipe.rpush(ARCHIVE_PENDING, game_id)
    pipe.set(ARCHIVE_JOB_QUEUED, 1, nx=True, ex=60)  # the job deletes it as it starts
    if pipe.execute()[-1]:
        Queue(settings.archive_queue, connection=connection).enqueue(
            ARCHIVE, job_timeout=60, result_ttl=0, failure_ttl=settings.job_failure_ttl,
            retry=_retry(settings.job_retries))


def queue_hint(connection, game_id: str, version: int, seat: int, level: str,
               seconds: float | None, settings, owner: str) -> str:
    """The hint job for this seat, version and level: the existing one, or a new
    one if the owner's AI quota allows (else ``quota.QuotaExceeded``)."""
    job_id = hint_id(game_id, version, seat, level)
    found = status(connection, job_id)
    if found is not None and found != JobStatus.FAILED.value:
        return job_id
    if not quota.take(connection, quota.WORK, owner, job_id, settings.ai_quota_lease,
                      settings.ai_quota_jobs):
        raise quota.QuotaExceeded(quota.WORK, settings.ai_quota_jobs,
                                  retry_after=int(settings.ai_max_seconds) + 1)
    if found is not None:  # it failed; asked again, it is tried afresh
        Job.fetch(job_id, connection=connection).delete()
    queue = Queue(settings.hint_queue, connection=connection)
    _enqueue_unique(queue, HINT, job_id, (game_id, version, seat, level, seconds),
                    timeout=ai_job_timeout(settings), result_ttl=settings.hint_result_ttl,
                    settings=settings, retries=settings.job_retries, owner=owner)
    return job_id


def queue_analysis(connection, doc: dict, level: str, settings) -> str:
    """The analysis job of an ended game at ``level``: the one queued or running,
    else a new one. It is AI work of the game's owner, queued fairly like an
    AI turn and refused like one (``quota.QuotaExceeded``) when the owner has
    ``AI_QUOTA_TURNS`` of them queued or running."""
    job_id = analysis_id(doc["id"], level)
    found = status(connection, job_id)
    if found is not None and found != JobStatus.FAILED.value:
        return job_id
    owner, limit = owner_of(doc), settings.ai_quota_turns
    if limit >= 0 and quota.held(connection, quota.TURNS, owner) >= limit:
        raise quota.QuotaExceeded(quota.TURNS, limit, retry_after=int(settings.ai_max_seconds) + 1)
    if found is not None:  # it failed; asked again, it is tried afresh
        Job.fetch(job_id, connection=connection).delete()
    _queue_fairly(connection, owner, ANALYSIS, job_id, (doc["id"], level, doc.get("tenant")),
                  settings, timeout=ANALYSIS_TIMEOUT, retries=settings.job_retries)
    return job_id
