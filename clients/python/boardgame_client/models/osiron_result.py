from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_result_reason import OsironResultReason

if TYPE_CHECKING:
    from ..models.osiron_breakdown import OsironBreakdown


T = TypeVar("T", bound="OsironResult")


@_attrs_define
class OsironResult:
    """The final result: `scores` per seat (null after a resignation or timeout in Isis & Osiris), `winners` (several on a
    shared win), `draw`.

        Attributes:
            breakdown (OsironBreakdown):
            draw (bool):
            reason (OsironResultReason):
            scores (list[float] | None):
            winners (list[int]):
    """

    breakdown: OsironBreakdown
    draw: bool
    reason: OsironResultReason
    scores: list[float] | None
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        draw = self.draw

        reason = self.reason.value

        scores: list[float] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "breakdown": breakdown,
                "draw": draw,
                "reason": reason,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_breakdown import OsironBreakdown

        d = dict(src_dict)
        breakdown = OsironBreakdown.from_dict(d.pop("breakdown"))

        draw = d.pop("draw")

        reason = OsironResultReason(d.pop("reason"))

        def _parse_scores(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[float], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        scores = _parse_scores(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        osiron_result = cls(
            breakdown=breakdown,
            draw=draw,
            reason=reason,
            scores=scores,
            winners=winners,
        )

        osiron_result.additional_properties = d
        return osiron_result

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
