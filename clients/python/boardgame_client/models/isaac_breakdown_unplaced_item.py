from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IsaacBreakdownUnplacedItem")


@_attrs_define
class IsaacBreakdownUnplacedItem:
    """Pieces not placed yet, by length.

    Attributes:
        field_3 (int):
        field_4 (int):
        field_5 (int):
        field_6 (int):
        field_7 (int):
    """

    field_3: int
    field_4: int
    field_5: int
    field_6: int
    field_7: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field_3 = self.field_3

        field_4 = self.field_4

        field_5 = self.field_5

        field_6 = self.field_6

        field_7 = self.field_7

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "3": field_3,
                "4": field_4,
                "5": field_5,
                "6": field_6,
                "7": field_7,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field_3 = d.pop("3")

        field_4 = d.pop("4")

        field_5 = d.pop("5")

        field_6 = d.pop("6")

        field_7 = d.pop("7")

        isaac_breakdown_unplaced_item = cls(
            field_3=field_3,
            field_4=field_4,
            field_5=field_5,
            field_6=field_6,
            field_7=field_7,
        )

        isaac_breakdown_unplaced_item.additional_properties = d
        return isaac_breakdown_unplaced_item

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
