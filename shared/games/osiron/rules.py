"""Osiron (David Huffman, 2008): rules module.

Two players, light (seat 0) and dark (seat 1), each hold 12 pieces on the
24 spaces of a Flower-of-Life board and take turns exchanging one of their own
pieces with a neighbouring opponent piece. The first to fill one of their
target circles with their own colour wins. See ``docs/games/osiron.md``.

Board (RULINGS.md, Osiron): the hexagon of side 2 of the triangular lattice,
made of 24 unit triangles. ``I0..I5`` are the inner triangles around the
centre, ``M0..M5`` the middle ones, ``O0..O11`` the outer ones. A circle is
the 6 triangles around one of the 7 inner lattice points: ``C`` (the centre)
and ``N0..N5``.

Internals (for the AI and the bench)
------------------------------------
Space ``k`` of ``SPACES`` is bit ``k`` of a 24-bit mask; a state keeps one
mask per seat (``state.masks``). Fast moves are plain ints:

* exchange ``from`` -> ``to``: ``from_index * 24 + to_index`` (0..575);
* placement on space ``s``: ``576 + s``.

Fast helpers (no validation, no records):

* ``fast_moves(state) -> list[int]``: the legal moves of the seat to move
  (empty when the game is over), in no particular order;
* ``fast_apply(state, code) -> int``: play a legal move **in place**
  (mutates ``state``), including every automatic pass it causes and the end
  of the game; returns the number of automatic passes played;
* ``move_to_code(move)`` / ``code_to_move(code)``: convert between the JSON
  move and its int code;
* ``random_playout(state, rng) -> state``: play random legal moves in place
  until the game ends.

``RULES.apply`` validates, copies and then calls ``fast_apply``, so both paths
play exactly the same rules.
"""

from __future__ import annotations

import functools
import itertools
import math
import random

from shared.i18n import N_

from ..base import (
    OptionSpec,
    Outcome,
    RuleError,
    SlotCopier,
    TwoPlayerRules,
    check_options,
    check_turn,
    invalid_move,
)

# ----------------------------------------------------------------------------
# Board geometry (data)
# ----------------------------------------------------------------------------

LIGHT, DARK = 0, 1
COLOURS = ("light", "dark")

SPACES: tuple[str, ...] = tuple(
    [f"I{k}" for k in range(6)] + [f"M{k}" for k in range(6)] + [f"O{k}" for k in range(12)])
INDEX: dict[str, int] = {name: i for i, name in enumerate(SPACES)}
NUM_SPACES = 24
FULL = (1 << NUM_SPACES) - 1
PLACE_BASE = NUM_SPACES * NUM_SPACES  # fast code of a placement = PLACE_BASE + space


def _i(k: int) -> int:
    return k % 6


def _m(k: int) -> int:
    return 6 + k % 6


def _o(k: int) -> int:
    return 12 + k % 12


CIRCLE_NAMES: tuple[str, ...] = ("C", "N0", "N1", "N2", "N3", "N4", "N5")
# C = {I0..I5}; Nk = {I(k-1), Ik, M(k-1), Mk, O(2k-1), O2k}
CIRCLES: tuple[tuple[int, ...], ...] = (tuple(_i(k) for k in range(6)),) + tuple(
    tuple(sorted({_i(k - 1), _i(k), _m(k - 1), _m(k), _o(2 * k - 1), _o(2 * k)}))
    for k in range(6))
CIRCLE_MASKS: tuple[int, ...] = tuple(sum(1 << s for s in c) for c in CIRCLES)


def _pairs(raw) -> tuple[tuple[int, int], ...]:
    return tuple(sorted({(min(a, b), max(a, b)) for a, b in raw}))


# Bordering (share a side): Ik~I(k+1), Ik~Mk, Mk~O2k, Mk~O(2k+1), O(2k+1)~O(2k+2)
BORDERING: tuple[tuple[int, int], ...] = _pairs(
    p for k in range(6) for p in (
        (_i(k), _i(k + 1)), (_i(k), _m(k)), (_m(k), _o(2 * k)),
        (_m(k), _o(2 * k + 1)), (_o(2 * k + 1), _o(2 * k + 2))))
# Pointing (opposite across a shared corner): Ik~I(k+3), Mk~M(k+1),
# Ik~O(2k+2), Ik~O(2k-1)
POINTING: tuple[tuple[int, int], ...] = _pairs(
    [(_i(k), _i(k + 3)) for k in range(3)]
    + [p for k in range(6) for p in (
        (_m(k), _m(k + 1)), (_i(k), _o(2 * k + 2)), (_i(k), _o(2 * k - 1)))])


