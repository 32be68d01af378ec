from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isaac_direction import IsaacDirection
from ..models.isaac_place_move_action import IsaacPlaceMoveAction

T = TypeVar("T", bound="IsaacPlaceMove")


@_attrs_define
class IsaacPlaceMove:
    """Place a piece of `length` from `cell`, horizontally (h) or vertically (v).

    Attributes:
        action (IsaacPlaceMoveAction):
        cell (str): A cell in Dark's coordinates: two digits, row then column.
        dir_ (IsaacDirection): h: horizontal, v: vertical.
        length (int):
    """

    action: IsaacPlaceMoveAction
    cell: str
    dir_: IsaacDirection
    length: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        cell = self.cell

        dir_ = self.dir_.value

        length = self.length

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        action = IsaacPlaceMoveAction(d.pop("action"))

        cell = d.pop("cell")

        dir_ = IsaacDirection(d.pop("dir"))

        length = d.pop("length")

        isaac_place_move = cls(
            action=action,
            cell=cell,
            dir_=dir_,
            length=length,
        )

        isaac_place_move.additional_properties = d
        return isaac_place_move

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
