"""Tic-tac-toe: a fourth game that exists only for the tests. Its package has
what a game of ``shared/games/`` has (rules, notation, schemas, picture) and
nothing outside it names it; ``shared.games.register(RULES)`` hosts it."""

from .rules import RULES  # noqa: F401
