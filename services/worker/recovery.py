"""Start-up recovery after a worker died with its jobs (SIGKILL, OOM, power loss).

When only a job's work-horse dies, RQ itself notices and retries the job.
When the whole worker process dies, its running job stays in the queue's
StartedJobRegistry until the entry's heartbeat expires (about 90 s) and the
next registry clean-up of a live worker (every 10 min) retries it; its
scheduler's lock also blocks every delayed retry until it expires. A game
waiting on that AI turn or scoring job would stand still all that time.

So a worker that starts looks for jobs started by workers of this host that
are gone (their process no longer exists) and puts them back at the front of
their queue at once, and releases scheduler locks of dead schedulers of this
host. Jobs check the game version when they run, so a job requeued while an
orphaned work-horse still finished it does nothing the second time. Workers
of other hosts are left to RQ's own heartbeat expiry.
"""

from __future__ import annotations

import logging
import os
import socket

from redis import Redis
from rq import Queue, Worker
from rq.exceptions import NoSuchJobError
from rq.executions import Execution
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry
from rq.scheduler import SCHEDULER_KEY_TEMPLATE, SCHEDULER_LOCKING_KEY_TEMPLATE

log = logging.getLogger(__name__)


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else str(value or "")


def _process_gone(hostname: str, pid: str) -> bool:
    """True if ``hostname``/``pid`` names a process of this host that no longer runs."""
    if hostname != socket.gethostname() or not pid.isdigit():
        return False
    pid_number = int(pid)
    if pid_number == os.getpid():
        return True  # a restarted container reuses the pid of the worker that died
    try:
        os.kill(pid_number, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _worker_dead(connection: Redis, worker_name: str) -> bool:
    data = {_text(k): _text(v) for k, v in
            connection.hgetall(Worker.redis_worker_namespace_prefix + worker_name).items()}
    if not data or data.get("death"):
        return True
    return _process_gone(data.get("hostname", ""), data.get("pid", ""))


def requeue_abandoned(connection: Redis, queue_names) -> list[str]:
    """Requeue the jobs that dead workers of this host left started; their ids."""
    requeued = []
    dead_workers = set()
    for name in queue_names:
        queue = Queue(name, connection=connection)
        registry = StartedJobRegistry(name, connection=connection)
        for job_id, execution_id in registry.get_job_and_execution_ids(cleanup=False):
            composite = f"{job_id}:{execution_id}"
            try:
                job = Job.fetch(job_id, connection=connection)
            except NoSuchJobError:
                connection.zrem(registry.key, composite)
                continue
            status = job.get_status()
            if status == JobStatus.QUEUED and job_id in queue.get_job_ids():
                continue
            if status not in (JobStatus.STARTED, JobStatus.QUEUED):
                continue  # finished, failed or scheduled for a retry already
            execution_key = Execution(execution_id, job_id, connection=connection).key
            worker_name = _text(connection.hget(execution_key, "worker_name")) or job.worker_name or ""
            if not worker_name or not _worker_dead(connection, worker_name):
                continue
            # Queued before the registry entry goes: a crash in between runs it twice
            # at worst, which the version check makes harmless.
            queue.enqueue_job(job, at_front=True)
            connection.zrem(registry.key, composite)
            dead_workers.add(worker_name)
            requeued.append(job_id)
            log.warning("requeued job %s abandoned by dead worker %s", job_id, worker_name)
    for worker_name in dead_workers:
        worker = Worker.find_by_key(Worker.redis_worker_namespace_prefix + worker_name, connection)
        if worker is not None:
            worker.register_death()
    _release_dead_scheduler_locks(connection, queue_names)
    return requeued


def _release_dead_scheduler_locks(connection: Redis, queue_names) -> None:
    for name in queue_names:
        lock_key = SCHEDULER_LOCKING_KEY_TEMPLATE % name
        holder = _text(connection.get(lock_key))
        if not holder:
            continue
        data = {_text(k): _text(v) for k, v in
                connection.hgetall(SCHEDULER_KEY_TEMPLATE % holder).items()}
        if data and _process_gone(data.get("hostname", ""), data.get("pid", "")):
            if _text(connection.get(lock_key)) == holder:
                connection.delete(lock_key)
                log.warning("released the scheduler lock of %s held by dead scheduler %s",
                            name, holder)
