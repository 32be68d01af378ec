"""Every level returns a legal move in every kind of position; answers are
reproducible with a fixed iteration count and seed; hints are well formed."""

from __future__ import annotations

import pytest

from ai_positions import positions
from services.worker.ai import BENCH_LEVELS, DEFAULT_BUDGETS, LEVELS, _ITERATION_CAPS, choose_move

POSITIONS = positions()
IDS = [p[0] for p in POSITIONS]


def test_levels_and_budgets():
    assert LEVELS == ("random", "easy", "medium", "hard")
    for level in LEVELS + BENCH_LEVELS:
        assert DEFAULT_BUDGETS[level] >= 0
    assert DEFAULT_BUDGETS["easy"] < DEFAULT_BUDGETS["medium"] < DEFAULT_BUDGETS["hard"]


@pytest.mark.parametrize("label,players", [("isis3-mid", 3), ("isis4-mid", 4)])
def test_medium_stops_at_its_iteration_cap_with_three_or_four_players(label, players):
    """`medium` is a capped search there (docs/ai.md, "Levels and budgets"):
    however long it may think, it runs its cap; asked for a fixed amount of
    work it runs that."""
    _, rules, state = POSITIONS[IDS.index(label)]
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    cap = _ITERATION_CAPS["medium"][players]
    assert choose_move(rules, view, seat, "medium", seconds=10, seed=1)["iterations"] == cap
    assert choose_move(rules, view, seat, "medium", iterations=cap + 50, seed=1)["iterations"] == cap + 50


def test_every_decision_kind_is_covered():
    labels = set(IDS)
    for needed in ("isis2-pending-tile", "isis3-mid", "isis4-mid", "osiron-placement",
                   "osiron-advanced-even", "isaac-scoring", "isaac-start"):
        assert needed in labels


@pytest.mark.parametrize("label,rules,state", POSITIONS, ids=IDS)
@pytest.mark.parametrize("level", LEVELS + BENCH_LEVELS)
def test_legal_move(label, rules, state, level):
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    decision = choose_move(rules, view, seat, level, iterations=40, seed=3)
    legal = rules.legal_moves(state)
    assert decision["move"] in legal
    assert decision["level"] == level
    assert isinstance(decision["iterations"], int)
    assert decision["elapsed"] >= 0
    alts = decision["alternatives"]
    assert 1 <= len(alts) <= 3
    for alt in alts:
        assert alt["move"] in legal
        assert 0.0 <= alt["value"] <= 1.0
        assert isinstance(alt["visits"], int)
    rules.apply(state, seat, decision["move"])  # accepted by the rules


@pytest.mark.parametrize("label,rules,state", POSITIONS[::2], ids=IDS[::2])
def test_time_mode_returns_legal_move(label, rules, state):
    seat = rules.to_move(state)
    decision = choose_move(rules, rules.ai_view(state, seat), seat, "hard", seconds=0.05)
    assert decision["move"] in rules.legal_moves(state)


@pytest.mark.parametrize("label,rules,state",
                         [p for p in POSITIONS if p[0].endswith(("start", "mid", "scoring"))],
                         ids=[i for i in IDS if i.endswith(("start", "mid", "scoring"))])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_reproducible_with_iterations_and_seed(label, rules, state, level):
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    a = choose_move(rules, view, seat, level, iterations=60, seed=11, top=5)
    b = choose_move(rules, view, seat, level, iterations=60, seed=11, top=5)
    assert a["move"] == b["move"]
    assert a["alternatives"] == b["alternatives"]
    assert a["iterations"] == b["iterations"]


def test_top_controls_alternatives():
    label, rules, state = POSITIONS[0]
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    d = choose_move(rules, view, seat, "hard", iterations=200, top=5)
    assert len(d["alternatives"]) == 5
    assert d["alternatives"][0]["move"] == d["move"]
    visits = [a["visits"] for a in d["alternatives"]]
    assert visits == sorted(visits, reverse=True)


def test_unknown_level_refused():
    label, rules, state = POSITIONS[0]
    with pytest.raises(ValueError):
        choose_move(rules, rules.ai_view(state, 0), 0, "grandmaster")


def test_not_your_turn_refused():
    label, rules, state = POSITIONS[0]
    seat = rules.to_move(state)
    other = (seat + 1) % state.n
    with pytest.raises(ValueError):
        choose_move(rules, rules.ai_view(state, other), other, "hard", iterations=5)



def test_the_worker_loads_the_game_knowledge_before_it_forks_jobs():
    """Importing the worker's entry point loads every game's knowledge, so
    that the process forked for each job inherits it instead of importing
    it again (docs/operations.md: worker overhead per AI move)."""
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    probe = ("import sys, services.worker.main; "
             "print(sorted(m for m in sys.modules "
             "if m.endswith('.knowledge')))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=root, capture_output=True,
                         text=True, check=True).stdout
    for game in ("isaac", "isis_osiris", "osiron"):
        assert f"shared.games.{game}.knowledge" in out
