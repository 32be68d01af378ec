"""The Flask application: ``create_app()`` wires settings, Redis, routes,
errors and the OpenAPI document (served at ``/openapi.json``, docs at ``/docs``)."""

from __future__ import annotations

import gzip
import hashlib
import http
from pathlib import Path

import flask
import flask_swagger_ui
from flask import Blueprint, Flask
from flask_smorest import Api
from flask_smorest.spec import prepare_response  # type: ignore[attr-defined]

from services.api import contract
from services.api.pictures import render
from services.api.play import schemas
from services.api.play.context import make_resources
from services.api.play.context import res as app_resources
from services.api.routes import (
    analysis,
    archive,
    catalog,
    events,
    feed,
    games,
    jobs,
    matchmaking,
    ops,
    pictures,
    play,
    players,
    problems,
    webhooks,
)
from services.api.streaming.followers import Hub
from services.api.streaming.parking import Parking
from services.api.trust import idempotency, security
from services.api.web import errors, language, metrics, outage, timeouts
from services.api.web.framework import FastJSONProvider
from shared.settings import Settings, require_token_secret, validate

API_VERSION = "1.0.0"
# Swagger UI 5 (it renders OpenAPI 3.1), served from the flask-swagger-ui package: no CDN.
SWAGGER_ASSETS = "/docs/assets"
SWAGGER_UI_FILES = Path(flask_swagger_ui.__file__).parent / "dist"


class ProblemApi(Api):
    """flask-smorest's Api documenting errors as problem+json, serving its
    document from memory."""

    ERROR_SCHEMA = errors.ProblemSchema
    _document: dict[str, bytes] | None = None

    def _openapi_json(self):
        """The OpenAPI document, built once per process (plain and gzipped):
        the routes never change while it runs, and building the 300 KB
        document costs about 20 ms of CPU, which anyone could otherwise make
        every request cost. Gzipped it is a tenth of the bytes to send."""
        if self._document is None:
            plain = flask.json.dumps(self.spec.to_dict(), indent=2, sort_keys=False).encode()
            self._document = {"identity": plain, "gzip": gzip.compress(plain, mtime=0)}
        encoding = ("gzip" if "gzip" in flask.request.headers.get("Accept-Encoding", "")
                    else "identity")
        body = self._document[encoding]
        response = flask.current_app.response_class(body, mimetype="application/json")
        if encoding == "gzip":
            response.headers["Content-Encoding"] = "gzip"
        response.set_etag(hashlib.sha256(body).hexdigest()[:32])
        response.headers["Cache-Control"] = "public, no-cache"
        response.headers["Vary"] = "Accept-Encoding"
        return response.make_conditional(flask.request)

    def _register_error_handlers(self):
        pass  # errors.register() installs the problem+json handlers

    def _register_responses(self):
        for status in http.HTTPStatus:
            response = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, errors.PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "Error (problem details)", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, errors.PROBLEM_JSON)
        self.spec.components.response("DEFAULT_ERROR", response, lazy=True)
        for name, description in (
                ("RATE_LIMITED", "Too many requests (problem details, code `rate_limited`; "
                                 "`ai_quota_exceeded` where AI work is asked for; "
                                 "`game_quota_exceeded` where a game is created beyond the "
                                 "tenant's waiting and active games; `too_many_renders` "
                                 "where a picture is rendered; `too_many_streams` when a "
                                 "client holds too many event streams and long polls at "
                                 "once)."),
                ("UNAVAILABLE", "The data store cannot be reached now (problem details, code "
                                "`service_unavailable`), or is full and refused a change "
                                "(`storage_full`; nothing was changed); retry after "
                                "`Retry-After` seconds.")):
            response = {"description": description, "schema": self.ERROR_SCHEMA,
                        "headers": {"Retry-After": {
                            "description": "Seconds until the client may try again.",
                            "required": True, "schema": {"type": "integer", "minimum": 1}}}}
            prepare_response(response, self.spec, errors.PROBLEM_JSON)
            self.spec.components.response(name, response, lazy=True)


