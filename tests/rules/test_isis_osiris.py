"""Isis & Osiris: rule-book examples, set-up, variants, refusals, views."""

import json
import random
from collections import Counter

import pytest

from shared.games import get
from shared.games.base import RuleError
from shared.games.isis_osiris import (
    RULES, notation, parse_notation, random_playout, round_breakdown, score_board,
)

# The rule book's material, written out independently of the module.
RULEBOOK_TILES = Counter({1: 2, 2: 6, 3: 2, 4: 1, -1: 2, -2: 6, -3: 2, -4: 1})
RULEBOOK_MATERIAL = {2: (8, 11), 3: (6, 7), 4: (5, 5)}
ALL_CELLS = [c + r for r in "123456" for c in "abcdef"]


def new(n=2, seed=1, **options):
    return RULES.new_state(RULES.normalize_options(options, n), n, seed)


def play(state, *moves):
    """Apply compact-notation moves, each by the seat to move."""
    records = []
    for text in moves:
        state, recs = RULES.apply(state, RULES.to_move(state), parse_notation(text))
        records.extend(recs)
    return state, records


def code_of(fn):
    with pytest.raises(RuleError) as err:
        fn()
    return err.value.code


def position(n, cells, to_move, stones_left=None, seed=1, **options):
    """A hand-built position: ``cells`` maps cell name -> ("S", seat) or tile value."""
    data = RULES.dump(new(n, seed, **options))
    board = [0] * 36
    for name, what in cells.items():
        i = ALL_CELLS.index(name)
        board[i] = 10 + what[1] if isinstance(what, tuple) else what
    data["board"] = board
    data["to_move"] = to_move
    if stones_left is not None:
        data["stones"] = stones_left
    return RULES.load(json.loads(json.dumps(data)))


# -- registration and reference -------------------------------------------------------


def test_registered_with_id_title_and_player_range():
    rules = get("isis-osiris")
    assert rules is RULES
    assert rules.title == "Isis & Osiris"
    assert (rules.min_players, rules.max_players) == (2, 4)
    assert rules.allows_draw_offers is False


def test_reference_lists_cells_tiles_and_material():
    ref = RULES.reference()
    assert ref["board"]["cells"] == ALL_CELLS
    assert Counter({t["value"]: t["count"] for t in ref["tiles"]}) == RULEBOOK_TILES
    for n, (stones, tiles) in RULEBOOK_MATERIAL.items():
        mat = ref["material"][str(n)]
        assert (mat["stones"], mat["tiles"]) == (stones, tiles)
        assert mat["undealt_tiles"] == 22 - n * tiles
    json.dumps(ref)


def test_option_specs_names_and_defaults():
    specs = {o.name: o for o in RULES.options}
    assert specs["first_seat"].default == 0
    assert set(specs["first_seat"].choices) == {0, 1, 2, 3, "random"}
    assert specs["tile_memory"].default == "public"
    assert set(specs["tile_memory"].choices) == {"public", "hidden"}
    assert specs["reserve"].default == "personal"
    assert set(specs["reserve"].choices) == {"personal", "common"}
    assert (specs["rounds"].default, specs["rounds"].minimum, specs["rounds"].maximum) == (1, 1, 10)
    assert RULES.normalize_options(None, 3) == {
        "first_seat": 0, "tile_memory": "public", "reserve": "personal", "rounds": 1}


@pytest.mark.parametrize("options,n", [
    ({"first_seat": 2}, 2), ({"first_seat": 3}, 3), ({"first_seat": 4}, 4),
    ({"first_seat": "1"}, 2), ({"tile_memory": "secret"}, 2), ({"reserve": "shared"}, 2),
    ({"rounds": 0}, 2), ({"rounds": 11}, 2), ({"rounds": "2"}, 2), ({"rounds": True}, 2),
    ({"colour": "red"}, 2), ({}, 1), ({}, 5),
])
def test_invalid_options_refused(options, n):
    assert code_of(lambda: RULES.normalize_options(options, n)) == "invalid_option"


def test_first_seat_accepted_below_player_count():
    assert RULES.normalize_options({"first_seat": 3}, 4)["first_seat"] == 3
    assert RULES.to_move(new(3, first_seat=2)) == 2


