"""The play page in a real browser: Debian's Chromium driven by Playwright
against the real stack (gunicorn, Redis, an RQ worker).

A full game of each type is played against the AI by clicks (and some by
keyboard) on ``/play/<id>#token=...``; at every turn the page must show what
the API shows: the picture of the seat's view at the same version (every
piece in its place), the last move outlined, whose turn it is, the scores
and the legal moves, in words (notation and result codes only in the quiet
details). At the end: the outcome in words, every seat's score and a rematch
that opens the new game's page. The seat token must only ever travel in the
Authorization header. A wrong token and a missing game are said in words.
Screenshots of each game at the start, mid-game and the end, desktop
(1280x800) and phone (390x844), go to ``docs/screenshots/`` as small
palette PNGs.

Chromium comes from Debian (``/usr/bin/chromium``), never from Playwright's
own download: the session's set-up installs the package when it is missing.
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest
import requests

from . import browser, small_png, svg_check
from services import redis_server

from .conftest import ROOT, start_api, stop_process
from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)

sync_api = pytest.importorskip("playwright.sync_api")

SCREENSHOTS = ROOT / "docs" / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def browser_context(tmp_path_factory):
    with browser.browser_context(tmp_path_factory.mktemp("chromium-profile"), DESKTOP) as context:
        yield context


@pytest.fixture
def page(browser_context):
    page = browser_context.new_page()
    page.problems = []
    page.urls = []
    page.on("pageerror", lambda error: page.problems.append(str(error)))
    page.on("console", lambda msg: msg.type == "error" and page.problems.append(msg.text))
    page.on("request", lambda request: page.urls.append((request.url, request.headers)))
    yield page
    page.close()


# -- the API's side ---------------------------------------------------------------------------

class Api:
    def __init__(self, url: str, game_id: str, token: str):
        self.url, self.game_id = url, game_id
        self.headers = {"Authorization": f"Bearer {token}"}

    def get(self, suffix: str = "", **params) -> dict:
        response = requests.get(f"{self.url}/v1/games/{self.game_id}{suffix}", params=params,
                                headers=self.headers, timeout=60)
        assert response.status_code == 200, response.text
        return response.json()

    def wait_my_turn(self) -> dict:
        """Long-poll until seat 0 is to move or the game is finished."""
        game = self.get()
        for _ in range(200):
            if game["status"] in ("finished", "cancelled") or (
                    game["status"] == "active" and game["to_move"] == 0):
                return game
            game = self.get(wait_for_version=game["version"] + 1, timeout=20)
        raise AssertionError("the AI never answered")


def create(url: str, game_type: str, options: dict, headers=None) -> tuple[Api, str]:
    response = requests.post(f"{url}/v1/games", json={
        "type": game_type, "options": options,
        "seats": [{"kind": "human", "name": "Tester"}, {"kind": "ai", "level": "random"}]},
        headers=headers, timeout=30)
    assert response.status_code == 201, response.text
    body = response.json()
    token = body["seat_tokens"]["0"]
    return Api(url, body["game"]["id"], token), token


# -- what the page shows ------------------------------------------------------------------------

CODE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")  # board_full, ply_cap, reached_100 ...
SIGNED_VALUE = re.compile(r"[+\u2212-]\d")    # a tile value such as +2 or \u22122


def expected_scores(game: dict) -> list[str]:
    if game["result"] and game["result"]["scores"] is not None:
        scores = game["result"]["scores"]
    elif game["type"] == "isis-osiris":
        scores = game["state"]["totals"]
    elif game["type"] == "isaac":
        scores = game["state"]["scores"]
    else:
        scores = [""] * game["num_players"]
    return [str(s) for s in scores]


def seat_words(game: dict) -> list[str]:
    """How the page names the seats: by their colours, as the pictures draw them."""
    if game["type"] == "isis-osiris":
        return ["Red", "Blue", "Green", "Yellow"][:game["num_players"]]
    return [s["colour"].capitalize() for s in game["seats"]]


def last_played(api: Api) -> str | None:
    """The notation of the last move really played (automatic passes skipped)."""
    records = [r for e in api.get("/history", limit=500)["entries"] for r in e.get("records", [])
               if not r["auto"] and r["move"]["action"] != "pass"]
    return records[-1]["notation"] if records else None


def check_last_move(page, api: Api, game: dict) -> None:
    """The board outlines the last move, and the line above it says it in words."""
    notation = last_played(api)
    if notation is None:
        assert page.locator("#board .last-move").count() == 0
        return
    page.wait_for_function(
        "n => { const g = document.querySelector('#board .last-move-marks');"
        " return g && g.dataset.notation === n && g.querySelector('.last-move'); }",
        arg=notation, timeout=30_000)
    assert page.text_content("#board .last-move-marks") == ""  # a place, never a value
    words = page.text_content("#last-move")
    assert words.startswith("Last move: ") and not CODE.search(words), words
    if game["options"].get("tile_memory") == "hidden":
        assert not SIGNED_VALUE.search(words), words


def check_page(page, api: Api, game: dict, reference: dict) -> dict | None:
    page.wait_for_function("v => document.getElementById('board').dataset.version == v",
                           arg=str(game["version"]), timeout=30_000)
    if game["status"] == "finished":
        page.wait_for_function("() => !document.getElementById('end').hidden", timeout=30_000)
    svg = page.evaluate("() => new XMLSerializer().serializeToString("
                        "document.querySelector('#board svg'))")
    svg_check.check(game["type"], svg, game["state"], reference,
                    labels=game["type"] == "osiron")  # Osiron's spaces are named for the words
    check_last_move(page, api, game)
    status = page.text_content("#status")
    scores = page.eval_on_selector_all("#players td.score", "cs => cs.map(c => c.dataset.score)")
    assert scores == expected_scores(game)
    if game["status"] == "active":
        assert status.startswith("Your turn"), status
        assert page.is_hidden("#end")
        legal = api.get("/legal-moves")
        assert legal["version"] == game["version"]
        shown = page.eval_on_selector_all("#moves option", "os => os.map(o => o.dataset.notation)")
        assert shown == legal["notations"]
        words = page.eval_on_selector_all("#moves option", "os => os.map(o => o.textContent)")
        assert all(w[0].isupper() and not w.startswith(n) for w, n in zip(words, shown)), words[:3]
        assert page.locator("#board .target").count() + page.locator("#controls button").count()
        return legal
    check_end(page, game, status)
    return None


def check_end(page, game: dict, status: str) -> None:
    """The outcome in words (no result code), every seat's score, a rematch."""
    result = game["result"]
    outcome = page.text_content("#outcome")
    assert outcome == status
    assert not CODE.search(outcome) and result["reason"] not in outcome, outcome
    assert outcome.endswith(".") and ": " in outcome, outcome
    assert page.locator("#board .target").count() == 0
    words = seat_words(game)
    if result["draw"]:
        assert outcome.startswith("A draw"), outcome
    else:
        assert all(words[w] in outcome.split(":")[0] for w in result["winners"]), outcome
    lines = page.eval_on_selector_all("#final-scores li", "ls => ls.map(l => l.textContent)")
    assert len(lines) == game["num_players"]
    for seat, line in enumerate(lines):
        assert line.startswith(words[seat]), line
        if game["type"] == "osiron":
            expected = "draw" if result["draw"] else "won" if seat in result["winners"] else "lost"
            assert line.endswith(expected), line
        else:
            points = result["scores"][seat]
            assert line.endswith(f"{points} point" + ("" if abs(points) == 1 else "s")), line
    assert result["reason"] in page.text_content("#outcome-details")  # the code, quietly
    assert page.is_visible("#rematch")


