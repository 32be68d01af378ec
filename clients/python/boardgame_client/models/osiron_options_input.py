from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.osiron_colour import OsironColour
from ..models.osiron_movement import OsironMovement
from ..models.osiron_setup import OsironSetup
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiron_options_input_layout_type_0 import (
        OsironOptionsInputLayoutType0,
    )


T = TypeVar("T", bound="OsironOptionsInput")


@_attrs_define
class OsironOptionsInput:
    """Osiron options; missing ones take their defaults (`setup` beginner, `movement` basic, `first` light, `ply_cap` 200).
    `layout` is given with `setup` custom, and only then.

        Attributes:
            first (OsironColour | Unset): A colour (light: seat 0, dark: seat 1).
            layout (None | OsironOptionsInputLayoutType0 | Unset): For `setup` custom: each of the 24 spaces to light or
                dark, 12 of each.
            movement (OsironMovement | Unset):
            ply_cap (int | Unset):
            setup (OsironSetup | Unset):
    """

    first: OsironColour | Unset = UNSET
    layout: None | OsironOptionsInputLayoutType0 | Unset = UNSET
    movement: OsironMovement | Unset = UNSET
    ply_cap: int | Unset = UNSET
    setup: OsironSetup | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiron_options_input_layout_type_0 import (
            OsironOptionsInputLayoutType0,
        )

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first.value

        layout: dict[str, Any] | None | Unset
        if isinstance(self.layout, Unset):
            layout = UNSET
        elif isinstance(self.layout, OsironOptionsInputLayoutType0):
            layout = self.layout.to_dict()
        else:
            layout = self.layout

        movement: str | Unset = UNSET
        if not isinstance(self.movement, Unset):
            movement = self.movement.value

        ply_cap = self.ply_cap

        setup: str | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first is not UNSET:
            field_dict["first"] = first
        if layout is not UNSET:
            field_dict["layout"] = layout
        if movement is not UNSET:
            field_dict["movement"] = movement
        if ply_cap is not UNSET:
            field_dict["ply_cap"] = ply_cap
        if setup is not UNSET:
            field_dict["setup"] = setup

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_options_input_layout_type_0 import (
            OsironOptionsInputLayoutType0,
        )

        d = dict(src_dict)
        _first = d.pop("first", UNSET)
        first: OsironColour | Unset
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = OsironColour(_first)

        def _parse_layout(data: object) -> None | OsironOptionsInputLayoutType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                layout_type_0 = OsironOptionsInputLayoutType0.from_dict(data)

                return layout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironOptionsInputLayoutType0 | Unset, data)

        layout = _parse_layout(d.pop("layout", UNSET))

        _movement = d.pop("movement", UNSET)
        movement: OsironMovement | Unset
        if isinstance(_movement, Unset):
            movement = UNSET
        else:
            movement = OsironMovement(_movement)

        ply_cap = d.pop("ply_cap", UNSET)

        _setup = d.pop("setup", UNSET)
        setup: OsironSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = OsironSetup(_setup)

        osiron_options_input = cls(
            first=first,
            layout=layout,
            movement=movement,
            ply_cap=ply_cap,
            setup=setup,
        )

        return osiron_options_input
