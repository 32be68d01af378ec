"""What happens to a game by time alone (``shared/timers.py`` schedules it).

* A waiting game whose open seats were not filled by ``join_by``: ``expired``.
* An active game whose clock ran out: the AI stands in for the seat (the
  game's ``stand_in_moves``), or the seat times out (``gamedoc.time_out``).
* An active game without a clock, idle for ``ACTIVE_GAME_TTL``: ``abandoned``.

The job is version-checked and writes with a compare-and-set, so a move made
in time makes it stale and exactly one of the two wins.
"""

from __future__ import annotations

from shared import clock as clocks
from shared import feed, gamedoc, jobs, timers, webhooks
from shared.games import GAMES
from shared.store import GameNotFound, VersionConflict

from .tasks import _store, _think, settings

STAND_IN_LEVEL = "easy"  # quick, and no stronger than a person who walked away


def on_timer(game_id: str, version: int) -> dict:
    store = _store()
    try:
        doc = store.load(game_id).doc
    except GameNotFound:
        return {"outcome": "gone"}
    if doc["version"] != version:
        return {"outcome": "stale", "game_version": doc["version"]}
    due = timers.due_ms(doc, settings())
    if due is None:
        return {"outcome": "not_due"}
    if gamedoc.now_ms() < due:  # due later than when it was scheduled: look again then
        timers.schedule(store.redis, doc, settings(), job_id=f"{timers.timer_id(game_id, version)}"
                        f"-at-{due}")  # a job of its own: this one's record goes when it ends
        return {"outcome": "early"}
    rules = GAMES[doc["type"]]
    new, entries = _what_time_does(doc, rules)
    try:
        store.compare_and_set(version, new, entries)
    except VersionConflict:
        return {"outcome": "stale", "game_version": None}
    jobs.after_change(store.redis, new, rules, settings())
    return {"outcome": entries[-1]["type"], "game_version": new["version"]}


def on_clock_warning(game_id: str, version: int) -> dict:
    """Tell the tenant's feed (and webhooks) that a seat's time runs out soon."""
    store = _store()
    try:
        doc = store.load(game_id).doc
    except GameNotFound:
        return {"outcome": "gone"}
    if doc["version"] != version or timers.warning_ms(doc) is None:
        return {"outcome": "stale"}
    store.add_events(doc.get("tenant"), [feed.clock_warning(doc)])
    webhooks.trigger(store.redis, doc.get("tenant"), settings())
    return {"outcome": "warned"}


def _what_time_does(doc: dict, rules) -> tuple[dict, list[dict]]:
    if doc["status"] == "waiting":
        new, entry = gamedoc.expire(doc)
        return new, [entry]
    clock = doc.get("clock")
    if clock is None:
        new, entry = gamedoc.abandon(doc)
        return new, [entry]
    seat = clock["running"]
    if clock["stand_ins_left"][seat] > 0:
        return _stand_in(doc, rules, seat)
    new, entry = gamedoc.time_out(doc, rules, seat)
    return new, [entry]


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
