"""Solve Osiron (basic movement) by retrograde analysis and print what it shows.

    python bench/osiron_solve.py [--setup beginner|random] [--check 3000]

Every position of the exchange phase is a colouring of the 24 spaces with
12 pieces each (2,704,156 of them), the seat to move and the exchange that
seat may not make (the pair the opponent just exchanged, or none): about
168 million states. Repetition and the ply cap are left out (they only add
draws). Starting from the positions where a target circle is complete, the
analysis finds, ply by ply, every state the side to move wins or loses by
force, and the distance to the end; what is left is a draw with best play
by both seats.

Printed: the value of the start position, how many positions (forbidden
exchange: none) are won, lost or drawn for the side to move with their
distances, and a check of the table against the rules module itself: for
sampled states, the moves ``fast_moves`` generates and ``fast_apply`` plays
must give back the state's value one ply deeper.

``--play A,B --games N``: after solving, plays N games of the beginner
set-up between two AI levels (seats swapped, ``--seconds`` per move) and
judges every move by the table: a *blunder* turns a drawn or won position
into a lost one, a *missed win* turns a won position into a draw or loss.

``--setup random``: targets are all seven circles for both seats (the random
set-up deals until no circle is complete); the start value is not printed,
as every deal differs.

Needs numpy (a development dependency) and about 2 GB of memory; it runs
for two to three minutes on one core.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from shared.games.osiron import rules as og  # noqa: E402

NUM_EDGES = len(og.BORDERING)
NO_FORBIDDEN = NUM_EDGES  # column of the states where every exchange is allowed
EDGE_OF_CODE = {a * og.NUM_SPACES + b: e for e, (a, b) in enumerate(og.BORDERING)}
LIGHT_WINS, DARK_WINS = 1, 2


def _popcount(x: np.ndarray) -> np.ndarray:
    x = x - ((x >> 1) & 0x55555555)
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return (x * 0x01010101) >> 24


def colourings() -> tuple[np.ndarray, np.ndarray]:
    """Light masks with 12 pieces (ascending) and the mask -> index table."""
    every = np.arange(1 << og.NUM_SPACES, dtype=np.uint32)
    masks = every[_popcount(every) == 12]
    index = np.full(1 << og.NUM_SPACES, -1, dtype=np.int32)
    index[masks] = np.arange(len(masks), dtype=np.int32)
    return masks, index


def terminal(masks: np.ndarray, targets: tuple[int, int]) -> np.ndarray:
    """0 while the game goes on; else who completed a target circle (1 light,
    2 dark, 3 both: a draw). Only the position matters, not who moved."""
    light_done = np.zeros(len(masks), bool)
    dark_done = np.zeros(len(masks), bool)
    for ci, cm in enumerate(og.CIRCLE_MASKS):
        cm = np.uint32(cm)
        if targets[0] >> ci & 1:
            light_done |= (masks & cm) == cm
        if targets[1] >> ci & 1:
            dark_done |= (~masks & cm) == cm
    return light_done.astype(np.int8) + 2 * dark_done.astype(np.int8)


def solve(masks, index, targets, log=print):
    """Values ``V[seat to move][position, forbidden edge]``: +d the side to
    move wins in d plies, -d it loses in d plies, 0 a draw (or not a state).
    Synchronous value iteration: ply k finds the wins and losses in k."""
    n = len(masks)
    term = terminal(masks, targets)
    live = term == 0
    # exchangeable[e]: the two ends of edge e differ in colour (either seat may
    # exchange them); child[e]: the position after exchanging them
    exchangeable = np.zeros((NUM_EDGES, n), bool)
    child = np.zeros((NUM_EDGES, n), np.int32)
    for e, (a, b) in enumerate(og.BORDERING):
        pair = np.uint32((1 << a) | (1 << b))
        x = masks & pair
        exchangeable[e] = (x != 0) & (x != pair)
        child[e] = np.where(exchangeable[e], index[masks ^ pair], 0)
    moves = exchangeable.sum(0)
    V = np.zeros((2, n, NUM_EDGES + 1), np.int16)
    ply = 0
    while True:
        ply += 1
        found = [_one_ply(V, s, ply, term, live, exchangeable, child, moves) for s in (0, 1)]
        changed = 0
        for s in (0, 1):
            new = found[s] != 0
            V[s][new] = found[s][new]
            changed += int(new.sum())
        log(f"  ply {ply}: {changed:,} states decided")
        if not changed:
            return V, term


def _one_ply(V, s, ply, term, live, exchangeable, child, moves):
    own_win, opp_win = (LIGHT_WINS, DARK_WINS) if s == 0 else (DARK_WINS, LIGHT_WINS)
    opp = V[1 - s]
    good = np.zeros_like(exchangeable)  # the exchange wins for the mover
    bad = np.zeros_like(exchangeable)  # the exchange loses for the mover
    for e in range(NUM_EDGES):
        c = child[e]
        t = term[c]
        v = opp[c, e]  # the opponent to move, this exchange now forbidden to it
        good[e] = exchangeable[e] & ((t == own_win) | ((t == 0) & (v < 0)))
        bad[e] = exchangeable[e] & ((t == opp_win) | ((t == 0) & (v > 0)))
    n_good = good.sum(0)
    n_safe = (exchangeable & ~bad).sum(0)
    out = np.zeros(V[s].shape, np.int16)
    for f in range(NUM_EDGES + 1):
        if f < NUM_EDGES:  # leave out the forbidden exchange
            g = n_good - good[f]
            safe = n_safe - (exchangeable[f] & ~bad[f])
            legal = moves - exchangeable[f]
            state = live & exchangeable[f]
        else:
            g, safe, legal, state = n_good, n_safe, moves, live
        open_ = state & (V[s][:, f] == 0)
        win = open_ & (g > 0)
        loss = open_ & (legal > 0) & (safe == 0) & ~win
        passes = open_ & (legal == 0)  # a pass hands the move over, nothing forbidden
        col = out[:, f]
        col[win | (passes & (opp[:, NO_FORBIDDEN] < 0))] = ply
        col[loss | (passes & (opp[:, NO_FORBIDDEN] > 0))] = -ply
    return out


# -- check against the rules module ------------------------------------------

def _value(V, index, st) -> int:
    f = NO_FORBIDDEN if st.forbidden < 0 else EDGE_OF_CODE[st.forbidden]
    return int(V[st.to_move][index[st.masks[0]], f])


def _category(v: int) -> int:
    return (v > 0) - (v < 0)


def check(V, term, masks, index, targets, samples, rng) -> tuple[int, int]:
    """One-ply consistency through the rules module's own move generation and
    completion test, on sampled states (wins and losses over-sampled).
    Returns (checked, mismatches)."""
    decided = np.nonzero((V[0][:, NO_FORBIDDEN] != 0) & (term == 0))[0]
    drawn = np.nonzero((V[0][:, NO_FORBIDDEN] == 0) & (term == 0))[0]
    base = og.RULES.new_state(og.RULES.normalize_options({}, 2), 2, 0)
    checked = bad = 0
    while checked < samples:
        pool = decided if rng.random() < 0.7 else drawn
        i = int(pool[rng.randrange(len(pool))])
        light = int(masks[i])
        st = base.copy()
        st.masks = [light, ((1 << og.NUM_SPACES) - 1) ^ light]
        st.targets = targets
        st.to_move = rng.randrange(2)
        st.ply, st.ply_cap, st.rep = 0, 10**9, {}
        mixed = [code for code in EDGE_OF_CODE
                 if bin(light & ((1 << (code // 24)) | (1 << (code % 24)))).count("1") == 1]
        st.forbidden = rng.choice(mixed + [-1])
        expected = _value(V, index, st)
        results = []  # each move's value for the mover: (category, distance)
        for code in og.fast_moves(st):
            nxt = st.copy()
            og.fast_apply(nxt, code)
            if nxt.over:
                w = nxt.winners
                results.append((0, 1) if not w else ((1, 1) if w[0] == st.to_move else (-1, 1)))
                continue
            v = _value(V, index, nxt)
            sign = 1 if nxt.to_move == st.to_move else -1
            results.append((sign * _category(v), abs(v) + 1))
        if not results:  # no legal exchange at all: the seat passes
            continue
        wins = [d for c, d in results if c > 0]
        if wins:
            want = min(wins)
        elif all(c < 0 for c, _ in results):
            want = -max(d for _, d in results)
        else:
            want = 0
        checked += 1
        bad += want != expected
    return checked, bad


def _judge(before: int, after: int) -> str | None:
    """Judge a move from the mover's values before and after it."""
    if before >= 0 and after < 0:
        return "blunder"
    if before > 0 and after == 0:
        return "missed win"
    return None