def _after_request(response):
    """Free the Idempotency-Key of a request that failed, and notice the end
    of a Redis outage. Neither may turn an answer into an error."""
    resources = app_resources()
    try:
        idempotency.release_unfinished()
        outage.check_back(resources.redis)
        if resources.queue is not resources.redis:
            outage.check_back(resources.queue)
    except outage.UNAVAILABLE as error:
        outage.went_down(error)
    return response


def create_app(settings: Settings | None = None) -> Flask:
    settings = settings or Settings()
    require_token_secret(settings)
    validate(settings)
    app = Flask(__name__)
    app.json = FastJSONProvider(app)
    app.config.update(
        API_TITLE="Board game service",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="/docs",
        OPENAPI_SWAGGER_UI_URL=f"{SWAGGER_ASSETS}/",
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        PUBLIC_BASE_URL=settings.public_base_url,
        API_SPEC_OPTIONS={
            "info": {"description": "Isis & Osiris, Osiron and ISAAC as a service: create "
                                    "games, seat humans and AI players, play, follow live. "
                                    "Texts for people (problem titles and details, option "
                                    "descriptions, picture captions) are in the language "
                                    "`Accept-Language` asks for: `en` (default), `fr` or "
                                    "`es`; every answer says which in `Content-Language` "
                                    "and carries `Vary: Accept-Language`. Codes, field "
                                    "names and notation never change with the language."},
            "components": {"securitySchemes": {
                "seatToken": {"type": "http", "scheme": "bearer",
                              "description": "A seat's token, from game creation, joining, "
                                             "a rematch or re-keying. With API keys, it "
                                             "alone (without `X-API-Key`) opens its own "
                                             "game's reads, moves, draw, resignation, "
                                             "hints and rematch."},
                "creatorToken": {"type": "http", "scheme": "bearer",
                                 "description": "The creator token from game creation."},
                "apiKey": {"type": "apiKey", "in": "header", "name": security.API_KEY_HEADER,
                           "description": "Needed on every request except health, metrics, "
                                          "these documents and the problem pages when the "
                                          "service is configured with API keys (`API_KEYS`), "
                                          "but for a seat token's calls on its own game."},
                "metricsToken": {"type": "http", "scheme": "bearer",
                                 "description": "The operator's `METRICS_TOKEN`, for "
                                                "`/metrics`."}}},
        },
    )
    resources = make_resources(settings)
    app.extensions["game_service"] = resources
    app.extensions["followers"] = Hub(settings.redis_url)
    app.extensions["parking"] = Parking(app, app.extensions["followers"])
    app.extensions["renderer"] = render.Renderer(resources.redis, settings)
    api = ProblemApi(app, spec_kwargs={"extra_plugins": [security.SecurityDocs()]})
    errors.register(app)
    language.register(app)
    metrics.install(app)
    security.install(app, settings, resources.redis)
    for blueprint in (catalog.blp, games.blp, events.blp, feed.blp, webhooks.blp, jobs.blp,
                      ops.blp, pictures.blp, analysis.blp, archive.blp, players.blp,
                      matchmaking.blp):
        api.register_blueprint(blueprint)
    app.register_blueprint(play.blp)  # the play page: not part of the API document
    app.register_blueprint(problems.blp)  # the problem registry's pages (problem `type`s)
    # What receivers get, documented beside the operations that send it.
    api.spec.components.schema("FeedEvent", schema=schemas.FeedEvent)
    api.spec.components.schema("WebhookMessage", schema=schemas.WebhookMessage)
    generate = api.spec.to_dict
    api.spec.to_dict = lambda: contract.finish(generate())  # the typed contract (docs only)
    app.after_request(_after_request)
    app.register_blueprint(Blueprint("swagger_ui_assets", __name__, static_folder=str(SWAGGER_UI_FILES),
                                     static_url_path=SWAGGER_ASSETS))
    app.wsgi_app = timeouts.BodyDeadline(app.wsgi_app, settings.body_timeout)
    if settings.bench_endpoints:
        from services.api.routes import bench  # load benchmark only; not part of the API document

        app.register_blueprint(bench.blp)
    return app
