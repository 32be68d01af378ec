"""The load benchmark's floor endpoint (only with ``BENCH_ENDPOINTS=1``).

``POST /bench/floor/<game_id>`` reads a game document from Redis and writes
the same bytes back: one read and one write of a game-sized document and
nothing else. ``bench/load.py`` compares move throughput with it. It is a
plain Flask blueprint, so it never appears in the OpenAPI document.
"""

from __future__ import annotations

from flask import Blueprint, Response

from services.api.play.context import res
from shared.store import doc_key

blp = Blueprint("bench", __name__, url_prefix="/bench")


@blp.post("/floor/<game_id>")
def floor(game_id: str):
    client = res().redis
    key = doc_key(game_id)
    raw = client.hget(key, "doc")
    if raw is None:
        return Response(status=404)
    client.hset(key, "doc", raw)
    return Response(raw, mimetype="application/json")
