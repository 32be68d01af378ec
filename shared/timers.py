"""One scheduled job per game for whatever happens to it by time alone.

A game is due at one moment at most: a waiting game when its open seats
must be filled (``join_by``), an active game with a clock at its deadline,
an active game without one when it has been idle for ``ACTIVE_GAME_TTL``.
After every change the job of the new version is scheduled with RQ's
scheduler (``enqueue_at``) and the previous version's is dropped, so there
is no scan of all games and no polling loop. The job
(``services/worker/timers.py``) checks the version like every job here: a
move made in time makes it stale, and a move and its deadline never both
win (each is a compare-and-set on the same version).
"""

from __future__ import annotations

from datetime import datetime, timezone

from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job
from rq.registry import ScheduledJobRegistry

ON_TIMER = "services.worker.timers.on_timer"
ON_WARNING = "services.worker.timers.on_clock_warning"
WARN_MAX_MS = 60_000  # warn a fifth of a turn's time before its deadline, a minute at most


def timer_id(game_id: str, version: int) -> str:
    return f"timer-{game_id}-{version}"


def warning_id(game_id: str, version: int) -> str:
    return f"warning-{game_id}-{version}"


def warning_ms(doc: dict) -> int | None:
    """When the seat whose clock runs is warned (a ``clock_warning`` event)."""
    clock = doc.get("clock")
    if doc["status"] != "active" or clock is None or clock["deadline_ms"] is None:
        return None
    return clock["deadline_ms"] - min(WARN_MAX_MS, (clock["deadline_ms"] - clock["since_ms"]) // 5)


def due_ms(doc: dict, settings) -> int | None:
    """When the game must be looked at again, if ever (ms since the epoch)."""
    if doc["status"] == "waiting":
        return doc.get("join_by_ms")
    if doc["status"] != "active":
        return None
    clock = doc.get("clock")
    if clock is not None:
        return clock["deadline_ms"]
    if settings.active_game_ttl <= 0:
        return None
    changed = datetime.fromisoformat(doc["updated_at"].replace("Z", "+00:00"))
    return int(changed.timestamp() * 1000) + settings.active_game_ttl * 1000


def schedule(connection, doc: dict, settings, job_id: str | None = None) -> str | None:
    """Schedule the timer of this version of the game (dropping the last
    version's); its job id, if the game is due at some point. RQ keeps whole
    seconds, so the job is due at the first whole second not before the
    moment (it never runs early)."""
    queue = Queue(settings.scoring_queue, connection=connection)
    registry = ScheduledJobRegistry(queue=queue)
    for previous in (timer_id(doc["id"], doc["version"] - 1),
                     warning_id(doc["id"], doc["version"] - 1)):
        if connection.zrem(registry.key, previous):  # still waiting: it will never be needed
            try:
                Job.fetch(previous, connection=connection).delete()
            except NoSuchJobError:
                pass
    warn = warning_ms(doc) if job_id is None else None
    if warn is not None:
        queue.enqueue_at(_at(warn), ON_WARNING, doc["id"], doc["version"],
                         job_id=warning_id(doc["id"], doc["version"]), result_ttl=0,
                         failure_ttl=3600, job_timeout=30)
    due = due_ms(doc, settings)
    if due is None:
        return None
    job_id = job_id or timer_id(doc["id"], doc["version"])
    queue.enqueue_at(_at(due), ON_TIMER, doc["id"],
                     doc["version"], job_id=job_id, result_ttl=0, failure_ttl=24 * 3600,
                     job_timeout=60, retry=Retry(max=3, interval=[1, 2, 5]))
    return job_id


def _at(ms: int) -> datetime:
    return datetime.fromtimestamp(-(-ms // 1000), timezone.utc)
