"""The problem registry's pages: each problem's RFC 9457 ``type`` resolves here.

Not part of the API document (like the docs pages): ``GET /problems`` lists
every code, ``GET /problems/<code>`` describes one (HTML, or JSON when the
client asks for ``application/json``)."""

from __future__ import annotations

import html
from http import HTTPStatus

from flask import Blueprint, abort, jsonify, request

from services.api.contract.problems import codes

blp = Blueprint("problems", __name__, url_prefix="/problems")


def _wants_json() -> bool:
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json"


def _entry(code: str) -> dict:
    status, meaning = codes()[code]
    return {"code": code, "status": status, "title": HTTPStatus(status).phrase,
            "description": meaning}


@blp.get("")
def index():
    if _wants_json():
        return jsonify({"problems": [_entry(code) for code in sorted(codes())]})
    rows = "".join(f'<tr id="{code}"><td><a href="/problems/{code}"><code>{code}</code></a>'
                   f"</td><td>{status}</td><td>{html.escape(meaning)}</td></tr>"
                   for code, (status, meaning) in sorted(codes().items()))
    return (f"<!doctype html><meta charset=utf-8><title>Problem codes</title>"
            f"<h1>Problem codes</h1><table><tr><th>code</th><th>status</th><th>meaning</th>"
            f"</tr>{rows}</table>"), 200, {"Content-Type": "text/html; charset=utf-8"}


@blp.get("/<code>")
def one(code: str):
    if code not in codes():
        abort(404)
    entry = _entry(code)
    if _wants_json():
        return jsonify(entry)
    return (f"<!doctype html><meta charset=utf-8><title>{code}</title>"
            f"<h1><code>{code}</code></h1><p>HTTP {entry['status']} {entry['title']}</p>"
            f"<p>{html.escape(entry['description'])}</p><p><a href=\"/problems\">All problem "
            f"codes</a></p>"), 200, {"Content-Type": "text/html; charset=utf-8"}
