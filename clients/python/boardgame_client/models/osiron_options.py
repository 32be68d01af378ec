from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_colour import OsironColour
from ..models.osiron_movement import OsironMovement
from ..models.osiron_setup import OsironSetup

if TYPE_CHECKING:
    from ..models.osiron_options_layout_type_0 import OsironOptionsLayoutType0


T = TypeVar("T", bound="OsironOptions")


@_attrs_define
class OsironOptions:
    """Osiron options, defaults filled in.

    Attributes:
        first (OsironColour): A colour (light: seat 0, dark: seat 1).
        layout (None | OsironOptionsLayoutType0): For `setup` custom: each of the 24 spaces to light or dark, 12 of
            each.
        movement (OsironMovement):
        ply_cap (int):
        setup (OsironSetup):
    """

    first: OsironColour
    layout: None | OsironOptionsLayoutType0
    movement: OsironMovement
    ply_cap: int
    setup: OsironSetup
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiron_options_layout_type_0 import OsironOptionsLayoutType0

        first = self.first.value

        layout: dict[str, Any] | None
        if isinstance(self.layout, OsironOptionsLayoutType0):
            layout = self.layout.to_dict()
        else:
            layout = self.layout

        movement = self.movement.value

        ply_cap = self.ply_cap

        setup = self.setup.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first": first,
                "layout": layout,
                "movement": movement,
                "ply_cap": ply_cap,
                "setup": setup,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_options_layout_type_0 import OsironOptionsLayoutType0

        d = dict(src_dict)
        first = OsironColour(d.pop("first"))

        def _parse_layout(data: object) -> None | OsironOptionsLayoutType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                layout_type_0 = OsironOptionsLayoutType0.from_dict(data)

                return layout_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironOptionsLayoutType0, data)

        layout = _parse_layout(d.pop("layout"))

        movement = OsironMovement(d.pop("movement"))

        ply_cap = d.pop("ply_cap")

        setup = OsironSetup(d.pop("setup"))

        osiron_options = cls(
            first=first,
            layout=layout,
            movement=movement,
            ply_cap=ply_cap,
            setup=setup,
        )

        osiron_options.additional_properties = d
        return osiron_options

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