def _neighbours(pairs) -> dict[str, list[str]]:
    out = {name: [] for name in SPACES}
    for a, b in pairs:
        out[SPACES[a]].append(SPACES[b])
        out[SPACES[b]].append(SPACES[a])
    return {name: sorted(v, key=INDEX.__getitem__) for name, v in out.items()}


def _triangles() -> dict[str, tuple[tuple[float, float], ...]]:
    """Corners of each space's unit triangle (lattice unit = circle radius, y up)."""
    def p(k):  # inner lattice point P_k, at distance 1 from the centre
        a = math.radians(60 * (k % 6))
        return (math.cos(a), math.sin(a))

    def v(k):  # corner of the hexagon
        x, y = p(k)
        return (2 * x, 2 * y)

    def w(k):  # middle of the hexagon's side between corners k and k+1
        (x1, y1), (x2, y2) = p(k), p(k + 1)
        return (x1 + x2, y1 + y2)

    centre = (0.0, 0.0)
    tri = {}
    for k in range(6):
        tri[f"I{k}"] = (centre, p(k), p(k + 1))
        tri[f"M{k}"] = (p(k), p(k + 1), w(k))
        tri[f"O{2 * k}"] = (p(k), v(k), w(k))
        tri[f"O{2 * k + 1}"] = (p(k + 1), w(k), v(k + 1))
    return tri


def _r(x: float) -> float:
    x = round(x, 6)
    return 0.0 if x == 0 else x


_TRIANGLES = _triangles()
COORDINATES: dict[str, dict[str, float]] = {
    name: {"x": _r(sum(c[0] for c in t) / 3), "y": _r(sum(c[1] for c in t) / 3)}
    for name, t in ((n, _TRIANGLES[n]) for n in SPACES)}
CIRCLE_CENTRES: dict[str, dict[str, float]] = {"C": {"x": 0.0, "y": 0.0}}
for _k in range(6):
    _a = math.radians(60 * _k)
    CIRCLE_CENTRES[f"N{_k}"] = {"x": _r(math.cos(_a)), "y": _r(math.sin(_a))}

# fast tables: (a, b, mask, pair code) with a < b; pair code = a*24+b
_BORDER_T = tuple((a, b, (1 << a) | (1 << b), a * NUM_SPACES + b) for a, b in BORDERING)
_POINT_T = tuple((a, b, (1 << a) | (1 << b), a * NUM_SPACES + b) for a, b in POINTING)
_BORDER_CODES = frozenset(t[3] for t in _BORDER_T)
_POINT_CODES = frozenset(t[3] for t in _POINT_T)
# circles containing each space: tuple of (circle index, circle mask)
_CIRCLES_OF = tuple(tuple((ci, CIRCLE_MASKS[ci]) for ci in range(7) if s in CIRCLES[ci])
                    for s in range(NUM_SPACES))

# Beginner set-up (ruling 1): light N0 + N1 + O3 + O10, dark N3 + N4 + O4 + O9.
_BEGINNER_LIGHT = CIRCLE_MASKS[1] | CIRCLE_MASKS[2] | (1 << INDEX["O3"]) | (1 << INDEX["O10"])
BEGINNER_LAYOUT: dict[str, str] = {
    name: ("light" if _BEGINNER_LIGHT >> i & 1 else "dark") for i, name in enumerate(SPACES)}

PLACEMENT, EXCHANGE = 0, 1
_PHASES = ("placement", "exchange")
SETUPS = ("beginner", "custom", "random", "placement")
MOVEMENTS = ("basic", "advanced")

# ----------------------------------------------------------------------------
# State
# ----------------------------------------------------------------------------


