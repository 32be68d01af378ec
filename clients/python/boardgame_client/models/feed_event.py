from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.feed_event_type import FeedEventType

if TYPE_CHECKING:
    from ..models.feed_event_data import FeedEventData


T = TypeVar("T", bound="FeedEvent")


@_attrs_define
class FeedEvent:
    """
    Attributes:
        data (FeedEventData): By type: `game_created` {status, seats}; `seat_joined`, `seat_changed` {seat, status};
            `move_applied` {seat, records (the spectator's lasting view: no hidden tile), status when it ended the game};
            `turn` {to_move, kind}; `resigned` {seat, replaced_by?}; `draw_offered`, `draw_declined`, `draw_agreed` {seat};
            `game_finished` {status, result}; `game_cancelled` {status}; `rematch` {rematch: the new game's id}.
        game (str): The game's id.
        game_type (str):
        type_ (FeedEventType):
        version (int): The game's version.
    """

    data: FeedEventData
    game: str
    game_type: str
    type_: FeedEventType
    version: int

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        game = self.game

        game_type = self.game_type

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}

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
        from ..models.feed_event_data import FeedEventData

        d = dict(src_dict)
        data = FeedEventData.from_dict(d.pop("data"))

        game = d.pop("game")

        game_type = d.pop("game_type")

        type_ = FeedEventType(d.pop("type"))

        version = d.pop("version")

        feed_event = cls(
            data=data,
            game=game,
            game_type=game_type,
            type_=type_,
            version=version,
        )

        return feed_event
