"""The registry of the games this service hosts.

A new game is one module exposing a ``RULES`` object (a ``GameRules``) and one
line in ``_MODULES`` below.
"""

from __future__ import annotations

import importlib

from .base import GameRules, OptionSpec, Outcome, RuleError

# game id -> module path; the order is the order clients see.
_MODULES = {
    "isis-osiris": "shared.games.isis_osiris",
    "osiron": "shared.games.osiron",
    "isaac": "shared.games.isaac",
}


def _load() -> dict[str, GameRules]:
    games = {}
    for game_id, module_path in _MODULES.items():
        rules = importlib.import_module(module_path).RULES
        assert rules.name == game_id, (rules.name, game_id)
        games[game_id] = rules
    return games


GAMES: dict[str, GameRules] = _load()


def get(game_id: str) -> GameRules | None:
    return GAMES.get(game_id)


__all__ = ["GAMES", "GameRules", "OptionSpec", "Outcome", "RuleError", "get"]
