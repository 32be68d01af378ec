"""The play page in the player's language, in a real browser (Debian's Chromium,
as in test_play_page.py): a browser set to French asks with
``Accept-Language: fr`` and the whole page speaks French, from the static
words to the moves, the outcome and the picture's captions; Spanish likewise;
every end of every game is said otherwise than in English. A screenshot of
each language goes to docs/screenshots/ (``languages-<lang>.png``)."""

from __future__ import annotations

import os

import pytest
import requests

from . import browser, small_png
from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)
from .test_play_page import (DESKTOP, DRAW_REASONS, PREFIX, SCREENSHOTS, api_document, create,
                             end_reasons, fake_game)

sync_api = pytest.importorskip("playwright.sync_api")

LOCALES = {"en": "en-GB", "fr": "fr-FR", "es": "es-ES"}
# What the page says, in each language, on a new Isis & Osiris game at the human's turn.
EXPECTED = {
    "en": {"title": "you play Red", "status": "Your turn.", "reveal": "Turn up a tile",
           "header": "Colour", "caption": "Game 1 of 1", "log": "Red turned up a tile"},
    "fr": {"title": "vous jouez Rouge", "status": "À vous de jouer.",
           "reveal": "Retourner une plaque", "header": "Couleur", "caption": "Partie 1 sur 1",
           "log": "Rouge a retourné une plaque"},
    "es": {"title": "juegas con Rojo", "status": "Te toca.", "reveal": "Dar la vuelta a una ficha",
           "header": "Color", "caption": "Partida 1 de 1", "log": "Rojo dio la vuelta a una ficha"},
}


@pytest.fixture(scope="module", params=list(LOCALES))
def lang_page(request, tmp_path_factory):
    """A browser page in one language (one browser at a time: the fixture's
    instances follow one another)."""
    lang = request.param
    with browser.browser_context(tmp_path_factory.mktemp(f"chromium-{lang}"), DESKTOP,
                                 locale=LOCALES[lang]) as context:
        page = context.new_page()
        page.problems, page.urls = [], []
        page.on("pageerror", lambda error: page.problems.append(str(error)))
        page.on("request", lambda r: page.urls.append((r.url, r.headers)))
        yield lang, page
        page.close()


@pytest.mark.timeout(1800)  # the first run may install chromium
def test_the_play_page_speaks_the_browsers_language(lang_page, base_url, tmp_path):  # noqa: F811
    lang, page = lang_page
    want = EXPECTED[lang]
    api, token = create(base_url, "isis-osiris", {})
    page.goto(f"{base_url}/play/{api.game_id}#token={token}")
    page.wait_for_function("() => document.getElementById('board').dataset.version != '0'",
                           timeout=60_000)
    assert page.get_attribute("html", "lang") == lang
    assert want["title"] in page.text_content("#title")
    assert page.text_content("#status") == want["status"]
    assert page.text_content("#players th") == want["header"]
    assert want["caption"] in page.text_content("#board svg")
    # the page's own calls ask for the same language (the API's problem details)
    assert any(url.startswith(f"{base_url}/v1/") and lang in headers.get("accept-language", "")
               for url, headers in page.urls)
    # a move: the log and the status say it in the language
    page.click("#reveal")
    page.wait_for_function("t => document.getElementById('log').textContent.includes(t)",
                           arg=want["log"], timeout=60_000)
    page.locator("#board .target").first.click()
    page.wait_for_function("() => document.querySelectorAll('#log li').length >= 3",
                           timeout=60_000)
    page.wait_for_function("s => document.getElementById('status').textContent == s",
                           arg=want["status"], timeout=60_000)  # the AI's reply drawn too
    assert not page.problems, page.problems
    shot = tmp_path / f"languages-{lang}.png"
    page.screenshot(path=str(shot))
    target = SCREENSHOTS / f"languages-{lang}.png"
    if not target.exists() or os.environ.get("UPDATE_SCREENSHOTS") == "1":
        target.write_bytes(small_png.shrink(page.context, shot.read_bytes(), colours=64))


# English is what the others are compared with
@pytest.mark.parametrize("lang_page", [lang for lang in LOCALES if lang != "en"], indirect=True)
@pytest.mark.parametrize("game_type", list(PREFIX))
def test_every_end_of_every_game_is_said_in_the_language(lang_page, base_url,  # noqa: F811
                                                          game_type):
    lang, page = lang_page
    page.goto(f"{base_url}/play/no-such-game")
    page.wait_for_function("() => !document.getElementById('problem').hidden", timeout=30_000)
    assert page.text_content("#title") == {"fr": "Partie introuvable",
                                           "es": "Partida no encontrada"}[lang]
    page.evaluate("t => loadGamePart(t).then(() => true)", game_type)
    both = """g => { const saved = [WORDS.words, WORDS.plurals];
        WORDS.words = {}; WORDS.plurals = {}; const english = outcomeWords(g);
        [WORDS.words, WORDS.plurals] = saved; return [english, outcomeWords(g)]; }"""
    for reason in end_reasons(api_document(), game_type):
        for winners in ([[]] if reason in DRAW_REASONS else [[0], [1]]):
            result = {
                "reason": reason,
                "winners": winners,
                "draw": not winners,
                "scores": [1, 0],
                "breakdown": {"tie_break": {"decided_by": "unplaced_count"}},
            }
            english, said = page.evaluate(both, fake_game(game_type, result=result))
            assert said != english and "{" not in said and reason not in said, (reason, said)
    response = requests.get(f"{base_url}/play/words.json", headers={"Accept-Language": lang},
                            timeout=30)
    assert response.json()["lang"] == lang and response.headers["Content-Language"] == lang
