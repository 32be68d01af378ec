"""Osiron: geometry, set-ups, end conditions and every refusal code.

Expected values come from RULINGS.md (Osiron section) and from the geometry of
the triangular lattice, never from the module's own output.
"""

import json
import math
import random

import pytest

import shared.games.osiron.rules as osiron
from shared.games import get
from shared.games.base import RuleError
from shared.games.osiron import RULES, notation, parse_notation

R = RULES
REF = R.reference()
ALL = [f"I{k}" for k in range(6)] + [f"M{k}" for k in range(6)] + [f"O{k}" for k in range(12)]


def ex(a, b):
    return {"action": "exchange", "from": a, "to": b}


def place(s):
    return {"action": "place", "space": s}


def opts(**kw):
    return R.normalize_options(kw, 2)


def layout_of(light):
    light = set(light)
    assert len(light) == 12
    return {n: ("light" if n in light else "dark") for n in ALL}


def custom(light, **kw):
    return R.new_state(opts(setup="custom", layout=layout_of(light), **kw), 2, 0)


def hand_built(state, *, light=None, ply=None, to_move=None, forbidden="keep", targets=None):
    """A position edited from ``state``; its repetition table counts it once.
    Edited in the view's form, which ``load`` reads too."""
    d = R.view(state, None)
    if light is not None:
        d["board"] = layout_of(light)
    if ply is not None:
        d["ply"] = ply
    if to_move is not None:
        d["to_move"] = to_move
    if forbidden != "keep":
        d["forbidden"] = forbidden
    if targets is not None:
        d["targets"] = targets
    st = R.load(d)
    st.rep = {osiron._key(st): 1}
    return st


def refused(state, seat, move):
    with pytest.raises(RuleError) as info:
        R.apply(state, seat, move)
    return info.value.code


# ---------------------------------------------------------------------------
# registration and options
# ---------------------------------------------------------------------------

def test_registered_and_described():
    assert get("osiron") is R
    assert R.name == "osiron" and R.title == "Osiron"
    assert (R.min_players, R.max_players) == (2, 2)
    assert R.seat_names(2) == ["light", "dark"]
    assert R.allows_draw_offers is True
    described = {spec.name: spec.describe() for spec in R.options}
    assert described["setup"]["default"] == "beginner"
    assert described["setup"]["choices"] == ["beginner", "custom", "random", "placement"]
    assert described["layout"]["type"] == "object" and described["layout"]["default"] is None
    assert described["movement"]["choices"] == ["basic", "advanced"]
    assert described["movement"]["default"] == "basic"
    assert described["first"]["default"] == "light"
    assert (described["ply_cap"]["default"], described["ply_cap"]["minimum"],
            described["ply_cap"]["maximum"]) == (200, 10, 2000)


def test_default_options():
    assert opts() == {"setup": "beginner", "layout": None, "movement": "basic",
                      "first": "light", "ply_cap": 200}


@pytest.mark.parametrize("given", [
    {"setup": "nope"}, {"movement": "fast"}, {"first": "white"}, {"ply_cap": 9},
    {"ply_cap": 2001}, {"ply_cap": "10"}, {"ply_cap": True}, {"colour": "light"},
    {"setup": "custom"},  # layout missing
    {"setup": "custom", "layout": ["light"] * 24},
    {"setup": "beginner", "layout": layout_of(ALL[:12])},  # layout without custom
    {"setup": "custom", "layout": {**layout_of(ALL[:12]), "X9": "light"}},
    {"setup": "custom", "layout": {k: v for k, v in layout_of(ALL[:12]).items() if k != "O11"}},
    {"setup": "custom", "layout": {**layout_of(ALL[:12]), "I0": "white"}},
    {"setup": "custom", "layout": {**layout_of(ALL[:12]), "O11": "light"}},  # 13 light
    {"setup": "custom", "layout": {**layout_of(ALL[:12]), "I0": None}},
])
def test_invalid_options(given):
    with pytest.raises(RuleError) as info:
        R.normalize_options(given, 2)
    assert info.value.code == "invalid_option"


def test_three_players_refused():
    with pytest.raises(RuleError) as info:
        R.normalize_options({}, 3)
    assert info.value.code == "invalid_option"


# ---------------------------------------------------------------------------
# geometry
# ---------------------------------------------------------------------------

BORDERING_LITERAL = {frozenset(p) for p in [
    ("I0", "I1"), ("I1", "I2"), ("I2", "I3"), ("I3", "I4"), ("I4", "I5"), ("I5", "I0"),
    ("I0", "M0"), ("I1", "M1"), ("I2", "M2"), ("I3", "M3"), ("I4", "M4"), ("I5", "M5"),
    ("M0", "O0"), ("M1", "O2"), ("M2", "O4"), ("M3", "O6"), ("M4", "O8"), ("M5", "O10"),
    ("M0", "O1"), ("M1", "O3"), ("M2", "O5"), ("M3", "O7"), ("M4", "O9"), ("M5", "O11"),
    ("O1", "O2"), ("O3", "O4"), ("O5", "O6"), ("O7", "O8"), ("O9", "O10"), ("O11", "O0")]}
