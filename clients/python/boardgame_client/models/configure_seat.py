from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.configure_seat_kind import ConfigureSeatKind
from ..models.configure_seat_level import ConfigureSeatLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="ConfigureSeat")


@_attrs_define
class ConfigureSeat:
    """
    Attributes:
        kind (ConfigureSeatKind):
        level (ConfigureSeatLevel | Unset):
        name (str | Unset):
    """

    kind: ConfigureSeatKind
    level: ConfigureSeatLevel | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ConfigureSeatKind(d.pop("kind"))

        _level = d.pop("level", UNSET)
        level: ConfigureSeatLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = ConfigureSeatLevel(_level)

        name = d.pop("name", UNSET)

        configure_seat = cls(
            kind=kind,
            level=level,
            name=name,
        )

        return configure_seat
