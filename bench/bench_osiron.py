"""Random-play speed of the Osiron rules, in plies per second.

    python bench/bench_osiron.py [--seconds 2] [--setup beginner]

For basic and advanced movement, plays uniformly random games back to back
for about ``--seconds`` each, two ways:

* fast path: ``fast_moves`` + ``fast_apply`` on one state mutated in place
  (what Monte Carlo playouts use);
* public API: ``RULES.legal_moves`` + ``RULES.apply`` (validation, copy,
  records), as the service plays a move.

A ply is one turn: a placement, an exchange or an automatic pass.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from shared.games.osiron import RULES, fast_apply, fast_moves  # noqa: E402


def _fast(options, seconds, rng):
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        st = RULES.new_state(options, 2, rng.randrange(2**31))
        choice = rng.choice
        while not st.over:
            plies += 1 + fast_apply(st, choice(fast_moves(st)))
        games += 1
    return plies, games, time.perf_counter() - start


def _public(options, seconds, rng):
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        st = RULES.new_state(options, 2, rng.randrange(2**31))
        while not RULES.is_over(st):
            st, records = RULES.apply(st, RULES.to_move(st), rng.choice(RULES.legal_moves(st)))
            plies += len(records)
        games += 1
    return plies, games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    parser.add_argument("--setup", default="beginner",
                        choices=["beginner", "random", "placement"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Osiron random play, setup={args.setup}, {args.seconds:g} s per line")
    print(f"{'movement':<10} {'path':<12} {'plies/s':>10} {'games/s':>9} {'plies/game':>11}")
    for movement in ("basic", "advanced"):
        options = RULES.normalize_options({"setup": args.setup, "movement": movement}, 2)
        for label, fn in (("fast path", _fast), ("public apply", _public)):
            plies, games, elapsed = fn(options, args.seconds, random.Random(args.seed))
            print(f"{movement:<10} {label:<12} {plies / elapsed:>10,.0f} "
                  f"{games / elapsed:>9,.1f} {plies / max(games, 1):>11.1f}")


if __name__ == "__main__":
    main()
