"""Isis & Osiris knowledge.

Moves are the rules module's fast ints (a cell index places a stone, or the
pending revealed tile; ``REVEAL`` turns up a tile), played in place with
``apply_unchecked``.

Heuristics (all from the point of view of the seat to move ``s``):

* a revealed tile of value ``v`` on a free cell gains
  ``v * (own stones next to it - w * other stones next to it - 0.15 * free
  cells next to it)`` (``w`` = 1 with two players, 0.6 with more: a bad tile
  hurts only the seats it touches; a good tile with free cells around may
  later feed others' stones too); good tiles go next to own stones, bad
  tiles next to the others';
* a stone on a free cell is worth the sum of the known tiles next to it;
* turning up a tile is worth its expected best placement, estimated from the
  tiles still unseen (their mean is known: all 22 tiles sum to 0) and the
  best cells for a good and for a bad tile;
* reserve balance: a seat whose stones run short compared with its turns
  left keeps them for good holes, one whose tiles run short prefers stones.

The evaluation turns each seat's total (finished rounds + the current board,
plus the best placement of a pending tile) into win chances with a softmax
whose temperature shrinks as the board fills.

All of these read a ``Neighbourhood`` of the board (per cell: the tiles, free
cells and each seat's stones next to it). A search's deals carry theirs and
keep it up to date move by move instead of recounting the board at every
playout move: the search runs 1.3-1.4 times as many iterations per second.
"""

from __future__ import annotations

import math

from shared.games.adapter import FastAdapter, outcome_rewards

from . import rules as io

NEIGHBOURS = io.NEIGHBOURS
STONE = io.STONE
REVEAL = io.REVEAL
NUM_CELLS = io.NUM_CELLS
TILES = io.TILES
_TOP = 6  # cells the search considers per decision
_NOISE = 0.3  # playout policy: uniform noise added to each move's heuristic value
_MEAN_ABS = sum(abs(t) for t in TILES) / len(TILES)
apply_unchecked = io.apply_unchecked
fast_moves = io.fast_moves


# -- the neighbourhood of every cell, kept up to date move by move ------------

# What a tile on a cell gains a seat per point of its value, ``own - w *
# other - 0.15 * free`` (stones and free cells next to it), is kept in
# twentieths so that it stays an exact integer: ``OWN_W * own - ALL_W *
# stones - FREE_W * free`` with ``w`` = 1 (two players: 40, 20) or 0.6
# (more: 32, 12).
_SCALE = 20
_FREE_W = 3  # 0.15 x 20
_SIG_BASE = (1, 5, 25, 125)  # a cell's signature: sum of own stones x 5^seat


def _gain_weights(n):
    w = 1.0 if n == 2 else 0.6
    return round(_SCALE * (1 + w)), round(_SCALE * w)


