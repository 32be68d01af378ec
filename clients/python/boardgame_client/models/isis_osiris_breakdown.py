from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_breakdown_rounds_item import IsisOsirisBreakdownRoundsItem


T = TypeVar("T", bound="IsisOsirisBreakdown")


@_attrs_define
class IsisOsirisBreakdown:
    """
    Attributes:
        rounds (list[IsisOsirisBreakdownRoundsItem]):
        totals (list[int]):
    """

    rounds: list[IsisOsirisBreakdownRoundsItem]
    totals: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        totals = self.totals

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rounds": rounds,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_breakdown_rounds_item import (
            IsisOsirisBreakdownRoundsItem,
        )

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = IsisOsirisBreakdownRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        totals = cast(list[int], d.pop("totals"))

        isis_osiris_breakdown = cls(
            rounds=rounds,
            totals=totals,
        )

        isis_osiris_breakdown.additional_properties = d
        return isis_osiris_breakdown

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
