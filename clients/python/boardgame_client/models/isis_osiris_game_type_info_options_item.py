from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_game_type_info_options_item_type import (
    IsisOsirisGameTypeInfoOptionsItemType,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="IsisOsirisGameTypeInfoOptionsItem")


@_attrs_define
class IsisOsirisGameTypeInfoOptionsItem:
    """
    Attributes:
        default (Any): The default value (any JSON value).
        description (str):
        name (str):
        type_ (IsisOsirisGameTypeInfoOptionsItemType):
        choices (list[Any] | Unset):
        maximum (int | Unset):
        minimum (int | Unset):
    """

    default: Any
    description: str
    name: str
    type_: IsisOsirisGameTypeInfoOptionsItemType
    choices: list[Any] | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        type_ = self.type_.value

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        maximum = self.maximum

        minimum = self.minimum

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "description": description,
                "name": name,
                "type": type_,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default = d.pop("default")

        description = d.pop("description")

        name = d.pop("name")

        type_ = IsisOsirisGameTypeInfoOptionsItemType(d.pop("type"))

        choices = cast(list[Any], d.pop("choices", UNSET))

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        isis_osiris_game_type_info_options_item = cls(
            default=default,
            description=description,
            name=name,
            type_=type_,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        isis_osiris_game_type_info_options_item.additional_properties = d
        return isis_osiris_game_type_info_options_item

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
