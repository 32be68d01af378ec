"""The analysis of an ended game: ask for it, read it, see it (docs/analysis.md).

Only of a game that is over (409 ``game_not_over`` otherwise), so it is never a
hint engine. The work is a worker job (``shared/jobs.py`` ``queue_analysis``:
the owner's AI work, capped like AI turns) whose id follows from the game and
the level, so asking again gives the same job; the analysis is kept with the
game (``play/context.py`` ``game_analysis``). Scoped like reading the game:
another tenant's game is a missing one here too."""

from __future__ import annotations

from flask.views import MethodView

from services.api.contract.operations import BODY, GAME, LOCATION, QUERY, operation
from services.api.play import schemas
from services.api.play.context import game_analysis, load_game, res
from services.api.routes.games import AUTH, job_answer
from services.api.routes.pictures import cached
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import gamedoc, jobs, pictures
from shared.i18n import N_
from shared.pictures import analysis as chart

blp = Blueprint("analysis", __name__, url_prefix="/v1/games",
                description="What each move of an ended game was worth to its player.")

#: Answered while the analysis is not there: the job (202) or 404.
PENDING_CODES = ("game_not_over", "analysis_not_found")


def _doc_errors(fn, statuses=(400, 404, 409, 422, 429)):
    for status in statuses:
        fn = blp.alt_response(status, schema=schemas.ProblemSchema,
                              content_type="application/problem+json")(fn)
    return fn


def _ended_game(game_id: str):
    loaded, rules = load_game(game_id)
    if loaded.doc["status"] not in gamedoc.TERMINAL:
        raise ApiError(409, "game_not_over", N_("This game is not over: a game is analysed "
                       "once it has ended, never while it is played."))
    return loaded, rules


def _found_or_pending(loaded, level: str):
    """The analysis, or the answer while there is none: its job (202) if it is
    queued or running, else 404 ``analysis_not_found``."""
    found = game_analysis(loaded, level)
    if found is not None:
        return found, None
    job_id = jobs.analysis_id(loaded.doc["id"], level)
    if jobs.status(res().queue, job_id) in ("queued", "started", "deferred", "scheduled"):
        return None, job_answer(job_id)
    raise ApiError(404, "analysis_not_found", N_(
        "This game has no analysis at the level {level} yet: ask for one with POST "
        "/v1/games/{game}/analysis."), level=level, game=loaded.doc["id"])


@blp.route("/<game_id>/analysis")
class AnalysisView(MethodView):
    @operation("requestAnalysis", response="Job", headers=LOCATION,
               security=[{}, {"seatToken": []}],
               codes=BODY + GAME + ("game_not_over", "ai_quota_exceeded"))
    @blp.arguments(schemas.AnalysisRequest)
    @blp.response(202, description="The analysis job (its `Location`).")
    @blp.doc(security=AUTH)
    @_doc_errors
    def post(self, body, game_id):
        """Ask for the analysis of an ended game

        Each move is judged from what its player could know when it was
        made (hidden tiles are valued over what the player had not seen),
        at `level` (default `standard`). Answers the job: asking again for
        the same game and level gives the same job, finished once the
        analysis is kept with the game. A game still played: 409
        `game_not_over`. It is AI work of the game's owner: beyond
        `AI_QUOTA_TURNS` AI jobs queued or running, 429 `ai_quota_exceeded`.
        """
        loaded, _ = _ended_game(game_id)
        level = body["level"]
        job_id = jobs.analysis_id(game_id, level)
        if game_analysis(loaded, level) is None:
            jobs.queue_analysis(res().queue, loaded.doc, level, res().settings)
        return job_answer(job_id)

    @operation("getAnalysis", response="Analysis", accepted="Job",
               security=[{}, {"seatToken": []}], codes=QUERY + GAME + PENDING_CODES)
    @blp.arguments(schemas.AnalysisQuery, location="query")
    @blp.response(200, description="The analysis.")
    @blp.alt_response(202, schema=None, description="Not ready yet: its job (`Job`).")
    @blp.doc(security=AUTH)
    @_doc_errors
    def get(self, query, game_id):
        """Read the analysis of an ended game

        Per move: the mover, the move played and the best found (in the
        game's notation), what each was worth to the mover, the loss and its
        class (`best`, `good`, `inaccuracy`, `mistake`, `blunder`, by the
        game's thresholds, given in `thresholds`); per seat: its accuracy
        and its key moments. While the job runs, 202 with the job; never
        asked for (or its job failed), 404 `analysis_not_found`.
        """
        loaded, _ = _ended_game(game_id)
        found, pending = _found_or_pending(loaded, query["level"])
        return found if pending is None else pending


@blp.route("/<game_id>/analysis.svg")
class AnalysisSvg(MethodView):
    @operation("getAnalysisSvg", headers={"ETag": "ETag"}, accepted="Job",
               security=[{}, {"seatToken": []}], codes=QUERY + GAME + PENDING_CODES)
    @blp.arguments(schemas.AnalysisPictureQuery, location="query")
    @blp.response(200, description="The chart as an SVG picture (`image/svg+xml`).",
                  content_type="image/svg+xml")
    @blp.alt_response(202, schema=None, description="Not ready yet: its job (`Job`).")
    @blp.doc(security=AUTH)
    @_doc_errors
    def get(self, query, game_id):
        """The analysis as a picture (SVG)

        The value of the game for each seat over the moves, mistakes and
        blunders marked. Answers as the analysis itself while it is not
        ready (202, 404).
        """
        loaded, rules = _ended_game(game_id)
        found, pending = _found_or_pending(loaded, query["level"])
        if pending is not None:
            return pending
        names = rules.seat_names(loaded.doc["num_players"])
        svg = chart.draw(found, names, size=min(query["size"], pictures.MAX_SIZE))
        return cached(svg.encode(), "image/svg+xml", loaded.doc)
