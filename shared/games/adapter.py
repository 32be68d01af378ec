"""How the search talks to a game.

An :class:`Adapter` wraps one ``GameRules`` object and offers the few
operations the search needs, on *sampled* states only (states built by
``rules.sample_state`` from the AI's view). The base class uses nothing but the
public game contract, so any game works with it; a game-specific subclass
(in the game's ``shared/games/<game>/knowledge.py``) swaps in the rules
module's fast path (in-place moves, cheap copies) and adds game knowledge: a
heuristic evaluation, move priors and a playout policy. Pure code, no I/O: it
lives beside the games, whose knowledge builds on it, and the worker's search
uses it.

Values are per seat and lie in ``[0, 1]``: 1 is a win (finishing first or
sharing first in a game of 3-4 players), 0 a loss, a two-player draw is 0.5.
"""

from __future__ import annotations

import math


def freeze(value):
    """A hashable image of JSON data (used as a move key)."""
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def outcome_rewards(result: dict, num_players: int) -> list[float]:
    """Per-seat rewards in [0, 1] from a ``rules.result`` dict.

    Two players: win 1, draw 0.5, loss 0. Three or four players: finishing
    first (alone or shared) is a win and is worth 1 (a shared first slightly
    less, so the search still prefers winning alone); the others are ranked by
    score and get up to 0.3 for beating other seats, so that a seat that cannot
    win still plays for places.
    """
    winners = result.get("winners") or []
    n = num_players
    if n <= 2:
        if result.get("draw") or len(winners) != 1:
            return [0.5] * n
        return [1.0 if s in winners else 0.0 for s in range(n)]
    scores = result.get("scores")
    out = []
    for s in range(n):
        if s in winners:
            out.append(1.0 - 0.1 * (len(winners) - 1) / (n - 1))
        elif scores is not None:
            beaten = sum(1 for t in range(n) if t != s and scores[t] < scores[s])
            out.append(0.3 * beaten / (n - 1))
        else:
            out.append(0.0)
    return out


def squash(x: float, scale: float) -> float:
    """Map a score difference to (0, 1): 0.5 at 0, ``scale`` ~ 73 %."""
    z = x / scale
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


