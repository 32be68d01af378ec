from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.analysis_request_level import AnalysisRequestLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnalysisRequest")


@_attrs_define
class AnalysisRequest:
    """
    Attributes:
        level (AnalysisRequestLevel | Unset): How deep each move is searched: quick, standard, deep (default:
            `standard`; docs/analysis.md). Default: AnalysisRequestLevel.STANDARD.
    """

    level: AnalysisRequestLevel | Unset = AnalysisRequestLevel.STANDARD

    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: AnalysisRequestLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = AnalysisRequestLevel(_level)

        analysis_request = cls(
            level=level,
        )

        return analysis_request
