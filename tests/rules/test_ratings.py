"""shared/ratings.py: rating updates and places from a game's result (no games played)."""

import pytest

from shared import ratings
from shared.games import GAMES
from shared.ratings import NEW_PLAYER, Rating, places_of, update, win_probabilities


def finished(result, seats=2):
    return {"status": "finished", "seats": [{} for _ in range(seats)], "result": result}


def result(winners, scores=None, draw=False):
    return {"winners": winners, "scores": scores, "draw": draw, "reason": "x", "breakdown": None}


def test_two_players_winner_rises_loser_falls():
    a, b = update([NEW_PLAYER, NEW_PLAYER], [1, 2])
    assert a.mu > NEW_PLAYER.mu > b.mu
    assert a.sigma < NEW_PLAYER.sigma and b.sigma < NEW_PLAYER.sigma
    # symmetric from equal ratings
    assert a.mu - NEW_PLAYER.mu == pytest.approx(NEW_PLAYER.mu - b.mu)


def test_upset_moves_more_than_the_expected_result():
    strong, weak = Rating(30, 3), Rating(20, 3)
    expected = update([strong, weak], [1, 2])
    upset = update([strong, weak], [2, 1])
    assert upset[1].mu - weak.mu > expected[0].mu - strong.mu > 0


def test_draw_between_equals_keeps_mu():
    a, b = update([NEW_PLAYER, NEW_PLAYER], [1, 1])
    assert a.mu == pytest.approx(NEW_PLAYER.mu) and b.mu == pytest.approx(NEW_PLAYER.mu)
    assert a.sigma < NEW_PLAYER.sigma


def test_four_players_changes_follow_the_finishing_order():
    before = [NEW_PLAYER] * 4
    places = [3, 1, 4, 2]
    after = update(before, places)
    change = [r.mu - NEW_PLAYER.mu for r in after]
    by_place = [change[seat] for seat in sorted(range(4), key=places.__getitem__)]
    assert by_place == sorted(by_place, reverse=True)
    assert by_place[0] > 0 > by_place[-1]


def test_fixed_seats_keep_their_rating():
    ai = ratings.ai_rating("osiron", "hard")
    person, machine = update([NEW_PLAYER, ai], [1, 2], fixed=[False, True])
    assert machine == ai
    assert person.mu > NEW_PLAYER.mu
    three = update([NEW_PLAYER, ai, NEW_PLAYER], [2, 3, 1], fixed=[False, True, False])
    assert three[1] == ai


def test_win_probabilities():
    p = win_probabilities([NEW_PLAYER, NEW_PLAYER])
    assert p == pytest.approx([0.5, 0.5])
    strong = win_probabilities([Rating(35, 2), Rating(20, 2), Rating(25, 2)])
    assert sum(strong) == pytest.approx(1.0)
    assert strong[0] > strong[2] > strong[1]


def test_rating_properties():
    assert NEW_PLAYER.provisional and NEW_PLAYER.conservative == pytest.approx(0.0)
    settled = Rating(27.0, 2.0)
    assert not settled.provisional and settled.conservative == pytest.approx(21.0)
    assert settled.as_dict() == {"mu": 27.0, "sigma": 2.0}


def test_ai_ratings_cover_every_game_and_level_in_order():
    assert set(ratings.AI_RATINGS) == set(GAMES)
    for game, levels in ratings.AI_RATINGS.items():
        mus = [levels[level].mu for level in ("random", "easy", "medium", "hard")]
        assert mus == sorted(mus), game
        assert all(not r.provisional for r in levels.values())
    assert ratings.ai_rating("no-such-game", "hard") == NEW_PLAYER


def test_places_two_players_win_and_draw():
    assert places_of(finished(result([1])), []) == [2, 1]
    assert places_of(finished(result([], draw=True)), []) == [1, 1]


def test_places_by_score_with_shared_first():
    doc = finished(result([0, 2], scores=[10, 4, 10, 7]), seats=4)
    assert places_of(doc, []) == [1, 4, 1, 3]
    # a winner comes first even with a lower score; equal losers share a place
    doc = finished(result([3], scores=[5, 5, 1, 2]), seats=4)
    assert places_of(doc, []) == [2, 2, 4, 1]


def test_places_without_scores_share_the_place_after_the_winners():
    doc = finished(result([1]), seats=3)
    assert places_of(doc, []) == [2, 1, 2]


def test_places_seats_that_gave_up_come_last_earliest_last():
    doc = finished(result([2], scores=[9, 3, 8, 1]), seats=4)
    history = [{"type": "created"},
               {"type": "resigned", "seat": 0, "replaced_by": "ai"},
               {"type": "moved", "seat": 1},
               {"type": "timed_out", "seat": 3, "replaced_by": "ai"}]
    # seat 0 (the AI played it on to the top score) gave up first: last
    assert places_of(doc, history) == [4, 2, 1, 3]
    # even the winning seat, once given up, comes after those who played on
    doc = finished(result([0], scores=[9, 3, 8, 1]), seats=4)
    assert places_of(doc, history[:2]) == [4, 2, 1, 3]


def test_places_two_player_resignation_is_a_plain_loss():
    history = [{"type": "resigned", "seat": 0}]  # no replaced_by with two players
    assert places_of(finished(result([1])), history) == [2, 1]


@pytest.mark.parametrize("status", ["cancelled", "expired", "abandoned", "active", "scoring"])
def test_places_unrated_statuses(status):
    doc = {"status": status, "seats": [{}, {}], "result": result([0])}
    assert places_of(doc, []) is None


def test_places_finished_without_result():
    assert places_of({"status": "finished", "seats": [{}, {}], "result": None}, []) is None
