"""What a viewer gets to see of a game document and its history.

The document itself (seed, token hashes, full rules state) never leaves the
server; everything a client sees is built here from the rules' own views.
"""

from __future__ import annotations

from shared import clock as clocks
from shared import gamedoc, jobs
from shared.games import GameRules
from shared.notation import format_move


def game(doc: dict, rules: GameRules, viewer: int | None, state=None) -> dict:
    if state is None:
        state = gamedoc.state_of(doc, rules)
    shown = gamedoc.summary(doc, rules)  # id, type, status, version, seats, to_move, times
    for seat, colour in zip(shown["seats"], rules.seat_names(doc["num_players"])):
        seat["colour"] = colour
    shown.update({
        "options": doc["options"],
        "you": viewer,
        "draw_offer": doc["draw_offer"],
        "hints": doc.get("hints", True),
        "seeded": doc.get("seeded", False),
        "clock": clocks.shown(doc.get("clock")),
        "join_by": clocks.iso(doc.get("join_by_ms")) if doc["status"] == "waiting" else None,
        "state": rules.view(state, viewer),
        "result": doc["result"],
        "pending_job": pending_job_id(doc, rules),
        "rematch_of": doc["rematch_of"],
        "rematch": doc["rematch"],
    })
    return shown


def pending_job_id(doc: dict, rules: GameRules) -> str | None:
    work = gamedoc.pending_work(doc, rules)
    if work is None:
        return None
    if work[0] == "score":
        return jobs.score_id(doc["id"], doc["version"])
    return jobs.ai_turn_id(doc["id"], doc["version"])


def entry(raw: dict, rules: GameRules, state, viewer: int | None) -> dict:
    """A history entry as ``viewer`` may see it, given the game's current state."""
    if "records" not in raw:
        return raw
    shown = dict(raw)
    shown["records"] = [with_notation(rules, rules.record_view(state, r, viewer))
                        for r in raw["records"]]
    return shown


def with_notation(rules: GameRules, record: dict) -> dict:
    """A record with its move written in the game's notation beside it."""
    return {**record, "notation": format_move(rules, record["move"])}


def legal_moves(rules: GameRules, version: int, seat: int | None, moves: list[dict]) -> dict:
    return {"type": rules.name, "version": version, "to_move": seat, "moves": moves,
            "notations": [format_move(rules, m) for m in moves]}
