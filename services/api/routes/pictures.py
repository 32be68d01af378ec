"""Board pictures (SVG, PNG) of any version of a game, and the game as text.

Every answer is built from what the viewer may see: the picture from the
rules' view (``past_view`` for an earlier version, so nothing seen once and
hidden since comes back), the export from the history as ``present.entry``
filters it. The viewer comes from ``viewer_seat`` like every other read."""

from __future__ import annotations

import hashlib

import marshmallow as ma
from flask import Response, request
from flask.views import MethodView
from marshmallow import fields, validate

from services.api.contract.operations import ETAG, GAME, QUERY, operation
from services.api.pictures.render import renderer
from services.api.play import present, schemas
from services.api.play.context import game_history, load_game, viewer_seat
from services.api.web import field_messages, language
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import export, gamedoc, i18n, pictures, replay
from shared.i18n import N_

blp = Blueprint("pictures", __name__, url_prefix="/v1/games",
                description="Board pictures and the whole game as text.")

ENDED = gamedoc.TERMINAL


class PictureQuery(schemas.Strict):
    version = fields.Integer(validate=validate.Range(min=1, max=2**31), metadata={
        "description": "Draw the game as it was at this version (default: now)."})
    size = fields.Integer(load_default=pictures.DEFAULT_SIZE,
                          validate=validate.Range(min=pictures.MIN_SIZE, max=pictures.MAX_SIZE),
                          metadata={"description": "Width of the picture in pixels."})
    labels = fields.Boolean(load_default=False, metadata={
        "description": "Osiron: write the space names on the board."})
    coords = fields.String(load_default="dark", validate=validate.OneOf(("dark", "light")),
                           metadata={"description": "ISAAC: Dark's coordinates (default) or "
                                                    "Light's (the board seen from Light's side)."})
    lang = fields.String(validate=validate.OneOf(i18n.LANGUAGES), metadata={
        "description": "The language of the captions (`en`, `fr`, `es`); without it, "
                       "`Accept-Language` chooses (English by default)."})


def _query() -> dict:
    """The query, refused as 400 ``invalid_query`` (with the fields) when wrong."""
    try:
        return PictureQuery().load(request.args.to_dict())
    except ma.ValidationError as error:
        raise ApiError(400, "invalid_query", N_("The query has invalid or unknown parameters."),
                       extra={"errors": {"query": field_messages.translated(
                           error.messages, language.current())}}) from None


def _game(game_id: str, version: int | None) -> tuple:
    """The game as this caller may see it: ``(loaded, rules, viewer seat)``,
    once ``version`` is known to be one the game has reached."""
    loaded, rules = load_game(game_id)
    viewer = viewer_seat(loaded.doc)
    if version is not None and version > loaded.version:
        raise ApiError(
            404,
            "version_not_found",
            N_("This game has no version {version} (it is at {current})."),
            version=version,
            current=loaded.version,
        )
    return loaded, rules, viewer


def _view(loaded, rules, viewer: int | None, version: int | None) -> dict:
    """The viewer's view of the game at ``version`` (default: now)."""
    now = gamedoc.state_of(loaded.doc, rules)
    if version is None or version == loaded.version:
        return rules.view(now, viewer)
    entries = game_history(loaded, 0, version)
    then = replay.state_at(rules, loaded.doc, entries, version)
    return rules.past_view(then, now, viewer)


def _draw(loaded, rules, viewer: int | None, query: dict) -> str:
    view = _view(loaded, rules, viewer, query.get("version"))
    return pictures.draw(rules, view, size=query["size"], labels=query["labels"],
                         coords=query["coords"], lang=language.current())


def cached(body: bytes, mimetype: str, doc: dict) -> Response:
    """Answer ``body`` with an ETag of its bytes; 304 when the client has it.

    An ended game's pictures never change; the others may (a move, or a value
    hidden again), so clients revalidate."""
    tag = hashlib.sha256(body).hexdigest()[:32]
    private = "Authorization" in request.headers
    headers = {"ETag": f'"{tag}"', "Vary": "Authorization",
               "Cache-Control": ("private" if private else "public")
               + (", max-age=3600" if doc["status"] in ENDED else ", no-cache")}
    if request.if_none_match and request.if_none_match.contains(tag):
        return Response(status=304, headers=headers)
    return Response(body, mimetype=mimetype, headers=headers)


