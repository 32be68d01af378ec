from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.isis_osiris_feed_event_data_kind import IsisOsirisFeedEventDataKind
from ..models.isis_osiris_feed_event_data_replaced_by import (
    IsisOsirisFeedEventDataReplacedBy,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isis_osiris_record import IsisOsirisRecord
    from ..models.isis_osiris_result import IsisOsirisResult
    from ..models.rating_change import RatingChange
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="IsisOsirisFeedEventData")


@_attrs_define
class IsisOsirisFeedEventData:
    """By type: `game_created` {status, seats}; `seat_joined`, `seat_changed` {seat, status}; `move_applied` {seat,
    records, status when it ended the game, ai, fallback}; `turn` {to_move, kind, deadline_at}; `resigned`, `timed_out`
    {seat, replaced_by?}; `draw_offered`, `draw_declined`, `draw_agreed` {seat}; `clock_warning` {seat, deadline_at};
    `game_finished` {status, result}; `game_cancelled`, `game_expired`, `game_abandoned` {status}; `rematch` {rematch}.

        Attributes:
            ai (bool | Unset):
            deadline_at (datetime.datetime | None | Unset):
            fallback (str | Unset):
            kind (IsisOsirisFeedEventDataKind | Unset):
            ratings (list[RatingChange] | Unset): A rated game's `game_finished`: each seat's rating before and after.
            records (list[IsisOsirisRecord] | Unset): The spectator's lasting view: no hidden tile.
            rematch (str | Unset): The game's id.
            replaced_by (IsisOsirisFeedEventDataReplacedBy | Unset):
            result (IsisOsirisResult | Unset): The final result: `scores` per seat (null after a resignation or timeout in
                Isis & Osiris), `winners` (several on a shared win), `draw`.
            seat (int | Unset):
            seats (list[SeatSummary] | Unset):
            stand_in (bool | Unset):
            status (GameStatus | Unset):
            to_move (int | Unset):
    """

    ai: bool | Unset = UNSET
    deadline_at: datetime.datetime | None | Unset = UNSET
    fallback: str | Unset = UNSET
    kind: IsisOsirisFeedEventDataKind | Unset = UNSET
    ratings: list[RatingChange] | Unset = UNSET
    records: list[IsisOsirisRecord] | Unset = UNSET
    rematch: str | Unset = UNSET
    replaced_by: IsisOsirisFeedEventDataReplacedBy | Unset = UNSET
    result: IsisOsirisResult | Unset = UNSET
    seat: int | Unset = UNSET
    seats: list[SeatSummary] | Unset = UNSET
    stand_in: bool | Unset = UNSET
    status: GameStatus | Unset = UNSET
    to_move: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ai = self.ai

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        fallback = self.fallback

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        ratings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = []
            for ratings_item_data in self.ratings:
                ratings_item = ratings_item_data.to_dict()
                ratings.append(ratings_item)

        records: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.records, Unset):
            records = []
            for records_item_data in self.records:
                records_item = records_item_data.to_dict()
                records.append(records_item)

        rematch = self.rematch

        replaced_by: str | Unset = UNSET
        if not isinstance(self.replaced_by, Unset):
            replaced_by = self.replaced_by.value

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        seat = self.seat

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)

        stand_in = self.stand_in

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        to_move = self.to_move

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if ai is not UNSET:
            field_dict["ai"] = ai
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if fallback is not UNSET:
            field_dict["fallback"] = fallback
        if kind is not UNSET:
            field_dict["kind"] = kind
        if ratings is not UNSET:
            field_dict["ratings"] = ratings
        if records is not UNSET:
            field_dict["records"] = records
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if replaced_by is not UNSET:
            field_dict["replaced_by"] = replaced_by
        if result is not UNSET:
            field_dict["result"] = result
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seats is not UNSET:
            field_dict["seats"] = seats
        if stand_in is not UNSET:
            field_dict["stand_in"] = stand_in
        if status is not UNSET:
            field_dict["status"] = status
        if to_move is not UNSET:
            field_dict["to_move"] = to_move

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_record import IsisOsirisRecord
        from ..models.isis_osiris_result import IsisOsirisResult
        from ..models.rating_change import RatingChange
        from ..models.seat_summary import SeatSummary

        d = dict(src_dict)
        ai = d.pop("ai", UNSET)

        def _parse_deadline_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        fallback = d.pop("fallback", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: IsisOsirisFeedEventDataKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = IsisOsirisFeedEventDataKind(_kind)

        _ratings = d.pop("ratings", UNSET)
        ratings: list[RatingChange] | Unset = UNSET
        if _ratings is not UNSET:
            ratings = []
            for ratings_item_data in _ratings:
                ratings_item = RatingChange.from_dict(ratings_item_data)

                ratings.append(ratings_item)

        _records = d.pop("records", UNSET)
        records: list[IsisOsirisRecord] | Unset = UNSET
        if _records is not UNSET:
            records = []
            for records_item_data in _records:
                records_item = IsisOsirisRecord.from_dict(records_item_data)

                records.append(records_item)

        rematch = d.pop("rematch", UNSET)

        _replaced_by = d.pop("replaced_by", UNSET)
        replaced_by: IsisOsirisFeedEventDataReplacedBy | Unset
        if isinstance(_replaced_by, Unset):
            replaced_by = UNSET
        else:
            replaced_by = IsisOsirisFeedEventDataReplacedBy(_replaced_by)

        _result = d.pop("result", UNSET)
        result: IsisOsirisResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = IsisOsirisResult.from_dict(_result)

        seat = d.pop("seat", UNSET)

        _seats = d.pop("seats", UNSET)
        seats: list[SeatSummary] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = SeatSummary.from_dict(seats_item_data)

                seats.append(seats_item)

        stand_in = d.pop("stand_in", UNSET)

        _status = d.pop("status", UNSET)
        status: GameStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = GameStatus(_status)

        to_move = d.pop("to_move", UNSET)

        isis_osiris_feed_event_data = cls(
            ai=ai,
            deadline_at=deadline_at,
            fallback=fallback,
            kind=kind,
            ratings=ratings,
            records=records,
            rematch=rematch,
            replaced_by=replaced_by,
            result=result,
            seat=seat,
            seats=seats,
            stand_in=stand_in,
            status=status,
            to_move=to_move,
        )

        isis_osiris_feed_event_data.additional_properties = d
        return isis_osiris_feed_event_data

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