# -- set-up ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_personal_deal_material(n):
    stones, tiles = RULEBOOK_MATERIAL[n]
    st = new(n, seed=42)
    assert st.stones == [stones] * n
    assert [len(r) for r in st.reserves] == [tiles] * n
    assert len(st.undealt) == 22 - n * tiles
    assert Counter(sum(st.reserves, []) + st.undealt) == RULEBOOK_TILES
    view = RULES.view(st, None)
    assert view["stones_left"] == [stones] * n
    assert view["tiles_left"] == [tiles] * n
    assert view["common_reserve"] is None
    assert all(view["board"][c] is None for c in ALL_CELLS)
    assert view["to_move"] == 0 and view["over"] is False


@pytest.mark.parametrize("n", [2, 3, 4])
def test_common_deal_material(n):
    st = new(n, seed=42, reserve="common")
    assert st.stones == [RULEBOOK_MATERIAL[n][0]] * n
    assert st.reserves == [[]] * n and st.undealt == []
    assert Counter(st.pool) == RULEBOOK_TILES
    view = RULES.view(st, 0)
    assert view["common_reserve"] == 22 and view["tiles_left"] == [0] * n


def test_deal_is_seeded():
    assert RULES.dump(new(3, seed=5)) == RULES.dump(new(3, seed=5))
    deals = {json.dumps(new(3, seed=s).reserves) for s in range(10)}
    assert len(deals) == 10


def test_random_first_seat_is_seeded_and_varies():
    firsts = [RULES.to_move(new(4, seed=s, first_seat="random")) for s in range(40)]
    assert firsts == [RULES.to_move(new(4, seed=s, first_seat="random")) for s in range(40)]
    assert set(firsts) == {0, 1, 2, 3}


# -- scoring (rule book example) ----------------------------------------------------------

# Green (seat 0): stone A at a1 touches -1 (a2) and -2 (b1); stone B at b2 touches
# -1 (a2), -2 (b1), +4 (c2) and stone C. Violet (seat 1): stone C at b3 touches
# +1 (a3), +2 (c3) and two stones.
EXAMPLE = {"a1": ("S", 0), "a2": -1, "b1": -2, "b2": ("S", 0), "c2": 4,
           "b3": ("S", 1), "a3": 1, "c3": 2, "b4": ("S", 2)}


def _board(cells):
    board = [0] * 36
    for name, what in cells.items():
        board[ALL_CELLS.index(name)] = 10 + what[1] if isinstance(what, tuple) else what
    return board


def test_rulebook_scoring_example_on_a_partial_board():
    board = _board(EXAMPLE)
    assert score_board(board, 3)[:2] == [-2, 3]
    seats = round_breakdown(board, 3)
    green = {s["cell"]: s for s in seats[0]["stones"]}
    assert green["a1"]["score"] == -3
    assert sorted(x["value"] for x in green["a1"]["neighbours"]) == [-2, -1]
    assert green["b2"]["score"] == 1
    assert sorted(x["value"] for x in green["b2"]["neighbours"]) == [-2, -1, 4]
    assert seats[0]["total"] == -2
    [violet] = seats[1]["stones"]
    assert violet["cell"] == "b3" and violet["score"] == 3
    assert sorted((x["cell"], x["value"]) for x in violet["neighbours"]) == [("a3", 1), ("c3", 2)]
    assert seats[1]["total"] == 3


def test_rulebook_scoring_example_as_a_finished_game():
    # The example's cells plus stones of seats 2 and 3 everywhere else; f6 is the
    # last free cell, and seat 2 fills it.
    cells = dict(EXAMPLE)
    others = [c for c in ALL_CELLS if c not in cells and c != "f6"]
    for k, c in enumerate(others):
        cells[c] = ("S", 2 + k % 2)
    st = position(4, cells, to_move=2, stones_left=[5, 5, 5, 5])
    assert RULES.view(st, None)["free_cells"] == 1
    st, recs = RULES.apply(st, 2, {"action": "stone", "cell": "f6"})
    assert RULES.is_over(st) and RULES.to_move(st) is None
    assert recs[0]["scored"]["scores"][:2] == [-2, 3]
    res = RULES.result(st)
    assert res["scores"][:2] == [-2, 3]
    assert res["reason"] == "board_full"
    rnd = res["breakdown"]["rounds"][0]
    green = {s["cell"]: s["score"] for s in rnd["seats"][0]["stones"]}
    assert green == {"a1": -3, "b2": 1}
    assert rnd["seats"][0]["total"] == -2
    assert [s["score"] for s in rnd["seats"][1]["stones"]] == [3]
    json.dumps(res)


