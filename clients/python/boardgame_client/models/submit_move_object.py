from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.isaac_pass_move_input import IsaacPassMoveInput
    from ..models.isaac_place_move_input import IsaacPlaceMoveInput
    from ..models.isaac_remove_move_input import IsaacRemoveMoveInput
    from ..models.isis_osiris_pass_move_input import IsisOsirisPassMoveInput
    from ..models.isis_osiris_reveal_move_input import IsisOsirisRevealMoveInput
    from ..models.isis_osiris_stone_move_input import IsisOsirisStoneMoveInput
    from ..models.isis_osiris_tile_move_input import IsisOsirisTileMoveInput
    from ..models.osiron_exchange_move_input import OsironExchangeMoveInput
    from ..models.osiron_pass_move_input import OsironPassMoveInput
    from ..models.osiron_place_move_input import OsironPlaceMoveInput


T = TypeVar("T", bound="SubmitMoveObject")


@_attrs_define
class SubmitMoveObject:
    """
    Attributes:
        move (IsaacPassMoveInput | IsaacPlaceMoveInput | IsaacRemoveMoveInput | IsisOsirisPassMoveInput |
            IsisOsirisRevealMoveInput | IsisOsirisStoneMoveInput | IsisOsirisTileMoveInput | OsironExchangeMoveInput |
            OsironPassMoveInput | OsironPlaceMoveInput): The move (see the game's docs).
    """

    move: (
        IsaacPassMoveInput
        | IsaacPlaceMoveInput
        | IsaacRemoveMoveInput
        | IsisOsirisPassMoveInput
        | IsisOsirisRevealMoveInput
        | IsisOsirisStoneMoveInput
        | IsisOsirisTileMoveInput
        | OsironExchangeMoveInput
        | OsironPassMoveInput
        | OsironPlaceMoveInput
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_place_move_input import IsaacPlaceMoveInput
        from ..models.isaac_remove_move_input import IsaacRemoveMoveInput
        from ..models.isis_osiris_pass_move_input import IsisOsirisPassMoveInput
        from ..models.isis_osiris_reveal_move_input import IsisOsirisRevealMoveInput
        from ..models.isis_osiris_stone_move_input import IsisOsirisStoneMoveInput
        from ..models.isis_osiris_tile_move_input import IsisOsirisTileMoveInput
        from ..models.osiron_exchange_move_input import OsironExchangeMoveInput
        from ..models.osiron_pass_move_input import OsironPassMoveInput
        from ..models.osiron_place_move_input import OsironPlaceMoveInput

        move: dict[str, Any]
        if (
            isinstance(self.move, IsisOsirisStoneMoveInput)
            or isinstance(self.move, IsisOsirisRevealMoveInput)
            or isinstance(self.move, IsisOsirisTileMoveInput)
            or isinstance(self.move, IsisOsirisPassMoveInput)
            or isinstance(self.move, OsironExchangeMoveInput)
            or isinstance(self.move, OsironPlaceMoveInput)
            or isinstance(self.move, OsironPassMoveInput)
            or isinstance(self.move, IsaacPlaceMoveInput)
            or isinstance(self.move, IsaacRemoveMoveInput)
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
        from ..models.isaac_pass_move_input import IsaacPassMoveInput
        from ..models.isaac_place_move_input import IsaacPlaceMoveInput
        from ..models.isaac_remove_move_input import IsaacRemoveMoveInput
        from ..models.isis_osiris_pass_move_input import IsisOsirisPassMoveInput
        from ..models.isis_osiris_reveal_move_input import IsisOsirisRevealMoveInput
        from ..models.isis_osiris_stone_move_input import IsisOsirisStoneMoveInput
        from ..models.isis_osiris_tile_move_input import IsisOsirisTileMoveInput
        from ..models.osiron_exchange_move_input import OsironExchangeMoveInput
        from ..models.osiron_pass_move_input import OsironPassMoveInput
        from ..models.osiron_place_move_input import OsironPlaceMoveInput

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            IsaacPassMoveInput
            | IsaacPlaceMoveInput
            | IsaacRemoveMoveInput
            | IsisOsirisPassMoveInput
            | IsisOsirisRevealMoveInput
            | IsisOsirisStoneMoveInput
            | IsisOsirisTileMoveInput
            | OsironExchangeMoveInput
            | OsironPassMoveInput
            | OsironPlaceMoveInput
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_input_type_0 = (
                    IsisOsirisStoneMoveInput.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_input_type_1 = (
                    IsisOsirisRevealMoveInput.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_input_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_input_type_2 = (
                    IsisOsirisTileMoveInput.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_input_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_move_input_type_3 = (
                    IsisOsirisPassMoveInput.from_dict(data)
                )

                return componentsschemas_isis_osiris_move_input_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_input_type_0 = (
                    OsironExchangeMoveInput.from_dict(data)
                )

                return componentsschemas_osiron_move_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_input_type_1 = (
                    OsironPlaceMoveInput.from_dict(data)
                )

                return componentsschemas_osiron_move_input_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_input_type_2 = (
                    OsironPassMoveInput.from_dict(data)
                )

                return componentsschemas_osiron_move_input_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isaac_move_input_type_0 = (
                    IsaacPlaceMoveInput.from_dict(data)
                )

                return componentsschemas_isaac_move_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isaac_move_input_type_1 = (
                    IsaacRemoveMoveInput.from_dict(data)
                )

                return componentsschemas_isaac_move_input_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_isaac_move_input_type_2 = IsaacPassMoveInput.from_dict(
                data
            )

            return componentsschemas_isaac_move_input_type_2

        move = _parse_move(d.pop("move"))

        submit_move_object = cls(
            move=move,
        )

        return submit_move_object
