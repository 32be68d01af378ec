"""Ended games into the archive (PostgreSQL, ``shared/archive``), exactly once.

The change that ends a game puts it in the archive outbox in the same script
(``shared/store``: ``archive:outbox`` on a single Redis, the game's
``game:{ID}:archive`` marker on a cluster) and keeps its keys from expiring.
Then:

* ``drain`` (the ``archive`` job that ``jobs.after_change`` queues as a game
  ends, unless one is queued already, run in the worker's process): for each
  game that ended since, ``archive_one``: read the document and its whole
  history from Redis, insert them (``Archive.archive_game``: a second insert of
  the same game changes nothing), and only then take the game out of the outbox
  (``store.archive_done``, which lets its keys expire ``FINISHED_GAME_TTL``
  later). A crash anywhere leaves the game in the outbox: archived again, once.
* ``sweep``: what a lost job, a crash or an outage of PostgreSQL left in the
  outbox (games that ended ``SWEEP_GRACE_MS`` ago or more), every
  ``store.archive_sweep_seconds`` by one worker at a time; and once a day the
  retention (``ARCHIVE_RETENTION_DAYS``, ``Archive.delete_expired``).

With PostgreSQL out of reach a job gives up at once (and for ``PAUSE_SECONDS``
the next ones do not even try): games wait in the outbox, play goes on, and
the sweep archives them once PostgreSQL answers again.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from datetime import datetime, timezone
from pathlib import Path

from shared import gamedoc, games, jobs
from shared.archive import ArchiveUnavailable
from shared.store import GameNotFound, RatedFinish

log = logging.getLogger(__name__)

SWEEP_GRACE_MS = 10_000  # younger games are their job's (queued as they ended)
SWEEP_BUDGET_SECONDS = 2.0  # a sweep's share of the worker at a time
SWEEP_BATCH = 200
PAUSE_SECONDS = 5.0  # after PostgreSQL failed to answer, jobs leave games to the sweep
RETENTION_SECONDS = 24 * 3600
SWEEP_LOCK = "archive:sweep"
RETENTION_LOCK = "archive:retention:"

_paused_until = 0.0


def _test_stall(point: str, game_id: str) -> None:
    """Tests only (``TEST_ARCHIVE_STALL=before|after``, ``TEST_ARCHIVE_STALL_DIR``): stop
    for good before or after the insert, saying so with a file, to be killed there."""
    if os.environ.get("TEST_ARCHIVE_STALL") == point:
        Path(os.environ["TEST_ARCHIVE_STALL_DIR"], f"{point}-{game_id}").touch()
        time.sleep(3600)


def archive_one(store, archive, game_id: str, announce=None) -> str:
    """Archive one game of the outbox: ``archived``, ``already`` (a crash came between
    the insert and the removal), ``gone`` (Redis no longer has it) or ``unavailable``
    (PostgreSQL out of reach: it stays in the outbox). ``announce(doc)``: called
    once a rated game's ``game_finished`` is in the feed (to wake the webhooks)."""
    global _paused_until
    if time.monotonic() < _paused_until:
        return "unavailable"
    try:
        doc = store.load(game_id).doc
    except GameNotFound:
        log.error("game %s in the archive outbox is gone from Redis: not archived", game_id)
        store.archive_done(game_id)
        return "gone"
    if doc["status"] not in gamedoc.TERMINAL:  # cannot happen: an end is for ever
        log.error("game %s in the archive outbox is %s", game_id, doc["status"])
        return "not_over"
    # The history up to the document's version: entries never change, so the two agree.
    history = store.history(game_id, 0, limit=doc["version"])
    announced = any("ratings" in entry for entry in history)  # (a later change re-queued it)
    _test_stall("before", game_id)
    try:
        new, ratings = archive.archive_and_rate(doc, history)
    except ArchiveUnavailable as error:
        _paused_until = time.monotonic() + PAUSE_SECONDS
        log.warning("archive unavailable (%s): game %s waits in the outbox", error, game_id)
        return "unavailable"
    _test_stall("after", game_id)
    store.archive_done(game_id, None if announced else _rated_finish(doc, history, ratings))
    if ratings and announce:
        announce(doc)
    return "archived" if new else "already"


