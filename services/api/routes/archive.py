"""The archive of ended games, in bulk: every archived game of the caller's
tenant as NDJSON, streamed, resumable (``shared/archive``)."""

from __future__ import annotations

from flask import Response, stream_with_context
from flask.views import MethodView

from services.api.contract.operations import QUERY, operation
from services.api.play import present, schemas
from services.api.play.context import res, tenant
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import export, fastjson, gamedoc
from shared.archive import InvalidCursor
from shared.games import GAMES
from shared.i18n import N_

blp = Blueprint("archive", __name__, url_prefix="/v1/archive",
                description="Ended games in bulk, from the archive.")


def line(doc: dict, history: list[dict], cursor: str) -> bytes:
    """One game of the export (``ArchivedGameLine``), as a spectator sees it."""
    rules = GAMES[doc["type"]]
    state = gamedoc.state_of(doc, rules)
    moves = [text for raw in history
             for text in export.entry_lines(rules, present.entry(raw, rules, state, None))]
    return fastjson.dumps({
        "id": doc["id"], "type": doc["type"], "status": doc["status"],
        "options": doc["options"], "seats": gamedoc.summary(doc, rules)["seats"],
        "result": doc["result"], "created_at": doc["created_at"],
        "ended_at": gamedoc.ended_at(doc), "version": doc["version"], "moves": moves,
        "cursor": cursor}) + b"\n"


@blp.route("/games")
class ArchivedGames(MethodView):
    @operation("exportArchive", ndjson="ArchivedGameLine", codes=QUERY + ("invalid_cursor",))
    @blp.arguments(schemas.ArchiveQuery, location="query")
    @blp.response(200, description="`application/x-ndjson`: one archived game per line "
                  "(`ArchivedGameLine`), the earliest ended first.",
                  content_type="application/x-ndjson")
    @blp.alt_response(400, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def get(self, query):
        """Export archived games (NDJSON)

        The caller's tenant's ended games that the archive keeps, one JSON
        object per line, the earliest ended first, filtered by when they
        ended (`since` <= ended < `until`), `type` and `status`. Streamed:
        a broken transfer resumes with `cursor` = the last line's `cursor`
        (same filters). Games reach the archive once they end; with the
        archive unreachable the export answers 503. Values a spectator may
        not know are written `?`.
        """
        archive = res().archive
        if archive is None:
            return Response(b"", mimetype="application/x-ndjson")
        rows = archive.export(tenant(), since=query.get("since"), until=query.get("until"),
                              type=query.get("type"), status=query.get("status"),
                              cursor=query.get("cursor"))
        try:  # the first row before answering: a bad cursor or an outage is a problem
            first = next(rows, None)
        except InvalidCursor:
            raise ApiError(
                400,
                "invalid_cursor",
                N_("This cursor was not made by this export; start again without one."),
            ) from None

        def lines():
            row = first
            try:
                while row is not None:
                    yield line(row["doc"], row["history"], row["cursor"])
                    row = next(rows, None)
            finally:
                rows.close()

        return Response(stream_with_context(lines()), mimetype="application/x-ndjson")
