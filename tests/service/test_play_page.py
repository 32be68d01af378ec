"""The play page in a real browser: Debian's Chromium driven by Playwright
against the real stack (gunicorn, Redis, an RQ worker).

A full game of each type is played against the AI by clicks (and some by
keyboard) on ``/play/<id>#token=...``; at every turn the page must show what
the API shows: the picture of the seat's view at the same version (every
piece in its place), whose turn it is, the scores and the legal moves in
notation. The seat token must only ever travel in the Authorization header.
Screenshots of each game go to ``docs/screenshots/``.

Chromium comes from Debian (``/usr/bin/chromium``), never from Playwright's
own download: the session's set-up installs the package when it is missing.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest
import requests

from . import svg_check
from .conftest import ROOT
from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SCREENSHOTS = ROOT / "docs" / "screenshots"
DESKTOP = {"width": 1000, "height": 760}
PHONE = {"width": 390, "height": 844}


def ensure_chromium() -> None:
    """Install Debian's chromium if it is missing (as root, with apt-get)."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        pytest.fail("The browser test needs /usr/bin/chromium: apt-get install chromium (as root).")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env, timeout=900)
    subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"],
                   check=True, env=env, timeout=1500)
    assert CHROMIUM.exists()


@pytest.fixture(scope="module")
def browser_context(tmp_path_factory):
    ensure_chromium()
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),  # a fresh user-data-dir
            executable_path=str(CHROMIUM), headless=True, args=FLAGS, viewport=DESKTOP)
        yield context
        context.close()


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


def create(url: str, game_type: str, options: dict) -> tuple[Api, str]:
    response = requests.post(f"{url}/v1/games", json={
        "type": game_type, "options": options,
        "seats": [{"kind": "human", "name": "Tester"}, {"kind": "ai", "level": "random"}]},
        timeout=30)
    assert response.status_code == 201, response.text
    body = response.json()
    token = body["seat_tokens"]["0"]
    return Api(url, body["game"]["id"], token), token


# -- what the page shows ------------------------------------------------------------------------

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
    """How the page names the seats: Isis & Osiris by the picture's colours."""
    if game["type"] == "isis-osiris":
        return ["red", "blue", "green", "yellow"][:game["num_players"]]
    return [s["colour"] for s in game["seats"]]


def check_page(page, api: Api, game: dict, reference: dict) -> dict | None:
    page.wait_for_function("v => document.getElementById('board').dataset.version == v",
                           arg=str(game["version"]), timeout=30_000)
    if game["status"] == "finished":
        page.wait_for_function("() => document.getElementById('status').textContent"
                               ".startsWith('Game over:') && !document.getElementById('status')"
                               ".textContent.includes('counting')", timeout=30_000)
    svg = page.evaluate("() => new XMLSerializer().serializeToString("
                        "document.querySelector('#board svg'))")
    svg_check.check(game["type"], svg, game["state"], reference)
    status = page.text_content("#status")
    if game["status"] == "active":
        assert status.startswith("Your turn"), status
        legal = api.get("/legal-moves")
        assert legal["version"] == game["version"]
        shown = page.eval_on_selector_all("#moves option", "os => os.map(o => o.textContent)")
        assert shown == legal["notations"]
        assert page.locator("#board .target").count() + page.locator("#controls button").count()
        return legal
    assert status.startswith("Game over:"), status
    assert page.locator("#board .target").count() == 0
    words = seat_words(game)
    if game["result"]["draw"]:  # e.g. equal Isis & Osiris scores: every seat shares the win
        assert "a draw" in status, status
    else:
        assert all(words[w] in status for w in game["result"]["winners"]), status
    scores = page.eval_on_selector_all("#players td.score", "cs => cs.map(c => c.textContent)")
    assert scores == expected_scores(game)
    return None


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


def ask_hint(page, legal: dict) -> None:
    page.click("#hint")
    page.wait_for_function("() => /^(Hint:|No hint)/.test("
                           "document.getElementById('hint-text').textContent)", timeout=30_000)
    text = page.text_content("#hint-text")
    assert text.startswith("Hint: ") and text[len("Hint: "):] in legal["notations"], text
    assert page.locator("#board .hinted").count() <= 1


SCREENSHOT_TURN = {"isis-osiris": 12, "osiron": 4, "isaac": 10}
GAMES = [
    ("isis-osiris", {"tile_memory": "hidden"}, DESKTOP),
    ("osiron", {"ply_cap": 24}, PHONE),
    ("isaac", {}, DESKTOP),
]


@pytest.mark.timeout(1800)  # the first run may install chromium
@pytest.mark.parametrize("game_type, options, viewport", GAMES)
def test_full_game_by_clicks(page, base_url, game_type, options, viewport, tmp_path):  # noqa: F811
    page.set_viewport_size(viewport)
    api, token = create(base_url, game_type, options)
    reference = requests.get(f"{base_url}/v1/game-types/{game_type}", timeout=30).json()["reference"]
    page.goto(f"{base_url}/play/{api.game_id}#token={token}")
    rng = random.Random(game_type)
    hinted = False
    for turn in range(300):
        game = api.wait_my_turn()
        legal = check_page(page, api, game, reference)
        if legal is not None and turn in (0, SCREENSHOT_TURN[game_type]):
            ask_hint(page, legal)
            hinted = True
        if turn == SCREENSHOT_TURN[game_type]:
            shoot(page, game_type, viewport, tmp_path)
        if legal is None:
            break
        assert page.text_content("#hint-text") == "" or turn in (0, SCREENSHOT_TURN[game_type])
        move = rng.choice(legal["moves"])
        play_move(page, game_type, move, keyboard=turn % 3 == 1)
        api.get(wait_for_version=game["version"] + 1, timeout=20)
        after = api.get("/history", after=game["version"], limit=1)["entries"]
        assert after and after[0]["records"][0]["move"] == move  # the page played that move
    else:
        raise AssertionError("the game did not end")
    assert game["status"] == "finished" and hinted
    log = page.eval_on_selector_all("#log li", "ls => ls.map(l => l.textContent)")
    history = api.get("/history", limit=500)["entries"]
    words = seat_words(game)
    written = [f"{words[r['seat']]}: {r['notation']}" + (" (automatic)" if r["auto"] else "")
               for e in history for r in e.get("records", [])]
    assert [line.split(" [")[0] for line in log] == written  # every move, in notation
    if options.get("tile_memory") == "hidden":  # the memory game: the page keeps no values
        assert not any("[" in line for line in log), log
    if viewport == PHONE:  # nothing wider than the phone's screen
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    assert not page.problems, page.problems
    check_token_travels_only_in_the_header(page, base_url, token)


def check_token_travels_only_in_the_header(page, base_url: str, token: str) -> None:
    api_requests = [(url, headers) for url, headers in page.urls if "/v1/" in url]
    assert api_requests
    for url, headers in page.urls:
        assert token not in url.split("#", 1)[0] and token not in headers.get("referer", "")
    for url, headers in api_requests:
        assert headers.get("authorization") == f"Bearer {token}", url


def shoot(page, game_type: str, viewport: dict, tmp_path: Path) -> None:
    """A screenshot of the page; it replaces the committed one in docs/screenshots/
    when that is missing or UPDATE_SCREENSHOTS=1 (games differ from run to run,
    so a plain test run leaves the committed pictures alone)."""
    name = f"{game_type}{'-phone' if viewport == PHONE else ''}.png"
    shot = tmp_path / name
    page.screenshot(path=str(shot))
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    target = SCREENSHOTS / name
    if not target.exists() or os.environ.get("UPDATE_SCREENSHOTS") == "1":
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, target)


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
