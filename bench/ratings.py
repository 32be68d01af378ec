"""How well the player ratings (``shared/ratings.py``) predict results, and the
AI levels' calibrated ratings.

    python -m bench.ratings                        # Osiron and Isaac, a few minutes
    python -m bench.ratings --game isis-osiris     # 2, 3 and 4 player tables
    python -m bench.ratings --calibrate            # the AI levels' ratings

**Bench** (default). A population of players of known strength, the AI levels
at fixed iteration counts and seeds (``random`` < ``easy`` < ``medium`` <
``hard``, cheap settings: ``BENCH_ITERATIONS``), plays real games through the
rules package: a training set of random pairings (for Isis & Osiris also
random tables of 3 and 4), then a held-out set. Every player starts as a new
player and is rated, game by game, as a person is (``shared.ratings.update``,
no seat fixed). On the held-out set, with the ratings frozen after training,
it prints the log-loss and Brier score of the predicted winner for OpenSkill
(``shared.ratings.win_probabilities``), Elo (K = 32; with 3-4 players pairwise
Elo, K / (n - 1) per pair; winner probabilities from the Luce form
10^(R/400), which is Elo's expectation with two players) and a constant
guess (1/n). The target is the first place: 1 for a winner, 1/k to each of
k seats sharing it (a draw: 1/n each). Log-loss is ``-sum(y log p)``, Brier
``sum((p - y)^2)`` over the seats (a multi-class Brier: with two players,
twice the binary one). It also prints the time of ``shared.ratings.update``
per game (p50/p95, µs) and whether the ratings put the levels in order
after at most ``--order-games`` (50) games each: a PASS or FAIL line.

**Calibration** (``--calibrate``). Round robins between the levels at their
real configuration (``REAL_ITERATIONS``: the iterations each level's think
time, ``DEFAULT_BUDGETS``, buys on the reference machine), every level
starting from ``NEW_PLAYER`` and none fixed. The games are rated in
``--orders`` random orders and the final ``mu`` and ``sigma`` averaged (an
online rating depends on the order of the games). The scale is anchored by
shifting every ``mu`` so that ``easy`` is at 25, a new player's ``mu``: a
newcomer is taken to play about as well as the one-ply greedy AI. It prints
the ``AI_RATINGS`` entries to paste in ``shared/ratings.py``.

Games are played with fixed iteration counts (never a clock), so results do
not depend on the machine's load; with ``--cache FILE`` (JSON lines) played
results are kept and reused by the next run with the same settings, so a
long calibration can be spread over several runs (``--max-minutes``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from services.worker.ai import choose_move, uses_history  # noqa: E402
from shared import ratings as R  # noqa: E402
from shared.games import GAMES  # noqa: E402

LEVELS = ("random", "easy", "medium", "hard")

#: The iterations a level's think time (``DEFAULT_BUDGETS``: easy 0.05 s,
#: medium 0.3 s, hard 1 s) buys: the median over the positions of one game, on
#: the reference machine (2 cores, load about 1; ``--measure`` prints them). For
#: ``easy`` the number of deals of the unseen tiles (it always finishes its 4);
#: for Osiron ``hard`` the alpha-beta nodes; Isis & Osiris ``medium`` with 3-4
#: players stops at its cap (60 / 150) whatever the time. A dict: per table size.
REAL_ITERATIONS = {
    "osiron": {"random": 1, "easy": 4, "medium": 500, "hard": 220_000},
    "isaac": {"random": 1, "easy": 4, "medium": 1000, "hard": 4000},
    "isis-osiris": {"random": 1, "easy": 4, "medium": {2: 3000, 3: 60, 4: 150},
                    "hard": 10_000},
}
#: Cheap settings for the prediction bench: same order of strength, a few
#: minutes for a few hundred games.
BENCH_ITERATIONS = {
    "osiron": {"random": 1, "easy": 4, "medium": 60, "hard": 10_000},
    "isaac": {"random": 1, "easy": 4, "medium": 100, "hard": 400},
    "isis-osiris": {"random": 1, "easy": 4, "medium": {2: 200, 3: 60, 4: 150},
                    "hard": 600},
}
#: Iterations of ``--calibrate --cheap``: between the two (for a quick look).
CHEAP_ITERATIONS = {
    "osiron": {"random": 1, "easy": 4, "medium": 150, "hard": 40_000},
    "isaac": {"random": 1, "easy": 4, "medium": 300, "hard": 1200},
    "isis-osiris": {"random": 1, "easy": 4, "medium": {2: 800, 3: 60, 4: 150},
                    "hard": 2500},
}


#: The sigma given to every AI level's fixed rating: an AI plays every game at
#: the same strength, and a small sigma lets a game against it move its
#: opponent's rating as a game against a settled player would.
AI_SIGMA = 1.0


def iterations_for(table: dict, level: str, players: int) -> int:
    it = table[level]
    return it[players] if isinstance(it, dict) else it


# -- playing ------------------------------------------------------------------

def play(game: str, levels: tuple[str, ...], iterations: tuple[int, ...], seed: int) -> dict:
    """One game, seat ``i`` played by ``levels[i]`` at ``iterations[i]``; its result."""
    rules = GAMES[game]
    n = len(levels)
    state = rules.new_state(rules.normalize_options({}, n), n, seed)
    records: list[dict] = []
    reads = [uses_history(rules, level) and n > 2 for level in levels]
    ply = 0
    while not rules.is_over(state):
        seat = rules.to_move(state)
        view = rules.ai_view(state, seat)
        shown = [rules.record_view(state, r, seat) for r in records] if reads[seat] else None
        decision = choose_move(rules, view, seat, levels[seat], iterations=iterations[seat],
                               seed=seed * 7919 + ply * 31 + seat, history=shown, top=1)
        state, new = rules.apply(state, seat, decision["move"])
        records += new
        ply += 1
        if ply > 3000:
            raise RuntimeError("game did not end")
    res = rules.result(state)
    return {"winners": res["winners"], "draw": res["draw"], "scores": res["scores"]}


def _play_task(task):
    key, game, levels, its, seed = task
    t0 = time.process_time()
    res = play(game, levels, its, seed)
    return key, res, time.process_time() - t0


def game_key(game, names, its, seed) -> str:
    return f"{game}|{seed}|" + ",".join(f"{n}@{i}" for n, i in zip(names, its))


def run_games(tasks, cache_path=None, jobs=1, max_minutes=None, label=""):
    """Play (or read from the cache) every ``(game, names, levels, iterations,
    seed)`` task; returns ``[(names, result)]`` in order, those played in time."""
    cache = {}
    if cache_path and os.path.exists(cache_path):
        with open(cache_path) as f:
            for line in f:
                if line.strip():
                    entry = json.loads(line)
                    cache[entry["key"]] = entry["result"]
    todo, keys = [], []
    for game, names, levels, its, seed in tasks:
        key = game_key(game, names, its, seed)
        keys.append(key)
        if key not in cache:
            todo.append((key, game, tuple(levels), tuple(its), seed))
    if max_minutes == 0:
        todo = []
    t0 = time.time()
    deadline = t0 + max_minutes * 60 if max_minutes is not None else None
    out = open(cache_path, "a") if cache_path else None
    cpu = 0.0
    played = 0
    try:
        if todo:
            print(f"{label}playing {len(todo)} games ({len(tasks) - len(todo)} cached), "
                  f"jobs={jobs}", flush=True)
        if jobs > 1 and todo:
            from multiprocessing import Pool
            with Pool(jobs) as pool:
                for key, res, took in pool.imap(_play_task, todo):
                    cache[key] = res
                    cpu += took
                    played += 1
                    if out:
                        out.write(json.dumps({"key": key, "result": res}) + "\n")
                        out.flush()
                    if deadline and time.time() > deadline:
                        pool.terminate()
                        break
        else:
            for task in todo:
                if deadline and time.time() > deadline:
                    break
                key, res, took = _play_task(task)
                cache[key] = res
                cpu += took
                played += 1
                if out:
                    out.write(json.dumps({"key": key, "result": res}) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    if todo:
        print(f"{label}played {played} games in {time.time() - t0:.0f}s wall, "
              f"{cpu:.0f}s CPU", flush=True)
    return [(task[1], cache[key]) for task, key in zip(tasks, keys) if key in cache]


def places(result: dict, n: int) -> list[int]:
    doc = {"status": "finished", "seats": [{} for _ in range(n)], "result": result}
    return R.places_of(doc, [])


# -- the rating systems ----------------------------------------------------------

class OpenSkill:
    name = "OpenSkill"

    def __init__(self):
        self.r: dict[str, R.Rating] = {}
        self.latency_ns: list[int] = []

    def get(self, p):
        return self.r.get(p, R.NEW_PLAYER)

    def update(self, names, result):
        pl = places(result, len(names))
        before = [self.get(p) for p in names]
        t0 = time.perf_counter_ns()
        after = R.update(before, pl)
        self.latency_ns.append(time.perf_counter_ns() - t0)
        for p, a in zip(names, after):
            self.r[p] = a

    def predict(self, names):
        return R.win_probabilities([self.get(p) for p in names])

    def strength(self, p):
        return self.get(p).mu


class Elo:
    name = "Elo"
    K = 32.0

    def __init__(self):
        self.r: dict[str, float] = {}

    def get(self, p):
        return self.r.get(p, 1500.0)

    def update(self, names, result):
        n = len(names)
        pl = places(result, n)
        old = [self.get(p) for p in names]
        delta = [0.0] * n
        k = self.K / (n - 1)
        for i, j in itertools.combinations(range(n), 2):
            expected = 1 / (1 + 10 ** ((old[j] - old[i]) / 400))
            score = 1.0 if pl[i] < pl[j] else 0.5 if pl[i] == pl[j] else 0.0
            delta[i] += k * (score - expected)
            delta[j] -= k * (score - expected)
        for p, o, d in zip(names, old, delta):
            self.r[p] = o + d

    def predict(self, names):
        w = [10 ** (self.get(p) / 400) for p in names]
        total = sum(w)
        return [x / total for x in w]

    def strength(self, p):
        return self.get(p)


class Constant:
    name = "constant 1/n"

    def update(self, names, result):
        pass

    def predict(self, names):
        return [1 / len(names)] * len(names)


def target(result: dict, n: int) -> list[float]:
    if result["draw"] or not result["winners"]:
        return [1 / n] * n
    winners = set(result["winners"])
    return [1 / len(winners) if s in winners else 0.0 for s in range(n)]


def scores(system, games):
    """Mean log-loss and Brier score of ``system``'s predicted winner over ``games``."""
    ll, br = [], []
    for names, result in games:
        p = system.predict(names)
        y = target(result, len(names))
        ll.append(-sum(yi * math.log(max(pi, 1e-12)) for pi, yi in zip(p, y) if yi))
        br.append(sum((pi - yi) ** 2 for pi, yi in zip(p, y)))
    return statistics.fmean(ll), statistics.fmean(br)


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


