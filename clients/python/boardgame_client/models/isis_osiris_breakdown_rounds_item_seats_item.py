from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_breakdown_rounds_item_seats_item_stones_item import (
        IsisOsirisBreakdownRoundsItemSeatsItemStonesItem,
    )


T = TypeVar("T", bound="IsisOsirisBreakdownRoundsItemSeatsItem")


@_attrs_define
class IsisOsirisBreakdownRoundsItemSeatsItem:
    """
    Attributes:
        seat (int):
        stones (list[IsisOsirisBreakdownRoundsItemSeatsItemStonesItem]):
        total (int):
    """

    seat: int
    stones: list[IsisOsirisBreakdownRoundsItemSeatsItemStonesItem]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stones = []
        for stones_item_data in self.stones:
            stones_item = stones_item_data.to_dict()
            stones.append(stones_item)

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "stones": stones,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_breakdown_rounds_item_seats_item_stones_item import (
            IsisOsirisBreakdownRoundsItemSeatsItemStonesItem,
        )

        d = dict(src_dict)
        seat = d.pop("seat")

        stones = []
        _stones = d.pop("stones")
        for stones_item_data in _stones:
            stones_item = IsisOsirisBreakdownRoundsItemSeatsItemStonesItem.from_dict(
                stones_item_data
            )

            stones.append(stones_item)

        total = d.pop("total")

        isis_osiris_breakdown_rounds_item_seats_item = cls(
            seat=seat,
            stones=stones,
            total=total,
        )

        isis_osiris_breakdown_rounds_item_seats_item.additional_properties = d
        return isis_osiris_breakdown_rounds_item_seats_item

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