POINTING_LITERAL = {frozenset(p) for p in [
    ("I0", "I3"), ("I1", "I4"), ("I2", "I5"),
    ("M0", "M1"), ("M1", "M2"), ("M2", "M3"), ("M3", "M4"), ("M4", "M5"), ("M5", "M0"),
    ("I0", "O2"), ("I1", "O4"), ("I2", "O6"), ("I3", "O8"), ("I4", "O10"), ("I5", "O0"),
    ("I0", "O11"), ("I1", "O1"), ("I2", "O3"), ("I3", "O5"), ("I4", "O7"), ("I5", "O9")]}
CIRCLES_LITERAL = {  # RULINGS.md, Osiron naming
    "C": {"I0", "I1", "I2", "I3", "I4", "I5"},
    "N0": {"I5", "I0", "M5", "M0", "O11", "O0"},
    "N1": {"I0", "I1", "M0", "M1", "O1", "O2"},
    "N2": {"I1", "I2", "M1", "M2", "O3", "O4"},
    "N3": {"I2", "I3", "M2", "M3", "O5", "O6"},
    "N4": {"I3", "I4", "M3", "M4", "O7", "O8"},
    "N5": {"I4", "I5", "M4", "M5", "O9", "O10"},
}


def test_spaces_and_circles():
    assert REF["spaces"] == ALL
    assert len(set(REF["spaces"])) == 24
    assert {k: set(v) for k, v in REF["circles"].items()} == CIRCLES_LITERAL
    assert all(len(v) == 6 for v in REF["circles"].values())
    # every space lies in 1 to 3 circles; I spaces in 3, M in 2, O in 1
    for name in ALL:
        n = sum(name in c for c in CIRCLES_LITERAL.values())
        assert n == {"I": 3, "M": 2, "O": 1}[name[0]]


def test_bordering_relation():
    pairs = {frozenset(p) for p in REF["bordering_pairs"]}
    assert len(REF["bordering_pairs"]) == 30
    assert pairs == BORDERING_LITERAL
    for name, nbrs in REF["bordering"].items():
        assert len(nbrs) == (2 if name.startswith("O") else 3)
        assert all(frozenset((name, n)) in pairs for n in nbrs)
    assert sum(len(v) for v in REF["bordering"].values()) == 60


def test_pointing_relation():
    pairs = {frozenset(p) for p in REF["pointing_pairs"]}
    assert len(REF["pointing_pairs"]) == 21
    assert pairs == POINTING_LITERAL
    assert not pairs & BORDERING_LITERAL
    assert set(REF["pointing"]["I0"]) == {"I3", "O2", "O11"}  # the rulings' example
    assert set(REF["pointing"]["M0"]) == {"M1", "M5"}
    assert sum(len(v) for v in REF["pointing"].values()) == 42


def _close(p, q, eps=1e-5):
    return abs(p[0] - q[0]) < eps and abs(p[1] - q[1]) < eps


def test_geometry_matches_relations():
    tri = {n: [tuple(c) for c in REF["triangles"][n]] for n in ALL}
    cen = {n: (REF["coordinates"][n]["x"], REF["coordinates"][n]["y"]) for n in ALL}
    for n in ALL:
        corners = tri[n]
        # unit equilateral triangles, centroid as given
        for i in range(3):
            a, b = corners[i], corners[(i + 1) % 3]
            assert math.dist(a, b) == pytest.approx(1, abs=1e-5)
        c = (sum(p[0] for p in corners) / 3, sum(p[1] for p in corners) / 3)
        assert _close(c, cen[n])
        # all inside the hexagon of side 2 (corners within distance 2 of the centre)
        assert all(math.hypot(*p) <= 2 + 1e-5 for p in corners)
    # 24 distinct triangles covering area 24 unit triangles
    assert len({tuple(sorted((round(x, 4), round(y, 4)) for x, y in tri[n])) for n in ALL}) == 24

    def shared(a, b):
        return sum(any(_close(p, q) for q in tri[b]) for p in tri[a])

    for i, a in enumerate(ALL):
        for b in ALL[i + 1:]:
            pair = frozenset((a, b))
            s = shared(a, b)
            d = math.dist(cen[a], cen[b])
            assert (s == 2) == (pair in BORDERING_LITERAL)
            if pair in BORDERING_LITERAL:
                assert d == pytest.approx(1 / math.sqrt(3), abs=1e-5)
            # opposite across a corner: one shared corner, centroids 2/sqrt(3) apart
            opposite = s == 1 and abs(d - 2 / math.sqrt(3)) < 1e-5
            assert opposite == (pair in POINTING_LITERAL)
    # a circle = the 6 triangles having its centre as a corner
    for name, members in CIRCLES_LITERAL.items():
        centre = (REF["circle_centres"][name]["x"], REF["circle_centres"][name]["y"])
        around = {n for n in ALL if any(_close(p, centre) for p in tri[n])}
        assert around == members
        mx = sum(cen[n][0] for n in members) / 6
        my = sum(cen[n][1] for n in members) / 6
        assert _close((mx, my), centre)
    assert _close((REF["circle_centres"]["C"]["x"], REF["circle_centres"]["C"]["y"]), (0, 0))
    for name in ["N0", "N1", "N2", "N3", "N4", "N5"]:
        c = REF["circle_centres"][name]
        assert math.hypot(c["x"], c["y"]) == pytest.approx(1, abs=1e-5)


