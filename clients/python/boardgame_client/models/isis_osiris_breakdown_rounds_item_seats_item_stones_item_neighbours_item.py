from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_cell_name import IsisOsirisCellName

T = TypeVar("T", bound="IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem")


@_attrs_define
class IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem:
    """
    Attributes:
        cell (IsisOsirisCellName): A cell: column a-f, row 1-6 (a1 bottom left).
        value (int): A tile's value (never 0).
    """

    cell: IsisOsirisCellName
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell.value

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cell": cell,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cell = IsisOsirisCellName(d.pop("cell"))

        value = d.pop("value")

        isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item = cls(
            cell=cell,
            value=value,
        )

        isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item.additional_properties = d
        return isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item

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
