from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.analysis_seat_classes import AnalysisSeatClasses


T = TypeVar("T", bound="AnalysisSeat")


@_attrs_define
class AnalysisSeat:
    """One seat's play in the game.

    Attributes:
        accuracy (float | None): Percent, 100 when every move was the best found (docs/analysis.md).
        classes (AnalysisSeatClasses): How many of the seat's moves fell in each class.
        key_moments (list[int]): The plies of the seat's worst mistakes and blunders (at most three).
        moves (int): The seat's moves judged.
        seat (int):
    """

    accuracy: float | None
    classes: AnalysisSeatClasses
    key_moments: list[int]
    moves: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accuracy: float | None
        accuracy = self.accuracy

        classes = self.classes.to_dict()

        key_moments = self.key_moments

        moves = self.moves

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accuracy": accuracy,
                "classes": classes,
                "key_moments": key_moments,
                "moves": moves,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_seat_classes import AnalysisSeatClasses

        d = dict(src_dict)

        def _parse_accuracy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        accuracy = _parse_accuracy(d.pop("accuracy"))

        classes = AnalysisSeatClasses.from_dict(d.pop("classes"))

        key_moments = cast(list[int], d.pop("key_moments"))

        moves = d.pop("moves")

        seat = d.pop("seat")

        analysis_seat = cls(
            accuracy=accuracy,
            classes=classes,
            key_moments=key_moments,
            moves=moves,
            seat=seat,
        )

        analysis_seat.additional_properties = d
        return analysis_seat

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
