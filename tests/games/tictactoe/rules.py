"""Tic-tac-toe rules: X (seat 0) and O (seat 1) mark the cells ``a1``..``c3``
in turn; three in a row wins, a full board is a draw. Pure, like every game's."""

from __future__ import annotations

from shared.games.base import GameRules, Outcome, RuleError, check_turn, invalid_move
from shared.i18n import N_

CELLS = tuple(f"{c}{r}" for r in "123" for c in "abc")
LINES = tuple(tuple(CELLS[i] for i in line) for line in (
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)))
MARKS = ("x", "o")
MOVE_EXAMPLE = '{"action": "mark", "cell": "b2"}, or in notation "b2"'


class TicTacToeState:
    def __init__(self, board: dict, resigned: int | None = None):
        self.board = board  # cell -> seat
        self.resigned = resigned

    def copy(self) -> TicTacToeState:
        return TicTacToeState(dict(self.board), self.resigned)

    def __eq__(self, other):
        return isinstance(other, TicTacToeState) and vars(self) == vars(other)


def _winner(st: TicTacToeState) -> int | None:
    if st.resigned is not None:
        return 1 - st.resigned
    for line in LINES:
        seats = {st.board.get(c) for c in line}
        if len(seats) == 1 and None not in seats:
            return seats.pop()
    return None


class TicTacToeRules(GameRules):
    name = "tic-tac-toe"
    title = "Tic-tac-toe"
    min_players = max_players = 2

    def reference(self) -> dict:
        return {"cells": list(CELLS), "marks": list(MARKS)}

    def seat_names(self, num_players: int) -> list[str]:
        return list(MARKS)

    def new_state(self, options, num_players, seed):
        return TicTacToeState({})

    def is_over(self, state) -> bool:
        return _winner(state) is not None or len(state.board) == len(CELLS)

    def to_move(self, state):
        return None if self.is_over(state) else len(state.board) % 2

    def legal_moves(self, state):
        if self.is_over(state):
            return []
        return [{"action": "mark", "cell": c} for c in CELLS if c not in state.board]

    def apply(self, state, seat, move):
        check_turn(self.is_over(state), self.to_move(state), seat, move, MOVE_EXAMPLE)
        if move["action"] != "mark" or set(move) != {"action", "cell"}:
            raise invalid_move(N_("The only move is a mark on a cell."), MOVE_EXAMPLE)
        if move["cell"] not in CELLS:
            raise RuleError("no_such_square", N_("Cells are named a1 to c3."))
        if move["cell"] in state.board:
            raise RuleError("square_taken", N_("That cell is marked already."))
        new = state.copy()
        new.board[move["cell"]] = seat
        return new, [{"seat": seat, "move": dict(move), "auto": False}]

    def result(self, state):
        winner = _winner(state)
        reason = ("resignation" if state.resigned is not None
                  else "three_in_a_row" if winner is not None else "board_full")
        scores = [0.5, 0.5] if winner is None else [int(s == winner) for s in (0, 1)]
        return Outcome(scores, [] if winner is None else [winner], reason,
                       draw=winner is None, breakdown={"marks": len(state.board)}).as_dict()

    def resign(self, state, seat, reason="resignation"):
        new = state.copy()
        new.resigned = seat
        return new

    def view(self, state, viewer):
        return {"game": self.name, "board": {c: state.board.get(c) for c in CELLS},
                "to_move": self.to_move(state), "over": self.is_over(state)}

    def dump(self, state):
        return {"board": state.board, "resigned": state.resigned}

    def load(self, data):
        return TicTacToeState(dict(data["board"]), data.get("resigned"))

    def sample_state(self, view, seat, rng):
        return TicTacToeState({c: s for c, s in view["board"].items() if s is not None})


RULES = TicTacToeRules()
