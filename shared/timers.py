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


def timer_id(game_id: str, version: int) -> str:
    return f"timer-{game_id}-{version}"


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
    previous = timer_id(doc["id"], doc["version"] - 1)
    if connection.zrem(registry.key, previous):  # still waiting: it will never be needed
        try:
            Job.fetch(previous, connection=connection).delete()
        except NoSuchJobError:
            pass
    due = due_ms(doc, settings)
    if due is None:
        return None
    job_id = job_id or timer_id(doc["id"], doc["version"])
    queue.enqueue_at(datetime.fromtimestamp(-(-due // 1000), timezone.utc), ON_TIMER, doc["id"],
                     doc["version"], job_id=job_id, result_ttl=0, failure_ttl=24 * 3600,
                     job_timeout=60, retry=Retry(max=3, interval=[1, 2, 5]))
    return job_id
