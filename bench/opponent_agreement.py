"""How often each AI level plays the Isis & Osiris heuristic's favourite.

The opponent model of `hard` (docs/ai.md, "Opponent model") takes a seat
that keeps playing the favourite for a heuristic player and searches the
others. This plays games with one level per seat (rotated over the seats
from game to game), judges every seat's decisions the way `hard` does
(``IsisAdapter.observe`` on the records seat 0 was shown, at the end of
the game) and prints, per level, the decisions that were a favourite.

    python bench/opponent_agreement.py --levels uct,medium,hard --games 3
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import choose_move  # noqa: E402
from services.worker.ai.knowledge import adapter_for  # noqa: E402
from shared.games import GAMES  # noqa: E402


def play(rules, levels: list[str], seed: int, seconds: float | None) -> tuple:
    """One game; returns its final state and every move record."""
    n = len(levels)
    state = rules.new_state(rules.normalize_options({}, n), n, seed)
    records = []
    while not rules.is_over(state):
        seat = rules.to_move(state)
        budget = seconds if levels[seat] in ("hard", "uct") else None
        decision = choose_move(rules, rules.ai_view(state, seat), seat, levels[seat],
                               seconds=budget, seed=seed * 1000 + len(records))
        state, new = rules.apply(state, seat, decision["move"])
        records += new
    return state, records


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", required=True, help="one level per seat, e.g. uct,medium,hard")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=1.0,
                    help="think time of `hard` and `uct` (the others use their level budget)")
    args = ap.parse_args(argv)
    rules = GAMES["isis-osiris"]
    adapter = adapter_for(rules)
    levels = args.levels.split(",")
    totals = {level: [0, 0] for level in levels}
    for g in range(args.games):
        seated = levels[g % len(levels):] + levels[:g % len(levels)]
        state, records = play(rules, seated, g, args.seconds)
        shown = [rules.record_view(state, r, 0) for r in records]
        observed = adapter.observe(rules.ai_view(state, 0), shown)
        for seat, (agreed, decisions) in enumerate(observed):
            totals[seated[seat]][0] += agreed
            totals[seated[seat]][1] += decisions
    print(f"isis-osiris players={len(levels)} games={args.games} seconds={args.seconds}")
    for level, (agreed, decisions) in totals.items():
        rate = agreed / decisions if decisions else 0.0
        print(f"  {level:7s} played the favourite in {agreed} of {decisions} decisions ({rate:.2f})")


if __name__ == "__main__":
    main()
