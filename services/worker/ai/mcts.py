"""Monte Carlo tree search over sampled states.

One algorithm serves every game:

* **Max^n with per-seat rewards.** Each tree node remembers the seat that
  made the move leading to it and accumulates that seat's reward, so the
  search works for 2 to 4 players and for turns where the same seat moves
  twice in a row.
* **Information-set MCTS (single observer).** Every iteration starts from a
  fresh state drawn from the view (``adapter.dealer``: a *determinization*
  of what the AI cannot see). Tree nodes are keyed by moves, not by states, so
  all determinizations share one tree; a child's exploration term counts the
  iterations in which its move was *available*. A move that follows a chance
  event seen by the player (Isis & Osiris: the value of the tile just turned
  up) is keyed by that outcome too (``adapter.chance_key``), so the subtrees
  of different outcomes are not mixed. For perfect-information games
  the single sample is the exact state and legal moves are cached per node.
* **Knowledge** (levels ``medium`` and ``hard``): children are expanded best
  prior first, the prior adds a progressive bias that fades with visits, the
  playouts follow the game's policy and are cut off after
  ``adapter.playout_depth`` moves, where the heuristic evaluation stands in
  for the result.

The clock is read after every iteration and every 16 playout moves; an
iteration that runs past the deadline is abandoned.
"""

from __future__ import annotations

import math
import time


class OutOfTime(Exception):
    pass


#: Opponent model (see ``Search``): a seat that plays by the heuristic picks
#: its favourite this often (a little below 1 so that one odd move does not
#: rule it out); other players do it about as often as ``AGREE_OTHER``
#: (``bench/opponent_agreement.py``: plain UCT 0.29-0.34, `medium` 0.59,
#: `hard` 0.52; docs/ai.md). Before a seat has shown anything, both are
#: taken as equally likely.
AGREE_HEURISTIC = 0.95
AGREE_OTHER = 0.5


def searched_share(share: float, agreed: int, decisions: int) -> float:
    """The share of a seat's turns to search, from the share for a seat not
    seen yet (``share``) and how often it has played the heuristic favourite
    (``agreed`` of ``decisions``).

    From the posterior that the seat plays by the heuristic (prior one half):
    a seat surely playing by it is never searched (its favourite is its
    move), a seat surely not is searched at every turn, an unseen seat at
    ``share``; linear in between. ``share`` 0 turns the adaptation off.
    """
    if share <= 0.0:
        return 0.0
    log_odds = (agreed * math.log(AGREE_OTHER / AGREE_HEURISTIC)
                + (decisions - agreed) * math.log((1 - AGREE_OTHER) / (1 - AGREE_HEURISTIC)))
    heuristic = 1.0 / (1.0 + math.exp(min(log_odds, 50.0)))  # capped: long games
    if heuristic >= 0.5:
        return share * 2.0 * (1.0 - heuristic)
    return share + (1.0 - share) * (1.0 - 2.0 * heuristic)


class Node:
    __slots__ = ("move", "seat", "n", "w", "avail", "children", "untried", "prior", "cache")

    def __init__(self, move, seat, prior=0.5):
        self.move = move
        self.seat = seat  # the seat that played ``move`` (None at the root)
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.children = {}  # key -> Node
        self.untried = None  # perfect info: [(move, key, prior), ...] best last
        self.prior = prior
        self.cache = None  # hidden info: {adapter.cache_key: (moves, priors)}


