"""ISAAC: the rule book's scoring examples, every ruling, every refusal code."""

from __future__ import annotations

import json

import pytest

from shared.games import RuleError, get
from shared.games import isaac
from shared.games.isaac import RULES


def hand_list(counts: dict | None) -> list[int]:
    counts = counts or {}
    return [counts.get(L, 0) for L in (3, 4, 5, 6, 7)]


def make(pieces, *, phase="scoring", turn=0, scores=(0, 0), longest=(0, 0),
         hands=(None, None), passed=None, first_passer=0, out=(False, False)):
    """A position built directly: ``pieces`` are (owner, length, "anchor", "h"|"v")
    on the board, listed in id order; hands are {length: count}."""
    phase_no = {"placement": 0, "scoring": 1}[phase]
    if passed is None:
        passed = (True, True) if phase == "scoring" else (False, False)
    data = {
        "pieces": [[o, L, int(a), "hv".index(d)] for o, L, a, d in pieces],
        "on_board": [True] * len(pieces),
        "hand": [hand_list(hands[0]), hand_list(hands[1])],
        "phase": phase_no,
        "turn": turn,
        "passed": list(passed),
        "first_passer": first_passer,
        "out": list(out),
        "scores": list(scores),
        "longest": list(longest),
        "winner": -1,
        "reason": "",
    }
    return RULES.load(data)


def code_of(state, seat, move) -> str:
    with pytest.raises(RuleError) as err:
        RULES.apply(state, seat, move)
    return err.value.code


def remove(cell, advance):
    return {"action": "remove", "cell": cell, "advance": advance}


def place(length, cell, d):
    return {"action": "place", "length": length, "cell": cell, "dir": d}


def advances_for(state, cell):
    return sorted(m["advance"] for m in RULES.legal_moves(state)
                  if m["action"] == "remove" and m["cell"] == cell)


# ---------------------------------------------------------------------------
# registration, set-up, reference

def test_registered_and_static_data():
    assert get("isaac") is RULES
    assert RULES.title == "ISAAC"
    assert (RULES.min_players, RULES.max_players) == (2, 2)
    assert RULES.seat_names(2) == ["dark", "light"]
    assert RULES.allows_draw_offers is False
    ref = RULES.reference()
    assert ref["board"] == {"rows": 10, "cols": 10}
    table = {p["length"]: (p["count"], p["value"]) for p in ref["pieces"]}
    assert table == {3: (5, 1), 4: (4, 2), 5: (3, 3), 6: (2, 4), 7: (1, 6)}
    assert sum(c for c, _ in table.values()) == 15
    assert sum(L * c for L, (c, _) in table.items()) == 65
    assert "dark" in ref["coordinates"] and "light" in ref["coordinates"]
    json.dumps(ref)


def test_options():
    assert RULES.normalize_options(None, 2) == {}
    assert RULES.normalize_options({}, 2) == {}
    with pytest.raises(RuleError) as err:
        RULES.normalize_options({"variant": "x"}, 2)
    assert err.value.code == "invalid_option"
    with pytest.raises(RuleError) as err:
        RULES.normalize_options({}, 3)
    assert err.value.code == "invalid_option"


def test_new_game():
    st = RULES.new_state({}, 2, 123)
    v = RULES.view(st, None)
    assert v["phase"] == "placement"
    assert v["to_move"] == 0 and v["over"] is False
    assert v["hands"] == [{"3": 5, "4": 4, "5": 3, "6": 2, "7": 1}] * 2
    assert v["board"] == [None] * 100
    assert v["counters"] == [None, None]
    assert v["scores"] == [0, 0]
    # every piece length in every position that fits an empty board
    moves = RULES.legal_moves(st)
    expected = sum(2 * 10 * (11 - L) for L in (3, 4, 5, 6, 7))
    assert len(moves) == expected
    assert place(7, "03", "h") in moves and place(7, "04", "h") not in moves
    assert place(7, "30", "v") in moves and place(7, "40", "v") not in moves
    # the seed plays no part: the game has no chance
    assert RULES.dump(RULES.new_state({}, 2, 1)) == RULES.dump(RULES.new_state({}, 2, 2))


