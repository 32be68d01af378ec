"""The tenant's event feed: what each game change tells a spectator.

Pure functions (no I/O): the store turns every change into these events and
appends them to the tenant's stream in the same atomic write as the change
(``store/``); ``GET /v1/events`` and the webhooks read them from there.

Events are the spectator's view, and a lasting one: they are kept and read
later, so a record shows only what a spectator may still know once the
moment has passed (``rules.lasting_record_view``), never a hidden tile.

Every event is ``{"type", "game", "game_type", "version", "data"}``:

* ``game_created`` (data: status, seats), ``seat_joined`` (seat, status),
  ``seat_changed`` (seat, status), ``move_applied`` (seat, records),
  ``turn`` (to_move: the seat to move now, its kind, the clock's
  deadline_at), ``draw_offered``, ``draw_declined``, ``draw_agreed``,
  ``resigned`` (seat), ``clock_warning`` (seat, deadline_at: a fifth of
  its turn's time, at most a minute, is left), ``timed_out`` (seat;
  replaced_by with 3-4 players),
  ``game_finished`` (result; a rated game's also ``ratings``: each seat's
  rating before and after, so it is announced once the archive has moved
  them, ``shared/archive``), ``game_cancelled``, ``game_expired`` (nobody
  filled the open seats in time), ``game_abandoned`` (nobody played for
  ``ACTIVE_GAME_TTL``), ``rematch`` (the new game's id).
"""

from __future__ import annotations

from shared import clock, gamedoc
from shared.games import GameRules

# History entry type -> event type (the entry types not listed keep their name). Game
# streams named their events by entry type before: those names stay accepted, as
# aliases, for a deprecation period (``?names=legacy`` on a game stream, and in the
# feed's ``types`` filter).
_RENAMED = {"created": "game_created", "joined": "seat_joined", "move": "move_applied",
            "finished": "game_finished", "cancelled": "game_cancelled",
            "expired": "game_expired", "abandoned": "game_abandoned"}
LEGACY_NAMES = tuple(_RENAMED)
EVENT_TYPES = ("game_created", "seat_joined", "seat_changed", "move_applied", "turn",
               "draw_offered", "draw_declined", "draw_agreed", "resigned", "clock_warning",
               "timed_out",
               "game_finished", "game_cancelled", "game_expired", "game_abandoned", "rematch",
               "player_deleted", "ticket_matched", "ticket_expired")
# Fields of a history entry a spectator may see as they are.
_PUBLIC_FIELDS = ("seat", "status", "result", "replaced_by", "rematch", "ai", "fallback",
                  "stand_in", "ratings")


def event_type(entry_type: str) -> str:
    """The event type of a history entry's type (``move`` -> ``move_applied``)."""
    return _RENAMED.get(entry_type, entry_type)


def events_for(doc: dict, entries: list[dict], rules: GameRules) -> list[dict]:
    """The feed events of a change: one per history entry, then ``turn`` if a
    seat is to move in the new version."""
    state = gamedoc.state_of(doc, rules)
    out = [_event(doc, event_type(entry["type"]), entry["version"],
                  _entry_data(doc, entry, rules, state)) for entry in entries
           if not awaits_ratings(doc, entry)]
    seat = gamedoc.seat_to_move(doc, rules)
    if seat is not None:
        running = (doc.get("clock") or {}).get("deadline_ms")
        out.append(_event(doc, "turn", doc["version"],
                          {"to_move": seat, "kind": doc["seats"][seat]["kind"],
                           "deadline_at": clock.iso(running)}))
    return out


def awaits_ratings(doc: dict, entry: dict) -> bool:
    """A rated game's ``finished`` entry before the archive moved the ratings: not
    announced yet (the archive step announces it with them)."""
    return entry["type"] == "finished" and doc.get("rated", False) and "ratings" not in entry


def player_deleted(receipt: str, tombstone: str) -> dict:
    """A player's data was deleted: its receipt and the tombstone now in its place
    (never the player's id: the feed is kept)."""
    return {"type": "player_deleted", "game": None, "game_type": None, "version": None,
            "data": {"receipt": receipt, "tombstone": tombstone}}


def ticket_matched(ticket_id: str, game_type: str, game_id: str, seats: list[int]) -> dict:
    """A matchmaking ticket got its game: the game and the seats of its players
    (``docs/matchmaking.md``; the seat tokens are only in the ticket's own answer)."""
    return {"type": "ticket_matched", "game": game_id, "game_type": game_type, "version": None,
            "data": {"ticket": ticket_id, "seats": seats}}


def ticket_expired(ticket_id: str, game_type: str) -> dict:
    """A matchmaking ticket waited its ``max_wait_seconds`` without a game."""
    return {"type": "ticket_expired", "game": None, "game_type": game_type, "version": None,
            "data": {"ticket": ticket_id}}


def clock_warning(doc: dict) -> dict:
    """The event that a seat's time is about to run out (no change of the game)."""
    running = doc["clock"]
    return _event(doc, "clock_warning", doc["version"],
                  {"seat": running["running"], "deadline_at": clock.iso(running["deadline_ms"])})


def _event(doc: dict, event_type: str, version: int, data: dict) -> dict:
    return {"type": event_type, "game": doc["id"], "game_type": doc["type"],
            "version": version, "data": data}


def _entry_data(doc: dict, entry: dict, rules: GameRules, state) -> dict:
    data = {name: entry[name] for name in _PUBLIC_FIELDS if name in entry}
    if entry["type"] == "created":  # only ever the first version: ``doc`` is that game
        data["seats"] = gamedoc.summary(doc, rules)["seats"]
    if "records" in entry:
        data["records"] = [rules.lasting_record_view(state, r) for r in entry["records"]]
    return data
