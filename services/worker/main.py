"""Run one RQ worker on the configured queues: ``python -m services.worker.main``.

The worker (``resilient.ResilientWorker``) rides out Redis outages; should its
loop still end without being asked to stop, it is started again here.

A worker of the webhooks queue alone (``RQ_QUEUES=webhooks``, as ``make run``
starts one) is a pool of ``WEBHOOK_WORKERS`` such workers (RQ's
``WorkerPool``, which starts a dead one again): deliveries wait on other
people's servers, so several run at once, and the per-tenant rate limit of
their jobs (``shared/webhooks.py``) keeps one tenant from holding them all.
"""

from __future__ import annotations

import logging
import os
import time

from rq.worker_pool import WorkerPool

from services.worker import matchmaking, tasks  # loaded once here, not again in every forked job
from services.worker.ai.knowledge import preload
from services.worker.recovery import requeue_abandoned
from services.worker.resilient import MAX_WAIT, REDIS_ERRORS, ResilientWorker
from shared.games import GAMES
from shared.settings import (WEBHOOK_QUEUE, ConfigurationError, Settings, require_token_secret,
                             validate)

# Likewise the game knowledge, which is otherwise imported on first use.
preload(GAMES.values())
log = logging.getLogger("services.worker")


def _start(settings: Settings) -> ResilientWorker:
    connection = tasks.connections().queue  # the store client: tasks.connections().store
    # Jobs left running by a worker of this host that died are taken up again now.
    requeue_abandoned(connection, settings.worker_queues)
    worker = ResilientWorker(list(settings.worker_queues), connection=connection)
    # Timers and archiving: a moment's work each, where a work-horse's fork costs 30 ms
    # (and archiving reuses this process's PostgreSQL connections).
    worker.in_process_queues = frozenset({settings.timer_queue, settings.archive_queue})
    return worker


def _webhook_pool(settings: Settings) -> None:
    """Run ``WEBHOOK_WORKERS`` webhook workers until asked to stop."""
    wait = 0.5
    while True:
        try:
            connection = tasks.connections().queue
            requeue_abandoned(connection, settings.queues)
            break
        except REDIS_ERRORS as error:
            log.warning("Redis unavailable at start (%s); trying again in %.1f s", error, wait)
            time.sleep(wait)
            wait = min(wait * 2, MAX_WAIT)
    pool = WorkerPool(list(settings.queues), connection=connection,
                      num_workers=settings.webhook_workers, worker_class=ResilientWorker)
    pool.start()


#: A worker's jobs (AI thinking above all) yield the processor to the API's, which
#: answer people: under load a read waits for no AI search (the AI keeps its wall-clock
#: think time, with a smaller share of the processor while the API is busy).
NICENESS = 5


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(levelname)s %(message)s")
    os.nice(NICENESS)
    settings = Settings()
    require_token_secret(settings)
    validate(settings)  # RQ_QUEUES among them
    if not settings.worker_queues:
        raise ConfigurationError("RQ_QUEUES=archive needs DATABASE_URL (the archive to write "
                                 "ended games to).")
    if settings.queues == (WEBHOOK_QUEUE,) and settings.webhook_workers > 1:
        _webhook_pool(settings)
        return
    matchmaking.start(settings)  # the matcher, in a thread (docs/matchmaking.md)
    wait = 0.5
    while True:
        try:
            worker = _start(settings)
        except REDIS_ERRORS as error:
            log.warning("Redis unavailable at start (%s); trying again in %.1f s", error, wait)
            time.sleep(wait)
            wait = min(wait * 2, MAX_WAIT)
            continue
        try:
            # The scheduler moves retried jobs (which wait a moment) back onto their queue.
            worker.work(with_scheduler=True)
        except REDIS_ERRORS as error:  # e.g. registering its death while Redis is away
            log.warning("worker ended with Redis unavailable (%s)", error)
        if worker.stopping:
            return
        log.error("worker loop ended unexpectedly; starting a new worker in %.1f s", wait)
        time.sleep(wait)
        wait = min(wait * 2, MAX_WAIT)


if __name__ == "__main__":
    main()
