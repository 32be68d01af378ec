"""Isis & Osiris (Michael Schacht, 2001): 2-4 players, hidden tiles.

Players take turns on a 6x6 board. A turn either places one of the mover's
stones on a free cell, or turns up a tile (``reveal``) and then places that
tile on a free cell (``tile``). When the last free cell is filled, every stone
scores the sum of the tiles orthogonally next to it. The rules as this
project plays them are in ``docs/games/isis-osiris.md``.

Cells are named ``a1``..``f6``: column letter a-f from left to right, row
number 1-6 from bottom to top. Internally a cell is an index
``(row - 1) * 6 + column`` (a1 = 0, b1 = 1, ..., f6 = 35).

Board encoding (one int per cell): ``0`` free, ``-4..-1`` and ``1..4`` a tile
of that value, ``STONE + seat`` a stone of that seat.

Fast path for search (all functions mutate or read an ``IsisState``):

* ``fast_moves(state) -> list[int]``: the legal moves as small ints: a cell
  index ``0..35`` places on that cell (a stone, or the pending revealed tile
  when there is one), ``REVEAL`` (36) turns up a tile. Empty when over.
* ``apply_unchecked(state, code)``: plays such an int in place, without any
  check, including automatic passes, end of round and end of game.
  ``RULES.apply`` validates a JSON move, copies the state and calls it.
* ``move_code(move)`` / ``code_move(state, code)`` convert between JSON moves
  and ints.
* ``random_playout(state, rng)``: plays uniformly random legal moves in place
  until the game is over.
* ``score_board(board, num_players)``: per-seat totals of a board.
"""

from __future__ import annotations

import random

from shared.i18n import N_

from ..base import (
    GameRules,
    OptionSpec,
    Outcome,
    RuleError,
    SlotCopier,
    check_options,
    check_turn,
    copy_nested,
    invalid_move,
)

# -- geometry -------------------------------------------------------------------

SIZE = 6
COLUMNS = "abcdef"
CELLS = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(SIZE * SIZE))
CELL_INDEX = {name: i for i, name in enumerate(CELLS)}
NUM_CELLS = SIZE * SIZE
SEAT_COLOURS = ("red", "blue", "green", "yellow")  # seat 0..3: the colour of its stones


def _neighbours(i: int) -> tuple[int, ...]:
    row, col = divmod(i, SIZE)
    out = []
    if row > 0:
        out.append(i - SIZE)
    if col > 0:
        out.append(i - 1)
    if col < SIZE - 1:
        out.append(i + 1)
    if row < SIZE - 1:
        out.append(i + SIZE)
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(i) for i in range(NUM_CELLS))

# -- material -------------------------------------------------------------------

TILE_COUNTS = ((1, 2), (2, 6), (3, 2), (4, 1), (-1, 2), (-2, 6), (-3, 2), (-4, 1))
TILES = tuple(v for v, c in TILE_COUNTS for _ in range(c))  # 22 tiles, sum 0
MATERIAL = {2: (8, 11), 3: (6, 7), 4: (5, 5)}  # players -> (stones, tiles) per player

STONE = 10  # board code of a stone of seat s is STONE + s
REVEAL = NUM_CELLS  # fast move code of the reveal step

# -- state ----------------------------------------------------------------------


class IsisState:
    """The full state of one match (all rounds).

    ``reserves[s]`` is seat s's face-down pile; its *last* element is the next
    tile turned up. In the common-reserve variant the per-seat piles are empty
    and ``pool`` is the common pile (same convention). ``pending`` is the value
    of the tile turned up and not yet placed (0 = none); the seat holding it is
    ``to_move``. ``round`` counts from 0. ``round_scores``/``round_boards``
    hold each finished round's per-seat totals and final board.
    """

    __slots__ = ("n", "options", "seed", "first", "round", "rounds", "common",
                 "hidden", "board", "free", "stones", "reserves", "pool",
                 "undealt", "pending", "to_move", "round_scores", "round_boards",
                 "over", "reason", "resigned")

    # ``undealt`` is never changed, only replaced; the inner lists of
    # ``round_scores`` and ``round_boards`` are never changed either.
    _copier = SlotCopier(__slots__, board=list.copy, stones=list.copy, reserves=copy_nested,
                         pool=list.copy, round_scores=list.copy, round_boards=list.copy)

    def copy(self) -> "IsisState":
        return self._copier(self)  # a subclass's copies keep its class

    def __eq__(self, other):
        if not isinstance(other, IsisState):
            return NotImplemented
        return _dump(self) == _dump(other)

    def __repr__(self):
        return f"IsisState(round={self.round + 1}/{self.rounds}, to_move={self.to_move}, free={self.free})"


