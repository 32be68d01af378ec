"""Osiron: the alpha-beta search of ``hard`` sees one- and two-move tactics
and beats the one-ply ``easy`` player; ``easy`` is a true one-ply greedy."""

from __future__ import annotations

import random

import pytest

from ai_positions import new, play_random
from services.worker.ai import choose_move
from shared.games import GAMES

RULES = GAMES["osiron"]


def _winning_moves(rules, state):
    """Moves that win at once for the seat to move."""
    seat = rules.to_move(state)
    out = []
    for move in rules.legal_moves(state):
        after, _ = rules.apply(state, seat, move)
        res = rules.result(after) if rules.is_over(after) else None
        if res and res["winners"] == [seat]:
            out.append(move)
    return out


def _loses_at_once(rules, state, move):
    """Whether ``move`` loses at once or lets the opponent win with its reply."""
    seat = rules.to_move(state)
    after, _ = rules.apply(state, seat, move)
    if rules.is_over(after):
        return seat not in rules.result(after)["winners"]
    return bool(_winning_moves(rules, after)) and rules.to_move(after) != seat


def _tactical_positions(kind, count):
    """Positions from random play (random set-ups) where the seat to move can
    win at once (``win``) or must parry a threat (``parry``: some moves let
    the opponent win next turn, others do not)."""
    rng = random.Random(5)
    found = []
    for seed in range(400):
        rules, state = new("osiron", {"setup": "random"}, seed=seed)
        for _ in range(60):
            if rules.is_over(state):
                break
            moves = rules.legal_moves(state)
            if kind == "win" and _winning_moves(rules, state):
                found.append(state)
                break
            if kind == "parry" and not _winning_moves(rules, state):
                bad = [m for m in moves if _loses_at_once(rules, state, m)]
                if bad and len(bad) < len(moves) and len(bad) >= len(moves) // 3:
                    found.append(state)
                    break
            state = play_random(rules, state, 1, rng)
        if len(found) >= count:
            break
    assert len(found) >= count
    return found


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_a_win_in_one(level):
    for state in _tactical_positions("win", 6):
        seat = RULES.to_move(state)
        d = choose_move(RULES, RULES.ai_view(state, seat), seat, level, iterations=300, seed=1)
        assert d["move"] in _winning_moves(RULES, state)


def test_hard_parries_a_threat():
    for state in _tactical_positions("parry", 8):
        seat = RULES.to_move(state)
        d = choose_move(RULES, RULES.ai_view(state, seat), seat, "hard", iterations=400, seed=2)
        assert not _loses_at_once(RULES, state, d["move"])


def test_easy_is_one_ply():
    """``easy`` does not look at the reply: in some of these positions it
    lets the opponent win, which ``hard`` never does."""
    blunders = 0
    for state in _tactical_positions("parry", 8):
        seat = RULES.to_move(state)
        d = choose_move(RULES, RULES.ai_view(state, seat), seat, "easy", seed=2)
        blunders += _loses_at_once(RULES, state, d["move"])
    assert blunders >= 1


def test_hard_search_reports_its_work():
    rules, state = new("osiron")
    d = choose_move(rules, rules.ai_view(state, 0), 0, "hard", iterations=2000, seed=0, top=4)
    assert 2000 <= d["iterations"] <= 2001
    assert d["alternatives"][0]["move"] == d["move"]
    assert len(d["alternatives"]) == 4


def test_hard_beats_easy():
    """Two games from the beginner set-up, a small fixed amount of search:
    ``hard`` never loses and wins at least one."""
    wins = losses = 0
    for game in range(2):
        rules, state = new("osiron")
        hard_seat = game % 2
        ply = 0
        while not rules.is_over(state):
            seat = rules.to_move(state)
            level = "hard" if seat == hard_seat else "easy"
            d = choose_move(rules, rules.ai_view(state, seat), seat, level, iterations=3000,
                            seed=ply + 10 * game)
            state, _ = rules.apply(state, seat, d["move"])
            ply += 1
        winners = rules.result(state)["winners"]
        wins += winners == [hard_seat]
        losses += winners == [1 - hard_seat]
    assert losses == 0 and wins >= 1


def _hard_move(state, nodes=3000):
    """``hard``'s alpha-beta choice on ``state`` (the game's repetition
    table included), with a fixed amount of work."""
    from services.worker.ai.knowledge import adapter_for
    ranked, _, _ = adapter_for(RULES).alphabeta(state, random.Random(0), max_nodes=nodes)
    return ranked[0][0]


def test_hard_plays_on_rather_than_repeat():
    """A position already met in the game scores as a draw, and a draw
    scores below a level position for the searching seat (contempt): from
    a level position ``hard`` does not walk back into a known position, even
    where it was its first choice."""
    from shared.games.osiron import rules as og
    for seed in range(4):
        rules, state = new("osiron")
        state = play_random(rules, state, 6, random.Random(seed))
        first = _hard_move(state)
        after = state.copy()
        og.fast_apply(after, first)
        assert not after.over
        seen = state.copy()
        seen.rep[og._key(after)] = 1  # as if the game had been there before
        assert _hard_move(seen) != first


def _search(state, depth, extend):
    """Best move and score of ``hard``'s alpha-beta limited to ``depth``
    plies, with ``extend`` plies of threat extension (no trap check)."""
    from services.worker.ai.knowledge import adapter_for
    from shared.games.osiron import knowledge as ko
    from shared.games.osiron import rules as og
    ab = ko.AlphaBeta(state, random.Random(0), None, 50_000, adapter_for(RULES))
    ab.extend = extend
    ab.trap_weight = 0
    s = state.to_move
    ranked, _ = ab.run(state.masks[s], state.masks[1 - s], s, state.ply, state.forbidden,
                       og.fast_moves(state), max_depth=depth)
    return ranked[0]


def test_hard_reads_threats_beyond_its_depth():
    """Light wins by force in five plies (a threat, the forced parry, then
    two holes at once). A leaf whose side to move faces a hole is searched
    further, so a 3-ply search already proves the win; without the
    extension it takes 5 plies."""
    from shared.games.osiron import knowledge as ko
    from shared.games.osiron import rules as og
    light = "I0 I1 I3 I5 M2 M3 O2 O3 O4 O5 O7 O8".split()
    layout = {s: ("light" if s in light else "dark") for s in og.SPACES}
    _, state = new("osiron", {"setup": "custom", "layout": layout})
    won = ko._WIN - 1000
    assert _search(state, 3, 0)[1] < won
    assert _search(state, 5, 0)[1] >= won
    assert _search(state, 3, 6)[1] >= won
