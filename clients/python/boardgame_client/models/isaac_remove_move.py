from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isaac_remove_move_action import IsaacRemoveMoveAction

T = TypeVar("T", bound="IsaacRemoveMove")


@_attrs_define
class IsaacRemoveMove:
    """Remove your piece at `cell` and advance your counter by `advance`.

    Attributes:
        action (IsaacRemoveMoveAction):
        advance (int):
        cell (str): A cell in Dark's coordinates: two digits, row then column.
    """

    action: IsaacRemoveMoveAction
    advance: int
    cell: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        advance = self.advance

        cell = self.cell

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        action = IsaacRemoveMoveAction(d.pop("action"))

        advance = d.pop("advance")

        cell = d.pop("cell")

        isaac_remove_move = cls(
            action=action,
            advance=advance,
            cell=cell,
        )

        isaac_remove_move.additional_properties = d
        return isaac_remove_move

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