def test_equal_highest_totals_share_the_win():
    # Symmetric under a half turn with seats swapped: +2 at a2 and at f5,
    # seat 0 stones on rows 1-3, seat 1 stones on rows 4-6.
    cells = {}
    for i, c in enumerate(ALL_CELLS):
        cells[c] = ("S", 0) if i < 18 else ("S", 1)
    cells["a2"] = 2
    cells["f5"] = 2
    del cells["f6"]
    st = position(2, cells, to_move=1)
    st, _ = RULES.apply(st, 1, {"action": "stone", "cell": "f6"})
    res = RULES.result(st)
    assert res["scores"] == [6, 6]  # a1, b2, a3 next to a2; f6, e5, f4 next to f5
    assert res["winners"] == [0, 1] and res["draw"] is True


def test_single_highest_total_wins():
    cells = {c: ("S", 0) if i < 18 else ("S", 1) for i, c in enumerate(ALL_CELLS)}
    cells["a2"] = -3
    cells["f5"] = 1
    del cells["f6"]
    st = position(2, cells, to_move=1)
    st, _ = RULES.apply(st, 1, {"action": "stone", "cell": "f6"})
    res = RULES.result(st)
    assert res["scores"] == [-9, 3] and res["winners"] == [1] and res["draw"] is False


# -- turns, reveal/tile steps, forced actions -------------------------------------------------


def test_reveal_then_tile_same_seat_and_records():
    st = new(2, seed=3)
    top = st.reserves[0][-1]
    st, recs = play(st, "R")
    assert recs == [{"seat": 0, "move": {"action": "reveal"}, "auto": False,
                     "round": 1, "tile": top, "tile_no": 1}]
    assert RULES.to_move(st) == 0
    assert RULES.view(st, 1)["pending_tile"] == top
    assert RULES.view(st, 0)["tiles_left"] == [10, 11]
    assert all(m["action"] == "tile" for m in RULES.legal_moves(st))
    assert len(RULES.legal_moves(st)) == 36
    st, recs = play(st, "T c4")
    assert recs[0]["move"] == {"action": "tile", "cell": "c4"} and recs[0]["tile"] == top
    assert RULES.view(st, 1)["board"]["c4"] == {"tile": top}
    assert RULES.view(st, 1)["pending_tile"] is None
    assert RULES.to_move(st) == 1
    st, recs = play(st, "S d4")
    assert RULES.view(st, None)["board"]["d4"] == {"stone": 1}
    assert RULES.view(st, None)["stones_left"] == [8, 7]
    assert RULES.to_move(st) == 0


def test_turn_order_runs_upwards_from_first_seat():
    st = new(4, first_seat=2)
    seen = []
    for _ in range(5):
        seen.append(RULES.to_move(st))
        st, _ = play(st, "S " + next(c for c in ALL_CELLS if RULES.view(st, None)["board"][c] is None))
    assert seen == [2, 3, 0, 1, 2]


def test_no_tiles_left_means_only_stones():
    st = new(2, seed=4)
    st.reserves[0] = []  # seat 0 has used its tiles
    moves = RULES.legal_moves(st)
    assert {m["action"] for m in moves} == {"stone"} and len(moves) == 36
    assert code_of(lambda: RULES.apply(st, 0, {"action": "reveal"})) == "no_tiles_left"


def test_no_stones_left_means_only_tiles():
    st = new(2, seed=4)
    free = iter(ALL_CELLS)
    for _ in range(8):  # seat 0 places its 8 stones, seat 1 answers with tiles
        st, _ = play(st, "S " + next(free))
        st, _ = play(st, "R", "T " + next(free))
    assert RULES.view(st, None)["stones_left"] == [0, 8]
    assert RULES.legal_moves(st) == [{"action": "reveal"}]
    assert code_of(lambda: RULES.apply(st, 0, {"action": "stone", "cell": "f6"})) == "no_stones_left"


