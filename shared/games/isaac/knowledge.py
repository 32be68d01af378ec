"""ISAAC knowledge.

Moves are the rules module's compact tuples (``(PLACE, length, anchor, dir)``,
``(REMOVE, piece, advance)``), played in place with ``apply_fast``.

Heuristics:

* a piece is worth, at removal, (other pieces in its line) x value x the
  counter multiplier; the *potential* of a seat is the sum over its pieces
  still on the board of value x other pieces in the line now. Placements are
  scored by the potential they add (own piece in a busy line, crossing the
  lines of own pieces) minus what they add to the opponent's lines;
* removals: score now (points), keep the longest pieces for last (removal
  lengths never go down), and the blocking *sacrifice*: an advance smaller
  than the points that parks the counter on an opponent's piece it could
  still remove (best: its last removable one, or its most valuable);
* the evaluation squashes score difference + a share of the potential
  difference; reaching 100 wins at once.

The search uses a reduced move list (``candidates``): during placement the
best placements by the heuristic plus a few random ones; during scoring, per
removable piece, the full advance (or one less when the full one is
forbidden), every advance that blocks an opponent's removable piece, and 0.
"""

from __future__ import annotations

from shared.games.adapter import TwoPlayerAdapter, squash

from . import rules as ig

PLACE, REMOVE = ig.PLACE, ig.REMOVE
PLACEMENT, SCORING, OVER = ig.PLACEMENT, ig.SCORING, ig.OVER
CELLS = ig.CELLS
SIZE = ig.SIZE
VALUE = ig.VALUE
LENGTHS = ig.LENGTHS
FITS = ig.FITS
_PCELLS = ig._PCELLS
_PMASK = ig._PMASK
_key = ig._key
fast_moves = ig.fast_moves
apply_fast = ig.apply_fast
points = ig.points
removable = ig.removable
blocked_advance = ig.blocked_advance
H = ig.H

_PLACE_TOP = 20
_PLACE_RANDOM = 6
_PLACE_SCAN = 50


def _line_cells(L, a, d):
    if d == H:
        r = a // SIZE
        return range(r * SIZE, r * SIZE + SIZE)
    return range(a % SIZE, CELLS, SIZE)


# the cells of the line of cell x in direction d (a row for H, a column for V): _LINES[d][x]
_LINES = tuple(tuple(tuple(_line_cells(0, x, d)) for x in range(CELLS)) for d in (H, ig.V))


def _line_count(board, L, a, d, exclude):
    seen = set()
    for x in _line_cells(L, a, d):
        p = board[x]
        if p >= 0 and p != exclude:
            seen.add(p)
    return len(seen)


def _potential(st, seat):
    board = st.board
    pieces = st.pieces
    total = 0.0
    for pid in st.live[seat]:
        _, L, a, d = pieces[pid]
        total += VALUE[L] * _line_count(board, L, a, d, pid)
    return total


def _line_gain(sc, board, pieces, line, direction, seen, seat):
    """``sc`` plus what the pieces of ``direction`` in ``line`` gain from one
    more piece in their line (value x 0.6, for ``seat`` or against it), each
    piece once: those in ``seen`` are skipped, the others added to it."""
    for y in line:
        p = board[y]
        if p >= 0 and p not in seen:
            owner, pl, _, pd = pieces[p]
            if pd == direction:
                seen.add(p)
                sc += VALUE[pl] * (0.6 if owner == seat else -0.6)
    return sc


def _counter_cell(seat, score):
    if score >= CELLS:
        return None
    return score if seat == 0 else CELLS - 1 - score


