"""Osiron: property tests over random games.

Every game is replayed in parallel on a small, slow model written here
directly from RULINGS.md (names, circles and relations from the rulings'
formulas); the module must agree with it move by move: legal moves, records,
board, forbidden exchange, passes, repetition, ply cap and results.
"""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import shared.games.osiron as osiron
from shared.games.base import RuleError
from shared.games.osiron import RULES as R

NAMES = [f"I{k}" for k in range(6)] + [f"M{k}" for k in range(6)] + [f"O{k}" for k in range(12)]


def I(k):
    return f"I{k % 6}"


def M(k):
    return f"M{k % 6}"


def O(k):
    return f"O{k % 12}"


CIRCLES = {"C": {I(k) for k in range(6)}}
for _k in range(6):
    CIRCLES[f"N{_k}"] = {I(_k - 1), I(_k), M(_k - 1), M(_k), O(2 * _k - 1), O(2 * _k)}
BORDER = {frozenset(p) for k in range(6) for p in [
    (I(k), I(k + 1)), (I(k), M(k)), (M(k), O(2 * k)), (M(k), O(2 * k + 1)),
    (O(2 * k + 1), O(2 * k + 2))]}
POINT = {frozenset((I(k), I(k + 3))) for k in range(3)} | {
    frozenset(p) for k in range(6)
    for p in [(M(k), M(k + 1)), (I(k), O(2 * k + 2)), (I(k), O(2 * k - 1))]}
COL = ("light", "dark")


