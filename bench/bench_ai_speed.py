"""Search speed of the AI: simulations (search iterations) per second.

    python bench/bench_ai_speed.py [--seconds 1.0] [--game isaac] [--players 4]

For every game (with ``--players``, only those that seat that many; by
default each game's smallest table), from the start and from a mid-game
position, runs the ``medium`` and ``hard`` searches (game knowledge) and the
plain ``uct`` baseline for the given time and prints iterations per second (MCTS
simulations; for a level that plays alpha-beta in that position, such as
Osiron ``hard``, searched nodes), the think-time overshoot, and the process
CPU time used (far below the wall time means the machine was overloaded).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import choose_move  # noqa: E402
from shared.games import GAMES  # noqa: E402


def positions(rules, players=None):
    rng = random.Random(3)
    players = players or rules.min_players
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


def ad_levels(rules):
    """Levels that play alpha-beta instead of MCTS in this game (exchange
    phase of Osiron)."""
    from services.worker.ai.knowledge import adapter_for
    return adapter_for(rules).alphabeta_levels


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--game", default=None, choices=sorted(GAMES))
    ap.add_argument("--players", type=int, default=None,
                    help="table size (default: each game's smallest)")
    args = ap.parse_args(argv)
    for game in ([args.game] if args.game else sorted(GAMES)):
        rules = GAMES[game]
        players = args.players or rules.min_players
        if not rules.min_players <= players <= rules.max_players:
            continue
        for label, state in positions(rules, players):
            seat = rules.to_move(state)
            view = rules.ai_view(state, seat)
            for level in ("medium", "hard", "uct"):
                cpu = time.process_time()
                d = choose_move(rules, view, seat, level, seconds=args.seconds)
                cpu = time.process_time() - cpu
                rate = d["iterations"] / d["elapsed"] if d["elapsed"] else 0.0
                unit = "nodes" if level in ad_levels(rules) else "sims"
                print(f"{game:12s} {label:7s} {level:6s} {d['iterations']:7d} {unit:5s} "
                      f"in {d['elapsed']:.3f}s = {rate:8.0f}/s  "
                      f"(overshoot {100 * (d['elapsed'] / args.seconds - 1):+.1f}%, "
                      f"cpu {cpu:.3f}s)")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
