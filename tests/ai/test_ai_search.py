"""The search's shortcut for Isis & Osiris is exact: candidate moves and
priors are computed once per tree node and ``cache_key`` (the value of a tile
just turned up), which is only sound if every determinization of the same
view, with the same pending tile, offers the same candidates with the same
priors; and a search with the cache answers exactly as one without it.
"""

from __future__ import annotations

import random

import pytest

from services.worker.ai import choose_move
from shared.games.isis_osiris import knowledge
from services.worker.ai.mcts import Search
from shared.games import GAMES
from shared.games.isis_osiris import rules as io

RULES = GAMES["isis-osiris"]


def _position(players: int, plies: int, seed: int):
    state = RULES.new_state(RULES.normalize_options({}, players), players, seed)
    adapter = knowledge.IsisAdapter(RULES)
    rng = random.Random(seed)
    for _ in range(plies):
        state = adapter.play(state, adapter.policy_move(state, rng))
    return state


@pytest.mark.parametrize("players,plies", [(2, 9), (3, 14), (4, 20), (4, 5)])
def test_candidates_depend_only_on_the_public_position_and_the_pending_tile(players, plies):
    state = _position(players, plies, seed=players * 100 + plies)
    seat = state.to_move
    view = RULES.ai_view(state, seat)
    adapter = knowledge.IsisAdapter(RULES)
    rng = random.Random(5)
    seen = {}
    for _ in range(30):
        sample = adapter.sample(view, seat, rng)
        if not sample.pending and io.REVEAL in io.fast_moves(sample):
            io.apply_unchecked(sample, io.REVEAL)  # a tile turned up: its value varies
        moves = adapter.candidates(sample)
        priors = adapter.priors(sample, moves)
        key = adapter.cache_key(sample)
        entry = (moves, [round(p, 12) for p in priors])
        assert seen.setdefault(key, entry) == entry
    assert len(seen) >= 1


def test_cached_search_answers_like_a_fresh_computation():
    """With the cache switched off (``cache_key`` None) the same seed gives the
    same decision: the cache saves time and changes nothing."""
    state = _position(3, 12, seed=21)
    seat = state.to_move
    view = RULES.ai_view(state, seat)
    cached = choose_move(RULES, view, seat, "hard", iterations=400, seed=9)
    original = knowledge.IsisAdapter.cache_key
    knowledge.IsisAdapter.cache_key = lambda self, s: None
    try:
        fresh = choose_move(RULES, view, seat, "hard", iterations=400, seed=9)
    finally:
        knowledge.IsisAdapter.cache_key = original
    assert cached["move"] == fresh["move"]
    assert cached["alternatives"] == fresh["alternatives"]


@pytest.mark.parametrize("players", [3, 4])
def test_a_stone_alone_in_the_open_is_exposed_with_several_opponents(players):
    state = RULES.new_state(RULES.normalize_options({}, players), players, 3)
    state.board[io.CELL_INDEX["c3"]] = io.STONE + 1
    state.free -= 1
    totals = [0.0] * players
    knowledge._add_exposure(state, knowledge.Neighbourhood(state), totals)
    # four free cells next to it: each more likely to receive a bad tile
    # (from the other seats) than a good one (from its owner)
    assert totals[1] < 0
    assert [t for s, t in enumerate(totals) if s != 1] == [0.0] * (players - 1)
    # a stone whose neighbours are all filled has nothing more to fear
    for cell in ("c2", "b3", "d3", "c4"):
        state.board[io.CELL_INDEX[cell]] = 2
        state.free -= 1
    totals = [0.0] * players
    knowledge._add_exposure(state, knowledge.Neighbourhood(state), totals)
    assert totals == [0.0] * players


def test_exposure_cancels_out_between_two_players():
    state = RULES.new_state(RULES.normalize_options({}, 2), 2, 3)
    state.board[io.CELL_INDEX["c3"]] = io.STONE
    state.board[io.CELL_INDEX["e5"]] = io.STONE + 1
    totals = [0.0, 0.0]
    knowledge._add_exposure(state, knowledge.Neighbourhood(state), totals)
    assert totals == [0.0, 0.0]


def _opponent_nodes(search, view, seat):
    """(state, node) for every reply node one stone move below the root:
    the public position there is fixed, so the replies can be recomputed."""
    adapter = search.ad
    for child in search.root.children.values():
        if child.move == io.REVEAL:
            continue
        state = adapter.sample(view, seat, random.Random(0))
        state = adapter.play(state, child.move)
        if not state.over and state.to_move != seat and child.children:
            yield state, child


@pytest.mark.parametrize("model,opponent_search", [(True, 0.0), (True, 0.5), (False, 0.0)])
def test_opponent_model_searches_only_the_replies_the_heuristic_favours(
        model, opponent_search, monkeypatch):
    monkeypatch.setattr(knowledge.IsisAdapter, "models_opponents", lambda self, s: model)
    state = _position(3, 10, seed=33)
    seat = state.to_move
    view = RULES.ai_view(state, seat)
    adapter = knowledge.IsisAdapter(RULES)
    search = Search(adapter, view, seat, random.Random(4), opponent_search=opponent_search)
    search.run(iterations=1500)
    off_favourite = 0
    visits = {"favourite": 0, "other": 0}
    checked = 0
    for reply_state, node in _opponent_nodes(search, view, seat):
        moves = adapter.candidates(reply_state)
        priors = dict(zip(moves, adapter.priors(reply_state, moves)))
        top = max(priors.values())
        checked += 1
        for ch in node.children.values():
            favourite = priors[ch.move] >= top - 1e-9
            off_favourite += not favourite
            visits["favourite" if favourite else "other"] += ch.n
    assert checked >= 3
    if not model:
        assert off_favourite > 0  # plain max^n explores the other replies too
    elif opponent_search == 0:
        assert off_favourite == 0  # every reply searched is a favourite
    else:
        # part of the other seats' turns are searched: their other replies
        # are tried, but the favourite still gets most of the visits
        assert off_favourite > 0
        assert visits["favourite"] > visits["other"]


@pytest.mark.parametrize("players,expected", [(2, False), (3, True), (4, True)])
def test_opponent_model_only_with_three_or_four_players(players, expected):
    state = _position(players, 6, seed=players)
    seat = state.to_move
    search = Search(knowledge.IsisAdapter(RULES), RULES.ai_view(state, seat), seat,
                    random.Random(1))
    search.run(iterations=5)
    assert search.model_opponents is expected


@pytest.mark.parametrize("players", [3, 4])
def test_share_of_searched_opponent_turns_can_depend_on_the_table_size(players):
    state = _position(players, 6, seed=players)
    seat = state.to_move
    search = Search(knowledge.IsisAdapter(RULES), RULES.ai_view(state, seat), seat,
                    random.Random(1), opponent_search={3: 0.5, 4: 0.25})
    search.run(iterations=5)
    assert search.opponent_search == [{3: 0.5, 4: 0.25}[players]] * players
