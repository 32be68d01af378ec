from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isis_osiris_pass_move import IsisOsirisPassMove
    from ..models.isis_osiris_record_scored import IsisOsirisRecordScored
    from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
    from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
    from ..models.isis_osiris_tile_move import IsisOsirisTileMove


T = TypeVar("T", bound="IsisOsirisRecord")


@_attrs_define
class IsisOsirisRecord:
    """One step of a move: `tile` is the value turned up or placed (null while hidden), `scored` when the step ended a
    round.

        Attributes:
            auto (bool):
            move (IsisOsirisPassMove | IsisOsirisRevealMove | IsisOsirisStoneMove | IsisOsirisTileMove):
            round_ (int):
            seat (int):
            notation (str | Unset):
            scored (IsisOsirisRecordScored | Unset):
            tile (int | None | Unset): A tile's value (never 0).
            tile_no (int | Unset):
    """

    auto: bool
    move: (
        IsisOsirisPassMove
        | IsisOsirisRevealMove
        | IsisOsirisStoneMove
        | IsisOsirisTileMove
    )
    round_: int
    seat: int
    notation: str | Unset = UNSET
    scored: IsisOsirisRecordScored | Unset = UNSET
    tile: int | None | Unset = UNSET
    tile_no: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove

        auto = self.auto

        move: dict[str, Any]
        if (
            isinstance(self.move, IsisOsirisStoneMove)
            or isinstance(self.move, IsisOsirisRevealMove)
            or isinstance(self.move, IsisOsirisTileMove)
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        round_ = self.round_

        seat = self.seat

        notation = self.notation

        scored: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scored, Unset):
            scored = self.scored.to_dict()

        tile: int | None | Unset
        if isinstance(self.tile, Unset):
            tile = UNSET
        else:
            tile = self.tile

        tile_no = self.tile_no

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auto": auto,
                "move": move,
                "round": round_,
                "seat": seat,
            }
        )
        if notation is not UNSET:
            field_dict["notation"] = notation
        if scored is not UNSET:
            field_dict["scored"] = scored
        if tile is not UNSET:
            field_dict["tile"] = tile
        if tile_no is not UNSET:
            field_dict["tile_no"] = tile_no

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_pass_move import IsisOsirisPassMove
        from ..models.isis_osiris_record_scored import IsisOsirisRecordScored
        from ..models.isis_osiris_reveal_move import IsisOsirisRevealMove
        from ..models.isis_osiris_stone_move import IsisOsirisStoneMove
        from ..models.isis_osiris_tile_move import IsisOsirisTileMove

        d = dict(src_dict)
        auto = d.pop("auto")

        def _parse_move(
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
            componentsschemas_isis_osiris_move_type_3 = IsisOsirisPassMove.from_dict(
                data
            )

            return componentsschemas_isis_osiris_move_type_3

        move = _parse_move(d.pop("move"))

        round_ = d.pop("round")

        seat = d.pop("seat")

        notation = d.pop("notation", UNSET)

        _scored = d.pop("scored", UNSET)
        scored: IsisOsirisRecordScored | Unset
        if isinstance(_scored, Unset):
            scored = UNSET
        else:
            scored = IsisOsirisRecordScored.from_dict(_scored)

        def _parse_tile(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tile = _parse_tile(d.pop("tile", UNSET))

        tile_no = d.pop("tile_no", UNSET)

        isis_osiris_record = cls(
            auto=auto,
            move=move,
            round_=round_,
            seat=seat,
            notation=notation,
            scored=scored,
            tile=tile,
            tile_no=tile_no,
        )

        isis_osiris_record.additional_properties = d
        return isis_osiris_record

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