PICTURE_PARAMS = [{"in": "query", "schema": PictureQuery}]
PICTURE_ERRORS = (400, 403, 404)


def _doc_errors(fn):
    for status in PICTURE_ERRORS:
        fn = blp.alt_response(status, schema=schemas.ProblemSchema,
                              content_type="application/problem+json")(fn)
    return blp.alt_response(304, description="Not modified (If-None-Match matched).")(fn)


@blp.route("/<game_id>/board.svg")
class BoardSvg(MethodView):
    @operation(
        "getBoardSvg",
        headers=ETAG,
        codes=QUERY + GAME + ("invalid_query", "version_not_found"))
    @blp.doc(parameters=PICTURE_PARAMS)
    @blp.response(200, description="The board as an SVG picture (`image/svg+xml`).",
                  content_type="image/svg+xml")
    @_doc_errors
    def get(self, game_id):
        """The board as a picture (SVG)

        Drawn as the viewer may see it (a seat token shows that seat's view,
        none the spectator's): hidden values are never drawn. `version` draws
        an earlier position. Invalid parameters answer 400 `invalid_query`,
        a version the game has not reached 404 `version_not_found`.
        """
        query = _query()
        loaded, rules, viewer = _game(game_id, query.get("version"))
        # Drawn here: a 2000 px board's SVG takes 2-8 ms, its PNG 0.6-1 s.
        return cached(_draw(loaded, rules, viewer, query).encode(), "image/svg+xml",
                       loaded.doc)


@blp.route("/<game_id>/board.png")
class BoardPng(MethodView):
    @operation(
        "getBoardPng",
        headers=ETAG,
        codes=QUERY + GAME + ("invalid_query", "version_not_found", "too_many_renders"))
    @blp.doc(parameters=PICTURE_PARAMS)
    @blp.response(200, description="The board as a PNG picture (`image/png`).",
                  content_type="image/png")
    @_doc_errors
    def get(self, game_id):
        """The board as a picture (PNG)

        The SVG picture rendered to PNG on the server (same parameters). A
        client (its tenant, or its address without API keys) has one picture
        rendered at a time (`RENDERS_PER_CLIENT`); beyond, or while the
        renderer stays busy, 429 `too_many_renders` with `Retry-After`. A
        picture asked for again is served without rendering it again.
        """
        query = _query()
        loaded, rules, viewer = _game(game_id, query.get("version"))
        # Everything the picture depends on: the game as it is now (a past
        # position may hide again what a later move hid), the position drawn,
        # who looks and how.
        key = (game_id, loaded.version, query.get("version") or loaded.version, viewer,
               query["size"], query["labels"], query["coords"], language.current())
        png = renderer().png(key, lambda: _draw(loaded, rules, viewer, query))
        return cached(png, "image/png", loaded.doc)


@blp.route("/<game_id>/export")
class Export(MethodView):
    @operation("exportGame", headers=ETAG, codes=GAME)
    @blp.response(200, description="The whole game as text (`text/plain`; the format is in "
                  "each game's docs).", content_type="text/plain")
    @_doc_errors
    def get(self, game_id):
        """The whole game as text

        Header lines (game, options, seats, dates, result), then one line
        per move in the game's notation, automatic passes marked. Filtered
        like the history: values the viewer may not know are written `?`.
        """
        if request.args:
            raise ApiError(
                400,
                "invalid_query",
                N_("This resource takes no query parameters."),
                extra={"errors": {"query": field_messages.translated(
                    {k: ["Unknown field."] for k in request.args}, language.current())}},
            )
        loaded, rules = load_game(game_id)
        doc = loaded.doc
        viewer = viewer_seat(doc)
        now = gamedoc.state_of(doc, rules)
        raw = game_history(loaded, 0, loaded.version)
        entries = [present.entry(e, rules, now, viewer) for e in raw]
        first = rules.past_view(replay.initial_state(rules, doc), now, viewer)
        text = export.write(rules, doc, entries, first)
        response = cached(text.encode(), "text/plain", doc)
        response.headers["Content-Disposition"] = f'inline; filename="game-{doc["id"]}.txt"'
        return response
