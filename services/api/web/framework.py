"""How the API uses its framework on the hot paths.

* ``Blueprint``: flask-smorest's, with argument schemas built once at start
  (webargs would build a new schema object for every request when handed a
  class), the JSON body taken from ``security.check_body``, which has
  already parsed it (webargs would parse it a second time), and decorators
  that only document (``alt_response``, ``doc``) adding no call layer to
  the view (flask-smorest wraps the view once per such decorator: a move
  passed through eight wrappers that did nothing but call the next one).
* ``FastJSONProvider``: Flask's JSON provider on orjson, so responses are
  encoded several times faster; the output is the same compact JSON.
"""

from __future__ import annotations

import functools
import types

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

    def alt_response(self, *args, **kwargs):
        return _documenting_only(super().alt_response(*args, **kwargs))

    @staticmethod
    def doc(**kwargs):
        return _documenting_only(flask_smorest.Blueprint.doc(**kwargs))


def _documenting_only(decorator):
    """``decorator`` (a flask-smorest one that documents the view and wraps it
    in a call that only passes the call on) with the documentation put on a
    copy of the view instead of on a wrapper."""
    def apply(func):
        documented = _copy(func)
        documented._apidoc = decorator(func)._apidoc
        return documented

    return apply


def _copy(func: types.FunctionType) -> types.FunctionType:
    """A new function object running ``func``'s code (as flask-smorest's
    wrappers do, attributes set on it do not change ``func``)."""
    copy = types.FunctionType(func.__code__, func.__globals__, func.__name__,
                              func.__defaults__, func.__closure__)
    copy.__kwdefaults__ = func.__kwdefaults__
    return functools.update_wrapper(copy, func)


class FastJSONProvider(DefaultJSONProvider):
    def response(self, *args, **kwargs):
        if self._app.debug:  # indented output, as Flask gives in debug mode
            return super().response(*args, **kwargs)
        body = fastjson.dumps(self._prepare_response_obj(args, kwargs)) + b"\n"
        return self._app.response_class(body, mimetype=self.mimetype)