# -- playing by clicks ----------------------------------------------------------------------------

def activate(page, selector: str, keyboard: bool) -> None:
    """Click the element, or reach it with the keyboard and press Enter."""
    locator = page.locator(selector)
    if keyboard:
        locator.focus()
        assert page.evaluate("s => document.activeElement === document.querySelector(s)", selector)
        page.keyboard.press("Enter")
    else:
        locator.click()


def play_move(page, game_type: str, move: dict, keyboard: bool) -> None:
    if game_type == "isis-osiris":
        if move["action"] == "reveal":
            activate(page, "#reveal", keyboard)
        else:
            activate(page, f'#board .cell.target[data-cell="{move["cell"]}"]', keyboard)
    elif game_type == "osiron":
        if move["action"] == "place":
            activate(page, f'#board .space.target[data-space="{move["space"]}"]', keyboard)
        else:
            activate(page, f'#board .space.target[data-space="{move["from"]}"]', keyboard)
            activate(page, f'#board .space.target[data-space="{move["to"]}"]', keyboard)
    elif move["action"] == "place":
        activate(page, f'#controls button[data-length="{move["length"]}"]', keyboard)
        activate(page, f'#controls button[data-dir="{move["dir"]}"]', keyboard)
        activate(page, f'#board .cell.target[data-cell="{move["cell"]}"]', keyboard)
    else:
        activate(page, f'#board .piece.target[data-anchor="{move["cell"]}"]', keyboard)
        page.select_option("#advance", str(move["advance"]))
        activate(page, "#remove", keyboard)


