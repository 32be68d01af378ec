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

import math
import time

from shared.games.adapter import TwoPlayerAdapter, squash

from . import rules as og

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


class OsironAdapter(TwoPlayerAdapter):
    playout_depth = 8
    exploration = 0.6
    fast_moves = staticmethod(fast_moves)
    fast_play = staticmethod(fast_apply)

    def to_json(self, move, state):
        return og.code_to_move(move)

    def rewards(self, state):
        w = state.winners
        return self.won_by(w[0]) if w else [0.5, 0.5]

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
                return self.won_by(s)
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
            # The two loops mirror each other (mover and opponent swapped) and stay
            # written out: this runs for every move of every playout, and a helper
            # called for each side made the move scoring about 20 % slower.
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

    # -- alpha-beta (level ``hard``) ---------------------------------------
    alphabeta_levels = ("hard",)
    # an iteration costs about 5 times one of ISAAC's (its playout policy
    # scores every move), and games run long: bench/analysis.py
    analysis_scale = 0.2

    def alphabeta(self, state, rng, deadline=None, max_nodes=None):
        """Alpha-beta search of an exchange-phase position (see
        :class:`AlphaBeta`); ``None`` during the placement set-up, which the
        tree search handles. Returns ``(ranked, nodes, depth)`` with ranked
        ``[(move, value in [0, 1], nodes below the move), ...]`` best first."""
        if state.phase == PLACEMENT or state.over:
            return None
        s = state.to_move
        ab = AlphaBeta(state, rng, deadline, max_nodes, self)
        ranked, depth = ab.run(state.masks[s], state.masks[1 - s], s, state.ply,
                               state.forbidden, fast_moves(state))
        out = []
        for code, score in ranked:
            if score >= _WIN - 1000:
                v = 1.0
            elif score <= -_WIN + 1000:
                v = 0.0
            else:
                v = squash(score, 4.0)
            out.append((code, v, ab.done_nodes.get(code, 0)))
        return out, ab.nodes, depth

    def priors(self, state, moves):
        return [squash(v, 3.0) for v in self._move_scores(state, moves, True)]

    def greedy_values(self, state, moves, seat, rng):
        # one ply: the heuristic change of the move itself, no reply checked
        return [squash(v, 3.0) for v in self._move_scores(state, moves, False)]

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



# ----------------------------------------------------------------------------
# Alpha-beta search (level ``hard``)
# ----------------------------------------------------------------------------

_WIN = 100_000.0
_BORDER_E = og._BORDER_E
_POINT_E = og._POINT_E
_CIRCLE_LIST = tuple(enumerate(CIRCLE_MASKS))


def _nb_masks(pairs):
    out = [0] * NUM_SPACES
    for a, b in pairs:
        out[a] |= 1 << b
        out[b] |= 1 << a
    return tuple(out)


_BORDER_NB = _nb_masks(og.BORDERING)
_POINT_NB = _nb_masks(og.POINTING)
# leaf penalties for the side to move facing one threatened hole (it must
# parry) or two (one move rarely parries both)
_THREAT = 1.5
_DOUBLE_THREAT = 8.0


class _Stop(Exception):
    pass


_gen = og.exchange_codes  # exchange codes of the seat owning ``own``


class _Position:
    """The fields of a position ``OsironAdapter._move_scores`` reads."""

    __slots__ = ("to_move", "masks", "targets")
    phase = og.EXCHANGE


