"""What happens to a game by time alone (``shared/timers.py`` arms the jobs).

* ``on_join_deadline``: a waiting game whose open seats were not filled by
  ``join_by`` becomes ``expired``.
* ``on_deadline``: the clock of the seat to move ran out: the seat times
  out (``gamedoc.time_out``) or, while it has stand-in moves left (the
  game's ``stand_in_moves``), the AI's stand-in move is queued as an AI turn
  of the game's owner (``jobs.queue_stand_in``: counted and served fairly
  with the owner's other AI turns, not on this queue), and
  ``play_stand_in`` plays it.
* ``on_clock_warning``: a ``clock_warning`` event for the feed and webhooks.
* ``on_idle``: an active game without a clock, unchanged for
  ``ACTIVE_GAME_TTL``, ends as ``abandoned``; if it changed meanwhile, the
  job is armed again for its new due time.

Each writes with a compare-and-set on the version it read, so a move made at
the same moment and the timeout never both win.
"""

from __future__ import annotations

from rq import get_current_job

from shared import clock as clocks
from shared import feed, gamedoc, jobs, quota, timers, webhooks
from shared.games import GAMES
from shared.store import GameNotFound, VersionConflict

from .tasks import _store, _think, connections, settings

STAND_IN_LEVEL = "easy"  # quick, and no stronger than a person who walked away


def on_join_deadline(game_id: str) -> dict:
    doc = _load(game_id)
    if doc is None or doc["status"] != "waiting" or gamedoc.now_ms() < doc["join_by_ms"]:
        return {"outcome": "not_due"}
    return _write(doc, *gamedoc.expire(doc))


def on_deadline(game_id: str, deadline_ms: int) -> dict:
    doc = _load(game_id)
    clock = doc and doc.get("clock")
    if doc is None or doc["status"] != "active" or clock["deadline_ms"] != deadline_ms:
        return {"outcome": "stale"}  # played in time, or over
    rules = GAMES[doc["type"]]
    seat = clock["running"]
    if clock["stand_ins_left"][seat] > 0:
        job_id = jobs.queue_stand_in(connections().queue, doc, deadline_ms, settings())
        return {"outcome": "stand_in_queued", "job": job_id}
    return _write(doc, *gamedoc.time_out(doc, rules, seat))


def play_stand_in(game_id: str, deadline_ms: int) -> dict:
    """The AI plays for the seat whose clock ran out at ``deadline_ms`` (an AI
    turn of the game's owner; a move cannot be made once the time is out)."""
    doc = _load(game_id)
    clock = doc and doc.get("clock")
    if doc is None or doc["status"] != "active" or clock["deadline_ms"] != deadline_ms:
        return {"outcome": "stale"}
    new, entries = _stand_in(doc, GAMES[doc["type"]], clock["running"])
    result = _write(doc, new, *entries)
    # Played: the owner's next AI turn queues as any would, not behind this job.
    quota.drop(connections().queue, quota.TURNS, jobs.owner_of(doc), get_current_job().id)
    return result


def on_clock_warning(game_id: str, deadline_ms: int) -> dict:
    doc = _load(game_id)
    if doc is None or doc["status"] != "active" or doc["clock"]["deadline_ms"] != deadline_ms:
        return {"outcome": "stale"}
    store = _store()
    store.add_events(doc.get("tenant"), [feed.clock_warning(doc)])
    webhooks.trigger(store.redis, connections().queue, doc.get("tenant"), settings())
    return {"outcome": "warned"}


def on_idle(game_id: str) -> dict:
    doc = _load(game_id)
    if doc is None or doc["status"] != "active" or doc.get("clock") is not None:
        return {"outcome": "not_due"}
    due = timers.idle_due_ms(doc, settings())
    if gamedoc.now_ms() < due:  # played meanwhile: look again then
        timers.arm(connections().queue, settings(), f"idle-{game_id}", f"idle-{game_id}-{due}", due,
                   timers.ON_IDLE, game_id, again=True)
        return {"outcome": "rearmed"}
    return _write(doc, *gamedoc.abandon(doc))


def _load(game_id: str) -> dict | None:
    try:
        return _store().load(game_id).doc
    except GameNotFound:
        return None


def _write(doc: dict, new: dict, *entries: dict) -> dict:
    store = _store()
    try:
        store.compare_and_set(doc["version"], new, list(entries))
    except VersionConflict:  # a move won the race
        return {"outcome": "stale"}
    jobs.after_change(store.redis, connections().queue, new, GAMES[new["type"]], settings())
    return {"outcome": entries[-1]["type"], "game_version": new["version"]}


def _stand_in(doc: dict, rules, seat: int) -> tuple[dict, list[dict]]:
    """The AI plays the absent seat's whole turn (both steps of an Isis &
    Osiris tile action), and that seat's clock starts again afresh."""
    current = gamedoc.GameDoc(doc)
    current["clock"] = dict(doc["clock"], stand_ins_left=list(doc["clock"]["stand_ins_left"]),
                            remaining_ms=list(doc["clock"]["remaining_ms"]))
    clocks.restart(current["clock"])
    entries = []
    store = _store()
    while gamedoc.seat_to_move(current, rules) == seat:
        decision = _think(store, rules, current, seat, STAND_IN_LEVEL, None,
                          current["version"], memory=False)
        current, entry = gamedoc.play(current, rules, seat, decision["move"])
        entry.update(ai=True, stand_in=True)
        entries.append(entry)
    return current, entries