def check_isaac_pieces(page) -> None:
    """Each piece to choose shows its length in words beside a bar of that many
    cells carrying its value, so length and value are not confused."""
    buttons = page.locator("#controls button[data-length]")
    assert buttons.count()
    for i in range(buttons.count()):
        button = buttons.nth(i)
        length = int(button.get_attribute("data-length"))
        assert f"length {length}" in button.text_content()
        bar = button.locator(".bar")
        assert bar.text_content() == str({3: 1, 4: 2, 5: 3, 6: 4, 7: 6}[length])
        assert bar.evaluate("b => getComputedStyle(b).getPropertyValue('--cells').trim()") == str(length)


def ask_hint(page, legal: dict) -> None:
    page.click("#hint")
    page.wait_for_function("() => /^(Hint:|No hint)/.test("
                           "document.getElementById('hint-text').textContent)", timeout=30_000)
    text = page.text_content("#hint-text")
    notation = page.get_attribute("#hint-text", "data-notation")
    assert text.startswith("Hint: ") and notation in legal["notations"], text
    option = page.eval_on_selector(f'#moves option[data-notation="{notation}"]', "o => o.textContent")
    assert option.lower() == f"{text[len('Hint: '):]} ({notation})".lower(), (option, text)
    assert page.locator("#board .hinted").count() <= 1


# mid-game: Osiron's first exchange (after its 12 placements), ISAAC still placing
SCREENSHOT_TURN = {"isis-osiris": 8, "osiron": 12, "isaac": 8}
GAMES = [
    ("isis-osiris", {"tile_memory": "hidden"}),
    ("osiron", {"setup": "placement", "ply_cap": 24}),
    ("isaac", {}),
]


@pytest.mark.timeout(1800)  # the first run may install chromium
@pytest.mark.parametrize("game_type, options", GAMES)
def test_full_game_by_clicks(page, base_url, game_type, options, tmp_path):  # noqa: F811
    api, token = create(base_url, game_type, options)
    reference = requests.get(f"{base_url}/v1/game-types/{game_type}", timeout=30).json()["reference"]
    page.goto(f"{base_url}/play/{api.game_id}#token={token}")
    rng = random.Random(game_type)
    hinted, shots = False, []
    for turn in range(300):
        game = api.wait_my_turn()
        legal = check_page(page, api, game, reference)
        if legal is not None and turn in (0, SCREENSHOT_TURN[game_type]):
            ask_hint(page, legal)
            hinted = True
        if legal is None:
            shots.append(shoot(page, game_type, "end", tmp_path))
            break
        if turn in (0, SCREENSHOT_TURN[game_type]):
            shots.append(shoot(page, game_type, "start" if turn == 0 else "mid", tmp_path))
        assert page.text_content("#hint-text") == "" or turn in (0, SCREENSHOT_TURN[game_type])
        move = rng.choice(legal["moves"])
        if game_type == "isis-osiris" and turn % 2 and {"action": "reveal"} in legal["moves"]:
            move = {"action": "reveal"}  # tiles on the board early, face down
        if game_type == "isaac" and move["action"] == "place":
            check_isaac_pieces(page)
        play_move(page, game_type, move, keyboard=turn % 3 == 1)
        api.get(wait_for_version=game["version"] + 1, timeout=20)
        after = api.get("/history", after=game["version"], limit=1)["entries"]
        assert after and after[0]["records"][0]["move"] == move  # the page played that move
    else:
        raise AssertionError("the game did not end")
    assert game["status"] == "finished" and hinted and shots == ["start", "mid", "end"]
    check_log(page, api, game, options)
    assert not page.problems, page.problems
    check_token_travels_only_in_the_header(page, base_url, token)
    check_rematch(page, base_url, api, game)


