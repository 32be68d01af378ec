from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalysisSeatClasses")


@_attrs_define
class AnalysisSeatClasses:
    """How many of the seat's moves fell in each class.

    Attributes:
        best (int):
        blunder (int):
        good (int):
        inaccuracy (int):
        mistake (int):
    """

    best: int
    blunder: int
    good: int
    inaccuracy: int
    mistake: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        best = self.best

        blunder = self.blunder

        good = self.good

        inaccuracy = self.inaccuracy

        mistake = self.mistake

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "best": best,
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
        best = d.pop("best")

        blunder = d.pop("blunder")

        good = d.pop("good")

        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        analysis_seat_classes = cls(
            best=best,
            blunder=blunder,
            good=good,
            inaccuracy=inaccuracy,
            mistake=mistake,
        )

        analysis_seat_classes.additional_properties = d
        return analysis_seat_classes

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
