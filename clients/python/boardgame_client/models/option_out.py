from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OptionOut")


@_attrs_define
class OptionOut:
    """
    Attributes:
        default (Any):
        description (str):
        name (str):
        type_ (str):
        choices (list[Any] | Unset):
        maximum (int | Unset):
        minimum (int | Unset):
    """

    default: Any
    description: str
    name: str
    type_: str
    choices: list[Any] | Unset = UNSET
    maximum: int | Unset = UNSET
    minimum: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        description = self.description

        name = self.name

        type_ = self.type_

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        maximum = self.maximum

        minimum = self.minimum

        field_dict: dict[str, Any] = {}

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

        type_ = d.pop("type")

        choices = cast(list[Any], d.pop("choices", UNSET))

        maximum = d.pop("maximum", UNSET)

        minimum = d.pop("minimum", UNSET)

        option_out = cls(
            default=default,
            description=description,
            name=name,
            type_=type_,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
        )

        return option_out