def check_log(page, api: Api, game: dict, options: dict) -> None:
    """Every move in words, in order, with its notation aside."""
    log = page.eval_on_selector_all("#log li[data-notation]",
                                    "ls => ls.map(l => [l.dataset.notation, l.textContent])")
    history = api.get("/history", limit=500)["entries"]
    records = [r for e in history for r in e.get("records", [])]
    assert [n for n, _ in log] == [r["notation"] for r in records]
    words = seat_words(game)
    for (notation, text), record in zip(log, records):
        assert text.startswith(words[record["seat"]] + " "), text
        assert text.endswith(notation) and len(text) > len(notation) + 12, text
        assert ("(automatic)" in text) == record["auto"], text
    if options.get("tile_memory") == "hidden":  # the memory game: the page keeps no values
        assert not any(SIGNED_VALUE.search(text) for _, text in log), log


def check_analysis(page) -> None:
    """After the game, the analysis (asked for with the seat token alone): its
    chart, each seat's accuracy in words, and every move of the log numbered."""
    page.click("#analyse")
    page.wait_for_selector("#analysis-chart svg.analysis", timeout=60_000)
    assert "accuracy" in page.text_content("#analysis-text")
    assert page.locator("#log li[data-ply]").count() >= 1


def check_rematch(page, base_url: str, api: Api, game: dict) -> None:
    """The rematch button asks for the new game and opens its page with the seat's
    new token (a rematch's tokens are new)."""
    page.click("#rematch")
    page.wait_for_url(re.compile(r"/play/(?!" + re.escape(api.game_id) + r")[^/#]+#token="),
                      timeout=30_000)
    new_id, new_token = page.url.split("/play/", 1)[1].split("#token=", 1)
    assert api.get()["rematch"] == new_id
    assert f"Bearer {new_token}" != api.headers["Authorization"]
    page.wait_for_function("() => document.getElementById('board').dataset.version != '0'",
                           timeout=30_000)
    assert "you play" in page.text_content("#title") and page.is_hidden("#end")


def check_token_travels_only_in_the_header(page, base_url: str, token: str) -> None:
    api_requests = [(url, headers) for url, headers in page.urls if "/v1/" in url]
    assert api_requests
    for url, headers in page.urls:
        assert token not in url.split("#", 1)[0] and token not in headers.get("referer", "")
    for url, headers in api_requests:
        assert headers.get("authorization") == f"Bearer {token}", url


def shoot(page, game_type: str, moment: str, tmp_path: Path) -> str:
    """Screenshots of the page at desktop and phone sizes; they replace the
    committed ones in docs/screenshots/ when those are missing or
    UPDATE_SCREENSHOTS=1 (games differ from run to run, so a plain test run
    leaves the committed pictures alone). On the phone nothing may be wider
    than the screen."""
    for size, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(viewport)
        page.wait_for_function("w => document.documentElement.clientWidth == w",
                               arg=viewport["width"], timeout=10_000)
        if viewport == PHONE:
            assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        name = f"{game_type}-{moment}-{size}.png"
        shot = tmp_path / name
        page.screenshot(path=str(shot))
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        target = SCREENSHOTS / name
        if not target.exists() or os.environ.get("UPDATE_SCREENSHOTS") == "1":
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            target.write_bytes(small_png.shrink(page.context, shot.read_bytes(), colours=64))
    page.set_viewport_size(DESKTOP)
    return moment