# -- schedules -------------------------------------------------------------------

def table_sizes(game, arg):
    rules = GAMES[game]
    if arg:
        return [int(x) for x in arg.split(",") if rules.min_players <= int(x) <= rules.max_players]
    return list(range(rules.min_players, rules.max_players + 1))


def random_tasks(game, players, table, sizes, count, rng, seed0):
    """``count`` games between players drawn at random (distinct per table)."""
    tasks = []
    for i in range(count):
        n = sizes[i % len(sizes)]
        names = rng.sample(players, n)
        levels = [p.split("@")[0] for p in names]
        its = [iterations_for(table, lv, n) for lv in levels]
        tasks.append((game, names, levels, its, seed0 + i))
    return tasks


def round_robin_tasks(game, table, sizes, rounds, seed0):
    """Every pair of levels (and with 3-4 players every set of 3 and the four),
    each in every seat order of a rotation, ``rounds`` deals each."""
    tasks = []
    for r in range(rounds):
        for n in sizes:
            for group in itertools.combinations(LEVELS, n):
                for shift in range(n):
                    levels = group[shift:] + group[:shift]
                    its = [iterations_for(table, lv, n) for lv in levels]
                    names = [f"{lv}@{i}" for lv, i in zip(levels, its)]
                    tasks.append((game, names, list(levels), its, seed0 + r))
    return tasks


