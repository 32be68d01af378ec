"""The evaluation calibration's fit: the figures quoted for the Isis & Osiris
evaluation (docs/ai.md) rest on it."""

import importlib.util
import math
import random
from pathlib import Path

import numpy as np

_spec = importlib.util.spec_from_file_location(
    "isis_eval_calibration",
    Path(__file__).resolve().parents[2] / "bench" / "isis_eval_calibration.py")
calibration = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(calibration)


def test_the_fit_recovers_the_utilities_that_decided_the_winners():
    # three seats, two features; the winner is drawn from a softmax of
    # 0.8 x the first feature (the second is noise)
    rng = random.Random(3)
    x = np.array([[[rng.gauss(0, 2), rng.gauss(0, 2)] for _ in range(3)] for _ in range(4000)])
    won = np.zeros((4000, 3))
    for i in range(4000):
        weights = [math.exp(0.8 * x[i, s, 0]) for s in range(3)]
        won[i, rng.choices(range(3), weights)[0]] = 1.0
    fitted = calibration.fit_logit(x, won)
    assert abs(fitted[0] - 0.8) < 0.1
    assert abs(fitted[1]) < 0.1
    loss = calibration._logit_loss(fitted, x, won)[0]
    assert loss < calibration._logit_loss(np.zeros(2), x, won)[0] - 0.3  # far below log 3


def test_positions_read_the_features_of_every_seat_and_the_winners():
    games = calibration.positions(3, 2, seed=5)
    assert len(games) == 2
    for rows in games:
        assert rows[0][2] == 36  # the first position: an empty board
        winners = rows[0][-1]
        assert winners and all(row[-1] == winners for row in rows)
        for totals, _exposure, free, stones, tiles, columns, _ in rows:
            assert len(columns) == 3
            assert [c[0] for c in columns] == totals
            assert [c[4] for c in columns] == stones and [c[5] for c in columns] == tiles
            # at most one seat is to move with no tile in hand to place
            assert sum(c[2] for c in columns) <= 1
