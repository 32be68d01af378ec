from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_breakdown_rounds_item_seats_item import (
        IsisOsirisBreakdownRoundsItemSeatsItem,
    )


T = TypeVar("T", bound="IsisOsirisBreakdownRoundsItem")


@_attrs_define
class IsisOsirisBreakdownRoundsItem:
    """
    Attributes:
        round_ (int):
        seats (list[IsisOsirisBreakdownRoundsItemSeatsItem]):
        start_seat (int):
        totals (list[int]):
    """

    round_: int
    seats: list[IsisOsirisBreakdownRoundsItemSeatsItem]
    start_seat: int
    totals: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        start_seat = self.start_seat

        totals = self.totals

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "seats": seats,
                "start_seat": start_seat,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_breakdown_rounds_item_seats_item import (
            IsisOsirisBreakdownRoundsItemSeatsItem,
        )

        d = dict(src_dict)
        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = IsisOsirisBreakdownRoundsItemSeatsItem.from_dict(
                seats_item_data
            )

            seats.append(seats_item)

        start_seat = d.pop("start_seat")

        totals = cast(list[int], d.pop("totals"))

        isis_osiris_breakdown_rounds_item = cls(
            round_=round_,
            seats=seats,
            start_seat=start_seat,
            totals=totals,
        )

        isis_osiris_breakdown_rounds_item.additional_properties = d
        return isis_osiris_breakdown_rounds_item

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
