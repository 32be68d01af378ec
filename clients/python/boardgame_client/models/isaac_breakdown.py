from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isaac_breakdown_tie_break_type_0 import IsaacBreakdownTieBreakType0
    from ..models.isaac_breakdown_unplaced_item import IsaacBreakdownUnplacedItem


T = TypeVar("T", bound="IsaacBreakdown")


@_attrs_define
class IsaacBreakdown:
    """
    Attributes:
        longest_removed (list[int]):
        out (list[bool]):
        scores (list[int]):
        tie_break (IsaacBreakdownTieBreakType0 | None):
        unplaced (list[IsaacBreakdownUnplacedItem]):
        resigned (int | Unset):
    """

    longest_removed: list[int]
    out: list[bool]
    scores: list[int]
    tie_break: IsaacBreakdownTieBreakType0 | None
    unplaced: list[IsaacBreakdownUnplacedItem]
    resigned: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_breakdown_tie_break_type_0 import (
            IsaacBreakdownTieBreakType0,
        )

        longest_removed = self.longest_removed

        out = self.out

        scores = self.scores

        tie_break: dict[str, Any] | None
        if isinstance(self.tie_break, IsaacBreakdownTieBreakType0):
            tie_break = self.tie_break.to_dict()
        else:
            tie_break = self.tie_break

        unplaced = []
        for unplaced_item_data in self.unplaced:
            unplaced_item = unplaced_item_data.to_dict()
            unplaced.append(unplaced_item)

        resigned = self.resigned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "longest_removed": longest_removed,
                "out": out,
                "scores": scores,
                "tie_break": tie_break,
                "unplaced": unplaced,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_breakdown_tie_break_type_0 import (
            IsaacBreakdownTieBreakType0,
        )
        from ..models.isaac_breakdown_unplaced_item import IsaacBreakdownUnplacedItem

        d = dict(src_dict)
        longest_removed = cast(list[int], d.pop("longest_removed"))

        out = cast(list[bool], d.pop("out"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_tie_break(data: object) -> IsaacBreakdownTieBreakType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tie_break_type_0 = IsaacBreakdownTieBreakType0.from_dict(data)

                return tie_break_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsaacBreakdownTieBreakType0 | None, data)

        tie_break = _parse_tie_break(d.pop("tie_break"))

        unplaced = []
        _unplaced = d.pop("unplaced")
        for unplaced_item_data in _unplaced:
            unplaced_item = IsaacBreakdownUnplacedItem.from_dict(unplaced_item_data)

            unplaced.append(unplaced_item)

        resigned = d.pop("resigned", UNSET)

        isaac_breakdown = cls(
            longest_removed=longest_removed,
            out=out,
            scores=scores,
            tie_break=tie_break,
            unplaced=unplaced,
            resigned=resigned,
        )

        isaac_breakdown.additional_properties = d
        return isaac_breakdown

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