class OsironState:
    """A game of Osiron.

    ``masks``: [light mask, dark mask] (bit k = space ``SPACES[k]``);
    ``to_move``: seat or None when over; ``phase``: PLACEMENT / EXCHANGE;
    ``first``: the seat that moved first; ``advanced``: advanced movement;
    ``ply_cap``; ``setup``: set-up name; ``ply``: plies of the exchange phase
    (exchanges and passes); ``forbidden``: pair code (a*24+b, a<b) the seat to
    move may not exchange, or -1; ``last``: (seat, from, to) of the last
    exchange or None; ``targets``: (light circles, dark circles) as 7-bit masks
    over ``CIRCLE_NAMES`` (None during placement); ``rep``: repetition table,
    position key -> occurrences; ``over``; ``winners``: tuple of seats;
    ``reason``; ``completed``: (light, dark) tuples of completed target
    circle indices at the end, or None.
    """

    __slots__ = ("masks", "to_move", "phase", "first", "advanced", "ply_cap", "setup",
                 "ply", "forbidden", "last", "targets", "rep", "over", "winners",
                 "reason", "completed")

    _copier = SlotCopier(__slots__, masks=list.copy, rep=dict.copy)

    def copy(self) -> "OsironState":
        return self._copier(self)

    def __eq__(self, other):
        if not isinstance(other, OsironState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self.__slots__)

    def __repr__(self):
        return (f"OsironState(phase={_PHASES[self.phase]}, board={_board_string(self)}, "
                f"to_move={self.to_move}, ply={self.ply}, over={self.over})")


def _board_string(st: OsironState) -> str:
    light, dark = st.masks
    return "".join("L" if light >> s & 1 else ("D" if dark >> s & 1 else ".")
                   for s in range(NUM_SPACES))


def _parity(st: OsironState) -> int:
    """1 in an even round of advanced movement (pointing), else 0."""
    return (st.ply >> 1) & 1 if st.advanced else 0


def _key(st: OsironState) -> int:
    return (st.masks[LIGHT] | st.to_move << 24 | _parity(st) << 25
            | (st.forbidden + 1) << 26)


class _EdgeTable:
    """Bit-parallel move generation over one relation's pairs.

    Pair ``e`` is bit ``e`` of an edge mask. ``a_of(own)`` is the edge mask of
    pairs whose first space ``a`` holds a piece of ``own`` (three byte lookups);
    likewise ``b``. Pairs with exactly one own end are ``a_of ^ b_of``."""

    __slots__ = ("a0", "a1", "a2", "b0", "b1", "b2", "ab", "ba", "bit")

    def __init__(self, pairs):
        def tables(end):
            out = []
            for k in range(3):
                row = []
                for byte in range(256):
                    m = 0
                    for e, pair in enumerate(pairs):
                        s = pair[end]
                        if s >> 3 == k and byte >> (s & 7) & 1:
                            m |= 1 << e
                    row.append(m)
                out.append(tuple(row))
            return out
        self.a0, self.a1, self.a2 = tables(0)
        self.b0, self.b1, self.b2 = tables(1)
        self.ab = {1 << e: a * NUM_SPACES + b for e, (a, b) in enumerate(pairs)}
        self.ba = {1 << e: b * NUM_SPACES + a for e, (a, b) in enumerate(pairs)}
        # pair code (a*24+b, a<b) -> edge bit; -1 (no forbidden pair) -> 0
        self.bit = {a * NUM_SPACES + b: 1 << e for e, (a, b) in enumerate(pairs)}
        self.bit[-1] = 0


_BORDER_E = _EdgeTable(BORDERING)
_POINT_E = _EdgeTable(POINTING)


def _has_move(st: OsironState) -> bool:
    own = st.masks[st.to_move]
    t = _POINT_E if st.advanced and st.ply & 2 else _BORDER_E
    lo, mid, hi = own & 255, own >> 8 & 255, own >> 16
    mixed = (t.a0[lo] | t.a1[mid] | t.a2[hi]) ^ (t.b0[lo] | t.b1[mid] | t.b2[hi])
    return bool(mixed & ~t.bit.get(st.forbidden, 0))


def fast_moves(st: OsironState) -> list[int]:
    """Legal moves of the seat to move as int codes (see module docstring)."""
    if st.over:
        return []
    if st.phase == PLACEMENT:
        occ = st.masks[0] | st.masks[1]
        return [PLACE_BASE + s for s in range(NUM_SPACES) if not occ >> s & 1]
    t = _POINT_E if st.advanced and st.ply & 2 else _BORDER_E
    return exchange_codes(st.masks[st.to_move], t, t.bit.get(st.forbidden, 0))