def test_reference_is_json():
    assert json.loads(json.dumps(REF)) == REF


# ---------------------------------------------------------------------------
# set-ups
# ---------------------------------------------------------------------------

BEGINNER_LIGHT = {"I5", "I0", "I1", "M5", "M0", "M1", "O11", "O0", "O1", "O2", "O3", "O10"}


def test_beginner_setup_exactly():
    st = R.new_state(opts(), 2, 7)
    v = R.view(st, None)
    assert v["board"] == layout_of(BEGINNER_LIGHT)
    assert set(v["board"]) == set(ALL)
    dark = {n for n, c in v["board"].items() if c == "dark"}
    assert dark == CIRCLES_LITERAL["N3"] | CIRCLES_LITERAL["N4"] | {"O4", "O9"}
    assert CIRCLES_LITERAL["N0"] | CIRCLES_LITERAL["N1"] <= BEGINNER_LIGHT
    assert set(v["targets"]["light"]) == {"C", "N2", "N3", "N4", "N5"}
    assert set(v["targets"]["dark"]) == {"C", "N0", "N1", "N2", "N5"}
    assert v["to_move"] == 0 and v["over"] is False and v["ply"] == 0
    assert v["forbidden"] is None and v["last_exchange"] is None
    assert v["round"] == 1 and v["relation"] == "bordering"
    assert REF["beginner_layout"] == layout_of(BEGINNER_LIGHT)
    # the seed does not matter for a fixed set-up
    assert R.dump(R.new_state(opts(), 2, 99)) == R.dump(st)


def test_beginner_legal_moves():
    st = R.new_state(opts(), 2, 0)
    # light's pieces bordering dark ones: I1|I2, I5|I4, O3|O4, O10|O9
    assert sorted(map(notation, R.legal_moves(st))) == sorted(
        ["I1xI2", "I5xI4", "O3xO4", "O10xO9"])


def test_first_dark():
    st = R.new_state(opts(first="dark"), 2, 0)
    assert R.to_move(st) == 1
    assert sorted(map(notation, R.legal_moves(st))) == sorted(
        ["I2xI1", "I4xI5", "O4xO3", "O9xO10"])
    assert refused(st, 0, ex("I1", "I2")) == "not_your_turn"


def test_custom_setup_and_targets():
    # light holds C and N1 = {I0, I1, M0, M1, O1, O2} completely
    light = CIRCLES_LITERAL["C"] | {"M0", "M1", "O1", "O2", "O5", "O9"}
    st = custom(light)
    v = R.view(st, None)
    assert v["board"] == layout_of(light)
    # light holds C and N1 completely: those are not light's targets
    assert set(v["targets"]["light"]) == {"N0", "N2", "N3", "N4", "N5"}
    assert set(v["targets"]["dark"]) == set(CIRCLES_LITERAL)
    assert v["setup"] == "custom"


def test_random_setup():
    boards = set()
    for seed in range(30):
        st = R.new_state(opts(setup="random"), 2, seed)
        v = R.view(st, None)
        colours = list(v["board"].values())
        assert colours.count("light") == 12 and colours.count("dark") == 12
        for members in CIRCLES_LITERAL.values():
            assert len({v["board"][n] for n in members}) == 2  # no circle complete
        assert set(v["targets"]["light"]) == set(CIRCLES_LITERAL)
        assert set(v["targets"]["dark"]) == set(CIRCLES_LITERAL)
        assert R.dump(R.new_state(opts(setup="random"), 2, seed)) == R.dump(st)
        boards.add(tuple(colours))
    assert len(boards) == 30


