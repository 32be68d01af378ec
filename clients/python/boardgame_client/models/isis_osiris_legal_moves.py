from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_legal_moves_type import IsisOsirisLegalMovesType

if TYPE_CHECKING:
    from ..models.isis_osiris_pass_move import IsisOsirisPassMove
    from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
    from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
    from ..models.isis_osiris_tile_move import IsisOsirisTileMove


T = TypeVar("T", bound="IsisOsirisLegalMoves")


@_attrs_define
class IsisOsirisLegalMoves:
    """
    Attributes:
        moves (list[IsisOsirisPassMove | IsisOsirisRevealMove | IsisOsirisStoneMove | IsisOsirisTileMove]):
        notations (list[str]):
        to_move (int | None):
        type_ (IsisOsirisLegalMovesType):
        version (int):
    """

    moves: list[
        IsisOsirisPassMove
        | IsisOsirisRevealMove
        | IsisOsirisStoneMove
        | IsisOsirisTileMove
    ]
    notations: list[str]
    to_move: int | None
    type_: IsisOsirisLegalMovesType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if (
                isinstance(moves_item_data, IsisOsirisStoneMove)
                or isinstance(moves_item_data, IsisOsirisRevealMove)
                or isinstance(moves_item_data, IsisOsirisTileMove)
            ):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        notations = self.notations

        to_move: int | None
        to_move = self.to_move

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "moves": moves,
                "notations": notations,
                "to_move": to_move,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_pass_move import IsisOsirisPassMove
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> (
                IsisOsirisPassMove
                | IsisOsirisRevealMove
                | IsisOsirisStoneMove
                | IsisOsirisTileMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_isis_osiris_move_type_0 = (
                        IsisOsirisStoneMove.from_dict(data)
                    )

                    return componentsschemas_isis_osiris_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_isis_osiris_move_type_1 = (
                        IsisOsirisRevealMove.from_dict(data)
                    )

                    return componentsschemas_isis_osiris_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_isis_osiris_move_type_2 = (
                        IsisOsirisTileMove.from_dict(data)
                    )

                    return componentsschemas_isis_osiris_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_type_3 = (
                    IsisOsirisPassMove.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        notations = cast(list[str], d.pop("notations"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = IsisOsirisLegalMovesType(d.pop("type"))

        version = d.pop("version")

        isis_osiris_legal_moves = cls(
            moves=moves,
            notations=notations,
            to_move=to_move,
            type_=type_,
            version=version,
        )

        isis_osiris_legal_moves.additional_properties = d
        return isis_osiris_legal_moves

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