class Adapter:
    """Generic adapter: the public contract only, no game knowledge."""

    #: Perfect information: one sampled state is the exact state, and the
    #: legal moves of a tree node never change (they are cached).
    perfect_info: bool = False
    #: Whether ``evaluate``/``priors``/``policy_move`` carry game knowledge.
    has_knowledge: bool = False
    #: Playout length after which the evaluation replaces the rest of the game
    #: (only used with knowledge).
    playout_depth: int = 1_000_000
    #: UCB exploration constant for rewards in [0, 1].
    exploration: float = 0.7
    #: Scale of the progressive bias ``prior / (visits + 1)`` of the level.
    prior_weight: float = 1.0
    #: Levels that use the game's alpha-beta search (``alphabeta``) instead of
    #: MCTS wherever it applies.
    alphabeta_levels: tuple = ()
    #: The analysis of a finished game (``services/worker/ai/analysis.py``):
    #: its search iterations per level are multiplied by this, so that a game
    #: whose iterations cost more is analysed in about the same time.
    analysis_scale: float = 1.0

    def __init__(self, rules):
        self.rules = rules

    # -- states ------------------------------------------------------------
    def models_opponents(self, state) -> bool:
        """Whether the search (with knowledge, hidden-information games
        only) takes the other seats' moves to be the heuristic's favourite
        (an opponent model) instead of searching them by UCB."""
        return False

    def observe(self, view: dict, records: list[dict]) -> list[tuple[int, int]] | None:
        """For the opponent model: per seat, how many of its decisions so far
        (in ``records``, the move records the viewer was shown) were the
        heuristic's favourite, and how many decisions were judged; ``None``
        when the game does not model opponents."""
        return None

    def sample(self, view: dict, seat: int, rng):
        return self.rules.sample_state(view, seat, rng)

    def dealer(self, view: dict, seat: int, rng, knowledge: bool = True):
        """A function returning a fresh determinization of ``view`` at each
        call. Games whose views are slow to read override it with a cheaper
        re-deal of the unseen values. ``knowledge``: whether the deals serve
        a search with game knowledge (a game may then attach to them what
        its heuristics read, kept up to date by ``play``)."""
        return lambda: self.sample(view, seat, rng)

    def copy(self, state):
        return state.copy()

    def num_players(self, state) -> int:
        for name in ("num_players", "n"):
            n = getattr(state, name, None)
            if isinstance(n, int):
                return n
        return 2

    def to_move(self, state):
        return self.rules.to_move(state)

    def is_over(self, state) -> bool:
        return self.rules.is_over(state)

    def legal(self, state) -> list[dict]:
        return self.rules.legal_moves(state)

    def candidates(self, state) -> list:
        """The moves the search with knowledge considers: all legal moves,
        or a subset (never empty) when a game prunes hopeless ones."""
        return self.legal(state)

    def play(self, state, move):
        """Play ``move`` for the seat to move; returns the new state (the
        argument may be changed in place by a fast path)."""
        return self.rules.apply(state, self.rules.to_move(state), move)[0]

    def key(self, move):
        return freeze(move)

    def chance_key(self, state):
        """The outcome of the last chance event the seat to move has seen and
        still acts on (e.g. the value of a tile just turned up), or ``None``.
        Tree nodes below it are keyed by it as well as by the move, so that
        different outcomes sampled in different determinizations get separate
        statistics."""
        return None

    def cache_key(self, state):
        """For hidden-information games: the part of a sampled state, beyond
        the tree path that led to it, on which the candidate moves and their
        priors depend, and with them ``chance_key`` (a hashable value), or
        ``None`` when they must be recomputed for every sample."""
        return None

    def to_json(self, move, state) -> dict:
        """The canonical JSON form of a move returned by ``legal`` in
        ``state`` (a state in which it is legal)."""
        return move

    def rewards(self, state) -> list[float]:
        return outcome_rewards(self.rules.result(state), self.num_players(state))

    # -- playouts ----------------------------------------------------------
    def random_move(self, state, rng):
        return rng.choice(self.legal(state))

    def policy_move(self, state, rng):
        """The playout move with game knowledge (default: uniform)."""
        return self.random_move(state, rng)

    #: A game's own playout with knowledge, ``playout(state, rng, depth)``:
    #: the same moves and values as ``policy_move``, ``play`` and
    #: ``evaluate`` (or ``rewards`` at the end of the game) after at most
    #: ``depth`` moves, computed faster; ``None``: the search plays them one
    #: by one.
    playout = None

    # -- knowledge ---------------------------------------------------------
    def evaluate(self, state) -> list[float]:
        """Estimated per-seat values in [0, 1] of a non-final state."""
        return [0.5] * self.num_players(state)

    def priors(self, state, moves: list[dict]) -> list[float]:
        """A prior value in [0, 1] per move for the seat to move (used to
        order expansion and as progressive bias)."""
        return [0.5] * len(moves)

    def greedy_values(self, state, moves: list[dict], seat: int, rng) -> list[float]:
        """One-ply values of ``moves`` for ``seat`` (the ``easy`` level).

        Default: play each move on a copy and evaluate (a finished game
        counts its real outcome)."""
        out = []
        for move in moves:
            child = self.play(self.copy(state), move)
            if self.is_over(child):
                out.append(self.rewards(child)[seat])
            else:
                out.append(self.evaluate(child)[seat])
        return out


class FastAdapter(Adapter):
    """The base of a game's own adapter (``make_adapter`` in its
    ``knowledge.py``), which brings the game's knowledge and plays on the
    rules module's fast path: the moves are the module's compact moves (ints
    or tuples: hashable, so each is its own key), listed by
    ``fast_moves(state)`` and played in place by ``fast_play(state, move)``,
    two functions of the module that the subclass names (as
    ``staticmethod``). Whose turn it is and whether the game is over are the
    rules object's answers, bound once (the search asks at every step)."""

    has_knowledge = True
    fast_moves = None
    fast_play = None

    def __init__(self, rules):
        super().__init__(rules)
        self.to_move = rules.to_move
        self.is_over = rules.is_over

    def legal(self, state):
        return self.fast_moves(state)

    def play(self, state, move):
        self.fast_play(state, move)
        return state

    def key(self, move):
        return move


class TwoPlayerAdapter(FastAdapter):
    """A ``FastAdapter`` for a game of two players who see everything (ISAAC,
    Osiron): the seat count is fixed, not looked up on the state at every step."""

    perfect_info = True

    def num_players(self, state):
        return 2

    @staticmethod
    def won_by(seat: int) -> list[float]:
        """The rewards of a game ``seat`` has won."""
        return [1.0, 0.0] if seat == 0 else [0.0, 1.0]
