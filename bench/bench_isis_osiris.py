"""Isis & Osiris: complete random games per second.

For 2, 3 and 4 players (personal reserves, one round), plays uniformly random
legal moves to the end of the game:

* fast path: ``fast_moves`` + ``apply_unchecked`` on a copy of a fresh state
  (what a Monte Carlo search uses for playouts);
* public API: ``legal_moves`` + ``apply`` (validation, copying, records).

Usage: ``.venv/bin/python bench/bench_isis_osiris.py [seconds per figure]``
"""

from __future__ import annotations

import random
import sys
import time

from shared.games.isis_osiris import RULES, apply_unchecked, fast_moves


def fast_games(n: int, seconds: float) -> tuple[int, float]:
    rng = random.Random(1)
    fresh = [RULES.new_state(RULES.normalize_options({}, n), n, seed) for seed in range(64)]
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        st = fresh[games % 64].copy()
        while not st.over:
            moves = fast_moves(st)
            apply_unchecked(st, moves[int(rng.random() * len(moves))])
        games += 1
    return games, time.perf_counter() - start


def api_games(n: int, seconds: float) -> tuple[int, float]:
    rng = random.Random(2)
    options = RULES.normalize_options({}, n)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        st = RULES.new_state(options, n, games)
        while not RULES.is_over(st):
            st, _ = RULES.apply(st, RULES.to_move(st), rng.choice(RULES.legal_moves(st)))
        games += 1
    return games, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"Isis & Osiris: complete random games per second ({seconds:g} s per figure)")
    for n in (2, 3, 4):
        games, took = fast_games(n, seconds)
        print(f"  {n} players, fast path (fast_moves + apply_unchecked): {games / took:9.0f} games/s")
        games, took = api_games(n, seconds)
        print(f"  {n} players, public API (legal_moves + apply):         {games / took:9.0f} games/s")


if __name__ == "__main__":
    main()
