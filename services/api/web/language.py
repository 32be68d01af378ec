"""The language of each answer, chosen in one place (shared/i18n.py has the catalogs).

``?lang=`` (the play page, pictures, problem pages) or else ``Accept-Language``
picks English, French or Spanish, English when none fits. Every answer says
which (``Content-Language``) and that it varies with the header
(``Vary: Accept-Language``). Codes, field names and notation never change."""

from __future__ import annotations

from flask import g, has_request_context, request

from shared import i18n


def current() -> str:
    """The language of the answer being written (English outside a request)."""
    if not has_request_context():
        return i18n.DEFAULT
    lang = g.get("lang")
    if lang is None:
        lang = g.lang = i18n.negotiate(request.headers.get("Accept-Language"),
                                       request.args.get("lang"))
    return lang


def translate(message: str, /, **params) -> str:
    """``message`` (an ``N_`` template) in the answer's language."""
    return i18n.translate(message, current(), **params)


def register(app) -> None:
    @app.before_request
    def _choose():
        current()

    @app.after_request
    def _say(response):
        response.headers["Content-Language"] = current()
        response.vary.add("Accept-Language")
        return response
