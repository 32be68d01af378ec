"""Isis & Osiris knowledge.

Moves are the rules module's fast ints (a cell index places a stone, or the
pending revealed tile; ``REVEAL`` turns up a tile), played in place with
``apply_unchecked``.

Heuristics (all from the point of view of the seat to move ``s``):

* a revealed tile of value ``v`` on a free cell gains
  ``v * (own stones next to it - w * other stones next to it)`` (``w`` = 1
  with two players, 0.6 with more: a bad tile hurts only the seats it
  touches); good tiles go next to own stones, bad tiles next to the others';
* a stone on a free cell is worth the sum of the known tiles next to it;
* turning up a tile is worth its expected best placement, estimated from the
  tiles still unseen (their mean is known: all 22 tiles sum to 0) and the
  best cells for a good and for a bad tile;
* reserve balance: a seat whose stones run short compared with its turns
  left keeps them for good holes, one whose tiles run short prefers stones.

The evaluation turns each seat's total (finished rounds + the current board,
plus the best placement of a pending tile) into win chances with a softmax
whose temperature shrinks as the board fills.
"""

from __future__ import annotations

import math

from shared.games import isis_osiris as io

from ..adapter import Adapter, outcome_rewards

NEIGHBOURS = io.NEIGHBOURS
STONE = io.STONE
REVEAL = io.REVEAL
NUM_CELLS = io.NUM_CELLS
TILES = io.TILES
_TOP = 6  # cells the search considers per decision
_MEAN_ABS = sum(abs(t) for t in TILES) / len(TILES)
apply_unchecked = io.apply_unchecked
fast_moves = io.fast_moves
score_board = io.score_board


def _adjacency(board, s):
    """Per free cell: (own stones, other stones, free cells, known tile sum) next to it."""
    out = []
    for i in range(NUM_CELLS):
        if board[i]:
            continue
        mine = other = free = tiles = 0
        for j in NEIGHBOURS[i]:
            w = board[j]
            if w >= STONE:
                if w - STONE == s:
                    mine += 1
                else:
                    other += 1
            elif w:
                tiles += w
            else:
                free += 1
        out.append((i, mine, other, free, tiles))
    return out


def _tile_gain(v, mine, other, free, w):
    # A good tile with free cells around may later feed others' stones too.
    return v * (mine - w * other) - 0.15 * v * free


def _add_exposure(state, totals, w):
    """Add to each seat's total what its stones may expect from the tiles
    still to come on the free cells next to them.

    A free cell is expected to receive a good tile from a seat whose stones
    dominate its neighbourhood (own stones - ``w`` x the others' > 0) and a
    bad one from a seat whose stones do not; each seat is taken as equally
    likely to fill it, and it holds a tile with the share of tiles in the
    material left. With two players the expectations cancel out; with three
    or four, a stone alone in the open is a target for several seats, which
    the playouts (a few moves long) do not see.
    """
    n = state.n
    board = state.board
    tiles_left = len(state.pool) if state.common else sum(len(r) for r in state.reserves)
    material = tiles_left + sum(state.stones)
    if not material:
        return
    scale = _MEAN_ABS * tiles_left / material / n
    for i in range(NUM_CELLS):
        if board[i]:
            continue
        near = [0] * n  # stones of each seat next to the free cell
        for j in NEIGHBOURS[i]:
            v = board[j]
            if v >= STONE:
                near[v - STONE] += 1
        total = sum(near)
        if not total:
            continue
        # +1 per seat that would put a good tile here, -1 per seat a bad one
        lean = 0
        for k in near:
            g = k - w * (total - k)
            lean += (g > 0) - (g < 0)
        if lean:
            for p in range(n):
                totals[p] += near[p] * lean * scale


