"""How well the Isis & Osiris evaluation predicts the winner.

    python bench/isis_eval_calibration.py --players 4 --games 300

Plays ``--games`` games with ``easy`` at every seat (the heuristic's
favourite, ties at random; fast) and, at every position of each, reads what
the evaluation reads: each seat's total (finished rounds, the board, the
best placement of a pending tile), the exposure term, the free cells, and
each seat's stones and tiles in hand. It prints the mean log loss of the
win chances the evaluation gives the seats that did win (lower is better;
a shared first counts the winners' chances together), for the evaluation as
it is and for the best variants on a grid of:

* the temperature ``a + b x free cells`` of the softmax (now 1.5 + 0.2 x free);
* the weight of the exposure term (now 1);
* a value per stone and per tile still in hand (now 0).

A variant that predicts the winner better is a candidate, not a result: the
arena (``bench/arena.py``) decides whether it plays better.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai.knowledge import isis_osiris as knowledge  # noqa: E402
from shared.games import GAMES  # noqa: E402
from shared.games import isis_osiris as io  # noqa: E402

RULES = GAMES["isis-osiris"]
ADAPTER = knowledge.IsisAdapter(RULES)


def _features(state):
    """(totals, exposure, free cells, stones in hand, tiles in hand)."""
    hood = knowledge.Neighbourhood(state)
    totals = ADAPTER._current_totals(state, hood)
    exposure = [0.0] * state.n
    if state.n > 2:
        knowledge._add_exposure(state, hood, exposure)
    return (totals, exposure, state.free, list(state.stones),
            [len(r) for r in state.reserves])


def positions(players: int, games: int, seed: int):
    """Every position of ``games`` games of ``easy`` players, with the
    winners of its game."""
    rng = random.Random(seed)
    rows = []
    for game in range(games):
        state = RULES.new_state(RULES.normalize_options({}, players), players,
                                seed * 100_003 + game)
        seen = []
        while not state.over:
            seen.append(_features(state))
            moves = io.fast_moves(state)
            values = ADAPTER.move_values(state, moves)
            top = max(values)
            io.apply_unchecked(state, rng.choice([m for m, v in zip(moves, values)
                                                  if v >= top - 1e-9]))
        final = state.round_scores[-1]
        winners = [s for s in range(players) if final[s] == max(final)]
        rows += [features + (winners,) for features in seen]
    return rows


def log_loss(rows, a, b, exposure_weight, per_stone, per_tile):
    total = 0.0
    for totals, exposure, free, stones, tiles, winners in rows:
        temp = a + b * free
        values = [t + exposure_weight * e + per_stone * s + per_tile * k
                  for t, e, s, k in zip(totals, exposure, stones, tiles)]
        top = max(values)
        exps = [math.exp((v - top) / temp) for v in values]
        total -= math.log(max(sum(exps[w] for w in winners) / sum(exps), 1e-12))
    return total / len(rows)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rows = positions(args.players, args.games, args.seed)
    print(f"{len(rows)} positions from {args.games} games of {args.players} easy players")
    print(f"  as it is (1.5 + 0.2 x free, exposure 1, nothing in hand): "
          f"{log_loss(rows, 1.5, 0.2, 1.0, 0.0, 0.0):.4f}")
    print(f"  every seat equally likely: {log_loss(rows, 1.5, 1e9, 1.0, 0.0, 0.0):.4f}")
    grid = itertools.product((1.0, 1.5, 2.5), (0.05, 0.08, 0.13, 0.2), (0.0, 1.0),
                             (-0.5, 0.0, 0.5), (0.0, 0.5, 1.0))
    ranked = sorted((log_loss(rows, *params), params) for params in grid)
    print("  best variants (a, b, exposure weight, per stone in hand, per tile in hand):")
    for loss, params in ranked[:6]:
        print(f"    {loss:.4f}  {params}")


if __name__ == "__main__":
    main()
