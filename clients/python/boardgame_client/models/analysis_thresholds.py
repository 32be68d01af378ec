from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalysisThresholds")


@_attrs_define
class AnalysisThresholds:
    """The least loss of each class after `best`, for this game type.

    Attributes:
        blunder (float):
        good (float):
        inaccuracy (float):
        mistake (float):
    """

    blunder: float
    good: float
    inaccuracy: float
    mistake: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blunder = self.blunder

        good = self.good

        inaccuracy = self.inaccuracy

        mistake = self.mistake

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blunder": blunder,
                "good": good,
                "inaccuracy": inaccuracy,
                "mistake": mistake,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        blunder = d.pop("blunder")

        good = d.pop("good")

        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        analysis_thresholds = cls(
            blunder=blunder,
            good=good,
            inaccuracy=inaccuracy,
            mistake=mistake,
        )

        analysis_thresholds.additional_properties = d
        return analysis_thresholds

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
