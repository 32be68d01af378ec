"""The table picker (``shared/matchmaking.py``), pure: the quality matches
OpenSkill's, no ticket sits twice, the window widens with the wait, tables of
four wait a moment for their fourth, AI at the nearest level."""

from __future__ import annotations

import math
import random

import pytest

from shared import matchmaking as mm
from shared import ratings
from shared.ratings import Rating


def waiting(i: int, mu: float, waited: float = 0.0, seats=(2, 2), players: int = 1,
            ai_after: float | None = None, sigma: float = 2.0) -> mm.Waiting:
    return mm.Waiting(f"t{i}", [f"p{i}-{k}" for k in range(players)],
                      [Rating(mu, sigma)] * players, seats[0], seats[1], waited, ai_after)


def test_two_seat_quality_is_openskill_s():
    rng = random.Random(3)
    for _ in range(50):
        a, b = (Rating(rng.gauss(25, 5), rng.uniform(1, 8.3)) for _ in range(2))
        p = ratings.win_probabilities([a, b])
        assert mm.win_probabilities([a, b]) == pytest.approx(p)
        assert mm.quality([a, b]) == pytest.approx(1 - 2 * abs(p[0] - 0.5))


def test_the_window_widens_with_the_wait():
    assert [mm.min_quality(w) for w in (0, 4.9, 5, 12, 25, 31)] == [0.8, 0.8, 0.7, 0.5, 0.25, 0.0]
    far = [waiting(0, 20.0), waiting(1, 30.0)]
    assert mm.pick_tables(far, "osiron") == []
    for t in far:
        t.waited = 31.0
    assert len(mm.pick_tables(far, "osiron")) == 1


@pytest.mark.parametrize("n", [7, 200, 3000])
def test_pairs_take_no_ticket_twice_and_pair_neighbours(n):
    rng = random.Random(n)
    tickets = [waiting(i, rng.gauss(25, 4), rng.uniform(0, 3)) for i in range(n)]
    tables = mm.pick_tables(tickets, "osiron")
    ids = [t.id for table in tables for t in table.tickets]
    assert len(ids) == len(set(ids)) and all(len(t.tickets) == 2 for t in tables)
    assert len(tables) >= (n // 2) * 0.9 or n < 10  # a few are too far apart to pair
    assert all(mm.quality(t.ratings) >= 0.8 for t in tables)


def test_four_wait_for_the_fourth_then_take_three():
    three = [waiting(i, 25.0, 0.5, seats=(3, 4)) for i in range(3)]
    assert mm.pick_tables(three, "isis-osiris") == []
    four = [*three, waiting(3, 25.0, 0.1, seats=(3, 4))]
    assert [t.seats for t in mm.pick_tables(four, "isis-osiris")] == [4]
    for t in three:
        t.waited = mm.FULL_TABLE_GRACE
    assert [t.seats for t in mm.pick_tables(three, "isis-osiris")] == [3]


def test_a_party_sits_together():
    party = waiting(0, 25.0, seats=(4, 4), players=2)
    others = [waiting(1, 25.0, seats=(4, 4)), waiting(2, 25.0, seats=(4, 4))]
    tables = mm.pick_tables([party, *others], "isis-osiris")
    assert len(tables) == 1 and tables[0].seats == 4 and len(tables[0].ratings) == 4


def test_ai_fills_at_the_nearest_level():
    levels = ratings.AI_RATINGS["osiron"]  # the calibrated ratings (docs/ratings.md)
    lone = waiting(0, levels["easy"].mu + 0.5, 3.0, ai_after=2)
    [table] = mm.pick_tables([lone], "osiron")
    assert (table.seats, table.ai_seats, table.ai_level) == (2, 1, "easy")
    for level, rating in levels.items():
        assert mm.nearest_ai_level("osiron", rating.mu + 0.1) == level
    assert not mm.pick_tables([waiting(1, 25.0, 1.0, ai_after=2)], "osiron")


def test_pool_ids_are_canonical():
    assert mm.pool_id("osiron", {"a": 1, "b": 2}, None, False) == mm.pool_id(
        "osiron", {"b": 2, "a": 1}, None, False)
    assert mm.pool_id("osiron", {}, None, True) != mm.pool_id("osiron", {}, None, False)
    assert not math.isnan(mm.favourite([Rating(25, 8), Rating(25, 8)]))
