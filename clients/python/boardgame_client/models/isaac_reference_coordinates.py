from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IsaacReferenceCoordinates")


@_attrs_define
class IsaacReferenceCoordinates:
    """
    Attributes:
        api (str):
        dark (str):
        light (str):
    """

    api: str
    dark: str
    light: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api = self.api

        dark = self.dark

        light = self.light

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api": api,
                "dark": dark,
                "light": light,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        api = d.pop("api")

        dark = d.pop("dark")

        light = d.pop("light")

        isaac_reference_coordinates = cls(
            api=api,
            dark=dark,
            light=light,
        )

        isaac_reference_coordinates.additional_properties = d
        return isaac_reference_coordinates

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
