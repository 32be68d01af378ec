from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_legal_moves_type import OsironLegalMovesType

if TYPE_CHECKING:
    from ..models.osiron_exchange_move import OsironExchangeMove
    from ..models.osiron_pass_move import OsironPassMove
    from ..models.osiron_place_move import OsironPlaceMove


T = TypeVar("T", bound="OsironLegalMoves")


@_attrs_define
class OsironLegalMoves:
    """
    Attributes:
        moves (list[OsironExchangeMove | OsironPassMove | OsironPlaceMove]):
        notations (list[str]):
        to_move (int | None):
        type_ (OsironLegalMovesType):
        version (int):
    """

    moves: list[OsironExchangeMove | OsironPassMove | OsironPlaceMove]
    notations: list[str]
    to_move: int | None
    type_: OsironLegalMovesType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_place_move import OsironPlaceMove

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, OsironExchangeMove) or isinstance(
                moves_item_data, OsironPlaceMove
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
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_pass_move import OsironPassMove
        from ..models.osiron_place_move import OsironPlaceMove

        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> OsironExchangeMove | OsironPassMove | OsironPlaceMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_osiron_move_type_0 = OsironExchangeMove.from_dict(
                        data
                    )

                    return componentsschemas_osiron_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_osiron_move_type_1 = OsironPlaceMove.from_dict(
                        data
                    )

                    return componentsschemas_osiron_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_type_2 = OsironPassMove.from_dict(data)

                return componentsschemas_osiron_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        notations = cast(list[str], d.pop("notations"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = OsironLegalMovesType(d.pop("type"))

        version = d.pop("version")

        osiron_legal_moves = cls(
            moves=moves,
            notations=notations,
            to_move=to_move,
            type_=type_,
            version=version,
        )

        osiron_legal_moves.additional_properties = d
        return osiron_legal_moves

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