def exchange_codes(own: int, t: _EdgeTable, forbidden_bit: int) -> list[int]:
    """Exchange codes for the player owning the spaces in mask ``own``, with
    edge table ``t`` (bordering or pointing), leaving out the forbidden
    pair's edge bit. The AI's search calls it on positions of its own."""
    lo, mid, hi = own & 255, own >> 8 & 255, own >> 16
    ea = t.a0[lo] | t.a1[mid] | t.a2[hi]
    eb = t.b0[lo] | t.b1[mid] | t.b2[hi]
    mixed = (ea ^ eb) & ~forbidden_bit
    ab = t.ab
    ba = t.ba
    out = []
    x = mixed & ea  # own piece on the pair's first space: exchange a -> b
    while x:
        low = x & -x
        out.append(ab[low])
        x ^= low
    x = mixed & eb
    while x:
        low = x & -x
        out.append(ba[low])
        x ^= low
    return out


def _completed(st: OsironState) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    if st.targets is None:
        return None
    return tuple(tuple(ci for ci in range(7) if st.targets[seat] >> ci & 1
                       and st.masks[seat] & CIRCLE_MASKS[ci] == CIRCLE_MASKS[ci])
                 for seat in (LIGHT, DARK))


def _finish(st: OsironState, winners: tuple[int, ...], reason: str) -> None:
    st.over = True
    st.to_move = None
    st.winners = winners
    st.reason = reason
    st.completed = _completed(st)


def _settle(st: OsironState) -> int:
    """Count the new position, apply the draw rules and the automatic passes.

    Returns the number of passes played."""
    passes = 0
    rep = st.rep
    while True:
        key = _key(st)
        n = rep.get(key, 0) + 1
        rep[key] = n
        if n >= 3:
            _finish(st, (), "repetition")
            return passes
        if st.ply >= st.ply_cap:
            _finish(st, (), "ply_cap")
            return passes
        if _has_move(st):
            return passes
        st.forbidden = -1
        st.ply += 1
        st.to_move ^= 1
        passes += 1


def _start_exchange(st: OsironState, to_move: int) -> int:
    """Enter the exchange phase: targets are the circles not complete for each
    player now; the position is counted as the first occurrence."""
    st.phase = EXCHANGE
    st.to_move = to_move
    st.ply = 0
    st.forbidden = -1
    st.targets = tuple(
        sum(1 << ci for ci in range(7)
            if st.masks[seat] & CIRCLE_MASKS[ci] != CIRCLE_MASKS[ci])
        for seat in (LIGHT, DARK))
    return _settle(st)


def fast_apply(st: OsironState, code: int) -> int:
    """Play the legal move ``code`` in place; return the automatic passes played."""
    seat = st.to_move
    if code >= PLACE_BASE:
        st.masks[seat] |= 1 << (code - PLACE_BASE)
        if st.masks[0] | st.masks[1] == FULL:
            return _start_exchange(st, 1 - st.first)
        st.to_move = seat ^ 1
        return 0
    a, b = divmod(code, NUM_SPACES)
    m = (1 << a) | (1 << b)
    own = st.masks[seat] ^ m
    opp = st.masks[seat ^ 1] ^ m
    st.masks[seat] = own
    st.masks[seat ^ 1] = opp
    st.last = (seat, a, b)
    st.forbidden = a * NUM_SPACES + b if a < b else b * NUM_SPACES + a
    st.ply += 1
    # only circles through the two changed spaces can have been completed:
    # the mover's through b, the opponent's through a
    tm = st.targets[seat]
    mover_done = False
    for ci, cm in _CIRCLES_OF[b]:
        if tm >> ci & 1 and own & cm == cm:
            mover_done = True
            break
    to = st.targets[seat ^ 1]
    opp_done = False
    for ci, cm in _CIRCLES_OF[a]:
        if to >> ci & 1 and opp & cm == cm:
            opp_done = True
            break
    if mover_done or opp_done:
        if mover_done and opp_done:
            _finish(st, (), "simultaneous_completion")
        elif mover_done:
            _finish(st, (seat,), "circle_completed")
        else:
            _finish(st, (seat ^ 1,), "opponent_completed_circle")
        return 0
    st.to_move = seat ^ 1
    return _settle(st)


def random_playout(st: OsironState, rng: random.Random) -> OsironState:
    """Play uniformly random legal moves in place until the game is over."""
    choice = rng.choice
    while not st.over:
        fast_apply(st, choice(fast_moves(st)))
    return st


def move_to_code(move: dict) -> int:
    """Int code of a canonical move (no legality check)."""
    if move["action"] == "place":
        return PLACE_BASE + INDEX[move["space"]]
    return INDEX[move["from"]] * NUM_SPACES + INDEX[move["to"]]