def test_placement_phase_flow():
    st = R.new_state(opts(setup="placement"), 2, 0)
    v = R.view(st, None)
    assert v["phase"] == "placement" and all(c is None for c in v["board"].values())
    assert v["targets"] is None and v["to_move"] == 0
    assert R.legal_moves(st) == [place(n) for n in ALL]
    # light places first, players alternate, the place holds the placer's colour
    order = ALL[:]
    random.Random(3).shuffle(order)
    for i, n in enumerate(order):
        seat = i % 2
        assert R.to_move(st) == seat
        st, records = R.apply(st, seat, place(n))
        assert records == [{"seat": seat, "move": place(n), "auto": False}]
        assert R.view(st, None)["board"][n] == ("light", "dark")[seat]
    v = R.view(st, None)
    assert v["phase"] == "exchange" and v["ply"] == 0
    assert v["to_move"] == 1  # the other player makes the first exchange
    assert list(v["board"].values()).count("light") == 12


def test_placement_first_dark_and_targets_at_end():
    st = R.new_state(opts(setup="placement", first="dark"), 2, 0)
    assert R.to_move(st) == 1
    light = CIRCLES_LITERAL["N2"] | {"O0", "O1", "O2", "O7", "O8", "O9"}
    dark = [n for n in ALL if n not in light]
    seq = []
    for i in range(12):
        seq += [(1, dark[i]), (0, sorted(light)[i])]
    for seat, n in seq:
        st, _ = R.apply(st, seat, place(n))
    v = R.view(st, None)
    assert v["to_move"] == 0  # dark placed first, so light exchanges first
    assert set(v["targets"]["light"]) == set(CIRCLES_LITERAL) - {"N2"}
    assert set(v["targets"]["dark"]) == set(CIRCLES_LITERAL)


# ---------------------------------------------------------------------------
# exchanges, records, forbidden exchange
# ---------------------------------------------------------------------------

def test_exchange_swaps_and_records():
    st = R.new_state(opts(), 2, 0)
    before = R.dump(st)
    new, records = R.apply(st, 0, ex("O3", "O4"))
    assert R.dump(st) == before  # input untouched
    assert records == [{"seat": 0, "move": ex("O3", "O4"), "auto": False}]
    v = R.view(new, 1)
    assert v["board"]["O3"] == "dark" and v["board"]["O4"] == "light"
    assert v["last_exchange"] == {"seat": 0, "from": "O3", "to": "O4"}
    assert sorted(v["forbidden"]) == ["O3", "O4"]
    assert v["ply"] == 1 and v["to_move"] == 1
    assert v["pieces"] == {"light": 12, "dark": 12}
    assert R.view(new, 0) == R.view(new, 1) == R.view(new, None)
    # no immediate undo: dark may not exchange O3 and O4 back
    assert ex("O3", "O4") not in R.legal_moves(new)
    assert refused(new, 1, ex("O3", "O4")) == "immediate_undo"
    # after another exchange the pair is free again
    new2, _ = R.apply(new, 1, ex("I4", "I5"))
    new3, _ = R.apply(new2, 0, ex("O4", "O3"))
    assert R.view(new3, None)["board"]["O3"] == "light"


# ---------------------------------------------------------------------------
# end conditions
# ---------------------------------------------------------------------------

# light is one exchange (O2xM1) from N2 = {I1, I2, M1, M2, O3, O4}; dark
# receiving O2 completes nothing
WIN_LIGHT = {"I1", "I2", "M2", "O3", "O4", "O2", "O7", "O9", "O11", "I4", "M5", "O0"}
# light holds N2 but I1 and dark holds N0 but I0; light's I0 borders dark's I1:
# exchanging them completes N2 for light and N0 for dark at once
TIE_LIGHT = {"I0", "I2", "M1", "M2", "O3", "O4", "M3", "M4", "O7", "O8", "O9", "O10"}
# light's I5 is the last space missing from dark's N5 = {I4, I5, M4, M5, O9, O10};
# light exchanging I5 with dark's I0 hands it over (and completes nothing itself)
LOSE_LIGHT = {"I5", "I1", "I2", "I3", "M1", "M2", "O1", "O2", "O3", "O5", "O6", "O7"}


def _check_over(st, winners, reason, draw):
    assert R.is_over(st) and R.to_move(st) is None and R.legal_moves(st) == []
    res = R.result(st)
    assert res["winners"] == winners and res["reason"] == reason and res["draw"] is draw
    assert res["scores"] == ([0.5, 0.5] if draw else [1 if s in winners else 0 for s in (0, 1)])
    assert R.view(st, None)["over"] is True
    assert refused(st, 0, ex("I0", "I1")) == "game_over"
    return res


