from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isaac_reference_board import IsaacReferenceBoard
    from ..models.isaac_reference_coordinates import IsaacReferenceCoordinates
    from ..models.isaac_reference_pieces_item import IsaacReferencePiecesItem


T = TypeVar("T", bound="IsaacReference")


@_attrs_define
class IsaacReference:
    """ISAAC reference data: board, pieces, coordinates.

    Attributes:
        board (IsaacReferenceBoard):
        coordinates (IsaacReferenceCoordinates):
        counters (str):
        pieces (list[IsaacReferencePiecesItem]):
        pieces_per_player (int):
        seats (list[str]):
    """

    board: IsaacReferenceBoard
    coordinates: IsaacReferenceCoordinates
    counters: str
    pieces: list[IsaacReferencePiecesItem]
    pieces_per_player: int
    seats: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        coordinates = self.coordinates.to_dict()

        counters = self.counters

        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)

        pieces_per_player = self.pieces_per_player

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "coordinates": coordinates,
                "counters": counters,
                "pieces": pieces,
                "pieces_per_player": pieces_per_player,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_reference_board import IsaacReferenceBoard
        from ..models.isaac_reference_coordinates import IsaacReferenceCoordinates
        from ..models.isaac_reference_pieces_item import IsaacReferencePiecesItem

        d = dict(src_dict)
        board = IsaacReferenceBoard.from_dict(d.pop("board"))

        coordinates = IsaacReferenceCoordinates.from_dict(d.pop("coordinates"))

        counters = d.pop("counters")

        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in _pieces:
            pieces_item = IsaacReferencePiecesItem.from_dict(pieces_item_data)

            pieces.append(pieces_item)

        pieces_per_player = d.pop("pieces_per_player")

        seats = cast(list[str], d.pop("seats"))

        isaac_reference = cls(
            board=board,
            coordinates=coordinates,
            counters=counters,
            pieces=pieces,
            pieces_per_player=pieces_per_player,
            seats=seats,
        )

        isaac_reference.additional_properties = d
        return isaac_reference

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
