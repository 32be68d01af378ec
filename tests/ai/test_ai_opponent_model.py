"""The opponent model of ``hard`` (Isis & Osiris with 3-4 players) adapts to
how each other seat has played in this game: it reads the move records the
seat was shown, judges every decision of the others against the heuristic's
favourite, and searches the turns of seats that do not play by it."""

from __future__ import annotations

import random

import pytest

from services.worker.ai import choose_move, uses_history
from shared.games.isis_osiris import knowledge
from services.worker.ai.mcts import Search, searched_share
from shared.games import GAMES

RULES = GAMES["isis-osiris"]


def _play(levels, seed, options=None, moves=None):
    """Plays a game (or its first ``moves`` moves) with one AI level per seat;
    returns the state and every move record."""
    n = len(levels)
    state = RULES.new_state(RULES.normalize_options(options or {}, n), n, seed)
    records = []
    k = 0
    while not RULES.is_over(state) and (moves is None or k < moves):
        seat = RULES.to_move(state)
        decision = choose_move(RULES, RULES.ai_view(state, seat), seat, levels[seat],
                               iterations=40, seed=seed * 1000 + k)
        state, new = RULES.apply(state, seat, decision["move"])
        records += new
        k += 1
    return state, records


def _observe(state, records, viewer):
    shown = [RULES.record_view(state, r, viewer) for r in records]
    return knowledge.IsisAdapter(RULES).observe(RULES.ai_view(state, viewer), shown)


@pytest.mark.parametrize("players", [3, 4])
def test_an_easy_player_always_plays_the_favourite_and_a_random_one_seldom(players):
    levels = ["easy", "random"] + ["easy"] * (players - 2)
    state, records = _play(levels, seed=players)
    observed = _observe(state, records, viewer=0)
    for seat, level in enumerate(levels):
        agreed, decisions = observed[seat]
        assert decisions >= 8
        if level == "easy":
            assert agreed == decisions
        else:
            assert agreed < decisions / 2


def test_placements_of_tiles_the_viewer_was_not_shown_are_not_judged():
    options = {"tile_memory": "hidden"}
    state, records = _play(["easy", "easy", "easy"], seed=7, options=options, moves=20)
    assert any(r["move"]["action"] == "tile" for r in records)
    full = knowledge.IsisAdapter(RULES).observe(RULES.ai_view(state, 0), records)
    shown = _observe(state, records, viewer=0)
    assert sum(d for _, d in shown) < sum(d for _, d in full)
    # the decisions taken before an unseen tile was down are still judged,
    # and easy played the favourite in every one of them
    assert sum(d for _, d in shown) > 0
    assert all(a == d for a, d in shown)


def test_searched_share_follows_the_evidence():
    assert searched_share(0.5, 0, 0) == pytest.approx(0.5)
    assert searched_share(0.25, 0, 0) == pytest.approx(0.25)
    assert searched_share(0.0, 0, 5) == 0.0  # no searching asked for: pure model
    # a seat that keeps playing the favourite is soon taken at its word
    shares = [searched_share(0.5, k, k) for k in range(12)]
    assert shares == sorted(shares, reverse=True) and shares[-1] < 0.01
    # a seat that often departs from it is searched at every turn
    assert searched_share(0.5, 5, 10) == pytest.approx(1.0, abs=1e-3)
    assert searched_share(0.25, 5, 10) == pytest.approx(1.0, abs=1e-3)
    # one departure among many favourites is forgiven, three are not
    assert searched_share(0.5, 9, 10) < searched_share(0.5, 0, 0) < searched_share(0.5, 7, 10)
    # a long game of departures does not overflow
    assert searched_share(0.5, 0, 5000) == 1.0
    # the evidence moves every prior share the same way
    assert searched_share(0.25, 3, 3) < 0.25 < searched_share(0.25, 1, 3)


def test_search_resolves_the_share_per_seat_from_the_observations():
    state, records = _play(["easy", "random", "easy"], seed=11, moves=14)
    seat = RULES.to_move(state)
    view = RULES.ai_view(state, seat)
    adapter = knowledge.IsisAdapter(RULES)
    shown = [RULES.record_view(state, r, seat) for r in records]
    observed = adapter.observe(view, shown)
    search = Search(adapter, view, seat, random.Random(1), opponent_search={3: 0.5},
                    observed=observed)
    search.run(iterations=5)
    assert search.opponent_search == [searched_share(0.5, *o) for o in observed]
    others = [s for s in range(3) if s != seat]
    random_seat = 1 if seat != 1 else None
    if random_seat is not None:
        assert search.opponent_search[random_seat] > 0.9
    assert min(search.opponent_search[s] for s in others) < 0.5


def test_history_changes_the_search_and_the_answer_stays_reproducible():
    state, records = _play(["easy", "easy", "easy"], seed=5, moves=15)
    seat = RULES.to_move(state)
    view = RULES.ai_view(state, seat)
    shown = [RULES.record_view(state, r, seat) for r in records]
    with_history = [choose_move(RULES, view, seat, "hard", iterations=300, seed=3, history=shown)
                    for _ in range(2)]
    without = choose_move(RULES, view, seat, "hard", iterations=300, seed=3)
    assert with_history[0]["move"] == with_history[1]["move"]
    assert with_history[0]["alternatives"] == with_history[1]["alternatives"]
    # players seen to play the heuristic favourite are followed, not
    # searched as unseen ones are: the tree differs
    assert with_history[0]["alternatives"] != without["alternatives"]


@pytest.mark.parametrize("game,level,expected", [
    ("isis-osiris", "hard", True), ("isis-osiris", "medium", False),
    ("isis-osiris", "easy", False), ("osiron", "hard", False), ("isaac", "hard", False)])
def test_history_is_loaded_only_where_it_is_read(game, level, expected):
    assert uses_history(GAMES[game], level) is expected
