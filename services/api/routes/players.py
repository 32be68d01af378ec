"""Players: their ratings, games and rating history, the leaderboards, and their
data on request (export, deletion). A player is the tenant's own id
(``player`` on seats); the same id in another tenant is another player.

Ratings live in the archive (``shared/archive/players.py``); a service
without one answers with no ratings. Live games come from Redis."""

from __future__ import annotations

import re
from datetime import datetime, timezone

from flask.views import MethodView

from services.api.contract.operations import QUERY, operation
from services.api.contract.requests import PLAYER
from services.api.play import listing, schemas
from services.api.play.changes import rewrite
from services.api.play.context import res, tenant
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import fastjson, feed, gamedoc
from shared.archive import InvalidCursor, players as archived_players
from shared.games import GAMES
from shared.i18n import N_
from shared.store.tickets import TicketStore

blp = Blueprint("players", __name__, url_prefix="/v1",
                description="Players: ratings, games, leaderboards, their data on request.")

_PLAYER = re.compile(PLAYER["pattern"])
PLAYER_CODES = ("invalid_player_id",)
#: The path parameters as the document shows them (the routes check them too).
PLAYER_PARAM = [{"in": "path", "name": "player", "required": True, "schema": PLAYER,
                 "description": "The tenant's own id of the player."}]
TYPE_PARAM = [{"in": "path", "name": "game_type", "required": True,
               "schema": {"type": "string", "enum": sorted(GAMES)},
               "description": "A game type id (`GET /v1/game-types`)."}]


def _player(player: str) -> str:
    if not _PLAYER.match(player):
        raise ApiError(422, "invalid_player_id", N_("A player id is 1 to 64 characters of "
                                                    "A-Z, a-z, 0-9, `_`, `.`, `:` and `-`."))
    return player


def _game_type(game_type: str, status: int = 422) -> str:
    if game_type not in GAMES:
        raise ApiError(status, "unknown_game_type", N_("There is no game type '{type_id}'."),
                       type_id=game_type)
    return game_type


def _seated(player: str):
    """A listing filter: the summaries where ``player`` has a seat."""
    return lambda summary: any(seat["player"] == player for seat in summary["seats"])


def _live_games(player: str) -> list[dict]:
    """Every game Redis holds with ``player`` seated (live, and ended ones it keeps)."""
    found, cursor = [], None
    while True:
        page = res().store.list_games(tenant(), limit=100, cursor=cursor, accept=_seated(player))
        found += page.summaries
        cursor = page.cursor
        if cursor is None:
            return found


@blp.route("/players/<player>", parameters=PLAYER_PARAM)
class PlayerView(MethodView):
    @operation("getPlayer", response="Player", codes=PLAYER_CODES)
    @blp.response(200, description="The player's ratings.")
    def get(self, player):
        """Get a player's ratings

        One rating per game type the player played rated games of: `rating`
        (OpenSkill's mu) and `uncertainty` (sigma), `conservative` (rating -
        3 uncertainty: what leaderboards order by), `games`, `provisional`
        (still uncertain: left out of leaderboards) and `last_played_at`. A
        player with no rated game has no ratings (an empty list).
        """
        player = _player(player)
        archive = res().archive
        rated = archive.player_ratings(tenant(), player) if archive else []
        return {"player": player, "ratings": rated}

    @operation("deletePlayer", response="PlayerDeletion", codes=PLAYER_CODES)
    @blp.response(200, description="The receipt of the deletion.")
    def delete(self, player):
        """Delete a player's data

        Removes the player's ratings and rating history, and replaces its id
        and name in every game (live, ended and archived) and matchmaking
        ticket by a tombstone (`deleted:<receipt>`; the name becomes null); its
        waiting tickets are cancelled. The tenant's event feed
        drops the events that named the player and carries `player_deleted`
        (with the receipt and the tombstone, never the id). Answers a receipt;
        deleting again finds nothing more to remove.
        """
        player = _player(player)
        receipt, tombstone = archived_players.new_tombstone()
        # tickets first, so that no game is made from one of them after its games are done
        tickets = TicketStore.configured(res().redis, res().settings).forget_player(
            tenant(), player, tombstone)
        live = _forget_in_redis(player, tombstone)
        archive = res().archive
        removed = (archive.delete_player(tenant(), player, receipt, tombstone) if archive
                   else {"archived_games": 0, "ratings": 0})
        dropped = res().store.drop_events(tenant(), lambda event: _names(event, player))
        res().store.add_events(tenant(), [feed.player_deleted(receipt, tombstone)])
        return {"receipt": receipt, "tombstone": tombstone,
                "deleted_at": datetime.now(timezone.utc).isoformat(timespec="milliseconds")
                .replace("+00:00", "Z"),
                "games": live + removed["archived_games"], "ratings": removed["ratings"],
                "tickets": tickets, "events": dropped}


