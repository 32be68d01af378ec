"""ISAAC (Emiliano Venturini, 2011): rules module.

Two players, Dark (seat 0) and Light (seat 1), 15 bar-shaped pieces each on a
10x10 board. First both fill the board (placement phase), then they take
their pieces off again for points (scoring phase). The full rules, the
coordinate systems and the move format are in ``docs/games/isaac.md``.

Coordinates: the API speaks Dark's coordinates. Cell ``10*row + col`` with
row 0 nearest Dark and col 0 on Dark's left, written as two digits
``"00".."99"``. Light's coordinate of the same cell is ``99 - dark``.

Moves (canonical JSON)::

    {"action": "place", "length": 5, "cell": "04", "dir": "h"}
    {"action": "remove", "cell": "04", "advance": 12}
    {"action": "pass"}          # only ever an automatic record

Fast helpers for search (all mutate the state in place and skip validation):

* ``apply_unchecked(state, move, records=None)`` plays a canonical (dict)
  move that is known to be legal; automatic passes are appended to
  ``records`` when a list is given. ``RULES.apply`` validates and then calls
  it on a copy.
* ``fast_moves(state)`` lists the legal moves as compact tuples:
  ``(PLACE, length, anchor, dir)`` with ``dir`` 0 = horizontal, 1 = vertical,
  and ``(REMOVE, piece_id, advance)``; ``apply_fast(state, tmove)`` plays one;
  ``to_move_dict(state, tmove)`` / ``from_move_dict(state, move)`` convert.
* ``random_fast_move(state, rng)`` draws a legal compact move quickly
  (not uniformly over all moves: first a length that fits / a removable
  piece, then a placement / an advance), and ``playout(state, rng)`` plays random moves to the end and
  returns the winning seat.
"""

from __future__ import annotations

import re

from shared.i18n import N_

from ..base import (
    Outcome,
    RuleError,
    SlotCopier,
    TwoPlayerRules,
    check_turn,
    copy_nested,
    invalid_move,
)

DARK, LIGHT = 0, 1
SEATS = ("dark", "light")
SIZE = 10
CELLS = SIZE * SIZE

# length -> (count per player, value)
PIECE_TABLE = ((3, 5, 1), (4, 4, 2), (5, 3, 3), (6, 2, 4), (7, 1, 6))
LENGTHS = tuple(row[0] for row in PIECE_TABLE)
COUNT = {row[0]: row[1] for row in PIECE_TABLE}
VALUE = {row[0]: row[2] for row in PIECE_TABLE}
PIECES_PER_PLAYER = sum(COUNT.values())  # 15
MIN_LEN, MAX_LEN = LENGTHS[0], LENGTHS[-1]

PLACEMENT, SCORING, OVER = 0, 1, 2
PHASE_NAMES = ("placement", "scoring", "over")
H, V = 0, 1
DIR_NAMES = ("h", "v")

PLACE, REMOVE = 0, 1  # compact move kinds


def _key(length: int, anchor: int, d: int) -> int:
    return (length * CELLS + anchor) * 2 + d


# Every placement that fits on the board: key -> (mask, cells); off board -> None.
_PCELLS: list = [None] * _key(MAX_LEN + 1, 0, 0)
_PMASK: list = [0] * len(_PCELLS)
FITS: dict[int, list[tuple[int, int, int]]] = {}  # length -> [(anchor, dir, mask)]
for _L in LENGTHS:
    FITS[_L] = []
    for _a in range(CELLS):
        _r, _c = divmod(_a, SIZE)
        for _d in (H, V):
            if (_c if _d == H else _r) + _L > SIZE:
                continue
            _cells = tuple(_a + i * (1 if _d == H else SIZE) for i in range(_L))
            _m = 0
            for _x in _cells:
                _m |= 1 << _x
            _PCELLS[_key(_L, _a, _d)] = _cells
            _PMASK[_key(_L, _a, _d)] = _m
            FITS[_L].append((_a, _d, _m))