@pytest.mark.parametrize("movement", ["basic", "advanced"])
def test_mover_wins(movement):
    st = custom(WIN_LIGHT, movement=movement)
    assert "N2" in R.view(st, None)["targets"]["light"]
    end, records = R.apply(st, 0, ex("O2", "M1"))
    assert len(records) == 1
    res = _check_over(end, [0], "circle_completed", False)
    assert res["breakdown"]["completed"] == {"light": ["N2"], "dark": []}


@pytest.mark.parametrize("movement", ["basic", "advanced"])
def test_opponent_wins(movement):
    st = custom(LOSE_LIGHT, movement=movement)
    assert ex("I5", "I0") in R.legal_moves(st)
    end, _ = R.apply(st, 0, ex("I5", "I0"))
    res = _check_over(end, [1], "opponent_completed_circle", False)
    assert res["breakdown"]["completed"] == {"light": [], "dark": ["N5"]}


@pytest.mark.parametrize("movement", ["basic", "advanced"])
def test_simultaneous_completion_is_a_tie(movement):
    st = custom(TIE_LIGHT, movement=movement)
    end, _ = R.apply(st, 0, ex("I0", "I1"))
    res = _check_over(end, [], "simultaneous_completion", True)
    assert res["breakdown"]["completed"] == {"light": ["N2"], "dark": ["N0"]}


def test_pointing_round_win_and_tie():
    # advanced, round 2 (ply 2): light's M0 points to dark's M1; exchanging them
    # completes N2 for light (needs M1) and N0 for dark (needs M0)
    light = {"M0", "I1", "I2", "M2", "O3", "O4", "O5", "O6", "O7", "O8", "I3", "M3"}
    st = hand_built(custom(light, movement="advanced"), ply=2, to_move=0, forbidden=None)
    v = R.view(st, None)
    assert v["round"] == 2 and v["relation"] == "pointing"
    end, _ = R.apply(st, 0, ex("M0", "M1"))
    res = _check_over(end, [], "simultaneous_completion", True)
    assert res["breakdown"]["completed"] == {"light": ["N2"], "dark": ["N0"]}
    # bordering pairs are refused in this round ...
    assert refused(st, 0, ex("I1", "I0")) == "not_pointing"
    # ... and the same pointing exchange is refused in a bordering round (round 3)
    st1 = hand_built(custom(light, movement="advanced"), ply=4, to_move=0, forbidden=None)
    assert R.view(st1, None)["relation"] == "bordering"
    assert refused(st1, 0, ex("M0", "M1")) == "not_bordering"
    assert ex("I1", "I0") in R.legal_moves(st1)


def test_pointing_win():
    # light lacks only I1 of N1 = {I0, I1, M0, M1, O1, O2}; light's O4 (outside
    # N1) points to dark's I1 (Ik points to O(2k+2))
    light = {"I0", "M0", "M1", "O1", "O2", "O4", "M3", "O6", "O7", "O8", "O9", "I5"}
    st = hand_built(custom(light, movement="advanced"), ply=2, to_move=0, forbidden=None)
    assert "N1" in R.view(st, None)["targets"]["light"]
    end, _ = R.apply(st, 0, ex("O4", "I1"))
    res = _check_over(end, [0], "circle_completed", False)
    assert res["breakdown"]["completed"]["light"] == ["N1"]


def test_beginner_own_circle_never_wins_but_opponents_does():
    base = R.new_state(opts(), 2, 0)
    # light has left N0 (I0 is dark, I3 light); re-completing N0 is not a win
    light = (BEGINNER_LIGHT - {"I0"}) | {"I3"}
    st = hand_built(base, light=light, ply=6, to_move=0, forbidden=None)
    new, _ = R.apply(st, 0, ex("I1", "I0"))  # light gets I0 back: N0 complete again
    assert all(R.view(new, None)["board"][n] == "light" for n in CIRCLES_LITERAL["N0"])
    assert not R.is_over(new)
    # light completing dark's starting circle N3 wins
    light2 = (CIRCLES_LITERAL["N3"] - {"I2"}) | {"I1", "O0", "O1", "O2", "O9", "O10", "O11"}
    st2 = hand_built(base, light=light2, ply=6, to_move=0, forbidden=None)
    end, _ = R.apply(st2, 0, ex("I1", "I2"))
    res = _check_over(end, [0], "circle_completed", False)
    assert "N3" in res["breakdown"]["completed"]["light"]


def test_placement_then_tie():
    # place the tie layout; dark (the other player) exchanges first: I1xI0
    st = R.new_state(opts(setup="placement"), 2, 0)
    light = sorted(TIE_LIGHT)
    dark = [n for n in ALL if n not in TIE_LIGHT]
    for i in range(12):
        st, _ = R.apply(st, 0, place(light[i]))
        st, _ = R.apply(st, 1, place(dark[i]))
    assert R.to_move(st) == 1
    end, _ = R.apply(st, 1, ex("I1", "I0"))
    _check_over(end, [], "simultaneous_completion", True)


