from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.created_game_seat_tokens import CreatedGameSeatTokens
    from ..models.isaac_game import IsaacGame
    from ..models.isis_osiris_game import IsisOsirisGame
    from ..models.osiron_game import OsironGame


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        creator_token (str): Cancels the game and configures open seats. Shown once.
        game (IsaacGame | IsisOsirisGame | OsironGame):
        seat_tokens (CreatedGameSeatTokens): Token of each human seat (by seat number). Shown once.
    """

    creator_token: str
    game: IsaacGame | IsisOsirisGame | OsironGame
    seat_tokens: CreatedGameSeatTokens
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.osiron_game import OsironGame

        creator_token = self.creator_token

        game: dict[str, Any]
        if isinstance(self.game, IsisOsirisGame) or isinstance(self.game, OsironGame):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()

        seat_tokens = self.seat_tokens.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.isaac_game import IsaacGame
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.osiron_game import OsironGame

        d = dict(src_dict)
        creator_token = d.pop("creator_token")

        def _parse_game(data: object) -> IsaacGame | IsisOsirisGame | OsironGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = IsisOsirisGame.from_dict(data)

                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = OsironGame.from_dict(data)

                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_2 = IsaacGame.from_dict(data)

            return componentsschemas_game_type_2

        game = _parse_game(d.pop("game"))

        seat_tokens = CreatedGameSeatTokens.from_dict(d.pop("seat_tokens"))

        created_game = cls(
            creator_token=creator_token,
            game=game,
            seat_tokens=seat_tokens,
        )

        created_game.additional_properties = d
        return created_game

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
