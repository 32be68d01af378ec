"""Errors as RFC 9457 problem details (``application/problem+json``).

Every error body has a stable ``code`` a client can act on and a ``detail``
sentence a player understands; validation errors list the offending fields
in ``errors``. Nothing in an error ever depends on hidden game information.
"""

from __future__ import annotations

import json
import logging

import marshmallow as ma
from flask import Response, current_app, request
from redis import exceptions as redis_errors
from werkzeug.exceptions import HTTPException

from services.api.contract import problems
from services.api.web import field_messages, language, outage
from shared.archive import ArchiveUnavailable
from shared.gamedoc import GameError
from shared.games import RuleError
from shared.i18n import N_, render
from shared.quota import CLOCKS, GAMES, TURNS, QuotaExceeded
from shared.store import LiveGamesCapped

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
# A game ends when its players finish it: there is no telling when a place
# frees, so clients are asked to come back in a minute.
GAME_QUOTA_RETRY_AFTER = 60
# Room comes back when games expire or an operator acts: not within seconds.
STORAGE_FULL_RETRY_AFTER = 30

# HTTP status -> default stable code for errors raised by Flask/werkzeug itself.
_HTTP_CODES = {
    400: "bad_request", 401: "token_required", 403: "forbidden", 404: "not_found",
    405: "method_not_allowed", 406: "not_acceptable", 408: "request_timeout", 409: "conflict",
    412: "precondition_failed", 413: "body_too_large", 415: "unsupported_media_type",
    422: "validation_error", 428: "precondition_required", 429: "rate_limited",
    500: "internal_error", 503: "service_unavailable",
}


class ApiError(Exception):
    """An error the API answers with on purpose.

    ``detail`` is an ``N_("...")`` template (English, ``{named}`` values) and
    ``params`` its values, put in after translation into the request's language;
    ``extra`` adds members to the problem's body (``errors``, ``current_version``)."""

    def __init__(self, status: int, code: str, detail: str, headers: dict | None = None,
                 *, extra: dict | None = None, **params):
        self.status = status
        self.code = code
        self.template = detail
        self.params = params
        self.detail = render(detail, params)  # in English (logs)
        super().__init__(self.detail)
        self.headers = headers or {}
        self.extra = extra or {}


class ProblemSchema(ma.Schema):
    """Problem details (RFC 9457) with this service's stable ``code``."""

    type = ma.fields.String(required=True, metadata={
        "description": "The page of the problem's `code`: `/problems/{code}`, under "
                       "the service's configured public address if it has one (else "
                       "relative, to resolve against the request's URI)."})
    title = ma.fields.String(required=True, metadata={
        "description": "The HTTP status phrase, in the answer's language (`Content-Language`)."})
    status = ma.fields.Integer(required=True)
    code = ma.fields.String(required=True,
                            metadata={"description": "Stable machine-readable error code."})
    detail = ma.fields.String(required=True,
                              metadata={"description": "What went wrong, in one sentence, in "
                                                       "the answer's language "
                                                       "(`Content-Language`)."})
    instance = ma.fields.String(required=True, metadata={"description": "The request path."})
    errors = ma.fields.Dict(metadata={"description": "Validation errors by location and field."})
    current_version = ma.fields.Integer(
        metadata={"description": "The game's version, on version conflicts."})


def problem(status: int, code: str, detail: str | tuple, headers: dict | None = None,
            params: dict | None = None, **extra) -> Response:
    """The problem+json answer; ``detail`` is an ``N_`` template (or a tuple of them)
    with its values in ``params``, said in the request's language."""
    # The configured public address, never the Host header: a caller writes that.
    base_url = current_app.config.get("PUBLIC_BASE_URL", "")
    lang = language.current()
    body = {"type": problems.type_uri(base_url, code), "title": problems.title(status, lang),
            "status": status, "code": code, "detail": render(detail, params, lang),
            "instance": request.path}
    body.update(extra)
    response = Response(json.dumps(body), status=status, mimetype=PROBLEM_JSON)
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def _http_exception(error: HTTPException) -> Response:
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    if status == 422 and "messages" in data:  # webargs/marshmallow validation
        return problem(422, "validation_error", N_("The request has invalid or unknown fields."),
                       errors=field_messages.translated(data["messages"], language.current()))
    if status == 400 and "messages" in data:  # webargs could not decode the JSON body
        return problem(400, "invalid_json", N_("The request body is not valid JSON."))
    code = _HTTP_CODES.get(status, "http_error")
    # werkzeug's own descriptions are English only: the registry's sentence of the code.
    detail, params = problems.codes().get(code, (0, N_("The request failed.")))[1], None
    if status == 413:
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        detail, params = ((N_("The request body is larger than the {limit} bytes this service "
                              "accepts."), {"limit": limit}) if limit else
                          (N_("The request body is too large."), None))
    # Keep the exception's own headers (e.g. Allow on 405), not its content type.
    headers = {name: value for name, value in error.get_headers()
               if name.lower() != "content-type"}
    headers.update(data.get("headers") or {})
    return problem(status, code, detail, headers=headers, params=params)


