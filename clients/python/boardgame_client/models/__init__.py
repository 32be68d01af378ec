"""Contains all the data models used in inputs/outputs"""

from .ai_level import AiLevel
from .ai_move_request import AiMoveRequest
from .ai_move_request_level import AiMoveRequestLevel
from .ai_turn_result import AiTurnResult
from .ai_turn_result_outcome import AiTurnResultOutcome
from .analysis import Analysis
from .analysis_level import AnalysisLevel
from .analysis_ply import AnalysisPly
from .analysis_ply_class import AnalysisPlyClass
from .analysis_request import AnalysisRequest
from .analysis_request_level import AnalysisRequestLevel
from .analysis_result import AnalysisResult
from .analysis_result_level import AnalysisResultLevel
from .analysis_result_outcome import AnalysisResultOutcome
from .analysis_seat import AnalysisSeat
from .analysis_seat_classes import AnalysisSeatClasses
from .analysis_thresholds import AnalysisThresholds
from .archived_game_line import ArchivedGameLine
from .clock import Clock
from .clock_type import ClockType
from .configure_seat import ConfigureSeat
from .configure_seat_kind import ConfigureSeatKind
from .configure_seat_level import ConfigureSeatLevel
from .create_webhook import CreateWebhook
from .create_webhook_events_item import CreateWebhookEventsItem
from .created_game import CreatedGame
from .created_game_seat_tokens import CreatedGameSeatTokens
from .delivery_list import DeliveryList
from .delivery_out import DeliveryOut
from .draw_action import DrawAction
from .draw_action_action import DrawActionAction
from .empty_clock_settings import EmptyClockSettings
from .export_archive_status import ExportArchiveStatus
from .feed_stream_event_type_1 import FeedStreamEventType1
from .follow_feed_response_200 import FollowFeedResponse200
from .follow_feed_response_200_event import FollowFeedResponse200Event
from .follow_feed_types_item import FollowFeedTypesItem
from .follow_game_names import FollowGameNames
from .follow_game_response_200 import FollowGameResponse200
from .follow_game_response_200_event import FollowGameResponse200Event
from .game_clock_settings import GameClockSettings
from .game_clock_settings_type import GameClockSettingsType
from .game_page import GamePage
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_type import GameType
from .game_type_list import GameTypeList
from .get_analysis_level import GetAnalysisLevel
from .get_analysis_svg_level import GetAnalysisSvgLevel
from .get_board_png_coords import GetBoardPngCoords
from .get_board_png_lang import GetBoardPngLang
from .get_board_svg_coords import GetBoardSvgCoords
from .get_board_svg_lang import GetBoardSvgLang
from .get_leaderboard_game_type import GetLeaderboardGameType
from .get_matchmaking_stats_type import GetMatchmakingStatsType
from .get_rating_history_type import GetRatingHistoryType
from .health import Health
from .health_checks import HealthChecks
from .hint_result import HintResult
from .hint_result_alternatives_item import HintResultAlternativesItem
from .hint_result_outcome import HintResultOutcome
from .history_entry_type import HistoryEntryType
from .isaac_breakdown import IsaacBreakdown
from .isaac_breakdown_tie_break_type_0 import IsaacBreakdownTieBreakType0
from .isaac_breakdown_unplaced_item import IsaacBreakdownUnplacedItem
from .isaac_direction import IsaacDirection
from .isaac_feed_event import IsaacFeedEvent
from .isaac_feed_event_data import IsaacFeedEventData
from .isaac_feed_event_data_kind import IsaacFeedEventDataKind
from .isaac_feed_event_data_replaced_by import IsaacFeedEventDataReplacedBy
from .isaac_feed_event_game_type import IsaacFeedEventGameType
from .isaac_feed_event_type import IsaacFeedEventType
from .isaac_game import IsaacGame
from .isaac_game_type import IsaacGameType
from .isaac_game_type_info import IsaacGameTypeInfo
from .isaac_game_type_info_id import IsaacGameTypeInfoId
from .isaac_game_type_info_options_item import IsaacGameTypeInfoOptionsItem
from .isaac_game_type_info_options_item_type import IsaacGameTypeInfoOptionsItemType
from .isaac_game_type_info_seat_names import IsaacGameTypeInfoSeatNames
from .isaac_history_entry import IsaacHistoryEntry
from .isaac_history_entry_replaced_by import IsaacHistoryEntryReplacedBy
from .isaac_history_page import IsaacHistoryPage
from .isaac_history_page_type import IsaacHistoryPageType
from .isaac_legal_moves import IsaacLegalMoves
from .isaac_legal_moves_type import IsaacLegalMovesType
from .isaac_move_result import IsaacMoveResult
from .isaac_new_game import IsaacNewGame
from .isaac_new_game_type import IsaacNewGameType
from .isaac_new_ticket import IsaacNewTicket
from .isaac_new_ticket_seats import IsaacNewTicketSeats
from .isaac_new_ticket_type import IsaacNewTicketType
from .isaac_options import IsaacOptions
from .isaac_options_input import IsaacOptionsInput
from .isaac_pass_move import IsaacPassMove
from .isaac_pass_move_action import IsaacPassMoveAction
from .isaac_pass_move_input import IsaacPassMoveInput
from .isaac_pass_move_input_action import IsaacPassMoveInputAction
from .isaac_place_move import IsaacPlaceMove
from .isaac_place_move_action import IsaacPlaceMoveAction
from .isaac_place_move_input import IsaacPlaceMoveInput
from .isaac_place_move_input_action import IsaacPlaceMoveInputAction
from .isaac_record import IsaacRecord
from .isaac_reference import IsaacReference
from .isaac_reference_board import IsaacReferenceBoard
from .isaac_reference_coordinates import IsaacReferenceCoordinates
from .isaac_reference_pieces_item import IsaacReferencePiecesItem
from .isaac_remove_move import IsaacRemoveMove
from .isaac_remove_move_action import IsaacRemoveMoveAction
from .isaac_remove_move_input import IsaacRemoveMoveInput
from .isaac_remove_move_input_action import IsaacRemoveMoveInputAction
from .isaac_result import IsaacResult
from .isaac_result_reason import IsaacResultReason
from .isaac_stream_entry import IsaacStreamEntry
from .isaac_stream_entry_event import IsaacStreamEntryEvent
from .isaac_stream_entry_replaced_by import IsaacStreamEntryReplacedBy
from .isaac_view import IsaacView
from .isaac_view_game import IsaacViewGame
from .isaac_view_hands_item import IsaacViewHandsItem
from .isaac_view_phase import IsaacViewPhase
from .isaac_view_pieces_item import IsaacViewPiecesItem
from .isaac_view_reason_type_1 import IsaacViewReasonType1
from .isaac_view_reason_type_2_type_1 import IsaacViewReasonType2Type1
from .isaac_view_reason_type_3_type_1 import IsaacViewReasonType3Type1
from .isis_osiris_breakdown import IsisOsirisBreakdown
from .isis_osiris_breakdown_rounds_item import IsisOsirisBreakdownRoundsItem
from .isis_osiris_breakdown_rounds_item_seats_item import (
    IsisOsirisBreakdownRoundsItemSeatsItem,
)
from .isis_osiris_breakdown_rounds_item_seats_item_stones_item import (
    IsisOsirisBreakdownRoundsItemSeatsItemStonesItem,
)
from .isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item import (
    IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem,
)
from .isis_osiris_cell_name import IsisOsirisCellName
from .isis_osiris_feed_event import IsisOsirisFeedEvent
from .isis_osiris_feed_event_data import IsisOsirisFeedEventData
from .isis_osiris_feed_event_data_kind import IsisOsirisFeedEventDataKind
from .isis_osiris_feed_event_data_replaced_by import IsisOsirisFeedEventDataReplacedBy
from .isis_osiris_feed_event_game_type import IsisOsirisFeedEventGameType
from .isis_osiris_feed_event_type import IsisOsirisFeedEventType
from .isis_osiris_game import IsisOsirisGame
from .isis_osiris_game_type import IsisOsirisGameType
from .isis_osiris_game_type_info import IsisOsirisGameTypeInfo
from .isis_osiris_game_type_info_id import IsisOsirisGameTypeInfoId
from .isis_osiris_game_type_info_options_item import IsisOsirisGameTypeInfoOptionsItem
from .isis_osiris_game_type_info_options_item_type import (
    IsisOsirisGameTypeInfoOptionsItemType,
)
from .isis_osiris_game_type_info_seat_names import IsisOsirisGameTypeInfoSeatNames
from .isis_osiris_history_entry import IsisOsirisHistoryEntry
from .isis_osiris_history_entry_replaced_by import IsisOsirisHistoryEntryReplacedBy
from .isis_osiris_history_page import IsisOsirisHistoryPage
from .isis_osiris_history_page_type import IsisOsirisHistoryPageType
from .isis_osiris_legal_moves import IsisOsirisLegalMoves
from .isis_osiris_legal_moves_type import IsisOsirisLegalMovesType
from .isis_osiris_move_result import IsisOsirisMoveResult
from .isis_osiris_new_game import IsisOsirisNewGame
from .isis_osiris_new_game_type import IsisOsirisNewGameType
from .isis_osiris_new_ticket import IsisOsirisNewTicket
from .isis_osiris_new_ticket_seats import IsisOsirisNewTicketSeats
from .isis_osiris_new_ticket_type import IsisOsirisNewTicketType
from .isis_osiris_options import IsisOsirisOptions
from .isis_osiris_options_first_seat_type_1 import IsisOsirisOptionsFirstSeatType1
from .isis_osiris_options_input import IsisOsirisOptionsInput
from .isis_osiris_options_input_first_seat_type_1 import (
    IsisOsirisOptionsInputFirstSeatType1,
)
from .isis_osiris_options_input_reserve import IsisOsirisOptionsInputReserve
from .isis_osiris_options_input_tile_memory import IsisOsirisOptionsInputTileMemory
from .isis_osiris_options_reserve import IsisOsirisOptionsReserve
from .isis_osiris_options_tile_memory import IsisOsirisOptionsTileMemory
from .isis_osiris_pass_move import IsisOsirisPassMove
from .isis_osiris_pass_move_action import IsisOsirisPassMoveAction
from .isis_osiris_pass_move_input import IsisOsirisPassMoveInput
from .isis_osiris_pass_move_input_action import IsisOsirisPassMoveInputAction
from .isis_osiris_record import IsisOsirisRecord
from .isis_osiris_record_scored import IsisOsirisRecordScored
from .isis_osiris_reference import IsisOsirisReference
from .isis_osiris_reference_board import IsisOsirisReferenceBoard
from .isis_osiris_reference_common_reserve import IsisOsirisReferenceCommonReserve
from .isis_osiris_reference_common_reserve_stones import (
    IsisOsirisReferenceCommonReserveStones,
)
from .isis_osiris_reference_material import IsisOsirisReferenceMaterial
from .isis_osiris_reference_material_additional_property import (
    IsisOsirisReferenceMaterialAdditionalProperty,
)
from .isis_osiris_reference_tiles_item import IsisOsirisReferenceTilesItem
from .isis_osiris_result import IsisOsirisResult
from .isis_osiris_result_reason import IsisOsirisResultReason
from .isis_osiris_reveal_move import IsisOsirisRevealMove
from .isis_osiris_reveal_move_action import IsisOsirisRevealMoveAction
from .isis_osiris_reveal_move_input import IsisOsirisRevealMoveInput
from .isis_osiris_reveal_move_input_action import IsisOsirisRevealMoveInputAction
from .isis_osiris_stone import IsisOsirisStone
from .isis_osiris_stone_move import IsisOsirisStoneMove
from .isis_osiris_stone_move_action import IsisOsirisStoneMoveAction
from .isis_osiris_stone_move_input import IsisOsirisStoneMoveInput
from .isis_osiris_stone_move_input_action import IsisOsirisStoneMoveInputAction
from .isis_osiris_stream_entry import IsisOsirisStreamEntry
from .isis_osiris_stream_entry_event import IsisOsirisStreamEntryEvent
from .isis_osiris_stream_entry_replaced_by import IsisOsirisStreamEntryReplacedBy
from .isis_osiris_tile import IsisOsirisTile
from .isis_osiris_tile_move import IsisOsirisTileMove
from .isis_osiris_tile_move_action import IsisOsirisTileMoveAction
from .isis_osiris_tile_move_input import IsisOsirisTileMoveInput
from .isis_osiris_tile_move_input_action import IsisOsirisTileMoveInputAction
from .isis_osiris_view import IsisOsirisView
from .isis_osiris_view_board import IsisOsirisViewBoard
from .isis_osiris_view_finished_rounds_item import IsisOsirisViewFinishedRoundsItem
from .isis_osiris_view_finished_rounds_item_board import (
    IsisOsirisViewFinishedRoundsItemBoard,
)
from .isis_osiris_view_game import IsisOsirisViewGame
from .isis_osiris_view_reason_type_1 import IsisOsirisViewReasonType1
from .isis_osiris_view_reason_type_2_type_1 import IsisOsirisViewReasonType2Type1
from .isis_osiris_view_reason_type_3_type_1 import IsisOsirisViewReasonType3Type1
from .job import Job
from .job_kind import JobKind
from .job_status import JobStatus
from .join_seat import JoinSeat
from .joined_seat import JoinedSeat
from .leaderboard import Leaderboard
from .leaderboard_players_item import LeaderboardPlayersItem
from .list_games_status import ListGamesStatus
from .matchmaking_stats import MatchmakingStats
from .matchmaking_stats_favourite_win_probability import (
    MatchmakingStatsFavouriteWinProbability,
)
from .matchmaking_stats_wait_seconds import MatchmakingStatsWaitSeconds
from .move_clock_settings import MoveClockSettings
from .move_clock_settings_type import MoveClockSettingsType
from .no_clock import NoClock
from .no_clock_type import NoClockType
from .osiron_breakdown import OsironBreakdown
from .osiron_breakdown_completed import OsironBreakdownCompleted
from .osiron_circle import OsironCircle
from .osiron_colour import OsironColour
from .osiron_exchange_move import OsironExchangeMove
from .osiron_exchange_move_action import OsironExchangeMoveAction
from .osiron_exchange_move_input import OsironExchangeMoveInput
from .osiron_exchange_move_input_action import OsironExchangeMoveInputAction
from .osiron_feed_event import OsironFeedEvent
from .osiron_feed_event_data import OsironFeedEventData
from .osiron_feed_event_data_kind import OsironFeedEventDataKind
from .osiron_feed_event_data_replaced_by import OsironFeedEventDataReplacedBy
from .osiron_feed_event_game_type import OsironFeedEventGameType
from .osiron_feed_event_type import OsironFeedEventType
from .osiron_game import OsironGame
from .osiron_game_type import OsironGameType
from .osiron_game_type_info import OsironGameTypeInfo
from .osiron_game_type_info_id import OsironGameTypeInfoId
from .osiron_game_type_info_options_item import OsironGameTypeInfoOptionsItem
from .osiron_game_type_info_options_item_type import OsironGameTypeInfoOptionsItemType
from .osiron_game_type_info_seat_names import OsironGameTypeInfoSeatNames
from .osiron_history_entry import OsironHistoryEntry
from .osiron_history_entry_replaced_by import OsironHistoryEntryReplacedBy
from .osiron_history_page import OsironHistoryPage
from .osiron_history_page_type import OsironHistoryPageType
from .osiron_legal_moves import OsironLegalMoves
from .osiron_legal_moves_type import OsironLegalMovesType
from .osiron_move_result import OsironMoveResult
from .osiron_movement import OsironMovement
from .osiron_new_game import OsironNewGame
from .osiron_new_game_type import OsironNewGameType
from .osiron_new_ticket import OsironNewTicket
from .osiron_new_ticket_seats import OsironNewTicketSeats
from .osiron_new_ticket_type import OsironNewTicketType
from .osiron_options import OsironOptions
from .osiron_options_input import OsironOptionsInput
from .osiron_options_input_layout_type_0 import OsironOptionsInputLayoutType0
from .osiron_options_layout_type_0 import OsironOptionsLayoutType0
from .osiron_pass_move import OsironPassMove
from .osiron_pass_move_action import OsironPassMoveAction
from .osiron_pass_move_input import OsironPassMoveInput
from .osiron_pass_move_input_action import OsironPassMoveInputAction
from .osiron_place_move import OsironPlaceMove
from .osiron_place_move_action import OsironPlaceMoveAction
from .osiron_place_move_input import OsironPlaceMoveInput
from .osiron_place_move_input_action import OsironPlaceMoveInputAction
from .osiron_record import OsironRecord
from .osiron_reference import OsironReference
from .osiron_reference_beginner_layout import OsironReferenceBeginnerLayout
from .osiron_reference_bordering import OsironReferenceBordering
from .osiron_reference_circle_centres import OsironReferenceCircleCentres
from .osiron_reference_circle_centres_additional_property import (
    OsironReferenceCircleCentresAdditionalProperty,
)
from .osiron_reference_circles import OsironReferenceCircles
from .osiron_reference_coordinates import OsironReferenceCoordinates
from .osiron_reference_coordinates_additional_property import (
    OsironReferenceCoordinatesAdditionalProperty,
)
from .osiron_reference_pointing import OsironReferencePointing
from .osiron_reference_triangles import OsironReferenceTriangles
from .osiron_result import OsironResult
from .osiron_result_reason import OsironResultReason
from .osiron_setup import OsironSetup
from .osiron_space import OsironSpace
from .osiron_stream_entry import OsironStreamEntry
from .osiron_stream_entry_event import OsironStreamEntryEvent
from .osiron_stream_entry_replaced_by import OsironStreamEntryReplacedBy
from .osiron_view import OsironView
from .osiron_view_board import OsironViewBoard
from .osiron_view_last_exchange_type_0 import OsironViewLastExchangeType0
from .osiron_view_outcome_type_0 import OsironViewOutcomeType0
from .osiron_view_outcome_type_0_completed import OsironViewOutcomeType0Completed
from .osiron_view_outcome_type_0_reason import OsironViewOutcomeType0Reason
from .osiron_view_phase import OsironViewPhase
from .osiron_view_pieces import OsironViewPieces
from .osiron_view_relation_type_1 import OsironViewRelationType1
from .osiron_view_relation_type_2_type_1 import OsironViewRelationType2Type1
from .osiron_view_relation_type_3_type_1 import OsironViewRelationType3Type1
from .osiron_view_targets_type_0 import OsironViewTargetsType0
from .player import Player
from .player_deleted_event import PlayerDeletedEvent
from .player_deleted_event_data import PlayerDeletedEventData
from .player_deleted_event_type import PlayerDeletedEventType
from .player_deletion import PlayerDeletion
from .player_export import PlayerExport
from .player_export_archived_games_item import PlayerExportArchivedGamesItem
from .player_export_live_games_item import PlayerExportLiveGamesItem
from .player_export_rating_changes_item import PlayerExportRatingChangesItem
from .player_rating import PlayerRating
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors import ProblemErrors
from .rating_change import RatingChange
from .rating_history import RatingHistory
from .rating_history_changes_item import RatingHistoryChangesItem
from .rating_value import RatingValue
from .rematch import Rematch
from .rematch_request import RematchRequest
from .score_result import ScoreResult
from .score_result_outcome import ScoreResultOutcome
from .seat import Seat
from .seat_kind import SeatKind
from .seat_spec import SeatSpec
from .seat_spec_kind import SeatSpecKind
from .seat_summary import SeatSummary
from .seat_summary_kind import SeatSummaryKind
from .seat_token import SeatToken
from .stale_result import StaleResult
from .stale_result_outcome import StaleResultOutcome
from .submit_move_notation import SubmitMoveNotation
from .submit_move_object import SubmitMoveObject
from .ticket import Ticket
from .ticket_clock_type_0 import TicketClockType0
from .ticket_expired_event import TicketExpiredEvent
from .ticket_expired_event_data import TicketExpiredEventData
from .ticket_expired_event_type import TicketExpiredEventType
from .ticket_game import TicketGame
from .ticket_game_seat_tokens import TicketGameSeatTokens
from .ticket_matched_event import TicketMatchedEvent
from .ticket_matched_event_data import TicketMatchedEventData
from .ticket_matched_event_type import TicketMatchedEventType
from .ticket_seats import TicketSeats
from .ticket_status import TicketStatus
from .webhook_list import WebhookList
from .webhook_message import WebhookMessage
from .webhook_message_data_type_1 import WebhookMessageDataType1
from .webhook_out import WebhookOut
from .webhook_out_status import WebhookOutStatus