def code_to_move(code: int) -> dict:
    if code >= PLACE_BASE:
        return {"action": "place", "space": SPACES[code - PLACE_BASE]}
    a, b = divmod(code, NUM_SPACES)
    return {"action": "exchange", "from": SPACES[a], "to": SPACES[b]}


# How a move is written, for refusals of a move's shape (``invalid_move``).
MOVE_EXAMPLE = ('{"action": "exchange", "from": "I0", "to": "M0"}, or in notation '
                '"I0xM0" (an exchange) or "@I0" (a placement)')


# ----------------------------------------------------------------------------
# Codec helpers
# ----------------------------------------------------------------------------


def _pair_text(code: int) -> list[str] | None:
    if code < 0:
        return None
    a, b = divmod(code, NUM_SPACES)
    return [SPACES[a], SPACES[b]]


# A game's repetition table is written and read on every request that touches
# it, and its keys change by one per ply: caching the conversions makes a
# late-game load/dump cost a dictionary lookup per entry.
@functools.lru_cache(maxsize=1 << 16)
def _key_text(key: int) -> str:
    light = key & FULL
    board = "".join("L" if light >> s & 1 else "D" for s in range(NUM_SPACES))
    forb = ((key >> 26) - 1)
    pair = _pair_text(forb)
    return "/".join((board, str(key >> 24 & 1), "-".join(pair) if pair else "-",
                     str(key >> 25 & 1)))


@functools.lru_cache(maxsize=1 << 16)
def _key_from_text(text: str) -> int:
    board, to_move, forb, parity = text.split("/")
    light = sum(1 << s for s, c in enumerate(board) if c == "L")
    if forb == "-":
        code = -1
    else:
        a, b = forb.split("-")
        code = INDEX[a] * NUM_SPACES + INDEX[b]
    return light | int(to_move) << 24 | int(parity) << 25 | (code + 1) << 26


def _targets_json(st: OsironState):
    if st.targets is None:
        return None
    return {COLOURS[seat]: [CIRCLE_NAMES[ci] for ci in range(7) if st.targets[seat] >> ci & 1]
            for seat in (LIGHT, DARK)}


# ----------------------------------------------------------------------------
# The rules object
# ----------------------------------------------------------------------------


