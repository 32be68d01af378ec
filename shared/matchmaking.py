"""Matchmaking: which waiting tickets sit at one table (pure, no I/O).

A *queue* (pool) is one tenant's tickets of one game type with the same options,
clock and ``rated`` (``pool_id``). A matcher's pass (``services/worker/matchmaking.py``)
hands the queue's waiting tickets to ``pick_tables``, which chooses tables by
predicted match quality, widening what it accepts as tickets wait:

* **Quality** of a table: 1 when every seat is as likely to win as any other, 0
  when the favourite is sure to win: ``1 - (p - 1/n) / (1 - 1/n)`` with ``p`` the
  favourite's win probability (OpenSkill Plackett-Luce, ``shared.ratings``) and ``n``
  the seats. With two seats, ``1 - 2 |p - 0.5|``: quality 0.8 is a favourite at 0.60.
* **Window**: a table is made only when its quality reaches ``min_quality`` of the
  longest wait among its tickets (``QUALITY_SCHEDULE``: 0.8 at first, then less,
  then anything after 30 s).
* **Two seats**: a maximum-weight matching (networkx) over the tickets, each joined
  to its ``NEIGHBOURS`` nearest by rating on each side (a dense graph of 10,000
  tickets is far too slow to match; the best partner is nearly always among the
  nearest, see docs/matchmaking.md), weight = quality + ``WAIT_BONUS`` per second
  waited by the two; the graph is cut into ``CHUNK`` tickets at a time (sorted by
  rating, so a cut loses only the few edges across it).
* **Three and four seats**: greedy, oldest ticket first, over the windows of
  tickets next to it by rating (a solver gains little: tables come from
  neighbours in rating anyway, and greedy is linear); the largest table every
  ticket accepts first; a table smaller than its tickets' largest is made only
  once its oldest ticket waited ``FULL_TABLE_GRACE`` seconds.
* **AI fill**: a ticket still waiting ``ai_fill_after_seconds`` after it was made
  gets a table of its smallest size with AI at the level whose calibrated rating
  (``shared.ratings.AI_RATINGS``) is nearest its players' mean.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field

import networkx as nx

from shared import ratings
from shared.ratings import Rating

#: (seconds waited, minimum quality): from each point on, until the next.
QUALITY_SCHEDULE = ((0.0, 0.80), (5.0, 0.70), (10.0, 0.50), (20.0, 0.25), (30.0, 0.0))
WAIT_BONUS = 0.01  # weight per second waited, per ticket (two seats)
NEIGHBOURS = 4  # candidate partners on each side by rating (two seats)
CHUNK = 40  # tickets per exact matching (two seats)
EXACT_LIMIT = 40  # beyond, mutual best partners are paired first (two seats)
FULL_TABLE_GRACE = 2.0  # seconds before a table below its largest size is made
_BETA2 = ratings.MODEL.beta ** 2


def min_quality(waited: float) -> float:
    """The least quality a table is made at when its longest-waiting ticket waited
    ``waited`` seconds (``QUALITY_SCHEDULE``)."""
    accepted = QUALITY_SCHEDULE[0][1]
    for since, quality in QUALITY_SCHEDULE:
        if waited >= since:
            accepted = quality
    return accepted


def pool_id(game_type: str, options: dict, clock: dict | None, rated: bool) -> str:
    """The queue of a ticket: tickets match only inside one."""
    canonical = json.dumps([game_type, options, clock, bool(rated)], sort_keys=True,
                           separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def win_probabilities(seats: list[Rating]) -> list[float]:
    """Each seat's chance to win: OpenSkill's own formula (pairwise, normalized);
    the same as ``ratings.win_probabilities`` without building its objects."""
    n = len(seats)
    out = []
    for i, a in enumerate(seats):
        total = 0.0
        for j, b in enumerate(seats):
            if i != j:
                total += _phi((a.mu - b.mu) / math.sqrt(n * _BETA2 + a.sigma ** 2 + b.sigma ** 2))
        out.append(total / (n * (n - 1) / 2))
    return out


def favourite(seats: list[Rating]) -> float:
    return max(win_probabilities(seats))


def quality(seats: list[Rating]) -> float:
    n = len(seats)
    if n < 2:
        return 1.0
    return max(0.0, 1.0 - (favourite(seats) - 1.0 / n) / (1.0 - 1.0 / n))


def party_rating(members: list[Rating]) -> Rating:
    """One number for a party, to sort and compare by: its members' mean."""
    return Rating(sum(r.mu for r in members) / len(members),
                  math.sqrt(sum(r.sigma ** 2 for r in members) / len(members)))


