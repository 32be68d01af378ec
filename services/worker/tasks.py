"""The jobs a worker runs: AI turns, hints, final scoring and the analysis of
an ended game.

Each job reloads the game and does nothing if the game has moved on since
the job was queued, so retries and duplicates are harmless. The AI is handed
the seat's view only (``rules.ai_view`` for an AI seat, ``rules.view`` for a
hint) and, for the levels that read how the
other seats play, the move history as that seat was shown it
(``rules.record_view``); never the game state.

An AI turn queued as a fallback (``shared/jobs.py``) plays at a cheaper level
or, last, a random legal move (legal moves are public), and its history
entry says so (``"fallback": "<level>"`` or ``"random"``).
"""

from __future__ import annotations

import functools
import hashlib
import os
import random
import time

from rq import get_current_job
from rq.registry import FailedJobRegistry

from services.worker import archiving, webhooks
from services.worker.ai import choose_move, uses_history
from services.worker.ai.analysis import judge
from shared import analysis, fair, gamedoc, jobs, quota, redis_conn
from shared import webhooks as shared_webhooks
from shared.games import GAMES
from shared.settings import Settings
from shared.store import GameNotFound, GameStore, VersionConflict

_settings: Settings | None = None


def settings() -> Settings:
    global _settings
    if _settings is None:
        _settings = Settings()
    return _settings


_connections: redis_conn.Connections | None = None


def connections() -> redis_conn.Connections:
    """The store and queue clients of this worker (made before the worker forks
    its work-horses; redis-py opens new connections in a forked child)."""
    global _connections
    if _connections is None:
        from services.worker.resilient import retrying  # noqa: PLC0415

        _connections = redis_conn.connect(settings(), retry=retrying())
    return _connections


def _store() -> GameStore:
    return GameStore.configured(connections().store, settings())


def _seed(game_id: str, version: int) -> int:
    """A per-turn seed, so an AI turn replayed after a crash decides alike."""
    return int.from_bytes(hashlib.sha256(f"{game_id}:{version}".encode()).digest()[:8], "big")


def _shown_history(store: GameStore, doc: dict, rules, state, seat: int) -> list[dict]:
    """The game's move records as ``seat`` was shown them, oldest first."""
    entries = store.history(doc["id"], 0, limit=doc["version"])
    return [rules.record_view(state, r, seat) for e in entries for r in e.get("records", ())]


def _think(store: GameStore, rules, doc: dict, seat: int, level: str, seconds: float | None,
           seed: int, *, memory: bool) -> dict:
    """The AI's decision for ``seat``. ``memory``: an AI seat playing for itself
    remembers every reveal it was shown (``ai_view``); a hint for a person
    knows only what the table shows (``view``), so the memory stays theirs."""
    if level in settings().test_ai_fail_levels:  # TEST_AI_FAIL_LEVELS: tests only
        raise RuntimeError(f"AI level {level} made to fail (TEST_AI_FAIL_LEVELS)")
    state = gamedoc.state_of(doc, rules)
    view = rules.ai_view(state, seat) if memory else rules.view(state, seat)
    history = (_shown_history(store, doc, rules, state, seat)
               if uses_history(rules, level) else None)
    return choose_move(rules, view, seat, level, seconds=seconds, seed=seed, top=3,
                       max_seconds=settings().ai_max_seconds, history=history)


def _random_move(rules, doc: dict) -> dict:
    """The last fallback: a legal move drawn with the turn's seed, no AI involved."""
    started = time.perf_counter()
    moves = rules.legal_moves(gamedoc.state_of(doc, rules))
    move = random.Random(_seed(doc["id"], doc["version"])).choice(moves)
    return {"move": move, "elapsed": round(time.perf_counter() - started, 4)}