def register(app) -> None:
    """Install the problem+json handlers on the Flask app."""

    @app.errorhandler(ApiError)
    def _api_error(error: ApiError):
        return problem(error.status, error.code, error.template, error.headers, error.params,
                       **error.extra)

    @app.errorhandler(RuleError)
    def _rule_error(error: RuleError):
        return problem(422, error.code, error.template, params=error.params)

    @app.errorhandler(GameError)
    def _game_error(error: GameError):
        return problem(error.status, error.code, error.template, params=error.params)

    @app.errorhandler(QuotaExceeded)
    def _quota_exceeded(error: QuotaExceeded):
        values = {"limit": error.limit, "retry_after": error.retry_after}
        retry = {"Retry-After": str(error.retry_after)}
        if error.kind == CLOCKS:
            return problem(429, "game_quota_exceeded",
                           N_("You have {limit} waiting and active games with a clock, as many "
                              "as allowed; finish or cancel some, or try again in "
                              "{retry_after} s."), retry, values)
        if error.kind == GAMES:
            return problem(429, "ai_quota_exceeded",
                           N_("You have {limit} all-AI games in progress, as many as allowed; "
                              "try again in {retry_after} s."), retry, values)
        if error.kind == TURNS:
            return problem(429, "ai_quota_exceeded",
                           N_("You have {limit} AI turns (stand-in moves included) queued or "
                              "running, as many as allowed; try again in {retry_after} s."),
                           retry, values)
        return problem(429, "ai_quota_exceeded",
                       N_("You have {limit} queued or running AI jobs (hints and AI turns), as "
                          "many as allowed; try again in {retry_after} s."), retry, values)

    @app.errorhandler(LiveGamesCapped)
    def _live_games_capped(error: LiveGamesCapped):
        return problem(429, "game_quota_exceeded",
                       N_("You have {limit} waiting and active games, as many as allowed; "
                          "finish or cancel some, or try again in {retry_after} s."),
                       {"Retry-After": str(GAME_QUOTA_RETRY_AFTER)},
                       {"limit": error.limit, "retry_after": GAME_QUOTA_RETRY_AFTER})

    @app.errorhandler(HTTPException)
    def _http_error(error: HTTPException):
        return _http_exception(error)

    def _redis_unavailable(error: Exception):
        outage.went_down(error)
        return problem(503, "service_unavailable", N_("The service cannot reach its data "
                                                         "store right now; try again shortly."),
                       {"Retry-After": str(outage.RETRY_AFTER_SECONDS)})

    for unavailable in outage.UNAVAILABLE:
        app.register_error_handler(unavailable, _redis_unavailable)

    @app.errorhandler(ArchiveUnavailable)
    def _archive_unavailable(error: ArchiveUnavailable):
        """PostgreSQL out of reach: only what needs the archive (an ended game Redis
        no longer has, the archive's listing and export) answers this."""
        log.warning("the archive is unavailable on %s %s: %s", request.method, request.path,
                    error)
        return problem(503, "service_unavailable", N_("The service cannot reach its archive "
                                                         "of ended games right now; try again "
                                                         "shortly."),
                       {"Retry-After": str(outage.RETRY_AFTER_SECONDS)})

    @app.errorhandler(redis_errors.ResponseError)
    def _redis_refused(error: redis_errors.ResponseError):
        """Redis full (``maxmemory``, ``noeviction``): the write was refused whole
        (a script is refused at its first write), so nothing changed."""
        if not outage.is_storage_full(error):
            return _unexpected(error)
        log.error("Redis is full and refused a write on %s %s", request.method, request.path)
        return problem(503, "storage_full", N_("The service's data store is full and refused "
                                                  "this change, which was not made; try again "
                                                  "later."),
                       {"Retry-After": str(STORAGE_FULL_RETRY_AFTER)})

    @app.errorhandler(Exception)
    def _unexpected(error: Exception):
        log.exception("unhandled error on %s %s", request.method, request.path)
        return problem(500, "internal_error", N_("The server failed to handle this request."))
