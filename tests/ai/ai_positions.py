"""Test positions for the AI: reached by seeded random play through the
public rules API (never by the AI itself)."""

from __future__ import annotations

import random

from shared.games import GAMES


def play_random(rules, state, plies, rng, stop=None):
    for _ in range(plies):
        if rules.is_over(state) or (stop is not None and stop(state)):
            break
        seat = rules.to_move(state)
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_moves(state)))
    return state


def new(game, options=None, players=2, seed=1):
    rules = GAMES[game]
    return rules, rules.new_state(rules.normalize_options(options or {}, players), players, seed)


def positions():
    """(label, rules, state) for every decision each game asks for."""
    out = []
    rng = random.Random(7)
    if "isis-osiris" in GAMES:
        for n in (2, 3, 4):
            rules, st = new("isis-osiris", players=n)
            out.append((f"isis{n}-start", rules, st))
            mid = play_random(rules, st, 25, rng)
            out.append((f"isis{n}-mid", rules, mid))
        rules, st = new("isis-osiris", {"tile_memory": "hidden", "reserve": "common"}, 3)
        st = play_random(rules, st, 20, rng)
        out.append(("isis3-hidden-common", rules, st))
        # a revealed tile waiting to be placed: same seat moves again
        rules, st = new("isis-osiris")
        st = play_random(rules, st, 10, rng)
        while {"action": "reveal"} not in rules.legal_moves(st):
            st = play_random(rules, st, 1, rng)
        seat = rules.to_move(st)
        st, _ = rules.apply(st, seat, {"action": "reveal"})
        assert rules.to_move(st) == seat and st.pending
        out.append(("isis2-pending-tile", rules, st))
        # near the end: few free cells
        rules, st = new("isis-osiris", players=2, seed=3)
        st = play_random(rules, st, 60, rng, stop=lambda s: s.free <= 3)
        out.append(("isis2-end", rules, st))
    if "osiron" in GAMES:
        rules, st = new("osiron")
        out.append(("osiron-start", rules, st))
        out.append(("osiron-mid", rules, play_random(rules, st, 12, rng)))
        rules, st = new("osiron", {"setup": "placement"})
        out.append(("osiron-placement", rules, st))
        out.append(("osiron-placement-mid", rules, play_random(rules, st, 11, rng)))
        rules, st = new("osiron", {"movement": "advanced"})
        st = play_random(rules, st, 2, rng)
        even = play_random(rules, st, 20, rng, stop=lambda s: s.ply & 2)
        assert even.over or even.ply & 2
        out.append(("osiron-advanced-even", rules, even))
        rules, st = new("osiron", {"setup": "random"}, seed=5)
        out.append(("osiron-random-setup", rules, st))
    if "isaac" in GAMES:
        rules, st = new("isaac")
        out.append(("isaac-start", rules, st))
        out.append(("isaac-placement-mid", rules, play_random(rules, st, 20, rng)))
        scoring = play_random(rules, st, 400, rng, stop=lambda s: s.phase == 1)
        assert scoring.phase == 1
        out.append(("isaac-scoring", rules, scoring))
        out.append(("isaac-scoring-mid", rules, play_random(rules, scoring, 6, rng)))
    return [(label, rules, st) for label, rules, st in out if not rules.is_over(st)]