def play_ai_turn(game_id: str, version: int, seat: int, level: str,
                 fallback: str | None = None) -> dict:
    store = _store()
    doc = store.load(game_id).doc
    rules = GAMES[doc["type"]]
    if doc["version"] != version or gamedoc.pending_work(doc, rules) != ("ai", seat):
        return {"outcome": "stale", "game_version": doc["version"]}
    started = time.perf_counter()
    if fallback == jobs.RANDOM_MOVE:
        decision = _random_move(rules, doc)
    else:
        decision = _think(store, rules, doc, seat, fallback or level, None,
                          _seed(game_id, version), memory=True)
    new, entry = gamedoc.play(doc, rules, seat, decision["move"])
    entry["ai"] = True
    if fallback:
        entry["fallback"] = fallback
    try:
        store.compare_and_set(version, new, [entry])
    except VersionConflict:
        return {"outcome": "stale", "game_version": None}
    # This turn is played: the owner's next one (an AI seat after this one, an all-AI
    # game) queues as any turn would, not behind this job (``jobs``: who goes first).
    quota.drop(connections().queue, quota.TURNS, jobs.owner_of(doc), get_current_job().id)
    jobs.after_change(store.redis, connections().queue, new, rules, settings())
    return {"outcome": "applied", "move": decision["move"], "game_version": new["version"],
            "think_seconds": decision["elapsed"],
            "job_seconds": round(time.perf_counter() - started, 4)}


def suggest_move(game_id: str, version: int, seat: int, level: str,
                 seconds: float | None) -> dict:
    """A hint for a human seat: the suggested move and its best alternatives."""
    store = _store()
    doc = store.load(game_id).doc
    rules = GAMES[doc["type"]]
    if doc["version"] != version or gamedoc.seat_to_move(doc, rules) != seat:
        return {"outcome": "stale", "game_version": doc["version"]}
    decision = _think(store, rules, doc, seat, level, seconds, _seed(game_id, version) ^ 0x5EED,
                      memory=False)
    return {"outcome": "hint", "game_version": version, "move": decision["move"],
            "alternatives": decision["alternatives"], "think_seconds": decision["elapsed"]}


def score_game(game_id: str, version: int) -> dict:
    store = _store()
    doc = store.load(game_id).doc
    if doc["version"] != version or doc["status"] != "scoring":
        return {"outcome": "stale", "game_version": doc["version"]}
    rules = GAMES[doc["type"]]
    new, entry = gamedoc.finish(doc, rules)
    try:
        store.compare_and_set(version, new, [entry])
    except VersionConflict:
        return {"outcome": "stale", "game_version": None}
    jobs.after_change(store.redis, connections().queue, new, rules, settings())
    quota.drop(connections().queue, quota.GAMES, jobs.owner_of(doc), game_id)
    return {"outcome": "finished", "game_version": new["version"], "result": new["result"]}


def _ended_game(store: GameStore, game_id: str, tenant: str | None):
    """``(doc, history)`` of the ended game, from Redis or else the archive; None if
    neither has it (or it is not over: an analysis is never a hint)."""
    try:
        doc = store.load(game_id).doc
        history = store.history(game_id, 0, limit=doc["version"])
    except GameNotFound:
        found = archive().load(tenant, game_id) if settings().database_url else None
        if found is None:
            return None
        doc, history = found
    return (doc, history) if doc["status"] in gamedoc.TERMINAL else None


def analyse_game(game_id: str, level: str, tenant: str | None) -> dict:
    """The analysis of an ended game at ``level`` (``shared/analysis.py``), kept
    beside the game in Redis and, with an archive, in it. A retry after the
    archive failed finds the analysis in Redis and only archives it."""
    store = _store()
    body = store.analysis(game_id, level)
    if body is None:
        found = _ended_game(store, game_id, tenant)
        if found is None:
            return {"outcome": "stale", "game_version": None}
        doc, history = found
        rules = GAMES[doc["type"]]
        body = analysis.analyse(rules, doc, history, level,
                                functools.partial(judge, rules, level=level))
        store.save_analysis(game_id, level, body)
    if settings().database_url:
        archive().save_analysis(tenant, game_id, level, body)
    return {"outcome": "analysed", "level": level}


