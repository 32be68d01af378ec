from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.clock_type import ClockType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """The clock: its settings, `remaining_seconds` per seat (game clocks; as of `updated_at`), `running` (the seat whose
    time runs), `deadline_at` (when it runs out) and `stand_ins_left`.

        Attributes:
            deadline_at (datetime.datetime | None):
            remaining_seconds (list[float] | None):
            running (int | None):
            stand_in_moves (int):
            stand_ins_left (list[int]):
            type_ (ClockType):
            increment_seconds (int | Unset):
            initial_seconds (int | Unset):
            move_seconds (int | Unset):
    """

    deadline_at: datetime.datetime | None
    remaining_seconds: list[float] | None
    running: int | None
    stand_in_moves: int
    stand_ins_left: list[int]
    type_: ClockType
    increment_seconds: int | Unset = UNSET
    initial_seconds: int | Unset = UNSET
    move_seconds: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline_at: None | str
        if isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        remaining_seconds: list[float] | None
        if isinstance(self.remaining_seconds, list):
            remaining_seconds = self.remaining_seconds

        else:
            remaining_seconds = self.remaining_seconds

        running: int | None
        running = self.running

        stand_in_moves = self.stand_in_moves

        stand_ins_left = self.stand_ins_left

        type_ = self.type_.value

        increment_seconds = self.increment_seconds

        initial_seconds = self.initial_seconds

        move_seconds = self.move_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline_at": deadline_at,
                "remaining_seconds": remaining_seconds,
                "running": running,
                "stand_in_moves": stand_in_moves,
                "stand_ins_left": stand_ins_left,
                "type": type_,
            }
        )
        if increment_seconds is not UNSET:
            field_dict["increment_seconds"] = increment_seconds
        if initial_seconds is not UNSET:
            field_dict["initial_seconds"] = initial_seconds
        if move_seconds is not UNSET:
            field_dict["move_seconds"] = move_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at"))

        def _parse_remaining_seconds(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                remaining_seconds_type_0 = cast(list[float], data)

                return remaining_seconds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        remaining_seconds = _parse_remaining_seconds(d.pop("remaining_seconds"))

        def _parse_running(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        running = _parse_running(d.pop("running"))

        stand_in_moves = d.pop("stand_in_moves")

        stand_ins_left = cast(list[int], d.pop("stand_ins_left"))

        type_ = ClockType(d.pop("type"))

        increment_seconds = d.pop("increment_seconds", UNSET)

        initial_seconds = d.pop("initial_seconds", UNSET)

        move_seconds = d.pop("move_seconds", UNSET)

        clock = cls(
            deadline_at=deadline_at,
            remaining_seconds=remaining_seconds,
            running=running,
            stand_in_moves=stand_in_moves,
            stand_ins_left=stand_ins_left,
            type_=type_,
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            move_seconds=move_seconds,
        )

        clock.additional_properties = d
        return clock

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
