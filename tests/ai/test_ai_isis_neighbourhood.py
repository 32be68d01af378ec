"""The Isis & Osiris knowledge reads a ``Neighbourhood`` of the board that a
search's deals carry and keep up to date move by move. These tests hold it
to the definitions, computed here the slow way, by counting the neighbours
of every cell on the board:

* after every move of whole games (every table size, both tile memories,
  across rounds) the carried neighbourhood equals one counted afresh;
* move values and the evaluation equal the documented formulas;
* the playout policy draws its moves with the probabilities of its
  definition (the heuristic's best move plus uniform noise, 8 % any move);
* the search's playout returns exactly what playing ``policy_move`` and
  ``play`` one by one and then ``evaluate`` returns.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from shared.games.isis_osiris import knowledge
from shared.games import GAMES
from shared.games.isis_osiris import rules as io

RULES = GAMES["isis-osiris"]
ADAPTER = knowledge.IsisAdapter(RULES)
MEAN_ABS = sum(abs(t) for t in io.TILES) / len(io.TILES)

# -- the definitions, by counting ---------------------------------------------


def _around(board, cell, seat):
    """(own stones, other stones, free cells, tile sum) next to ``cell``."""
    mine = other = free = tiles = 0
    for j in io.NEIGHBOURS[cell]:
        v = board[j]
        if v >= io.STONE:
            mine += v - io.STONE == seat
            other += v - io.STONE != seat
        elif v:
            tiles += v
        else:
            free += 1
    return mine, other, free, tiles


def _weight(n):
    return 1.0 if n == 2 else 0.6


def _tile_gain(board, cell, seat, n):
    """What a tile on ``cell`` gains ``seat`` per point of its value."""
    mine, other, free, _ = _around(board, cell, seat)
    return mine - _weight(n) * other - 0.15 * free


def _free_cells(state):
    return [i for i in range(io.NUM_CELLS) if not state.board[i]]


def _reveal_parts(state, seat):
    gains = [_tile_gain(state.board, i, seat, state.n) for i in _free_cells(state)]
    return max(max(gains), 0.0), max(-min(gains), 0.0)


def _reserve_balance(state, seat):
    turns_left = state.free / state.n
    tiles_left = len(state.pool) if state.common else len(state.reserves[seat])
    return (-0.8 * (state.stones[seat] < turns_left * 0.45)
            + 0.8 * (tiles_left < turns_left * 0.45))


def _unseen_mean(state):
    placed = [v for v in state.board if v and v < io.STONE] + ([state.pending] if state.pending else [])
    rest = len(io.TILES) - len(placed)
    return -sum(placed) / rest if rest else 0.0


def _move_values(state, moves):
    s = state.to_move
    board = state.board
    if state.pending:
        return [state.pending * _tile_gain(board, m, s, state.n) for m in moves]
    mean = _unseen_mean(state)
    out = []
    for m in moves:
        if m == io.REVEAL:
            good, bad = _reveal_parts(state, s)
            out.append(0.5 * MEAN_ABS * (good + bad) + mean * good * 0.5)
        else:
            _, _, free, tiles = _around(board, m, s)
            out.append(tiles + _reserve_balance(state, s) + 0.1 * mean * free)
    return out


def _exposure(state):
    n = state.n
    totals = [0.0] * n
    tiles_left = len(state.pool) if state.common else sum(len(r) for r in state.reserves)
    material = tiles_left + sum(state.stones)
    if not material:
        return totals
    scale = MEAN_ABS * tiles_left / material / n
    for i in _free_cells(state):
        near = [0] * n
        for j in io.NEIGHBOURS[i]:
            if state.board[j] >= io.STONE:
                near[state.board[j] - io.STONE] += 1
        total = sum(near)
        lean = sum((k - _weight(n) * (total - k) > 1e-9) - (k - _weight(n) * (total - k) < -1e-9)
                   for k in near)
        for p in range(n):
            totals[p] += near[p] * lean * scale
    return totals


def _evaluate(state):
    n = state.n
    totals = [sum(rs[s] for rs in state.round_scores) for s in range(n)]
    board_scores = io.score_board(state.board, n)
    totals = [t + b for t, b in zip(totals, board_scores)]
    if state.pending:
        s = state.to_move
        totals[s] += max(state.pending * _tile_gain(state.board, i, s, n)
                         for i in _free_cells(state))
    if n > 2:
        totals = [t + e for t, e in zip(totals, _exposure(state))]
    temp = 1.5 + 0.2 * state.free + 8.0 * max(0, state.rounds - state.round - 1)
    exps = [math.exp((t - max(totals)) / temp) for t in totals]
    return [e / sum(exps) for e in exps]


def _policy_distribution(state, draws, rng):
    """The playout policy by its definition: 8 % any legal move; otherwise a
    revealed tile goes to the cell of highest ``value x gain + U(0, 0.3)``, a
    stone to the cell of highest ``tile sum + U(0, 0.3)``, and a tile is
    turned up when ``0.5 x mean |tile| x (best good + best bad cell) +
    U(0, 0.3)`` beats that stone after the reserve balance."""
    s = state.to_move
    moves = io.fast_moves(state)
    free = _free_cells(state)
    counts = Counter()
    for _ in range(draws):
        if rng.random() < 0.08:
            counts[rng.choice(moves)] += 1
            continue
        if state.pending:
            counts[max(free, key=lambda i: state.pending * _tile_gain(state.board, i, s, state.n)
                       + 0.3 * rng.random())] += 1
            continue
        stone = None
        if state.stones[s]:
            noisy = {i: _around(state.board, i, s)[3] + 0.3 * rng.random() for i in free}
            stone = max(noisy, key=noisy.get)
        if io.REVEAL not in moves:
            counts[stone] += 1
            continue
        if stone is None:
            counts[io.REVEAL] += 1
            continue
        good, bad = _reveal_parts(state, s)
        reveal = 0.5 * MEAN_ABS * (good + bad) + 0.3 * rng.random()
        counts[io.REVEAL if reveal > noisy[stone] + _reserve_balance(state, s) else stone] += 1
    return counts


# -- positions ----------------------------------------------------------------


def _deals(players, memory, seed, moves, rounds=2):
    """``moves`` random moves into a match of ``rounds`` games, then a
    search's dealer for the seat to move there (its deals carry a
    neighbourhood)."""
    options = RULES.normalize_options({"tile_memory": memory, "rounds": rounds}, players)
    state = RULES.new_state(options, players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        io.apply_unchecked(state, rng.choice(io.fast_moves(state)))
    seat = state.to_move
    return ADAPTER.dealer(RULES.ai_view(state, seat), seat, random.Random(seed + 1))


def _same_as_counted(hood, state):
    fresh = knowledge.Neighbourhood(state)
    for name in ("free", "open", "tiles", "common", "mine", "sig", "score"):
        assert getattr(hood, name) == getattr(fresh, name), name
    assert hood.score == io.score_board(state.board, state.n)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("memory", ["public", "hidden"])
def test_the_carried_neighbourhood_stays_equal_to_a_fresh_count(players, memory):
    for seed in range(3):
        deal = _deals(players, memory, seed, moves=7 * seed)()
        rng = random.Random(seed)
        rounds_seen = {deal.round}
        while not deal.over:
            _same_as_counted(deal.hood, deal)
            ADAPTER.play(deal, rng.choice(io.fast_moves(deal)))
            rounds_seen.add(deal.round)
        assert len(rounds_seen) > 1  # the neighbourhood followed a new board


@pytest.mark.parametrize("players", [2, 3, 4])
def test_move_values_and_evaluation_follow_their_definitions(players):
    rng = random.Random(players)
    deal = _deals(players, "public", players, moves=0)()
    checked = 0
    while not deal.over:
        moves = io.fast_moves(deal)
        expected = _move_values(deal, moves)
        assert ADAPTER.move_values(deal, moves) == pytest.approx(expected, abs=1e-9)
        assert ADAPTER.evaluate(deal) == pytest.approx(_evaluate(deal), abs=1e-9)
        checked += 1
        ADAPTER.play(deal, rng.choice(moves))
    assert checked > 50


def _policy_positions():
    """Positions for each branch of the policy: a tile to place, a choice
    between a stone and a tile, stones only, tiles only."""
    out = []
    for players, moves in ((2, 6), (3, 11), (4, 17)):
        deal = _deals(players, "public", players, moves)()
        if not deal.pending:
            out.append(deal.copy())
            ADAPTER.play(deal, io.REVEAL)
        out.append(deal)
    stones_only = _deals(3, "public", 5, 4)()
    stones_only.reserves[stones_only.to_move] = []
    tiles_only = _deals(4, "public", 6, 9)()
    tiles_only.stones[tiles_only.to_move] = 0
    return out + [stones_only, tiles_only]


def _same_distribution(a: Counter, b: Counter) -> bool:
    """Two equally large samples drawn from one distribution: the chi-square
    homogeneity statistic stays below its 1-in-10,000 critical value
    (Wilson-Hilferty approximation)."""
    outcomes = set(a) | set(b)
    statistic = sum((a[m] - b[m]) ** 2 / (a[m] + b[m]) for m in outcomes)
    df = max(len(outcomes) - 1, 1)
    critical = df * (1 - 2 / (9 * df) + 3.72 * math.sqrt(2 / (9 * df))) ** 3
    return statistic < critical


def test_the_playout_policy_draws_moves_as_its_definition_says():
    draws = 6000
    rng = random.Random(11)
    for state in _policy_positions():
        expected = _policy_distribution(state, draws, random.Random(12))
        got = Counter(ADAPTER.policy_move(state, rng) for _ in range(draws))
        assert set(got) <= set(io.fast_moves(state))
        assert _same_distribution(got, expected), (state, got.most_common(5),
                                                   expected.most_common(5))


def test_the_distribution_check_tells_a_different_policy_apart():
    """The check above can fail: the same heuristic without the noise (the
    first best move, 8 % any move) is caught."""
    state = _policy_positions()[-2]  # stones only: many cells tie
    expected = _policy_distribution(state, 6000, random.Random(12))
    moves = io.fast_moves(state)
    values = ADAPTER.move_values(state, moves)
    first_best = moves[values.index(max(values))]
    rng = random.Random(13)
    greedy = Counter(rng.choice(moves) if rng.random() < 0.08 else first_best
                     for _ in range(6000))
    assert not _same_distribution(greedy, expected)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_playout_is_policy_moves_then_the_evaluation(players):
    deal = _deals(players, "public", 40 + players, moves=9)
    for seed in range(20):
        state = deal()
        generic = state.copy()
        depth = 6 if seed % 2 else 60  # cut off, or played to the end
        fast = ADAPTER.playout(state, random.Random(seed), depth)
        rng = random.Random(seed)
        for _ in range(depth):
            if generic.over:
                break
            ADAPTER.play(generic, ADAPTER.policy_move(generic, rng))
        slow = ADAPTER.rewards(generic) if generic.over else ADAPTER.evaluate(generic)
        assert fast == slow
        assert state.board == generic.board and state.round == generic.round


def test_plain_uct_deals_carry_no_neighbourhood():
    """Plain UCT (no knowledge) plays random playouts to the end: its deals
    are plain states, so that it does not pay for keeping a neighbourhood."""
    state = RULES.new_state(RULES.normalize_options({}, 3), 3, 1)
    view = RULES.ai_view(state, state.to_move)
    plain = ADAPTER.dealer(view, state.to_move, random.Random(1), knowledge=False)()
    assert type(plain) is io.IsisState
    assert type(ADAPTER.dealer(view, state.to_move, random.Random(1))()) is not io.IsisState
