"""ISAAC: complete random games per second.

Two paths:

* fast: ``isaac.playout`` (compact moves, in place, no validation), what a
  Monte Carlo search would use;
* public: ``RULES.legal_moves`` + ``RULES.apply`` (validated, copying), what
  the service does for each submitted move.

Usage: python bench/bench_isaac.py [seconds per path, default 3]
"""

from __future__ import annotations

import random
import sys
import time

from shared.games import isaac
from shared.games.isaac import RULES


def bench_fast(seconds: float) -> tuple[int, int, float]:
    rng = random.Random(1)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = RULES.new_state({}, 2, games)
        while state.phase != isaac.OVER:
            isaac.apply_fast(state, isaac.random_fast_move(state, rng))
            moves += 1
        games += 1
    return games, moves, time.perf_counter() - start


def bench_public(seconds: float) -> tuple[int, int, float]:
    rng = random.Random(1)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = RULES.new_state({}, 2, games)
        while not RULES.is_over(state):
            move = rng.choice(RULES.legal_moves(state))
            state, _ = RULES.apply(state, RULES.to_move(state), move)
            moves += 1
        games += 1
    return games, moves, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print(f"ISAAC random games, {seconds:g} s per path")
    for label, fn in (("fast (playout, apply_fast)", bench_fast),
                      ("public (legal_moves + apply)", bench_public)):
        games, moves, elapsed = fn(seconds)
        print(f"  {label:30s} {games / elapsed:9.1f} games/s  "
              f"{moves / elapsed:10.0f} moves/s  ({games} games, "
              f"{moves / max(games, 1):.1f} moves/game)")


if __name__ == "__main__":
    main()
