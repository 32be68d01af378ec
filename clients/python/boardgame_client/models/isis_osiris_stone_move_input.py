from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isis_osiris_cell_name import IsisOsirisCellName
from ..models.isis_osiris_stone_move_input_action import IsisOsirisStoneMoveInputAction

T = TypeVar("T", bound="IsisOsirisStoneMoveInput")


@_attrs_define
class IsisOsirisStoneMoveInput:
    """Place one of your stones on a free cell.

    Attributes:
        action (IsisOsirisStoneMoveInputAction):
        cell (IsisOsirisCellName): A cell: column a-f, row 1-6 (a1 bottom left).
    """

    action: IsisOsirisStoneMoveInputAction
    cell: IsisOsirisCellName

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cell = self.cell.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cell": cell,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = IsisOsirisStoneMoveInputAction(d.pop("action"))

        cell = IsisOsirisCellName(d.pop("cell"))

        isis_osiris_stone_move_input = cls(
            action=action,
            cell=cell,
        )

        return isis_osiris_stone_move_input