def test_coordinates():
    assert isaac.light_coordinate(0) == 99
    assert isaac.light_coordinate(95) == 4
    assert isaac.counter_cell(0, 5) == 5
    assert isaac.counter_cell(1, 30) == 69
    assert isaac.counter_cell(1, 100) is None and isaac.counter_cell(0, 104) is None


def test_placement_cells_and_view():
    st, recs = RULES.apply(RULES.new_state({}, 2, 0), 0, place(5, "04", "h"))
    assert recs == [{"seat": 0, "move": place(5, "04", "h"), "auto": False}]
    st, _ = RULES.apply(st, 1, place(4, "17", "v"))
    v = RULES.view(st, 0)
    assert v == RULES.view(st, 1) == RULES.view(st, None)  # perfect information
    p0, p1 = v["pieces"]
    assert p0["cells"] == ["04", "05", "06", "07", "08"]
    assert p0 == {"id": 0, "owner": 0, "length": 5, "value": 3, "anchor": "04",
                  "dir": "h", "cells": ["04", "05", "06", "07", "08"], "on_board": True}
    assert p1["cells"] == ["17", "27", "37", "47"]
    assert [i for i, b in enumerate(v["board"]) if b == 1] == [17, 27, 37, 47]
    assert v["hands"][0]["5"] == 2 and v["hands"][1]["4"] == 3
    assert v["to_move"] == 0


# ---------------------------------------------------------------------------
# the rule book's three scoring examples

def example1():
    """Light to move. Light's piece between Light squares 04 and 44 is the
    vertical value-3 piece on dark 55..95; the dark counter is on dark 05."""
    pieces = [
        (1, 5, "55", "v"),   # the highlighted piece: light 44..04
        (0, 3, "03", "h"),   # dark, crosses column 5 at 05 (under the dark counter)
        (1, 4, "13", "h"),   # light, crosses at 15
        (1, 5, "25", "h"),   # light, crosses at 25
        (1, 6, "30", "h"),   # light, crosses at 35
        (1, 3, "43", "h"),   # light, crosses at 45
        (0, 3, "90", "h"),   # dark, off the line
        (1, 3, "70", "h"),   # light, off the line
    ]
    return make(pieces, turn=1, scores=(5, 0))


def test_example1_thirty_points():
    st = example1()
    assert isaac.light_coordinate(55) == 44 and isaac.light_coordinate(95) == 4
    v = RULES.view(st, None)
    assert v["counters"] == ["05", "99"]
    # 4 light + 1 dark piece stay on column 5 once the piece is gone
    on_line = {v["board"][c] for c in range(5, 100, 10) if v["board"][c] is not None}
    on_line.discard(v["board"][55])
    assert len(on_line) == 5
    assert sorted(v["pieces"][i]["owner"] for i in on_line) == [0, 1, 1, 1, 1]
    assert advances_for(st, "55") == list(range(31))  # 5 x 3 x 2 = 30
    st2, recs = RULES.apply(st, 1, remove("55", 30))
    assert recs[0]["points"] == 30 and recs[0]["score"] == 30
    v2 = RULES.view(st2, None)
    assert v2["scores"] == [5, 30]
    assert v2["counters"][1] == "69"                   # Light's 30
    assert isaac.light_coordinate(int(v2["counters"][1])) == 30
    assert v2["longest_removed"] == [0, 5]
    assert 55 not in [i for i, b in enumerate(v2["board"]) if b is not None]
    assert v2["to_move"] == 0


def example2_3(dark_score):
    """Dark to move with the value-4 piece on dark 43..93; Light's last piece
    is the value-6 piece on dark 30..36, crossing column 3 and under the dark
    counter; a short dark piece on 37..39 also lies on row 3."""
    pieces = [
        (0, 6, "43", "v"),
        (1, 7, "30", "h"),
        (0, 3, "37", "h"),
    ]
    return make(pieces, turn=0, scores=(dark_score, 30), longest=(4, 5),
                hands=({}, {}))


