"""RQ's worker, made to ride out Redis outages and to keep its scheduler up.

RQ 3.0's worker retries Redis errors only while it waits for a job. One
anywhere else ends it: a heartbeat while a job runs (``monitor_work_horse``
-> ``maintain_heartbeats``), the suspension check, the bookkeeping after a
work-horse ends. Its scheduler (a child process that moves delayed retries
back onto their queues) dies at the first failed Redis call and is started
again only by the ten-minutely maintenance. Here:

* every Redis command is first retried by redis-py itself, with jittered
  backoff, for 9 to 18 seconds (the connection's ``Retry``, ``connect()``);
* beyond that, heartbeats are skipped (the next one tries again) and every
  other step waits for Redis with backoff (at most ``MAX_WAIT`` s apart);
* a job whose work-horse ended without recording the job's outcome (Redis
  was away) is failed, so RQ retries it, instead of staying "started";
* the scheduler is started again at the first heartbeat after it died
  (heartbeats come every ``HEARTBEAT_SECONDS``, idle or busy);
* timer jobs (``in_process_queues``: a read and a write each) run in the
  worker's own process, so a tenant's many clocks cost no fork apiece;
* when a job ends its quota lease goes, and an AI turn that failed for good
  gets its fallback queued (``tasks.job_ended``).
"""

from __future__ import annotations

import logging
import time

import redis
from redis.backoff import EqualJitterBackoff
from redis.retry import Retry
from rq import Worker, worker_registration
from rq.job import JobStatus
from rq.utils import now
from rq.worker import WorkerStatus

from services.worker import tasks
from shared import jobs
from shared.settings import ARCHIVE_QUEUE

log = logging.getLogger(__name__)

REDIS_ERRORS = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)
HEARTBEAT_SECONDS = 5
MAX_WAIT = 5.0


def retrying() -> Retry:
    """Each command retried for 9 to 18 s (20 tries, jittered backoff)."""
    return Retry(EqualJitterBackoff(cap=1.0, base=0.1), 20)


def connect(url: str) -> redis.Redis:
    """A client that retries each command for 9 to 18 s (20 tries, jittered backoff)."""
    return redis.Redis.from_url(url, retry=retrying())


