from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.draw_action_action import DrawActionAction

T = TypeVar("T", bound="DrawAction")


@_attrs_define
class DrawAction:
    """
    Attributes:
        action (DrawActionAction):
    """

    action: DrawActionAction

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
        action = DrawActionAction(d.pop("action"))

        draw_action = cls(
            action=action,
        )

        return draw_action
