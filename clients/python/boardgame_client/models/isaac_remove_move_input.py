from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isaac_remove_move_input_action import IsaacRemoveMoveInputAction

T = TypeVar("T", bound="IsaacRemoveMoveInput")


@_attrs_define
class IsaacRemoveMoveInput:
    """Remove your piece at `cell` and advance your counter by `advance`.

    Attributes:
        action (IsaacRemoveMoveInputAction):
        advance (int):
        cell (str): A cell in Dark's coordinates: two digits, row then column.
    """

    action: IsaacRemoveMoveInputAction
    advance: int
    cell: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        advance = self.advance

        cell = self.cell

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "advance": advance,
                "cell": cell,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = IsaacRemoveMoveInputAction(d.pop("action"))

        advance = d.pop("advance")

        cell = d.pop("cell")

        isaac_remove_move_input = cls(
            action=action,
            advance=advance,
            cell=cell,
        )

        return isaac_remove_move_input
