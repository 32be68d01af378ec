"""The analysis of a finished game: what each move was worth to its player.

Pure: the caller reads the game and its history and hands over ``judge``,
the search that values a move (``services/worker/ai/analysis.py``); this
module replays the game, asks ``judge`` about every move from the mover's
own view at that moment (``rules.ai_view``: what the seat could know, by
the game's tile-memory rule; never the revealed end position), and turns
the answers into classes, accuracies and key moments. See docs/analysis.md.

Reproducible: each move's search is seeded from a hash of the mover's view
and the level (``seed_of``), never from the game's id, so two games with the
same moves and the same view of the mover get the same judgement.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable

from shared import replay
from shared.games import GameRules

#: The levels of analysis, fastest first (the search's work per move:
#: ``services/worker/ai/analysis.py``), and the one of a request naming none.
LEVELS = ("quick", "standard", "deep")
DEFAULT_LEVEL = "standard"
#: The classes of a move, best first; ``GameRules.analysis_thresholds`` gives
#: the least loss of each class after ``best``.
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: The classes a key moment is made of.
KEY_CLASSES = frozenset({"mistake", "blunder"})
#: Key moments listed per seat, largest loss first.
KEY_MOMENTS = 3

#: ``judge(view, seat, played, seed) -> {"best", "best_value", "played_value"}``:
#: the best move found (JSON) and the values in [0, 1] for ``seat`` of it and
#: of ``played``, with ``best_value >= played_value``.
Judge = Callable[[dict, int, dict, int], dict]


def seed_of(view: dict, level: str) -> int:
    """The search's seed for one move: from what the mover knew and the level
    only, so the same knowledge always gets the same judgement."""
    text = json.dumps([view, level], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def moves_played(rules: GameRules, doc: dict, entries: list[dict]):
    """Each move of the game with the state before it: ``(ply, seat, move, state)``,
    ply counting from 1 (automatic passes are not moves of anyone's choosing)."""
    state = replay.initial_state(rules, doc)
    ply = 0
    for entry in entries:
        if entry["type"] == "move":
            first = entry["records"][0]
            ply += 1
            yield ply, first["seat"], first["move"], state
        state = replay.step(rules, state, entry)


def classify(loss: float, thresholds) -> str:
    """The class of a move from its loss and the game's thresholds."""
    out = CLASSES[0]
    for name, least in zip(CLASSES[1:], thresholds):
        if loss >= least:
            out = name
    return out


def accuracy(losses: list[float]) -> float | None:
    """Percent, 100 for only best moves: each move's score is the lichess
    formula on its loss in percentage points of the chance to win
    (``103.1668 e^(-0.04354 x) - 3.1669``), averaged over the seat's moves."""
    if not losses:
        return None
    scores = [min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * 100 * loss) - 3.1669))
              for loss in losses]
    return round(sum(scores) / len(scores), 1)


def judge_ply(rules: GameRules, level: str, judge: Judge, ply: int, seat: int, move: dict,
              state) -> dict:
    """One move judged from its mover's view before it was played."""
    view = rules.ai_view(state, seat)
    found = judge(view, seat, move, seed_of(view, level))
    played, best = found["played_value"], max(found["best_value"], found["played_value"])
    loss = max(0.0, best - played)
    return {"ply": ply, "seat": seat, "move": rules.format_notation(move),
            "value": round(played, 4), "best_move": rules.format_notation(found["best"]),
            "best_value": round(best, 4), "loss": round(loss, 4),
            "class": classify(loss, rules.analysis_thresholds)}


def seat_values(plies: list[dict], num_players: int) -> list[list[float | None]]:
    """The value of the game for each seat after each move: the mover's as
    judged; with two players the other seat's is its complement, with more
    each seat keeps its last value until it moves again (None before)."""
    now: list[float | None] = [None] * num_players
    out = []
    for p in plies:
        now[p["seat"]] = p["value"]
        if num_players == 2:
            now[1 - p["seat"]] = round(1.0 - p["value"], 4)
        out.append(list(now))
    return out


def summary(plies: list[dict], num_players: int) -> list[dict]:
    """Per seat: accuracy, how many moves of each class, the key moments."""
    out = []
    for seat in range(num_players):
        own = [p for p in plies if p["seat"] == seat]
        worst = sorted((p for p in own if p["class"] in KEY_CLASSES),
                       key=lambda p: (-p["loss"], p["ply"]))[:KEY_MOMENTS]
        out.append({
            "seat": seat,
            "moves": len(own),
            "accuracy": accuracy([p["loss"] for p in own]),
            "classes": {name: sum(1 for p in own if p["class"] == name) for name in CLASSES},
            "key_moments": sorted(p["ply"] for p in worst),
        })
    return out


def analyse(rules: GameRules, doc: dict, entries: list[dict], level: str, judge: Judge) -> dict:
    """The whole analysis of a finished game (``entries``: its full history)."""
    plies = [judge_ply(rules, level, judge, *step) for step in moves_played(rules, doc, entries)]
    for p, values in zip(plies, seat_values(plies, doc["num_players"])):
        p["values"] = values
    return {"game": doc["id"], "type": rules.name, "level": level,
            "version": doc["version"], "thresholds": dict(zip(CLASSES[1:],
                                                             rules.analysis_thresholds)),
            "plies": plies, "seats": summary(plies, doc["num_players"])}
