"""How the API uses its framework on the hot paths.

* ``Blueprint``: flask-smorest's, with argument schemas built once at start
  (webargs would build a new schema object for every request when handed a
  class), and the JSON body taken from ``security.check_body``, which has
  already parsed it (webargs would parse it a second time).
* ``FastJSONProvider``: Flask's JSON provider on orjson, so responses are
  encoded several times faster; the output is the same compact JSON.
"""

from __future__ import annotations

import flask_smorest
from flask import g
from flask.json.provider import DefaultJSONProvider
from marshmallow import Schema
from webargs import core
from webargs.flaskparser import FlaskParser

from shared import fastjson

PARSED_BODY = "parsed_json_body"  # the g attribute check_body fills


class _BodyOnceParser(FlaskParser):
    def _raw_load_json(self, req):
        parsed = g.get(PARSED_BODY, core.missing)
        if parsed is core.missing:
            return super()._raw_load_json(req)
        return parsed


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = _BodyOnceParser()

    def arguments(self, schema, *args, **kwargs):
        if isinstance(schema, type) and issubclass(schema, Schema):
            schema = schema()
        return super().arguments(schema, *args, **kwargs)


class FastJSONProvider(DefaultJSONProvider):
    def response(self, *args, **kwargs):
        if self._app.debug:  # indented output, as Flask gives in debug mode
            return super().response(*args, **kwargs)
        body = fastjson.dumps(self._prepare_response_obj(args, kwargs)) + b"\n"
        return self._app.response_class(body, mimetype=self.mimetype)