class IsaacAdapter(TwoPlayerAdapter):
    playout_depth = 10
    exploration = 0.5
    fast_moves = staticmethod(fast_moves)
    fast_play = staticmethod(apply_fast)

    def random_move(self, state, rng):
        return ig.random_fast_move(state, rng)

    def to_json(self, move, state):
        return ig.to_move_dict(state, move)

    def rewards(self, state):
        return self.won_by(state.winner)

    # -- knowledge ---------------------------------------------------------
    def evaluate(self, state):
        if state.phase == OVER:
            return self.rewards(state)
        s0, s1 = state.scores
        share = 0.6 if state.phase == SCORING else 0.35
        d = (s0 - s1) + share * (_potential(state, 0) - _potential(state, 1))
        v = squash(d, 15.0)
        return [v, 1.0 - v]

    def _place_score(self, st, seat, L, a, d):
        """Potential a placement adds for ``seat`` minus what it gives the opponent."""
        board = st.board
        pieces = st.pieces
        cells = _PCELLS[_key(L, a, d)]
        # own line: other pieces already in it
        sc = VALUE[L] * _line_count(board, L, a, d, -1)
        # pieces whose line this piece crosses gain one more piece in line
        # (the pieces of the other direction whose line runs through one of its cells)
        seen = set()
        across = 1 - d
        for x in cells:
            sc = _line_gain(sc, board, pieces, _LINES[across][x], across, seen, seat)
        # same-direction pieces in the same line also gain
        return _line_gain(sc, board, pieces, _LINES[d][a], d, seen, seat)

    def _removal_candidates(self, st):
        seat = st.turn
        opp = 1 - seat
        mine = st.scores[seat]
        block = blocked_advance(st, seat)
        out = []
        # cells of the opponent's removable pieces, for blocking sacrifices
        opp_cells = {}
        orem = removable(st, opp) if not st.out[opp] else []
        for pid in orem:
            _, L, a, d = st.pieces[pid]
            for x in _PCELLS[_key(L, a, d)]:
                opp_cells[x] = pid
        for pid in removable(st, seat):
            p = points(st, pid)
            advs = set()
            full = p if p != block else p - 1
            if full >= 0:
                advs.add(full)
            if 0 != block:
                advs.add(0)
            for adv in range(p + 1):
                if adv == block:
                    continue
                cell = _counter_cell(seat, mine + adv)
                if cell is not None and cell in opp_cells:
                    advs.add(adv)
            # a piece under the new counter position cannot be our own next
            out.extend((REMOVE, pid, adv) for adv in sorted(advs))
        return out

    def candidates(self, state):
        if state.phase == SCORING:
            return self._removal_candidates(state)
        moves = fast_moves(state)
        if state.phase != PLACEMENT or len(moves) <= _PLACE_TOP + _PLACE_RANDOM:
            return moves
        seat = state.turn
        if len(moves) > _PLACE_SCAN:
            # score an even spread of the placements (all lengths, all areas)
            step = len(moves) / _PLACE_SCAN
            moves = [moves[int(i * step)] for i in range(_PLACE_SCAN)]
        scored = sorted(((self._place_score(state, seat, m[1], m[2], m[3]), m) for m in moves),
                        reverse=True)
        top = [m for _, m in scored[:_PLACE_TOP]]
        rest = [m for _, m in scored[_PLACE_TOP:]]
        step = max(1, len(rest) // _PLACE_RANDOM)
        return top + rest[::step][:_PLACE_RANDOM]

    def _removal_value(self, st, move):
        seat = st.turn
        _, pid, adv = move
        p = points(st, pid)
        L = st.pieces[pid][1]
        sc = adv - 0.4 * (p - adv)
        if st.scores[seat] + adv >= CELLS:
            return 1000.0
        # blocking: the opponent's piece under our new counter
        cell = _counter_cell(seat, st.scores[seat] + adv)
        if cell is not None:
            q = st.board[cell]
            if q >= 0 and st.pieces[q][0] != seat:
                oppL = st.pieces[q][1]
                sc += 0.5 * VALUE[oppL] * 4
                if len(removable(st, 1 - seat)) == 1:
                    sc += 25.0
        # prefer short pieces first (they keep the long ones available)
        sc -= 0.5 * (L - 3)
        return sc

    def move_values(self, state, moves):
        if state.phase == SCORING:
            return [self._removal_value(state, m) for m in moves]
        seat = state.turn
        return [self._place_score(state, seat, m[1], m[2], m[3]) for m in moves]

    def priors(self, state, moves):
        vals = self.move_values(state, moves)
        scale = 8.0 if state.phase == PLACEMENT else 6.0
        top = max(vals)
        return [squash(v - top + 4.0, scale) for v in vals]

    def greedy_values(self, state, moves, seat, rng):
        return [squash(v, 10.0) for v in self.move_values(state, moves)]

    def policy_move(self, state, rng):
        r = rng.random
        if state.phase == PLACEMENT:
            seat = state.turn
            best = None
            best_v = -1e9
            for _ in range(2):
                m = ig.random_fast_move(state, rng)
                v = self._place_score(state, seat, m[1], m[2], m[3]) + r()
                if v > best_v:
                    best_v = v
                    best = m
            return best
        if r() < 0.1:
            return ig.random_fast_move(state, rng)
        seat = state.turn
        block = blocked_advance(state, seat)
        best = None
        best_v = -1e9
        for pid in removable(state, seat):
            p = points(state, pid)
            adv = p if p != block else p - 1
            if adv < 0:
                continue
            L = state.pieces[pid][1]
            v = adv - 0.5 * (L - 3) + r()
            if v > best_v:
                best_v = v
                best = (REMOVE, pid, adv)
        return best if best is not None else ig.random_fast_move(state, rng)


def make_adapter(rules):
    return IsaacAdapter(rules)