OUTBOX_SWEEP_KEY = "outbox-sweep"
OUTBOX_SWEEP_SECONDS = 55


def forward_outboxes() -> int:
    """On a Redis Cluster: forward game changes whose tenant side a crash left
    in the game's outbox (``shared/store/redis_cluster.py``); nothing on a single Redis. One
    worker a minute does it (the sweep reads every primary's keys)."""
    store = _store()
    if not store.cluster or not connections().queue.set(OUTBOX_SWEEP_KEY, os.getpid(), nx=True,
                                                        ex=OUTBOX_SWEEP_SECONDS):
        return 0
    return store.forward_outboxes()


_archive = None


def archive():
    """This worker's archive (``DATABASE_URL``): a few connections, kept between jobs
    (archive jobs run in the worker's own process)."""
    global _archive
    if _archive is None:
        from shared import archive as archive_module  # noqa: PLC0415  (psycopg: when needed)

        _archive = archive_module.Archive(settings().database_url, timeout=2.0)
    return _archive


def archive_ended_games() -> dict:
    """Archive the games that ended since the last such job, once each
    (``services/worker/archiving.py``)."""
    connection = connections().queue
    connection.delete(jobs.ARCHIVE_JOB_QUEUED)  # a game that ends from now queues another
    outcomes = archiving.drain(_store(), archive(), connection, announce=_announce_rated)
    if outcomes.pop("more", False):
        jobs.queue_archiving(connection, None, settings())
    return outcomes


def sweep_archive_outbox() -> dict:
    """What a lost job, a crash or an outage left in the archive outbox; the daily
    retention. Run by workers that take the ``archive`` queue, at most every few seconds."""
    return archiving.sweep(_store(), archive(), connections().queue, settings(),
                           announce=_announce_rated)


def _announce_rated(doc: dict) -> None:
    """A rated game's ``game_finished`` reached the feed: its webhooks deliver it."""
    shared_webhooks.trigger(connections().store, connections().queue, doc.get("tenant"),
                            settings())


def deliver_webhook(tenant: str | None, hook_id: str) -> dict:
    """Send a webhook's pending feed events (``services/worker/webhooks.py``)."""
    job = get_current_job()
    return webhooks.deliver(connections().store, connections().queue, settings(), tenant,
                            hook_id, job.id)


def ping_webhook(tenant: str | None, hook_id: str) -> dict:
    return webhooks.ping(connections().store, settings(), tenant, hook_id)


def job_ended(connection, job, failed: bool) -> None:
    """A job ended for good: its owner's quota lease goes, and an AI turn that
    failed gets the next step of its fallback queued."""
    owner = (job.meta or {}).get("owner")
    if owner:
        quota.drop(connection, quota.WORK, owner, job.id)
        quota.drop(connection, quota.TURNS, owner, job.id)
    fair.forget(connection, job.origin, job.id)
    if failed and job.func_name == jobs.AI_TURN:
        _queue_fallback(connection, job.args[0], job.args[1])


def _queue_fallback(connection, game_id: str, version: int) -> None:
    s = settings()
    store = _store()
    try:
        doc = store.load(game_id).doc
    except GameNotFound:
        return
    if doc["version"] == version:  # else the turn was played after all
        jobs.schedule_pending(connection, doc, GAMES[doc["type"]], s)  # skips the failed steps


def fallback_for_failed_turns(connection) -> None:
    """Queue the fallback of AI turns that RQ failed without a worker seeing it
    (its clean-up of jobs whose worker died); the failed registry is short."""
    for job_id in FailedJobRegistry(settings().ai_queue, connection=connection).get_job_ids():
        parts = job_id.split("-")
        if parts[0] == "ai" and len(parts) >= 3 and parts[2].isdigit():
            _queue_fallback(connection, parts[1], int(parts[2]))