def _deal(st: IsisState) -> None:
    """Fresh board and a fresh seeded deal for round ``st.round``."""
    rng = random.Random(f"isis-osiris/{st.seed}/deal/{st.round}")
    tiles = list(TILES)
    rng.shuffle(tiles)
    n = st.n
    stones, per = MATERIAL[n]
    st.board = [0] * NUM_CELLS
    st.free = NUM_CELLS
    st.stones = [stones] * n
    st.pending = 0
    if st.common:
        st.reserves = [[] for _ in range(n)]
        st.pool = tiles
        st.undealt = []
    else:
        st.reserves = [tiles[i * per:(i + 1) * per] for i in range(n)]
        st.pool = []
        st.undealt = tiles[n * per:]


def round_start_seat(st: IsisState, rnd: int) -> int:
    """The seat that starts round ``rnd`` (0-based): rotates by one each round."""
    return (st.first + rnd) % st.n


def _can_act(st: IsisState, s: int) -> bool:
    return st.stones[s] > 0 or bool(st.pool if st.common else st.reserves[s])


def score_board(board, n: int) -> list[int]:
    """Per-seat totals: each stone scores the sum of the tiles next to it."""
    totals = [0] * n
    for i in range(NUM_CELLS):
        v = board[i]
        if v >= STONE:
            s = 0
            for j in NEIGHBOURS[i]:
                w = board[j]
                if w < STONE:
                    s += w
            totals[v - STONE] += s
    return totals


def _next_turn(st: IsisState, s: int, log) -> None:
    """Give the turn to the first seat from ``s`` on that can act; the others pass."""
    n = st.n
    for _ in range(n):
        if _can_act(st, s):
            st.to_move = s
            return
        if log is not None:
            log.append(("pass", s, st.round))
        s = (s + 1) % n
    # Unreachable with the rule-book material (there is always more material
    # than cells); kept so that play can never loop.
    _end_round(st, log)


def _end_round(st: IsisState, log) -> None:
    scores = score_board(st.board, st.n)
    st.round_scores.append(scores)
    st.round_boards.append(st.board)
    if log is not None:
        log.append(("scored", st.round, scores))
    if st.round + 1 < st.rounds:
        st.round += 1
        _deal(st)
        _next_turn(st, round_start_seat(st, st.round), log)
    else:
        st.over = True
        st.reason = "board_full"
        st.to_move = None
        st.pending = 0


def apply_unchecked(st: IsisState, code: int, log=None) -> None:
    """Play the fast move ``code`` in place (see the module docstring).

    ``log`` (a list or None) receives ``("pass", seat, round)`` and
    ``("scored", round, scores)`` entries for what the move caused.
    """
    s = st.to_move
    if code == REVEAL:
        st.pending = (st.pool if st.common else st.reserves[s]).pop()
        return
    if st.pending:
        st.board[code] = st.pending
        st.pending = 0
    else:
        st.board[code] = STONE + s
        st.stones[s] -= 1
    st.free -= 1
    if st.free == 0:
        _end_round(st, log)
    else:
        _next_turn(st, (s + 1) % st.n, log)


def fast_moves(st: IsisState) -> list[int]:
    """Legal moves as ints (cell index, or REVEAL)."""
    if st.over:
        return []
    board = st.board
    if st.pending:
        return [i for i in range(NUM_CELLS) if not board[i]]
    s = st.to_move
    out = [i for i in range(NUM_CELLS) if not board[i]] if st.stones[s] else []
    if st.pool if st.common else st.reserves[s]:
        out.append(REVEAL)
    return out


def random_playout(st: IsisState, rng) -> None:
    """Play uniformly random legal moves in place until the game is over."""
    while not st.over:
        moves = fast_moves(st)
        apply_unchecked(st, moves[int(rng.random() * len(moves))])


