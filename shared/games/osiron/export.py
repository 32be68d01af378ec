"""Osiron in the text export (``shared/export.py``): the header ``Start``
writes the starting pieces (``L``/``D``/``.`` per space ``I0..I5 M0..M5
O0..O11``), from which a random setup replays."""

from __future__ import annotations

from ..base import ExportHooks

_LETTER = {"light": "L", "dark": "D", None: "."}


class OsironExportHooks(ExportHooks):
    def start_headers(self, rules, first_view: dict) -> list[str]:
        board = first_view["board"]
        return ["Start: " + "".join(_LETTER[board[s]] for s in rules.reference()["spaces"])]

    def initial(self, rules, options: dict, num_players: int, headers: dict[str, str]):
        if options.get("setup") != "random":
            return super().initial(rules, options, num_players, headers)
        layout = {s: "light" if c == "L" else "dark"
                  for s, c in zip(rules.reference()["spaces"], headers["Start"])}
        state = rules.new_state({**options, "setup": "custom", "layout": layout},
                                num_players, 0)
        state.setup = "random"  # same position and targets as the seeded deal
        return state


HOOKS = OsironExportHooks()
