from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType

if TYPE_CHECKING:
    from ..models.rating_history_changes_item import RatingHistoryChangesItem


T = TypeVar("T", bound="RatingHistory")


@_attrs_define
class RatingHistory:
    """
    Attributes:
        changes (list[RatingHistoryChangesItem]): Newest first.
        next_cursor (None | str):
        player (str):
        type_ (GameType): A game type's id (`GET /v1/game-types`).
    """

    changes: list[RatingHistoryChangesItem]
    next_cursor: None | str
    player: str
    type_: GameType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        player = self.player

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changes": changes,
                "next_cursor": next_cursor,
                "player": player,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating_history_changes_item import RatingHistoryChangesItem

        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = RatingHistoryChangesItem.from_dict(changes_item_data)

            changes.append(changes_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player = d.pop("player")

        type_ = GameType(d.pop("type"))

        rating_history = cls(
            changes=changes,
            next_cursor=next_cursor,
            player=player,
            type_=type_,
        )

        rating_history.additional_properties = d
        return rating_history

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
