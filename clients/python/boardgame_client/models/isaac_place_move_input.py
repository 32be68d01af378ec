from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isaac_direction import IsaacDirection
from ..models.isaac_place_move_input_action import IsaacPlaceMoveInputAction

T = TypeVar("T", bound="IsaacPlaceMoveInput")


@_attrs_define
class IsaacPlaceMoveInput:
    """Place a piece of `length` from `cell`, horizontally (h) or vertically (v).

    Attributes:
        action (IsaacPlaceMoveInputAction):
        cell (str): A cell in Dark's coordinates: two digits, row then column.
        dir_ (IsaacDirection): h: horizontal, v: vertical.
        length (int):
    """

    action: IsaacPlaceMoveInputAction
    cell: str
    dir_: IsaacDirection
    length: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cell = self.cell

        dir_ = self.dir_.value

        length = self.length

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cell": cell,
                "dir": dir_,
                "length": length,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = IsaacPlaceMoveInputAction(d.pop("action"))

        cell = d.pop("cell")

        dir_ = IsaacDirection(d.pop("dir"))

        length = d.pop("length")

        isaac_place_move_input = cls(
            action=action,
            cell=cell,
            dir_=dir_,
            length=length,
        )

        return isaac_place_move_input