class OsironRules(TwoPlayerRules):
    name = "osiron"
    title = "Osiron"
    allows_draw_offers = True
    docs = "docs/games/osiron.md"
    options = (
        OptionSpec("setup", "enum", "beginner",
                   N_("Starting position: beginner (fixed diagram), custom (option layout), "
                   "random (seeded, no circle complete) or placement (players place the "
                   "pieces in turn)."), choices=SETUPS),
        OptionSpec("layout", "object", None,
                   N_("For setup=custom: an object mapping each of the 24 spaces (I0..I5, "
                   "M0..M5, O0..O11) to \"light\" or \"dark\", 12 of each.")),
        OptionSpec("movement", "enum", "basic",
                   N_("basic: exchange with bordering pieces; advanced: odd rounds bordering, "
                   "even rounds pointing."), choices=MOVEMENTS),
        OptionSpec("first", "enum", "light", N_("The colour that moves (or places) first."),
                   choices=COLOURS),
        OptionSpec("ply_cap", "int", 200,
                   N_("The game is drawn after this many exchange-phase plies (passes count)."),
                   minimum=10, maximum=2000),
    )

    # -- set-up -------------------------------------------------------------
    def reference(self) -> dict:
        return {
            "spaces": list(SPACES),
            "circles": {CIRCLE_NAMES[ci]: [SPACES[s] for s in CIRCLES[ci]] for ci in range(7)},
            "bordering": _neighbours(BORDERING),
            "bordering_pairs": [[SPACES[a], SPACES[b]] for a, b in BORDERING],
            "pointing": _neighbours(POINTING),
            "pointing_pairs": [[SPACES[a], SPACES[b]] for a, b in POINTING],
            "coordinates": {n: dict(c) for n, c in COORDINATES.items()},
            "triangles": {n: [[_r(x), _r(y)] for x, y in _TRIANGLES[n]] for n in SPACES},
            "circle_centres": {n: dict(c) for n, c in CIRCLE_CENTRES.items()},
            "circle_radius": 1.0,
            "units": "Lattice units (circle radius 1, unit triangle side 1); centre of the "
                     "board at (0, 0); x to the right, y upwards.",
            "beginner_layout": dict(BEGINNER_LAYOUT),
        }

    def seat_names(self, num_players: int) -> list[str]:
        return list(COLOURS)

    def normalize_options(self, options: dict | None, num_players: int) -> dict:
        if num_players != 2:
            raise RuleError("invalid_option", N_("Osiron is played by exactly 2 players."))
        out = check_options(self.options, options)
        layout = out["layout"]
        if out["setup"] != "custom":
            if layout is not None:
                raise RuleError("invalid_option",
                                N_("Option 'layout' is only used with setup 'custom'."))
            return out
        if not isinstance(layout, dict):
            raise RuleError("invalid_option",
                            N_("Option 'layout' must map each of the 24 spaces to light or dark."))
        unknown = sorted(k for k in layout if k not in INDEX)
        if unknown:
            raise RuleError(
                "invalid_option",
                N_("Option 'layout' names an unknown space '{unknown}'."),
                unknown=unknown[0],
            )
        missing = [n for n in SPACES if n not in layout]
        if missing:
            raise RuleError(
                "invalid_option",
                N_("Option 'layout' misses space '{missing}'."),
                missing=missing[0],
            )
        for n in SPACES:
            if layout[n] not in COLOURS:
                raise RuleError(
                    "invalid_option",
                    N_("Option 'layout' must give space '{space}' light or dark."),
                    space=n,
                )
        lights = sum(1 for n in SPACES if layout[n] == "light")
        if lights != 12:
            raise RuleError(
                "invalid_option",
                N_(
                    "Option 'layout' must hold 12 light and 12 dark pieces, not {lights} "
                    "and {value}."
                ),
                lights=lights,
                value=24 - lights,
            )
        out["layout"] = {n: layout[n] for n in SPACES}
        return out

    def new_state(self, options: dict, num_players: int, seed: int) -> OsironState:
        st = OsironState.__new__(OsironState)
        st.first = COLOURS.index(options.get("first", "light"))
        st.advanced = options.get("movement", "basic") == "advanced"
        st.ply_cap = options.get("ply_cap", 200)
        st.setup = options.get("setup", "beginner")
        st.ply = 0
        st.forbidden = -1
        st.last = None
        st.targets = None
        st.rep = {}
        st.over = False
        st.winners = ()
        st.reason = None
        st.completed = None
        if st.setup == "placement":
            st.masks = [0, 0]
            st.phase = PLACEMENT
            st.to_move = st.first
            return st
        if st.setup == "beginner":
            light = _BEGINNER_LIGHT
        elif st.setup == "custom":
            layout = options["layout"]
            light = sum(1 << i for i, n in enumerate(SPACES) if layout[n] == "light")
        else:  # random: re-deal until no circle is complete for either colour
            rng = random.Random(seed)
            colours = [1] * 12 + [0] * 12
            while True:
                rng.shuffle(colours)
                light = sum(1 << i for i, c in enumerate(colours) if c)
                if not any(light & cm == cm or light & cm == 0 for cm in CIRCLE_MASKS):
                    break
        st.masks = [light, FULL ^ light]
        _start_exchange(st, st.first)
        if st.setup == "beginner":  # ruling 1: the five circles not theirs at the start
            st.targets = (0b1111111 & ~0b0000110, 0b1111111 & ~0b0110000)
        return st

    # -- play ---------------------------------------------------------------
    def to_move(self, state: OsironState) -> int | None:
        return state.to_move

    def is_over(self, state: OsironState) -> bool:
        return state.over

    def legal_moves(self, state: OsironState) -> list[dict]:
        return [code_to_move(c) for c in sorted(fast_moves(state))]

    def _space(self, value) -> int:
        if not isinstance(value, str):
            raise invalid_move(N_("Spaces are named by text such as 'I0'."), MOVE_EXAMPLE)
        if value not in INDEX:
            raise RuleError("unknown_space", N_("There is no space named '{value}'."), value=value)
        return INDEX[value]

    def validate(self, state: OsironState, seat, move) -> int:
        """The int code of ``move`` if ``seat`` may play it now, else RuleError."""
        check_turn(state.over, state.to_move, seat, move, MOVE_EXAMPLE)
        action = move["action"]
        if action == "exchange":
            if set(move) != {"action", "from", "to"}:
                raise invalid_move(N_("An exchange has exactly the keys action, from and to."),
                                   MOVE_EXAMPLE)
            if state.phase == PLACEMENT:
                raise RuleError("placement_phase",
                                N_("Pieces are still being placed; exchanges come later."))
            a = self._space(move["from"])
            b = self._space(move["to"])
            if not state.masks[seat] >> a & 1:
                raise RuleError(
                    "not_your_piece", N_("{name} does not hold your piece."), name=SPACES[a]
                )
            if not state.masks[seat ^ 1] >> b & 1:
                raise RuleError("not_opponent_piece",
                                N_("{name} does not hold an opponent piece."), name=SPACES[b])
            pair = a * NUM_SPACES + b if a < b else b * NUM_SPACES + a
            if state.advanced and state.ply & 2:
                if pair not in _POINT_CODES:
                    raise RuleError(
                        "not_pointing",
                        N_(
                            "In this round your piece must point to the opponent piece; {name} "
                            "does not point to {name2}."
                        ),
                        name=SPACES[a],
                        name2=SPACES[b],
                    )
            elif pair not in _BORDER_CODES:
                raise RuleError(
                    "not_bordering",
                    N_("{name} and {name2} do not share a side."),
                    name=SPACES[a],
                    name2=SPACES[b],
                )
            if pair == state.forbidden:
                raise RuleError(
                    "immediate_undo",
                    N_("You may not exchange the two pieces your opponent just exchanged."),
                )
            return a * NUM_SPACES + b
        if action == "place":
            if set(move) != {"action", "space"}:
                raise invalid_move(
                    N_("A placement has exactly the keys action and space."), MOVE_EXAMPLE
                )
            if state.phase == EXCHANGE:
                raise RuleError("exchange_phase",
                                N_("All pieces are placed; the game continues by exchanges."))
            s = self._space(move["space"])
            if (state.masks[0] | state.masks[1]) >> s & 1:
                raise RuleError("space_occupied", N_("{name} is already occupied."), name=SPACES[s])
            return PLACE_BASE + s
        if action == "pass":
            raise invalid_move(
                N_("Passes are played automatically when you have no exchange."), MOVE_EXAMPLE
            )
        raise invalid_move(N_("The action must be 'exchange' or 'place'."), MOVE_EXAMPLE)

    def apply(self, state: OsironState, seat: int, move: dict):
        code = self.validate(state, seat, move)
        new = state.copy()
        passes = fast_apply(new, code)
        records = [{"seat": seat, "move": code_to_move(code), "auto": False}]
        s = seat
        for _ in range(passes):
            s ^= 1
            records.append({"seat": s, "move": {"action": "pass"}, "auto": True})
        return new, records

    def apply_unchecked(self, state: OsironState, move: dict) -> int:
        """Play a legal canonical ``move`` in place; returns the passes played."""
        return fast_apply(state, move_to_code(move))

    def result(self, state: OsironState) -> dict:
        if not state.over:
            raise RuleError("game_not_over", N_("The game is not over yet."))
        draw = not state.winners
        if draw:
            scores = [0.5, 0.5]
        else:
            scores = [1 if seat in state.winners else 0 for seat in (LIGHT, DARK)]
        return Outcome(scores=scores, winners=list(state.winners), reason=state.reason,
                       draw=draw, breakdown=self._breakdown(state)).as_dict()

    def _breakdown(self, state: OsironState) -> dict:
        done = state.completed or ((), ())
        return {"completed": {COLOURS[seat]: [CIRCLE_NAMES[ci] for ci in done[seat]]
                              for seat in (LIGHT, DARK)},
                "plies": state.ply}

    def resign(self, state: OsironState, seat: int, reason: str = "resignation") -> OsironState:
        if state.over:
            raise RuleError("game_over", N_("The game is over."))
        if seat not in (LIGHT, DARK) or isinstance(seat, bool):
            raise invalid_move(N_("Only a seated player may resign."), MOVE_EXAMPLE)
        new = state.copy()
        _finish(new, (seat ^ 1,), reason)
        return new

    def agree_draw(self, state: OsironState) -> OsironState:
        if state.over:
            raise RuleError("game_over", N_("The game is over."))
        new = state.copy()
        _finish(new, (), "agreement")
        return new

    # -- views and persistence ---------------------------------------------------
    # The stored form (``dump``) keeps the board as the two bit masks and the
    # repetition table as one flat list of int keys and counts: a game's
    # document is read and written on every request, and the table grows by
    # an entry per ply, so spelling each key out as text made it the largest
    # and slowest part of the document. The view spells both out (``board``
    # by space name, ``repetition`` keys as text). ``load`` reads either
    # form: views (``sample_state``) and documents stored before the compact
    # form have ``board``.
    def dump(self, state: OsironState) -> dict:
        st = state
        out = self._settings_and_progress(st)
        out["masks"] = list(st.masks)
        out["rep"] = list(itertools.chain.from_iterable(st.rep.items()))
        return out

    def _spelled_out(self, st: OsironState) -> dict:
        """The state with the board and the repetition table in words (the view's form)."""
        light, dark = st.masks
        out = self._settings_and_progress(st)
        out["board"] = {n: ("light" if light >> i & 1 else "dark" if dark >> i & 1 else None)
                        for i, n in enumerate(SPACES)}
        out["repetition"] = [[_key_text(k), n] for k, n in st.rep.items()]
        return out

    def _settings_and_progress(self, st: OsironState) -> dict:
        """Everything of the state but the board and the repetition table."""
        last = None
        if st.last is not None:
            last = {"seat": st.last[0], "from": SPACES[st.last[1]], "to": SPACES[st.last[2]]}
        outcome = None
        if st.over:
            outcome = {"winners": list(st.winners), "reason": st.reason,
                       "draw": not st.winners, **self._breakdown(st)}
        return {
            "phase": _PHASES[st.phase],
            "to_move": st.to_move,
            "over": st.over,
            "setup": st.setup,
            "movement": "advanced" if st.advanced else "basic",
            "first": st.first,
            "ply_cap": st.ply_cap,
            "ply": st.ply,
            "targets": _targets_json(st),
            "last_exchange": last,
            "forbidden": _pair_text(st.forbidden),
            "outcome": outcome,
        }

    def load(self, data: dict) -> OsironState:
        st = OsironState.__new__(OsironState)
        if "masks" in data:  # the stored form
            st.masks = list(data["masks"])
            flat = iter(data["rep"])
            st.rep = dict(zip(flat, flat))
        else:  # a view, or a document stored before the compact form
            board = data["board"]
            st.masks = [sum(1 << i for i, n in enumerate(SPACES) if board[n] == c)
                        for c in COLOURS]
            st.rep = {_key_from_text(k): n for k, n in data["repetition"]}
        st.phase = _PHASES.index(data["phase"])
        st.to_move = data["to_move"]
        st.over = bool(data["over"])
        st.setup = data["setup"]
        st.advanced = data["movement"] == "advanced"
        st.first = data["first"]
        st.ply_cap = data["ply_cap"]
        st.ply = data["ply"]
        t = data["targets"]
        st.targets = None if t is None else tuple(
            sum(1 << CIRCLE_NAMES.index(c) for c in t[colour]) for colour in COLOURS)
        last = data["last_exchange"]
        st.last = None if last is None else (last["seat"], INDEX[last["from"]],
                                             INDEX[last["to"]])
        f = data["forbidden"]
        st.forbidden = -1 if f is None else INDEX[f[0]] * NUM_SPACES + INDEX[f[1]]
        out = data["outcome"]
        if out is None:
            st.winners, st.reason, st.completed = (), None, None
        else:
            st.winners = tuple(out["winners"])
            st.reason = out["reason"]
            st.completed = None if st.targets is None else tuple(
                tuple(CIRCLE_NAMES.index(c) for c in out["completed"][colour])
                for colour in COLOURS)
        return st

    def view(self, state: OsironState, viewer: int | None) -> dict:
        """Everything is public: the same view for every viewer."""
        out = self._spelled_out(state)
        # The seat that moved first: `first_seat`, as in Isis & Osiris. `first` (the same
        # seat number) stays for a while for clients that read it (see CHANGELOG.md).
        out["first_seat"] = state.first
        out["round"] = state.ply // 2 + 1 if state.phase == EXCHANGE else None
        if state.phase == EXCHANGE:
            out["relation"] = "pointing" if state.advanced and state.ply & 2 else "bordering"
        else:
            out["relation"] = None
        out["pieces"] = {"light": bin(state.masks[0]).count("1"),
                         "dark": bin(state.masks[1]).count("1")}
        return out

    def sample_state(self, view: dict, seat: int, rng) -> OsironState:
        """Perfect information: the state is rebuilt exactly from the view."""
        return self.load(view)


RULES = OsironRules()

__all__ = ["RULES", "OsironRules", "OsironState", "SPACES", "INDEX", "CIRCLE_NAMES", "CIRCLES",
           "BORDERING", "POINTING", "COORDINATES", "CIRCLE_CENTRES", "BEGINNER_LAYOUT",
           "fast_moves", "fast_apply", "random_playout", "move_to_code", "code_to_move"]