def move_code(move: dict) -> int:
    """The fast int of a canonical JSON move (no legality check)."""
    if move["action"] == "reveal":
        return REVEAL
    return CELL_INDEX[move["cell"]]


def code_move(st: IsisState, code: int) -> dict:
    """The canonical JSON move of a fast int in state ``st``."""
    if code == REVEAL:
        return {"action": "reveal"}
    return {"action": "tile" if st.pending else "stone", "cell": CELLS[code]}


# How a move is written, for refusals of a move's shape (``invalid_move``).
MOVE_EXAMPLE = ('{"action": "stone", "cell": "c4"}, or in notation "S c4" (a stone), '
                '"R" (turn up a tile) or "T c4" (place the tile)')


# -- persistence ----------------------------------------------------------------


def _dump(st: IsisState) -> dict:
    return {
        "n": st.n, "options": dict(st.options), "seed": st.seed, "first": st.first,
        "round": st.round, "board": list(st.board), "stones": list(st.stones),
        "reserves": [list(r) for r in st.reserves], "pool": list(st.pool),
        "undealt": list(st.undealt), "pending": st.pending, "to_move": st.to_move,
        "round_scores": [list(r) for r in st.round_scores],
        "round_boards": [list(b) for b in st.round_boards],
        "over": st.over, "reason": st.reason, "resigned": st.resigned,
    }


def _load(d: dict) -> IsisState:
    st = IsisState.__new__(IsisState)
    st.n = d["n"]
    st.options = dict(d["options"])
    st.seed = d["seed"]
    st.first = d["first"]
    st.round = d["round"]
    st.rounds = st.options["rounds"]
    st.common = st.options["reserve"] == "common"
    st.hidden = st.options["tile_memory"] == "hidden"
    st.board = list(d["board"])
    st.free = st.board.count(0)
    st.stones = list(d["stones"])
    st.reserves = [list(r) for r in d["reserves"]]
    st.pool = list(d["pool"])
    st.undealt = list(d["undealt"])
    st.pending = d["pending"]
    st.to_move = d["to_move"]
    st.round_scores = [list(r) for r in d["round_scores"]]
    st.round_boards = [list(b) for b in d["round_boards"]]
    st.over = d["over"]
    st.reason = d["reason"]
    st.resigned = d["resigned"]
    return st


# -- views and scoring detail ---------------------------------------------------


def _cell_view(v: int, show: bool):
    if v == 0:
        return None
    if v >= STONE:
        return {"stone": v - STONE}
    return {"tile": v if show else None}


def _board_view(board, show: bool) -> dict:
    return {CELLS[i]: _cell_view(board[i], show) for i in range(NUM_CELLS)}


def round_breakdown(board, n: int) -> list[dict]:
    """Per seat: its total and each stone with its score and tile neighbours."""
    seats = [{"seat": s, "total": 0, "stones": []} for s in range(n)]
    for i in range(NUM_CELLS):
        v = board[i]
        if v >= STONE:
            nbs = [{"cell": CELLS[j], "value": board[j]} for j in NEIGHBOURS[i]
                   if board[j] and board[j] < STONE]
            score = sum(x["value"] for x in nbs)
            entry = seats[v - STONE]
            entry["stones"].append({"cell": CELLS[i], "score": score, "neighbours": nbs})
            entry["total"] += score
    return seats


def _record_round(rec: dict) -> int | None:
    r = rec.get("round")
    return r if isinstance(r, int) else None


def _still_known(then: IsisState, now: IsisState) -> bool:
    """Whether the tile pending in ``then`` may be shown now (ruling 6): the
    tiles are public, or the game or that round is over, or it is still
    the tile turned up and waiting to be placed."""
    if now.over or not now.hidden or then.round < now.round:
        return True
    placed = sum(1 for v in then.board if v and v < STONE)
    return bool(now.pending) and placed == sum(1 for v in now.board if v and v < STONE)


# -- the rules object -----------------------------------------------------------

