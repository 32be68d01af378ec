from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.submit_move_move import SubmitMoveMove


T = TypeVar("T", bound="SubmitMove")


@_attrs_define
class SubmitMove:
    """
    Attributes:
        move (SubmitMoveMove | Unset): The move as a JSON object (see the game's docs). Example: {'action': 'reveal'}.
        notation (str | Unset): The move in the game's compact text notation, instead of `move`.
    """

    move: SubmitMoveMove | Unset = UNSET
    notation: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        notation = self.notation

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if move is not UNSET:
            field_dict["move"] = move
        if notation is not UNSET:
            field_dict["notation"] = notation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.submit_move_move import SubmitMoveMove

        d = dict(src_dict)
        _move = d.pop("move", UNSET)
        move: SubmitMoveMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = SubmitMoveMove.from_dict(_move)

        notation = d.pop("notation", UNSET)

        submit_move = cls(
            move=move,
            notation=notation,
        )

        return submit_move