# -- modes -----------------------------------------------------------------------

def bench(game, args):
    table = BENCH_ITERATIONS[game]
    sizes = table_sizes(game, args.players)
    players = [f"{lv}@{table[lv] if not isinstance(table[lv], dict) else 'cap'}" for lv in LEVELS]
    rng = random.Random(args.seed)
    train_t = random_tasks(game, players, table, sizes, args.train, rng, args.seed * 100_000)
    test_t = random_tasks(game, players, table, sizes, args.test, rng,
                          args.seed * 100_000 + 50_000)
    t0 = time.time()
    train = run_games(train_t, args.cache, args.jobs, label=f"{game} train: ")
    test = run_games(test_t, args.cache, args.jobs, label=f"{game} held-out: ")
    wall = time.time() - t0
    systems = [OpenSkill(), Elo(), Constant()]
    for names, result in train:
        for s in systems:
            s.update(names, result)
    print(f"\n{game}: tables {sizes}, players {', '.join(players)}; "
          f"{len(train)} training games, {len(test)} held-out games ({wall:.0f}s)")
    print(f"  {'system':<14} {'log-loss':>9} {'Brier':>7}")
    for s in systems:
        ll, br = scores(s, test)
        print(f"  {s.name:<14} {ll:9.4f} {br:7.4f}")
    lat = [x / 1000 for x in systems[0].latency_ns]
    print(f"  shared.ratings.update: p50 {pct(lat, 0.5):.0f} µs, p95 {pct(lat, 0.95):.0f} µs "
          f"per game ({len(lat)} games)")
    os_, elo = systems[0], systems[1]
    print(f"  {'player':<16} {'mu':>7} {'sigma':>6} {'Elo':>6}")
    for p in players:
        r = os_.get(p)
        print(f"  {p:<16} {r.mu:7.2f} {r.sigma:6.2f} {elo.get(p):6.0f}")
    # the levels' order after at most `order_games` games each
    capped, count = OpenSkill(), {p: 0 for p in players}
    for names, result in train:
        if any(count[p] >= args.order_games for p in names):
            continue
        capped.update(names, result)
        for p in names:
            count[p] += 1
    mus = [capped.strength(p) for p in players]
    ok = all(a < b for a, b in itertools.pairwise(mus))
    short = [p.split("@")[0] for p in players]
    counts = ", ".join(f"{s} {count[p]}" for s, p in zip(short, players))
    order = " < ".join(f"{s} {m:.1f}" for s, m in zip(short, mus))
    print(f"  level order after at most {args.order_games} games each ({counts}): "
          f"{order}  {'PASS' if ok else 'FAIL'}")
    return ok


