from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_reference_common_reserve_stones import (
        IsisOsirisReferenceCommonReserveStones,
    )


T = TypeVar("T", bound="IsisOsirisReferenceCommonReserve")


@_attrs_define
class IsisOsirisReferenceCommonReserve:
    """
    Attributes:
        stones (IsisOsirisReferenceCommonReserveStones):
        tiles (int):
    """

    stones: IsisOsirisReferenceCommonReserveStones
    tiles: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stones = self.stones.to_dict()

        tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stones": stones,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_reference_common_reserve_stones import (
            IsisOsirisReferenceCommonReserveStones,
        )

        d = dict(src_dict)
        stones = IsisOsirisReferenceCommonReserveStones.from_dict(d.pop("stones"))

        tiles = d.pop("tiles")

        isis_osiris_reference_common_reserve = cls(
            stones=stones,
            tiles=tiles,
        )

        isis_osiris_reference_common_reserve.additional_properties = d
        return isis_osiris_reference_common_reserve

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