def test_random_setup_game_ends_consistently():
    st = R.new_state(opts(setup="random", movement="advanced"), 2, 5)
    rng = random.Random(1)
    while not R.is_over(st):
        seat = R.to_move(st)
        st, _ = R.apply(st, seat, rng.choice(R.legal_moves(st)))
    res = R.result(st)
    assert res["reason"] in {"circle_completed", "opponent_completed_circle",
                             "simultaneous_completion", "repetition", "ply_cap"}


# the basic cycle from the beginner set-up: light O3xO4, dark I4xI5, then both back
CYCLE = [(0, ex("O3", "O4")), (1, ex("I4", "I5")), (0, ex("O4", "O3")), (1, ex("I5", "I4"))]


def test_threefold_repetition_basic():
    st = R.new_state(opts(), 2, 0)
    # the position after ply 1 (dark to move, O3/O4 forbidden) recurs after
    # plies 5 and 9: the third occurrence draws
    for i in range(9):
        assert not R.is_over(st)
        seat, move = CYCLE[i % 4]
        st, _ = R.apply(st, seat, move)
    res = _check_over(st, [], "repetition", True)
    assert res["breakdown"]["plies"] == 9


def test_start_position_counts_for_repetition():
    st = R.new_state(opts(), 2, 0)
    v = R.view(st, None)
    assert len(v["repetition"]) == 1 and v["repetition"][0][1] == 1
    # a start position with dark's I4/I5 just forbidden: it recurs at plies 4 and
    # 8 (the position after ply 1 would only repeat a third time at ply 9)
    st = hand_built(st, forbidden=["I4", "I5"])
    for i in range(8):
        assert not R.is_over(st)
        seat, move = CYCLE[i % 4]
        st, _ = R.apply(st, seat, move)
    _check_over(st, [], "repetition", True)
    assert R.view(st, None)["ply"] == 8


def test_repetition_in_advanced_needs_same_round_parity():
    # advanced: plies alternate 2 bordering, 2 pointing; four disjoint exchanges
    # played twice bring the board back after 8 plies, at the same round parity:
    # the position after ply 1 recurs after plies 9 and 17
    seq = [(0, ex("O3", "O4")), (1, ex("I4", "I5")), (0, ex("M1", "M2")), (1, ex("I3", "I0")),
           (0, ex("O4", "O3")), (1, ex("I5", "I4")), (0, ex("M2", "M1")), (1, ex("I0", "I3"))]
    st = R.new_state(opts(movement="advanced"), 2, 0)
    for i in range(17):
        assert not R.is_over(st), i
        seat, move = seq[i % 8]
        st, _ = R.apply(st, seat, move)
    _check_over(st, [], "repetition", True)
    assert R.view(st, None)["ply"] == 17


@pytest.mark.parametrize("movement", ["basic", "advanced"])
def test_ply_cap(movement):
    st = R.new_state(opts(ply_cap=10, movement=movement), 2, 0)
    # four disjoint exchanges, then the same four back: nothing repeats three
    # times before ply 17 and no circle is completed on the way
    seq = [
        (0, ex("O3", "O4")), (1, ex("I4", "I5")), (0, ex("O10", "O9")), (1, ex("I2", "I1")),
        (0, ex("O4", "O3")), (1, ex("I5", "I4")), (0, ex("O9", "O10")), (1, ex("I1", "I2"))]
    if movement == "advanced":
        seq = [
            (0, ex("O3", "O4")), (1, ex("I4", "I5")), (0, ex("M1", "M2")), (1, ex("I3", "I0")),
            (0, ex("O4", "O3")), (1, ex("I5", "I4")), (0, ex("M2", "M1")), (1, ex("I0", "I3"))]
    for i in range(10):
        assert not R.is_over(st)
        seat, move = seq[i % len(seq)]
        st, _ = R.apply(st, seat, move)
    res = _check_over(st, [], "ply_cap", True)
    assert res["breakdown"]["plies"] == 10


@pytest.mark.parametrize("movement", ["basic", "advanced"])
def test_win_on_last_ply_still_wins(movement):
    # ply 9 of a 10-ply cap (round 5: bordering in advanced movement too)
    st = hand_built(custom(WIN_LIGHT, movement=movement, ply_cap=10), ply=9, to_move=0,
                    forbidden=None)
    assert R.view(st, None)["relation"] == "bordering"
    end, _ = R.apply(st, 0, ex("O2", "M1"))
    _check_over(end, [0], "circle_completed", False)
    # any other exchange on the last ply draws by the cap
    other, _ = R.apply(st, 0, ex("O9", "M4"))
    _check_over(other, [], "ply_cap", True)