__all__ = (
    "AiLevel",
    "AiMoveRequest",
    "AiMoveRequestLevel",
    "AiTurnResult",
    "AiTurnResultOutcome",
    "Analysis",
    "AnalysisLevel",
    "AnalysisPly",
    "AnalysisPlyClass",
    "AnalysisRequest",
    "AnalysisRequestLevel",
    "AnalysisResult",
    "AnalysisResultLevel",
    "AnalysisResultOutcome",
    "AnalysisSeat",
    "AnalysisSeatClasses",
    "AnalysisThresholds",
    "ArchivedGameLine",
    "Clock",
    "ClockType",
    "ConfigureSeat",
    "ConfigureSeatKind",
    "ConfigureSeatLevel",
    "CreateWebhook",
    "CreateWebhookEventsItem",
    "CreatedGame",
    "CreatedGameSeatTokens",
    "DeliveryList",
    "DeliveryOut",
    "DrawAction",
    "DrawActionAction",
    "EmptyClockSettings",
    "ExportArchiveStatus",
    "FeedStreamEventType1",
    "FollowFeedResponse200",
    "FollowFeedResponse200Event",
    "FollowFeedTypesItem",
    "FollowGameNames",
    "FollowGameResponse200",
    "FollowGameResponse200Event",
    "GameClockSettings",
    "GameClockSettingsType",
    "GamePage",
    "GameStatus",
    "GameSummary",
    "GameType",
    "GameTypeList",
    "GetAnalysisLevel",
    "GetAnalysisSvgLevel",
    "GetBoardPngCoords",
    "GetBoardPngLang",
    "GetBoardSvgCoords",
    "GetBoardSvgLang",
    "GetLeaderboardGameType",
    "GetMatchmakingStatsType",
    "GetRatingHistoryType",
    "Health",
    "HealthChecks",
    "HintResult",
    "HintResultAlternativesItem",
    "HintResultOutcome",
    "HistoryEntryType",
    "IsaacBreakdown",
    "IsaacBreakdownTieBreakType0",
    "IsaacBreakdownUnplacedItem",
    "IsaacDirection",
    "IsaacFeedEvent",
    "IsaacFeedEventData",
    "IsaacFeedEventDataKind",
    "IsaacFeedEventDataReplacedBy",
    "IsaacFeedEventGameType",
    "IsaacFeedEventType",
    "IsaacGame",
    "IsaacGameType",
    "IsaacGameTypeInfo",
    "IsaacGameTypeInfoId",
    "IsaacGameTypeInfoOptionsItem",
    "IsaacGameTypeInfoOptionsItemType",
    "IsaacGameTypeInfoSeatNames",
    "IsaacHistoryEntry",
    "IsaacHistoryEntryReplacedBy",
    "IsaacHistoryPage",
    "IsaacHistoryPageType",
    "IsaacLegalMoves",
    "IsaacLegalMovesType",
    "IsaacMoveResult",
    "IsaacNewGame",
    "IsaacNewGameType",
    "IsaacNewTicket",
    "IsaacNewTicketSeats",
    "IsaacNewTicketType",
    "IsaacOptions",
    "IsaacOptionsInput",
    "IsaacPassMove",
    "IsaacPassMoveAction",
    "IsaacPassMoveInput",
    "IsaacPassMoveInputAction",
    "IsaacPlaceMove",
    "IsaacPlaceMoveAction",
    "IsaacPlaceMoveInput",
    "IsaacPlaceMoveInputAction",
    "IsaacRecord",
    "IsaacReference",
    "IsaacReferenceBoard",
    "IsaacReferenceCoordinates",
    "IsaacReferencePiecesItem",
    "IsaacRemoveMove",
    "IsaacRemoveMoveAction",
    "IsaacRemoveMoveInput",
    "IsaacRemoveMoveInputAction",
    "IsaacResult",
    "IsaacResultReason",
    "IsaacStreamEntry",
    "IsaacStreamEntryEvent",
    "IsaacStreamEntryReplacedBy",
    "IsaacView",
    "IsaacViewGame",
    "IsaacViewHandsItem",
    "IsaacViewPhase",
    "IsaacViewPiecesItem",
    "IsaacViewReasonType1",
    "IsaacViewReasonType2Type1",
    "IsaacViewReasonType3Type1",
    "IsisOsirisBreakdown",
    "IsisOsirisBreakdownRoundsItem",
    "IsisOsirisBreakdownRoundsItemSeatsItem",
    "IsisOsirisBreakdownRoundsItemSeatsItemStonesItem",
    "IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem",
    "IsisOsirisCellName",
    "IsisOsirisFeedEvent",
    "IsisOsirisFeedEventData",
    "IsisOsirisFeedEventDataKind",
    "IsisOsirisFeedEventDataReplacedBy",
    "IsisOsirisFeedEventGameType",
    "IsisOsirisFeedEventType",
    "IsisOsirisGame",
    "IsisOsirisGameType",
    "IsisOsirisGameTypeInfo",
    "IsisOsirisGameTypeInfoId",
    "IsisOsirisGameTypeInfoOptionsItem",
    "IsisOsirisGameTypeInfoOptionsItemType",
    "IsisOsirisGameTypeInfoSeatNames",
    "IsisOsirisHistoryEntry",
    "IsisOsirisHistoryEntryReplacedBy",
    "IsisOsirisHistoryPage",
    "IsisOsirisHistoryPageType",
    "IsisOsirisLegalMoves",
    "IsisOsirisLegalMovesType",
    "IsisOsirisMoveResult",
    "IsisOsirisNewGame",
    "IsisOsirisNewGameType",
    "IsisOsirisNewTicket",
    "IsisOsirisNewTicketSeats",
    "IsisOsirisNewTicketType",
    "IsisOsirisOptions",
    "IsisOsirisOptionsFirstSeatType1",
    "IsisOsirisOptionsInput",
    "IsisOsirisOptionsInputFirstSeatType1",
    "IsisOsirisOptionsInputReserve",
    "IsisOsirisOptionsInputTileMemory",
    "IsisOsirisOptionsReserve",
    "IsisOsirisOptionsTileMemory",
    "IsisOsirisPassMove",
    "IsisOsirisPassMoveAction",
    "IsisOsirisPassMoveInput",
    "IsisOsirisPassMoveInputAction",
    "IsisOsirisRecord",
    "IsisOsirisRecordScored",
    "IsisOsirisReference",
    "IsisOsirisReferenceBoard",
    "IsisOsirisReferenceCommonReserve",
    "IsisOsirisReferenceCommonReserveStones",
    "IsisOsirisReferenceMaterial",
    "IsisOsirisReferenceMaterialAdditionalProperty",
    "IsisOsirisReferenceTilesItem",
    "IsisOsirisResult",
    "IsisOsirisResultReason",
    "IsisOsirisRevealMove",
    "IsisOsirisRevealMoveAction",
    "IsisOsirisRevealMoveInput",
    "IsisOsirisRevealMoveInputAction",
    "IsisOsirisStone",
    "IsisOsirisStoneMove",
    "IsisOsirisStoneMoveAction",
    "IsisOsirisStoneMoveInput",
    "IsisOsirisStoneMoveInputAction",
    "IsisOsirisStreamEntry",
    "IsisOsirisStreamEntryEvent",
    "IsisOsirisStreamEntryReplacedBy",
    "IsisOsirisTile",
    "IsisOsirisTileMove",
    "IsisOsirisTileMoveAction",
    "IsisOsirisTileMoveInput",
    "IsisOsirisTileMoveInputAction",
    "IsisOsirisView",
    "IsisOsirisViewBoard",
    "IsisOsirisViewFinishedRoundsItem",
    "IsisOsirisViewFinishedRoundsItemBoard",
    "IsisOsirisViewGame",
    "IsisOsirisViewReasonType1",
    "IsisOsirisViewReasonType2Type1",
    "IsisOsirisViewReasonType3Type1",
    "Job",
    "JobKind",
    "JobStatus",
    "JoinSeat",
    "JoinedSeat",
    "Leaderboard",
    "LeaderboardPlayersItem",
    "ListGamesStatus",
    "MatchmakingStats",
    "MatchmakingStatsFavouriteWinProbability",
    "MatchmakingStatsWaitSeconds",
    "MoveClockSettings",
    "MoveClockSettingsType",
    "NoClock",
    "NoClockType",
    "OsironBreakdown",
    "OsironBreakdownCompleted",
    "OsironCircle",
    "OsironColour",
    "OsironExchangeMove",
    "OsironExchangeMoveAction",
    "OsironExchangeMoveInput",
    "OsironExchangeMoveInputAction",
    "OsironFeedEvent",
    "OsironFeedEventData",
    "OsironFeedEventDataKind",
    "OsironFeedEventDataReplacedBy",
    "OsironFeedEventGameType",
    "OsironFeedEventType",
    "OsironGame",
    "OsironGameType",
    "OsironGameTypeInfo",
    "OsironGameTypeInfoId",
    "OsironGameTypeInfoOptionsItem",
    "OsironGameTypeInfoOptionsItemType",
    "OsironGameTypeInfoSeatNames",
    "OsironHistoryEntry",
    "OsironHistoryEntryReplacedBy",
    "OsironHistoryPage",
    "OsironHistoryPageType",
    "OsironLegalMoves",
    "OsironLegalMovesType",
    "OsironMoveResult",
    "OsironMovement",
    "OsironNewGame",
    "OsironNewGameType",
    "OsironNewTicket",
    "OsironNewTicketSeats",
    "OsironNewTicketType",
    "OsironOptions",
    "OsironOptionsInput",
    "OsironOptionsInputLayoutType0",
    "OsironOptionsLayoutType0",
    "OsironPassMove",
    "OsironPassMoveAction",
    "OsironPassMoveInput",
    "OsironPassMoveInputAction",
    "OsironPlaceMove",
    "OsironPlaceMoveAction",
    "OsironPlaceMoveInput",
    "OsironPlaceMoveInputAction",
    "OsironRecord",
    "OsironReference",
    "OsironReferenceBeginnerLayout",
    "OsironReferenceBordering",
    "OsironReferenceCircleCentres",
    "OsironReferenceCircleCentresAdditionalProperty",
    "OsironReferenceCircles",
    "OsironReferenceCoordinates",
    "OsironReferenceCoordinatesAdditionalProperty",
    "OsironReferencePointing",
    "OsironReferenceTriangles",
    "OsironResult",
    "OsironResultReason",
    "OsironSetup",
    "OsironSpace",
    "OsironStreamEntry",
    "OsironStreamEntryEvent",
    "OsironStreamEntryReplacedBy",
    "OsironView",
    "OsironViewBoard",
    "OsironViewLastExchangeType0",
    "OsironViewOutcomeType0",
    "OsironViewOutcomeType0Completed",
    "OsironViewOutcomeType0Reason",
    "OsironViewPhase",
    "OsironViewPieces",
    "OsironViewRelationType1",
    "OsironViewRelationType2Type1",
    "OsironViewRelationType3Type1",
    "OsironViewTargetsType0",
    "Player",
    "PlayerDeletedEvent",
    "PlayerDeletedEventData",
    "PlayerDeletedEventType",
    "PlayerDeletion",
    "PlayerExport",
    "PlayerExportArchivedGamesItem",
    "PlayerExportLiveGamesItem",
    "PlayerExportRatingChangesItem",
    "PlayerRating",
    "Problem",
    "ProblemCode",
    "ProblemErrors",
    "RatingChange",
    "RatingHistory",
    "RatingHistoryChangesItem",
    "RatingValue",
    "Rematch",
    "RematchRequest",
    "ScoreResult",
    "ScoreResultOutcome",
    "Seat",
    "SeatKind",
    "SeatSpec",
    "SeatSpecKind",
    "SeatSummary",
    "SeatSummaryKind",
    "SeatToken",
    "StaleResult",
    "StaleResultOutcome",
    "SubmitMoveNotation",
    "SubmitMoveObject",
    "Ticket",
    "TicketClockType0",
    "TicketExpiredEvent",
    "TicketExpiredEventData",
    "TicketExpiredEventType",
    "TicketGame",
    "TicketGameSeatTokens",
    "TicketMatchedEvent",
    "TicketMatchedEventData",
    "TicketMatchedEventType",
    "TicketSeats",
    "TicketStatus",
    "WebhookList",
    "WebhookMessage",
    "WebhookMessageDataType1",
    "WebhookOut",
    "WebhookOutStatus",
)