def calibrate(game, args):
    table = CHEAP_ITERATIONS[game] if args.cheap else REAL_ITERATIONS[game]
    sizes = table_sizes(game, args.players)
    tasks = round_robin_tasks(game, table, sizes, args.rounds, args.seed * 1_000_000)
    games = run_games(tasks, args.cache, args.jobs, args.max_minutes, label=f"{game} calibration: ")
    if not games:
        print(f"{game}: no games")
        return
    rng = random.Random(args.seed)
    finals = {lv: [] for lv in LEVELS}
    for k in range(args.orders):
        order = games[:] if k == 0 else rng.sample(games, len(games))
        system = OpenSkill()
        for names, result in order:
            system.update([n.split("@")[0] for n in names], result)
        for lv in LEVELS:
            finals[lv].append(system.get(lv))
    mu = {lv: statistics.fmean(r.mu for r in finals[lv]) for lv in LEVELS}
    sd = {lv: statistics.fmean(r.sigma for r in finals[lv]) for lv in LEVELS}
    spread = {lv: statistics.pstdev([r.mu for r in finals[lv]]) for lv in LEVELS}
    shift = R.NEW_PLAYER.mu - mu["easy"]
    played = {lv: sum(1 for names, _ in games for n in names if n.split("@")[0] == lv)
              for lv in LEVELS}
    # how often each level finished first against each other (two-player games)
    wins = {}
    for names, result in games:
        if len(names) != 2:
            continue
        a, b = (n.split("@")[0] for n in names)
        pl = places(result, 2)
        for x, y, px, py in ((a, b, pl[0], pl[1]), (b, a, pl[1], pl[0])):
            w = wins.setdefault((x, y), [0.0, 0])
            w[0] += 1.0 if px < py else 0.5 if px == py else 0.0
            w[1] += 1
    print(f"\n{game} calibration: tables {sizes}, {len(games)} of {len(tasks)} games; "
          f"iterations " + ", ".join(f"{lv} {table[lv]}" for lv in LEVELS)
          + f"; {args.orders} orders; anchor easy = {R.NEW_PLAYER.mu:g} (shift {shift:+.2f})")
    print(f"  {'level':<7} {'games':>5} {'mu raw':>7} {'mu':>7} {'sigma':>6} {'mu sd/order':>11}")
    for lv in LEVELS:
        print(f"  {lv:<7} {played[lv]:5d} {mu[lv]:7.2f} {mu[lv] + shift:7.2f} {sd[lv]:6.2f} "
              f"{spread[lv]:11.2f}")
    if wins:
        # observed: the stronger level's score over their two-player games;
        # model: its win probability by the calibrated ratings (AI_SIGMA each)
        rated = {lv: R.Rating(mu[lv], AI_SIGMA) for lv in LEVELS}
        print("  two-player games, stronger level's score (games) / model's win probability:")
        print("    " + "  ".join(
            f"{x}-{y} {w[0] / w[1]:.2f} ({w[1]}) / {R.win_probabilities([rated[x], rated[y]])[0]:.3f}"
            for (x, y), w in sorted(
                wins.items(), key=lambda kv: (LEVELS.index(kv[0][0]), LEVELS.index(kv[0][1])))
            if LEVELS.index(x) > LEVELS.index(y)))
    print(f"  AI_RATINGS[{game!r}] = {{" + ", ".join(
        f'"{lv}": Rating({mu[lv] + shift:.1f}, {AI_SIGMA})' for lv in LEVELS) + "}")


