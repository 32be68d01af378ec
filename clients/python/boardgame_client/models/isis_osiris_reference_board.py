from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_cell_name import IsisOsirisCellName

T = TypeVar("T", bound="IsisOsirisReferenceBoard")


@_attrs_define
class IsisOsirisReferenceBoard:
    """
    Attributes:
        cells (list[IsisOsirisCellName]):
        columns (list[str]):
        naming (str):
        rows (list[int]):
    """

    cells: list[IsisOsirisCellName]
    columns: list[str]
    naming: str
    rows: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.value
            cells.append(cells_item)

        columns = self.columns

        naming = self.naming

        rows = self.rows

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cells": cells,
                "columns": columns,
                "naming": naming,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = IsisOsirisCellName(cells_item_data)

            cells.append(cells_item)

        columns = cast(list[str], d.pop("columns"))

        naming = d.pop("naming")

        rows = cast(list[int], d.pop("rows"))

        isis_osiris_reference_board = cls(
            cells=cells,
            columns=columns,
            naming=naming,
            rows=rows,
        )

        isis_osiris_reference_board.additional_properties = d
        return isis_osiris_reference_board

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