def test_auto_passes_in_pointing_round_and_no_forbidden_after_pass():
    # each pointing component single-coloured once dark exchanges M0 (dark) with I0
    light = {"M1", "M2", "M3", "M4", "M5", "I0",
             "I1", "I4", "O4", "O1", "O10", "O7"}
    st = hand_built(custom(light, movement="advanced"), ply=1, to_move=1, forbidden=None)
    new, records = R.apply(st, 1, ex("M0", "I0"))
    assert records == [
        {"seat": 1, "move": ex("M0", "I0"), "auto": False},
        {"seat": 0, "move": {"action": "pass"}, "auto": True},
        {"seat": 1, "move": {"action": "pass"}, "auto": True},
    ]
    v = R.view(new, None)
    assert v["ply"] == 4 and v["round"] == 3 and v["relation"] == "bordering"
    assert v["to_move"] == 0 and v["forbidden"] is None
    assert v["last_exchange"] == {"seat": 1, "from": "M0", "to": "I0"}
    # after the passes, light may exchange the same two spaces back
    assert ex("M0", "I0") in R.legal_moves(new)
    back, _ = R.apply(new, 0, ex("M0", "I0"))
    assert R.view(back, None)["board"]["M0"] == "dark"


def test_agree_draw_and_resign():
    for setup in ("beginner", "placement"):
        st = R.new_state(opts(setup=setup), 2, 0)
        d = R.agree_draw(st)
        _check_over(d, [], "agreement", True)
        assert not R.is_over(st)
        for seat in (0, 1):
            r = R.resign(st, seat)
            _check_over(r, [1 - seat], "resignation", False)
        with pytest.raises(RuleError) as info:
            R.resign(d, 0)
        assert info.value.code == "game_over"
        with pytest.raises(RuleError) as info:
            R.agree_draw(d)
        assert info.value.code == "game_over"


def test_result_refused_while_playing():
    with pytest.raises(RuleError):
        R.result(R.new_state(opts(), 2, 0))


# ---------------------------------------------------------------------------
# refusal codes
# ---------------------------------------------------------------------------

def test_refusal_codes_exchange_phase():
    st = R.new_state(opts(), 2, 0)
    assert refused(st, 1, ex("I2", "I1")) == "not_your_turn"
    assert refused(st, 5, ex("I1", "I2")) == "not_your_turn"
    assert refused(st, None, ex("I1", "I2")) == "not_your_turn"
    for bad in ["I1xI2", None, {}, {"action": "move"}, {"action": "pass"},
                {"action": "exchange", "from": "I1"},
                {"action": "exchange", "from": "I1", "to": "I2", "extra": 1},
                {"action": "exchange", "from": 1, "to": "I2"},
                {"action": "place", "space": "I0", "x": 1}]:
        assert refused(st, 0, bad) == "invalid_move", bad
    assert refused(st, 0, ex("I9", "I2")) == "unknown_space"
    assert refused(st, 0, ex("I1", "Z2")) == "unknown_space"
    assert refused(st, 0, ex("I2", "I3")) == "not_your_piece"
    assert refused(st, 0, ex("I1", "I0")) == "not_opponent_piece"
    assert refused(st, 0, ex("I1", "I1")) == "not_opponent_piece"
    assert refused(st, 0, ex("I0", "I3")) == "not_bordering"  # pointing only
    assert refused(st, 0, ex("M0", "M3")) == "not_bordering"
    assert refused(st, 0, place("I0")) == "exchange_phase"
    new, _ = R.apply(st, 0, ex("I1", "I2"))
    assert refused(new, 1, ex("I1", "I2")) == "immediate_undo"
    # advanced, even round: pointing
    adv = R.new_state(opts(movement="advanced"), 2, 0)
    adv, _ = R.apply(adv, 0, ex("O3", "O4"))
    adv, _ = R.apply(adv, 1, ex("I4", "I5"))
    assert R.view(adv, None)["relation"] == "pointing"
    assert refused(adv, 0, ex("I1", "I2")) == "not_pointing"
    new, _ = R.apply(adv, 0, ex("I0", "I3"))
    assert refused(new, 1, ex("I0", "I3")) == "immediate_undo"


def test_refusal_codes_placement_phase():
    st = R.new_state(opts(setup="placement"), 2, 0)
    assert refused(st, 0, ex("I0", "I1")) == "placement_phase"
    assert refused(st, 0, place("Q1")) == "unknown_space"
    assert refused(st, 0, place(3)) == "invalid_move"
    assert refused(st, 1, place("I0")) == "not_your_turn"
    st, _ = R.apply(st, 0, place("I0"))
    assert refused(st, 1, place("I0")) == "space_occupied"
    assert {"action": "place", "space": "I0"} not in R.legal_moves(st)


