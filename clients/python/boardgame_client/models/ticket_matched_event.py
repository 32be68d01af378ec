from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType
from ..models.ticket_matched_event_type import TicketMatchedEventType

if TYPE_CHECKING:
    from ..models.ticket_matched_event_data import TicketMatchedEventData


T = TypeVar("T", bound="TicketMatchedEvent")


@_attrs_define
class TicketMatchedEvent:
    """A matchmaking ticket got its game (the tokens are in the ticket's own answer only).

    Attributes:
        data (TicketMatchedEventData):
        game (str): The game's id.
        game_type (GameType): A game type's id (`GET /v1/game-types`).
        type_ (TicketMatchedEventType):
        version (None):
    """

    data: TicketMatchedEventData
    game: str
    game_type: GameType
    type_: TicketMatchedEventType
    version: None
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
        from ..models.ticket_matched_event_data import TicketMatchedEventData

        d = dict(src_dict)
        data = TicketMatchedEventData.from_dict(d.pop("data"))

        game = d.pop("game")

        game_type = GameType(d.pop("game_type"))

        type_ = TicketMatchedEventType(d.pop("type"))

        version = d.pop("version")

        ticket_matched_event = cls(
            data=data,
            game=game,
            game_type=game_type,
            type_=type_,
            version=version,
        )

        ticket_matched_event.additional_properties = d
        return ticket_matched_event

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
