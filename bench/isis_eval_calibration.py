"""How well the Isis & Osiris evaluation predicts the winner.

    python bench/isis_eval_calibration.py --players 4 --games 300
    python bench/isis_eval_calibration.py --players 3 --games 1600 --level hard \
        --iterations 300 --jobs 2 --fit

Plays ``--games`` games with ``--level`` at every seat (``easy``, the
default: the heuristic's favourite, ties at random, fast; ``hard``: the
search at ``--iterations`` per move, shown the moves so far as the worker
shows them) and, at every position of each, reads what the evaluation reads:
each seat's total (finished rounds, the board, the best placement of a
pending tile), the exposure term, the free cells, and each seat's stones
and tiles in hand. It prints the mean log loss of the win chances the
evaluation gives the seats that did win (lower is better; a shared first
counts the winners' chances together), for the evaluation as it is and for
the best variants on a grid of:

* the temperature ``a + b x free cells`` of the softmax (now 1.5 + 0.2 x free);
* the weight of the exposure term (now 1);
* a value per stone and per tile still in hand (now 0).

``--fit`` also fits, per band of four free-cell counts, a linear utility of
named features turned into win chances by a softmax (a conditional logit,
fitted by Newton steps on the first 80 % of the games) and prints its log
loss on the other 20 % next to the evaluation's. Features: the total and
the exposure term (what the evaluation reads, recalibrated), the seat to
move, the seat's share of the best free cells (the tile sums of the free
cells it would take with its stones in hand if the seats took the best in
turn) and its stones and tiles in hand.

A variant that predicts the winner better is a candidate, not a result: the
arena (``bench/arena.py``) decides whether it plays better (docs/ai.md).
Needs numpy (a development dependency).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import sys
from multiprocessing import Pool

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import choose_move  # noqa: E402
from shared.games.isis_osiris import knowledge  # noqa: E402
from shared.games import GAMES  # noqa: E402
from shared.games import isis_osiris as io  # noqa: E402

RULES = GAMES["isis-osiris"]
ADAPTER = knowledge.IsisAdapter(RULES)

#: Columns of a position's per-seat features, for ``--fit``.
FEATURES = ("total", "exposure", "to move", "best cells", "stones", "tiles")
#: The feature sets ``--fit`` compares (indices into ``FEATURES``).
FEATURE_SETS = {
    "total + exposure": (0, 1),
    "+ to move, best cells": (0, 1, 2, 3),
    "+ stones, tiles in hand": (0, 1, 2, 3, 4, 5),
}


def _best_cells(state, hood):
    """Per seat: the tile sums of the best free cells it would take with
    its stones in hand if the seats, from the one to move on, took the best
    free cell in turn."""
    sums = sorted((max(t, 0) for t in map(hood.tiles.__getitem__, hood.free)), reverse=True)
    n = state.n
    out = []
    for s in range(n):
        first = (s - state.to_move) % n + (1 if state.pending and s == state.to_move else 0)
        out.append(float(sum(sums[first::n][:state.stones[s]])))
    return out


def _features(state):
    """(totals, exposure, free cells, stones in hand, tiles in hand, per-seat
    feature rows for ``--fit``)."""
    hood = knowledge.Neighbourhood(state)
    totals = ADAPTER._current_totals(state, hood)
    exposure = [0.0] * state.n
    if state.n > 2:
        knowledge._add_exposure(state, hood, exposure)
    stones = list(state.stones)
    tiles = [len(r) for r in state.reserves]
    to_move = [float(s == state.to_move and not state.pending) for s in range(state.n)]
    columns = zip(totals, exposure, to_move, _best_cells(state, hood), stones, tiles)
    return totals, exposure, state.free, stones, tiles, [list(c) for c in columns]


def _easy_game(players: int, seed: int, rng: random.Random):
    state = RULES.new_state(RULES.normalize_options({}, players), players, seed)
    seen = []
    while not state.over:
        seen.append(_features(state))
        moves = io.fast_moves(state)
        values = ADAPTER.move_values(state, moves)
        top = max(values)
        io.apply_unchecked(state, rng.choice([m for m, v in zip(moves, values)
                                              if v >= top - 1e-9]))
    return state, seen


def _search_game(job):
    """One game of ``level`` at every seat: its positions' features and
    winners (run in a worker process)."""
    players, seed, level, iterations = job
    state = RULES.new_state(RULES.normalize_options({}, players), players, seed)
    seen = []
    records = []
    while not RULES.is_over(state):
        seen.append(_features(state))
        seat = RULES.to_move(state)
        shown = [RULES.record_view(state, r, seat) for r in records]
        decision = choose_move(RULES, RULES.ai_view(state, seat), seat, level,
                               iterations=iterations, seed=seed * 1000 + len(seen), history=shown)
        state, new_records = RULES.apply(state, seat, decision["move"])
        records += new_records
    return _with_winners(state, seen)


def _with_winners(state, seen):
    final = state.round_scores[-1]
    winners = [s for s in range(state.n) if final[s] == max(final)]
    return [features + (winners,) for features in seen]


def positions(players: int, games: int, seed: int, level: str = "easy",
              iterations: int = 300, jobs: int = 1):
    """Every position of ``games`` games of ``level`` players, game by game,
    with the winners of its game: one list of rows per game."""
    if level == "easy":
        rng = random.Random(seed)
        return [_with_winners(*_easy_game(players, seed * 100_003 + g, rng))
                for g in range(games)]
    work = [(players, seed * 100_003 + g, level, iterations) for g in range(games)]
    if jobs <= 1:
        return [_search_game(w) for w in work]
    with Pool(jobs) as pool:
        return pool.map(_search_game, work, chunksize=4)


def log_loss(rows, a, b, exposure_weight, per_stone, per_tile):
    total = 0.0
    for totals, exposure, free, stones, tiles, _columns, winners in rows:
        temp = a + b * free
        values = [t + exposure_weight * e + per_stone * s + per_tile * k
                  for t, e, s, k in zip(totals, exposure, stones, tiles)]
        top = max(values)
        exps = [math.exp((v - top) / temp) for v in values]
        total -= math.log(max(sum(exps[w] for w in winners) / sum(exps), 1e-12))
    return total / len(rows)


# -- --fit: a conditional logit per band of free cells --------------------------

def _arrays(rows, columns):
    x = np.array([[[seat[c] for c in columns] for seat in row[5]] for row in rows])
    won = np.zeros(x.shape[:2])
    for i, row in enumerate(rows):
        won[i, row[6]] = 1.0
    return x, won


def _logit_loss(weights, x, won):
    """Mean log loss, gradient and Fisher information of a conditional logit
    whose utilities are ``x @ weights`` (a shared first: the winners' chances
    summed)."""
    u = x @ weights
    e = np.exp(u - u.max(axis=1, keepdims=True))
    p = e / e.sum(axis=1, keepdims=True)
    q = e * won / (e * won).sum(axis=1, keepdims=True)
    loss = -np.log((p * won).sum(axis=1)).mean()
    grad = ((p - q)[:, :, None] * x).sum(axis=1).mean(axis=0)
    mean_x = (p[:, :, None] * x).sum(axis=1)
    fisher = (np.einsum("ns,nsk,nsl->kl", p, x, x) - mean_x.T @ mean_x) / len(x)
    return loss, grad, fisher


def fit_logit(x, won, steps=25):
    """Weights of the conditional logit with the least log loss on
    ``(x, won)``, by Fisher scoring from zero."""
    weights = np.zeros(x.shape[2])
    for _ in range(steps):
        _, grad, fisher = _logit_loss(weights, x, won)
        weights -= np.linalg.solve(fisher + 1e-4 * np.eye(len(weights)), grad)
    return weights


def fitted_report(games_rows, columns, bands=range(0, 37, 4)):
    """(held-out log loss of the fit, of the evaluation as it is, weights per
    band): fitted on the first 80 % of the games, measured on the rest."""
    cut = int(len(games_rows) * 0.8)
    train = [r for g in games_rows[:cut] for r in g]
    test = [r for g in games_rows[cut:] for r in g]
    fitted = as_is = 0.0
    weights = []
    for lo in bands:
        band_train = [r for r in train if lo <= r[2] < lo + 4]
        band_test = [r for r in test if lo <= r[2] < lo + 4]
        if not band_train or not band_test:
            continue
        w = fit_logit(*_arrays(band_train, columns))
        weights.append((lo, w))
        fitted += _logit_loss(w, *_arrays(band_test, columns))[0] * len(band_test)
        as_is += log_loss(band_test, 1.5, 0.2, 1.0, 0.0, 0.0) * len(band_test)
    return fitted / len(test), as_is / len(test), weights


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="easy", choices=("easy", "medium", "hard"))
    ap.add_argument("--iterations", type=int, default=300,
                    help="search iterations per move (medium, hard)")
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel (medium, hard)")
    ap.add_argument("--fit", action="store_true", help="fit a conditional logit per band")
    args = ap.parse_args(argv)
    games_rows = positions(args.players, args.games, args.seed, args.level,
                           args.iterations, args.jobs)
    rows = [r for g in games_rows for r in g]
    print(f"{len(rows)} positions from {args.games} games of {args.players} {args.level} players")
    print(f"  as it is (1.5 + 0.2 x free, exposure 1, nothing in hand): "
          f"{log_loss(rows, 1.5, 0.2, 1.0, 0.0, 0.0):.4f}")
    print(f"  every seat equally likely: {log_loss(rows, 1.5, 1e9, 1.0, 0.0, 0.0):.4f}")
    grid = itertools.product((1.0, 1.5, 2.5), (0.05, 0.08, 0.13, 0.2), (0.0, 1.0),
                             (-0.5, 0.0, 0.5), (0.0, 0.5, 1.0))
    ranked = sorted((log_loss(rows, *params), params) for params in grid)
    print("  best variants (a, b, exposure weight, per stone in hand, per tile in hand):")
    for loss, params in ranked[:6]:
        print(f"    {loss:.4f}  {params}")
    if not args.fit:
        return
    print("  fitted per band of 4 free cells, log loss on the last 20 % of the games:")
    for name, columns in FEATURE_SETS.items():
        fitted, as_is, weights = fitted_report(games_rows, columns)
        print(f"    {name}: {fitted:.4f} (as it is: {as_is:.4f})")
        for lo, w in weights[::2]:
            named = ", ".join(f"{FEATURES[c]} {x:+.3f}" for c, x in zip(columns, w))
            print(f"      free {lo}-{lo + 3}: {named}")


if __name__ == "__main__":
    main()
