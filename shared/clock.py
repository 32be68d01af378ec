"""Game clocks, kept by the server from its own clock (never the client's).

A clock is chosen at creation and runs for human seats only:

* ``none`` (default): no clock.
* ``move``: each turn must be played within ``move_seconds`` (correspondence
  play, up to 30 days).
* ``game``: each seat has ``initial_seconds`` for the whole game and gains
  ``increment_seconds`` after each of its turns (Fischer).

Pure functions over the game document's ``clock`` part (milliseconds since
the epoch are passed in). ``settle`` runs on every stored change (the
store calls it): it charges the time the seat to move used since the last
change and starts the clock of whoever is to move now. A turn lasts until
another seat is to move, so the two steps of an Isis & Osiris tile action,
and draw offers by the other seat, do not restart it.

With ``stand_in_moves`` N, a seat that runs out of time has the AI play
its turn and its clock starts again, N times at most; after that (or with
0) the timeout ends its part: with two players it loses, with more the AI
takes the seat over (``gamedoc.time_out``).
"""

from __future__ import annotations

from datetime import datetime, timezone

from shared.games import RuleError
from shared.i18n import N_

TYPES = ("none", "move", "game")
MAX_SECONDS = 30 * 24 * 3600
MAX_STAND_INS = 20


def normalize(spec: dict | None, num_players: int, min_seconds: int = 1) -> dict | None:
    """The clock of a new game from the creation's ``clock`` (None: no clock);
    RuleError ``invalid_clock`` if it is not a valid one (``min_seconds``: the
    shortest turn or game time allowed, ``MIN_CLOCK_SECONDS``)."""
    spec = dict(spec or {"type": "none"})
    kind = spec.pop("type", None)
    if kind not in TYPES:
        raise RuleError("invalid_clock", N_("clock.type must be one of: none, move, game."))
    wanted = {"none": (), "move": ("move_seconds",),
              "game": ("initial_seconds", "increment_seconds")}[kind]
    optional = () if kind == "none" else ("stand_in_moves",)
    unknown = sorted(set(spec) - set(wanted) - set(optional))
    if unknown:
        raise RuleError(
            "invalid_clock",
            N_("clock.{unknown} is not a setting of a '{kind}' clock."),
            unknown=unknown[0],
            kind=kind,
        )
    if kind == "none":
        return None
    clock = {"type": kind}
    for name in wanted:
        clock[name] = _seconds(spec, name, min_seconds if name != "increment_seconds" else 0)
    stand_ins = spec.get("stand_in_moves", 0)
    if type(stand_ins) is not int or not 0 <= stand_ins <= MAX_STAND_INS:
        raise RuleError(
            "invalid_clock",
            N_("clock.stand_in_moves must be a whole number from 0 to {max_stand_ins}."),
            max_stand_ins=MAX_STAND_INS,
        )
    clock["stand_in_moves"] = stand_ins
    start = clock.get("initial_seconds", 0) * 1000
    clock.update(remaining_ms=[start] * num_players, stand_ins_left=[stand_ins] * num_players,
                 running=None, since_ms=None, deadline_ms=None)
    return clock


def _seconds(spec: dict, name: str, minimum: int) -> int:
    value = spec.get(name)
    if type(value) is not int or not minimum <= value <= MAX_SECONDS:
        raise RuleError(
            "invalid_clock",
            N_("clock.{name} must be a whole number of seconds from {minimum} to {max_seconds}."),
            name=name,
            minimum=minimum,
            max_seconds=MAX_SECONDS,
        )
    return value


def settle(clock: dict | None, to_move: int | None, now_ms: int) -> None:
    """Bring ``clock`` up to a change made at ``now_ms`` after which ``to_move``
    (a human seat, or None: an AI seat, or nobody) is to move. In place."""
    if clock is None:
        return
    running = clock["running"]
    if running is not None and clock["type"] == "game":
        used = now_ms - clock["since_ms"]
        clock["remaining_ms"][running] = max(0, clock["remaining_ms"][running] - used)
        if to_move != running:  # its turn is over
            clock["remaining_ms"][running] += clock["increment_seconds"] * 1000
    if to_move is None:
        clock.update(running=None, since_ms=None, deadline_ms=None)
        return
    if to_move == running:
        clock["since_ms"] = now_ms  # the same turn goes on; its deadline stays
        return
    clock.update(running=to_move, since_ms=now_ms, deadline_ms=now_ms + (
        clock["move_seconds"] * 1000 if clock["type"] == "move"
        else clock["remaining_ms"][to_move]))


def restart(clock: dict) -> None:
    """After the AI stood in for the seat that ran out: that seat's clock starts
    afresh the next time it is to move (a full move or the initial time), and
    the time it let run out is not charged again."""
    seat = clock["running"]
    clock["stand_ins_left"][seat] -= 1
    if clock["type"] == "game":
        clock["remaining_ms"][seat] = clock["initial_seconds"] * 1000
    clock.update(running=None, since_ms=None, deadline_ms=None)


def overdue(clock: dict | None, now_ms: int) -> bool:
    return clock is not None and clock["deadline_ms"] is not None and now_ms >= clock["deadline_ms"]


def shown(clock: dict | None) -> dict | None:
    """The clock as every viewer sees it (times as of the game's last change;
    the seat ``running`` counts down from then until ``deadline_at``)."""
    if clock is None:
        return None
    out = {key: clock[key] for key in ("type", "move_seconds", "initial_seconds",
                                       "increment_seconds", "stand_in_moves") if key in clock}
    out["remaining_seconds"] = ([round(ms / 1000, 3) for ms in clock["remaining_ms"]]
                                if clock["type"] == "game" else None)
    out["stand_ins_left"] = list(clock["stand_ins_left"])
    out["running"] = clock["running"]
    out["deadline_at"] = iso(clock["deadline_ms"])
    return out


def iso(ms: int | None) -> str | None:
    if ms is None:
        return None
    moment = datetime.fromtimestamp(ms / 1000, timezone.utc)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
