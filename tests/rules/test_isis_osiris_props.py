"""Isis & Osiris: properties over many random seeded games.

Each game is played through the public ``apply`` with uniformly random legal
moves; the test keeps its own model of the board (from the moves and the
records) and checks the module against it after every move.
"""

import json
import random
from collections import Counter

from hypothesis import given, settings, strategies as st_

from shared.games.base import RuleError
from shared.games.isis_osiris import RULES, random_playout

RULEBOOK_TILES = Counter({1: 2, 2: 6, 3: 2, 4: 1, -1: 2, -2: 6, -3: 2, -4: 1})
RULEBOOK_MATERIAL = {2: (8, 11), 3: (6, 7), 4: (5, 5)}
COLS, ROWS = "abcdef", "123456"
ALL_CELLS = [c + r for r in ROWS for c in COLS]


def orthogonal(cell):
    col, row = COLS.index(cell[0]), ROWS.index(cell[1])
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < 6 and 0 <= r < 6:
            yield COLS[c] + ROWS[r]


def my_scores(board, n):
    """Independent scoring of a {cell: ("S", seat) | value} board."""
    totals = [0] * n
    for cell, what in board.items():
        if isinstance(what, tuple):
            totals[what[1]] += sum(board[x] for x in orthogonal(cell)
                                   if x in board and not isinstance(board[x], tuple))
    return totals


def state_tiles(state):
    """Every tile of the current round, wherever it is (state internals)."""
    on_board = [v for v in state.board if v and v < 10]
    pending = [state.pending] if state.pending else []
    return on_board + sum(state.reserves, []) + state.pool + list(state.undealt) + pending


def perturbed(state, rng):
    """A copy in which every value no viewer may know is shuffled around:
    reserves, common pool, undealt tiles, and (hidden memory, game running)
    the values of the placed tiles."""
    c = state.copy()
    slots = []
    for s, r in enumerate(c.reserves):
        slots += [("r", s, i) for i in range(len(r))]
    slots += [("p", 0, i) for i in range(len(c.pool))]
    c.undealt = list(c.undealt)
    slots += [("u", 0, i) for i in range(len(c.undealt))]
    if c.hidden and not c.over:
        slots += [("b", 0, i) for i in range(36) if c.board[i] and c.board[i] < 10]

    def ref(slot):
        kind, s, i = slot
        return {"r": lambda: c.reserves[s], "p": lambda: c.pool,
                "u": lambda: c.undealt, "b": lambda: c.board}[kind](), i

    values = [ref(x)[0][ref(x)[1]] for x in slots]
    rng.shuffle(values)
    for slot, v in zip(slots, values):
        seq, i = ref(slot)
        seq[i] = v
    return c


def expected_refusal(view, move):
    """The code the rules must give for ``move`` in ``view`` (None = legal)."""
    seat = view["to_move"]
    action = move["action"]
    pending = view["pending_tile"] is not None
    if action == "pass":
        return "invalid_move"
    if action == "reveal":
        if pending:
            return "must_place_revealed_tile"
        left = view["common_reserve"] if view["common_reserve"] is not None else view["tiles_left"][seat]
        return None if left else "no_tiles_left"
    if action == "stone":
        if pending:
            return "must_place_revealed_tile"
        if not view["stones_left"][seat]:
            return "no_stones_left"
    if action == "tile" and not pending:
        return "no_revealed_tile"
    return "cell_occupied" if view["board"][move["cell"]] is not None else None


games = st_.fixed_dictionaries({
    "n": st_.sampled_from([2, 3, 4]),
    "seed": st_.integers(10**12, 10**13),
    "reserve": st_.sampled_from(["personal", "common"]),
    "tile_memory": st_.sampled_from(["public", "hidden"]),
    "rounds": st_.sampled_from([1, 1, 2]),
    "first_seat": st_.sampled_from([0, 1, "random"]),
    "moves": st_.integers(0, 2**32),
    "reveal_bias": st_.sampled_from([0.0, 0.5, 0.9]),
})


