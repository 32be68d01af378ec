from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_level import AiLevel
from ..models.seat_summary_kind import SeatSummaryKind

T = TypeVar("T", bound="SeatSummary")


@_attrs_define
class SeatSummary:
    """
    Attributes:
        kind (SeatSummaryKind):
        level (AiLevel | None):
        name (None | str):
        open_ (bool): Waiting for a player to join.
        player (None | str): The tenant's own id of the seat's player; null when none was given (AI and open seats,
            games made before player ids).
        seat (int):
    """

    kind: SeatSummaryKind
    level: AiLevel | None
    name: None | str
    open_: bool
    player: None | str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level: None | str
        if isinstance(self.level, AiLevel):
            level = self.level.value
        else:
            level = self.level

        name: None | str
        name = self.name

        open_ = self.open_

        player: None | str
        player = self.player

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "level": level,
                "name": name,
                "open": open_,
                "player": player,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = SeatSummaryKind(d.pop("kind"))

        def _parse_level(data: object) -> AiLevel | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = AiLevel(data)

                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AiLevel | None, data)

        level = _parse_level(d.pop("level"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        open_ = d.pop("open")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        seat = d.pop("seat")

        seat_summary = cls(
            kind=kind,
            level=level,
            name=name,
            open_=open_,
            player=player,
            seat=seat,
        )

        seat_summary.additional_properties = d
        return seat_summary

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
