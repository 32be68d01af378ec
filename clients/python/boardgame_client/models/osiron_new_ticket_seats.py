from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="OsironNewTicketSeats")


@_attrs_define
class OsironNewTicketSeats:
    """How many seats the table may have, party included (`min` <= `max`).

    Attributes:
        max_ (int):
        min_ (int):
    """

    max_: int
    min_: int

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
                "min": min_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        osiron_new_ticket_seats = cls(
            max_=max_,
            min_=min_,
        )

        return osiron_new_ticket_seats