@settings(max_examples=60)
@given(games)
def test_random_games_keep_every_invariant(g):
    n, seed = g["n"], g["seed"]
    options = RULES.normalize_options(
        {k: g[k] for k in ("reserve", "tile_memory", "rounds", "first_seat")}, n)
    hidden = options["tile_memory"] == "hidden"
    state = RULES.new_state(options, n, seed)
    rng = random.Random(g["moves"])
    stones, per = RULEBOOK_MATERIAL[n]

    board = {}  # this test's own model of the current round's board
    finished_boards = []
    history = []  # (record, round in which it was made)
    pending_index = None  # history index of the reveal whose tile is pending
    placements = 0
    round_no = 1
    moves_played = []

    while True:
        view = RULES.view(state, None)
        # The board as this test knows it, and as the public view shows it.
        assert view["round"] == round_no
        assert view["free_cells"] == 36 - len(board)
        for cell in ALL_CELLS:
            shown = view["board"][cell]
            what = board.get(cell)
            if what is None:
                assert shown is None
            elif isinstance(what, tuple):
                assert shown == {"stone": what[1]}
            else:
                assert shown == {"tile": None if hidden and not view["over"] else what}
        # Material is conserved (stones by seat, tiles as a multiset).
        if not view["over"]:
            for s in range(n):
                on_board = sum(1 for w in board.values() if w == ("S", s))
                assert on_board + view["stones_left"][s] == stones
            assert Counter(state_tiles(state)) == RULEBOOK_TILES
            placed = Counter(w for w in board.values() if not isinstance(w, tuple))
            if view["pending_tile"] is not None:
                placed[view["pending_tile"]] += 1
            if options["reserve"] == "common":
                assert sum(view["tiles_left"]) == 0
                assert view["common_reserve"] == 22 - sum(placed.values())
            else:
                assert sum(view["tiles_left"]) == n * per - sum(placed.values())
                assert len(state.undealt) == 22 - n * per

        check_secrecy(state, history, pending_index, round_no, seed, rng)
        if len(history) % 7 == 0:
            check_sample(state, rng)

        if RULES.is_over(state):
            break
        seat = RULES.to_move(state)
        assert seat is not None
        legal = RULES.legal_moves(state)
        assert legal, "to_move always names a seat with a real decision"
        if len(history) % 11 == 0:
            check_all_moves(state, view, legal)
        reveals = [m for m in legal if m["action"] == "reveal"]
        if reveals and rng.random() < g["reveal_bias"]:
            move = reveals[0]
        else:
            move = rng.choice(legal)
        before = RULES.dump(state)
        state, records = RULES.apply(state, seat, move)
        assert RULES.dump(RULES.load(before)) == before
        moves_played.append((seat, move))

        first = records[0]
        assert first["seat"] == seat and first["move"] == move and first["auto"] is False
        history.append((first, round_no))
        if move["action"] == "reveal":
            assert first["tile"] in RULEBOOK_TILES
            pending_index = len(history) - 1
        else:
            pending_index = None
            cell = move["cell"]
            assert cell not in board, "no cell ever holds two things"
            board[cell] = ("S", seat) if move["action"] == "stone" else first["tile"]
            if move["action"] == "tile":
                assert first["tile"] == history[-2][0]["tile"]
            placements += 1
        if len(board) == 36:
            # The round ends exactly when the board is full, and is scored.
            assert first["scored"] == {"round": round_no, "scores": my_scores(board, n)}
            finished_boards.append(board)
            if round_no < options["rounds"]:
                board = {}
                round_no += 1
            else:
                assert RULES.is_over(state)
        else:
            assert "scored" not in first
            assert not RULES.is_over(state), "the game never ends before the board is full"
        for rec in records[1:]:
            assert rec["auto"] is True and rec["move"] == {"action": "pass"}
            history.append((rec, round_no))
        # Automatic passes only for seats that could do nothing.
        passed = [r["seat"] for r in records[1:]]
        expected_next = (seat + 1) % n if move["action"] != "reveal" else seat
        if len(board) == 0:
            expected_next = RULES.view(state, None)["start_seat"]
        if not RULES.is_over(state) and move["action"] != "reveal":
            after = RULES.view(state, None)
            for p in passed:
                assert p == expected_next
                assert after["stones_left"][p] == 0
                assert (after["common_reserve"] or 0) == 0 and after["tiles_left"][p] == 0
                expected_next = (expected_next + 1) % n
            assert RULES.to_move(state) == expected_next
        else:
            assert passed == []

    assert placements == 36 * options["rounds"]
    result = RULES.result(state)
    per_round = [my_scores(b, n) for b in finished_boards]
    totals = [sum(r[s] for r in per_round) for s in range(n)]
    assert result["scores"] == totals
    assert result["winners"] == [s for s in range(n) if totals[s] == max(totals)]
    assert result["reason"] == "board_full"
    for rnd, b in zip(result["breakdown"]["rounds"], finished_boards):
        for seat_entry in rnd["seats"]:
            stones_listed = {x["cell"] for x in seat_entry["stones"]}
            assert stones_listed == {c for c, w in b.items() if w == ("S", seat_entry["seat"])}
            for stone in seat_entry["stones"]:
                nbs = [(x, b[x]) for x in orthogonal(stone["cell"]) if not isinstance(b[x], tuple)]
                assert sorted((x["cell"], x["value"]) for x in stone["neighbours"]) == sorted(nbs)
                assert stone["score"] == sum(v for _, v in nbs)
            assert seat_entry["total"] == sum(x["score"] for x in seat_entry["stones"])
    json.dumps(result)

    # The final view turns every tile over.
    final = RULES.view(state, None)
    for cell, what in finished_boards[-1].items():
        if not isinstance(what, tuple):
            assert final["board"][cell] == {"tile": what}

    # Determinism: the same seed and moves give the same game.
    again = RULES.new_state(options, n, seed)
    for seat, move in moves_played:
        again, _ = RULES.apply(again, seat, move)
    assert again == state
    assert RULES.load(json.loads(json.dumps(RULES.dump(state)))) == state


