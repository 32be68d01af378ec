from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_exchange_move_action import OsironExchangeMoveAction
from ..models.osiron_space import OsironSpace

T = TypeVar("T", bound="OsironExchangeMove")


@_attrs_define
class OsironExchangeMove:
    """Exchange your piece `from` with the opponent's piece `to`.

    Attributes:
        action (OsironExchangeMoveAction):
        from_ (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
        to (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
    """

    action: OsironExchangeMoveAction
    from_: OsironSpace
    to: OsironSpace
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        from_ = self.from_.value

        to = self.to.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = OsironExchangeMoveAction(d.pop("action"))

        from_ = OsironSpace(d.pop("from"))

        to = OsironSpace(d.pop("to"))

        osiron_exchange_move = cls(
            action=action,
            from_=from_,
            to=to,
        )

        osiron_exchange_move.additional_properties = d
        return osiron_exchange_move

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
