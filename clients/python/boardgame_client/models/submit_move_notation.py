from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SubmitMoveNotation")


@_attrs_define
class SubmitMoveNotation:
    """
    Attributes:
        notation (str): The move in the game's compact text notation.
    """

    notation: str

    def to_dict(self) -> dict[str, Any]:
        notation = self.notation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "notation": notation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        notation = d.pop("notation")

        submit_move_notation = cls(
            notation=notation,
        )

        return submit_move_notation