def test_wrong_token_and_missing_game_are_said_in_words(page, base_url):  # noqa: F811
    api, _ = create(base_url, "osiron", {})
    page.goto(f"{base_url}/play/{api.game_id}#token=not-a-seat-token")
    page.wait_for_function("() => !document.getElementById('problem').hidden", timeout=30_000)
    assert page.text_content("#title") == "This link does not fit the game"
    assert "not valid for this game" in page.text_content("#problem-text")
    assert page.get_attribute("#problem a", "href") == f"/play/{api.game_id}"  # watch instead
    assert page.is_hidden("#game")
    page.goto(f"{base_url}/play/no-such-game#token=whatever")
    page.wait_for_function("() => document.getElementById('title').textContent == 'No such game'",
                           timeout=30_000)
    assert "no game at this address" in page.text_content("#problem-text")
    assert "Loading" not in page.text_content("body")


def test_spectator_sees_the_game_without_moves(page, base_url):  # noqa: F811
    api, _ = create(base_url, "isis-osiris", {})
    page.goto(f"{base_url}/play/{api.game_id}")
    game = requests.get(f"{base_url}/v1/games/{api.game_id}", timeout=30).json()
    page.wait_for_function("v => document.getElementById('board').dataset.version == v",
                           arg=str(game["version"]), timeout=30_000)
    assert "watching" in page.text_content("#title")
    assert page.locator("#board .target").count() == 0 and page.is_hidden("#moves-box")
    assert all("authorization" not in headers for _, headers in page.urls)
    response = requests.get(f"{base_url}/play/{api.game_id}", timeout=30)
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert not page.problems, page.problems


def test_the_page_counts_the_clock_down(page, base_url):  # noqa: F811
    response = requests.post(f"{base_url}/v1/games", json={
        "type": "osiron", "seats": [{"kind": "human", "name": "Tester"}, {"kind": "human"}],
        "clock": {"type": "game", "initial_seconds": 600, "increment_seconds": 5}}, timeout=30)
    body = response.json()
    page.goto(f"{base_url}/play/{body['game']['id']}#token={body['seat_tokens']['0']}")
    page.wait_for_function("() => !document.getElementById('clock').hidden", timeout=30_000)
    first = page.text_content("#clock")
    assert "10:00" in first or "9:5" in first  # seat 0's ten minutes, running
    page.wait_for_function("t => document.getElementById('clock').textContent != t", arg=first,
                           timeout=10_000)  # it counts down between changes
    assert not page.problems, page.problems


# -- every move kind and every end reason, in words ------------------------------------------------

PREFIX = {"isis-osiris": "IsisOsiris", "osiron": "Osiron", "isaac": "Isaac"}
SAMPLE_MOVES = {  # one move of each kind the API document lists, by action
    "isis-osiris": {"stone": {"cell": "c4"}, "reveal": {}, "tile": {"cell": "e4"}, "pass": {}},
    "osiron": {"exchange": {"from": "I1", "to": "I2"}, "place": {"space": "O5"}, "pass": {}},
    "isaac": {"place": {"length": 5, "cell": "04", "dir": "h"}, "remove": {"cell": "04", "advance": 12},
              "pass": {}},
}
SEATS = {"isis-osiris": ["red", "blue"], "osiron": ["light", "dark"], "isaac": ["dark", "light"]}
DRAW_REASONS = {"simultaneous_completion", "repetition", "ply_cap", "agreement"}


def api_document() -> dict:
    import yaml
    return yaml.safe_load((ROOT / "openapi.yaml").read_text())["components"]["schemas"]


def move_kinds(schemas: dict, game_type: str) -> list[str]:
    return sorted(schemas[f"{PREFIX[game_type]}Move"]["discriminator"]["mapping"])


def end_reasons(schemas: dict, game_type: str) -> list[str]:
    return schemas[f"{PREFIX[game_type]}Result"]["properties"]["reason"]["enum"]


def fake_game(game_type: str, memory: str = "public", result: dict | None = None) -> dict:
    return {"type": game_type, "you": 0, "options": {"tile_memory": memory, "ply_cap": 200},
            "seats": [{"colour": c, "kind": "human", "name": None} for c in SEATS[game_type]],
            "state": {"totals": [0, 0], "scores": [0, 0], "round_scores": []}, "result": result}


def said_in_words(text: str) -> bool:
    return (not CODE.search(text) and "undefined" not in text and "{" not in text
            and "null" not in text and text[0].isupper())


