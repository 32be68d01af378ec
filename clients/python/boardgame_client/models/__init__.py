"""Contains all the data models used in inputs/outputs"""

from .ai_move_request import AiMoveRequest
from .ai_move_request_level import AiMoveRequestLevel
from .configure_seat import ConfigureSeat
from .configure_seat_kind import ConfigureSeatKind
from .configure_seat_level import ConfigureSeatLevel
from .create_game import CreateGame
from .create_game_clock import CreateGameClock
from .create_game_options import CreateGameOptions
from .create_webhook import CreateWebhook
from .create_webhook_events_item import CreateWebhookEventsItem
from .created_game import CreatedGame
from .created_game_seat_tokens import CreatedGameSeatTokens
from .delivery_list import DeliveryList
from .delivery_out import DeliveryOut
from .draw_action import DrawAction
from .draw_action_action import DrawActionAction
from .feed_event import FeedEvent
from .feed_event_data import FeedEventData
from .feed_event_type import FeedEventType
from .game_out import GameOut
from .game_out_clock_type_0 import GameOutClockType0
from .game_out_options import GameOutOptions
from .game_out_result_type_0 import GameOutResultType0
from .game_out_state import GameOutState
from .game_out_status import GameOutStatus
from .game_page import GamePage
from .game_summary import GameSummary
from .game_summary_status import GameSummaryStatus
from .game_type_list import GameTypeList
from .game_type_out import GameTypeOut
from .game_type_out_reference import GameTypeOutReference
from .game_type_out_seat_names import GameTypeOutSeatNames
from .get_v1_games_game_id_board_png_coords import GetV1GamesGameIdBoardPngCoords
from .get_v1_games_game_id_board_svg_coords import GetV1GamesGameIdBoardSvgCoords
from .get_v1_games_status import GetV1GamesStatus
from .health import Health
from .health_checks import HealthChecks
from .history_page import HistoryPage
from .history_page_entries_item import HistoryPageEntriesItem
from .job_out import JobOut
from .job_out_result_type_0 import JobOutResultType0
from .job_out_status import JobOutStatus
from .join_seat import JoinSeat
from .joined_seat import JoinedSeat
from .legal_moves import LegalMoves
from .legal_moves_moves_item import LegalMovesMovesItem
from .move_result import MoveResult
from .move_result_records_item import MoveResultRecordsItem
from .option_out import OptionOut
from .pagination_metadata import PaginationMetadata
from .problem import Problem
from .problem_errors import ProblemErrors
from .seat_out import SeatOut
from .seat_out_kind import SeatOutKind
from .seat_spec import SeatSpec
from .seat_spec_kind import SeatSpecKind
from .seat_spec_level import SeatSpecLevel
from .seat_summary import SeatSummary
from .seat_summary_kind import SeatSummaryKind
from .submit_move import SubmitMove
from .submit_move_move import SubmitMoveMove
from .webhook_list import WebhookList
from .webhook_message import WebhookMessage
from .webhook_out import WebhookOut
from .webhook_out_status import WebhookOutStatus

__all__ = (
    "AiMoveRequest",
    "AiMoveRequestLevel",
    "ConfigureSeat",
    "ConfigureSeatKind",
    "ConfigureSeatLevel",
    "CreateGame",
    "CreateGameClock",
    "CreateGameOptions",
    "CreateWebhook",
    "CreateWebhookEventsItem",
    "CreatedGame",
    "CreatedGameSeatTokens",
    "DeliveryList",
    "DeliveryOut",
    "DrawAction",
    "DrawActionAction",
    "FeedEvent",
    "FeedEventData",
    "FeedEventType",
    "GameOut",
    "GameOutClockType0",
    "GameOutOptions",
    "GameOutResultType0",
    "GameOutState",
    "GameOutStatus",
    "GamePage",
    "GameSummary",
    "GameSummaryStatus",
    "GameTypeList",
    "GameTypeOut",
    "GameTypeOutReference",
    "GameTypeOutSeatNames",
    "GetV1GamesGameIdBoardPngCoords",
    "GetV1GamesGameIdBoardSvgCoords",
    "GetV1GamesStatus",
    "Health",
    "HealthChecks",
    "HistoryPage",
    "HistoryPageEntriesItem",
    "JobOut",
    "JobOutResultType0",
    "JobOutStatus",
    "JoinSeat",
    "JoinedSeat",
    "LegalMoves",
    "LegalMovesMovesItem",
    "MoveResult",
    "MoveResultRecordsItem",
    "OptionOut",
    "PaginationMetadata",
    "Problem",
    "ProblemErrors",
    "SeatOut",
    "SeatOutKind",
    "SeatSpec",
    "SeatSpecKind",
    "SeatSpecLevel",
    "SeatSummary",
    "SeatSummaryKind",
    "SubmitMove",
    "SubmitMoveMove",
    "WebhookList",
    "WebhookMessage",
    "WebhookOut",
    "WebhookOutStatus",
)
