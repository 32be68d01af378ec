from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_circle import OsironCircle

T = TypeVar("T", bound="OsironViewOutcomeType0Completed")


@_attrs_define
class OsironViewOutcomeType0Completed:
    """
    Attributes:
        dark (list[OsironCircle]):
        light (list[OsironCircle]):
    """

    dark: list[OsironCircle]
    light: list[OsironCircle]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark = []
        for dark_item_data in self.dark:
            dark_item = dark_item_data.value
            dark.append(dark_item)

        light = []
        for light_item_data in self.light:
            light_item = light_item_data.value
            light.append(light_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark": dark,
                "light": light,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dark = []
        _dark = d.pop("dark")
        for dark_item_data in _dark:
            dark_item = OsironCircle(dark_item_data)

            dark.append(dark_item)

        light = []
        _light = d.pop("light")
        for light_item_data in _light:
            light_item = OsironCircle(light_item_data)

            light.append(light_item)

        osiron_view_outcome_type_0_completed = cls(
            dark=dark,
            light=light,
        )

        osiron_view_outcome_type_0_completed.additional_properties = d
        return osiron_view_outcome_type_0_completed

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
