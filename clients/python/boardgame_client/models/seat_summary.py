from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_summary_kind import SeatSummaryKind

T = TypeVar("T", bound="SeatSummary")


@_attrs_define
class SeatSummary:
    """
    Attributes:
        kind (SeatSummaryKind):
        level (None | str):
        name (None | str):
        open_ (bool): Waiting for a player to join.
        seat (int):
    """

    kind: SeatSummaryKind
    level: None | str
    name: None | str
    open_: bool
    seat: int

    def to_dict(self) -> dict[str, Any]:
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
        kind = SeatSummaryKind(d.pop("kind"))

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

        seat_summary = cls(
            kind=kind,
            level=level,
            name=name,
            open_=open_,
            seat=seat,
        )

        return seat_summary
