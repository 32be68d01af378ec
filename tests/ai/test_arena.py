"""The arena's seating and scoring: the figures quoted for the AI rest on them."""

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "arena", Path(__file__).resolve().parents[2] / "bench" / "arena.py")
arena = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(arena)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_split_seating_is_fair_to_both_agents(players):
    tables = arena.seatings(players, "split")
    a_count = Counter(seat for seats in tables for seat in seats)
    b_count = Counter(seat for seats in tables for seat in range(players) if seat not in seats)
    # every seat is A's as often as B's, so neither agent is favoured by a seat
    assert a_count == b_count == Counter({seat: len(tables) // 2 for seat in range(players)})
    # and A holds as many seats in all as B does
    assert sum(len(seats) for seats in tables) * 2 == players * len(tables)


def test_split_seating_alternates_at_four_and_mixes_majorities_at_three():
    assert arena.seatings(4, "split") == [frozenset({0, 2}), frozenset({1, 3})]
    three = arena.seatings(3, "split")
    assert sorted(len(seats) for seats in three) == [1, 1, 1, 2, 2, 2]
    assert len(set(three)) == 6


def test_one_seating_puts_a_in_each_seat_once():
    assert arena.seatings(4, "one") == [frozenset({s}) for s in range(4)]


@pytest.mark.parametrize("winners, draw, a_seats, expected", [
    ([0], False, {0}, "W"),
    ([1], False, {0}, "L"),
    ([0, 1], False, {0}, "D"),            # two players sharing first: a draw
    ([0, 2], False, {0, 2}, "W"),         # first shared by A seats only
    ([1, 2], False, {0, 2}, "D"),         # first shared by an A and a B seat
    ([1, 3], False, {0, 2}, "L"),
    ([0, 1, 2], True, {1}, "D"),          # every seat tied
])
def test_outcome_is_read_from_the_first_place(winners, draw, a_seats, expected):
    result = {"winners": winners, "draw": draw}
    assert arena.outcome_for(result, frozenset(a_seats)) == expected


def test_a_real_game_is_scored_for_the_agents_seats():
    outcome, stats = arena.play_game("isis-osiris", 4, "easy", "random", frozenset({1, 3}),
                                     seed=5, seconds_a=None, seconds_b=None)
    assert outcome in ("W", "D", "L")
    # two A seats against two B seats: four head-to-head pairs
    assert sum(stats["pairs"]) == 4
    assert stats["a"][0] > 0 and stats["b"][0] > 0


def test_a_three_player_split_arena_reports_both_readings(capsys):
    arena.main(["--game", "isis-osiris", "--players", "3", "--a", "easy", "--b", "random",
                "--games", "6"])
    out = capsys.readouterr().out
    total = out.split("A W/D/L = ")[1].split()[0]
    parts = [out.split(f"A in {k} of 3 seats: W/D/L = ")[1].split()[0] for k in (1, 2)]
    # the games where A sits alone and those where it holds two seats make up the whole
    sums = [sum(int(p.split("/")[i]) for p in parts) for i in range(3)]
    assert sums == [int(x) for x in total.split("/")]
    assert all(sum(map(int, p.split("/"))) == 3 for p in parts)
    # finishing first or sharing first: the wins and the draws (shared with B)
    w, d, _ = (int(x) for x in total.split("/"))
    assert f"A first or sharing first = {w + d}/6 " in out
