"""Notation: every move the rules produce reads back as itself.

For every legal move of every position of random games (and every record
the rules write, automatic passes included), ``parse_notation`` of
``format_notation`` gives the same move, and different moves are written
differently."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.games import GAMES, RuleError
from shared.notation import format_move, parse_move

CONFIGS = {
    "isis-osiris": [(2, {}), (3, {"reserve": "common"}), (4, {"rounds": 2})],
    "osiron": [(2, {}), (2, {"setup": "placement", "movement": "advanced"}),
               (2, {"setup": "random"})],
    "isaac": [(2, {})],
}


def check_round_trip(rules, move: dict) -> str:
    text = format_move(rules, move)
    assert parse_move(rules, text) == move, (move, text)
    return text


@pytest.mark.parametrize("game_type", sorted(GAMES))
@settings(max_examples=25)
@given(seed=st.integers(0, 2**32), config=st.integers(0, 2))
def test_parse_inverts_format_for_every_legal_move(game_type, seed, config):
    rules = GAMES[game_type]
    players, options = CONFIGS[game_type][config % len(CONFIGS[game_type])]
    state = rules.new_state(rules.normalize_options(options, players), players, seed)
    rng = random.Random(seed)
    for _ in range(300):
        if rules.is_over(state):
            break
        moves = rules.legal_moves(state)
        texts = [check_round_trip(rules, m) for m in moves]
        assert len(set(texts)) == len(texts)  # one text per move
        state, records = rules.apply(state, rules.to_move(state), rng.choice(moves))
        for record in records:  # passes the rules played are written too
            check_round_trip(rules, record["move"])


@pytest.mark.parametrize("game_type, text", [
    ("isis-osiris", " s C4 "), ("isis-osiris", "r"), ("osiron", "i0 x m0"), ("isaac", "p5 04H")])
def test_loose_input_reads_as_the_canonical_text(game_type, text):
    rules = GAMES[game_type]
    move = parse_move(rules, text)
    assert parse_move(rules, format_move(rules, move)) == move
    assert format_move(rules, move) != text


# -- refusals of a move's shape --------------------------------------------------------------

BAD_SHAPES = [None, 7, [], {}, {"action": "dance"}, {"action": "pass"}]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_refusal_of_a_moves_shape_says_how_a_move_is_written(name):
    """One style for `invalid_move` in every game: the reason, then an example
    of a move as JSON and in the game's own notation (which really reads)."""
    rules = GAMES[name]
    module = __import__(type(rules).__module__, fromlist=["MOVE_EXAMPLE"])
    example = module.MOVE_EXAMPLE
    state = rules.new_state({}, 2, 1)
    details = []
    for bad in BAD_SHAPES:
        with pytest.raises(RuleError) as refused:
            rules.apply(state, rules.to_move(state), bad)
        details.append((refused.value.code, refused.value.message))
    for bad in ("", "zz 99 99", "@@"):
        with pytest.raises(RuleError) as refused:
            parse_move(rules, bad)
        details.append((refused.value.code, refused.value.message))
    for code, detail in details:
        assert code == "invalid_move"
        reason, _, written = detail.partition(" Write a move as ")
        assert reason.endswith(".") and written == example + ".", detail
    as_json, _, notations = example.partition(", or in notation ")
    assert set(json.loads(as_json)) >= {"action"}
    written = re.findall(r'"([^"]+)" \(', notations)
    assert written and all(parse_move(rules, text)["action"] for text in written)