def play(V, index, levels, games, seconds) -> None:
    """Play ``games`` games between two levels and judge each move."""
    from services.worker.ai import choose_move

    rules = og.RULES
    results = collections.Counter()
    mistakes = collections.Counter()
    for g in range(games):
        state = rules.new_state(rules.normalize_options({}, 2), 2, g)
        level_of = {g % 2: levels[0], 1 - g % 2: levels[1]}
        counts = collections.Counter()
        plies = 0
        while not state.over:
            seat = state.to_move
            before = _value(V, index, state)
            decision = choose_move(rules, rules.ai_view(state, seat), seat, level_of[seat],
                                   seconds=seconds, seed=g * 1000 + plies)
            state, _ = rules.apply(state, seat, decision["move"])
            plies += 1
            if state.over:
                after = 0 if not state.winners else (1 if state.winners[0] == seat else -1)
            else:
                after = _value(V, index, state)
                if state.to_move != seat:
                    after = -after
            verdict = _judge(before, after)
            if verdict:
                counts[(level_of[seat], verdict)] += 1
        winner = level_of[state.winners[0]] if state.winners else "draw"
        results[winner] += 1
        mistakes.update(counts)
        judged = ", ".join(f"{lv} {v} x{c}" for (lv, v), c in sorted(counts.items())) or "no mistake"
        print(f"game {g}: {levels[0]} as {og.COLOURS[g % 2]}: {winner} ({state.reason}, "
              f"{plies} plies); {judged}", flush=True)
    print(f"{games} games: " + ", ".join(f"{k} {c}" for k, c in sorted(results.items()))
          + "; " + (", ".join(f"{lv} {v} x{c}" for (lv, v), c in sorted(mistakes.items()))
                    or "no mistake"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--setup", choices=("beginner", "random"), default="beginner")
    ap.add_argument("--check", type=int, default=3000, help="states checked against the rules")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--play", help="two AI levels, e.g. hard,uct (beginner set-up only)")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=1.0)
    args = ap.parse_args()
    t0 = time.perf_counter()
    masks, index = colourings()
    full = (1 << og.NUM_SPACES) - 1
    if args.setup == "beginner":
        light = og._BEGINNER_LIGHT
        targets = tuple(sum(1 << ci for ci, cm in enumerate(og.CIRCLE_MASKS) if own & cm != cm)
                        for own in (light, full ^ light))
    else:
        targets = ((1 << 7) - 1, (1 << 7) - 1)
    print(f"Osiron, basic movement, {args.setup} set-up: {len(masks):,} colourings x 2 seats "
          f"x {NUM_EDGES + 1} forbidden exchanges")
    V, term = solve(masks, index, targets)
    took = time.perf_counter() - t0
    print(f"solved in {took:.0f} s")
    if args.setup == "beginner":
        i = index[og._BEGINNER_LIGHT]
        for s, name in ((0, "light"), (1, "dark")):
            v = int(V[s][i, NO_FORBIDDEN])
            word = "draw" if v == 0 else (f"win in {v}" if v > 0 else f"loss in {-v}")
            print(f"start position, {name} to move: {word} (with best play)")
    live = term == 0
    print(f"positions with no circle complete: {int(live.sum()):,}")
    for s, name in ((0, "light"), (1, "dark")):
        counts = collections.Counter(V[s][live, NO_FORBIDDEN].tolist())
        total = sum(counts.values())
        wins = sum(c for v, c in counts.items() if v > 0)
        losses = sum(c for v, c in counts.items() if v < 0)
        print(f"{name} to move, nothing forbidden: won {wins:,} ({wins / total:.1%}), "
              f"lost {losses:,} ({losses / total:.2%}), drawn {total - wins - losses:,} "
              f"({(total - wins - losses) / total:.1%})")
        print("  by distance (plies): " + ", ".join(
            f"{v:+d}: {c:,}" for v, c in sorted(counts.items()) if v != 0))
    if args.check:
        n, bad = check(V, term, masks, index, targets, args.check, random.Random(args.seed))
        print(f"check against the rules module: {n} sampled states, {bad} mismatches")
    if args.play and args.setup == "beginner":
        play(V, index, args.play.split(","), args.games, args.seconds)


if __name__ == "__main__":
    main()
