from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.player_deleted_event_type import PlayerDeletedEventType

if TYPE_CHECKING:
    from ..models.player_deleted_event_data import PlayerDeletedEventData


T = TypeVar("T", bound="PlayerDeletedEvent")


@_attrs_define
class PlayerDeletedEvent:
    """A player's data was deleted (never its id).

    Attributes:
        data (PlayerDeletedEventData):
        game (None):
        game_type (None):
        type_ (PlayerDeletedEventType):
        version (None):
    """

    data: PlayerDeletedEventData
    game: None
    game_type: None
    type_: PlayerDeletedEventType
    version: None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        game = self.game

        game_type = self.game_type

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
        from ..models.player_deleted_event_data import PlayerDeletedEventData

        d = dict(src_dict)
        data = PlayerDeletedEventData.from_dict(d.pop("data"))

        game = d.pop("game")

        game_type = d.pop("game_type")

        type_ = PlayerDeletedEventType(d.pop("type"))

        version = d.pop("version")

        player_deleted_event = cls(
            data=data,
            game=game,
            game_type=game_type,
            type_=type_,
            version=version,
        )

        player_deleted_event.additional_properties = d
        return player_deleted_event

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