def _public_start(view):
    """The public position at the start of a round: an empty board and the
    rule-book material (tile values are irrelevant: only counts are read)."""
    n = view["num_players"]
    st = io.IsisState.__new__(io.IsisState)
    st.n = n
    st.common = view["options"]["reserve"] == "common"
    stones, per = io.MATERIAL[n]
    st.board = [0] * NUM_CELLS
    st.free = NUM_CELLS
    st.stones = [stones] * n
    st.reserves = [[] for _ in range(n)] if st.common else [[0] * per for _ in range(n)]
    st.pool = [0] * len(TILES) if st.common else []
    st.pending = 0
    st.over = False
    st.to_move = None
    return st


class IsisAdapter(Adapter):
    perfect_info = False
    has_knowledge = True
    playout_depth = 6
    exploration = 0.6

    def __init__(self, rules):
        super().__init__(rules)
        self._last = None

    # -- states ------------------------------------------------------------
    def num_players(self, state):
        return state.n

    def to_move(self, state):
        return state.to_move

    def is_over(self, state):
        return state.over

    def legal(self, state):
        return fast_moves(state)

    def models_opponents(self, state):
        # With 3-4 players the other seats are searched as playing their
        # heuristic favourite (docs/ai.md: against `easy` players this won 35
        # of 48 four-player games instead of 20 and 42 of 48 three-player
        # games instead of 16; against plain UCT it made no difference). With
        # two the other seat's best reply is exactly our worst case, and the
        # model lost to plain UCT (13 of 24 games instead of 23).
        return state.n > 2

    def play(self, state, move):
        apply_unchecked(state, move)
        return state

    def dealer(self, view, seat, rng):
        """Reads the view once, then re-deals the values the seat has not
        seen (face-down cells, every reserve, the common pile, the undealt
        tiles) at every call: about a quarter faster than reading the view
        again, and every search iteration gets a deal of its own."""
        base = self.sample(view, seat, rng)
        face_down = [i for i, name in enumerate(io.CELLS)
                     if (c := view["board"][name]) is not None and "tile" in c
                     and c["tile"] is None]

        def deal():
            st = base.copy()
            unseen = [st.board[i] for i in face_down]
            for r in st.reserves:
                unseen += r
            unseen += st.pool
            unseen += st.undealt
            rng.shuffle(unseen)
            for i in face_down:
                st.board[i] = unseen.pop()
            st.reserves = [[unseen.pop() for _ in r] for r in st.reserves]
            st.pool = [unseen.pop() for _ in st.pool]
            st.undealt = unseen
            st.seed = rng.getrandbits(63)  # later rounds get unknown deals
            return st
        return deal

    def candidates(self, state):
        """The best cells by the heuristic (ties kept), and turning up a tile:
        the search spends its iterations refining between sensible moves."""
        moves = fast_moves(state)
        vals = self.move_values(state, moves)
        # kept for ``priors`` on the same position (the search asks for the
        # priors of the untried candidates right after)
        self._last = (state, state.free, state.pending, state.to_move, dict(zip(moves, vals)))
        if len(moves) <= _TOP + 1:
            return moves
        order = sorted(range(len(moves)), key=lambda i: -vals[i])
        cut = vals[order[_TOP - 1]]
        keep = [moves[i] for i in order if vals[i] >= cut - 1e-9 or moves[i] == REVEAL]
        return keep[:_TOP + 4] + ([REVEAL] if REVEAL in moves and REVEAL not in keep[:_TOP + 4]
                                  else [])

    def key(self, move):
        return move

    def cache_key(self, state):
        # the tree path fixes the board; only a tile just turned up varies
        return state.pending

    def chance_key(self, state):
        # placing a tile just turned up: the tile's value matters
        return state.pending or None

    def to_json(self, move, state):
        return io.code_move(state, move)

    def rewards(self, state):
        n = state.n
        if state.reason == "resignation":
            return [0.0 if s == state.resigned else 1.0 for s in range(n)]
        totals = [sum(rs[s] for rs in state.round_scores) for s in range(n)]
        best = max(totals)
        winners = [s for s in range(n) if totals[s] == best]
        return outcome_rewards({"scores": totals, "winners": winners,
                                "draw": len(winners) == n}, n)

    # -- opponent modelling ------------------------------------------------
    def observe(self, view, records):
        """How often each seat played the heuristic's favourite so far.

        Replays the move records the seat was shown (``records``, oldest
        first, as ``rules.record_view`` gives them) on the public position
        and, at every decision of a seat where the heuristic prefers some
        moves to others, checks whether the move played was one of its
        favourites. Returns ``[(agreed, decisions)]`` per seat. Only
        decisions taken on a board whose every tile the viewer was shown are
        judged: with hidden tile memory a seat that cannot see a tile's value
        cannot tell which move the others found best (the model then keeps
        its prior after the first tile is down).
        """
        n = view["num_players"]
        counts = [[0, 0] for _ in range(n)]
        st = None
        current = None
        unseen = 0  # tiles on the board whose value the viewer was not shown
        for rec in records:
            action = rec["move"]["action"]
            if action == "pass":
                continue
            if st is None or rec.get("round") != current:
                current = rec.get("round")
                st = _public_start(view)
                unseen = 0
            s = rec["seat"]
            st.to_move = s
            tile = rec.get("tile")
            judged = counts[s] if not unseen else None
            if action == "reveal":
                self._judge(st, REVEAL, judged)
                (st.pool if st.common else st.reserves[s]).pop()
                st.pending = tile if tile else None
                continue
            cell = io.CELL_INDEX[rec["move"]["cell"]]
            if action == "stone":
                self._judge(st, cell, judged)
                st.board[cell] = STONE + s
                st.stones[s] -= 1
            elif st.pending:  # the tile turned up by the same seat
                self._judge(st, cell, judged)
                st.board[cell] = st.pending
                st.pending = 0
            else:  # a tile whose value the viewer was not shown
                st.board[cell] = TILES[0]  # any tile: nothing is judged any more
                unseen += 1
            st.free -= 1
        return [tuple(c) for c in counts]

    def _judge(self, state, played, count):
        if count is None:
            return
        moves = fast_moves(state)
        if len(moves) < 2:
            return
        vals = self.move_values(state, moves)
        top = max(vals)
        favourites = {m for m, v in zip(moves, vals) if v >= top - 1e-9}
        if len(favourites) == len(moves):
            return  # nothing to learn: every move is a favourite
        count[1] += 1
        count[0] += played in favourites

    # -- knowledge ---------------------------------------------------------
    def _weight(self, state):
        return 1.0 if state.n == 2 else 0.6

    def _unseen_mean(self, state):
        """Mean value of the tiles not on the board (all 22 sum to 0)."""
        board = state.board
        placed = 0
        count = 0
        for v in board:
            if v and v < STONE:
                placed += v
                count += 1
        if state.pending:
            placed += state.pending
            count += 1
        rest = len(TILES) - count
        return -placed / rest if rest else 0.0

    def move_values(self, state, moves):
        """Heuristic gain of each move for the seat to move (score points)."""
        s = state.to_move
        w = self._weight(state)
        adj = {a[0]: a for a in _adjacency(state.board, s)}
        pending = state.pending
        out = []
        if pending:
            for m in moves:
                _, mine, other, free, _ = adj[m]
                out.append(_tile_gain(pending, mine, other, free, w))
            return out
        reveal = None
        mean = self._unseen_mean(state)
        base = self._stone_base(state, s)
        per_free = 0.1 * mean
        for m in moves:
            if m == REVEAL:
                if reveal is None:
                    reveal = self._reveal_value(state, adj.values(), w, mean)
                out.append(reveal)
            else:
                _, mine, other, free, tiles = adj[m]
                out.append(tiles + base + per_free * free)
        return out

    def _stone_base(self, state, s):
        # Keep stones for good holes when they run short: a stone spent now
        # on a poor cell is a stone missing later. (The value of a stone also
        # gets 0.1 x free neighbours x the mean of the unseen tiles.)
        stones = state.stones[s]
        turns_left = state.free / state.n
        bonus = 0.0
        if stones < turns_left * 0.45:
            bonus -= 0.8
        tiles_left = len(state.pool) if state.common else len(state.reserves[s])
        if tiles_left < turns_left * 0.45:
            bonus += 0.8
        return bonus

    def _reveal_value(self, state, cells, w, mean):
        best_good = 0.0
        best_bad = 0.0
        for _, mine, other, free, _ in cells:
            g = mine - w * other - 0.15 * free
            if g > best_good:
                best_good = g
            b = w * other - mine + 0.15 * free
            if b > best_bad:
                best_bad = b
        return 0.5 * _MEAN_ABS * (best_good + best_bad) + mean * best_good * 0.5

    def priors(self, state, moves):
        last = self._last
        if (last is not None and last[0] is state and last[1] == state.free
                and last[2] == state.pending and last[3] == state.to_move):
            known = last[4]
            vals = [known[m] for m in moves]
        else:
            vals = self.move_values(state, moves)
        return [1.0 / (1.0 + math.exp(-0.8 * v)) for v in vals]

    def policy_move(self, state, rng):
        r = rng.random
        if r() < 0.08:
            moves = fast_moves(state)
            return moves[int(r() * len(moves))]
        board = state.board
        s = state.to_move
        own = STONE + s
        w = 1.0 if state.n == 2 else 0.6
        pend = state.pending
        best = -1e9
        pick = -1
        if pend:
            for i in range(NUM_CELLS):
                if board[i]:
                    continue
                g = 0.0
                for j in NEIGHBOURS[i]:
                    v = board[j]
                    if v >= STONE:
                        g += 1.0 if v == own else -w
                    elif not v:
                        g -= 0.15
                g = g * pend + r() * 0.3
                if g > best:
                    best = g
                    pick = i
            return pick
        has_stone = state.stones[s] > 0
        has_tile = bool(state.pool if state.common else state.reserves[s])
        best_good = best_bad = 0.0
        for i in range(NUM_CELLS):
            if board[i]:
                continue
            t = 0
            g = 0.0
            f = 0
            for j in NEIGHBOURS[i]:
                v = board[j]
                if v >= STONE:
                    g += 1.0 if v == own else -w
                elif v:
                    t += v
                else:
                    f += 1
            if has_stone:
                x = t + r() * 0.3
                if x > best:
                    best = x
                    pick = i
            g2 = g - 0.15 * f
            if g2 > best_good:
                best_good = g2
            if -g + 0.15 * f > best_bad:
                best_bad = -g + 0.15 * f
        if not has_tile:
            return pick
        if not has_stone:
            return REVEAL
        reveal = 0.5 * _MEAN_ABS * (best_good + best_bad) + r() * 0.3
        turns_left = state.free / state.n
        if state.stones[s] < turns_left * 0.45:
            best -= 0.8
        if (len(state.pool) if state.common else len(state.reserves[s])) < turns_left * 0.45:
            best += 0.8
        return REVEAL if reveal > best else pick

    def evaluate(self, state):
        n = state.n
        totals = [sum(rs[s] for rs in state.round_scores) for s in range(n)]
        if not state.over:
            cur = score_board(state.board, n)
            for s in range(n):
                totals[s] += cur[s]
            if state.pending:
                s = state.to_move
                w = self._weight(state)
                best = max(_tile_gain(state.pending, mine, other, free, w)
                           for _, mine, other, free, _ in _adjacency(state.board, s))
                totals[s] += best
            if n > 2:
                _add_exposure(state, totals, self._weight(state))
        temp = 1.5 + 0.2 * state.free + 8.0 * max(0, state.rounds - state.round - 1)
        top = max(totals)
        exps = [math.exp((t - top) / temp) for t in totals]
        z = sum(exps)
        return [e / z for e in exps] if n > 2 else [exps[0] / z, exps[1] / z]

    def greedy_values(self, state, moves, seat, rng):
        # One ply on the move heuristic itself (cheaper and sharper than the
        # softmax evaluation for comparing moves of one turn).
        vals = self.move_values(state, moves)
        return [1.0 / (1.0 + math.exp(-0.8 * v)) for v in vals]


def make_adapter(rules):
    return IsisAdapter(rules)
