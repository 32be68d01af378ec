"""The AI decides from the view alone: it never receives the state, only
builds states with ``rules.sample_state(view, seat, rng)``."""

from __future__ import annotations

import ast
import pathlib
import random

import pytest

from ai_positions import new, play_random
from services.worker.ai import LEVELS, choose_move
from services.worker.ai.knowledge import adapter_for
from services.worker.ai.mcts import Search
from shared.games import GAMES

AI_DIR = pathlib.Path(__file__).resolve().parents[2] / "services" / "worker" / "ai"
GAMES_DIR = pathlib.Path(__file__).resolve().parents[2] / "shared" / "games"


class RecordingRules:
    """Forwards to the real rules and remembers which methods were used."""

    def __init__(self, rules):
        object.__setattr__(self, "_rules", rules)
        object.__setattr__(self, "used", set())

    def __getattr__(self, name):
        self.used.add(name)
        return getattr(self._rules, name)


# What the AI may call on a rules object: sampling, and the public play
# methods on the states it sampled. Never load/dump/new_state/view/ai_view.
ALLOWED = {"name", "sample_state", "to_move", "legal_moves", "apply", "is_over", "result"}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("level", LEVELS)
def test_only_sample_state_builds_states(game, level):
    rules, state = new(game)
    state = play_random(rules, state, 6, random.Random(2))
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    spy = RecordingRules(rules)
    decision = choose_move(spy, view, seat, level, iterations=30, seed=1)
    assert decision["move"] in rules.legal_moves(state)
    assert "sample_state" in spy.used
    assert spy.used <= ALLOWED, spy.used - ALLOWED


def test_ai_code_never_touches_stored_state():
    """No call in the AI package can load, dump, create or view a state."""
    forbidden = {"load", "dump", "new_state", "ai_view", "view", "record_view", "_load"}
    # the search, and each game's knowledge (in the game's package)
    files = list(AI_DIR.rglob("*.py")) + list(GAMES_DIR.glob("*/knowledge.py"))
    assert len(files) >= 5
    for path in files:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                assert node.func.attr not in forbidden, f"{path}:{node.lineno} calls {node.func.attr}"


def _shuffled_hidden(state, rng):
    """The same position with every face-down tile dealt differently."""
    other = state.copy()
    hidden = [t for r in other.reserves for t in r] + list(other.pool) + list(other.undealt)
    rng.shuffle(hidden)
    reserves = []
    for r in other.reserves:
        reserves.append([hidden.pop() for _ in r])
    other.reserves = reserves
    other.pool = [hidden.pop() for _ in other.pool]
    other.undealt = hidden
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_isis_decision_depends_only_on_the_view(players, level):
    if "isis-osiris" not in GAMES:
        pytest.skip("Isis & Osiris not available")
    rules, state = new("isis-osiris", players=players, seed=4)
    rng = random.Random(players)
    state = play_random(rules, state, 9, rng)
    seat = rules.to_move(state)
    other = _shuffled_hidden(state, rng)
    assert other.reserves != state.reserves or other.undealt != state.undealt
    view_a = rules.ai_view(state, seat)
    view_b = rules.ai_view(other, seat)
    assert view_a == view_b
    a = choose_move(rules, view_a, seat, level, iterations=80, seed=5)
    b = choose_move(rules, view_b, seat, level, iterations=80, seed=5)
    assert a["move"] == b["move"] and a["alternatives"] == b["alternatives"]


def test_isis_hidden_tiles_are_dealt_afresh_for_every_iteration():
    """The search deals the unseen tiles anew at every iteration (never the
    true deal, never a few deals reused), each deal consistent with the view."""
    if "isis-osiris" not in GAMES:
        pytest.skip("Isis & Osiris not available")
    rules, state = new("isis-osiris", players=3, seed=8)
    state = play_random(rules, state, 7, random.Random(2))
    seat = rules.to_move(state)
    view = rules.ai_view(state, seat)
    adapter = adapter_for(rules)
    deals = []
    real_dealer = adapter.dealer

    def spying_dealer(view, seat, rng, **kwargs):
        deal = real_dealer(view, seat, rng, **kwargs)

        def spy():
            # recorded at once: the search plays on the state in place
            st = deal()
            deals.append(((tuple(map(tuple, st.reserves)), tuple(st.undealt)),
                          rules.ai_view(st, seat)))
            return st
        return spy

    adapter.dealer = spying_dealer
    search = Search(adapter, view, seat, random.Random(1))
    search.run(iterations=100)
    assert len(deals) >= 100
    assert len({hidden for hidden, _ in deals}) > 90
    assert all(seen == view for _, seen in deals)
