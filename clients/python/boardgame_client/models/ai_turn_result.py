from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_turn_result_outcome import AiTurnResultOutcome
from ..types import UNSET, Unset

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


T = TypeVar("T", bound="AiTurnResult")


@_attrs_define
class AiTurnResult:
    """An AI turn that was played.

    Attributes:
        game_version (int):
        outcome (AiTurnResultOutcome):
        fallback (None | str | Unset):
        job_seconds (float | Unset):
        move (IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove | IsisOsirisPassMove | IsisOsirisRevealMove |
            IsisOsirisStoneMove | IsisOsirisTileMove | OsironExchangeMove | OsironPassMove | OsironPlaceMove | Unset): A
            move of one of the games.
        think_seconds (float | Unset):
    """

    game_version: int
    outcome: AiTurnResultOutcome
    fallback: None | str | Unset = UNSET
    job_seconds: float | Unset = UNSET
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
        | Unset
    ) = UNSET
    think_seconds: float | Unset = UNSET
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

        game_version = self.game_version

        outcome = self.outcome.value

        fallback: None | str | Unset
        if isinstance(self.fallback, Unset):
            fallback = UNSET
        else:
            fallback = self.fallback

        job_seconds = self.job_seconds

        move: dict[str, Any] | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif (
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

        think_seconds = self.think_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_version": game_version,
                "outcome": outcome,
            }
        )
        if fallback is not UNSET:
            field_dict["fallback"] = fallback
        if job_seconds is not UNSET:
            field_dict["job_seconds"] = job_seconds
        if move is not UNSET:
            field_dict["move"] = move
        if think_seconds is not UNSET:
            field_dict["think_seconds"] = think_seconds

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
        game_version = d.pop("game_version")

        outcome = AiTurnResultOutcome(d.pop("outcome"))

        def _parse_fallback(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fallback = _parse_fallback(d.pop("fallback", UNSET))

        job_seconds = d.pop("job_seconds", UNSET)

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
            | Unset
        ):
            if isinstance(data, Unset):
                return data
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

        move = _parse_move(d.pop("move", UNSET))

        think_seconds = d.pop("think_seconds", UNSET)

        ai_turn_result = cls(
            game_version=game_version,
            outcome=outcome,
            fallback=fallback,
            job_seconds=job_seconds,
            move=move,
            think_seconds=think_seconds,
        )

        ai_turn_result.additional_properties = d
        return ai_turn_result

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