@pytest.mark.parametrize("game_type", list(PREFIX))
def test_every_move_and_end_reason_is_said_in_words(page, base_url, game_type):  # noqa: F811
    schemas = api_document()
    page.goto(f"{base_url}/play/no-such-game")  # the page's scripts, without a game
    page.wait_for_function("() => !document.getElementById('problem').hidden", timeout=30_000)
    page.evaluate("t => loadGamePart(t).then(() => true)", game_type)  # the game's own words
    kinds = move_kinds(schemas, game_type)
    assert set(kinds) == set(SAMPLE_MOVES[game_type]), kinds  # a new kind needs its words
    name = SEATS[game_type][0].capitalize()
    for memory in ("public", "hidden"):
        game = fake_game(game_type, memory)
        for action in kinds:
            move = {"action": action, **SAMPLE_MOVES[game_type][action]}
            record = {"seat": 0, "move": move, "auto": action == "pass", "tile": -2, "points": 12,
                      "score": 40, "notation": "?"}
            for passes in (1, 2):
                said = page.evaluate("([g, r, p]) => recordWords(g, r, p)", [game, record, {"0": passes}])
                assert said_in_words(said) and said.startswith(name + " "), said
                assert all(str(v) in said for k, v in move.items() if k != "action"), said
                if game_type == "isis-osiris" and action in ("reveal", "tile"):
                    assert ("\u22122" in said) == (memory == "public"), said  # the memory game
            if action != "pass":
                choice = page.evaluate("([g, m]) => capital(choiceWords(g, m))", [game, move])
                assert said_in_words(choice), choice
    for reason in end_reasons(schemas, game_type):
        # the winners each reason can give: none for Osiron's draws; Isis & Osiris
        # may end with every seat sharing the win (a draw)
        outcomes = ([[]] if reason in DRAW_REASONS else [[0], [1]]) + (
            [[0, 1]] if reason == "board_full" else [])
        for winners in outcomes:
            draw = not winners or len(winners) == 2
            result = {"reason": reason, "winners": winners, "draw": draw, "scores": [1, 0],
                      "breakdown": {"tie_break": {"decided_by": "unplaced_count"}}}
            said = page.evaluate("g => outcomeWords(g)", fake_game(game_type, result=result))
            assert said_in_words(said) and said.endswith(".") and ": " in said, (reason, said)
            assert "  " not in said and " ." not in said, said
            first = "A draw" if draw else SEATS[game_type][winners[0]].capitalize()
            assert said.startswith(first), said


@pytest.fixture(scope="module")
def keyed_url(redis_url, worker):
    """gunicorn on a service with API keys (the session's worker plays the AI)."""
    port = redis_server.free_port()
    api = start_api(redis_url, port, API_KEYS="acme=key-acme")
    yield f"http://127.0.0.1:{port}"
    stop_process(api)


def test_a_play_link_without_the_api_key_plays_a_whole_game(page, keyed_url):
    """With API keys, a play link carries the seat token only: the page plays the game
    to its end and its rematch, and never sends or needs the tenant's key."""
    api, token = create(keyed_url, "osiron", {"setup": "placement", "ply_cap": 24},
                        headers={"X-API-Key": "key-acme"})
    assert requests.get(f"{keyed_url}/v1/games/{api.game_id}", timeout=30).status_code == 401
    page.goto(f"{keyed_url}/play/{api.game_id}#token={token}")
    rng = random.Random(7)
    for _ in range(300):
        game = api.wait_my_turn()
        if game["status"] != "active":
            break
        page.wait_for_function(
            f"() => document.getElementById('board').dataset.version == '{game['version']}'",
            timeout=30_000)
        move = rng.choice(api.get("/legal-moves")["moves"])
        play_move(page, "osiron", move, keyboard=False)
        api.get(wait_for_version=game["version"] + 1, timeout=20)
    assert game["status"] == "finished"
    page.wait_for_selector("#end:not([hidden])", timeout=30_000)
    check_analysis(page)
    check_rematch(page, keyed_url, api, game)
    assert not page.problems, page.problems
    for url, headers in page.urls:
        assert "key" not in url.split("#", 1)[-1] and "x-api-key" not in headers, url