class AlphaBeta:
    """Iterative-deepening negamax with alpha-beta, a transposition table and
    history move ordering, on the bit masks of an exchange-phase position.

    Scores are from the side to move: a win is ``_WIN`` minus its distance in
    plies, a draw ``-contempt`` for the searching seat (``+contempt`` for its
    opponent), otherwise ``pressure(own) - pressure(opponent)`` with the
    searching seat's pressure weighted by ``attack``. A position already met
    (in the game or on the search path) counts as a draw, so the search
    avoids repetitions unless it is clearly behind; so does reaching the ply
    cap. With ``attack`` > 1 the scores (and the values reported for them)
    lean towards the searching seat: they rank moves, they are no
    calibrated win chance."""

    #: root moves scored within ``margin`` of the best are searched exactly
    #: and may be preferred for the traps they set (``trap_weight`` x the
    #: share of the opponent's replies that lose at once)
    margin = 1.0
    trap_weight = 3.0
    #: depth of the forced-win search after a natural reply, and the share of
    #: the budget kept for it: the check usually needs 5-30 ms of a 1 s
    #: budget, so a quarter (as before) left the deepening only 68 % of it
    trap_depth = 3
    trap_share = 0.06
    #: a draw (repetition, ply cap, simultaneous completion) scores this much
    #: below an equal position for the searching seat. Since every position
    #: already met in the game scores as a draw, the searching seat never
    #: walks back into one unless it is clearly behind: it plays on instead
    #: of drifting into a repetition (with 0 it shuffled between known
    #: positions and half its games against ``easy`` ended drawn)
    contempt = 2.0
    #: the searching seat's own pressure counts this many times the
    #: opponent's. With a symmetric evaluation it defended as much as it
    #: attacked and games stalled with every target circle two pieces short
    #: until the ply cap; tactics (wins, parries, threats) are unchanged, so
    #: it still sees every short forced loss. Measured at 0.2 s per move
    #: against ``easy`` (10 games each, contempt 2): 1.0 won 5/10 (0.3 s, 8
    #: games), 1.5 won 7, 2.5 won 8 and won sooner, 4 won 7
    attack = 2.5
    #: a leaf whose side to move faces a hole the opponent can fill next
    #: turn is searched one ply more (its parries, and the threats they
    #: answer with), up to this many plies beyond the nominal depth: forcing
    #: sequences and double threats are then read, not guessed
    extend = 6

    def __init__(self, state, rng, deadline=None, max_nodes=None, adapter=None):
        self.adapter = adapter
        # the last ``trap_share`` of the work looks for traps (``_prefer_traps``)
        self.trap_deadline = deadline
        self.trap_nodes = max_nodes
        if deadline is not None:
            now = time.perf_counter()
            deadline = now + (deadline - now) * (1.0 - self.trap_share)
        if max_nodes is not None:
            max_nodes = max(1, int(max_nodes * (1.0 - self.trap_share)))
        self.targets = state.targets
        self.tcircles = tuple(tuple(cm for ci, cm in _CIRCLE_LIST if t >> ci & 1)
                              for t in state.targets)
        self.advanced = state.advanced
        self.ply_cap = state.ply_cap
        self.rep = state.rep
        self.path = {}
        self.rng = rng
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
        self.root_nodes = {}
        self.done_nodes = {}
        self.root_scores = {}
        self.tt = {}
        self.history = [0] * PLACE_BASE
        self.killers = [[None, None] for _ in range(256)]
        self.ext_limit = 0
        self.circles_cache = {}
        self.clock = time.perf_counter

    # -- helpers -------------------------------------------------------------
    def _table(self, ply):
        return _POINT_E if self.advanced and ply & 2 else _BORDER_E

    def _order(self, moves, best, dist):
        """Transposition-table move, then the killers of this distance, then
        by history."""
        moves.sort(key=self.history.__getitem__, reverse=True)
        for m in reversed(self.killers[dist & 255]):
            if m is not None and m in moves:
                moves.remove(m)
                moves.insert(0, m)
        if best is not None and best in moves:
            moves.remove(best)
            moves.insert(0, best)
        return moves

    # -- search --------------------------------------------------------------
    def negamax(self, own, opp, s, ply, forb, depth, alpha, beta, dist):
        self.nodes += 1
        if not self.nodes & 15:
            if self.deadline is not None and self.clock() >= self.deadline:
                raise _Stop
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise _Stop
        light = own if s == 0 else opp
        key = light | s << 24 | ((ply >> 1) & 1 if self.advanced else 0) << 25 | (forb + 1) << 26
        if dist and (self.rep.get(key, 0) or self.path.get(key, 0)):
            return self._draw(s)
        if ply >= self.ply_cap:
            return self._draw(s)
        # pieces missing in each target circle; circles missing one piece
        # (hole, circle) decide the immediate results of the exchanges
        own_p, holes_me = self._circles(own, s)
        opp_p, holes_op = self._circles(opp, 1 - s)
        if s == self.root_seat:
            score = 0.5 + self.attack * own_p - opp_p
        else:
            score = 0.5 + own_p - self.attack * opp_p
        if depth <= 0:
            # a leaf: no move list, the masks tell the immediate win
            if holes_me and self._wins_at(own, holes_me, holes_op, ply, forb):
                return _WIN - dist
            live = self._live(opp, holes_op, ply + 1) if holes_op else 0
            if not live:
                return score
            if dist >= self.ext_limit:
                return score - (_THREAT if live & (live - 1) == 0 else _DOUBLE_THREAT)
            # threatened: search the parries rather than guess (``extend``)
            depth = 1
        t = self._table(ply)
        moves = _gen(own, t, t.bit.get(forb, 0))
        if not moves:
            # automatic pass
            return -self.negamax(opp, own, 1 - s, ply + 1, -1, depth, -beta, -alpha, dist + 1)
        draw_move = None
        if holes_me or holes_op:
            quiet = []
            for code in moves:
                a, b = divmod(code, NUM_SPACES)
                bit_a = 1 << a
                bit_b = 1 << b
                win = False
                for hole, cm in holes_me:
                    if hole == bit_b and not cm & bit_a:
                        win = True
                        break
                lose = False
                for hole, cm in holes_op:
                    if hole == bit_a and not cm & bit_b:
                        lose = True
                        break
                if win and not lose:
                    if dist == 0:
                        self.root_scores[code] = _WIN - dist
                        self.best_root = code
                    return _WIN - dist
                if win:
                    draw_move = code
                elif not lose:
                    quiet.append(code)
            if not quiet:
                return self._draw(s) if draw_move is not None else -_WIN + dist + 1
        else:
            quiet = moves
        entry = self.tt.get(key)
        best_move = None
        if entry is not None:
            e_depth, e_val, e_flag, e_move = entry
            best_move = e_move
            if e_depth >= depth and dist:
                if e_flag == 0:
                    return e_val
                if e_flag == 1 and e_val >= beta:
                    return e_val
                if e_flag == -1 and e_val <= alpha:
                    return e_val
        if dist == 0:
            ok = set(quiet)
            moves = [m for m in self.root_order if m in ok]
        else:
            moves = self._order(quiet, best_move, dist)
        if draw_move is not None:
            moves.append(draw_move)
        self.path[key] = self.path.get(key, 0) + 1
        orig_alpha = alpha
        best = -1e18
        bm = None
        try:
            for code in moves:
                n0 = self.nodes
                if code == draw_move:
                    v = self._draw(s)
                else:
                    a, b = divmod(code, NUM_SPACES)
                    m = (1 << a) | (1 << b)
                    fc = a * NUM_SPACES + b if a < b else b * NUM_SPACES + a
                    # at the root, moves close to the best get exact scores
                    # (see ``margin``)
                    lo = alpha - self.margin if dist == 0 else alpha
                    v = -self.negamax(opp ^ m, own ^ m, 1 - s, ply + 1, fc, depth - 1,
                                      -beta, -lo, dist + 1)
                if dist == 0:
                    self.root_scores[code] = v
                    self.root_nodes[code] = self.nodes - n0
                if v > best:
                    best = v
                    bm = code
                    if dist == 0:
                        self.best_root = code
                if v > alpha:
                    alpha = v
                if alpha >= beta:
                    self._cutoff(code, depth, dist)
                    break
        finally:
            n = self.path[key] - 1
            if n:
                self.path[key] = n
            else:
                del self.path[key]
        flag = 0 if orig_alpha < best < beta else (1 if best >= beta else -1)
        self.tt[key] = (depth, best, flag, bm)
        return best

    def _circles(self, own, s):
        """Pressure of seat ``s`` owning ``own`` and its holes ``[(hole,
        circle), ...]``, cached: the same masks recur across many nodes."""
        k = own | s << 24
        e = self.circles_cache.get(k)
        if e is None:
            W = _W
            p = 0.0
            holes = []
            for cm in self.tcircles[s]:
                x = cm & ~own
                n = x.bit_count()
                p += W[n]
                if n == 1:
                    holes.append((x, cm))
            e = self.circles_cache[k] = (p, holes)
        return e

    def _cutoff(self, code, depth, dist):
        """Remember a move that refuted the line (history and killers)."""
        self.history[code] += depth * depth
        k = self.killers[dist & 255]  # long chains of passes share slots
        if k[0] != code:
            k[1] = k[0]
            k[0] = code

    def _wins_at(self, own, holes_me, holes_op, ply, forb):
        """Whether the side to move has an exchange into one of its holes
        (from outside the circle, not the forbidden pair) that does not hand
        the opponent a hole at the same time."""
        nb = _POINT_NB if self.advanced and ply & 2 else _BORDER_NB
        for hole, cm in holes_me:
            h = hole.bit_length() - 1
            att = own & nb[h] & ~cm
            while att:
                low = att & -att
                att ^= low
                a = low.bit_length() - 1
                if (a * NUM_SPACES + h if a < h else h * NUM_SPACES + a) == forb:
                    continue
                if any(h2 == low and not cm2 & hole for h2, cm2 in holes_op):
                    continue
                return True
        return False

    def _live(self, opp, holes_op, ply):
        """The opponent's holes it could fill at ``ply`` (a piece of its
        own borders them from outside the circle)."""
        nb = _POINT_NB if self.advanced and ply & 2 else _BORDER_NB
        live = 0
        for hole, cm in holes_op:
            if opp & nb[hole.bit_length() - 1] & ~cm:
                live |= hole
        return live

    def _draw(self, s):
        """The score of a draw for the side to move ``s``."""
        return -self.contempt if s == self.root_seat else self.contempt

    def _can_win(self, own, opp, s, ply, forb):
        """Whether the side to move (``own``) has an exchange that wins."""
        holes = []
        for cm in self.tcircles[s]:
            x = cm & ~own
            if x & (x - 1) == 0 and x:
                holes.append((x, cm))
        if not holes:
            return False
        nb = _POINT_NB if self.advanced and ply & 2 else _BORDER_NB
        t = self._table(ply)
        fb = t.bit.get(forb, 0)
        for hole, cm in holes:
            h = hole.bit_length() - 1
            att = own & nb[h] & ~cm
            while att:
                low = att & -att
                a = low.bit_length() - 1
                att ^= low
                code = a * NUM_SPACES + h if a < h else h * NUM_SPACES + a
                if fb and t.bit.get(code, 0) == fb:
                    continue
                # the opponent must not complete a circle through ``a`` at once
                nop = opp ^ low ^ hole
                if any(nop & cm2 == cm2 for cm2 in self.tcircles[1 - s]
                       if cm2 & low):
                    continue
                return True
        return False

    def _prefer_traps(self, own, opp, s, ply, best, scores):
        """Among the moves scored within ``margin`` of the best, prefer those
        whose position offers the opponent the most replies that lose at once
        (the score is the same against perfect defence; a fallible opponent
        gets more chances to go wrong)."""
        top = scores.get(best, -1e18)
        if abs(top) >= _WIN - 1000:
            return best
        choice = best
        choice_v = top
        for code, v in scores.items():
            if v < top - self.margin:
                continue
            a, b = divmod(code, NUM_SPACES)
            m = (1 << a) | (1 << b)
            o2, m2 = opp ^ m, own ^ m  # the opponent to move
            fc = a * NUM_SPACES + b if a < b else b * NUM_SPACES + a
            t = self._table(ply + 1)
            replies = _gen(o2, t, t.bit.get(fc, 0))
            if not replies:
                continue
            # how natural each reply looks (the one-ply heuristic)
            view = _Position()
            view.to_move = 1 - s
            view.masks = [0, 0]
            view.masks[s] = m2
            view.masks[1 - s] = o2
            view.targets = self.targets
            natural = self.adapter._move_scores(view, replies, False)
            top_n = max(natural)
            weights = [math.exp(max(-30.0, x - top_n)) for x in natural]
            total = sum(weights)
            bad = 0.0
            for w, r in sorted(zip(weights, replies), reverse=True):
                ra, rb = divmod(r, NUM_SPACES)
                rm = (1 << ra) | (1 << rb)
                rf = ra * NUM_SPACES + rb if ra < rb else rb * NUM_SPACES + ra
                if self._can_win(m2 ^ rm, o2 ^ rm, s, ply + 2, rf):
                    bad += w
                elif w >= 0.2 and self.trap_depth:
                    # a natural reply after which a short forced win exists
                    try:
                        x = self.negamax(m2 ^ rm, o2 ^ rm, s, ply + 2, rf, self.trap_depth,
                                         _WIN - 1000, _WIN, 2)
                    except _Stop:
                        return choice
                    if x >= _WIN - 1000:
                        bad += w
            v2 = v + self.trap_weight * bad / total
            if v2 > choice_v:
                choice_v = v2
                choice = code
        return choice

    def run(self, own, opp, s, ply, forb, root_moves, max_depth=64):
        """Iterative deepening. Returns ``(ranked, depth)``: ranked is
        ``[(code, score), ...]`` best first (the scores of the moves after
        the first are upper bounds), depth the last depth completed."""
        self.root_seat = s
        moves = list(root_moves)
        self.rng.shuffle(moves)
        self.root_order = moves
        done = None  # (best move, scores) of the last completed depth
        depth_done = 0
        for depth in range(1, max_depth + 1):
            self.root_scores = {}
            self.root_nodes = {}
            self.best_root = None
            self.ext_limit = depth + self.extend
            try:
                v = self.negamax(own, opp, s, ply, forb, depth, -1e18, 1e18, 0)
            except _Stop:
                # a move proven better than the previous best is usable
                if done is not None and self.best_root is not None and self.best_root != done[0]:
                    scores = dict(done[1])
                    scores[self.best_root] = self.root_scores[self.best_root]
                    done = (self.best_root, scores)
                break
            done = (self.best_root, dict(self.root_scores))
            self.done_nodes = dict(self.root_nodes)
            depth_done = depth
            if abs(v) >= _WIN - 100:
                break
            # next iteration: best first, then by this iteration's scores
            prev = {m: i for i, m in enumerate(self.root_order)}
            sc = done[1]
            self.root_order = sorted(self.root_order, key=lambda m: (-sc.get(m, -1e18), prev[m]))
            if done[0] in prev:
                self.root_order.remove(done[0])
                self.root_order.insert(0, done[0])
        if done is None or done[0] is None:
            # nothing completed (or every move loses at once)
            scores = done[1] if done else {}
            for m in moves:
                scores.setdefault(m, -_WIN)
            best = max(moves, key=lambda m: scores[m])
            done = (best, scores)
        best, scores = done
        if self.trap_weight and depth_done >= 2:
            self.deadline = self.trap_deadline
            self.max_nodes = self.trap_nodes
            best = self._prefer_traps(own, opp, s, ply, best, scores)
        ranked = [(best, scores.get(best, 0.0))]
        ranked += sorted(((m, v) for m, v in scores.items() if m != best), key=lambda kv: -kv[1])
        return ranked, depth_done


def make_adapter(rules):
    return OsironAdapter(rules)
