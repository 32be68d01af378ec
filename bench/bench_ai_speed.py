"""Search speed of the AI: simulations (search iterations) per second.

    python bench/bench_ai_speed.py [--seconds 1.0] [--game isaac]

For every game, from the start and from a mid-game position, runs the
``hard`` search (game knowledge) and the plain ``uct`` baseline for the given
time and prints iterations per second, plus the worst think-time overshoot.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import choose_move  # noqa: E402
from shared.games import GAMES  # noqa: E402


def positions(rules):
    rng = random.Random(3)
    players = rules.min_players
    st = rules.new_state(rules.normalize_options({}, players), players, 1)
    out = [("start", st)]
    mid = st
    for ply in range(200):
        if rules.is_over(mid) or (ply >= 20 and len(rules.legal_moves(mid)) > 1):
            break
        mid, _ = rules.apply(mid, rules.to_move(mid), rng.choice(rules.legal_moves(mid)))
    if not rules.is_over(mid):
        out.append(("mid", mid))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--game", default=None, choices=sorted(GAMES))
    args = ap.parse_args(argv)
    for game in ([args.game] if args.game else sorted(GAMES)):
        rules = GAMES[game]
        for label, state in positions(rules):
            seat = rules.to_move(state)
            view = rules.ai_view(state, seat)
            for level in ("medium", "hard", "uct"):
                d = choose_move(rules, view, seat, level, seconds=args.seconds)
                rate = d["iterations"] / d["elapsed"] if d["elapsed"] else 0.0
                print(f"{game:12s} {label:7s} {level:6s} {d['iterations']:7d} iterations "
                      f"in {d['elapsed']:.3f}s = {rate:8.0f}/s  "
                      f"(overshoot {100 * (d['elapsed'] / args.seconds - 1):+.1f}%)")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