def _forget_in_redis(player: str, tombstone: str) -> int:
    """The tombstone in place of the player in every game Redis holds; how many."""
    changed = 0
    for summary in _live_games(player):
        def change(doc, rules):
            return gamedoc.forget_player(doc, player, tombstone)
        if rewrite(summary["id"], change):
            changed += 1
        res().store.forget_in_history(summary["id"], player, tombstone)
    return changed


def _names(event: dict, player: str) -> bool:
    """Whether a feed event names ``player`` (a seat of ``game_created``, the
    ratings of ``game_finished``)."""
    return f'"player":{fastjson.dumps(player).decode()}' in fastjson.dumps(event).decode()


@blp.route("/players/<player>/games", parameters=PLAYER_PARAM)
class PlayerGames(MethodView):
    @operation("listPlayerGames", response="GamePage", codes=QUERY + PLAYER_CODES +
               ("invalid_cursor",))
    @blp.arguments(schemas.PlayerGamesQuery, location="query")
    @blp.response(200, description="A page of the player's games.")
    def get(self, query, player):
        """List a player's games

        The games where the player has a seat: first the live and recently
        ended ones, most recently changed first, then the archived ones,
        latest ended first; `next_cursor` carries on across both.
        """
        player = _player(player)
        try:
            games, cursor = listing.list_games({**query, "player": player}, _seated(player))
        except ValueError:
            raise ApiError(400, "invalid_cursor", N_(
                "This cursor was not made by this listing; start again without one.")) from None
        return {"games": games, "next_cursor": cursor}


@blp.route("/players/<player>/rating-history", parameters=PLAYER_PARAM)
class RatingHistory(MethodView):
    @operation("getRatingHistory", response="RatingHistory",
               codes=QUERY + PLAYER_CODES + ("invalid_cursor", "unknown_game_type"))
    @blp.arguments(schemas.RatingHistoryQuery, location="query")
    @blp.response(200, description="The player's rating changes, newest first.")
    def get(self, query, player):
        """Get a player's rating history

        Every rated game of `type` the player finished, newest first: the
        game, the seat, the place, and the rating before and after.
        """
        player, game_type = _player(player), _game_type(query["type"])
        archive = res().archive
        if archive is None:
            return {"player": player, "type": game_type, "changes": [], "next_cursor": None}
        try:
            changes, cursor = archive.rating_history(tenant(), player, game_type,
                                                     limit=query["limit"],
                                                     cursor=query.get("cursor"))
        except InvalidCursor:
            raise ApiError(400, "invalid_cursor", N_(
                "This cursor was not made by this listing; start again without one.")) from None
        return {"player": player, "type": game_type, "changes": changes, "next_cursor": cursor}


@blp.route("/players/<player>/export", parameters=PLAYER_PARAM)
class PlayerExport(MethodView):
    @operation("exportPlayer", response="PlayerExport", codes=PLAYER_CODES)
    @blp.response(200, description="Everything kept about the player.")
    def get(self, player):
        """Export a player's data

        Everything the service keeps about the player, as one document: its
        ratings and every rating change, its archived games (id, type, status,
        end, its seat and name) and the games Redis holds with it seated.
        """
        player = _player(player)
        archive = res().archive
        kept = archive.player_export(tenant(), player) if archive else {
            "ratings": [], "rating_changes": [], "archived_games": []}
        live = [{"id": s["id"], "type": s["type"], "status": s["status"],
                 "seats": [{"seat": seat["seat"], "name": seat["name"]}
                           for seat in s["seats"] if seat["player"] == player]}
                for s in _live_games(player)]
        return {"player": player, "exported_at": datetime.now(timezone.utc).isoformat(
            timespec="milliseconds").replace("+00:00", "Z"), **kept, "live_games": live}


@blp.route("/leaderboards/<game_type>", parameters=TYPE_PARAM)
class Leaderboard(MethodView):
    @operation("getLeaderboard", response="Leaderboard",
               codes=QUERY + ("unknown_game_type", "player_not_ranked"))
    @blp.arguments(schemas.LeaderboardQuery, location="query")
    @blp.response(200, description="The leaderboard, best first.")
    def get(self, query, game_type):
        """Get a leaderboard

        The tenant's established players of a game type (provisional players
        are left out), best first by conservative rating (rating - 3
        uncertainty), with their rank. `around`: the `limit` places centred
        on that player.
        """
        game_type = _game_type(game_type, 404)  # a path: no such leaderboard
        archive = res().archive
        board = (archive.leaderboard(tenant(), game_type, limit=query["limit"],
                                     around=query.get("around")) if archive else [])
        if board is None:
            raise ApiError(404, "player_not_ranked", N_(
                "This player has no place on this leaderboard (no rated game of this type, or "
                "still provisional)."))
        return {"type": game_type, "players": board}
