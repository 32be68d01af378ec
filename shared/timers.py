"""Scheduled jobs for what happens to a game by time alone.

* A waiting game expires at ``join_by`` (one job, armed when it is created).
* A clock's deadline: one job per deadline (and one for its warning), armed
  when a turn with a new deadline starts; a job whose deadline is no longer
  the game's (a move was made in time) does nothing.
* An active game without a clock is abandoned after ``ACTIVE_GAME_TTL``
  without a change: one job per game, armed when the game becomes active,
  which looks again at the game's last change when it runs and, if the game
  moved meanwhile, is armed anew for then. So a move costs no scheduling.

Counted against the owner: each clock deadline (and its warning) is a job,
so a tenant's games with a clock, waiting or active, are capped
(``TENANT_MAX_CLOCKED_GAMES``, checked at creation by ``admit``; a lease per
game, renewed at every change and dropped when it ends). With the minimum
clock of 10 s, a tenant's timers then come at most 2 x cap / 10 a second.

Jobs run on RQ's scheduler (``enqueue_at``): no scan of all games and no
polling loop. Each is armed at most once: a marker key (``SET NX``) says it
is. The jobs (``services/worker/timers.py``) write with the game's
compare-and-set, so a move and its deadline never both win.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone

from rq import Queue, Retry

from shared import quota

# The worker's functions, by name: shared/ never imports services/ (RQ resolves the
# name in the worker); tests/service/test_job_names.py checks each resolves and fits.
ON_EXPIRE = "services.worker.timers.on_join_deadline"
ON_DEADLINE = "services.worker.timers.on_deadline"
ON_WARNING = "services.worker.timers.on_clock_warning"
ON_IDLE = "services.worker.timers.on_idle"
WARN_MAX_MS = 60_000  # warn a fifth of a turn's time before its deadline, a minute at most
MARKER_SLACK_MS = 3_600_000  # a marker outlives its job's due time by this much
CLOCK_LEASE_SECONDS = 24 * 3600  # a clocked game counts this long after its last change
CLOCK_QUOTA_RETRY_AFTER = 60


def warning_ms(doc: dict) -> int | None:
    """When the seat whose clock runs is warned (a ``clock_warning`` event)."""
    clock = doc.get("clock")
    if doc["status"] != "active" or clock is None or clock["deadline_ms"] is None:
        return None
    return clock["deadline_ms"] - min(WARN_MAX_MS, (clock["deadline_ms"] - clock["since_ms"]) // 5)


def idle_due_ms(doc: dict, settings) -> int:
    changed = datetime.fromisoformat(doc["updated_at"].replace("Z", "+00:00"))
    return int(changed.timestamp() * 1000) + settings.active_game_ttl * 1000


def _owner(doc: dict) -> str:
    return doc.get("owner") or f"game:{doc['id']}"  # as ``jobs.owner_of``


def admit(connection, doc: dict, settings) -> None:
    """Refuse (``quota.QuotaExceeded``) a new game with a clock when its owner
    has ``TENANT_MAX_CLOCKED_GAMES`` such games waiting or active."""
    limit = settings.tenant_max_clocked_games
    if doc.get("clock") is None or limit <= 0:
        return
    if quota.held(connection, quota.CLOCKS, _owner(doc)) >= limit:
        raise quota.QuotaExceeded(quota.CLOCKS, limit, CLOCK_QUOTA_RETRY_AFTER)


def _count_clock(connection, doc: dict) -> None:
    """A game with a clock counts for its owner while it is waiting or active."""
    if doc.get("clock") is None:
        return
    if doc["status"] in ("waiting", "active"):
        quota.take(connection, quota.CLOCKS, _owner(doc), doc["id"], CLOCK_LEASE_SECONDS)
    else:
        quota.drop(connection, quota.CLOCKS, _owner(doc), doc["id"])


def schedule(connection, doc: dict, settings) -> None:
    """Arm the timers this version of the game needs and does not have yet."""
    _count_clock(connection, doc)
    game_id, clock = doc["id"], doc.get("clock")
    if doc["status"] == "waiting" and doc.get("join_by_ms"):
        arm(connection, settings, f"expire-{game_id}", f"expire-{game_id}", doc["join_by_ms"],
            ON_EXPIRE, game_id)
    elif doc["status"] == "active" and clock is not None and clock["deadline_ms"] is not None:
        deadline = clock["deadline_ms"]
        name = f"clock-{game_id}-{deadline}"
        arm(connection, settings, name, name, deadline, ON_DEADLINE, game_id, deadline)
        name = f"warning-{game_id}-{deadline}"
        arm(connection, settings, name, name, warning_ms(doc), ON_WARNING, game_id, deadline)
    elif (doc["status"] == "active" and clock is None and settings.active_game_ttl > 0
          and doc.get("active_since") == doc["version"]):  # armed once, as the game starts
        due = idle_due_ms(doc, settings)
        arm(connection, settings, f"idle-{game_id}", f"idle-{game_id}-{due}", due, ON_IDLE,
            game_id)


def arm(connection, settings, marker: str, job_id: str, due_ms: int, func: str, *args,
        again: bool = False) -> bool:
    """Schedule ``func(*args)`` at ``due_ms`` unless ``marker`` says it is
    (``again``: replace the marker, for a job that arms its successor)."""
    ttl = max(1, due_ms - int(time.time() * 1000)) + MARKER_SLACK_MS
    if not connection.set(f"timer:{marker}", job_id, px=ttl, nx=not again):
        return False
    # RQ keeps whole seconds: the first whole second not before the moment.
    at = datetime.fromtimestamp(-(-due_ms // 1000), timezone.utc)
    Queue(settings.timer_queue, connection=connection).enqueue_at(
        at, func, *args, job_id=job_id, result_ttl=0, failure_ttl=24 * 3600, job_timeout=60,
        retry=Retry(max=3, interval=[1, 2, 5]))
    return True
