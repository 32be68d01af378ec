from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_space import OsironSpace

T = TypeVar("T", bound="OsironViewLastExchangeType0")


@_attrs_define
class OsironViewLastExchangeType0:
    """
    Attributes:
        from_ (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
        seat (int):
        to (OsironSpace): A space: I0-I5 (inner), M0-M5 (middle), O0-O11 (outer).
    """

    from_: OsironSpace
    seat: int
    to: OsironSpace
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        seat = self.seat

        to = self.to.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "seat": seat,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = OsironSpace(d.pop("from"))

        seat = d.pop("seat")

        to = OsironSpace(d.pop("to"))

        osiron_view_last_exchange_type_0 = cls(
            from_=from_,
            seat=seat,
            to=to,
        )

        osiron_view_last_exchange_type_0.additional_properties = d
        return osiron_view_last_exchange_type_0

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