def test_example2_four_points_and_the_sacrifice():
    st = example2_3(34)
    # 1 piece left crossing column 3, value 4, no counter on column 3
    assert RULES.legal_moves(st) == [remove("43", a) for a in range(5)]
    # Moving to 38 lets Light remove its last piece for 6 x 1 x 2 = 12.
    open_, recs = RULES.apply(st, 0, remove("43", 4))
    assert recs[0]["points"] == 4
    v = RULES.view(open_, None)
    assert v["counters"][0] == "38" and v["to_move"] == 1
    assert RULES.legal_moves(open_) == [remove("30", a) for a in range(13)]
    after, recs = RULES.apply(open_, 1, remove("30", 12))
    assert recs[0]["points"] == 12
    # Dark's 37 piece is shorter than its 6: out; Light has nothing left: out.
    assert [r["seat"] for r in recs[1:]] == [0, 1]
    assert all(r["auto"] and r["move"] == {"action": "pass"} for r in recs[1:])
    assert RULES.is_over(after)
    res = RULES.result(after)
    assert res["scores"] == [38, 42] and res["winners"] == [1]
    assert res["reason"] == "both_out"
    # The sacrifice: stop on 36, on top of Light's last piece.
    blocked, recs = RULES.apply(st, 0, remove("43", 2))
    assert RULES.view(blocked, None)["counters"][0] == "36"
    assert recs[1] == {"seat": 1, "move": {"action": "pass"}, "auto": True}
    assert RULES.view(blocked, None)["out"][1] is True
    assert RULES.is_over(blocked)  # Dark's last piece is too short: out too
    res = RULES.result(blocked)
    assert res["scores"] == [36, 30] and res["winners"] == [0]
    assert res["reason"] == "both_out"


def test_example3_eight_points():
    st = example2_3(33)  # the dark counter now stands on column 3
    assert RULES.legal_moves(st) == [remove("43", a) for a in range(9)]  # 1 x 4 x 2
    moved, _ = RULES.apply(st, 0, remove("43", 8))
    assert RULES.view(moved, None)["counters"][0] == "41"
    assert RULES.legal_moves(moved) == [remove("30", a) for a in range(7)]  # 6 x 1
    # Staying on 33..36 keeps Light's last piece covered: Light is out.
    for adv in range(4):
        blocked, recs = RULES.apply(st, 0, remove("43", adv))
        assert {"seat": 1, "move": {"action": "pass"}, "auto": True} in recs
        assert RULES.view(blocked, None)["out"][1] is True
    # 37..39 uncovers it with the dark counter on row 3: 12 points.
    for adv in (4, 5, 6):
        uncovered, _ = RULES.apply(st, 0, remove("43", adv))
        assert advances_for(uncovered, "30") == list(range(13))


# ---------------------------------------------------------------------------
# scoring details

def test_both_counters_on_the_line_multiply_by_four():
    # Dark at 02 (col 2, row 0); Light at 99 - 7 = 92 (col 2, row 9).
    pieces = [(0, 3, "32", "v"), (1, 4, "20", "h"), (1, 3, "61", "h")]
    st = make(pieces, turn=0, scores=(2, 7))
    # after removal two pieces cross column 2; value 1; both counters: x4
    assert advances_for(st, "32") == list(range(9))


def test_counter_multiplier_uses_counters_before_the_move():
    # Dark at 08 is on row 0 before the move and leaves it with the advance.
    pieces = [(0, 3, "03", "h"), (1, 3, "07", "v")]
    st = make(pieces, turn=0, scores=(8, 0))
    # row 0 after removal: light piece 07 -> N = 1; dark counter on row 0
    # (light counter at 99 is not) -> 1 x 1 x 2 = 2, although the counter
    # leaves row 0 with this very move
    assert advances_for(st, "03") == [0, 1, 2]
    st2, recs = RULES.apply(st, 0, remove("03", 2))
    assert recs[0]["points"] == 2
    assert RULES.view(st2, None)["counters"][0] == "10"