def test_common_reserve_reveals_from_the_pool_and_passes_when_stuck():
    st = new(2, seed=8, reserve="common")
    free = iter(ALL_CELLS)
    # Seat 0 places its 8 stones while seat 1 takes tiles.
    for _ in range(8):
        st, _ = play(st, "S " + next(free))
        st, _ = play(st, "R", "T " + next(free))
    # The 14 tiles left are taken alternately.
    for _ in range(14):
        st, _ = play(st, "R", "T " + next(free))
    view = RULES.view(st, None)
    assert view["common_reserve"] == 0 and view["stones_left"] == [0, 8]
    assert view["free_cells"] == 6 and view["to_move"] == 1  # seat 0 passes
    records = []
    for _ in range(6):
        assert RULES.to_move(st) == 1
        assert code_of(lambda: RULES.apply(st, 1, {"action": "reveal"})) == "no_tiles_left"
        st, recs = play(st, "S " + next(free))
        records.append(recs)
    for recs in records[:-1]:
        assert recs[1:] == [{"seat": 0, "move": {"action": "pass"}, "auto": True, "round": 1}]
    assert len(records[-1]) == 1  # the board is full: no more turns
    assert RULES.is_over(st)


def test_common_reserve_is_shared_between_seats():
    st = new(3, seed=8, reserve="common")
    pool = list(st.pool)
    st, recs = play(st, "R", "T a1", "R", "T b1")
    assert [r["tile"] for r in recs] == [pool[-1], pool[-1], pool[-2], pool[-2]]
    assert RULES.view(st, None)["common_reserve"] == 20
    assert RULES.view(st, None)["tiles_left"] == [0, 0, 0]


# -- refusals --------------------------------------------------------------------------


def test_refusal_codes():
    st = new(2, seed=11)
    assert code_of(lambda: RULES.apply(st, 1, {"action": "stone", "cell": "a1"})) == "not_your_turn"
    assert code_of(lambda: RULES.apply(st, None, {"action": "reveal"})) == "not_your_turn"
    for bad in ["S a1", None, {}, {"action": "jump"}, {"action": "pass"},
                {"action": "stone"}, {"action": "stone", "cell": 3},
                {"action": "stone", "cell": "a1", "x": 1}, {"action": "reveal", "cell": "a1"}]:
        assert code_of(lambda: RULES.apply(st, 0, bad)) == "invalid_move", bad
    for cell in ["g1", "a7", "a0", "A1", "", "c44"]:
        assert code_of(lambda: RULES.apply(st, 0, {"action": "stone", "cell": cell})) == "unknown_cell"
    assert code_of(lambda: RULES.apply(st, 0, {"action": "tile", "cell": "a1"})) == "no_revealed_tile"
    st, _ = play(st, "S a1")
    assert code_of(lambda: RULES.apply(st, 1, {"action": "stone", "cell": "a1"})) == "cell_occupied"
    st, _ = play(st, "R")
    assert code_of(lambda: RULES.apply(st, 1, {"action": "stone", "cell": "b1"})) == "must_place_revealed_tile"
    assert code_of(lambda: RULES.apply(st, 1, {"action": "reveal"})) == "must_place_revealed_tile"
    assert code_of(lambda: RULES.apply(st, 1, {"action": "tile", "cell": "a1"})) == "cell_occupied"
    assert code_of(lambda: RULES.apply(st, 1, {"action": "tile", "cell": "z9"})) == "unknown_cell"
    assert code_of(lambda: RULES.apply(st, 0, {"action": "tile", "cell": "b1"})) == "not_your_turn"
    st, _ = play(st, "T b1")
    st.reserves[0] = []
    assert code_of(lambda: RULES.apply(st, 0, {"action": "reveal"})) == "no_tiles_left"
    st.stones[0] = 0
    st.reserves[0] = [1]
    assert code_of(lambda: RULES.apply(st, 0, {"action": "stone", "cell": "c1"})) == "no_stones_left"


def test_refusals_leave_the_state_unchanged_and_messages_hide_values():
    st = new(2, seed=11, tile_memory="hidden")
    st, _ = play(st, "R")
    before = RULES.dump(st)
    for move in [{"action": "stone", "cell": "a1"}, {"action": "reveal"}, {"action": "tile", "cell": "q1"}]:
        with pytest.raises(RuleError) as err:
            RULES.apply(st, 0, move)
        assert not any(ch.isdigit() for ch in err.value.message.replace("a1", "").replace("f6", ""))
    assert RULES.dump(st) == before


