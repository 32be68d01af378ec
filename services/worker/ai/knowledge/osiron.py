"""Osiron knowledge.

Moves are the rules module's fast ints (exchange ``from * 24 + to``,
placement ``576 + space``), played in place with ``fast_apply``.

Heuristics:

* *pressure* of a seat = sum over its target circles of a weight of the
  number of pieces still missing in that circle (1 missing weighs 6, 2 weigh
  2, 3 weigh 0.7, ...); the evaluation squashes the pressure difference;
* an exchange that completes one of the mover's target circles wins, one
  that completes an opponent's target circle (the opponent's piece lands in
  the space the mover left) loses; the playout policy always takes a win and
  avoids losing moves when it can;
* the priors and the one-ply ``easy`` level also look one reply ahead: a move
  that leaves the opponent an immediate winning exchange (with the relation
  of the next round: bordering, or pointing in even rounds of the advanced
  movement) is close to a loss;
* during the placement set-up every circle counts (a circle completed during
  set-up is no target later, so it is worth nothing).
"""

from __future__ import annotations

from shared.games import osiron as og

from ..adapter import Adapter, squash

NUM_SPACES = og.NUM_SPACES
PLACE_BASE = og.PLACE_BASE
CIRCLE_MASKS = og.CIRCLE_MASKS
_CIRCLES_OF = og._CIRCLES_OF
_BORDER_T = og._BORDER_T
_POINT_T = og._POINT_T
PLACEMENT = og.PLACEMENT
fast_moves = og.fast_moves
fast_apply = og.fast_apply

# weight of a target circle by the number of pieces missing in it
_W = (0.0, 6.0, 2.0, 0.7, 0.25, 0.08, 0.02, 0.0)
_ALL = (1 << 7) - 1


def _pressure(own: int, targets: int, placement: bool) -> float:
    total = 0.0
    for ci in range(7):
        if targets >> ci & 1:
            missing = (CIRCLE_MASKS[ci] & ~own).bit_count()
            total += _W[missing]
    return total


def _wins_now(own: int, opp: int, targets: int, table, forbidden: int) -> bool:
    """Whether the seat owning ``own`` has an exchange completing a target."""
    for a, b, m, code in table:
        x = own & m
        if not x or x == m or code == forbidden:
            continue
        # own piece moves to the other end of the pair
        dest = b if x >> a & 1 else a
        new_own = own ^ m
        for ci, cm in _CIRCLES_OF[dest]:
            if targets >> ci & 1 and new_own & cm == cm:
                return True
    return False


