from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType

if TYPE_CHECKING:
    from ..models.leaderboard_players_item import LeaderboardPlayersItem


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        players (list[LeaderboardPlayersItem]): Best first; equal conservative ratings share a rank.
        type_ (GameType): A game type's id (`GET /v1/game-types`).
    """

    players: list[LeaderboardPlayersItem]
    type_: GameType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.leaderboard_players_item import LeaderboardPlayersItem

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LeaderboardPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        type_ = GameType(d.pop("type"))

        leaderboard = cls(
            players=players,
            type_=type_,
        )

        leaderboard.additional_properties = d
        return leaderboard

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
