from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.isis_osiris_feed_event_game_type import IsisOsirisFeedEventGameType
from ..models.isis_osiris_feed_event_type import IsisOsirisFeedEventType

if TYPE_CHECKING:
    from ..models.isis_osiris_feed_event_data import IsisOsirisFeedEventData


T = TypeVar("T", bound="IsisOsirisFeedEvent")


@_attrs_define
class IsisOsirisFeedEvent:
    """An event of a isis-osiris game in the tenant feed.

    Attributes:
        data (IsisOsirisFeedEventData): By type: `game_created` {status, seats}; `seat_joined`, `seat_changed` {seat,
            status}; `move_applied` {seat, records, status when it ended the game, ai, fallback}; `turn` {to_move, kind,
            deadline_at}; `resigned`, `timed_out` {seat, replaced_by?}; `draw_offered`, `draw_declined`, `draw_agreed`
            {seat}; `clock_warning` {seat, deadline_at}; `game_finished` {status, result}; `game_cancelled`, `game_expired`,
            `game_abandoned` {status}; `rematch` {rematch}.
        game (str): The game's id.
        game_type (IsisOsirisFeedEventGameType):
        type_ (IsisOsirisFeedEventType):
        version (int): The game's version.
    """

    data: IsisOsirisFeedEventData
    game: str
    game_type: IsisOsirisFeedEventGameType
    type_: IsisOsirisFeedEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        game = self.game

        game_type = self.game_type.value

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "game": game,
                "game_type": game_type,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_feed_event_data import IsisOsirisFeedEventData

        d = dict(src_dict)
        data = IsisOsirisFeedEventData.from_dict(d.pop("data"))

        game = d.pop("game")

        game_type = IsisOsirisFeedEventGameType(d.pop("game_type"))

        type_ = IsisOsirisFeedEventType(d.pop("type"))

        version = d.pop("version")

        isis_osiris_feed_event = cls(
            data=data,
            game=game,
            game_type=game_type,
            type_=type_,
            version=version,
        )

        isis_osiris_feed_event.additional_properties = d
        return isis_osiris_feed_event

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