def test_zero_point_removal_is_compulsory():
    pieces = [(0, 3, "44", "h"), (1, 3, "70", "h")]
    st = make(pieces, turn=0, scores=(1, 1))
    assert RULES.legal_moves(st) == [remove("44", 0)]
    st2, recs = RULES.apply(st, 0, remove("44", 0))
    assert recs[0]["points"] == 0
    assert RULES.view(st2, None)["to_move"] == 1


def test_lands_on_opponent_counter():
    # Dark 40, Light 50 -> light counter on dark 49: Dark may not advance 9.
    pieces = [(0, 7, "30", "h"), (1, 3, "17", "v"), (1, 4, "09", "v"), (0, 4, "08", "v")]
    st = make(pieces, turn=0, scores=(40, 50))
    v = RULES.view(st, None)
    assert v["counters"] == ["40", "49"]
    # row 3 after removal: pieces 17, 09, 08 -> 3 x 6 = 18
    assert advances_for(st, "30") == [a for a in range(19) if a != 9]
    assert code_of(st, 0, remove("30", 9)) == "lands_on_opponent_counter"
    st2, _ = RULES.apply(st, 0, remove("30", 10))  # jumping over is fine
    assert RULES.view(st2, None)["counters"] == ["50", "49"]


def test_light_lands_on_opponent_counter():
    # Light 36 (dark 63), Dark 60: Light may not reach 39 (dark 60).
    pieces = [(1, 7, "02", "v"), (0, 3, "71", "h"), (0, 4, "45", "h")]
    st = make(pieces, turn=1, scores=(60, 36))
    assert RULES.view(st, None)["counters"] == ["60", "63"]
    # column 2 after removal: 71..73 crosses it -> 1 x 6 x 1 = 6
    assert advances_for(st, "02") == [0, 1, 2, 4, 5, 6]
    assert code_of(st, 1, remove("02", 3)) == "lands_on_opponent_counter"


def test_reaching_100_wins_at_once():
    pieces = [(0, 7, "30", "h"), (1, 3, "17", "v"), (1, 4, "09", "v"), (1, 3, "71", "h")]
    st = make(pieces, turn=0, scores=(95, 10))
    assert advances_for(st, "30") == list(range(13))  # 2 x 6, none blocked
    st2, recs = RULES.apply(st, 0, remove("30", 5))
    assert len(recs) == 1
    assert RULES.is_over(st2) and RULES.to_move(st2) is None
    assert RULES.legal_moves(st2) == []
    v = RULES.view(st2, None)
    assert v["counters"] == [None, "89"] and v["over"] and v["to_move"] is None
    res = RULES.result(st2)
    assert res == {"scores": [100, 10], "winners": [0], "draw": False,
                   "reason": "reached_100", "breakdown": res["breakdown"]}
    assert res["breakdown"]["tie_break"] is None
    assert code_of(st2, 1, remove("01", 0)) == "game_over"
    # advancing to 99 does not end the game
    st3, _ = RULES.apply(st, 0, remove("30", 4))
    assert not RULES.is_over(st3)


def test_light_reaching_100():
    pieces = [(1, 6, "40", "h"), (0, 3, "03", "v"), (0, 3, "27", "v")]
    st = make(pieces, turn=1, scores=(10, 97))
    st2, _ = RULES.apply(st, 1, remove("40", 3))
    assert RULES.result(st2)["winners"] == [1]
    assert RULES.result(st2)["reason"] == "reached_100"


def test_locked_under_counters():
    # Start of scoring: counters on dark 00 and dark 99.
    pieces = [
        (0, 3, "00", "h"),   # under Dark's own counter
        (0, 4, "69", "v"),   # under Light's counter (99)
        (0, 3, "50", "h"),   # free
        (1, 5, "10", "h"),
        (1, 3, "96", "h"),   # next to Light's counter, not under it
        (1, 3, "07", "v"),
    ]
    st = make(pieces, turn=0, scores=(0, 0))
    cells = {m["cell"] for m in RULES.legal_moves(st)}
    assert cells == {"50"}
    assert code_of(st, 0, remove("00", 0)) == "locked_under_counter"
    assert code_of(st, 0, remove("69", 0)) == "locked_under_counter"
    # a light piece under the dark counter is locked for Light too
    st_l = make([(1, 4, "02", "v"), (1, 3, "00", "v"), (0, 3, "55", "h")],
                turn=1, scores=(2, 0))
    assert code_of(st_l, 1, remove("02", 0)) == "locked_under_counter"
    assert {m["cell"] for m in RULES.legal_moves(st_l)} == {"00"}