class Neighbourhood:
    """What the heuristics read about the cells of one board, kept up to date
    move by move instead of being recounted from the board at every playout
    step: a move costs a few list operations per neighbour instead of a scan
    of the 36 cells and their neighbours.

    * ``free``: the free cells, in board order;
    * ``open[i]``: the free cells next to cell ``i``;
    * ``tiles[i]``: the sum of the tiles next to cell ``i``;
    * ``mine[s][i] + common[i]``: what a tile on cell ``i`` gains seat ``s``
      per point of its value, in twentieths (``mine``: ``OWN_W`` x the
      seat's stones next to it; ``common``: ``- ALL_W`` x all stones
      ``- FREE_W`` x free cells next to it);
    * ``sig[i]``: the stones of each seat next to cell ``i`` as one number
      (sum of ``5 ** seat`` per stone), the key of the exposure table;
    * ``score[s]``: seat ``s``'s total on this board (``score_board``).
    """

    __slots__ = ("board", "n", "own_w", "all_w", "free", "open", "tiles", "common",
                 "mine", "sig", "score")

    def __init__(self, state):
        board = self.board = state.board
        n = self.n = state.n
        own_w, all_w = self.own_w, self.all_w = _gain_weights(n)
        self.free = [i for i in range(NUM_CELLS) if not board[i]]
        opened = self.open = [0] * NUM_CELLS
        tiles = self.tiles = [0] * NUM_CELLS
        common = self.common = [0] * NUM_CELLS
        mine = self.mine = [[0] * NUM_CELLS for _ in range(n)]
        sig = self.sig = [0] * NUM_CELLS
        for i, v in enumerate(board):
            if not v:
                for j in NEIGHBOURS[i]:
                    opened[j] += 1
                    common[j] -= _FREE_W
            elif v >= STONE:
                own = mine[v - STONE]
                base = _SIG_BASE[v - STONE]
                for j in NEIGHBOURS[i]:
                    common[j] -= all_w
                    own[j] += own_w
                    sig[j] += base
            else:
                for j in NEIGHBOURS[i]:
                    tiles[j] += v
        self.score = score = [0] * n
        for i, v in enumerate(board):
            if v >= STONE:
                score[v - STONE] += tiles[i]

    def copy(self, board):
        """A copy for ``board``, a copy of this one's board."""
        c = Neighbourhood.__new__(Neighbourhood)
        c.board = board
        c.n = self.n
        c.own_w = self.own_w
        c.all_w = self.all_w
        c.free = self.free[:]
        c.open = self.open[:]
        c.tiles = self.tiles[:]
        c.common = self.common[:]
        c.mine = [m[:] for m in self.mine]
        c.sig = self.sig[:]
        c.score = self.score[:]
        return c

    def place(self, cell, value):
        """``value`` (a tile, or ``STONE + seat``) has just been put on the
        free ``cell`` of the board."""
        self.free.remove(cell)
        common = self.common
        opened = self.open
        if value >= STONE:
            seat = value - STONE
            self.score[seat] += self.tiles[cell]
            own = self.mine[seat]
            own_w = self.own_w
            shift = _FREE_W - self.all_w  # one free cell fewer, one stone more
            base = _SIG_BASE[seat]
            sig = self.sig
            for j in NEIGHBOURS[cell]:
                opened[j] -= 1
                common[j] += shift
                own[j] += own_w
                sig[j] += base
        else:
            for j in NEIGHBOURS[cell]:
                opened[j] -= 1
                common[j] += _FREE_W
            self.add_tile_value(cell, value)

    def add_tile_value(self, cell, value):
        """Count ``value`` more for the tile on ``cell`` (negative: less)."""
        board = self.board
        tiles = self.tiles
        score = self.score
        for j in NEIGHBOURS[cell]:
            tiles[j] += value
            w = board[j]
            if w >= STONE:
                score[w - STONE] += value

    def gains(self, seat):
        """What a tile gains ``seat`` per point, per free cell (twentieths)."""
        common = self.common
        own = self.mine[seat]
        return [own[i] + common[i] for i in self.free]


def _hood_of(state):
    """The neighbourhood of ``state``'s board: carried by a search's deal,
    counted afresh otherwise."""
    return state.hood if type(state) is _Deal else Neighbourhood(state)


def _unseen_mean(state):
    """Mean value of the tiles not on the board (all 22 sum to 0)."""
    placed = 0
    count = 0
    for v in state.board:
        if v and v < STONE:
            placed += v
            count += 1
    if state.pending:
        placed += state.pending
        count += 1
    rest = len(TILES) - count
    return -placed / rest if rest else 0.0


def _stone_base(state, s):
    """Reserve balance: keep stones for good holes when they run short (a
    stone spent now on a poor cell is a stone missing later); prefer stones
    when tiles run short."""
    turns_left = state.free / state.n
    bonus = 0.0
    if state.stones[s] < turns_left * 0.45:
        bonus -= 0.8
    tiles_left = len(state.pool) if state.common else len(state.reserves[s])
    if tiles_left < turns_left * 0.45:
        bonus += 0.8
    return bonus


def _best_tile_cells(gains):
    """From the gains of the free cells (``Neighbourhood.gains``): the best
    cell for a good tile and for a bad one, per point of the tile's value
    (0 when no cell helps)."""
    return max(max(gains), 0) / _SCALE, max(-min(gains), 0) / _SCALE


def _policy_move(state, hood, rng):
    """The playout policy (see ``IsisAdapter.policy_move``) on ``hood``, the
    neighbourhood of ``state.board``."""
    r = rng.random
    free = hood.free
    s = state.to_move
    pend = state.pending
    has_stone = not pend and state.stones[s] > 0
    has_tile = not pend and bool(state.pool if state.common else state.reserves[s])
    if r() < 0.08:  # any legal move (fast_moves order: cells, then REVEAL)
        cells = len(free) if pend or has_stone else 0
        k = int(r() * (cells + has_tile))
        return free[k] if k < cells else REVEAL
    if pend:
        return _noisy_best([g * pend for g in hood.gains(s)], free, _NOISE * _SCALE, r)
    if not has_stone:
        return REVEAL
    tiles = hood.tiles
    top = max(map(tiles.__getitem__, free))
    ties = [i for i in free if tiles[i] == top]
    # Tile sums are integers, so the noise only breaks ties: the noisy
    # argmax is a tie drawn uniformly, its noise the largest of len(ties).
    k = len(ties)
    pick = ties[int(r() * k)] if k > 1 else ties[0]
    if not has_tile:
        return pick
    stone = top + _NOISE * (r() ** (1.0 / k) if k > 1 else r()) + _stone_base(state, s)
    best_good, best_bad = _best_tile_cells(hood.gains(s))
    reveal = 0.5 * _MEAN_ABS * (best_good + best_bad) + _NOISE * r()
    return REVEAL if reveal > stone else pick


