from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.osiron_exchange_move_input_action import OsironExchangeMoveInputAction
from ..models.osiron_space import OsironSpace

T = TypeVar("T", bound="OsironExchangeMoveInput")


@_attrs_define
class OsironExchangeMoveInput:
    """Exchange your piece `from` with the opponent's piece `to`.

    Attributes:
        action (OsironExchangeMoveInputAction):
        from_ (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
        to (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
    """

    action: OsironExchangeMoveInputAction
    from_: OsironSpace
    to: OsironSpace

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        from_ = self.from_.value

        to = self.to.value

        field_dict: dict[str, Any] = {}

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
        action = OsironExchangeMoveInputAction(d.pop("action"))

        from_ = OsironSpace(d.pop("from"))

        to = OsironSpace(d.pop("to"))

        osiron_exchange_move_input = cls(
            action=action,
            from_=from_,
            to=to,
        )

        return osiron_exchange_move_input
