from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_out import GameOut


T = TypeVar("T", bound="JoinedSeat")


@_attrs_define
class JoinedSeat:
    """
    Attributes:
        game (GameOut):
        seat (int):
        token (str): The seat's token. Shown once.
    """

    game: GameOut
    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_out import GameOut

        d = dict(src_dict)
        game = GameOut.from_dict(d.pop("game"))

        seat = d.pop("seat")

        token = d.pop("token")

        joined_seat = cls(
            game=game,
            seat=seat,
            token=token,
        )

        return joined_seat
