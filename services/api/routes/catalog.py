"""The games this service offers."""

from __future__ import annotations

from flask.views import MethodView

from services.api.contract.operations import operation
from services.api.play import schemas
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from services.api.web.language import current
from shared.gamedoc import AI_LEVELS
from shared.games import GAMES, GameRules
from shared.i18n import N_

blp = Blueprint("game-types", __name__, url_prefix="/v1/game-types",
                description="The games offered, their options and reference data.")


def describe(rules: GameRules, with_reference: bool) -> dict:
    out = {
        "id": rules.name,
        "title": rules.title,
        "min_players": rules.min_players,
        "max_players": rules.max_players,
        "seat_names": {str(n): rules.seat_names(n)
                       for n in range(rules.min_players, rules.max_players + 1)},
        "options": [spec.describe(current()) for spec in rules.options],
        "ai_levels": list(AI_LEVELS),
        "draw_offers": rules.allows_draw_offers,
        "docs": rules.docs,
    }
    if with_reference:
        out["reference"] = rules.reference()
    return out


@blp.route("")
class GameTypes(MethodView):
    @operation("listGameTypes", codes=())
    @blp.response(200, schemas.GameTypeList)
    def get(self):
        """List the games offered, with their options"""
        return {"game_types": [describe(rules, False) for rules in GAMES.values()]}


@blp.route("/<type_id>")
class GameType(MethodView):
    @operation("getGameType", codes=("unknown_game_type",))
    @blp.response(200, schemas.GameTypeOut)
    @blp.alt_response(404, schema=schemas.ProblemSchema, content_type="application/problem+json")
    def get(self, type_id):
        """One game type, with its reference data (board, names, pieces)"""
        rules = GAMES.get(type_id)
        if rules is None:
            raise ApiError(
                404,
                "unknown_game_type",
                N_("There is no game type '{type_id}'."),
                type_id=type_id[:40],
            )
        return describe(rules, True)