def test_too_short_and_equal_is_fine():
    pieces = [(0, 3, "50", "h"), (0, 4, "60", "h"), (0, 4, "70", "h"), (1, 3, "44", "v")]
    st = make(pieces, turn=0, scores=(3, 3), longest=(4, 3))
    assert code_of(st, 0, remove("50", 0)) == "too_short"
    assert {m["cell"] for m in RULES.legal_moves(st)} == {"60", "70"}


def test_out_player_stays_out_even_when_uncovered():
    # Light's only piece (03..23) lies under the dark counter on 03.
    pieces = [(0, 3, "50", "h"), (0, 3, "80", "h"), (0, 4, "37", "v"),
              (1, 3, "03", "v")]
    # Not yet out: once Dark's counter moves on (03 -> 04), Light plays.
    st = make(pieces, turn=0, scores=(3, 0))
    st2, recs = RULES.apply(st, 0, remove("50", 1))  # row 5: 1 x 1 x 1
    v = RULES.view(st2, None)
    assert v["counters"][0] == "04"
    assert v["to_move"] == 1 and v["out"] == [False, False] and len(recs) == 1
    # Already out (it passed earlier): uncovering the piece changes nothing.
    st = make(pieces, turn=0, scores=(3, 0), out=(False, True))
    st2, recs = RULES.apply(st, 0, remove("50", 1))
    v = RULES.view(st2, None)
    assert v["out"] == [False, True] and v["to_move"] == 0
    assert len(recs) == 1
    assert {m["cell"] for m in RULES.legal_moves(st2)} == {"80", "37"}


def test_other_player_continues_alone_then_both_out():
    pieces = [(0, 3, "50", "h"), (0, 4, "60", "h"), (0, 3, "56", "v"),
              (1, 3, "00", "v")]
    # Light's piece under the dark counter on 00: after Dark's move, Light
    # cannot remove and is out; Dark plays on alone.
    st = make(pieces, turn=0, scores=(0, 0))
    st2, recs = RULES.apply(st, 0, remove("50", 0))
    assert recs[1:] == [{"seat": 1, "move": {"action": "pass"}, "auto": True}]
    v = RULES.view(st2, None)
    assert v["out"] == [False, True] and v["to_move"] == 0
    st3, recs = RULES.apply(st2, 0, remove("60", 1))
    assert recs[1:] == [{"seat": 0, "move": {"action": "pass"}, "auto": True}]
    res = RULES.result(st3)
    assert res["scores"] == [1, 0] and res["winners"] == [0]
    assert res["reason"] == "both_out" and res["draw"] is False


# ---------------------------------------------------------------------------
# tie-break (ruling 7)

def tied_end(dark_hand, light_hand):
    """Dark's last removal, worth 0, leaves both out with 5 points each."""
    pieces = [(0, 3, "50", "h")]
    st = make(pieces, turn=0, scores=(5, 5), out=(False, True),
              hands=(dark_hand, light_hand))
    st2, recs = RULES.apply(st, 0, remove("50", 0))
    assert RULES.is_over(st2)
    return RULES.result(st2)


def test_tie_break_longer_line_wins():
    res = tied_end({3: 1}, {4: 1})
    assert res["reason"] == "tie_break" and res["winners"] == [1]
    assert res["draw"] is False and res["scores"] == [5, 5]
    tb = res["breakdown"]["tie_break"]
    assert tb["unplaced_length"] == [3, 4] and tb["decided_by"] == "unplaced_length"
    res = tied_end({7: 1, 3: 1}, {4: 2})
    assert res["winners"] == [0]
    assert res["breakdown"]["tie_break"]["unplaced_length"] == [10, 8]