class Search:
    def __init__(self, adapter, view, seat, rng, *, knowledge=True,
                 bias_weight=1.0, opponent_search=0.0, observed=None, root_only=None):
        self.ad = adapter
        # The key of the one root move to search (the analysis values a
        # given move so), even one the game's pruning would leave out.
        self.root_only = root_only
        self.view = view
        self.seat = seat
        self.rng = rng
        self.knowledge = knowledge and adapter.has_knowledge
        self.bias_weight = bias_weight * adapter.prior_weight if self.knowledge else 0.0
        self.depth = adapter.playout_depth if self.knowledge else 1_000_000
        self.c = adapter.exploration
        # Opponent model (hidden-information games that ask for it): the other
        # seats are expected to play the natural move of the game heuristic
        # instead of searching for their own best reply; see docs/ai.md.
        # Decided on the first sampled state (it may depend on the table size).
        # ``opponent_search``: the share of those turns searched all the same
        # (each seat's own best reply by UCB), so that the search does not
        # bet everything on opponents who play like the heuristic; a number,
        # or a mapping from the number of players to one. It is the share for
        # a seat not seen yet; ``observed`` (``adapter.observe``: per seat,
        # how often it played the heuristic favourite) adapts it to each
        # seat's play in this game (``searched_share``). Resolved per seat.
        self.model_opponents = None
        self._opponent_search = opponent_search
        self._observed = observed
        self.opponent_search = None
        self.moves = adapter.candidates if self.knowledge else adapter.legal
        self.root = Node(None, None)
        self.iterations = 0
        self._exact = None  # perfect information: the one state there is
        self._deal = (None if adapter.perfect_info
                      else adapter.dealer(view, seat, rng, knowledge=self.knowledge))

    # -- determinizations -----------------------------------------------------
    def _state(self):
        """The state one iteration starts from: with hidden information a
        fresh deal every time. (A pool of 64 deals reused across iterations
        made the search fit those deals: at 1 s per move, about 3,500
        iterations, it lost to the same search at 0.3 s; see docs/ai.md.)"""
        if self._deal is not None:
            return self._deal()
        if self._exact is None:
            self._exact = self.ad.sample(self.view, self.seat, self.rng)
        return self.ad.copy(self._exact)

    def root_moves(self):
        state = self._state()
        return self.moves(state), state

    # -- the loop -----------------------------------------------------------
    def run(self, *, deadline=None, iterations=None):
        clock = time.perf_counter
        while True:
            if iterations is not None and self.iterations >= iterations:
                break
            if deadline is not None and clock() >= deadline:
                break
            try:
                self._iterate(deadline)
            except OutOfTime:
                break
            self.iterations += 1

    def _iterate(self, deadline):
        ad = self.ad
        state = self._state()
        node = self.root
        path = [node]
        rng = self.rng
        perfect = ad.perfect_info
        if self.model_opponents is None:
            self.model_opponents = (self.knowledge and not perfect
                                    and ad.models_opponents(state))
            n = ad.num_players(state)
            share = self._opponent_search
            if isinstance(share, dict):
                share = share.get(n, 0.0)
            observed = self._observed or [(0, 0)] * n
            self.opponent_search = [searched_share(share, *observed[s]) for s in range(n)]
        c = self.c
        bias = self.bias_weight
        while not ad.is_over(state):
            mover = ad.to_move(state)
            if perfect:
                if node.untried is None:
                    moves = self._moves_at(node, state)
                    if self.knowledge and len(moves) > 1:
                        priors = ad.priors(state, moves)
                    else:
                        priors = [0.5] * len(moves)
                    items = [(m, ad.key(m), p) for m, p in zip(moves, priors)]
                    rng.shuffle(items)
                    if self.knowledge:
                        items.sort(key=lambda it: it[2])  # best prior last
                    node.untried = items
                if node.untried:
                    move, key, prior = node.untried.pop()
                    child = Node(move, mover, prior)
                    node.children[key] = child
                    state = ad.play(state, move)
                    path.append(child)
                    node = child
                    break
                children = node.children.values()
                log_n = math.log(node.n + 1)
                best = None
                best_u = -1e9
                for ch in children:
                    u = ch.w / ch.n + c * math.sqrt(log_n / ch.n) + bias * ch.prior / (ch.n + 1)
                    if u > best_u:
                        best_u = u
                        best = ch
            else:
                moves, priors_of, keys = self._node_moves(node, state)
                if (self.model_opponents and mover != self.seat
                        and rng.random() >= self.opponent_search[mover]):
                    node, state, expanded = self._opponent_step(node, state, mover, moves,
                                                                priors_of, keys)
                    path.append(node)
                    if expanded:
                        break
                    continue
                children = node.children
                untried = []
                avail = []
                for m, k in zip(moves, keys):
                    ch = children.get(k)
                    if ch is None:
                        untried.append((m, k))
                    else:
                        ch.avail += 1
                        avail.append(ch)
                if untried:
                    if self.knowledge and len(untried) > 1:
                        priors = [priors_of[m] for m, _ in untried]
                        top = max(priors)
                        choices = [i for i, p in enumerate(priors) if p >= top - 1e-9]
                        i = rng.choice(choices)
                        (move, key), prior = untried[i], priors[i]
                    else:
                        move, key = untried[rng.randrange(len(untried))]
                        prior = 0.5
                    child = Node(move, mover, prior)
                    child.avail = 1
                    children[key] = child
                    state = ad.play(state, move)
                    path.append(child)
                    node = child
                    break
                best = None
                best_u = -1e9
                for ch in avail:
                    u = (ch.w / ch.n + c * math.sqrt(math.log(ch.avail) / ch.n)
                         + bias * ch.prior / (ch.n + 1))
                    if u > best_u:
                        best_u = u
                        best = ch
            state = ad.play(state, best.move)
            path.append(best)
            node = best
        rewards = self._playout(state, deadline)
        for nd in path:
            nd.n += 1
            if nd.seat is not None:
                nd.w += rewards[nd.seat]

    def _opponent_step(self, node, state, mover, moves, priors_of, keys):
        """Another seat's move under the opponent model: the move its
        heuristic likes best (ties broken at random), not a UCB choice.

        Returns the child, the state after the move and whether the child is
        new (the iteration then goes on with a playout)."""
        top = max(priors_of[m] for m in moves)
        best = [i for i, m in enumerate(moves) if priors_of[m] >= top - 1e-9]
        i = best[0] if len(best) == 1 else self.rng.choice(best)
        move, key = moves[i], keys[i]
        child = node.children.get(key)
        expanded = child is None
        if expanded:
            child = node.children[key] = Node(move, mover, priors_of[move])
        child.avail += 1
        return child, self.ad.play(state, move), expanded

    def _moves_at(self, node, state):
        if node is self.root and self.root_only is not None:
            only = [m for m in self.ad.legal(state) if self.ad.key(m) == self.root_only]
            if only:
                return only
        return self.moves(state)

    def _node_moves(self, node, state):
        """The candidate moves of a hidden-information node, their priors and
        their keys among the node's children (with ``adapter.chance_key``).

        Every determinization reaching ``node`` shares the public position
        (the path fixes it), except what ``adapter.cache_key`` names (e.g. the
        value of a tile just turned up), so these are computed once per node
        and key instead of once per iteration."""
        ad = self.ad
        ck = ad.cache_key(state)
        if ck is not None and node.cache is not None:
            hit = node.cache.get(ck)
            if hit is not None:
                return hit
        moves = self._moves_at(node, state)
        if self.knowledge and len(moves) > 1:
            priors_of = dict(zip(moves, ad.priors(state, moves)))
        elif self.knowledge:
            priors_of = dict.fromkeys(moves, 0.5)
        else:  # read only with knowledge; a generic adapter's moves (dicts) are not keys
            priors_of = None
        chance = ad.chance_key(state)
        keys = [ad.key(m) if chance is None else (chance, ad.key(m)) for m in moves]
        if ck is not None:
            if node.cache is None:
                node.cache = {}
            node.cache[ck] = (moves, priors_of, keys)
        return moves, priors_of, keys

    def _playout(self, state, deadline):
        ad = self.ad
        rng = self.rng
        depth = self.depth
        if self.knowledge and ad.playout is not None and depth <= 16:
            return ad.playout(state, rng, depth)  # short: no clock reads due
        policy = ad.policy_move if self.knowledge else ad.random_move
        steps = 0
        clock = time.perf_counter
        while not ad.is_over(state):
            if steps >= depth:
                return ad.evaluate(state)
            state = ad.play(state, policy(state, rng))
            steps += 1
            if deadline is not None and not steps & 15 and clock() > deadline:
                raise OutOfTime
        return ad.rewards(state)

    # -- answers ----------------------------------------------------------------
    def ranked(self):
        """Root children, most visited first (ties: higher value)."""
        kids = [ch for ch in self.root.children.values() if ch.n > 0]
        kids.sort(key=lambda ch: (ch.n, ch.w / ch.n), reverse=True)
        return kids
