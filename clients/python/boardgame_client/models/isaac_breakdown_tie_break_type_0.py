from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IsaacBreakdownTieBreakType0")


@_attrs_define
class IsaacBreakdownTieBreakType0:
    """
    Attributes:
        decided_by (str):
        unplaced_count (list[int]):
        unplaced_length (list[int]):
    """

    decided_by: str
    unplaced_count: list[int]
    unplaced_length: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decided_by = self.decided_by

        unplaced_count = self.unplaced_count

        unplaced_length = self.unplaced_length

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decided_by": decided_by,
                "unplaced_count": unplaced_count,
                "unplaced_length": unplaced_length,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decided_by = d.pop("decided_by")

        unplaced_count = cast(list[int], d.pop("unplaced_count"))

        unplaced_length = cast(list[int], d.pop("unplaced_length"))

        isaac_breakdown_tie_break_type_0 = cls(
            decided_by=decided_by,
            unplaced_count=unplaced_count,
            unplaced_length=unplaced_length,
        )

        isaac_breakdown_tie_break_type_0.additional_properties = d
        return isaac_breakdown_tie_break_type_0

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
