from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.game_clock_settings_type import GameClockSettingsType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameClockSettings")


@_attrs_define
class GameClockSettings:
    """A time for the game, plus an increment per move (Fischer).

    Attributes:
        increment_seconds (int):
        initial_seconds (int): Each seat's time for the game; at least the service's minimum clock (`MIN_CLOCK_SECONDS`,
            10 by default; shorter: 422 `invalid_clock`).
        type_ (GameClockSettingsType):
        stand_in_moves (int | Unset): That many times per seat the AI plays the turn of a seat that ran out and its
            clock starts again (default 0).
    """

    increment_seconds: int
    initial_seconds: int
    type_: GameClockSettingsType
    stand_in_moves: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        increment_seconds = self.increment_seconds

        initial_seconds = self.initial_seconds

        type_ = self.type_.value

        stand_in_moves = self.stand_in_moves

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "increment_seconds": increment_seconds,
                "initial_seconds": initial_seconds,
                "type": type_,
            }
        )
        if stand_in_moves is not UNSET:
            field_dict["stand_in_moves"] = stand_in_moves

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        increment_seconds = d.pop("increment_seconds")

        initial_seconds = d.pop("initial_seconds")

        type_ = GameClockSettingsType(d.pop("type"))

        stand_in_moves = d.pop("stand_in_moves", UNSET)

        game_clock_settings = cls(
            increment_seconds=increment_seconds,
            initial_seconds=initial_seconds,
            type_=type_,
            stand_in_moves=stand_in_moves,
        )

        return game_clock_settings
