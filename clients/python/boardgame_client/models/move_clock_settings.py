from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.move_clock_settings_type import MoveClockSettingsType
from ..types import UNSET, Unset

T = TypeVar("T", bound="MoveClockSettings")


@_attrs_define
class MoveClockSettings:
    """A time per move.

    Attributes:
        move_seconds (int): Each turn within this many seconds; at least the service's minimum clock
            (`MIN_CLOCK_SECONDS`, 10 by default; shorter: 422 `invalid_clock`).
        type_ (MoveClockSettingsType):
        stand_in_moves (int | Unset): That many times per seat the AI plays the turn of a seat that ran out and its
            clock starts again (default 0).
    """

    move_seconds: int
    type_: MoveClockSettingsType
    stand_in_moves: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        move_seconds = self.move_seconds

        type_ = self.type_.value

        stand_in_moves = self.stand_in_moves

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move_seconds": move_seconds,
                "type": type_,
            }
        )
        if stand_in_moves is not UNSET:
            field_dict["stand_in_moves"] = stand_in_moves

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        move_seconds = d.pop("move_seconds")

        type_ = MoveClockSettingsType(d.pop("type"))

        stand_in_moves = d.pop("stand_in_moves", UNSET)

        move_clock_settings = cls(
            move_seconds=move_seconds,
            type_=type_,
            stand_in_moves=stand_in_moves,
        )

        return move_clock_settings
