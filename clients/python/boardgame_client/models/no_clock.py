from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.no_clock_type import NoClockType

T = TypeVar("T", bound="NoClock")


@_attrs_define
class NoClock:
    """No clock.

    Attributes:
        type_ (NoClockType):
    """

    type_: NoClockType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = NoClockType(d.pop("type"))

        no_clock = cls(
            type_=type_,
        )

        return no_clock