def test_tie_break_fewer_pieces_wins():
    res = tied_end({3: 2}, {6: 1})
    assert res["winners"] == [1]
    tb = res["breakdown"]["tie_break"]
    assert tb["unplaced_length"] == [6, 6] and tb["unplaced_count"] == [2, 1]
    assert tb["decided_by"] == "unplaced_count"
    res = tied_end({7: 1}, {3: 1, 4: 1})
    assert res["winners"] == [0]


def test_tie_break_dark_wins_last():
    res = tied_end({4: 1}, {4: 1})
    assert res["winners"] == [0]
    assert res["breakdown"]["tie_break"]["decided_by"] == "dark_started"
    res = tied_end({}, {})
    assert res["winners"] == [0]
    assert res["breakdown"]["tie_break"]["unplaced_length"] == [0, 0]


def test_pieces_left_on_board_do_not_count_in_tie_break():
    # Light keeps a long piece on the board (too short to remove) but has
    # nothing in hand; Dark has a 3 in hand: Dark wins.
    pieces = [(0, 3, "50", "h"), (1, 7, "80", "h")]
    st = make(pieces, turn=0, scores=(5, 5), out=(False, True),
              hands=({3: 1}, {}))
    st2, _ = RULES.apply(st, 0, remove("50", 0))
    res = RULES.result(st2)
    assert res["winners"] == [0]
    assert res["breakdown"]["tie_break"]["unplaced_length"] == [3, 0]


# ---------------------------------------------------------------------------
# placement phase passes (ruling 2)

def filled(empty: set[int], owners=(0, 1)):
    """Pieces filling every cell but ``empty``, row by row (each run of
    cells split into parts of 3..7), owners alternating."""
    pieces = []
    n = 0
    for r in range(10):
        c = 0
        while c < 10:
            if r * 10 + c in empty:
                c += 1
                continue
            run = 0
            while c + run < 10 and r * 10 + c + run not in empty:
                run += 1
            assert run >= 3, "test layout error"
            parts = []
            left = run
            while left > 7:
                take = 5 if left - 5 >= 3 else 4
                parts.append(take)
                left -= take
            parts.append(left)
            for p in parts:
                pieces.append((owners[n % 2], p, f"{r * 10 + c:02d}", "h"))
                n += 1
                c += p
    return pieces


def test_placement_pass_and_solo_play():
    # Two three-cell holes (00-02, 20-22); Light holds only a 7, Dark two 3s.
    empty = {0, 1, 2, 20, 21, 22}
    st = make(filled(empty), phase="placement", turn=0,
              hands=({3: 2}, {7: 1}), first_passer=-1)
    assert sorted(m["cell"] for m in RULES.legal_moves(st)) == ["00", "20"]
    st2, recs = RULES.apply(st, 0, place(3, "00", "h"))
    assert recs[1:] == [{"seat": 1, "move": {"action": "pass"}, "auto": True}]
    v = RULES.view(st2, None)
    assert v["passed"] == [False, True] and v["first_passer"] == 1
    assert v["to_move"] == 0 and v["phase"] == "placement"
    # Dark places alone; then it is stuck (nothing left) and scoring starts
    # with Light, the first to pass.
    st3, recs = RULES.apply(st2, 0, place(3, "20", "h"))
    assert recs[1:] == [{"seat": 0, "move": {"action": "pass"}, "auto": True}]
    v = RULES.view(st3, None)
    assert v["phase"] == "scoring" and v["passed"] == [True, True]
    assert v["first_passer"] == 1 and v["to_move"] == 1
    assert v["counters"] == ["00", "99"]
    assert v["hands"][1] == {"3": 0, "4": 0, "5": 0, "6": 0, "7": 1}
    assert code_of(st3, 1, place(7, "00", "h")) == "wrong_phase"


