from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType

T = TypeVar("T", bound="LeaderboardPlayersItem")


@_attrs_define
class LeaderboardPlayersItem:
    """
    Attributes:
        conservative (float):
        games (int):
        last_played_at (datetime.datetime):
        player (str):
        provisional (bool):
        rank (int):
        rating (float):
        type_ (GameType): A game type's id (`GET /v1/game-types`).
        uncertainty (float):
    """

    conservative: float
    games: int
    last_played_at: datetime.datetime
    player: str
    provisional: bool
    rank: int
    rating: float
    type_: GameType
    uncertainty: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conservative = self.conservative

        games = self.games

        last_played_at = self.last_played_at.isoformat()

        player = self.player

        provisional = self.provisional

        rank = self.rank

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
                "player": player,
                "provisional": provisional,
                "rank": rank,
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

        player = d.pop("player")

        provisional = d.pop("provisional")

        rank = d.pop("rank")

        rating = d.pop("rating")

        type_ = GameType(d.pop("type"))

        uncertainty = d.pop("uncertainty")

        leaderboard_players_item = cls(
            conservative=conservative,
            games=games,
            last_played_at=last_played_at,
            player=player,
            provisional=provisional,
            rank=rank,
            rating=rating,
            type_=type_,
            uncertainty=uncertainty,
        )

        leaderboard_players_item.additional_properties = d
        return leaderboard_players_item

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
