from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stale_result_outcome import StaleResultOutcome

T = TypeVar("T", bound="StaleResult")


@_attrs_define
class StaleResult:
    """The game had moved on: the job did nothing.

    Attributes:
        game_version (int | None):
        outcome (StaleResultOutcome):
    """

    game_version: int | None
    outcome: StaleResultOutcome
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_version: int | None
        game_version = self.game_version

        outcome = self.outcome.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_version": game_version,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_game_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game_version = _parse_game_version(d.pop("game_version"))

        outcome = StaleResultOutcome(d.pop("outcome"))

        stale_result = cls(
            game_version=game_version,
            outcome=outcome,
        )

        stale_result.additional_properties = d
        return stale_result

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
