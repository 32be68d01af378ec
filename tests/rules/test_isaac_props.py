"""ISAAC property tests: random games checked against an independent reading
of the rules computed from the public view only."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.games import RuleError
from shared.games import isaac
from shared.games.isaac import RULES

COUNT = {3: 5, 4: 4, 5: 3, 6: 2, 7: 1}
VALUE = {3: 1, 4: 2, 5: 3, 6: 4, 7: 6}
PHASE_ORDER = {"placement": 0, "scoring": 1, "over": 2}


# ---------------------------------------------------------------------------
# an independent reading of the rules, from the view

def cells_of(length, anchor, d):
    r, c = divmod(anchor, 10)
    if d == "h":
        return None if c + length > 10 else [anchor + i for i in range(length)]
    return None if r + length > 10 else [anchor + 10 * i for i in range(length)]


def oracle_placements(view):
    seat = view["to_move"]
    board = view["board"]
    out = []
    for L in (3, 4, 5, 6, 7):
        if not view["hands"][seat][str(L)]:
            continue
        for a in range(100):
            for d in ("h", "v"):
                cells = cells_of(L, a, d)
                if cells and all(board[x] is None for x in cells):
                    out.append({"action": "place", "length": L, "cell": f"{a:02d}", "dir": d})
    return out


def counter_cells(view):
    return {int(c) for c in view["counters"] if c is not None}


def oracle_removable(view, seat):
    locked = counter_cells(view)
    return [p for p in view["pieces"]
            if p["on_board"] and p["owner"] == seat
            and p["length"] >= view["longest_removed"][seat]
            and not locked & {int(c) for c in p["cells"]}]


def oracle_points(view, piece):
    anchor = int(piece["anchor"])
    if piece["dir"] == "h":
        line = {anchor // 10 * 10 + i for i in range(10)}
    else:
        line = {anchor % 10 + 10 * i for i in range(10)}
    n = sum(1 for p in view["pieces"]
            if p["on_board"] and p["id"] != piece["id"]
            and line & {int(c) for c in p["cells"]})
    on_line = sum(1 for c in counter_cells(view) if c in line)
    return n * piece["value"] * (1, 2, 4)[on_line]


def oracle_removals(view):
    seat = view["to_move"]
    scores = view["scores"]
    opp_cell = int(view["counters"][1 - seat])
    out = []
    for p in oracle_removable(view, seat):
        for adv in range(oracle_points(view, p) + 1):
            new = scores[seat] + adv
            cell = (new if seat == 0 else 99 - new) if new < 100 else None
            if cell != opp_cell:
                out.append({"action": "remove", "cell": p["anchor"], "advance": adv})
    return out


def oracle_legal(view):
    if view["over"]:
        return []
    if view["phase"] == "placement":
        return oracle_placements(view)
    return oracle_removals(view)


def key(move):
    return json.dumps(move, sort_keys=True)


# ---------------------------------------------------------------------------
# invariants

def check_state(state, view):
    board = view["board"]
    live = [p for p in view["pieces"] if p["on_board"]]
    # no overlap, board and pieces agree
    assert sum(b is not None for b in board) == sum(p["length"] for p in live)
    for p in live:
        assert [int(c) for c in p["cells"]] == cells_of(p["length"], int(p["anchor"]), p["dir"])
        assert all(board[int(c)] == p["id"] for c in p["cells"])
        assert p["value"] == VALUE[p["length"]]
    # pieces conserved: on board + in hand + removed = the set
    for seat in (0, 1):
        for L, n in COUNT.items():
            placed = sum(1 for p in view["pieces"] if p["owner"] == seat and p["length"] == L)
            assert placed + view["hands"][seat][str(L)] == n
    # counters
    if view["phase"] == "scoring":
        for seat in (0, 1):
            s = view["scores"][seat]
            assert view["counters"][seat] == f"{(s if seat == 0 else 99 - s):02d}"
        assert view["counters"][0] != view["counters"][1]
    if view["phase"] == "placement":
        assert view["scores"] == [0, 0] and view["out"] == [False, False]
    # round trips
    assert RULES.load(json.loads(json.dumps(RULES.dump(state)))) == state
    assert RULES.sample_state(json.loads(json.dumps(view)), 0, random.Random(0)) == state
    assert RULES.view(state, 0) == RULES.view(state, 1) == view
    # somebody always has a real decision
    if view["over"]:
        assert view["to_move"] is None and RULES.legal_moves(state) == []
    else:
        assert view["to_move"] == RULES.to_move(state)
        assert RULES.legal_moves(state)


def check_step(before, move, after, records, seat):
    assert records[0] == {**records[0], "seat": seat, "auto": False}
    assert records[0]["move"] == move
    passes = records[1:]
    assert all(r["auto"] and r["move"] == {"action": "pass"} for r in passes)
    # phases never go back
    assert PHASE_ORDER[after["phase"]] >= PHASE_ORDER[before["phase"]]
    # scores never decrease; only the mover's moves, by the advance
    if move["action"] == "remove":
        p = next(p for p in before["pieces"] if p["anchor"] == move["cell"] and p["on_board"])
        assert records[0]["points"] == oracle_points(before, p)
        assert after["scores"][seat] == before["scores"][seat] + move["advance"]
        assert after["scores"][1 - seat] == before["scores"][1 - seat]
        assert after["longest_removed"][seat] == p["length"]
    else:
        assert after["scores"] == before["scores"] == [0, 0]
    # every automatic pass was forced
    for r in passes:
        s = r["seat"]
        if not before["passed"][s] and after["passed"][s]:
            probe = dict(after, to_move=s, phase="placement")
            assert oracle_placements(probe) == []
        else:
            assert after["phase"] != "placement"
            assert not before["out"][s] and after["out"][s]
            assert oracle_removable(after, s) == []
    changed = [s for s in (0, 1) if after["passed"][s] != before["passed"][s]
               or after["out"][s] != before["out"][s]]
    assert sorted(r["seat"] for r in passes) == changed
    # the first to pass in placement starts the scoring phase
    if before["phase"] == "placement" and after["phase"] != "placement":
        fp = after["first_passer"]
        assert fp == (before["first_passer"] if before["first_passer"] is not None
                      else passes[0]["seat"])
        if after["phase"] == "scoring" and not after["out"][fp]:
            assert after["to_move"] == fp


def check_result(state, view):
    res = RULES.result(state)
    assert res["draw"] is False and len(res["winners"]) == 1
    w = res["winners"][0]
    scores = view["scores"]
    assert res["scores"] == scores
    if res["reason"] == "reached_100":
        assert scores[w] >= 100 > scores[1 - w]
        assert view["counters"][w] is None
    elif res["reason"] == "both_out":
        assert view["out"] == [True, True] and scores[w] > scores[1 - w]
    else:
        assert res["reason"] == "tie_break"
        assert view["out"] == [True, True] and scores[0] == scores[1]
        lengths = [sum(int(L) * n for L, n in view["hands"][s].items()) for s in (0, 1)]
        counts = [sum(view["hands"][s].values()) for s in (0, 1)]
        expected = (0 if lengths[0] > lengths[1] else 1) if lengths[0] != lengths[1] else \
            (0 if counts[0] < counts[1] else 1) if counts[0] != counts[1] else 0
        assert w == expected
        assert res["breakdown"]["tie_break"]["unplaced_length"] == lengths
    json.dumps(res)


def pick(rng, moves, greed):
    """A random legal move; in the scoring phase, with probability ``greed``,
    the largest advance (so that games also end at 100)."""
    move = rng.choice(moves)
    if move["action"] == "remove" and rng.random() < greed:
        move = max((m for m in moves if m["cell"] == move["cell"]),
                   key=lambda m: m["advance"])
    return move


def boosted(state, rng):
    """The same position with both scores raised (counters kept apart), so
    that random play also reaches 100; None if the seat to move would then
    have nothing to remove."""
    data = RULES.dump(state)
    while True:
        scores = [rng.randrange(50, 100), rng.randrange(50, 100)]
        if scores[0] + scores[1] != 99:
            break
    data["scores"] = scores
    new = RULES.load(data)
    return new if RULES.legal_moves(new) else None


def play(seed, greed, check=True, on_state=None, boost=False):
    rng = random.Random(seed)
    state = RULES.new_state({}, 2, seed)
    view = RULES.view(state, None)
    log = []
    while not RULES.is_over(state):
        if boost and view["phase"] == "scoring":
            boost = False
            state = boosted(state, rng) or state
            view = RULES.view(state, None)
        moves = RULES.legal_moves(state)
        if check:
            assert sorted(map(key, moves)) == sorted(map(key, oracle_legal(view)))
        if on_state:
            on_state(state, moves)
        move = pick(rng, moves, greed)
        seat = RULES.to_move(state)
        new, records = RULES.apply(state, seat, move)
        log.extend(records)
        new_view = RULES.view(new, None)
        if check:
            assert RULES.view(state, None) == view  # input untouched
            check_step(view, move, new_view, records, seat)
            check_state(new, new_view)
        state, view = new, new_view
    if check:
        check_result(state, view)
    return state, log


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32 - 1), greed=st.sampled_from([0.0, 0.5, 1.0]),
       boost=st.booleans())
def test_random_games_keep_every_invariant(seed, greed, boost):
    play(seed, greed, boost=boost)


def test_random_games_reach_every_ending():
    # From the empty board, random play ends with both players out (scores
    # stay far below 100); with raised scores at the start of the scoring
    # phase it also ends at 100.
    reasons = set()
    for seed in range(60):
        state, _ = play(seed, greed=0.9 if seed % 2 else 0.0, check=False,
                        boost=seed % 3 == 0)
        reasons.add(RULES.result(state)["reason"])
    assert reasons == {"reached_100", "both_out", "tie_break"}


def candidate_moves(view):
    """A superset of the legal moves: every placement and removal shape."""
    out = []
    for L in (3, 4, 5, 6, 7):
        for a in range(100):
            for d in ("h", "v"):
                out.append({"action": "place", "length": L, "cell": f"{a:02d}", "dir": d})
    anchors = {p["anchor"] for p in view["pieces"]} | {"00", "55", "99"}
    for a in sorted(anchors):
        for adv in range(0, 60):
            out.append({"action": "remove", "cell": a, "advance": adv})
    return out


@settings(max_examples=6)
@given(seed=st.integers(0, 2**32 - 1))
def test_listed_moves_accepted_unlisted_refused(seed):
    rng = random.Random(seed ^ 0x5EED)
    checked = []

    def probe(state, moves):
        if rng.random() > 0.15:
            return
        view = RULES.view(state, None)
        seat = view["to_move"]
        listed = {key(m) for m in moves}
        for m in moves:
            RULES.apply(state, seat, m)  # must not raise
        for m in candidate_moves(view):
            if key(m) in listed:
                continue
            with pytest.raises(RuleError):
                RULES.apply(state, seat, m)
        with pytest.raises(RuleError) as err:
            RULES.apply(state, 1 - seat, moves[0])
        assert err.value.code == "not_your_turn"
        checked.append(view["phase"])

    play(seed, 0.3, check=False, on_state=probe)
    assert checked


@settings(max_examples=10)
@given(seed=st.integers(0, 2**32 - 1), greed=st.sampled_from([0.0, 1.0]))
def test_determinism(seed, greed):
    s1, log1 = play(seed, greed, check=False)
    s2, log2 = play(seed, greed, check=False)
    assert log1 == log2
    assert RULES.dump(s1) == RULES.dump(s2)
    assert RULES.result(s1) == RULES.result(s2)
    # the history replays to the same end
    state = RULES.new_state({}, 2, 0)
    for r in log1:
        if not r["auto"]:
            state, _ = RULES.apply(state, r["seat"], r["move"])
    assert state == s1


@settings(max_examples=15)
@given(seed=st.integers(0, 2**32 - 1))
def test_fast_path_matches_public_apply(seed):
    rng = random.Random(seed)
    fast = RULES.new_state({}, 2, 0)
    slow = RULES.new_state({}, 2, 0)
    while not RULES.is_over(slow):
        tmove = isaac.random_fast_move(fast, rng)
        assert tmove in isaac.fast_moves(fast)
        move = isaac.to_move_dict(fast, tmove)
        assert isaac.from_move_dict(fast, move) == tmove
        assert move in RULES.legal_moves(slow)
        slow, _ = RULES.apply(slow, RULES.to_move(slow), move)
        isaac.apply_fast(fast, tmove)
        assert fast == slow
    assert fast.winner == RULES.result(slow)["winners"][0]
    # apply_unchecked and playout are the same machinery
    again = RULES.new_state({}, 2, 0)
    winner = isaac.playout(again, random.Random(seed))
    assert again == fast and winner == fast.winner


@settings(max_examples=10)
@given(seed=st.integers(0, 2**32 - 1))
def test_notation_round_trip_and_copy_independence(seed):
    def probe(state, moves):
        for m in moves[:50]:
            assert isaac.parse_notation(isaac.notation(m)) == m
        c = state.copy()
        assert c == state
        isaac.apply_unchecked(c, moves[0])
        assert c != state

    play(seed, 0.5, check=False, on_state=probe)
