"""The analysis of a finished game (shared/analysis.py with the worker's
judge): a crafted blunder is found, the best move is never worth less than
the one played, and a move is judged on what its mover could know."""

from __future__ import annotations

import functools
import random

import pytest

from services.worker.ai.analysis import judge
from shared import analysis
from shared.games import GAMES

LEVEL = "quick"


def _doc(rules, num_players: int, seed: int, entries: list[dict], **options) -> dict:
    return {"id": f"g{seed}", "num_players": num_players, "seed": seed,
            "options": rules.normalize_options(options, num_players),
            "version": len(entries) + 1}


def _entry(seat: int, move: dict) -> dict:
    return {"type": "move", "records": [{"seat": seat, "move": move}]}


def _random_moves(rules, doc: dict, seed: int) -> list[dict]:
    """A random game to its end, as history entries."""
    rng = random.Random(seed)
    state = rules.new_state(doc["options"], doc["num_players"], doc["seed"])
    entries = []
    while not rules.is_over(state):
        seat = rules.to_move(state)
        move = rng.choice(rules.legal_moves(state))
        state, _ = rules.apply(state, seat, move)
        entries.append(_entry(seat, move))
    return entries


def _analyse(rules, doc, entries, level=LEVEL):
    return analysis.analyse(rules, doc, entries, level,
                            functools.partial(judge, rules, level=level))


# Light (seat 0) and dark exchange from the beginner set-up; light's last
# move, I3xM3, leaves I4 to dark: M4xI4 fills a circle of dark's and wins.
# Light had safe moves (I4xI5, M0xI0), so the move is a blunder.
OSIRON_BLUNDER = ["I1xI2", "I4xI5", "I2xM2", "I1xI0", "I1xI2", "I3xI2", "I3xM3"]


def osiron_blunder_game():
    rules = GAMES["osiron"]
    state = rules.new_state(rules.normalize_options(None, 2), 2, 0)
    entries = []
    for text in OSIRON_BLUNDER + ["M4xI4"]:
        seat = rules.to_move(state)
        move = rules.parse_notation(text)
        state, _ = rules.apply(state, seat, move)
        entries.append(_entry(seat, move))
    assert rules.is_over(state) and rules.result(state)["winners"] == [1]
    return rules, _doc(rules, 2, 0, entries), entries


def test_the_move_that_lets_the_opponent_complete_a_circle_is_a_blunder():
    rules, doc, entries = osiron_blunder_game()
    out = _analyse(rules, doc, entries, "standard")
    blunder = out["plies"][len(OSIRON_BLUNDER) - 1]
    assert (blunder["seat"], blunder["move"]) == (0, "I3xM3")
    assert blunder["class"] == "blunder"
    assert blunder["best_move"] != "I3xM3" and blunder["loss"] >= rules.analysis_thresholds[3]
    assert blunder["ply"] in out["seats"][0]["key_moments"]
    assert out["plies"][-1]["class"] == "best"  # the winning reply


@pytest.mark.parametrize("game,players", [("isaac", 2), ("isis-osiris", 2), ("isis-osiris", 3)])
def test_the_best_move_found_is_worth_at_least_the_move_played(game, players):
    rules = GAMES[game]
    for seed in (1, 2):
        doc = _doc(rules, players, seed, [])
        entries = _random_moves(rules, doc, seed)
        out = _analyse(rules, doc, entries)
        assert len(out["plies"]) == len(entries)
        for ply in out["plies"]:
            assert ply["best_value"] >= ply["value"]
            assert ply["loss"] == pytest.approx(ply["best_value"] - ply["value"], abs=1e-3)
            assert ply["class"] in analysis.CLASSES
        assert [s["moves"] for s in out["seats"]] == [
            sum(1 for p in out["plies"] if p["seat"] == s) for s in range(players)]


def test_a_judgement_is_reproducible():
    rules, doc, entries = osiron_blunder_game()
    assert _analyse(rules, doc, entries) == _analyse(rules, doc, entries)


def _views(rules, doc, entries) -> list[dict]:
    return [rules.ai_view(state, seat)
            for _, seat, _, state in analysis.moves_played(rules, doc, entries)]


@pytest.mark.parametrize("memory", ["public", "hidden"])
def test_a_move_is_judged_on_what_its_mover_knew_not_on_the_deal(memory):
    """Two Isis & Osiris games with the same moves and other deals (another
    seed): at every ply where the mover's view is the same, the judgement is."""
    rules = GAMES["isis-osiris"]
    compared = 0
    for seed in (3, 4, 5):
        first = _doc(rules, 2, seed, [], tile_memory=memory)
        other = dict(first, id="other", seed=seed + 1000)
        entries = _random_moves(rules, first, seed)
        entries = _same_moves_playable(rules, other, entries)
        first["version"] = other["version"] = len(entries) + 1
        a, b = _analyse(rules, first, entries), _analyse(rules, other, entries)
        views_a, views_b = _views(rules, first, entries), _views(rules, other, entries)
        assert views_a != views_b  # the deals differ: the game is not the same
        for pa, pb, va, vb in zip(a["plies"], b["plies"], views_a, views_b):
            if va == vb:
                compared += 1
                assert {k: v for k, v in pa.items() if k != "values"} == \
                       {k: v for k, v in pb.items() if k != "values"}
    assert compared >= 3


def _same_moves_playable(rules, doc: dict, entries: list[dict]) -> list[dict]:
    """The moves of ``entries`` as far as they are legal in ``doc``'s game."""
    state = rules.new_state(doc["options"], doc["num_players"], doc["seed"])
    out = []
    for entry in entries:
        record = entry["records"][0]
        if rules.is_over(state) or rules.to_move(state) != record["seat"] \
                or record["move"] not in rules.legal_moves(state):
            break
        state, _ = rules.apply(state, record["seat"], record["move"])
        out.append(entry)
    return out


def test_classes_follow_the_thresholds():
    steps = (0.02, 0.05, 0.10, 0.20)
    assert [analysis.classify(x, steps) for x in (0, 0.019, 0.02, 0.07, 0.1, 0.5)] == [
        "best", "best", "good", "inaccuracy", "mistake", "blunder"]
    assert analysis.accuracy([0.0, 0.0]) == 100.0
    assert analysis.accuracy([]) is None
    assert analysis.accuracy([1.0]) == 0.0
