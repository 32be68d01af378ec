from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.legal_moves_moves_item import LegalMovesMovesItem


T = TypeVar("T", bound="LegalMoves")


@_attrs_define
class LegalMoves:
    """
    Attributes:
        moves (list[LegalMovesMovesItem]):
        notations (list[str]): Each move of `moves` in the game's notation, in the same order.
        to_move (int | None):
        version (int):
    """

    moves: list[LegalMovesMovesItem]
    notations: list[str]
    to_move: int | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        notations = self.notations

        to_move: int | None
        to_move = self.to_move

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "notations": notations,
                "to_move": to_move,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.legal_moves_moves_item import LegalMovesMovesItem

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = LegalMovesMovesItem.from_dict(moves_item_data)

            moves.append(moves_item)

        notations = cast(list[str], d.pop("notations"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        version = d.pop("version")

        legal_moves = cls(
            moves=moves,
            notations=notations,
            to_move=to_move,
            version=version,
        )

        return legal_moves
