"""The play page: ``/play/<game id>`` serves one static page (HTML, CSS and
JavaScript from ``services/api/static/play/``, no build step) that plays a
game through the public API.

The seat token travels in the URL fragment (``#token=...``), which browsers
never send to a server; the page sends it only in the ``Authorization``
header. A play link never carries the tenant's API key: the seat token alone
opens the calls of its own game (``security.SEAT_PATHS``). The page is not
part of the API document.

What is particular to a game (how its moves are said in words, made by clicks
and outlined on the picture) is the game's own part of the page, a JavaScript
module in its package (``play.js``, found through its rules: ``part_path``).
``/play/games/<type>.json`` names the game and its module for the page, and
``/play/games/<type>.js`` serves the module; a game without one is played
through the page's generic parts (its moves listed by their notation)."""

from __future__ import annotations

from pathlib import Path

from flask import (Blueprint, Response, abort, jsonify, render_template_string, send_file,
                   send_from_directory, url_for)

from services.api.web.language import current
from shared import i18n
from shared.games import GAMES

STATIC = Path(__file__).resolve().parents[1] / "static" / "play"
PLAY_MODULE = "play.js"  # a game's part of the page, in its package

blp = Blueprint("play", __name__, url_prefix="/play")

# Only this origin's own files and API; no inline script; the page is never framed.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; connect-src 'self'; "
                               "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def _secured(response):
    response.headers.update(SECURITY_HEADERS)
    return response


@blp.get("/<game_id>")
def page(game_id: str):
    # One page for every game: the script reads the id from the address. Its words in
    # the language of ?lang= or Accept-Language (the rest comes from words.json).
    lang = current()
    html = render_template_string((STATIC / "index.html").read_text(encoding="utf-8"),
                                  lang=lang, _=lambda text: i18n.play_translate(text, lang))
    response = Response(html, mimetype="text/html")
    response.cache_control.no_cache = True
    return _secured(response)


@blp.get("/words.json")
def words():
    """The page's sentences in the language of ?lang= or Accept-Language, generated
    from the catalogs (shared/locale/<lang>/LC_MESSAGES/play.mo)."""
    response = Response(i18n.play_words(current()), mimetype="application/json")
    response.cache_control.max_age = 300
    return _secured(response)


@blp.get("/assets/<path:name>")
def asset(name: str):
    return _secured(send_from_directory(STATIC, name, max_age=300))


def _play_module(type_id: str) -> Path | None:
    """The play page's module of a registered game (None if it has none);
    404 for any other name."""
    rules = GAMES.get(type_id)
    if rules is None:
        abort(404)
    return rules.part_path(PLAY_MODULE)


@blp.get("/games/<type_id>.json")
def game_part(type_id: str):
    """The game's title and the address of its module (null when it has none)."""
    module = _play_module(type_id)
    response = jsonify(title=GAMES[type_id].title,
                       module=url_for(".game_module", type_id=type_id) if module else None)
    response.cache_control.max_age = 300
    return _secured(response)


@blp.get("/games/<type_id>.js")
def game_module(type_id: str):
    module = _play_module(type_id)
    if module is None:
        abort(404)
    return _secured(send_file(module, mimetype="text/javascript", max_age=300))
