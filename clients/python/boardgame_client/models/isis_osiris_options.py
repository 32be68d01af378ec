from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_options_first_seat_type_1 import (
    IsisOsirisOptionsFirstSeatType1,
)
from ..models.isis_osiris_options_reserve import IsisOsirisOptionsReserve
from ..models.isis_osiris_options_tile_memory import IsisOsirisOptionsTileMemory

T = TypeVar("T", bound="IsisOsirisOptions")


@_attrs_define
class IsisOsirisOptions:
    """Isis & Osiris options, defaults filled in.

    Attributes:
        first_seat (int | IsisOsirisOptionsFirstSeatType1): Seat that starts the first game (below the number of
            players), or `random` (drawn from the seed).
        reserve (IsisOsirisOptionsReserve):
        rounds (int):
        tile_memory (IsisOsirisOptionsTileMemory):
    """

    first_seat: int | IsisOsirisOptionsFirstSeatType1
    reserve: IsisOsirisOptionsReserve
    rounds: int
    tile_memory: IsisOsirisOptionsTileMemory
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_seat: int | str
        if isinstance(self.first_seat, IsisOsirisOptionsFirstSeatType1):
            first_seat = self.first_seat.value
        else:
            first_seat = self.first_seat

        reserve = self.reserve.value

        rounds = self.rounds

        tile_memory = self.tile_memory.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_seat": first_seat,
                "reserve": reserve,
                "rounds": rounds,
                "tile_memory": tile_memory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_first_seat(data: object) -> int | IsisOsirisOptionsFirstSeatType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_seat_type_1 = IsisOsirisOptionsFirstSeatType1(data)

                return first_seat_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | IsisOsirisOptionsFirstSeatType1, data)

        first_seat = _parse_first_seat(d.pop("first_seat"))

        reserve = IsisOsirisOptionsReserve(d.pop("reserve"))

        rounds = d.pop("rounds")

        tile_memory = IsisOsirisOptionsTileMemory(d.pop("tile_memory"))

        isis_osiris_options = cls(
            first_seat=first_seat,
            reserve=reserve,
            rounds=rounds,
            tile_memory=tile_memory,
        )

        isis_osiris_options.additional_properties = d
        return isis_osiris_options

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