FIT_MASKS = {L: [m for _, _, m in FITS[L]] for L in LENGTHS}
_ROW_CELLS = [tuple(range(r * SIZE, r * SIZE + SIZE)) for r in range(SIZE)]
_COL_CELLS = [tuple(range(c, CELLS, SIZE)) for c in range(SIZE)]
_LEN_INDEX = {L: i for i, L in enumerate(LENGTHS)}


def cell_name(c: int) -> str:
    """Dark coordinate as the two-digit string the API uses."""
    return f"{c:02d}"


# The view names every cell of every piece on each request: named once here.
_CELL_NAMES = tuple(cell_name(c) for c in range(CELLS))
_PCELL_NAMES = [None if cells is None else tuple(_CELL_NAMES[c] for c in cells)
                for cells in _PCELLS]


def light_coordinate(dark: int) -> int:
    """Light's coordinate of the cell whose Dark coordinate is ``dark``."""
    return CELLS - 1 - dark


def counter_cell(seat: int, score: int) -> int | None:
    """Dark coordinate of ``seat``'s counter for ``score`` (None: off board)."""
    if score >= CELLS:
        return None
    return score if seat == DARK else CELLS - 1 - score


class IsaacState:
    """A game of ISAAC.

    ``board``: 100 piece ids (-1 empty), index = Dark coordinate.
    ``occ``: occupied cells as a bit mask. ``pieces``: every placed piece as
    ``(owner, length, anchor, dir)``, id = index (placement order).
    ``live``: per seat, ids of its pieces still on the board (ascending).
    ``hand``: per seat, counts of unplaced pieces by length (3..7).
    ``passed``: placement passes; ``first_passer``: -1 or the first seat
    that passed; ``out``: scoring-phase passes. ``longest``: longest
    length removed per seat (0 = none). ``turn``: seat to move, -1 when over.
    ``winner``/``reason`` are set when the game is over.
    """

    __slots__ = ("board", "occ", "pieces", "live", "hand", "phase", "turn",
                 "passed", "first_passer", "out", "scores", "longest",
                 "winner", "reason")

    def __init__(self):
        self.board = [-1] * CELLS
        self.occ = 0
        self.pieces = []
        self.live = [[], []]
        self.hand = [[COUNT[L] for L in LENGTHS], [COUNT[L] for L in LENGTHS]]
        self.phase = PLACEMENT
        self.turn = DARK
        self.passed = [False, False]
        self.first_passer = -1
        self.out = [False, False]
        self.scores = [0, 0]
        self.longest = [0, 0]
        self.winner = -1
        self.reason = ""

    _copier = SlotCopier(__slots__, board=list.copy, pieces=list.copy, live=copy_nested,
                         hand=copy_nested, passed=list.copy, out=list.copy, scores=list.copy,
                         longest=list.copy)

    def copy(self) -> "IsaacState":
        return self._copier(self)

    def _key(self):
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other):
        return isinstance(other, IsaacState) and self._key() == other._key()

    def __repr__(self):
        return (f"IsaacState(phase={PHASE_NAMES[self.phase]}, turn={self.turn}, "
                f"scores={self.scores}, pieces={len(self.pieces)})")


# ---------------------------------------------------------------------------
# core rule helpers (no validation)

def can_place(st: IsaacState, seat: int) -> bool:
    """Whether ``seat`` has an unplaced piece that fits somewhere.

    The shortest piece in hand fits wherever a longer one does, so it is the
    only one to try."""
    hand = st.hand[seat]
    for i, L in enumerate(LENGTHS):
        if hand[i]:
            occ = st.occ
            for m in FIT_MASKS[L]:
                if not occ & m:
                    return True
            return False
    return False


def _counter_mask(st: IsaacState) -> int:
    m = 0
    s0, s1 = st.scores
    if s0 < CELLS:
        m |= 1 << s0
    if s1 < CELLS:
        m |= 1 << (CELLS - 1 - s1)
    return m


def removable(st: IsaacState, seat: int) -> list[int]:
    """Ids of ``seat``'s pieces it may remove now (scoring phase)."""
    cm = _counter_mask(st)
    lo = st.longest[seat]
    pieces = st.pieces
    out = []
    for pid in st.live[seat]:
        _, L, a, d = pieces[pid]
        if L >= lo and not _PMASK[_key(L, a, d)] & cm:
            out.append(pid)
    return out


