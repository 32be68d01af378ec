"""The play page: ``/play/<game id>`` serves one static page (HTML, CSS and
JavaScript from ``services/api/static/play/``, no build step) that plays a
game through the public API.

The seat token travels in the URL fragment (``#token=...``), which browsers
never send to a server; the page sends it only in the ``Authorization``
header. A play link never carries the tenant's API key: the seat token alone
opens the calls of its own game (``security.SEAT_PATHS``). The page is not
part of the API document."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, send_from_directory

STATIC = Path(__file__).resolve().parents[1] / "static" / "play"

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
    # One page for every game: the script reads the id from the address.
    return _secured(send_from_directory(STATIC, "index.html", max_age=0))


@blp.get("/assets/<path:name>")
def asset(name: str):
    return _secured(send_from_directory(STATIC, name, max_age=300))