class Model:
    """A direct, slow reading of the rules."""

    def __init__(self, options, view):
        self.advanced = options["movement"] == "advanced"
        self.cap = options["ply_cap"]
        self.first = COL.index(options["first"])
        self.board = dict(view["board"])
        self.over = False
        self.winners = None
        self.reason = None
        self.counts = Counter()
        if options["setup"] == "placement":
            assert all(v is None for v in self.board.values())
            self.phase = "placement"
            self.to_move = self.first
            self.targets = None
        else:
            if options["setup"] == "beginner":
                self.targets = {0: {"C", "N2", "N3", "N4", "N5"}, 1: {"C", "N0", "N1", "N2", "N5"}}
                self.phase = "exchange"
                self.to_move = self.first
                self.ply = 0
                self.forbidden = None
                self._count()
            else:
                self._start(self.first)

    def _complete(self, seat, name):
        return all(self.board[s] == COL[seat] for s in CIRCLES[name])

    def _start(self, to_move):
        self.phase = "exchange"
        self.targets = {s: {c for c in CIRCLES if not self._complete(s, c)} for s in (0, 1)}
        self.to_move = to_move
        self.ply = 0
        self.forbidden = None
        self._count()

    def relation(self):
        rnd = self.ply // 2 + 1
        return POINT if self.advanced and rnd % 2 == 0 else BORDER

    def legal(self):
        if self.over:
            return []
        me = COL[self.to_move]
        if self.phase == "placement":
            return [{"action": "place", "space": n} for n in NAMES if self.board[n] is None]
        out = []
        for pair in self.relation():
            a, b = sorted(pair)
            for x, y in ((a, b), (b, a)):
                if self.board[x] == me and self.board[y] not in (me, None) \
                        and pair != self.forbidden:
                    out.append({"action": "exchange", "from": x, "to": y})
        return out

    def _key(self):
        return (tuple(self.board[n] for n in NAMES), self.to_move, self.forbidden,
                (self.ply // 2) % 2 if self.advanced else None)

    def _count(self):
        self.counts[self._key()] += 1
        return self.counts[self._key()]

    def _end(self, winners, reason):
        self.over, self.winners, self.reason, self.to_move = True, winners, reason, None

    def play(self, seat, move):
        records = [{"seat": seat, "move": move, "auto": False}]
        if move["action"] == "place":
            self.board[move["space"]] = COL[seat]
            if all(v is not None for v in self.board.values()):
                self._start(1 - self.first)
                self._settle(records)
            else:
                self.to_move = 1 - seat
            return records
        a, b = move["from"], move["to"]
        self.board[a], self.board[b] = self.board[b], self.board[a]
        self.ply += 1
        self.forbidden = frozenset((a, b))
        mine = any(self._complete(seat, c) for c in self.targets[seat])
        theirs = any(self._complete(1 - seat, c) for c in self.targets[1 - seat])
        if mine and theirs:
            self._end([], "simultaneous_completion")
        elif mine:
            self._end([seat], "circle_completed")
        elif theirs:
            self._end([1 - seat], "opponent_completed_circle")
        else:
            self.to_move = 1 - seat
            self._settle(records)
        return records

    def _settle(self, records):
        while True:
            if self._count() >= 3:
                self._end([], "repetition")
                return
            if self.ply >= self.cap:
                self._end([], "ply_cap")
                return
            if self.legal():
                return
            records.append({"seat": self.to_move, "move": {"action": "pass"}, "auto": True})
            self.ply += 1
            self.forbidden = None
            self.to_move = 1 - self.to_move

    def completed(self):
        return {COL[s]: sorted(c for c in self.targets[s] if self._complete(s, c))
                for s in (0, 1)}


def _code(fn, *args):
    try:
        fn(*args)
    except RuleError as err:
        return err.code
    return None


def check_state(state, model):
    v = R.view(state, None)
    assert v == R.view(state, 0) == R.view(state, 1)
    assert v["board"] == model.board
    assert v["to_move"] == model.to_move == R.to_move(state)
    assert v["over"] is model.over is R.is_over(state)
    if model.phase == "exchange":
        assert v["phase"] == "exchange"
        assert list(v["board"].values()).count("light") == 12
        assert list(v["board"].values()).count("dark") == 12
        assert v["ply"] == model.ply
        if not model.over:
            forbidden = None if v["forbidden"] is None else frozenset(v["forbidden"])
            assert forbidden == model.forbidden
            assert v["round"] == model.ply // 2 + 1
            assert v["relation"] == ("pointing" if model.relation() is POINT else "bordering")
        assert {c: set(t) for c, t in v["targets"].items()} == {
            COL[s]: model.targets[s] for s in (0, 1)}
    legal = R.legal_moves(state)
    assert sorted(map(json.dumps, legal)) == sorted(map(json.dumps, model.legal()))
    assert len(set(map(json.dumps, legal))) == len(legal)
    if not model.over:
        assert legal, "the seat to move always has a real decision"
    # persistence and perfect information
    assert R.load(json.loads(json.dumps(R.dump(state)))) == state
    assert R.sample_state(json.loads(json.dumps(v)), 0, random.Random(1)) == state
    if model.over:
        res = R.result(state)
        assert res["winners"] == model.winners and res["reason"] == model.reason
        assert res["draw"] == (not model.winners)
        if res["reason"] in ("circle_completed", "opponent_completed_circle",
                             "simultaneous_completion"):
            assert res["breakdown"]["completed"] == model.completed()
    return legal


def check_refusals(state, model, legal):
    """Every own x opponent pair not listed is refused with the right code."""
    seat = model.to_move
    listed = {(m["from"], m["to"]) for m in legal if m["action"] == "exchange"}
    me, them = COL[seat], COL[1 - seat]
    if model.phase == "placement":
        occupied = [n for n in NAMES if model.board[n] is not None]
        for n in occupied:
            assert _code(R.apply, state, seat, {"action": "place", "space": n}) == \
                "space_occupied"
        assert _code(R.apply, state, seat, {"action": "exchange", "from": "I0", "to": "I1"}) \
            == "placement_phase"
        return
    assert _code(R.apply, state, seat, {"action": "place", "space": "I0"}) == "exchange_phase"
    relation = model.relation()
    wrong = "not_pointing" if relation is POINT else "not_bordering"
    for a in NAMES:
        for b in NAMES:
            move = {"action": "exchange", "from": a, "to": b}
            if model.board[a] != me:
                expected = "not_your_piece"
            elif model.board[b] != them:
                expected = "not_opponent_piece"
            elif (a, b) in listed:
                continue
            elif frozenset((a, b)) not in relation:
                expected = wrong
            else:
                assert frozenset((a, b)) == model.forbidden
                expected = "immediate_undo"
            assert _code(R.apply, state, seat, move) == expected, (move, expected)
    assert _code(R.apply, state, 1 - seat, legal[0]) == "not_your_turn"


game_options = st.fixed_dictionaries({
    "setup": st.sampled_from(["beginner", "custom", "random", "placement"]),
    "movement": st.sampled_from(["basic", "advanced"]),
    "first": st.sampled_from(["light", "dark"]),
    "ply_cap": st.sampled_from([10, 25, 60, 200]),
})


def build(raw, layout_seed):
    options = dict(raw)
    if options["setup"] == "custom":
        colours = ["light"] * 12 + ["dark"] * 12
        random.Random(layout_seed).shuffle(colours)
        options["layout"] = dict(zip(NAMES, colours))
    return R.normalize_options(options, 2)


@settings(max_examples=70)
@given(raw=game_options, seed=st.integers(0, 2**32), layout_seed=st.integers(0, 10**6),
       play_seed=st.integers(0, 10**6), max_plies=st.integers(10, 90),
       sweep=st.booleans(), cyclic=st.booleans())
def test_random_games_follow_the_rules(raw, seed, layout_seed, play_seed, max_plies, sweep,
                                       cyclic):
    """``cyclic`` games mostly undo their own exchange of 4 plies before, so that
    positions repeat and the repetition rule is exercised."""
    options = build(raw, layout_seed)
    state = R.new_state(options, 2, seed)
    model = Model(options, R.view(state, None))
    rng = random.Random(play_seed)
    moves = []
    for _ in range(max_plies + 24):
        legal = check_state(state, model)
        if model.over:
            break
        if sweep:
            check_refusals(state, model, legal)
        seat = model.to_move
        move = rng.choice(legal)
        if cyclic and len(moves) >= 4 and moves[-4][1]["action"] == "exchange":
            old = moves[-4][1]
            undo = {"action": "exchange", "from": old["to"], "to": old["from"]}
            if undo in legal and rng.random() < 0.9:
                move = undo
        before = R.dump(state)
        new, records = R.apply(state, seat, move)
        assert R.dump(state) == before, "apply must not mutate its input"
        expected = model.play(seat, move)
        assert records == expected
        if options["movement"] == "basic":
            assert all(not r["auto"] for r in records), "basic movement never passes"
        moves.append((seat, move))
        state = new
    # determinism: same options, seed and moves give the same game
    again = R.new_state(options, 2, seed)
    for seat, move in moves:
        again, _ = R.apply(again, seat, move)
    assert R.dump(again) == R.dump(state)


@settings(max_examples=40)
@given(raw=game_options, seed=st.integers(0, 2**32), layout_seed=st.integers(0, 10**6))
def test_every_listed_move_is_accepted(raw, seed, layout_seed):
    options = build(raw, layout_seed)
    state = R.new_state(options, 2, seed)
    rng = random.Random(seed)
    for _ in range(40):
        if R.is_over(state):
            break
        seat = R.to_move(state)
        outcomes = []
        for move in R.legal_moves(state):
            new, records = R.apply(state, seat, move)
            assert records[0] == {"seat": seat, "move": move, "auto": False}
            # the fast path gives the same state
            fast = state.copy()
            R.apply_unchecked(fast, move)
            assert fast == new
            outcomes.append(new)
        state = rng.choice(outcomes)


@settings(max_examples=25)
@given(raw=game_options, seed=st.integers(0, 2**32), layout_seed=st.integers(0, 10**6))
def test_fast_playout_matches_public_apply(raw, seed, layout_seed):
    options = build(raw, layout_seed)
    slow = R.new_state(options, 2, seed)
    fast = slow.copy()
    rng_slow, rng_fast = random.Random(seed), random.Random(seed)
    while not R.is_over(slow):
        slow, _ = R.apply(slow, R.to_move(slow), rng_slow.choice(R.legal_moves(slow)))
        osiron.fast_apply(fast, rng_fast.choice(sorted(osiron.fast_moves(fast))))
    assert fast == slow
    assert osiron.fast_moves(fast) == []