def check_all_moves(state, view, legal):
    """Every listed move is accepted; every other move is refused with its code."""
    seat = view["to_move"]
    candidates = [{"action": "reveal"}, {"action": "pass"}]
    for cell in ALL_CELLS:
        candidates += [{"action": "stone", "cell": cell}, {"action": "tile", "cell": cell}]
    for move in candidates:
        code = expected_refusal(view, move)
        if code is None:
            assert move in legal
            RULES.apply(state, seat, move)
        else:
            assert move not in legal
            try:
                RULES.apply(state, seat, move)
            except RuleError as err:
                assert err.code == code, (move, err.code, code)
            else:
                raise AssertionError(f"{move} was accepted")
    assert all(m in candidates for m in legal)
    for other in range(view["num_players"]):
        if other != seat:
            try:
                RULES.apply(state, other, legal[0])
            except RuleError as err:
                assert err.code == "not_your_turn"
            else:
                raise AssertionError("a move out of turn was accepted")


def check_secrecy(state, history, pending_index, round_no, seed, rng):
    """No view and no record view holds a value its viewer may not know."""
    shuffled = perturbed(state, rng)
    n = state.n
    hidden = state.hidden
    for viewer in list(range(n)) + [None]:
        view = RULES.view(state, viewer)
        # Views do not change when everything secret is shuffled around.
        assert view == RULES.view(shuffled, viewer)
        text = json.dumps(view)
        assert str(seed) not in text
        assert not {"seed", "reserves", "pool", "undealt"} & set(view)
        if viewer is not None:
            assert RULES.ai_view(state, viewer) == RULES.ai_view(shuffled, viewer) or (
                hidden and not state.over)
        if not (state.over or state.pending or len(history) % 4 == 0):
            continue  # record views: checked at every reveal, every 4th move and at the end
        for index, (rec, made_in) in enumerate(history):
            shown = RULES.record_view(state, rec, viewer)
            json.dumps(shown)
            assert str(seed) not in json.dumps(shown)
            assert shown["move"] == rec["move"] and shown["seat"] == rec["seat"]
            if "tile" not in rec:
                assert "tile" not in shown
                continue
            may_know = (not hidden or state.over or made_in < round_no
                        or index == pending_index)
            assert shown["tile"] == (rec["tile"] if may_know else None)
            # A record view depends only on what is public.
            assert RULES.record_view(shuffled, rec, viewer) == shown


def check_sample(state, rng):
    """sample_state keeps everything the AI knows and deals the rest."""
    if state.over:
        return
    seat = state.to_move
    ai = RULES.ai_view(state, seat)
    sample = RULES.sample_state(ai, seat, rng)
    assert RULES.ai_view(sample, seat) == ai
    assert sample.board == state.board and sample.pending == state.pending
    assert [len(r) for r in sample.reserves] == ai["tiles_left"]
    assert len(sample.pool) == (ai["common_reserve"] or 0)
    assert len(sample.undealt) == len(state.undealt)
    assert Counter(state_tiles(sample)) == RULEBOOK_TILES
    # Sampling from the plain view (face-down tiles in hidden memory) also works.
    plain = RULES.view(state, seat)
    sample2 = RULES.sample_state(plain, seat, rng)
    assert RULES.view(sample2, seat) == plain
    assert Counter(state_tiles(sample2)) == RULEBOOK_TILES
    random_playout(sample, rng)
    assert sample.over


@settings(max_examples=40)
@given(st_.sampled_from([2, 3, 4]), st_.integers(0, 10**9), st_.sampled_from(["personal", "common"]))
def test_fast_path_matches_public_apply(n, seed, reserve):
    from shared.games.isis_osiris import apply_unchecked, code_move, fast_moves, move_code
    options = RULES.normalize_options({"reserve": reserve}, n)
    slow = RULES.new_state(options, n, seed)
    fast = slow.copy()
    rng = random.Random(seed)
    while not RULES.is_over(slow):
        codes = fast_moves(fast)
        assert [code_move(fast, c) for c in codes] == RULES.legal_moves(slow)
        code = rng.choice(codes)
        move = code_move(fast, code)
        assert move_code(move) == code
        slow, _ = RULES.apply(slow, RULES.to_move(slow), move)
        apply_unchecked(fast, code)
        assert fast == slow
    assert fast_moves(fast) == []
