"""Time to analyse a full game of each type (docs/analysis.md).

Plays ``--games`` games per game type between two `easy` AI players (a fixed
amount of work per move and a seed per game, so the games are the same on
every run), then analyses each one as the analysis job does
(``shared.analysis.analyse`` with the worker's judge), one game after the
other in this one process: one worker. Prints, per type, the plies per game
and the time per game (p50, p95, max) at ``--level`` (default: the default
level).

    .venv/bin/python bench/analysis.py [--games 20] [--level standard] [--type osiron]
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from services.worker.ai import choose_move  # noqa: E402
from services.worker.ai.analysis import judge  # noqa: E402
from shared import analysis  # noqa: E402
from shared.games import GAMES  # noqa: E402

#: `easy` players' work per move (determinizations): quick to play, not random.
PLAYER_ITERATIONS = 2


def play_game(rules, seed: int) -> tuple[dict, list[dict]]:
    """An `easy` against `easy` game of two players: its document and history."""
    options = rules.normalize_options(None, 2)
    state = rules.new_state(options, 2, seed)
    rng = random.Random(seed)
    entries = []
    while not rules.is_over(state):
        seat = rules.to_move(state)
        move = choose_move(rules, rules.ai_view(state, seat), seat, "easy",
                           iterations=PLAYER_ITERATIONS, seed=rng.getrandbits(32))["move"]
        state, _ = rules.apply(state, seat, move)
        entries.append({"type": "move", "records": [{"seat": seat, "move": move}]})
    doc = {"id": f"bench{seed}", "num_players": 2, "seed": seed, "options": options,
           "version": len(entries) + 1}
    return doc, entries


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per game type")
    parser.add_argument("--level", choices=analysis.LEVELS, default=analysis.DEFAULT_LEVEL)
    parser.add_argument("--type", choices=sorted(GAMES), default=None,
                        help="only this game type (default: all)")
    args = parser.parse_args()
    print(f"level {args.level}, {args.games} games per type, one process")
    print(f"{'game':<12} {'plies':>11} {'p50 s':>7} {'p95 s':>7} {'max s':>7}")
    for name in [args.type] if args.type else sorted(GAMES):
        rules = GAMES[name]
        games = [play_game(rules, seed) for seed in range(1, args.games + 1)]
        judged = functools.partial(judge, rules, level=args.level)
        times = []
        for doc, entries in games:
            started = time.perf_counter()
            analysis.analyse(rules, doc, entries, args.level, judged)
            times.append(time.perf_counter() - started)
        plies = [len(entries) for _, entries in games]
        print(f"{name:<12} {statistics.median(plies):>5.0f} ({max(plies):>3}) "
              f"{percentile(times, 0.5):>7.2f} {percentile(times, 0.95):>7.2f} "
              f"{max(times):>7.2f}", flush=True)


if __name__ == "__main__":
    main()
