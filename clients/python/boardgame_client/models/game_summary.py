from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.game_type import GameType

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        created_at (datetime.datetime):
        ended_at (datetime.datetime | None): When the game ended (finished, cancelled, expired or abandoned); null while
            it is waiting, active or scoring. A later rematch link changes `updated_at` only.
        id (str): The game's id.
        num_players (int):
        rated (bool): Whether the game moves its players' ratings.
        seats (list[SeatSummary]):
        status (GameStatus):
        to_move (int | None): The seat expected to act now; null unless the game is `active`. (The game's
            `state.to_move` is the rules' own and may name a seat before the game starts.)
        type_ (GameType): A game type's id (`GET /v1/game-types`).
        updated_at (datetime.datetime):
        version (int): Grows by one with every change; the ETag.
    """

    created_at: datetime.datetime
    ended_at: datetime.datetime | None
    id: str
    num_players: int
    rated: bool
    seats: list[SeatSummary]
    status: GameStatus
    to_move: int | None
    type_: GameType
    updated_at: datetime.datetime
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        id = self.id

        num_players = self.num_players

        rated = self.rated

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        to_move: int | None
        to_move = self.to_move

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "ended_at": ended_at,
                "id": id,
                "num_players": num_players,
                "rated": rated,
                "seats": seats,
                "status": status,
                "to_move": to_move,
                "type": type_,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_summary import SeatSummary

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        id = d.pop("id")

        num_players = d.pop("num_players")

        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameStatus(d.pop("status"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = GameType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        game_summary = cls(
            created_at=created_at,
            ended_at=ended_at,
            id=id,
            num_players=num_players,
            rated=rated,
            seats=seats,
            status=status,
            to_move=to_move,
            type_=type_,
            updated_at=updated_at,
            version=version,
        )

        game_summary.additional_properties = d
        return game_summary

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
