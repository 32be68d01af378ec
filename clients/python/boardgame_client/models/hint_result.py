from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hint_result_outcome import HintResultOutcome

if TYPE_CHECKING:
    from ..models.hint_result_alternatives_item import HintResultAlternativesItem
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


T = TypeVar("T", bound="HintResult")


@_attrs_define
class HintResult:
    """A suggested move (not applied) and the best alternatives.

    Attributes:
        alternatives (list[HintResultAlternativesItem]):
        game_version (int):
        move (IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove | IsisOsirisPassMove | IsisOsirisRevealMove |
            IsisOsirisStoneMove | IsisOsirisTileMove | OsironExchangeMove | OsironPassMove | OsironPlaceMove): A move of one
            of the games.
        outcome (HintResultOutcome):
        think_seconds (float):
    """

    alternatives: list[HintResultAlternativesItem]
    game_version: int
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
    outcome: HintResultOutcome
    think_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)

        game_version = self.game_version

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

        outcome = self.outcome.value

        think_seconds = self.think_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alternatives": alternatives,
                "game_version": game_version,
                "move": move,
                "outcome": outcome,
                "think_seconds": think_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hint_result_alternatives_item import HintResultAlternativesItem
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
        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in _alternatives:
            alternatives_item = HintResultAlternativesItem.from_dict(
                alternatives_item_data
            )

            alternatives.append(alternatives_item)

        game_version = d.pop("game_version")

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

        outcome = HintResultOutcome(d.pop("outcome"))

        think_seconds = d.pop("think_seconds")

        hint_result = cls(
            alternatives=alternatives,
            game_version=game_version,
            move=move,
            outcome=outcome,
            think_seconds=think_seconds,
        )

        hint_result.additional_properties = d
        return hint_result

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