def can_remove(st: IsaacState, seat: int) -> bool:
    cm = _counter_mask(st)
    lo = st.longest[seat]
    pieces = st.pieces
    for pid in st.live[seat]:
        _, L, a, d = pieces[pid]
        if L >= lo and not _PMASK[_key(L, a, d)] & cm:
            return True
    return False


def points(st: IsaacState, pid: int) -> int:
    """Points for removing piece ``pid`` now: N x value x M (ruling 4)."""
    _, L, a, d = st.pieces[pid]
    s0, s1 = st.scores
    c0 = s0 if s0 < CELLS else -1
    c1 = CELLS - 1 - s1 if s1 < CELLS else -1
    if d == H:
        r = a // SIZE
        line = _ROW_CELLS[r]
        on = (c0 >= 0 and c0 // SIZE == r) + (c1 >= 0 and c1 // SIZE == r)
    else:
        c = a % SIZE
        line = _COL_CELLS[c]
        on = (c0 >= 0 and c0 % SIZE == c) + (c1 >= 0 and c1 % SIZE == c)
    board = st.board
    seen = {board[x] for x in line}
    seen.discard(-1)
    seen.discard(pid)
    return len(seen) * VALUE[L] * (1, 2, 4)[on]


def blocked_advance(st: IsaacState, seat: int) -> int:
    """The one advance that would land on the opponent's counter (-1: none)."""
    mine, theirs = st.scores[seat], st.scores[1 - seat]
    if theirs >= CELLS:
        return -1
    # Dark's cell is its score s; Light's is 99 - t. Same cell: s + t = 99.
    a = CELLS - 1 - theirs - mine
    return a if a >= 0 else -1


def _finish(st: IsaacState, winner: int, reason: str) -> None:
    st.phase = OVER
    st.turn = -1
    st.winner = winner
    st.reason = reason


def tie_break(st: IsaacState) -> dict:
    """Ruling 7: unplaced pieces decide a tie of scores."""
    lengths = [sum(L * n for L, n in zip(LENGTHS, st.hand[s])) for s in (0, 1)]
    counts = [sum(st.hand[s]) for s in (0, 1)]
    if lengths[0] != lengths[1]:
        winner = 0 if lengths[0] > lengths[1] else 1
        decided = "unplaced_length"
    elif counts[0] != counts[1]:
        winner = 0 if counts[0] < counts[1] else 1
        decided = "unplaced_count"
    else:
        winner = DARK
        decided = "dark_started"
    return {"unplaced_length": lengths, "unplaced_count": counts,
            "decided_by": decided, "winner": winner}


def _end_both_out(st: IsaacState) -> None:
    s0, s1 = st.scores
    if s0 != s1:
        _finish(st, 0 if s0 > s1 else 1, "both_out")
    else:
        _finish(st, tie_break(st)["winner"], "tie_break")


_PASS = {"action": "pass"}


def _give_turn(st: IsaacState, seat: int, done: list[bool], can_act, records,
               on_pass=None) -> bool:
    """Give the turn to ``seat``, or else to the other seat: the first of them
    not ``done`` that ``can_act``. Each one that cannot is marked ``done`` and
    passes automatically (``on_pass(st, seat)`` is called, and the pass is
    appended to ``records`` when a list is given). False when both are done."""
    for _ in range(2):
        if not done[seat]:
            if can_act(st, seat):
                st.turn = seat
                return True
            done[seat] = True
            if on_pass is not None:
                on_pass(st, seat)
            if records is not None:
                records.append({"seat": seat, "move": dict(_PASS), "auto": True})
        seat = 1 - seat
    return False


def _scoring_turn(st: IsaacState, seat: int, records) -> None:
    """Give the turn to ``seat`` (or the other), passing automatically for
    whoever cannot remove; ends the game when both are out."""
    if not _give_turn(st, seat, st.out, can_remove, records):
        _end_both_out(st)


def _first_passer(st: IsaacState, seat: int) -> None:
    """Remember the first seat to pass in the placement phase."""
    if st.first_passer < 0:
        st.first_passer = seat


def _placement_turn(st: IsaacState, seat: int, records) -> None:
    """The same in the placement phase (``passed``); when both have passed,
    the scoring phase starts with the seat that passed first."""
    if not _give_turn(st, seat, st.passed, can_place, records, _first_passer):
        st.phase = SCORING
        _scoring_turn(st, st.first_passer, records)


def _do_place(st: IsaacState, length: int, anchor: int, d: int, records) -> None:
    seat = st.turn
    k = _key(length, anchor, d)
    pid = len(st.pieces)
    st.pieces.append((seat, length, anchor, d))
    st.live[seat].append(pid)
    st.hand[seat][_LEN_INDEX[length]] -= 1
    st.occ |= _PMASK[k]
    board = st.board
    for x in _PCELLS[k]:
        board[x] = pid
    _placement_turn(st, 1 - seat, records)


def _do_remove(st: IsaacState, pid: int, advance: int, records) -> None:
    seat = st.turn
    _, L, a, d = st.pieces[pid]
    k = _key(L, a, d)
    board = st.board
    for x in _PCELLS[k]:
        board[x] = -1
    st.occ &= ~_PMASK[k]
    st.live[seat].remove(pid)
    if L > st.longest[seat]:
        st.longest[seat] = L
    st.scores[seat] += advance
    if st.scores[seat] >= CELLS:
        _finish(st, seat, "reached_100")
        return
    _scoring_turn(st, 1 - seat, records)


# ---------------------------------------------------------------------------
# fast path (compact tuple moves, in place, unchecked)

def fast_moves(st: IsaacState) -> list[tuple]:
    """Every legal move as a compact tuple (see module docstring)."""
    if st.phase == PLACEMENT:
        seat = st.turn
        occ = st.occ
        hand = st.hand[seat]
        out = []
        for i, L in enumerate(LENGTHS):
            if hand[i]:
                out.extend((PLACE, L, a, d) for a, d, m in FITS[L] if not occ & m)
        return out
    if st.phase == SCORING:
        seat = st.turn
        block = blocked_advance(st, seat)
        out = []
        for pid in removable(st, seat):
            p = points(st, pid)
            out.extend((REMOVE, pid, adv) for adv in range(p + 1) if adv != block)
        return out
    return []


def apply_fast(st: IsaacState, tmove: tuple, records=None) -> None:
    """Play a legal compact move in place (no validation)."""
    if tmove[0] == PLACE:
        _do_place(st, tmove[1], tmove[2], tmove[3], records)
    else:
        _do_remove(st, tmove[1], tmove[2], records)


def random_fast_move(st: IsaacState, rng) -> tuple:
    """A legal compact move drawn quickly with ``rng`` (game not over)."""
    seat = st.turn
    if st.phase == PLACEMENT:
        hand = st.hand[seat]
        avail = [L for i, L in enumerate(LENGTHS) if hand[i]]
        occ = st.occ
        for _ in range(8):
            L = avail[int(rng.random() * len(avail))]
            fits = FITS[L]
            a, d, m = fits[int(rng.random() * len(fits))]
            if not occ & m:
                return (PLACE, L, a, d)
        # crowded board: list the fits of one length at a time
        while True:
            L = avail[int(rng.random() * len(avail))]
            ok = [(a, d) for a, d, m in FITS[L] if not occ & m]
            if ok:
                a, d = ok[int(rng.random() * len(ok))]
                return (PLACE, L, a, d)
            avail.remove(L)
    cands = removable(st, seat)
    pid = cands[int(rng.random() * len(cands))]
    p = points(st, pid)
    block = blocked_advance(st, seat)
    while True:
        adv = int(rng.random() * (p + 1))
        if adv != block:
            return (REMOVE, pid, adv)


def playout(st: IsaacState, rng) -> int:
    """Play random moves in place until the game ends; return the winner."""
    while st.phase != OVER:
        apply_fast(st, random_fast_move(st, rng))
    return st.winner


def to_move_dict(st: IsaacState, tmove: tuple) -> dict:
    """The canonical JSON move of a compact move in state ``st``."""
    if tmove[0] == PLACE:
        return {"action": "place", "length": tmove[1], "cell": cell_name(tmove[2]),
                "dir": DIR_NAMES[tmove[3]]}
    anchor = st.pieces[tmove[1]][2]
    return {"action": "remove", "cell": cell_name(anchor), "advance": tmove[2]}


def from_move_dict(st: IsaacState, move: dict) -> tuple:
    """The compact form of a legal canonical move in state ``st``."""
    if move["action"] == "place":
        return (PLACE, move["length"], int(move["cell"]), DIR_NAMES.index(move["dir"]))
    anchor = int(move["cell"])
    return (REMOVE, st.board[anchor], move["advance"])


def apply_unchecked(st: IsaacState, move: dict, records=None) -> None:
    """Play a legal canonical (dict) move in place, without validation."""
    apply_fast(st, from_move_dict(st, move), records)


# ---------------------------------------------------------------------------
# validation

_CELL_RE = re.compile(r"^[0-9]{2}$")


def _parse_cell(value) -> int:
    if not isinstance(value, str) or not _CELL_RE.match(value):
        raise invalid_move(N_("A cell is two digits \"00\" to \"99\" in Dark's coordinates."),
                           MOVE_EXAMPLE)
    return int(value)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(st: IsaacState, seat: int, move) -> tuple:
    """Check ``move`` for ``seat``; return its compact form or raise RuleError."""
    check_turn(st.phase == OVER, st.turn, seat, move, MOVE_EXAMPLE)
    action = move["action"]
    if action == "pass":
        raise invalid_move(N_("Passing is automatic; you have a move to make."),
                           MOVE_EXAMPLE)
    if action == "place":
        if st.phase != PLACEMENT:
            raise RuleError("wrong_phase", N_("Pieces are placed only in the placement phase."))
        if set(move) != {"action", "length", "cell", "dir"}:
            raise invalid_move(N_("A placement has exactly \"length\", \"cell\" and \"dir\"."),
                               MOVE_EXAMPLE)
        length = move["length"]
        if not _is_int(length) or length not in VALUE:
            raise invalid_move(N_("A piece length is 3, 4, 5, 6 or 7."), MOVE_EXAMPLE)
        anchor = _parse_cell(move["cell"])
        if move["dir"] not in DIR_NAMES:
            raise invalid_move(N_("The direction is \"h\" or \"v\"."), MOVE_EXAMPLE)
        d = DIR_NAMES.index(move["dir"])
        if not st.hand[seat][_LEN_INDEX[length]]:
            raise RuleError(
                "piece_not_available",
                N_("You have no piece of length {length} left to place."),
                length=length,
            )
        k = _key(length, anchor, d)
        if _PCELLS[k] is None:
            raise RuleError("off_board", N_("The piece would stick out of the board."))
        if st.occ & _PMASK[k]:
            raise RuleError("overlap", N_("The piece would cover an occupied cell."))
        return (PLACE, length, anchor, d)
    if action == "remove":
        if st.phase != SCORING:
            raise RuleError("wrong_phase", N_("Pieces are removed only in the scoring phase."))
        if set(move) != {"action", "cell", "advance"}:
            raise invalid_move(N_("A removal has exactly \"cell\" and \"advance\"."),
                               MOVE_EXAMPLE)
        anchor = _parse_cell(move["cell"])
        advance = move["advance"]
        if not _is_int(advance) or advance < 0:
            raise invalid_move(N_("The advance is a whole number, 0 or more."), MOVE_EXAMPLE)
        pid = st.board[anchor]
        if pid < 0 or st.pieces[pid][0] != seat or st.pieces[pid][2] != anchor:
            raise RuleError("no_piece_there",
                            N_("That cell is not the anchor of one of your pieces."))
        _, L, a, d = st.pieces[pid]
        if L < st.longest[seat]:
            raise RuleError(
                "too_short",
                N_("You removed a piece of length {longest} before; this one is shorter."),
                longest=st.longest[seat],
            )
        if _PMASK[_key(L, a, d)] & _counter_mask(st):
            raise RuleError("locked_under_counter", N_("A score counter lies on that piece."))
        p = points(st, pid)
        if advance > p:
            raise RuleError(
                "advance_too_far",
                N_("This removal scores {points} points; you may advance at most {points}."),
                points=p,
            )
        if advance == blocked_advance(st, seat):
            raise RuleError("lands_on_opponent_counter",
                            N_("Your counter may not land on your opponent's counter."))
        return (REMOVE, pid, advance)
    raise invalid_move(N_("Unknown action; use \"place\" or \"remove\"."), MOVE_EXAMPLE)


# How a move is written, for refusals of a move's shape (``invalid_move``).
MOVE_EXAMPLE = ('{"action": "place", "length": 5, "cell": "04", "dir": "h"}, or in '
                'notation "P5 04h" (a placement) or "X 04 +12" (a removal)')


# ---------------------------------------------------------------------------
# persistence helpers

def _rebuild(pieces, on_board, hand, phase, turn, passed, first_passer, out,
             scores, longest, winner, reason) -> IsaacState:
    st = IsaacState()
    st.pieces = [tuple(p) for p in pieces]
    for pid, (owner, L, a, d) in enumerate(st.pieces):
        if not on_board[pid]:
            continue
        k = _key(L, a, d)
        cells = _PCELLS[k]
        if cells is None or st.occ & _PMASK[k]:
            raise ValueError("pieces overlap or leave the board")
        st.occ |= _PMASK[k]
        for x in cells:
            st.board[x] = pid
        st.live[owner].append(pid)
    st.hand = [list(hand[0]), list(hand[1])]
    st.phase = phase
    st.turn = turn
    st.passed = list(passed)
    st.first_passer = first_passer
    st.out = list(out)
    st.scores = list(scores)
    st.longest = list(longest)
    st.winner = winner
    st.reason = reason
    return st


class IsaacRules(TwoPlayerRules):
    name = "isaac"
    title = "ISAAC"
    options = ()
    allows_draw_offers = False
    docs = "docs/games/isaac.md"

    def reference(self) -> dict:
        return {
            "board": {"rows": SIZE, "cols": SIZE},
            "pieces": [{"length": L, "count": n, "value": v} for L, n, v in PIECE_TABLE],
            "pieces_per_player": PIECES_PER_PLAYER,
            "seats": list(SEATS),
            "coordinates": {
                "api": "dark",
                "dark": "cell = 10*row + col as two digits; row 0 is the row nearest "
                        "Dark, col 0 is on Dark's left (00 Dark's near-left corner, "
                        "99 the far-right one).",
                "light": "Light's coordinate of a cell is 99 - its Dark coordinate "
                         "(Light's 00 is Dark's 99).",
            },
            "counters": "Dark's counter stands on dark cell = Dark's score; Light's on "
                        "dark cell = 99 - Light's score; a score of 100 or more is off "
                        "the board.",
        }

    def seat_names(self, num_players: int) -> list[str]:
        return list(SEATS)

    def normalize_options(self, options, num_players):
        out = super().normalize_options(options, num_players)
        if num_players != 2:
            raise RuleError("invalid_option", N_("ISAAC is played by exactly 2 players."))
        return out

    def new_state(self, options, num_players, seed):
        return IsaacState()

    # -- play ---------------------------------------------------------------
    def to_move(self, state):
        return None if state.phase == OVER else state.turn

    def legal_moves(self, state):
        return [to_move_dict(state, t) for t in fast_moves(state)]

    def apply(self, state, seat, move):
        tmove = validate(state, seat, move)
        st = state.copy()
        records = [None]
        if tmove[0] == PLACE:
            canon = to_move_dict(state, tmove)
            apply_fast(st, tmove, records)
            records[0] = {"seat": seat, "move": canon, "auto": False}
        else:
            canon = to_move_dict(state, tmove)
            pts = points(state, tmove[1])
            apply_fast(st, tmove, records)
            records[0] = {"seat": seat, "move": canon, "auto": False, "points": pts,
                          "score": st.scores[seat]}
        return st, records

    def is_over(self, state):
        return state.phase == OVER

    def result(self, state):
        if state.phase != OVER:
            raise RuleError("game_not_over", N_("The game is not over."))
        breakdown = {
            "scores": state.scores[:],
            "out": state.out[:],
            "longest_removed": state.longest[:],
            "unplaced": [{str(L): n for L, n in zip(LENGTHS, state.hand[s])} for s in (0, 1)],
            "tie_break": None,
        }
        if state.reason == "tie_break":
            tb = tie_break(state)
            breakdown["tie_break"] = {k: tb[k] for k in
                                      ("unplaced_length", "unplaced_count", "decided_by")}
        if state.reason in ("resignation", "timeout"):
            breakdown["resigned"] = 1 - state.winner
        return Outcome(scores=state.scores[:], winners=[state.winner],
                       reason=state.reason, draw=False, breakdown=breakdown).as_dict()

    def resign(self, state, seat, reason="resignation"):
        if state.phase == OVER:
            raise RuleError("game_over", N_("The game is over."))
        if seat not in (0, 1):
            raise invalid_move(N_("Unknown seat."), MOVE_EXAMPLE)
        st = state.copy()
        _finish(st, 1 - seat, reason)
        return st

    # -- views --------------------------------------------------------------
    def view(self, state, viewer):
        pieces = []
        for pid, (owner, L, a, d) in enumerate(state.pieces):
            pieces.append({
                "id": pid, "owner": owner, "length": L, "value": VALUE[L],
                "anchor": _CELL_NAMES[a], "dir": DIR_NAMES[d],
                "cells": list(_PCELL_NAMES[_key(L, a, d)]),
                "on_board": state.board[a] == pid,
            })
        if state.phase == PLACEMENT:
            counters = [None, None]
        else:
            counters = [None if c is None else cell_name(c)
                        for c in (counter_cell(0, state.scores[0]),
                                  counter_cell(1, state.scores[1]))]
        over = state.phase == OVER
        return {
            "game": self.name,
            "phase": PHASE_NAMES[state.phase],
            "board": [None if b < 0 else b for b in state.board],
            "pieces": pieces,
            "hands": [{str(L): n for L, n in zip(LENGTHS, state.hand[s])} for s in (0, 1)],
            "passed": state.passed[:],
            "first_passer": None if state.first_passer < 0 else state.first_passer,
            "out": state.out[:],
            "scores": state.scores[:],
            "counters": counters,
            "longest_removed": state.longest[:],
            "to_move": None if over else state.turn,
            "over": over,
            "winner": state.winner if over else None,
            "reason": state.reason if over else None,
        }

    # -- persistence --------------------------------------------------------
    def dump(self, state):
        return {
            "pieces": [list(p) for p in state.pieces],
            "on_board": [state.board[p[2]] == pid for pid, p in enumerate(state.pieces)],
            "hand": [state.hand[0][:], state.hand[1][:]],
            "phase": state.phase,
            "turn": state.turn,
            "passed": state.passed[:],
            "first_passer": state.first_passer,
            "out": state.out[:],
            "scores": state.scores[:],
            "longest": state.longest[:],
            "winner": state.winner,
            "reason": state.reason,
        }

    def load(self, data):
        return _rebuild(data["pieces"], data["on_board"], data["hand"], data["phase"],
                        data["turn"], data["passed"], data["first_passer"], data["out"],
                        data["scores"], data["longest"], data["winner"], data["reason"])

    def sample_state(self, view, seat, rng):
        pieces = [(p["owner"], p["length"], int(p["anchor"]), DIR_NAMES.index(p["dir"]))
                  for p in view["pieces"]]
        on_board = [p["on_board"] for p in view["pieces"]]
        hand = [[view["hands"][s][str(L)] for L in LENGTHS] for s in (0, 1)]
        over = view["over"]
        fp = view["first_passer"]
        return _rebuild(pieces, on_board, hand, PHASE_NAMES.index(view["phase"]),
                        -1 if over else view["to_move"], view["passed"],
                        -1 if fp is None else fp, view["out"], view["scores"],
                        view["longest_removed"], view["winner"] if over else -1,
                        view["reason"] if over else "")


RULES = IsaacRules()