# ---------------------------------------------------------------------------
# notation, persistence
# ---------------------------------------------------------------------------

def test_notation():
    assert notation(ex("I0", "M0")) == "I0xM0"
    assert notation(place("O11")) == "@O11"
    assert notation({"action": "pass"}) == "pass"
    assert parse_notation("I0xM0") == ex("I0", "M0")
    assert parse_notation(" o11 X m5 ") == ex("O11", "M5")
    assert parse_notation("@O10") == place("O10")
    assert parse_notation("pass") == {"action": "pass"}
    for bad in ["", "I0-M0", "@", "xM0", "I0xM0x", None]:
        with pytest.raises(RuleError) as info:
            parse_notation(bad)
        assert info.value.code == "invalid_move"
    with pytest.raises(RuleError) as info:
        parse_notation("I6xM0")
    assert info.value.code == "unknown_space"
    with pytest.raises(RuleError):
        notation({"action": "jump"})
    for name_a in ALL:
        for name_b in ALL[:3]:
            m = ex(name_a, name_b)
            assert parse_notation(notation(m)) == m
        assert parse_notation(notation(place(name_a))) == place(name_a)


def test_dump_load_round_trip_finished_and_placement():
    states = [R.new_state(opts(setup="placement"), 2, 0)]
    st, _ = R.apply(states[0], 0, place("O5"))
    states.append(st)
    states.append(R.resign(st, 1))
    end, _ = R.apply(custom(WIN_LIGHT), 0, ex("O2", "M1"))
    states.append(end)
    for s in states:
        data = json.loads(json.dumps(R.dump(s)))
        assert R.load(data) == s
        assert R.sample_state(json.loads(json.dumps(R.view(s, 0))), 0, random.Random(0)) == s
        if R.is_over(s):
            assert R.result(R.load(data)) == R.result(s)


# A state as documents stored it before the compact form (board by space name,
# repetition keys as text): advanced movement, seed 5, five plies.
STORED_BEFORE_COMPACT_FORM = json.loads(
    '{"board":{"I0":"dark","I1":"dark","I2":"light","I3":"dark","I4":"dark","I5":"light",'
    '"M0":"light","M1":"light","M2":"dark","M3":"dark","M4":"light","M5":"dark","O0":"light",'
    '"O1":"light","O10":"dark","O11":"light","O2":"light","O3":"light","O4":"light",'
    '"O5":"dark","O6":"dark","O7":"dark","O8":"dark","O9":"light"},"first":0,'
    '"forbidden":["O9","O10"],"last_exchange":{"from":"O10","seat":0,"to":"O9"},'
    '"movement":"advanced","outcome":null,"over":false,"phase":"exchange","ply":5,'
    '"ply_cap":200,"repetition":[["LLDDDLLLDDDLLLLLDDDDDDLL/0/-/0",1],'
    '["LDLDDLLLDDDLLLLLDDDDDDLL/1/I1-I2/0",1],["DLLDDLLLDDDLLLLLDDDDDDLL/0/I0-I1/1",1],'
    '["DDLDDLLLDDDLLLLLLDDDDDLL/1/I1-O4/1",1],["DDLDDLLLDDLDLLLLLDDDDDLL/0/M4-M5/0",1],'
    '["DDLDDLLLDDLDLLLLLDDDDLDL/1/O9-O10/0",1]],"setup":"beginner",'
    '"targets":{"dark":["C","N0","N1","N2","N5"],"light":["C","N2","N3","N4","N5"]},'
    '"to_move":1}')


def test_state_stored_before_the_compact_form_still_loads():
    st = R.new_state(opts(movement="advanced"), 2, 5)
    for move in (ex("I1", "I2"), ex("I1", "I0"), ex("I1", "O4"), ex("M4", "M5"),
                 ex("O10", "O9")):
        st, _ = R.apply(st, R.to_move(st), move)
    old = R.load(STORED_BEFORE_COMPACT_FORM)
    assert old == st
    assert R.view(old, None)["repetition"] == STORED_BEFORE_COMPACT_FORM["repetition"]
    assert R.load(json.loads(json.dumps(R.dump(old)))) == st  # written back compact


def test_stored_form_is_compact():
    st, _ = R.apply(R.new_state(opts(), 2, 0), 0, R.legal_moves(R.new_state(opts(), 2, 0))[0])
    data = R.dump(st)
    assert "board" not in data and "repetition" not in data
    assert data["masks"] == st.masks
    assert data["rep"] == [k for item in st.rep.items() for k in item]


def test_view_names_the_first_seat_as_isis_osiris_does():
    state = R.new_state(R.normalize_options({"first": "dark"}, 2), 2, 0)
    view = R.view(state, None)
    assert view["first_seat"] == 1 and view["first"] == 1  # `first`: deprecated alias
