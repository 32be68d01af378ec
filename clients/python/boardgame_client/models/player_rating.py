from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType

T = TypeVar("T", bound="PlayerRating")


@_attrs_define
class PlayerRating:
    """A player's rating in one game type.

    Attributes:
        conservative (float): rating - 3 uncertainty: what leaderboards order by.
        games (int): Rated games played.
        last_played_at (datetime.datetime):
        provisional (bool): Still uncertain: not on leaderboards.
        rating (float): OpenSkill's mu: the estimated skill (a new player: 25).
        type_ (GameType): A game type's id (`GET /v1/game-types`).
        uncertainty (float): OpenSkill's sigma (new: 8.33).
    """

    conservative: float
    games: int
    last_played_at: datetime.datetime
    provisional: bool
    rating: float
    type_: GameType
    uncertainty: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conservative = self.conservative

        games = self.games

        last_played_at = self.last_played_at.isoformat()

        provisional = self.provisional

        rating = self.rating

        type_ = self.type_.value

        uncertainty = self.uncertainty

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conservative": conservative,
                "games": games,
                "last_played_at": last_played_at,
                "provisional": provisional,
                "rating": rating,
                "type": type_,
                "uncertainty": uncertainty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conservative = d.pop("conservative")

        games = d.pop("games")

        last_played_at = datetime.datetime.fromisoformat(d.pop("last_played_at"))

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        type_ = GameType(d.pop("type"))

        uncertainty = d.pop("uncertainty")

        player_rating = cls(
            conservative=conservative,
            games=games,
            last_played_at=last_played_at,
            provisional=provisional,
            rating=rating,
            type_=type_,
            uncertainty=uncertainty,
        )

        player_rating.additional_properties = d
        return player_rating

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
