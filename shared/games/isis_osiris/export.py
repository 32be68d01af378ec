"""Isis & Osiris in the text export (``shared/export.py``): tiles carry their
value (``{+3}``, or ``{?}`` where the viewer may not know it), a scored round
``{scored 12 -3}``; the header ``First`` names the seat that started; a
replay stacks each tile written at a reveal."""

from __future__ import annotations

import re

from ..base import ExportHooks

_TILE = re.compile(r"^[+-]\d$")


class IsisExportHooks(ExportHooks):
    def notes(self, record: dict) -> list[str]:
        notes = []
        if "tile" in record:
            tile = record["tile"]
            notes.append("?" if tile is None else f"{tile:+d}")
        if "scored" in record:
            notes.append("scored " + " ".join(str(s) for s in record["scored"]["scores"]))
        return notes

    def start_headers(self, rules, first_view: dict) -> list[str]:
        return [f"First: {first_view['first_seat']}"]

    def initial(self, rules, options: dict, num_players: int, headers: dict[str, str]):
        state = rules.new_state({**options, "first_seat": int(headers["First"])},
                                num_players, 0)
        state.options = dict(options)  # as created ("random" stays "random")
        return state

    def before_apply(self, state, move: dict, version: int, notes: list[str]) -> None:
        if move["action"] == "reveal":
            _stack_reveal(state, _reveal_value(version, notes))


def _stack_reveal(state, value: int) -> None:
    """Put a tile of ``value`` on top of the pile the seat to move turns up
    from, swapping it with one of the tiles not yet seen (the order of unseen
    tiles never shows in a view or a result)."""
    from shared.export import ExportError

    pile = state.pool if state.common else state.reserves[state.to_move]
    if not pile:
        return  # nothing to turn up: the rules refuse the reveal
    state.undealt = list(state.undealt)  # shared between copies: replaced, not changed
    for other in (pile, *state.reserves, state.pool, state.undealt):
        for i, v in enumerate(other):
            if v == value and not (other is pile and i == len(pile) - 1):
                other[i], pile[-1] = pile[-1], value
                return
    if not (pile and pile[-1] == value):
        raise ExportError(f"No unseen tile of value {value} is left to turn up.")


def _reveal_value(version: int, notes: list[str]) -> int:
    from shared.export import ExportError

    values = [n for n in notes if _TILE.match(n)]
    if not values:
        raise ExportError(f"The value turned up at version {version} is not known "
                          "to this export; it cannot be replayed.")
    return int(values[0])


HOOKS = IsisExportHooks()
