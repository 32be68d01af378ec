"""Run one RQ worker on the configured queues: ``python -m services.worker.main``."""

from __future__ import annotations

import logging

import redis
from rq import Worker

from services.worker import tasks  # noqa: F401  (loaded once here, not again in every forked job)
from services.worker.ai.knowledge import preload
from services.worker.recovery import requeue_abandoned
from shared.games import GAMES
from shared.settings import Settings, require_token_secret

# Likewise the game knowledge, which is otherwise imported on first use.
preload(GAMES.values())


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(levelname)s %(message)s")
    settings = Settings()
    require_token_secret(settings)
    connection = redis.Redis.from_url(settings.redis_url)
    # Jobs left running by a worker of this host that died are taken up again now.
    requeue_abandoned(connection, settings.queues)
    worker = Worker(list(settings.queues), connection=connection)
    # The scheduler moves retried jobs (which wait a moment) back onto their queue.
    worker.work(with_scheduler=True)


if __name__ == "__main__":
    main()
