from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_view_outcome_type_0_reason import OsironViewOutcomeType0Reason

if TYPE_CHECKING:
    from ..models.osiron_view_outcome_type_0_completed import (
        OsironViewOutcomeType0Completed,
    )


T = TypeVar("T", bound="OsironViewOutcomeType0")


@_attrs_define
class OsironViewOutcomeType0:
    """
    Attributes:
        completed (OsironViewOutcomeType0Completed):
        draw (bool):
        plies (int):
        reason (OsironViewOutcomeType0Reason):
        winners (list[int]):
    """

    completed: OsironViewOutcomeType0Completed
    draw: bool
    plies: int
    reason: OsironViewOutcomeType0Reason
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        completed = self.completed.to_dict()

        draw = self.draw

        plies = self.plies

        reason = self.reason.value

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "completed": completed,
                "draw": draw,
                "plies": plies,
                "reason": reason,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_view_outcome_type_0_completed import (
            OsironViewOutcomeType0Completed,
        )

        d = dict(src_dict)
        completed = OsironViewOutcomeType0Completed.from_dict(d.pop("completed"))

        draw = d.pop("draw")

        plies = d.pop("plies")

        reason = OsironViewOutcomeType0Reason(d.pop("reason"))

        winners = cast(list[int], d.pop("winners"))

        osiron_view_outcome_type_0 = cls(
            completed=completed,
            draw=draw,
            plies=plies,
            reason=reason,
            winners=winners,
        )

        osiron_view_outcome_type_0.additional_properties = d
        return osiron_view_outcome_type_0

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