_OPTIONS = (
    OptionSpec("first_seat", "enum", 0,
               N_("Seat that starts the first game; 'random' draws it from the seed."),
               choices=(0, 1, 2, 3, "random")),
    OptionSpec("tile_memory", "enum", "public",
               N_("'public': placed tiles stay face up for everyone; 'hidden': placed tiles "
               "lie face down until the end (a value is shown only at its reveal)."),
               choices=("public", "hidden")),
    OptionSpec("reserve", "enum", "personal",
               N_("'personal': each player gets a face-down tile reserve; 'common': all 22 "
               "tiles form one common face-down reserve."),
               choices=("personal", "common")),
    OptionSpec("rounds", "int", 1,
               N_("Number of games played in a row; scores carry over and the starting "
               "seat rotates by one each game."), minimum=1, maximum=10),
)


class IsisOsirisRules(GameRules):
    name = "isis-osiris"
    title = "Isis & Osiris"
    min_players = 2
    max_players = 4
    options = _OPTIONS
    allows_draw_offers = False
    hidden_information = True  # the deal of tiles
    # wider steps: each value is an average over deals of the unseen tiles,
    # noisier than a two-player search (docs/analysis.md)
    analysis_thresholds = (0.03, 0.08, 0.15, 0.30)
    docs = "docs/games/isis-osiris.md"

    # -- set-up ---------------------------------------------------------------
    def seat_names(self, num_players: int) -> list[str]:
        """The colours the stones are drawn in (pictures, play page), seat 0 first."""
        return list(SEAT_COLOURS[:num_players])

    def reference(self) -> dict:
        return {
            "board": {"columns": list(COLUMNS), "rows": list(range(1, SIZE + 1)),
                      "cells": list(CELLS),
                      "naming": "column letter a-f left to right, row 1-6 bottom to top"},
            "tiles": [{"value": v, "count": c} for v, c in TILE_COUNTS],
            "tile_total": len(TILES),
            "material": {str(n): {"stones": s, "tiles": t, "undealt_tiles": len(TILES) - n * t}
                         for n, (s, t) in MATERIAL.items()},
            "common_reserve": {"stones": {str(n): s for n, (s, _) in MATERIAL.items()},
                               "tiles": len(TILES)},
        }

    def normalize_options(self, options, num_players):
        if num_players not in MATERIAL:
            raise RuleError("invalid_option", N_("Isis & Osiris is played by 2 to 4 players."))
        out = check_options(self.options, options)
        first = out["first_seat"]
        if first != "random" and first >= num_players:
            raise RuleError(
                "invalid_option",
                N_("Option 'first_seat' must be a seat below {num_players} or 'random'."),
                num_players=num_players,
            )
        return out

    def new_state(self, options, num_players, seed):
        options = self.normalize_options(options, num_players)
        st = IsisState.__new__(IsisState)
        st.n = num_players
        st.options = options
        st.seed = seed
        first = options["first_seat"]
        if first == "random":
            first = random.Random(f"isis-osiris/{seed}/first").randrange(num_players)
        st.first = first
        st.round = 0
        st.rounds = options["rounds"]
        st.common = options["reserve"] == "common"
        st.hidden = options["tile_memory"] == "hidden"
        st.round_scores = []
        st.round_boards = []
        st.over = False
        st.reason = None
        st.resigned = None
        st.to_move = None
        _deal(st)
        _next_turn(st, first, None)
        return st

    # -- play -----------------------------------------------------------------
    def to_move(self, state):
        return state.to_move

    def is_over(self, state):
        return state.over

    def legal_moves(self, state):
        return [code_move(state, c) for c in fast_moves(state)]

    def _validate(self, st: IsisState, seat, move) -> int:
        check_turn(st.over, st.to_move, seat, move, MOVE_EXAMPLE)
        action = move["action"]
        if action == "reveal":
            if set(move) != {"action"}:
                raise invalid_move(
                    N_("A reveal move has no other field than 'action'."), MOVE_EXAMPLE
                )
            if st.pending:
                raise RuleError("must_place_revealed_tile",
                                N_("You must place the tile you turned up first."))
            if not (st.pool if st.common else st.reserves[seat]):
                raise RuleError("no_tiles_left", N_("There is no tile left to turn up."))
            return REVEAL
        if action in ("stone", "tile"):
            if set(move) != {"action", "cell"} or not isinstance(move["cell"], str):
                raise invalid_move(
                    N_("A {action} move has exactly the fields 'action' and 'cell'."),
                    MOVE_EXAMPLE,
                    action=action,
                )
            if action == "stone":
                if st.pending:
                    raise RuleError("must_place_revealed_tile",
                                    N_("You must place the tile you turned up, not a stone."))
                if st.stones[seat] <= 0:
                    raise RuleError("no_stones_left", N_("You have no stones left."))
            elif not st.pending:
                raise RuleError("no_revealed_tile",
                                N_("Turn up a tile first (action 'reveal'), then place it."))
            cell = CELL_INDEX.get(move["cell"])
            if cell is None:
                raise RuleError("unknown_cell", N_("Cells are named a1 to f6."))
            if st.board[cell]:
                raise RuleError("cell_occupied", N_("That cell is not free."))
            return cell
        if action == "pass":
            raise invalid_move(N_("Passing happens only automatically."), MOVE_EXAMPLE)
        raise invalid_move(N_("Unknown action; use 'stone', 'reveal' or 'tile'."), MOVE_EXAMPLE)

    def apply(self, state, seat, move):
        code = self._validate(state, seat, move)
        st = state.copy()
        rnd = st.round + 1
        rec = {"seat": seat, "move": code_move(st, code), "auto": False, "round": rnd}
        if code != REVEAL and st.pending:
            rec["tile"] = st.pending
            rec["tile_no"] = sum(1 for v in st.board if v and v < STONE) + 1
        log = []
        apply_unchecked(st, code, log)
        if code == REVEAL:
            rec["tile"] = st.pending
            rec["tile_no"] = sum(1 for v in st.board if v and v < STONE) + 1
        records = [rec]
        for entry in log:
            if entry[0] == "scored":
                rec["scored"] = {"round": entry[1] + 1, "scores": list(entry[2])}
            else:
                records.append({"seat": entry[1], "move": {"action": "pass"},
                                "auto": True, "round": entry[2] + 1})
        return st, records

    def result(self, state):
        if not state.over:
            raise RuleError("game_not_over", N_("The game is not over yet."))
        n = state.n
        rounds = []
        for r, board in enumerate(state.round_boards):
            rounds.append({"round": r + 1, "start_seat": round_start_seat(state, r),
                           "totals": list(state.round_scores[r]),
                           "seats": round_breakdown(board, n)})
        totals = [sum(rs[s] for rs in state.round_scores) for s in range(n)]
        breakdown = {"rounds": rounds, "totals": totals}
        if state.reason in ("resignation", "timeout"):
            winners = [1 - state.resigned]
            return Outcome(scores=None, winners=winners, reason=state.reason,
                           draw=False, breakdown=breakdown).as_dict()
        best = max(totals)
        winners = [s for s in range(n) if totals[s] == best]
        return Outcome(scores=totals, winners=winners, reason=state.reason,
                       draw=len(winners) == n, breakdown=breakdown).as_dict()

    def resign(self, state, seat, reason="resignation"):
        if state.n != 2:
            raise RuleError("not_supported",
                            N_("Resignation is only possible in a two-player game."))
        if state.over:
            raise RuleError("game_over", N_("The game is over."))
        if seat not in (0, 1) or isinstance(seat, bool):
            raise invalid_move(N_("There is no such seat."), MOVE_EXAMPLE)
        st = state.copy()
        st.over = True
        st.reason = reason
        st.resigned = seat
        st.to_move = None
        st.pending = 0
        return st

    # -- views ----------------------------------------------------------------
    def _view(self, st: IsisState, viewer, show_all: bool) -> dict:
        show = show_all or st.over or not st.hidden
        n = st.n
        finished = [{"round": r + 1, "scores": list(st.round_scores[r]),
                     "board": _board_view(st.round_boards[r], True)}
                    for r in range(len(st.round_boards))]
        return {
            "game": self.name,
            "viewer": viewer,
            "num_players": n,
            "options": dict(st.options),
            "first_seat": st.first,
            "round": st.round + 1,
            "rounds": st.rounds,
            "start_seat": round_start_seat(st, st.round),
            "board": _board_view(st.board, show),
            "tiles_face_up": show,
            "free_cells": st.free,
            "stones_left": list(st.stones),
            "tiles_left": [len(r) for r in st.reserves],
            "common_reserve": len(st.pool) if st.common else None,
            "pending_tile": st.pending or None,
            "round_scores": [list(r) for r in st.round_scores],
            "totals": [sum(rs[s] for rs in st.round_scores) for s in range(n)],
            "finished_rounds": finished,
            "to_move": st.to_move,
            "over": st.over,
            "reason": st.reason,
            "resigned": st.resigned,
        }

    def view(self, state, viewer):
        return self._view(state, viewer, False)

    def ai_view(self, state, seat):
        return self._view(state, seat, True)

    def past_view(self, then, now, viewer):
        out = self.view(then, viewer)
        if out["pending_tile"] is not None and not _still_known(then, now):
            out["pending_tile"] = None  # turned up then, lying face down now
        return out

    def record_view(self, state, record, viewer):
        return self._record_view(state, record, moment=True)

    def lasting_record_view(self, state, record):
        return self._record_view(state, record, moment=False)

    def _record_view(self, state, record, moment: bool):
        """``moment``: the tile just turned up is shown (to everyone, as at a
        physical table) while it waits to be placed."""
        if "tile" not in record or state.over or not state.hidden:
            return record
        rnd = _record_round(record)
        if rnd is not None and rnd < state.round + 1:
            return record  # that round has been scored: its tiles are public
        if (moment and record.get("move", {}).get("action") == "reveal" and rnd == state.round + 1
                and state.pending
                and record.get("tile_no") == sum(1 for v in state.board if v and v < STONE) + 1):
            return record  # the tile just turned up, still waiting to be placed
        out = dict(record)
        out["tile"] = None
        return out

    # -- persistence ----------------------------------------------------------
    def dump(self, state):
        return _dump(state)

    def load(self, data):
        return _load(data)

    # -- for the AI -----------------------------------------------------------
    def sample_state(self, view, seat, rng):
        """A state consistent with ``view``: the tile values not seen are dealt
        at random into the face-down cells (if the view hides any), the
        reserves (keeping each one's count) and the undealt pile."""
        n = view["num_players"]
        options = dict(view["options"])
        st = IsisState.__new__(IsisState)
        st.n = n
        st.options = options
        st.seed = rng.getrandbits(63)  # future rounds get an unknown deal
        st.first = view["first_seat"]
        st.round = view["round"] - 1
        st.rounds = view["rounds"]
        st.common = options["reserve"] == "common"
        st.hidden = options["tile_memory"] == "hidden"
        unknown = list(TILES)
        board = [0] * NUM_CELLS
        face_down = []
        for i, name in enumerate(CELLS):
            c = view["board"][name]
            if c is None:
                continue
            if "stone" in c:
                board[i] = STONE + c["stone"]
            elif c["tile"] is None:
                face_down.append(i)
            else:
                board[i] = c["tile"]
                unknown.remove(c["tile"])
        pending = view["pending_tile"] or 0
        if pending:
            unknown.remove(pending)
        rng.shuffle(unknown)
        for i in face_down:
            board[i] = unknown.pop()
        st.board = board
        st.free = board.count(0)
        st.stones = list(view["stones_left"])
        st.reserves = []
        for count in view["tiles_left"]:
            st.reserves.append([unknown.pop() for _ in range(count)])
        st.pool = [unknown.pop() for _ in range(view["common_reserve"] or 0)]
        st.undealt = unknown
        st.pending = pending
        st.to_move = view["to_move"]
        st.round_scores = [list(r) for r in view["round_scores"]]
        st.round_boards = []
        for fr in view["finished_rounds"]:
            b = [0] * NUM_CELLS
            for i, name in enumerate(CELLS):
                c = fr["board"][name]
                if c is not None:
                    b[i] = STONE + c["stone"] if "stone" in c else c["tile"]
            st.round_boards.append(b)
        st.over = view["over"]
        st.reason = view["reason"]
        st.resigned = view["resigned"]
        return st


RULES = IsisOsirisRules()

__all__ = ["RULES", "IsisOsirisRules", "IsisState", "CELLS", "CELL_INDEX", "NEIGHBOURS",
           "TILES", "TILE_COUNTS", "MATERIAL", "STONE", "REVEAL", "apply_unchecked",
           "fast_moves", "random_playout", "move_code", "code_move", "score_board",
           "round_breakdown"]