def test_placement_pass_when_space_too_small_for_every_piece():
    # Dark holds only 4s and finds only 3-cell holes; Light holds 3s.
    empty = {0, 1, 2, 30, 31, 32, 60, 61, 62}
    st = make(filled(empty), phase="placement", turn=1,
              hands=({4: 2}, {3: 3}), first_passer=-1)
    st2, recs = RULES.apply(st, 1, place(3, "30", "h"))
    assert [r["seat"] for r in recs[1:]] == [0]
    assert RULES.view(st2, None)["first_passer"] == 0
    st3, _ = RULES.apply(st2, 1, place(3, "00", "h"))
    st4, recs = RULES.apply(st3, 1, place(3, "60", "h"))
    # Light stuck: both passed; Dark (first passer) starts scoring
    v = RULES.view(st4, None)
    assert v["phase"] == "scoring" and v["to_move"] == 0
    assert recs[1] == {"seat": 1, "move": {"action": "pass"}, "auto": True}


def test_scoring_starter_who_cannot_remove_passes_at_once():
    # Dark passes first in placement, but its only piece lies under its own
    # counter at 00 when scoring starts: it passes and is out at once.
    empty = {50, 51, 52}
    pieces = filled(empty, owners=(1, 1))
    pieces[0] = (0, pieces[0][1], pieces[0][2], "h")  # dark piece on 00
    st = make(pieces, phase="placement", turn=1, hands=({4: 1}, {3: 1}),
              passed=(True, False), first_passer=0)
    st2, recs = RULES.apply(st, 1, place(3, "50", "h"))
    assert recs[1:] == [{"seat": 1, "move": {"action": "pass"}, "auto": True},
                        {"seat": 0, "move": {"action": "pass"}, "auto": True}]
    v = RULES.view(st2, None)
    assert v["phase"] == "scoring" and v["out"] == [True, False]
    assert v["to_move"] == 1


def test_wrong_phase_remove_in_placement():
    st = RULES.new_state({}, 2, 0)
    st, _ = RULES.apply(st, 0, place(3, "00", "h"))
    assert code_of(st, 1, remove("00", 0)) == "wrong_phase"


# ---------------------------------------------------------------------------
# refusals

def test_placement_refusals():
    st = RULES.new_state({}, 2, 0)
    st, _ = RULES.apply(st, 0, place(7, "00", "h"))
    assert code_of(st, 0, place(3, "50", "h")) == "not_your_turn"
    assert code_of(st, 1, place(3, "08", "h")) == "off_board"
    assert code_of(st, 1, place(4, "70", "v")) == "off_board"
    assert code_of(st, 1, place(3, "05", "v")) == "overlap"
    st2, _ = RULES.apply(st, 1, place(7, "10", "h"))
    assert code_of(st2, 0, place(7, "20", "h")) == "piece_not_available"
    for bad in [
        {"action": "place", "length": 8, "cell": "50", "dir": "h"},
        {"action": "place", "length": 2, "cell": "50", "dir": "h"},
        {"action": "place", "length": "3", "cell": "50", "dir": "h"},
        {"action": "place", "length": True, "cell": "50", "dir": "h"},
        {"action": "place", "length": 3, "cell": 50, "dir": "h"},
        {"action": "place", "length": 3, "cell": "5", "dir": "h"},
        {"action": "place", "length": 3, "cell": "100", "dir": "h"},
        {"action": "place", "length": 3, "cell": "5a", "dir": "h"},
        {"action": "place", "length": 3, "cell": "50", "dir": "d"},
        {"action": "place", "length": 3, "cell": "50"},
        {"action": "place", "length": 3, "cell": "50", "dir": "h", "x": 1},
        {"action": "pass"},
        {"action": "jump"},
        {"length": 3},
        "P3 50h",
    ]:
        assert code_of(st2, 0, bad) == "invalid_move", bad
    # the state given to apply is never changed
    before = RULES.dump(st2)
    RULES.apply(st2, 0, place(3, "50", "h"))
    assert RULES.dump(st2) == before