def _rated_finish(doc: dict, history: list[dict], ratings: list | None) -> RatedFinish | None:
    """A rated game's ``finished`` entry with the ratings the archive moved (its
    ``game_finished`` waited for them: ``feed.awaits_ratings``)."""
    finished = next((entry for entry in history if entry["type"] == "finished"), None)
    if not ratings or finished is None:
        return None
    return RatedFinish(doc, {**finished, "ratings": ratings}, games.GAMES[doc["type"]])


def drain(store, archive, connection, *, budget: float = 5.0, announce=None) -> dict:
    """Archive the games whose ids wait on ``jobs.ARCHIVE_PENDING`` (a batch at a
    time, for ``budget`` seconds at most); how many of each outcome, and ``more``
    when ids are left for another job."""
    outcomes: dict = {}
    deadline = time.monotonic() + budget
    while True:
        ids = connection.lpop(jobs.ARCHIVE_PENDING, SWEEP_BATCH)
        if not ids:
            return outcomes
        for game_id in dict.fromkeys(i.decode() for i in ids):  # a rematch link: twice
            outcome = archive_one(store, archive, game_id, announce)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if time.monotonic() > deadline:
            outcomes["more"] = connection.llen(jobs.ARCHIVE_PENDING) > 0
            return outcomes


def sweep(store, archive, lock_client, settings, *, now_ms: int | None = None,
          announce=None) -> dict:
    """Archive what waits in the outbox longer than ``SWEEP_GRACE_MS`` (one worker
    at a time, at most every ``store.archive_sweep_seconds``, for at most
    ``SWEEP_BUDGET_SECONDS``), and run the daily retention if it is due."""
    done = {"archived": 0, "retention": None}
    if lock_client.set(SWEEP_LOCK, os.getpid(), nx=True, ex=store.archive_sweep_seconds):
        deadline = time.monotonic() + SWEEP_BUDGET_SECONDS
        before = (now_ms or gamedoc.now_ms()) - SWEEP_GRACE_MS
        while time.monotonic() < deadline:
            pending = store.archive_pending(before, SWEEP_BATCH)
            outcomes = []
            for game_id in pending:
                outcomes.append(archive_one(store, archive, game_id, announce))
                if outcomes[-1] == "unavailable" or time.monotonic() >= deadline:
                    break
            done["archived"] += sum(o in ("archived", "already") for o in outcomes)
            if len(pending) < SWEEP_BATCH or "unavailable" in outcomes:
                break
    done["retention"] = retention(archive, lock_client, settings)
    return done


def retention(archive, lock_client, settings, *, now: datetime | None = None) -> int | None:
    """Once a day (and at once when ``ARCHIVE_RETENTION_DAYS`` changed): the configured
    retentions, then delete what is due; how many games went (None: not due, or
    PostgreSQL out of reach, tried again at the next sweep)."""
    configured = settings.archive_retention_days
    digest = hashlib.sha256(repr(configured).encode()).hexdigest()[:16]
    lock = RETENTION_LOCK + digest
    if not lock_client.set(lock, os.getpid(), nx=True, ex=RETENTION_SECONDS):
        return None
    try:
        for tenant, days in configured:
            archive.set_retention(None if tenant == "_" else tenant, days)
        deleted = archive.delete_expired(now or datetime.now(timezone.utc))
    except ArchiveUnavailable as error:
        lock_client.delete(lock)
        log.warning("archive retention not applied, PostgreSQL unavailable (%s)", error)
        return None
    log.info("archive retention: %d games deleted", deleted)
    return deleted
