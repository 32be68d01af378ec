from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isaac_legal_moves_type import IsaacLegalMovesType

if TYPE_CHECKING:
    from ..models.isaac_pass_move import IsaacPassMove
    from ..models.isaac_place_move import IsaacPlaceMove
    from ..models.isaac_remove_move import IsaacRemoveMove


T = TypeVar("T", bound="IsaacLegalMoves")


@_attrs_define
class IsaacLegalMoves:
    """
    Attributes:
        moves (list[IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove]):
        notations (list[str]):
        to_move (int | None):
        type_ (IsaacLegalMovesType):
        version (int):
    """

    moves: list[IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove]
    notations: list[str]
    to_move: int | None
    type_: IsaacLegalMovesType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, IsaacPlaceMove) or isinstance(
                moves_item_data, IsaacRemoveMove
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
        from ..models.isaac_pass_move import IsaacPassMove
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_isaac_move_type_0 = IsaacPlaceMove.from_dict(data)

                    return componentsschemas_isaac_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_isaac_move_type_1 = IsaacRemoveMove.from_dict(
                        data
                    )

                    return componentsschemas_isaac_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isaac_move_type_2 = IsaacPassMove.from_dict(data)

                return componentsschemas_isaac_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        notations = cast(list[str], d.pop("notations"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = IsaacLegalMovesType(d.pop("type"))

        version = d.pop("version")

        isaac_legal_moves = cls(
            moves=moves,
            notations=notations,
            to_move=to_move,
            type_=type_,
            version=version,
        )

        isaac_legal_moves.additional_properties = d
        return isaac_legal_moves

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
