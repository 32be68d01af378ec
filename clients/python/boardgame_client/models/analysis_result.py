from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_result_level import AnalysisResultLevel
from ..models.analysis_result_outcome import AnalysisResultOutcome

T = TypeVar("T", bound="AnalysisResult")


@_attrs_define
class AnalysisResult:
    """A game analysed: read it at `GET /v1/games/{id}/analysis?level=`.

    Attributes:
        level (AnalysisResultLevel):
        outcome (AnalysisResultOutcome):
    """

    level: AnalysisResultLevel
    outcome: AnalysisResultOutcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "level": level,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        level = AnalysisResultLevel(d.pop("level"))

        outcome = AnalysisResultOutcome(d.pop("outcome"))

        analysis_result = cls(
            level=level,
            outcome=outcome,
        )

        analysis_result.additional_properties = d
        return analysis_result

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
