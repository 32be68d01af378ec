from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_reference_board import IsisOsirisReferenceBoard
    from ..models.isis_osiris_reference_common_reserve import (
        IsisOsirisReferenceCommonReserve,
    )
    from ..models.isis_osiris_reference_material import IsisOsirisReferenceMaterial
    from ..models.isis_osiris_reference_tiles_item import IsisOsirisReferenceTilesItem


T = TypeVar("T", bound="IsisOsirisReference")


@_attrs_define
class IsisOsirisReference:
    """Isis & Osiris reference data: the board, the tiles, the material.

    Attributes:
        board (IsisOsirisReferenceBoard):
        common_reserve (IsisOsirisReferenceCommonReserve):
        material (IsisOsirisReferenceMaterial): Material per number of players (`"2"`...`"4"`).
        tile_total (int):
        tiles (list[IsisOsirisReferenceTilesItem]):
    """

    board: IsisOsirisReferenceBoard
    common_reserve: IsisOsirisReferenceCommonReserve
    material: IsisOsirisReferenceMaterial
    tile_total: int
    tiles: list[IsisOsirisReferenceTilesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        common_reserve = self.common_reserve.to_dict()

        material = self.material.to_dict()

        tile_total = self.tile_total

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "common_reserve": common_reserve,
                "material": material,
                "tile_total": tile_total,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_reference_board import IsisOsirisReferenceBoard
        from ..models.isis_osiris_reference_common_reserve import (
            IsisOsirisReferenceCommonReserve,
        )
        from ..models.isis_osiris_reference_material import IsisOsirisReferenceMaterial
        from ..models.isis_osiris_reference_tiles_item import (
            IsisOsirisReferenceTilesItem,
        )

        d = dict(src_dict)
        board = IsisOsirisReferenceBoard.from_dict(d.pop("board"))

        common_reserve = IsisOsirisReferenceCommonReserve.from_dict(
            d.pop("common_reserve")
        )

        material = IsisOsirisReferenceMaterial.from_dict(d.pop("material"))

        tile_total = d.pop("tile_total")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = IsisOsirisReferenceTilesItem.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        isis_osiris_reference = cls(
            board=board,
            common_reserve=common_reserve,
            material=material,
            tile_total=tile_total,
            tiles=tiles,
        )

        isis_osiris_reference.additional_properties = d
        return isis_osiris_reference

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
