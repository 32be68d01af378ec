from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isaac_direction import IsaacDirection

T = TypeVar("T", bound="IsaacViewPiecesItem")


@_attrs_define
class IsaacViewPiecesItem:
    """
    Attributes:
        anchor (str): A cell in Dark's coordinates: two digits, row then column.
        cells (list[str]):
        dir_ (IsaacDirection): h: horizontal, v: vertical.
        id (int):
        length (int):
        on_board (bool):
        owner (int):
        value (int):
    """

    anchor: str
    cells: list[str]
    dir_: IsaacDirection
    id: int
    length: int
    on_board: bool
    owner: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        anchor = self.anchor

        cells = self.cells

        dir_ = self.dir_.value

        id = self.id

        length = self.length

        on_board = self.on_board

        owner = self.owner

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anchor": anchor,
                "cells": cells,
                "dir": dir_,
                "id": id,
                "length": length,
                "on_board": on_board,
                "owner": owner,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        anchor = d.pop("anchor")

        cells = cast(list[str], d.pop("cells"))

        dir_ = IsaacDirection(d.pop("dir"))

        id = d.pop("id")

        length = d.pop("length")

        on_board = d.pop("on_board")

        owner = d.pop("owner")

        value = d.pop("value")

        isaac_view_pieces_item = cls(
            anchor=anchor,
            cells=cells,
            dir_=dir_,
            id=id,
            length=length,
            on_board=on_board,
            owner=owner,
            value=value,
        )

        isaac_view_pieces_item.additional_properties = d
        return isaac_view_pieces_item

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
