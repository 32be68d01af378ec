from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.osiron_pass_move_input_action import OsironPassMoveInputAction

T = TypeVar("T", bound="OsironPassMoveInput")


@_attrs_define
class OsironPassMoveInput:
    """A forced pass; only ever an automatic record.

    Attributes:
        action (OsironPassMoveInputAction):
    """

    action: OsironPassMoveInputAction

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
        action = OsironPassMoveInputAction(d.pop("action"))

        osiron_pass_move_input = cls(
            action=action,
        )

        return osiron_pass_move_input
