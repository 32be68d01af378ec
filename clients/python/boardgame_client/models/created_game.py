from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.created_game_seat_tokens import CreatedGameSeatTokens
    from ..models.game_out import GameOut


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        creator_token (str): Cancels the game and configures open seats. Shown once.
        game (GameOut):
        seat_tokens (CreatedGameSeatTokens): Token of each human seat (by seat number). Shown once.
    """

    creator_token: str
    game: GameOut
    seat_tokens: CreatedGameSeatTokens

    def to_dict(self) -> dict[str, Any]:
        creator_token = self.creator_token

        game = self.game.to_dict()

        seat_tokens = self.seat_tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "creator_token": creator_token,
                "game": game,
                "seat_tokens": seat_tokens,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.created_game_seat_tokens import CreatedGameSeatTokens
        from ..models.game_out import GameOut

        d = dict(src_dict)
        creator_token = d.pop("creator_token")

        game = GameOut.from_dict(d.pop("game"))

        seat_tokens = CreatedGameSeatTokens.from_dict(d.pop("seat_tokens"))

        created_game = cls(
            creator_token=creator_token,
            game=game,
            seat_tokens=seat_tokens,
        )

        return created_game
