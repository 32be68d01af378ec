"""Judging a move already played, for the analysis of a finished game
(``shared/analysis.py`` asks; docs/analysis.md).

The same search as the AI's ``hard`` level without its opponent model,
run for a fixed number of iterations (not a time budget) so that the same
view and seed always give the same answer. It sees the mover's view only
(``rules.ai_view``), like every other use of the AI.

Three searches per move: one over all moves finds the best; then the best
and the played move are each valued by a search of that one root move, so
both values come from the same amount of work and are comparable (the main
search spends few visits on a poor move, whose average would be noisy).
"""

from __future__ import annotations

import gc
import random

from shared.analysis import LEVELS

from .knowledge import adapter_for
from .mcts import Search

#: Search iterations per search, by analysis level (``shared.analysis.LEVELS``),
#: times the game's ``Adapter.analysis_scale``; docs/analysis.md has what each costs.
ITERATIONS = dict(zip(LEVELS, (40, 100, 400)))
_SETTINGS = {"knowledge": True, "bias_weight": 1.0, "opponent_search": 1.0}


def _value(ad, view, seat, seed, iterations, root_only):
    """The value for ``seat`` of the root move ``root_only`` (a key), searched alone."""
    search = Search(ad, view, seat, random.Random(seed), root_only=root_only, **_SETTINGS)
    search.run(iterations=iterations)
    ranked = search.ranked()
    return ranked[0].w / ranked[0].n if ranked else 0.5


def _key_of(ad, state, move: dict, notation) -> object:
    """The adapter's key of a JSON move, matched by its notation (the one
    canonical text of a move)."""
    wanted = notation(move)
    for m in ad.legal(state):
        if notation(ad.to_json(m, state)) == wanted:
            return ad.key(m)
    raise ValueError(f"the move {wanted} is not legal in this position")


def judge(rules, view: dict, seat: int, played: dict, seed: int, level: str) -> dict:
    """The best move found for ``seat`` in ``view`` and the values of it and
    of ``played`` (``shared.analysis.Judge``)."""
    ad = adapter_for(rules)
    iterations = max(1, round(ITERATIONS[level] * ad.analysis_scale))
    was_enabled = gc.isenabled()
    gc.disable()  # as for an AI turn: the search makes many small objects
    try:
        main = Search(ad, view, seat, random.Random(seed), **_SETTINGS)
        moves, state = main.root_moves()
        played_key = _key_of(ad, state, played, rules.format_notation)
        if len(ad.legal(state)) == 1:
            value = _value(ad, view, seat, seed, iterations, played_key)
            return {"best": played, "best_value": value, "played_value": value}
        main.run(iterations=iterations)
        ranked = main.ranked()
        best = ranked[0].move if ranked else moves[0]
        best_key = ad.key(best)
        played_value = _value(ad, view, seat, seed, iterations, played_key)
        best_value = (played_value if best_key == played_key
                      else _value(ad, view, seat, seed, iterations, best_key))
        if played_value >= best_value:  # the played move is the best found
            return {"best": played, "best_value": played_value, "played_value": played_value}
        return {"best": ad.to_json(best, state), "best_value": best_value,
                "played_value": played_value}
    finally:
        if was_enabled:
            gc.enable()