def test_game_over_refuses_moves_and_resignation():
    st = new(2, seed=2)
    random_playout(st, random.Random(0))
    assert RULES.is_over(st)
    assert code_of(lambda: RULES.apply(st, 0, {"action": "reveal"})) == "game_over"
    assert code_of(lambda: RULES.resign(st, 0)) == "game_over"
    assert RULES.legal_moves(st) == []


# -- resignation ---------------------------------------------------------------------------


def test_two_player_resignation():
    st, _ = play(new(2, seed=6, tile_memory="hidden"), "S a1", "R")
    done = RULES.resign(st, 1)
    assert RULES.is_over(done) and not RULES.is_over(st)
    res = RULES.result(done)
    assert res["winners"] == [0] and res["reason"] == "resignation"
    assert RULES.view(done, None)["over"] is True
    assert code_of(lambda: RULES.apply(done, 1, {"action": "tile", "cell": "b1"})) == "game_over"


@pytest.mark.parametrize("n", [3, 4])
def test_resignation_not_supported_with_more_players(n):
    assert code_of(lambda: RULES.resign(new(n), 0)) == "not_supported"


def test_no_draw_offers():
    assert code_of(lambda: RULES.agree_draw(new(2))) == "draw_not_allowed"


# -- several rounds ---------------------------------------------------------------------------


def test_several_rounds_carry_scores_and_rotate_start():
    n, rounds = 3, 4
    st = new(n, seed=21, rounds=rounds, first_seat=1)
    rng = random.Random(5)
    starts, placements, round_boards = [], 0, []
    board = {}
    last_round = 0
    while not RULES.is_over(st):
        view = RULES.view(st, None)
        if view["round"] != last_round:
            assert all(view["board"][c] is None for c in ALL_CELLS)  # fresh board
            assert view["stones_left"] == [6] * n and view["tiles_left"] == [7] * n  # fresh deal
            assert len(view["round_scores"]) == view["round"] - 1
            starts.append(view["to_move"])
            last_round = view["round"]
        move = rng.choice(RULES.legal_moves(st))
        seat = RULES.to_move(st)
        st, recs = RULES.apply(st, seat, move)
        if move["action"] != "reveal":
            placements += 1
            board[move["cell"]] = ("S", seat) if move["action"] == "stone" else recs[0]["tile"]
            if len(board) == 36:
                round_boards.append(board)
                assert recs[0]["scored"]["round"] == len(round_boards)
                board = {}
    assert starts == [1, 2, 0, 1]
    assert placements == 36 * rounds
    res = RULES.result(st)
    per_round = [score_board(_board(b), n) for b in round_boards]
    assert [r["totals"] for r in res["breakdown"]["rounds"]] == per_round
    assert res["scores"] == [sum(r[s] for r in per_round) for s in range(n)]
    assert [r["start_seat"] for r in res["breakdown"]["rounds"]] == [1, 2, 0, 1]
    view = RULES.view(st, 0)
    assert view["round"] == rounds and view["rounds"] == rounds
    assert view["round_scores"] == per_round


def test_each_round_gets_a_new_deal():
    st = new(2, seed=9, rounds=3)
    deals = []
    rng = random.Random(3)
    while not RULES.is_over(st):
        if RULES.view(st, None)["free_cells"] == 36 and RULES.view(st, None)["pending_tile"] is None \
                and sum(RULES.view(st, None)["tiles_left"]) == 22:
            deals.append([list(r) for r in st.reserves])
        random_step(st, rng)
    assert len(deals) == 3 and deals[0] != deals[1] and deals[1] != deals[2]


def random_step(st, rng):
    from shared.games.isis_osiris import apply_unchecked, fast_moves
    apply_unchecked(st, rng.choice(fast_moves(st)))


# -- memory modes and views ---------------------------------------------------------------------


def test_public_memory_keeps_values_visible():
    st, recs = play(new(2, seed=13), "R", "T c4")
    value = recs[0]["tile"]
    for viewer in (0, 1, None):
        assert RULES.view(st, viewer)["board"]["c4"] == {"tile": value}
        assert [RULES.record_view(st, r, viewer)["tile"] for r in recs] == [value, value]


