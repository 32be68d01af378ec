"""JSON encoding for the hot paths: game documents in Redis and API responses.

orjson encodes and decodes several times faster than the standard library,
which matters on every move (a document, its history entry, its summary and
its feed events are encoded each time). Output is compact with sorted keys,
as before. Anything orjson refuses (an integer beyond 64 bits, say) falls
back to the standard library, so no value that used to encode now fails.
"""

from __future__ import annotations

import json

import orjson

_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS


def dumps(data) -> bytes:
    try:
        return orjson.dumps(data, option=_OPTIONS)
    except TypeError:
        return json.dumps(data, separators=(",", ":"), sort_keys=True).encode()


def loads(raw: bytes | str):
    """Parse strict JSON (RFC 8259: no NaN or Infinity); raises ValueError."""
    return orjson.loads(raw)
