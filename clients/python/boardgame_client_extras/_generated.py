"""The one module that names the generated client's functions and models.

``make clients`` regenerates ``boardgame_client`` from openapi.yaml; when the
spec renames an operation (its ``operationId`` names the generated module)
or a schema, only the imports here follow. ``send`` sends one request
through an operation module and returns the generated ``Response`` (status,
headers, parsed model); retrying and raising are the callers' business.

Problem answers (status 300 and up) are left unparsed (``parsed`` is None):
the callers read their JSON, so that a problem the generated models do not
know (say, a code added to the service later) is still a problem, not a
parse error.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any, TypeAlias

from boardgame_client import AuthenticatedClient, Client
from boardgame_client.api.analysis import get_analysis, get_analysis_svg, request_analysis
from boardgame_client.api.archive import export_archive
from boardgame_client.api.game_types import get_game_type, list_game_types
from boardgame_client.api.games import (cancel_game, configure_seat, create_game, draw_offer,
                                        get_game, get_history, get_legal_moves, join_seat,
                                        list_games, rekey_seat, request_ai_move,
                                        request_rematch, resign, submit_move)
from boardgame_client.api.jobs import get_job
from boardgame_client.api.matchmaking import (cancel_ticket, create_ticket,
                                              get_matchmaking_stats, get_ticket)
from boardgame_client.api.operations import get_health, get_metrics, get_readiness
from boardgame_client.api.pictures import export_game, get_board_png, get_board_svg
from boardgame_client.api.players import (delete_player, export_player, get_leaderboard,
                                         get_player, get_rating_history, list_player_games)
from boardgame_client.api.webhooks import (create_webhook, delete_webhook, enable_webhook,
                                           get_webhook, list_webhook_deliveries, list_webhooks,
                                           rotate_webhook_secret, test_webhook)
from boardgame_client.models import (GetLeaderboardGameType, GetMatchmakingStatsType,
                                     GetRatingHistoryType, IsaacNewTicket, IsisOsirisNewTicket,
                                     MatchmakingStats, OsironNewTicket, Ticket)
from boardgame_client.models import (AiMoveRequest, Analysis, AnalysisRequest, ArchivedGameLine, ConfigureSeat, CreatedGame,
                                     CreateWebhook, DeliveryList, DrawAction,
                                     ExportArchiveStatus, GamePage, GameTypeList,
                                     GetAnalysisLevel, GetAnalysisSvgLevel,
                                     GetBoardPngCoords, GetBoardSvgCoords, Health,
                                     IsaacGame, IsaacGameTypeInfo, IsaacHistoryPage,
                                     IsaacLegalMoves, IsaacMoveResult, IsaacNewGame,
                                     IsisOsirisGame, IsisOsirisGameTypeInfo,
                                     IsisOsirisHistoryPage, IsisOsirisLegalMoves,
                                     IsisOsirisMoveResult, IsisOsirisNewGame, Job, JoinedSeat,
                                     JoinSeat, ListGamesStatus, OsironGame, OsironGameTypeInfo,
                                     OsironHistoryPage, OsironLegalMoves, OsironMoveResult,
                                     OsironNewGame, Player, PlayerDeletion, PlayerExport,
                                     Leaderboard, RatingHistory, Rematch, RematchRequest,
                                     SeatToken,
                                     SubmitMoveNotation, SubmitMoveObject, WebhookList,
                                     WebhookOut)
from boardgame_client.types import UNSET, Response

# What the service answers, named once for every game type: a game is one of
# the three models, depending on its "type" (the generated parser picks).
Game: TypeAlias = IsaacGame | IsisOsirisGame | OsironGame
GameTypeInfo: TypeAlias = IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo
LegalMoves: TypeAlias = IsaacLegalMoves | IsisOsirisLegalMoves | OsironLegalMoves
MoveResult: TypeAlias = IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult
HistoryPage: TypeAlias = IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage
AnyClient: TypeAlias = Client | AuthenticatedClient

__all__ = [
    "UNSET", "GetLeaderboardGameType", "GetMatchmakingStatsType", "GetRatingHistoryType",
    "MatchmakingStats", "new_ticket_body", "Ticket", "cancel_ticket", "create_ticket",
    "get_matchmaking_stats", "get_ticket", "AiMoveRequest", "Analysis", "AnalysisRequest", "AnyClient", "ArchivedGameLine", "AuthenticatedClient", "Client",
    "ConfigureSeat", "CreatedGame", "CreateWebhook", "DeliveryList", "DrawAction",
    "ExportArchiveStatus", "FEED_PATH", "GAME_EVENTS_PATH", "Game",
    "GamePage", "GameTypeInfo", "GameTypeList", "GetAnalysisLevel", "GetAnalysisSvgLevel",
    "GetBoardPngCoords", "GetBoardSvgCoords",
    "Health", "HistoryPage", "Job", "JoinSeat", "JoinedSeat", "LegalMoves", "ListGamesStatus",
    "MoveResult", "Rematch", "RematchRequest", "Response", "SeatToken", "WebhookList",
    "WebhookOut", "cancel_game", "configure_seat",
    "create_game", "create_webhook", "delete_webhook", "draw_offer", "enable_webhook",
    "export_archive", "export_game", "get_analysis", "get_analysis_svg", "get_board_png", "get_board_svg", "get_game", "get_game_type",
    "get_health", "get_history", "get_job", "get_legal_moves", "get_metrics", "get_readiness",
    "get_webhook", "join_seat", "list_game_types", "list_games", "list_webhook_deliveries",
    "list_webhooks", "move_body", "new_game_body", "rekey_seat", "request_ai_move",
    "request_analysis",
    "request_rematch",
    "resign", "rotate_webhook_secret", "send", "submit_move", "test_webhook"]

# The typed request body of a new game, by game type.
NEW_GAME = {"isaac": IsaacNewGame, "isis-osiris": IsisOsirisNewGame, "osiron": OsironNewGame}

# The event streams are read directly (the generated functions would read the
# whole, endless body): their paths.
GAME_EVENTS_PATH = "/v1/games/{game_id}/events"
FEED_PATH = "/v1/events"


def new_game_body(body: Mapping[str, Any]) -> IsaacNewGame | IsisOsirisNewGame | OsironNewGame:
    """A new game's dict as its model (plain strings become the generated enums)."""
    game_type = body.get("type")
    if game_type not in NEW_GAME:
        raise ValueError(f"unknown game type {game_type!r}: one of {sorted(NEW_GAME)}")
    return NEW_GAME[game_type].from_dict(body)


