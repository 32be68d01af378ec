from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isaac_pass_move_input_action import IsaacPassMoveInputAction

T = TypeVar("T", bound="IsaacPassMoveInput")


@_attrs_define
class IsaacPassMoveInput:
    """A forced pass; only ever an automatic record.

    Attributes:
        action (IsaacPassMoveInputAction):
    """

    action: IsaacPassMoveInputAction

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
        action = IsaacPassMoveInputAction(d.pop("action"))

        isaac_pass_move_input = cls(
            action=action,
        )

        return isaac_pass_move_input
