"""Moves as text: each game module's ``format_notation``/``parse_notation``.

Every game writes its moves in a compact notation (``S c4``, ``I0xM0``,
``P5 04h``; see each game's docs) and reads them back:
``parse_move(rules, format_move(rules, move)) == move`` for every move the
rules produce, automatic passes included."""

from __future__ import annotations

import importlib

from shared.games import GameRules


def _module(rules: GameRules):
    return importlib.import_module(type(rules).__module__)


def format_move(rules: GameRules, move: dict) -> str:
    return _module(rules).format_notation(move)


def parse_move(rules: GameRules, text: str) -> dict:
    return _module(rules).parse_notation(text)