class ResilientWorker(Worker):
    max_connection_wait_time = MAX_WAIT  # RQ's own backoff while dequeuing

    #: Queues whose jobs run in the worker's own process, without a work-horse.
    in_process_queues: frozenset[str] = frozenset()
    #: The queue whose worker also sweeps the archive outbox.
    archive_queue = ARCHIVE_QUEUE

    def __init__(self, queues, **kwargs):
        # The worker heartbeats once per dequeue timeout (worker_ttl - 15 s) when idle
        # and once per job_monitoring_interval while a job runs.
        kwargs.setdefault("worker_ttl", HEARTBEAT_SECONDS + 15)
        kwargs.setdefault("job_monitoring_interval", HEARTBEAT_SECONDS)
        # Registry clean-up (abandoned jobs, expired entries) every minute, not ten.
        kwargs.setdefault("maintenance_interval", 60)
        super().__init__(queues, **kwargs)
        self.stopping = False
        self._next_scheduler_try = 0.0
        self._next_registration_check = 0.0
        self._next_sweep = 0.0

    def request_stop(self, signum, frame):
        self.stopping = True
        super().request_stop(signum, frame)

    def until_redis_answers(self, step, *args):
        """Run ``step`` until Redis answers, waiting longer after each failure."""
        wait = 0.5
        while True:
            try:
                return step(*args)
            except REDIS_ERRORS as error:
                if self.stopping:
                    raise
                log.warning("Redis unavailable in %s (%s); retrying in %.1f s",
                            getattr(step, "__name__", step), error, wait)
                time.sleep(wait)
                wait = min(wait * 2, MAX_WAIT)

    # -- steps that may be skipped: the next one makes up for them ----------------------

    def heartbeat(self, timeout=None, pipeline=None):
        if pipeline is not None:
            return super().heartbeat(timeout, pipeline)
        try:
            super().heartbeat(timeout)
            if not self.is_horse:
                self._register_again_if_forgotten()
        except REDIS_ERRORS as error:
            log.warning("heartbeat skipped, Redis unavailable (%s)", error)
            return None
        if not self.is_horse:
            self._revive_scheduler()
            self._sweep_archive()
        return None

    def _sweep_archive(self) -> None:
        """A worker of the ``archive`` queue sweeps the archive outbox (one worker at a
        time, every few seconds: ``archiving.sweep``) between jobs and when idle."""
        if self.archive_queue not in self.queue_names() or time.monotonic() < self._next_sweep:
            return
        self._next_sweep = time.monotonic() + 1.0
        try:
            tasks.sweep_archive_outbox()
        except REDIS_ERRORS as error:
            log.warning("archive sweep skipped, Redis unavailable (%s)", error)
        except Exception:  # never the worker's end: the next sweep tries again
            log.exception("archive sweep failed")

    def _register_again_if_forgotten(self) -> None:
        """A Redis that came back without its data (or after the worker's record
        expired) no longer lists this worker: register it again, or /readyz and
        RQ's own clean-up would take it for dead."""
        if time.monotonic() < self._next_registration_check:
            return  # heartbeats also follow every job: look once per period only
        self._next_registration_check = time.monotonic() + HEARTBEAT_SECONDS
        if not self.connection.sismember(worker_registration.REDIS_WORKER_KEYS, self.key):
            log.warning("worker record missing in Redis; registering again")
            with self.connection.pipeline() as pipeline:
                pipeline.hset(self.key, mapping=self.serialize())
                pipeline.expire(self.key, self.worker_ttl + 60)
                worker_registration.register(self, pipeline)
                pipeline.execute()

    def maintain_heartbeats(self, job, execution):
        try:
            super().maintain_heartbeats(job, execution)
        except REDIS_ERRORS as error:  # the horse works on; the next beat tries again
            log.warning("heartbeat of job %s skipped, Redis unavailable (%s)", job.id, error)

    def set_state(self, state, pipeline=None):
        if pipeline is not None:
            return super().set_state(state, pipeline)
        try:
            super().set_state(state)
        except REDIS_ERRORS:
            self._state = state  # only informative in Redis; kept locally
        return None

    # -- steps that must happen: wait for Redis ------------------------------------------

    def check_for_suspension(self, burst):
        return self.until_redis_answers(super().check_for_suspension, burst)

    def run_maintenance_tasks(self):
        self.until_redis_answers(super().run_maintenance_tasks)
        # Jobs failed for good by RQ's clean-up of abandoned jobs get their fallback here.
        self.until_redis_answers(tasks.fallback_for_failed_turns, self.connection)
        self.until_redis_answers(tasks.forward_outboxes)

    def execute_job(self, job, queue):
        execution = self.until_redis_answers(self.prepare_execution, job)
        if queue.name in self.in_process_queues:
            # A timer job is a read and at most one write, never a search: run in this
            # process it costs about a millisecond, where a work-horse's fork costs 30.
            self.perform_job(job, queue, execution)
        else:
            self.fork_work_horse(job, queue)
            self.monitor_work_horse(job, queue, execution)
        self.set_state(WorkerStatus.IDLE)

    def monitor_work_horse(self, job, queue, execution):
        try:
            super().monitor_work_horse(job, queue, execution)
        except REDIS_ERRORS as error:  # raised after the horse ended: settled below
            log.warning("bookkeeping of job %s interrupted, Redis unavailable (%s)", job.id, error)
        self.until_redis_answers(self._settle, job, queue, execution)

    def _settle(self, job, queue, execution):
        """Fail (so RQ retries) a job its ended horse left "started": the horse
        could not record the outcome while Redis was away."""
        if jobs.status(self.connection, job.id) != JobStatus.STARTED.value:
            return
        log.warning("job %s ended without a recorded outcome; failing it for a retry", job.id)
        job.ended_at = job.ended_at or now()
        self.handle_job_failure(job, queue, exc_string="The work-horse ended without recording "
                                "the job's outcome (Redis was unavailable).", execution=execution)
        if jobs.status(self.connection, job.id) == JobStatus.STARTED.value:
            raise redis.exceptions.ConnectionError("the job's failure was not recorded")

    # -- the end of a job -----------------------------------------------------------------

    def handle_job_success(self, job, queue, started_job_registry, execution):
        super().handle_job_success(job, queue, started_job_registry, execution)
        self._ended(job, failed=False)

    def handle_job_failure(self, job, queue, started_job_registry=None, exc_string="",
                           execution=None):
        super().handle_job_failure(job, queue, started_job_registry, exc_string, execution)
        if job.get_status(refresh=False) in (JobStatus.FAILED, JobStatus.STOPPED):
            self._ended(job, failed=True)  # not when RQ retries it

    def _ended(self, job, failed: bool) -> None:
        try:
            tasks.job_ended(self.connection, job, failed)
        except REDIS_ERRORS as error:  # leases expire; reads and the sweep queue fallbacks
            log.warning("after job %s: Redis unavailable (%s)", job.id, error)

    # -- the scheduler ---------------------------------------------------------------------

    def _revive_scheduler(self) -> None:
        scheduler = self.scheduler
        if scheduler is None or self.stopping or time.monotonic() < self._next_scheduler_try:
            return
        process = scheduler._process  # RQ's own maintenance looks at it the same way
        if process is not None and process.is_alive():
            return
        self._next_scheduler_try = time.monotonic() + HEARTBEAT_SECONDS
        died = process is not None
        try:
            scheduler.acquire_locks(auto_start=True)
        except REDIS_ERRORS:
            return
        if died and scheduler._process is not process:
            log.warning("scheduler process had died; started it again")
