from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.score_result_outcome import ScoreResultOutcome

if TYPE_CHECKING:
    from ..models.isaac_result import IsaacResult
    from ..models.isis_osiris_result import IsisOsirisResult
    from ..models.osiron_result import OsironResult


T = TypeVar("T", bound="ScoreResult")


@_attrs_define
class ScoreResult:
    """A game scored.

    Attributes:
        game_version (int):
        outcome (ScoreResultOutcome):
        result (IsaacResult | IsisOsirisResult | OsironResult): The game's result.
    """

    game_version: int
    outcome: ScoreResultOutcome
    result: IsaacResult | IsisOsirisResult | OsironResult
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_result import IsisOsirisResult
        from ..models.osiron_result import OsironResult

        game_version = self.game_version

        outcome = self.outcome.value

        result: dict[str, Any]
        if isinstance(self.result, IsisOsirisResult) or isinstance(
            self.result, OsironResult
        ):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_version": game_version,
                "outcome": outcome,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_result import IsaacResult
        from ..models.isis_osiris_result import IsisOsirisResult
        from ..models.osiron_result import OsironResult

        d = dict(src_dict)
        game_version = d.pop("game_version")

        outcome = ScoreResultOutcome(d.pop("outcome"))

        def _parse_result(
            data: object,
        ) -> IsaacResult | IsisOsirisResult | OsironResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = IsisOsirisResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = OsironResult.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            result_type_2 = IsaacResult.from_dict(data)

            return result_type_2

        result = _parse_result(d.pop("result"))

        score_result = cls(
            game_version=game_version,
            outcome=outcome,
            result=result,
        )

        score_result.additional_properties = d
        return score_result

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