@dataclass
class Waiting:
    """A waiting ticket as a pass sees it."""

    id: str
    players: list[str]
    ratings: list[Rating]  # one per player
    min_seats: int
    max_seats: int
    waited: float  # seconds
    ai_after: float | None = None
    mu: float = field(init=False)

    def __post_init__(self):
        self.mu = (self.ratings[0].mu if len(self.ratings) == 1
                   else sum(r.mu for r in self.ratings) / len(self.ratings))

    @property
    def size(self) -> int:
        return len(self.players)

    def accepts(self, seats: int) -> bool:
        return self.min_seats <= seats <= self.max_seats


@dataclass
class Table:
    tickets: list[Waiting]
    seats: int
    ai_seats: int = 0
    ai_level: str | None = None

    @property
    def ratings(self) -> list[Rating]:
        return [r for t in self.tickets for r in t.ratings]


def pick_tables(waiting: list[Waiting], game_type: str) -> list[Table]:
    """The tables a pass makes of the queue's waiting tickets (the rest wait on)."""
    tables: list[Table] = []
    used: set[str] = set()
    multi = [t for t in waiting if t.max_seats >= 3]
    tables += _greedy_groups(multi, used)
    pairs = [t for t in waiting if t.id not in used and t.accepts(2)]
    for t in pairs:
        if t.size == 2:  # a party of two at a table of two: already a table
            tables.append(Table([t], 2))
            used.add(t.id)
    singles = [t for t in pairs if t.id not in used and t.size == 1]
    for a, b in _pairs(singles):
        tables.append(Table([a, b], 2))
        used.update((a.id, b.id))
    for t in waiting:
        if t.id in used or t.ai_after is None or t.waited < t.ai_after:
            continue
        seats = max(t.min_seats, t.size, 2)
        if seats > t.max_seats:
            continue
        level = nearest_ai_level(game_type, party_rating(t.ratings).mu) if seats > t.size else None
        tables.append(Table([t], seats, seats - t.size, level))
        used.add(t.id)
    return tables


def nearest_ai_level(game_type: str, mu: float) -> str:
    levels = ratings.AI_RATINGS.get(game_type) or {"medium": ratings.NEW_PLAYER}
    return min(levels, key=lambda level: abs(levels[level].mu - mu))


