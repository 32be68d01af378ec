from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isis_osiris_reveal_move_input_action import (
    IsisOsirisRevealMoveInputAction,
)

T = TypeVar("T", bound="IsisOsirisRevealMoveInput")


@_attrs_define
class IsisOsirisRevealMoveInput:
    """Turn up the next tile of your reserve (or the common reserve).

    Attributes:
        action (IsisOsirisRevealMoveInputAction):
    """

    action: IsisOsirisRevealMoveInputAction

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
        action = IsisOsirisRevealMoveInputAction(d.pop("action"))

        isis_osiris_reveal_move_input = cls(
            action=action,
        )

        return isis_osiris_reveal_move_input
