"""The store's JSON codec (orjson) gives back exactly what the standard library would."""

import json
import random

import pytest

from shared import fastjson
from shared.games import GAMES


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_rules_states_round_trip_exactly(game_type):
    rules, rng = GAMES[game_type], random.Random(7)
    for players in ((2, 3, 4) if game_type == "isis-osiris" else (2,)):
        state = rules.new_state(rules.normalize_options({}, players), players, rng.getrandbits(63))
        while not rules.is_over(state):
            move = rng.choice(rules.legal_moves(state))
            state, _ = rules.apply(state, rules.to_move(state), move)
            dumped = rules.dump(state)
            encoded = fastjson.dumps(dumped)
            assert fastjson.loads(encoded) == json.loads(json.dumps(dumped))
            assert encoded == json.dumps(dumped, separators=(",", ":"), sort_keys=True).encode()


def test_values_orjson_refuses_fall_back_to_the_standard_library():
    big = {"n": 2**70, "k": [1]}
    assert json.loads(fastjson.dumps(big)) == big


def test_non_string_keys_are_written_as_strings():
    assert fastjson.loads(fastjson.dumps({1: "a"})) == {"1": "a"}