def _noisy_best(values, cells, noise, r):
    """The cell whose value plus uniform noise in [0, ``noise``) is highest;
    cells too far below the best cannot win and draw no noise."""
    top = max(values)
    near = [(v, i) for v, i in zip(values, cells) if v > top - noise]
    if len(near) == 1:
        return near[0][1]
    best = -1e18
    pick = near[0][1]
    for v, i in near:
        x = v + noise * r()
        if x > best:
            best = x
            pick = i
    return pick


def _exposure_table(n):
    """Per cell signature (``Neighbourhood.sig``): each seat's stones next to
    the cell times its *lean*, +1 per seat that would put a good tile there
    (own stones - w x the others' > 0) and -1 per seat that would put a bad
    one (see ``_add_exposure``)."""
    own_w, all_w = _gain_weights(n)
    table = []
    for sig in range(5 ** n):
        near = [sig // 5 ** p % 5 for p in range(n)]
        total = sum(near)
        edges = [own_w * k - all_w * total for k in near]
        lean = sum((e > 0) - (e < 0) for e in edges) if total else 0
        table.append(tuple(k * lean for k in near))
    return table


_EXPOSURE = {n: _exposure_table(n) for n in (2, 3, 4)}


def _add_exposure(state, hood, totals):
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
    tiles_left = len(state.pool) if state.common else sum(map(len, state.reserves))
    material = tiles_left + sum(state.stones)
    if not material:
        return
    scale = _MEAN_ABS * tiles_left / material / state.n
    table = _EXPOSURE[state.n]
    sig = hood.sig
    exposed = [table[x] for x in map(sig.__getitem__, hood.free) if x]
    for p, units in enumerate(map(sum, zip(*exposed))):
        totals[p] += units * scale


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


class _Deal(io.IsisState):
    """A determinization that carries the neighbourhood of its board
    (``hood``), kept up to date by ``IsisAdapter.play``."""

    __slots__ = ("hood",)

    @classmethod
    def adopt(cls, state):
        """``state`` as a ``_Deal`` (sharing its lists) with its neighbourhood."""
        deal = cls.__new__(cls)
        for name in io.IsisState.__slots__:
            setattr(deal, name, getattr(state, name))
        deal.hood = Neighbourhood(deal)
        return deal

    def copy(self):
        c = io.IsisState.copy(self)  # a _Deal: copies keep their class
        c.hood = self.hood.copy(c.board)
        return c


class IsisAdapter(FastAdapter):
    playout_depth = 6
    exploration = 0.6
    fast_moves = staticmethod(fast_moves)
    fast_play = staticmethod(apply_unchecked)  # ``play`` keeps a deal's neighbourhood too

    def __init__(self, rules):
        super().__init__(rules)
        self._last = None

    # -- states ------------------------------------------------------------
    def num_players(self, state):
        return state.n

    def models_opponents(self, state):
        # With 3-4 players the other seats are searched as playing their
        # heuristic favourite (docs/ai.md: against `easy` players this won 35
        # of 48 four-player games instead of 20 and 42 of 48 three-player
        # games instead of 16; against plain UCT it made no difference). With
        # two the other seat's best reply is exactly our worst case, and the
        # model lost to plain UCT (13 of 24 games instead of 23).
        return state.n > 2

    def play(self, state, move):
        if move == REVEAL or type(state) is not _Deal:
            apply_unchecked(state, move)
            return state
        board = state.board
        value = state.pending or STONE + state.to_move
        apply_unchecked(state, move)
        if state.board is board:
            state.hood.place(move, value)
        elif not state.over:  # a new round: a new board
            state.hood = Neighbourhood(state)
        return state

    def dealer(self, view, seat, rng, knowledge=True):
        """Reads the view once, then re-deals the values the seat has not
        seen (face-down cells, every reserve, the common pile, the undealt
        tiles) at every call: about a quarter faster than reading the view
        again, and every search iteration gets a deal of its own.

        With ``knowledge`` each deal carries the neighbourhood of its board
        (``_Deal.hood``), counted once from the view and kept up to date by
        ``play``, so that the playout does not recount it. (Without, plain
        states: the random playouts of plain UCT would only pay for it.)"""
        base = self.sample(view, seat, rng)
        face_down = [i for i, name in enumerate(io.CELLS)
                     if (c := view["board"][name]) is not None and "tile" in c
                     and c["tile"] is None]
        hood = None
        if knowledge:
            base = _Deal.adopt(base)
            hood = base.hood
            for i in face_down:  # occupied, worth what each deal puts there
                hood.add_tile_value(i, -base.board[i])

        def deal():
            st = io.IsisState.copy(base)  # the neighbourhood is set below
            unseen = [st.board[i] for i in face_down]
            for r in st.reserves:
                unseen += r
            unseen += st.pool
            unseen += st.undealt
            rng.shuffle(unseen)
            if hood is not None:
                st.hood = hood.copy(st.board)
            for i in face_down:
                st.board[i] = v = unseen.pop()
                if hood is not None:
                    st.hood.add_tile_value(i, v)
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
    def move_values(self, state, moves):
        """Heuristic gain of each move for the seat to move (score points)."""
        hood = _hood_of(state)
        s = state.to_move
        pending = state.pending
        if pending:
            own = hood.mine[s]
            common = hood.common
            return [pending * (own[m] + common[m]) / _SCALE for m in moves]
        mean = _unseen_mean(state)
        base = _stone_base(state, s)
        per_free = 0.1 * mean
        tiles = hood.tiles
        opened = hood.open
        out = [0.0 if m == REVEAL else tiles[m] + base + per_free * opened[m] for m in moves]
        if REVEAL in moves:
            best_good, best_bad = _best_tile_cells(hood.gains(s))
            out[moves.index(REVEAL)] = (0.5 * _MEAN_ABS * (best_good + best_bad)
                                        + mean * best_good * 0.5)
        return out

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
        """Epsilon-greedy on the heuristic: 8 % of the moves are any legal
        move, the others the best by the heuristic plus uniform noise in
        [0, 0.3) (a stone on the best tile sum, a revealed tile on its best
        cell, or turning up a tile when its expected placement beats the
        best stone after the reserve balance)."""
        return _policy_move(state, Neighbourhood(state), rng)

    def playout(self, state, rng, depth):
        """The search's playout (``Adapter.playout``): ``policy_move`` and
        ``play`` for up to ``depth`` moves, then ``evaluate``, on the
        neighbourhood the deal carries instead of one recounted at every
        move."""
        if type(state) is not _Deal:
            state = _Deal.adopt(state)
        for _ in range(depth):
            if state.over:
                return self.rewards(state)
            self.play(state, _policy_move(state, state.hood, rng))
        if state.over:
            return self.rewards(state)
        return self._evaluate(state, state.hood)

    def evaluate(self, state):
        if state.over:
            return self._win_chances(state, self._finished_totals(state))
        return self._evaluate(state, Neighbourhood(state))

    def _evaluate(self, state, hood):
        totals = self._current_totals(state, hood)
        if state.n > 2:
            _add_exposure(state, hood, totals)
        return self._win_chances(state, totals)

    def _current_totals(self, state, hood):
        """Each seat's finished rounds plus the board, and the best placement
        of a pending tile for the seat to move (a game not over)."""
        totals = [a + b for a, b in zip(self._finished_totals(state), hood.score)]
        pend = state.pending
        if pend:  # the seat to move places it on its best cell
            gains = hood.gains(state.to_move)
            totals[state.to_move] += pend * (max(gains) if pend > 0 else min(gains)) / _SCALE
        return totals

    @staticmethod
    def _finished_totals(state):
        totals = [0] * state.n
        for scores in state.round_scores:
            totals = [a + b for a, b in zip(totals, scores)]
        return totals

    @staticmethod
    def _win_chances(state, totals):
        temp = 1.5 + 0.2 * state.free + 8.0 * max(0, state.rounds - state.round - 1)
        top = max(totals)
        exps = [math.exp((t - top) / temp) for t in totals]
        z = sum(exps)
        return [e / z for e in exps]

    def greedy_values(self, state, moves, seat, rng):
        # One ply on the move heuristic itself (cheaper and sharper than the
        # softmax evaluation for comparing moves of one turn).
        vals = self.move_values(state, moves)
        return [1.0 / (1.0 + math.exp(-0.8 * v)) for v in vals]


def make_adapter(rules):
    return IsisAdapter(rules)
