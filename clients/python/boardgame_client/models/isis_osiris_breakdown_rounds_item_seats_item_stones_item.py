from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_cell_name import IsisOsirisCellName

if TYPE_CHECKING:
    from ..models.isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item import (
        IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem,
    )


T = TypeVar("T", bound="IsisOsirisBreakdownRoundsItemSeatsItemStonesItem")


@_attrs_define
class IsisOsirisBreakdownRoundsItemSeatsItemStonesItem:
    """
    Attributes:
        cell (IsisOsirisCellName): A cell: column a-f, row 1-6 (a1 bottom left).
        neighbours (list[IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem]):
        score (int):
    """

    cell: IsisOsirisCellName
    neighbours: list[IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem]
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell.value

        neighbours = []
        for neighbours_item_data in self.neighbours:
            neighbours_item = neighbours_item_data.to_dict()
            neighbours.append(neighbours_item)

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cell": cell,
                "neighbours": neighbours,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_breakdown_rounds_item_seats_item_stones_item_neighbours_item import (
            IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem,
        )

        d = dict(src_dict)
        cell = IsisOsirisCellName(d.pop("cell"))

        neighbours = []
        _neighbours = d.pop("neighbours")
        for neighbours_item_data in _neighbours:
            neighbours_item = IsisOsirisBreakdownRoundsItemSeatsItemStonesItemNeighboursItem.from_dict(
                neighbours_item_data
            )

            neighbours.append(neighbours_item)

        score = d.pop("score")

        isis_osiris_breakdown_rounds_item_seats_item_stones_item = cls(
            cell=cell,
            neighbours=neighbours,
            score=score,
        )

        isis_osiris_breakdown_rounds_item_seats_item_stones_item.additional_properties = d
        return isis_osiris_breakdown_rounds_item_seats_item_stones_item

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
