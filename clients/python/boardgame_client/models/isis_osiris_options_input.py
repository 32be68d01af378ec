from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.isis_osiris_options_input_first_seat_type_1 import (
    IsisOsirisOptionsInputFirstSeatType1,
)
from ..models.isis_osiris_options_input_reserve import IsisOsirisOptionsInputReserve
from ..models.isis_osiris_options_input_tile_memory import (
    IsisOsirisOptionsInputTileMemory,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="IsisOsirisOptionsInput")


@_attrs_define
class IsisOsirisOptionsInput:
    """Isis & Osiris options; missing ones take their defaults (`first_seat` 0, `tile_memory` public, `reserve` personal,
    `rounds` 1).

        Attributes:
            first_seat (int | IsisOsirisOptionsInputFirstSeatType1 | Unset): Seat that starts the first game (below the
                number of players), or `random` (drawn from the seed).
            reserve (IsisOsirisOptionsInputReserve | Unset):
            rounds (int | Unset):
            tile_memory (IsisOsirisOptionsInputTileMemory | Unset):
    """

    first_seat: int | IsisOsirisOptionsInputFirstSeatType1 | Unset = UNSET
    reserve: IsisOsirisOptionsInputReserve | Unset = UNSET
    rounds: int | Unset = UNSET
    tile_memory: IsisOsirisOptionsInputTileMemory | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_seat: int | str | Unset
        if isinstance(self.first_seat, Unset):
            first_seat = UNSET
        elif isinstance(self.first_seat, IsisOsirisOptionsInputFirstSeatType1):
            first_seat = self.first_seat.value
        else:
            first_seat = self.first_seat

        reserve: str | Unset = UNSET
        if not isinstance(self.reserve, Unset):
            reserve = self.reserve.value

        rounds = self.rounds

        tile_memory: str | Unset = UNSET
        if not isinstance(self.tile_memory, Unset):
            tile_memory = self.tile_memory.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_seat is not UNSET:
            field_dict["first_seat"] = first_seat
        if reserve is not UNSET:
            field_dict["reserve"] = reserve
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if tile_memory is not UNSET:
            field_dict["tile_memory"] = tile_memory

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_first_seat(
            data: object,
        ) -> int | IsisOsirisOptionsInputFirstSeatType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_seat_type_1 = IsisOsirisOptionsInputFirstSeatType1(data)

                return first_seat_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | IsisOsirisOptionsInputFirstSeatType1 | Unset, data)

        first_seat = _parse_first_seat(d.pop("first_seat", UNSET))

        _reserve = d.pop("reserve", UNSET)
        reserve: IsisOsirisOptionsInputReserve | Unset
        if isinstance(_reserve, Unset):
            reserve = UNSET
        else:
            reserve = IsisOsirisOptionsInputReserve(_reserve)

        rounds = d.pop("rounds", UNSET)

        _tile_memory = d.pop("tile_memory", UNSET)
        tile_memory: IsisOsirisOptionsInputTileMemory | Unset
        if isinstance(_tile_memory, Unset):
            tile_memory = UNSET
        else:
            tile_memory = IsisOsirisOptionsInputTileMemory(_tile_memory)

        isis_osiris_options_input = cls(
            first_seat=first_seat,
            reserve=reserve,
            rounds=rounds,
            tile_memory=tile_memory,
        )

        return isis_osiris_options_input