NEW_TICKET = {"isaac": IsaacNewTicket, "isis-osiris": IsisOsirisNewTicket,
              "osiron": OsironNewTicket}


def new_ticket_body(body: Mapping[str, Any]) -> IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket:
    """A matchmaking ticket's dict as its model (one per game type, as a new game's)."""
    game_type = body.get("type")
    if game_type not in NEW_TICKET:
        raise ValueError(f"unknown game type {game_type!r}: one of {sorted(NEW_TICKET)}")
    return NEW_TICKET[game_type].from_dict(body)


def move_body(body: Mapping[str, Any]) -> SubmitMoveNotation | SubmitMoveObject:
    return (SubmitMoveNotation if "notation" in body else SubmitMoveObject).from_dict(body)


def send(operation: ModuleType, client: AnyClient, *args: Any, **kwargs: Any) -> Response[Any]:
    """``operation.sync_detailed(*args, client=client, **kwargs)``, problems left unparsed.

    Keyword arguments that are None are left out (the generated ``UNSET``).
    Uses the two functions every operation module of openapi-python-client
    has behind ``sync_detailed``: ``_get_kwargs`` (the request) and
    ``_build_response`` (the parsed answer)."""
    given = {name: UNSET if value is None else value for name, value in kwargs.items()}
    answer = client.get_httpx_client().request(**operation._get_kwargs(*args, **given))
    if answer.status_code >= 300:
        return Response(status_code=answer.status_code, content=answer.content,
                        headers=answer.headers, parsed=None)
    return operation._build_response(client=client, response=answer)
