from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.osiron_breakdown_completed import OsironBreakdownCompleted


T = TypeVar("T", bound="OsironBreakdown")


@_attrs_define
class OsironBreakdown:
    """
    Attributes:
        completed (OsironBreakdownCompleted):
        plies (int):
    """

    completed: OsironBreakdownCompleted
    plies: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        completed = self.completed.to_dict()

        plies = self.plies

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "completed": completed,
                "plies": plies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_breakdown_completed import OsironBreakdownCompleted

        d = dict(src_dict)
        completed = OsironBreakdownCompleted.from_dict(d.pop("completed"))

        plies = d.pop("plies")

        osiron_breakdown = cls(
            completed=completed,
            plies=plies,
        )

        osiron_breakdown.additional_properties = d
        return osiron_breakdown

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
