"""The problem registry's pages: each problem's RFC 9457 ``type`` resolves here.

Not part of the API document (like the docs pages): ``GET /problems`` lists
every code, ``GET /problems/<code>`` describes one (HTML, or JSON when the
client asks for ``application/json``), in the request's language
(``Accept-Language`` or ``?lang=``); the codes are the same in every language."""

from __future__ import annotations

import html

from flask import Blueprint, abort, jsonify, request

from services.api.contract.problems import codes, title
from services.api.web.language import current, translate
from shared.i18n import N_

blp = Blueprint("problems", __name__, url_prefix="/problems")


def _wants_json() -> bool:
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json"


def _entry(code: str) -> dict:
    status, meaning = codes()[code]
    return {"code": code, "status": status, "title": title(status, current()),
            "description": translate(meaning)}


def _page(heading: str, body: str) -> tuple:
    return (f'<!doctype html><html lang="{current()}"><meta charset=utf-8>'
            f"<title>{heading}</title>{body}</html>"), 200, {
                "Content-Type": "text/html; charset=utf-8"}


@blp.get("")
def index():
    if _wants_json():
        return jsonify({"problems": [_entry(code) for code in sorted(codes())]})
    rows = "".join(f'<tr id="{code}"><td><a href="/problems/{code}"><code>{code}</code></a>'
                   f"</td><td>{status}</td><td>{html.escape(translate(meaning))}</td></tr>"
                   for code, (status, meaning) in sorted(codes().items()))
    heading, code, status, meaning = (html.escape(translate(text)) for text in (
        N_("Problem codes"), N_("code"), N_("status"), N_("meaning")))
    return _page(heading, f"<h1>{heading}</h1><table><tr><th>{code}</th><th>{status}</th>"
                          f"<th>{meaning}</th></tr>{rows}</table>")


@blp.get("/<code>")
def one(code: str):
    if code not in codes():
        abort(404)
    entry = _entry(code)
    if _wants_json():
        return jsonify(entry)
    all_codes = html.escape(translate(N_("All problem codes")))
    return _page(code, f"<h1><code>{code}</code></h1><p>HTTP {entry['status']} "
                       f"{html.escape(entry['title'])}</p><p>{html.escape(entry['description'])}"
                       f"</p><p><a href=\"/problems\">{all_codes}</a></p>")
