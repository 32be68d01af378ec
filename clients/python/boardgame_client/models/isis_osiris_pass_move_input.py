from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isis_osiris_pass_move_input_action import IsisOsirisPassMoveInputAction

T = TypeVar("T", bound="IsisOsirisPassMoveInput")


@_attrs_define
class IsisOsirisPassMoveInput:
    """A forced pass; only ever an automatic record.

    Attributes:
        action (IsisOsirisPassMoveInputAction):
    """

    action: IsisOsirisPassMoveInputAction

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = IsisOsirisPassMoveInputAction(d.pop("action"))

        isis_osiris_pass_move_input = cls(
            action=action,
        )

        return isis_osiris_pass_move_input