class OsironAdapter(Adapter):
    perfect_info = True
    has_knowledge = True
    playout_depth = 8
    exploration = 0.6

    def num_players(self, state):
        return 2

    def to_move(self, state):
        return state.to_move

    def is_over(self, state):
        return state.over

    def legal(self, state):
        return fast_moves(state)

    def play(self, state, move):
        fast_apply(state, move)
        return state

    def key(self, move):
        return move

    def to_json(self, move, state):
        return og.code_to_move(move)

    def rewards(self, state):
        w = state.winners
        if not w:
            return [0.5, 0.5]
        return [1.0, 0.0] if w[0] == 0 else [0.0, 1.0]

    # -- knowledge ---------------------------------------------------------
    def _targets(self, state):
        if state.targets is None:
            return (_ALL, _ALL)
        return state.targets

    def _diff(self, state, seat):
        """Pressure of ``seat`` minus the opponent's."""
        t = self._targets(state)
        placement = state.phase == PLACEMENT
        m = state.masks
        return (_pressure(m[seat], t[seat], placement)
                - _pressure(m[1 - seat], t[1 - seat], placement))

    def evaluate(self, state):
        if state.over:
            return self.rewards(state)
        d = self._diff(state, 0)
        if state.phase != PLACEMENT:
            # the seat to move with a winning exchange wins
            s = state.to_move
            table = _POINT_T if state.advanced and state.ply & 2 else _BORDER_T
            if _wins_now(state.masks[s], state.masks[1 - s], state.targets[s], table,
                         state.forbidden):
                return [1.0, 0.0] if s == 0 else [0.0, 1.0]
            d += 1.0 if s == 0 else -1.0  # the move is worth something
        v = squash(d, 4.0)
        return [v, 1.0 - v]

    def _move_scores(self, state, moves, lookahead):
        """Heuristic score of each move for the mover (large = good)."""
        s = state.to_move
        own0 = state.masks[s]
        opp0 = state.masks[1 - s]
        out = []
        if state.phase == PLACEMENT:
            for code in moves:
                bit = 1 << (code - PLACE_BASE)
                own = own0 | bit
                sc = 0.0
                for ci in range(7):
                    cm = CIRCLE_MASKS[ci]
                    if cm & bit:
                        if opp0 & cm:
                            sc += 0.3  # the circle is contested: small value
                        else:
                            missing = (cm & ~own).bit_count()
                            sc += 0.0 if missing == 0 else _W[missing]
                out.append(sc)
            return out
        ts, to = state.targets[s], state.targets[1 - s]
        # pieces missing per circle, for the mover and the opponent (an
        # exchange only changes the circles through its two spaces)
        miss_me = [(cm & ~own0).bit_count() for cm in CIRCLE_MASKS]
        miss_op = [(cm & ~opp0).bit_count() for cm in CIRCLE_MASKS]
        W = _W
        nxt_table = None
        for code in moves:
            a, b = divmod(code, NUM_SPACES)
            bit_a = 1 << a
            bit_b = 1 << b
            win = lose = False
            sc = 0.0
            for ci, cm in _CIRCLES_OF[b]:
                if cm & bit_a:
                    continue
                # the mover's piece arrives, the opponent's leaves
                if ts >> ci & 1:
                    k = miss_me[ci]
                    if k == 1:
                        win = True
                    sc += W[k - 1] - W[k]
                if to >> ci & 1:
                    k = miss_op[ci]
                    sc -= W[k + 1] - W[k]
            for ci, cm in _CIRCLES_OF[a]:
                if cm & bit_b:
                    continue
                # the opponent's piece arrives, the mover's leaves
                if to >> ci & 1:
                    k = miss_op[ci]
                    if k == 1:
                        lose = True
                    sc -= W[k - 1] - W[k]
                if ts >> ci & 1:
                    k = miss_me[ci]
                    sc += W[k + 1] - W[k]
            if win and not lose:
                out.append(1000.0)
                continue
            if lose:
                out.append(-1000.0 if not win else -10.0)
                continue
            if lookahead:
                if nxt_table is None:
                    nxt_ply = state.ply + 1
                    nxt_table = _POINT_T if state.advanced and nxt_ply & 2 else _BORDER_T
                m = bit_a | bit_b
                forb = a * NUM_SPACES + b if a < b else b * NUM_SPACES + a
                if _wins_now(opp0 ^ m, own0 ^ m, to, nxt_table, forb):
                    sc -= 100.0
            out.append(sc)
        return out

    def priors(self, state, moves):
        return [squash(v, 3.0) for v in self._move_scores(state, moves, True)]

    def greedy_values(self, state, moves, seat, rng):
        return [squash(v, 3.0) for v in self._move_scores(state, moves, True)]

    def policy_move(self, state, rng):
        moves = fast_moves(state)
        if len(moves) == 1:
            return moves[0]
        r = rng.random
        scores = self._move_scores(state, moves, True)
        if r() < 0.05:
            # a random move, but never a losing one when there is another
            safe = [m for m, v in zip(moves, scores) if v > -500]
            pool = safe or moves
            return pool[int(r() * len(pool))]
        best = -1e9
        pick = moves[0]
        for m, v in zip(moves, scores):
            v += r() * 0.8
            if v > best:
                best = v
                pick = m
        return pick


def make_adapter(rules):
    return OsironAdapter(rules)
