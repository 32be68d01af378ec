from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.player_export_archived_games_item import PlayerExportArchivedGamesItem
    from ..models.player_export_live_games_item import PlayerExportLiveGamesItem
    from ..models.player_export_rating_changes_item import PlayerExportRatingChangesItem
    from ..models.player_rating import PlayerRating


T = TypeVar("T", bound="PlayerExport")


@_attrs_define
class PlayerExport:
    """Everything kept about a player.

    Attributes:
        archived_games (list[PlayerExportArchivedGamesItem]):
        exported_at (datetime.datetime):
        live_games (list[PlayerExportLiveGamesItem]):
        player (str):
        rating_changes (list[PlayerExportRatingChangesItem]):
        ratings (list[PlayerRating]):
    """

    archived_games: list[PlayerExportArchivedGamesItem]
    exported_at: datetime.datetime
    live_games: list[PlayerExportLiveGamesItem]
    player: str
    rating_changes: list[PlayerExportRatingChangesItem]
    ratings: list[PlayerRating]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        archived_games = []
        for archived_games_item_data in self.archived_games:
            archived_games_item = archived_games_item_data.to_dict()
            archived_games.append(archived_games_item)

        exported_at = self.exported_at.isoformat()

        live_games = []
        for live_games_item_data in self.live_games:
            live_games_item = live_games_item_data.to_dict()
            live_games.append(live_games_item)

        player = self.player

        rating_changes = []
        for rating_changes_item_data in self.rating_changes:
            rating_changes_item = rating_changes_item_data.to_dict()
            rating_changes.append(rating_changes_item)

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "archived_games": archived_games,
                "exported_at": exported_at,
                "live_games": live_games,
                "player": player,
                "rating_changes": rating_changes,
                "ratings": ratings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.player_export_archived_games_item import (
            PlayerExportArchivedGamesItem,
        )
        from ..models.player_export_live_games_item import PlayerExportLiveGamesItem
        from ..models.player_export_rating_changes_item import (
            PlayerExportRatingChangesItem,
        )
        from ..models.player_rating import PlayerRating

        d = dict(src_dict)
        archived_games = []
        _archived_games = d.pop("archived_games")
        for archived_games_item_data in _archived_games:
            archived_games_item = PlayerExportArchivedGamesItem.from_dict(
                archived_games_item_data
            )

            archived_games.append(archived_games_item)

        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))

        live_games = []
        _live_games = d.pop("live_games")
        for live_games_item_data in _live_games:
            live_games_item = PlayerExportLiveGamesItem.from_dict(live_games_item_data)

            live_games.append(live_games_item)

        player = d.pop("player")

        rating_changes = []
        _rating_changes = d.pop("rating_changes")
        for rating_changes_item_data in _rating_changes:
            rating_changes_item = PlayerExportRatingChangesItem.from_dict(
                rating_changes_item_data
            )

            rating_changes.append(rating_changes_item)

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = PlayerRating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        player_export = cls(
            archived_games=archived_games,
            exported_at=exported_at,
            live_games=live_games,
            player=player,
            rating_changes=rating_changes,
            ratings=ratings,
        )

        player_export.additional_properties = d
        return player_export

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
