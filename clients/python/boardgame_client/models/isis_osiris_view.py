from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_view_game import IsisOsirisViewGame
from ..models.isis_osiris_view_reason_type_1 import IsisOsirisViewReasonType1
from ..models.isis_osiris_view_reason_type_2_type_1 import (
    IsisOsirisViewReasonType2Type1,
)
from ..models.isis_osiris_view_reason_type_3_type_1 import (
    IsisOsirisViewReasonType3Type1,
)

if TYPE_CHECKING:
    from ..models.isis_osiris_options import IsisOsirisOptions
    from ..models.isis_osiris_view_board import IsisOsirisViewBoard
    from ..models.isis_osiris_view_finished_rounds_item import (
        IsisOsirisViewFinishedRoundsItem,
    )


T = TypeVar("T", bound="IsisOsirisView")


@_attrs_define
class IsisOsirisView:
    """An Isis & Osiris game as one viewer may see it.

    Attributes:
        board (IsisOsirisViewBoard): Every cell by name: null when free.
        common_reserve (int | None):
        finished_rounds (list[IsisOsirisViewFinishedRoundsItem]):
        first_seat (int):
        free_cells (int):
        game (IsisOsirisViewGame):
        num_players (int):
        options (IsisOsirisOptions): Isis & Osiris options, defaults filled in.
        over (bool):
        pending_tile (int | None): A tile's value (never 0).
        reason (IsisOsirisViewReasonType1 | IsisOsirisViewReasonType2Type1 | IsisOsirisViewReasonType3Type1 | None):
        resigned (int | None):
        round_ (int):
        round_scores (list[list[int]]):
        rounds (int):
        start_seat (int):
        stones_left (list[int]):
        tiles_face_up (bool):
        tiles_left (list[int]):
        to_move (int | None):
        totals (list[int]):
        viewer (int | None):
    """

    board: IsisOsirisViewBoard
    common_reserve: int | None
    finished_rounds: list[IsisOsirisViewFinishedRoundsItem]
    first_seat: int
    free_cells: int
    game: IsisOsirisViewGame
    num_players: int
    options: IsisOsirisOptions
    over: bool
    pending_tile: int | None
    reason: (
        IsisOsirisViewReasonType1
        | IsisOsirisViewReasonType2Type1
        | IsisOsirisViewReasonType3Type1
        | None
    )
    resigned: int | None
    round_: int
    round_scores: list[list[int]]
    rounds: int
    start_seat: int
    stones_left: list[int]
    tiles_face_up: bool
    tiles_left: list[int]
    to_move: int | None
    totals: list[int]
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        common_reserve: int | None
        common_reserve = self.common_reserve

        finished_rounds = []
        for finished_rounds_item_data in self.finished_rounds:
            finished_rounds_item = finished_rounds_item_data.to_dict()
            finished_rounds.append(finished_rounds_item)

        first_seat = self.first_seat

        free_cells = self.free_cells

        game = self.game.value

        num_players = self.num_players

        options = self.options.to_dict()

        over = self.over

        pending_tile: int | None
        pending_tile = self.pending_tile

        reason: None | str
        if (
            isinstance(self.reason, IsisOsirisViewReasonType1)
            or isinstance(self.reason, IsisOsirisViewReasonType2Type1)
            or isinstance(self.reason, IsisOsirisViewReasonType3Type1)
        ):
            reason = self.reason.value
        else:
            reason = self.reason

        resigned: int | None
        resigned = self.resigned

        round_ = self.round_

        round_scores = []
        for round_scores_item_data in self.round_scores:
            round_scores_item = round_scores_item_data

            round_scores.append(round_scores_item)

        rounds = self.rounds

        start_seat = self.start_seat

        stones_left = self.stones_left

        tiles_face_up = self.tiles_face_up

        tiles_left = self.tiles_left

        to_move: int | None
        to_move = self.to_move

        totals = self.totals

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "common_reserve": common_reserve,
                "finished_rounds": finished_rounds,
                "first_seat": first_seat,
                "free_cells": free_cells,
                "game": game,
                "num_players": num_players,
                "options": options,
                "over": over,
                "pending_tile": pending_tile,
                "reason": reason,
                "resigned": resigned,
                "round": round_,
                "round_scores": round_scores,
                "rounds": rounds,
                "start_seat": start_seat,
                "stones_left": stones_left,
                "tiles_face_up": tiles_face_up,
                "tiles_left": tiles_left,
                "to_move": to_move,
                "totals": totals,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_options import IsisOsirisOptions
        from ..models.isis_osiris_view_board import IsisOsirisViewBoard
        from ..models.isis_osiris_view_finished_rounds_item import (
            IsisOsirisViewFinishedRoundsItem,
        )

        d = dict(src_dict)
        board = IsisOsirisViewBoard.from_dict(d.pop("board"))

        def _parse_common_reserve(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        common_reserve = _parse_common_reserve(d.pop("common_reserve"))

        finished_rounds = []
        _finished_rounds = d.pop("finished_rounds")
        for finished_rounds_item_data in _finished_rounds:
            finished_rounds_item = IsisOsirisViewFinishedRoundsItem.from_dict(
                finished_rounds_item_data
            )

            finished_rounds.append(finished_rounds_item)

        first_seat = d.pop("first_seat")

        free_cells = d.pop("free_cells")

        game = IsisOsirisViewGame(d.pop("game"))

        num_players = d.pop("num_players")

        options = IsisOsirisOptions.from_dict(d.pop("options"))

        over = d.pop("over")

        def _parse_pending_tile(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pending_tile = _parse_pending_tile(d.pop("pending_tile"))

        def _parse_reason(
            data: object,
        ) -> (
            IsisOsirisViewReasonType1
            | IsisOsirisViewReasonType2Type1
            | IsisOsirisViewReasonType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_1 = IsisOsirisViewReasonType1(data)

                return reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_2_type_1 = IsisOsirisViewReasonType2Type1(data)

                return reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_3_type_1 = IsisOsirisViewReasonType3Type1(data)

                return reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                IsisOsirisViewReasonType1
                | IsisOsirisViewReasonType2Type1
                | IsisOsirisViewReasonType3Type1
                | None,
                data,
            )

        reason = _parse_reason(d.pop("reason"))

        def _parse_resigned(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resigned = _parse_resigned(d.pop("resigned"))

        round_ = d.pop("round")

        round_scores = []
        _round_scores = d.pop("round_scores")
        for round_scores_item_data in _round_scores:
            round_scores_item = cast(list[int], round_scores_item_data)

            round_scores.append(round_scores_item)

        rounds = d.pop("rounds")

        start_seat = d.pop("start_seat")

        stones_left = cast(list[int], d.pop("stones_left"))

        tiles_face_up = d.pop("tiles_face_up")

        tiles_left = cast(list[int], d.pop("tiles_left"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        totals = cast(list[int], d.pop("totals"))

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        isis_osiris_view = cls(
            board=board,
            common_reserve=common_reserve,
            finished_rounds=finished_rounds,
            first_seat=first_seat,
            free_cells=free_cells,
            game=game,
            num_players=num_players,
            options=options,
            over=over,
            pending_tile=pending_tile,
            reason=reason,
            resigned=resigned,
            round_=round_,
            round_scores=round_scores,
            rounds=rounds,
            start_seat=start_seat,
            stones_left=stones_left,
            tiles_face_up=tiles_face_up,
            tiles_left=tiles_left,
            to_move=to_move,
            totals=totals,
            viewer=viewer,
        )

        isis_osiris_view.additional_properties = d
        return isis_osiris_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
