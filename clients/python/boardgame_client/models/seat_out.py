from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_out_kind import SeatOutKind

T = TypeVar("T", bound="SeatOut")


@_attrs_define
class SeatOut:
    """
    Attributes:
        colour (str): The seat's name in the game (e.g. `light`).
        kind (SeatOutKind):
        level (None | str):
        name (None | str):
        open_ (bool): Waiting for a player to join.
        seat (int):
    """

    colour: str
    kind: SeatOutKind
    level: None | str
    name: None | str
    open_: bool
    seat: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        kind = self.kind.value

        level: None | str
        level = self.level

        name: None | str
        name = self.name

        open_ = self.open_

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "kind": kind,
                "level": level,
                "name": name,
                "open": open_,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        kind = SeatOutKind(d.pop("kind"))

        def _parse_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        level = _parse_level(d.pop("level"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        open_ = d.pop("open")

        seat = d.pop("seat")

        seat_out = cls(
            colour=colour,
            kind=kind,
            level=level,
            name=name,
            open_=open_,
            seat=seat,
        )

        return seat_out
