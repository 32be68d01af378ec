"""Moves as text: each game's notation (``GameRules.format_notation`` and
``parse_notation``, from the game's ``notation`` module).

Every game writes its moves in a compact notation (``S c4``, ``I0xM0``,
``P5 04h``; see each game's docs) and reads them back:
``parse_move(rules, format_move(rules, move)) == move`` for every move the
rules produce, automatic passes included."""

from __future__ import annotations

from shared.games import GameRules


def format_move(rules: GameRules, move: dict) -> str:
    return rules.format_notation(move)


def parse_move(rules: GameRules, text: str) -> dict:
    return rules.parse_notation(text)
