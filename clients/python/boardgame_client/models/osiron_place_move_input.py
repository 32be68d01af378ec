from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.osiron_place_move_input_action import OsironPlaceMoveInputAction
from ..models.osiron_space import OsironSpace

T = TypeVar("T", bound="OsironPlaceMoveInput")


@_attrs_define
class OsironPlaceMoveInput:
    """Place a piece (setup placement).

    Attributes:
        action (OsironPlaceMoveInputAction):
        space (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
    """

    action: OsironPlaceMoveInputAction
    space: OsironSpace

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        space = self.space.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = OsironPlaceMoveInputAction(d.pop("action"))

        space = OsironSpace(d.pop("space"))

        osiron_place_move_input = cls(
            action=action,
            space=space,
        )

        return osiron_place_move_input
