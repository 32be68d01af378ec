from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.isaac_pass_move import IsaacPassMove
    from ..models.isaac_place_move import IsaacPlaceMove
    from ..models.isaac_remove_move import IsaacRemoveMove
    from ..models.isis_osiris_pass_move import IsisOsirisPassMove
    from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
    from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
    from ..models.isis_osiris_tile_move import IsisOsirisTileMove
    from ..models.osiron_exchange_move import OsironExchangeMove
    from ..models.osiron_pass_move import OsironPassMove
    from ..models.osiron_place_move import OsironPlaceMove


T = TypeVar("T", bound="SubmitMoveObject")


@_attrs_define
class SubmitMoveObject:
    """
    Attributes:
        move (IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove | IsisOsirisPassMove | IsisOsirisRevealMove |
            IsisOsirisStoneMove | IsisOsirisTileMove | OsironExchangeMove | OsironPassMove | OsironPlaceMove): The move (see
            the game's docs).
    """

    move: (
        IsaacPassMove
        | IsaacPlaceMove
        | IsaacRemoveMove
        | IsisOsirisPassMove
        | IsisOsirisRevealMove
        | IsisOsirisStoneMove
        | IsisOsirisTileMove
        | OsironExchangeMove
        | OsironPassMove
        | OsironPlaceMove
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove
        from ..models.isis_osiris_pass_move import IsisOsirisPassMove
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_pass_move import OsironPassMove
        from ..models.osiron_place_move import OsironPlaceMove

        move: dict[str, Any]
        if (
            isinstance(self.move, IsisOsirisStoneMove)
            or isinstance(self.move, IsisOsirisRevealMove)
            or isinstance(self.move, IsisOsirisTileMove)
            or isinstance(self.move, IsisOsirisPassMove)
            or isinstance(self.move, OsironExchangeMove)
            or isinstance(self.move, OsironPlaceMove)
            or isinstance(self.move, OsironPassMove)
            or isinstance(self.move, IsaacPlaceMove)
            or isinstance(self.move, IsaacRemoveMove)
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_pass_move import IsaacPassMove
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove
        from ..models.isis_osiris_pass_move import IsisOsirisPassMove
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_pass_move import OsironPassMove
        from ..models.osiron_place_move import OsironPlaceMove

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            IsaacPassMove
            | IsaacPlaceMove
            | IsaacRemoveMove
            | IsisOsirisPassMove
            | IsisOsirisRevealMove
            | IsisOsirisStoneMove
            | IsisOsirisTileMove
            | OsironExchangeMove
            | OsironPassMove
            | OsironPlaceMove
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_type_3 = (
                    IsisOsirisPassMove.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
                componentsschemas_osiron_move_type_1 = OsironPlaceMove.from_dict(data)

                return componentsschemas_osiron_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_type_2 = OsironPassMove.from_dict(data)

                return componentsschemas_osiron_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
                componentsschemas_isaac_move_type_1 = IsaacRemoveMove.from_dict(data)

                return componentsschemas_isaac_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_isaac_move_type_2 = IsaacPassMove.from_dict(data)

            return componentsschemas_isaac_move_type_2

        move = _parse_move(d.pop("move"))

        submit_move_object = cls(
            move=move,
        )

        return submit_move_object