def test_removal_refusals():
    pieces = [(0, 5, "24", "h"), (1, 3, "44", "v"), (0, 3, "61", "v"),
              (1, 4, "03", "v")]
    st = make(pieces, turn=0, scores=(10, 10), longest=(5, 0),
              hands=({3: 1}, {}))
    assert code_of(st, 1, remove("44", 0)) == "not_your_turn"
    assert code_of(st, 0, place(3, "90", "h")) == "wrong_phase"
    assert code_of(st, 0, remove("25", 0)) == "no_piece_there"   # not the anchor
    assert code_of(st, 0, remove("99", 0)) == "no_piece_there"   # empty
    assert code_of(st, 0, remove("44", 0)) == "no_piece_there"   # Light's piece
    assert code_of(st, 0, remove("61", 0)) == "too_short"
    # row 2 after removal: 03 (light, 03..33 crosses row 2) -> 1 x 3 x 1
    assert advances_for(st, "24") == [0, 1, 2, 3]
    assert code_of(st, 0, remove("24", 4)) == "advance_too_far"
    assert code_of(st, 0, remove("24", -1)) == "invalid_move"
    for bad in [remove("24", "1"), remove("24", 1.0), remove("24", True),
                {"action": "remove", "cell": "24"},
                {"action": "remove", "cell": "24", "advance": 0, "length": 5},
                remove(24, 0), remove("2", 0)]:
        assert code_of(st, 0, bad) == "invalid_move", bad
    st2 = make(pieces, turn=0, scores=(26, 10), longest=(5, 0))
    assert code_of(st2, 0, remove("24", 0)) == "locked_under_counter"


def test_game_over_refusals_and_resign():
    st = RULES.new_state({}, 2, 0)
    done = RULES.resign(st, 0)
    assert RULES.is_over(done) and not RULES.is_over(st)
    res = RULES.result(done)
    assert res["winners"] == [1] and res["reason"] == "resignation"
    assert res["draw"] is False and res["scores"] == [0, 0]
    assert code_of(done, 0, place(3, "00", "h")) == "game_over"
    assert code_of(done, 1, place(3, "00", "h")) == "game_over"
    with pytest.raises(RuleError) as err:
        RULES.resign(done, 1)
    assert err.value.code == "game_over"
    mid = example1()
    res = RULES.result(RULES.resign(mid, 1))
    assert res["winners"] == [0] and res["scores"] == [5, 0]
    with pytest.raises(RuleError):
        RULES.agree_draw(mid)


# ---------------------------------------------------------------------------
# notation, persistence, views

def test_notation():
    assert isaac.notation(place(5, "04", "h")) == "P5 04h"
    assert isaac.notation(remove("04", 12)) == "X 04 +12"
    assert isaac.notation({"action": "pass"}) == "pass"
    assert isaac.parse_notation("P5 04h") == place(5, "04", "h")
    assert isaac.parse_notation(" p7 30V ") == place(7, "30", "v")
    assert isaac.parse_notation("X 04 +12") == remove("04", 12)
    assert isaac.parse_notation("x 93 0") == remove("93", 0)
    assert isaac.parse_notation("pass") == {"action": "pass"}
    for bad in ["P5 4h", "P5 04", "X 04 -3", "Q", "", "P5 04h X"]:
        with pytest.raises(RuleError) as err:
            isaac.parse_notation(bad)
        assert err.value.code == "invalid_move"


def test_dump_load_and_sample_state_rebuild_exactly():
    for st in (RULES.new_state({}, 2, 0), example1(), example2_3(34)):
        data = json.loads(json.dumps(RULES.dump(st)))
        assert RULES.load(data) == st
        v = json.loads(json.dumps(RULES.view(st, 0)))
        assert RULES.sample_state(v, 0, None) == st
    st, _ = RULES.apply(example1(), 1, remove("55", 30))
    assert RULES.load(json.loads(json.dumps(RULES.dump(st)))) == st
    v = json.loads(json.dumps(RULES.ai_view(st, 1)))
    assert RULES.sample_state(v, 1, None) == st
    assert v["pieces"][0]["on_board"] is False
    done = RULES.resign(st, 0)
    assert RULES.load(json.loads(json.dumps(RULES.dump(done)))) == done
    assert RULES.sample_state(json.loads(json.dumps(RULES.view(done, None))), 0, None) == done
