"""The registry of the games this service hosts.

A game is one package (``shared/games/<game>/``, see ``base.py``) whose
``RULES`` is a ``GameRules``, and one line in ``_MODULES`` below; or, for a
game defined elsewhere (the tests' own), a call to ``register(rules)``.
"""

from __future__ import annotations

import importlib

from .base import GameRules, OptionSpec, Outcome, RuleError

# game id -> package; the order is the order clients see.
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


def register(rules: GameRules) -> GameRules:
    """Host one more game, after the others, in this process (its package is
    found from the rules object's module; see ``GameRules.part``)."""
    if rules.name in GAMES and GAMES[rules.name] is not rules:
        raise ValueError(f"A game named {rules.name!r} is already registered.")
    GAMES[rules.name] = rules
    return rules


def unregister(game_id: str) -> None:
    """Stop hosting a game ``register`` added."""
    GAMES.pop(game_id, None)


__all__ = ["GAMES", "GameRules", "OptionSpec", "Outcome", "RuleError", "get", "register",
           "unregister"]
