from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_cell_name import IsisOsirisCellName
from ..models.isis_osiris_stone_move_action import IsisOsirisStoneMoveAction

T = TypeVar("T", bound="IsisOsirisStoneMove")


@_attrs_define
class IsisOsirisStoneMove:
    """Place one of your stones on a free cell.

    Attributes:
        action (IsisOsirisStoneMoveAction):
        cell (IsisOsirisCellName): A cell: column a-f, row 1-6 (a1 bottom left).
    """

    action: IsisOsirisStoneMoveAction
    cell: IsisOsirisCellName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cell = self.cell.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        action = IsisOsirisStoneMoveAction(d.pop("action"))

        cell = IsisOsirisCellName(d.pop("cell"))

        isis_osiris_stone_move = cls(
            action=action,
            cell=cell,
        )

        isis_osiris_stone_move.additional_properties = d
        return isis_osiris_stone_move

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
