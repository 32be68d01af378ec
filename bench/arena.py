"""Play two AI agents against each other and report how they fare.

    python bench/arena.py --game osiron --a hard --b random --games 20 --seconds 1

Agents are the AI levels (``random``, ``easy``, ``medium``, ``hard``) plus the
baseline ``uct`` (plain UCT, uniform random playouts, no game knowledge).
Seats are swapped so that each deal (seed) is played with each agent in
every seat. ``--seating`` says how a table of 3-4 is shared:

* ``split`` (default): the two agents share the table as evenly as it goes,
  sitting alternately (A B A B and B A B A with four players; with three,
  every placing of two A seats and of one, so each agent holds the majority
  in half the games). Both agents are then in the same position and 0.5 is
  an even result, as in a two-player game.
* ``one``: A in one seat, B in every other (game ``i`` puts A in seat
  ``i % players``); the even share for A is ``1 / players``.

With two players both seatings are the same. For Isis & Osiris ``--players
2,3,4`` plays each table size in turn. Each agent is shown the moves so far
as its seat may see them (``rules.record_view``), as the worker does;
``--no-history`` leaves them out.

A game is a win for A when the first place (alone or shared) is held by A
seats only, a loss when it is held by B seats only, and a draw when A and B
seats share it (in a two-player game: a shared first). Printed: W/D/L, A's
score rate ((W + D/2) / N) with a 95 % Wilson interval, A's win rate over
decided games with its interval, with 3-4 players also how often A finished
first or shared first ((W + D) / N: how the targets count a win) and A head
to head (how often an A seat finished above a B seat, level, below, over
every pair),
with three players the games where A held one seat and two apart, the
mean think time per move for each agent, and the worst overshoot of the
budget.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import DEFAULT_BUDGETS, choose_move  # noqa: E402
from shared.games import GAMES  # noqa: E402


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seatings(players: int, mode: str) -> list[frozenset[int]]:
    """The sets of seats A takes, one per game of a deal (see the module doc)."""
    if mode == "one":
        return [frozenset({seat}) for seat in range(players)]
    alternate = [frozenset((r + 2 * k) % players for k in range((players + 1) // 2))
                 for r in range(players)]
    every = set(alternate) | {frozenset(range(players)) - seats for seats in alternate}
    return sorted(every, key=lambda seats: (-len(seats), sorted(seats)))


def outcome_for(result: dict, a_seats: frozenset[int]) -> str:
    """W, D or L for A, read from the first place (``rules.result``)."""
    winners = set(result["winners"])
    if result["draw"] or (winners & a_seats and winners - a_seats):
        return "D"
    return "W" if winners <= a_seats else "L"


def play_game(game: str, players: int, a: str, b: str, a_seats: frozenset[int], seed: int,
              seconds_a: float | None, seconds_b: float | None, history: bool = True,
              max_moves: int = 2000):
    rules = GAMES[game]
    options = rules.normalize_options({}, players)
    state = rules.new_state(options, players, seed)
    stats = {"a": [0, 0.0, 0.0], "b": [0, 0.0, 0.0]}  # moves, total time, worst overshoot
    moves = 0
    records = []  # every move record so far; each seat is shown its own view of them
    while not rules.is_over(state):
        seat = rules.to_move(state)
        who = "a" if seat in a_seats else "b"
        level = a if who == "a" else b
        budget = seconds_a if who == "a" else seconds_b
        view = rules.ai_view(state, seat)
        t0 = time.perf_counter()
        shown = [rules.record_view(state, r, seat) for r in records] if history else None
        decision = choose_move(rules, view, seat, level, seconds=budget,
                               seed=seed * 1000 + moves, history=shown)
        took = time.perf_counter() - t0
        st = stats[who]
        st[0] += 1
        st[1] += took
        limit = budget if budget is not None else DEFAULT_BUDGETS[level]
        if limit > 0 and level != "random":
            st[2] = max(st[2], took / limit - 1.0)
        state, new_records = rules.apply(state, seat, decision["move"])
        records += new_records
        moves += 1
        if moves > max_moves:
            raise RuntimeError("game did not end")
    res = rules.result(state)
    # head to head, every A seat against every B seat: finished above, level, below
    scores = res["scores"]
    pairs = [(scores[x] > scores[y]) - (scores[x] < scores[y])
             for x in a_seats for y in range(players) if y not in a_seats]
    stats["pairs"] = [pairs.count(1), pairs.count(0), pairs.count(-1)]
    return outcome_for(res, a_seats), stats


def _run(args):
    return play_game(*args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, choices=sorted(GAMES))
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--games", type=int, default=20, help="games per table size")
    ap.add_argument("--seconds", type=float, default=None,
                    help="think time per move for both agents (default: level budgets)")
    ap.add_argument("--a-seconds", type=float, default=None)
    ap.add_argument("--b-seconds", type=float, default=None)
    ap.add_argument("--players", default=None,
                    help="comma-separated table sizes (default: 2; Isis & Osiris: 2,3,4)")
    ap.add_argument("--seating", choices=("split", "one"), default="split",
                    help="with 3-4 players: share the table evenly (split) or A in one seat")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-history", action="store_true",
                    help="do not show the agents the moves played so far (the opponent "
                         "model of `hard` then keeps its prior)")
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    ap.add_argument("--verbose", action="store_true",
                    help="print each game's outcome as it ends (sequential play only)")
    args = ap.parse_args(argv)
    rules = GAMES[args.game]
    if args.players:
        sizes = [int(x) for x in args.players.split(",")]
    else:
        sizes = list(range(rules.min_players, rules.max_players + 1))
    sa = args.a_seconds if args.a_seconds is not None else args.seconds
    sb = args.b_seconds if args.b_seconds is not None else args.seconds
    for n in sizes:
        tables = seatings(n, args.seating)
        tasks = []
        for i in range(args.games):
            seed = args.seed * 100_003 + i // len(tables)
            tasks.append((args.game, n, args.a, args.b, tables[i % len(tables)], seed, sa, sb,
                          not args.no_history))
        t0 = time.time()
        if args.jobs > 1:
            from multiprocessing import Pool
            with Pool(args.jobs) as pool:
                results = pool.map(_run, tasks)
        else:
            results = []
            for k, t in enumerate(tasks):
                results.append(_run(t))
                if args.verbose:
                    print(f"  game {k + 1}/{len(tasks)}: A in seats {sorted(t[4])}: {results[-1][0]}",
                          flush=True)
        w = sum(1 for o, _ in results if o == "W")
        d = sum(1 for o, _ in results if o == "D")
        l = sum(1 for o, _ in results if o == "L")
        total = len(results)
        lo, hi = wilson(w + 0.5 * d, total)
        even = 0.5 if args.seating == "split" or n == 2 else 1 / n
        dlo, dhi = wilson(w, w + l)
        agg = {}
        for who in ("a", "b"):
            moves = sum(s[who][0] for _, s in results)
            secs = sum(s[who][1] for _, s in results)
            over = max(s[who][2] for _, s in results)
            agg[who] = (secs / moves if moves else 0.0, over)
        print(f"{args.game} players={n} A={args.a} B={args.b} "
              f"seconds={sa if sa is not None else 'default'}/{sb if sb is not None else 'default'} "
              f"games={total} seating={args.seating if n > 2 else 'swapped'}")
        if total % len(tables):
            print(f"  note: {total} games is not a multiple of {len(tables)}, the games per deal:"
                  " the agents did not sit in every seat equally")
        print(f"  A W/D/L = {w}/{d}/{l}  score={(w + 0.5 * d) / total:.3f} "
              f"CI95=[{lo:.3f}, {hi:.3f}]  (even share for A: {even:.3f})")
        if w + l:
            print(f"  A decided-game win rate = {w / (w + l):.3f} CI95=[{dlo:.3f}, {dhi:.3f}]")
        if n > 2:
            # the targets' own count: finishing first or sharing first is a win
            first = w + d
            flo, fhi = wilson(first, total)
            print(f"  A first or sharing first = {first}/{total} = {first / total:.3f}"
                  f" CI95=[{flo:.3f}, {fhi:.3f}]")
            above, level, below = (sum(s["pairs"][i] for _, s in results) for i in range(3))
            plo, phi = wilson(above, above + below)
            print(f"  A head to head with B seats: above/level/below = {above}/{level}/{below}"
                  f"  rate over decided pairs = {above / max(1, above + below):.3f}"
                  f" CI95=[{plo:.3f}, {phi:.3f}]")
        held = sorted({len(t[4]) for t in tasks})
        if len(held) > 1:
            # with three players the split seating holds both readings: A in
            # the majority, and A alone against two B seats (``--seating one``)
            for k in held:
                part = [o for (o, _), t in zip(results, tasks) if len(t[4]) == k]
                pw, pd, pl = (part.count(x) for x in "WDL")
                print(f"  A in {k} of {n} seats: W/D/L = {pw}/{pd}/{pl}"
                      f"  wins = {pw / len(part):.3f} of {len(part)}")
        print(f"  mean think/move: A {agg['a'][0]:.3f}s  B {agg['b'][0]:.3f}s; "
              f"max overshoot of budget: A {100 * agg['a'][1]:+.1f}%  B {100 * agg['b'][1]:+.1f}%"
              f"  ({time.time() - t0:.0f}s wall)")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