def _pairs(singles: list[Waiting]) -> list[tuple[Waiting, Waiting]]:
    """Two-seat tables: maximum-weight matching over nearby tickets by rating.

    Beyond ``EXACT_LIMIT`` tickets (a backlog) mutual best partners are paired first
    (an edge heavier than every other edge of both its ends, which the matching
    nearly always takes too; round after round on what is left) and the rest is
    matched exactly, ``CHUNK`` at a time."""
    ordered = sorted(singles, key=lambda t: t.mu)
    n = len(ordered)
    edges: list[list[tuple[float, int]]] = [[] for _ in range(n)]
    mu = [t.ratings[0].mu for t in ordered]
    var = [t.ratings[0].sigma ** 2 + 2 * _BETA2 for t in ordered]
    waited = [t.waited for t in ordered]
    # min_quality never grows with the wait: a pair's is the lower of its two tickets'
    floor = [min_quality(w) for w in waited]
    erf, sqrt = math.erf, math.sqrt
    for i in range(n):
        mu_i, var_i, floor_i = mu[i], var[i] - _BETA2, floor[i]
        waited_i, edges_i = waited[i], edges[i]
        for j in range(i + 1, min(i + 1 + NEIGHBOURS, n)):
            # two seats: 1 - 2 |p - 0.5| = 1 - |erf(d / sqrt(2 (2 beta^2 + s1^2 + s2^2)))|
            q = 1.0 - abs(erf((mu_i - mu[j]) / sqrt(2.0 * (var_i + var[j] - _BETA2))))
            if q >= (floor_i if floor_i < floor[j] else floor[j]):  # noqa: FURB136  (no call)
                w = q + WAIT_BONUS * (waited_i + waited[j])
                edges_i.append((w, j))
                edges[j].append((w, i))
    out, taken = [], [False] * n
    if n > EXACT_LIMIT:
        for e in edges:
            e.sort(reverse=True)
        best = [e[0][1] if e else -1 for e in edges]
        active = [i for i in range(n) if edges[i]]
        for _ in range(20):  # a few rounds: each pairs the mutual best of what is left
            paired = [(i, best[i]) for i in active if best[i] > i and best[best[i]] == i]
            if not paired:
                break
            for i, j in paired:
                out.append((ordered[i], ordered[j]))
                taken[i] = taken[j] = True
            active = [i for i in active if not taken[i]]
            if len(active) <= EXACT_LIMIT:
                break
            for i in active:
                if taken[best[i]]:
                    best[i] = next((j for _, j in edges[i] if not taken[j]), -1)
            active = [i for i in active if best[i] >= 0]
    rest = [i for i in range(n) if not taken[i]]
    for start in range(0, len(rest), CHUNK):
        chunk = set(rest[start:start + CHUNK])
        graph = nx.Graph()
        for i in chunk:
            for w, j in edges[i]:
                if j > i and j in chunk:
                    graph.add_edge(i, j, weight=w)
        for i, j in nx.max_weight_matching(graph):
            out.append((ordered[min(i, j)], ordered[max(i, j)]))
    return out


def _greedy_groups(tickets: list[Waiting], used: set[str]) -> list[Table]:
    """Three- and four-seat tables: greedy, oldest first, among neighbours by rating."""
    ordered = sorted(tickets, key=lambda t: t.mu)
    n = len(ordered)
    nxt, prv = list(range(1, n + 1)), list(range(-1, n - 1))
    position = {t.id: i for i, t in enumerate(ordered)}
    out = []

    def unlink(i: int) -> None:
        if prv[i] >= 0:
            nxt[prv[i]] = nxt[i]
        if nxt[i] < n:
            prv[nxt[i]] = prv[i]

    for seed in sorted(tickets, key=lambda t: -t.waited):
        if seed.id in used:
            continue
        p = position[seed.id]
        left, i = [], prv[p]
        while i >= 0 and len(left) < 3:
            left.insert(0, i)
            i = prv[i]
        right, i = [], nxt[p]
        while i < n and len(right) < 3:
            right.append(i)
            i = nxt[i]
        span = left + [p] + right
        at = len(left)
        best = None
        for lo in range(at + 1):
            for hi in range(at, len(span)):
                group = [ordered[k] for k in span[lo:hi + 1]]
                seats = sum(t.size for t in group)
                if seats > 4:
                    break
                if seats < 3 or not all(t.accepts(seats) for t in group):
                    continue
                largest = min(t.max_seats for t in group)
                oldest = max(t.waited for t in group)
                if seats < largest and oldest < FULL_TABLE_GRACE:
                    continue
                q = quality([r for t in group for r in t.ratings])
                if q < min_quality(oldest):
                    continue
                key = (seats, q)
                if best is None or key > best[0]:
                    best = (key, group)
        if best is None:
            continue
        group = best[1]
        out.append(Table(group, best[0][0]))
        for t in group:
            used.add(t.id)
            unlink(position[t.id])
    return out
