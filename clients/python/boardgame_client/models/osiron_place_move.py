from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_place_move_action import OsironPlaceMoveAction
from ..models.osiron_space import OsironSpace

T = TypeVar("T", bound="OsironPlaceMove")


@_attrs_define
class OsironPlaceMove:
    """Place a piece (setup placement).

    Attributes:
        action (OsironPlaceMoveAction):
        space (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
    """

    action: OsironPlaceMoveAction
    space: OsironSpace
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        space = self.space.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        action = OsironPlaceMoveAction(d.pop("action"))

        space = OsironSpace(d.pop("space"))

        osiron_place_move = cls(
            action=action,
            space=space,
        )

        osiron_place_move.additional_properties = d
        return osiron_place_move

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
