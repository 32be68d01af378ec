from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlayerDeletion")


@_attrs_define
class PlayerDeletion:
    """The receipt of a player's data deleted.

    Attributes:
        deleted_at (datetime.datetime):
        events (int): Feed events that named the player, removed.
        games (int): Games where the player was replaced.
        ratings (int): Ratings removed (one per game type).
        receipt (str): The deletion's id (kept; the player's id is not).
        tickets (int): Matchmaking tickets that named the player (its waiting ones cancelled).
        tombstone (str): What now stands in games for the player's id.
    """

    deleted_at: datetime.datetime
    events: int
    games: int
    ratings: int
    receipt: str
    tickets: int
    tombstone: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deleted_at = self.deleted_at.isoformat()

        events = self.events

        games = self.games

        ratings = self.ratings

        receipt = self.receipt

        tickets = self.tickets

        tombstone = self.tombstone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deleted_at": deleted_at,
                "events": events,
                "games": games,
                "ratings": ratings,
                "receipt": receipt,
                "tickets": tickets,
                "tombstone": tombstone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deleted_at = datetime.datetime.fromisoformat(d.pop("deleted_at"))

        events = d.pop("events")

        games = d.pop("games")

        ratings = d.pop("ratings")

        receipt = d.pop("receipt")

        tickets = d.pop("tickets")

        tombstone = d.pop("tombstone")

        player_deletion = cls(
            deleted_at=deleted_at,
            events=events,
            games=games,
            ratings=ratings,
            receipt=receipt,
            tickets=tickets,
            tombstone=tombstone,
        )

        player_deletion.additional_properties = d
        return player_deletion

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