def measure(game, args):
    """The iterations each level's think time buys here (median over one game)."""
    rules = GAMES[game]
    for n in table_sizes(game, args.players):
        state = rules.new_state(rules.normalize_options({}, n), n, args.seed)
        got = {"easy": [], "medium": [], "hard": []}
        ply = 0
        while not rules.is_over(state):
            seat = rules.to_move(state)
            view = rules.ai_view(state, seat)
            if ply % 5 == 0:
                for level, found in got.items():
                    d = choose_move(rules, view, seat, level, seed=ply)
                    if d["iterations"]:
                        found.append(d["iterations"])
            d = choose_move(rules, view, seat, "easy", iterations=4, seed=ply)
            state, _ = rules.apply(state, seat, d["move"])
            ply += 1
        print(f"{game} players={n}: " + ", ".join(
            f"{lv} median {statistics.median(v) if v else 0:.0f} iterations ({len(v)} positions)"
            for lv, v in got.items()))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", choices=sorted(GAMES),
                    help="repeatable (default: osiron and isaac)")
    ap.add_argument("--players", default=None,
                    help="comma-separated table sizes (default: all the game seats)")
    ap.add_argument("--train", type=int, default=100, help="training games per game type")
    ap.add_argument("--test", type=int, default=100, help="held-out games per game type")
    ap.add_argument("--order-games", type=int, default=50,
                    help="the level order is checked after at most this many games each")
    ap.add_argument("--calibrate", action="store_true", help="measure the AI levels' ratings")
    ap.add_argument("--cheap", action="store_true",
                    help="calibrate at CHEAP_ITERATIONS instead of the real configuration")
    ap.add_argument("--rounds", type=int, default=4,
                    help="calibration: deals per pair (each in both seat orders)")
    ap.add_argument("--orders", type=int, default=50,
                    help="calibration: random orders the games are rated in")
    ap.add_argument("--measure", action="store_true",
                    help="print the iterations each level's think time buys on this machine")
    ap.add_argument("--max-minutes", type=float, default=None,
                    help="calibration: stop playing after this long (the cache keeps the games;"
                         " 0: only rate the cached games)")
    ap.add_argument("--cache", default=None, help="JSON-lines file of played results to reuse")
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    games = args.game or ["osiron", "isaac"]
    failed = False
    for game in games:
        if args.measure:
            measure(game, args)
        elif args.calibrate:
            calibrate(game, args)
        else:
            failed |= not bench(game, args)
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