def test_hidden_memory_shows_a_value_only_while_pending_and_at_the_end():
    st = new(2, seed=13, tile_memory="hidden")
    st, r1 = play(st, "R")
    value = r1[0]["tile"]
    for viewer in (0, 1, None):
        assert RULES.view(st, viewer)["pending_tile"] == value
        assert RULES.record_view(st, r1[0], viewer)["tile"] == value
    st, r2 = play(st, "T c4")
    for viewer in (0, 1, None):
        view = RULES.view(st, viewer)
        assert view["board"]["c4"] == {"tile": None}
        assert RULES.record_view(st, r1[0], viewer)["tile"] is None
        assert RULES.record_view(st, r2[0], viewer)["tile"] is None
        assert RULES.record_view(st, r2[0], viewer)["move"] == {"action": "tile", "cell": "c4"}
    assert RULES.ai_view(st, 1)["board"]["c4"] == {"tile": value}
    random_playout(st, random.Random(1))
    assert RULES.view(st, None)["board"]["c4"] == {"tile": value}
    assert RULES.record_view(st, r1[0], None)["tile"] == value


def test_hidden_memory_finished_rounds_are_shown():
    st = new(2, seed=14, tile_memory="hidden", rounds=2)
    records = []
    rng = random.Random(2)
    while RULES.view(st, None)["round"] == 1:
        st, recs = RULES.apply(st, RULES.to_move(st), rng.choice(RULES.legal_moves(st)))
        records.extend(recs)
    view = RULES.view(st, 1)
    fin = view["finished_rounds"][0]
    assert all(c is not None and (c.get("tile") is not None or "stone" in c) for c in fin["board"].values())
    for r in records:
        if "tile" in r:
            assert RULES.record_view(st, r, 0)["tile"] == r["tile"]
    st, recs = play(st, "R", "T a1")
    assert RULES.record_view(st, recs[1], 0)["tile"] is None


def test_spectator_and_seats_see_the_same_board():
    st, _ = play(new(3, seed=4, tile_memory="hidden"), "R", "T a1", "S b1", "R")
    views = [RULES.view(st, v) for v in (0, 1, 2, None)]
    for v in views:
        v.pop("viewer")
    assert all(v == views[0] for v in views)


def test_views_never_contain_secrets():
    seed = 918273645546372
    st = new(2, seed=seed, tile_memory="hidden")
    st, _ = play(st, "R")
    for viewer in (0, 1, None):
        view = RULES.view(st, viewer)
        text = json.dumps(view)
        assert str(seed) not in text
        for key in ("seed", "reserves", "pool", "undealt"):
            assert key not in view


# -- notation, persistence, determinism ------------------------------------------------------


def test_notation_round_trip():
    for move in [{"action": "stone", "cell": "c4"}, {"action": "tile", "cell": "f6"},
                 {"action": "reveal"}, {"action": "pass"}]:
        assert parse_notation(notation(move)) == move
    assert notation({"action": "stone", "cell": "a1"}) == "S a1"
    assert notation({"action": "reveal"}) == "R"
    assert notation({"action": "tile", "cell": "c4"}) == "T c4"
    assert parse_notation(" s C4 ") == {"action": "stone", "cell": "c4"}
    assert parse_notation("tb2") == {"action": "tile", "cell": "b2"}
    for bad in ["", "X a1", "S", "S g1", "R a1", "T a7", "S a1 b1", 5]:
        assert code_of(lambda: parse_notation(bad)) == "invalid_move"


def test_dump_load_round_trip_through_json():
    st, _ = play(new(4, seed=3, reserve="common", rounds=2, tile_memory="hidden"),
                 "R", "T a1", "S b1", "R")
    again = RULES.load(json.loads(json.dumps(RULES.dump(st))))
    assert again == st
    assert RULES.view(again, 2) == RULES.view(st, 2)
    random_playout(st, random.Random(4))
    assert RULES.load(json.loads(json.dumps(RULES.dump(st)))) == st


def test_apply_does_not_mutate_its_input():
    st = new(2, seed=3)
    before = RULES.dump(st)
    RULES.apply(st, 0, {"action": "reveal"})
    RULES.apply(st, 0, {"action": "stone", "cell": "a1"})
    assert RULES.dump(st) == before


def test_copy_is_independent():
    st = new(2, seed=3)
    c = st.copy()
    random_playout(c, random.Random(0))
    assert RULES.dump(st) == RULES.dump(new(2, seed=3))


def test_seats_are_named_by_their_stones_colours():
    assert RULES.seat_names(2) == ["red", "blue"]
    assert RULES.seat_names(4) == ["red", "blue", "green", "yellow"]
