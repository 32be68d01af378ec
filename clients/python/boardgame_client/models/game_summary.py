from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_summary_status import GameSummaryStatus

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        created_at (str):
        id (str):
        num_players (int):
        seats (list[SeatSummary]):
        status (GameSummaryStatus):
        to_move (int | None):
        type_ (str):
        updated_at (str):
        version (int):
    """

    created_at: str
    id: str
    num_players: int
    seats: list[SeatSummary]
    status: GameSummaryStatus
    to_move: int | None
    type_: str
    updated_at: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        num_players = self.num_players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        to_move: int | None
        to_move = self.to_move

        type_ = self.type_

        updated_at = self.updated_at

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "num_players": num_players,
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
        created_at = d.pop("created_at")

        id = d.pop("id")

        num_players = d.pop("num_players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameSummaryStatus(d.pop("status"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = d.pop("type")

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        game_summary = cls(
            created_at=created_at,
            id=id,
            num_players=num_players,
            seats=seats,
            status=status,
            to_move=to_move,
            type_=type_,
            updated_at=updated_at,
            version=version,
        )

        return game_summary
