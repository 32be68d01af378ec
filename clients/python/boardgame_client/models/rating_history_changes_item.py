from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating_value import RatingValue


T = TypeVar("T", bound="RatingHistoryChangesItem")


@_attrs_define
class RatingHistoryChangesItem:
    """
    Attributes:
        after (RatingValue): A rating: OpenSkill's mu and sigma.
        before (RatingValue): A rating: OpenSkill's mu and sigma.
        ended_at (datetime.datetime):
        game (str): The game's id.
        place (int):
        seat (int):
    """

    after: RatingValue
    before: RatingValue
    ended_at: datetime.datetime
    game: str
    place: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        after = self.after.to_dict()

        before = self.before.to_dict()

        ended_at = self.ended_at.isoformat()

        game = self.game

        place = self.place

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "after": after,
                "before": before,
                "ended_at": ended_at,
                "game": game,
                "place": place,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating_value import RatingValue

        d = dict(src_dict)
        after = RatingValue.from_dict(d.pop("after"))

        before = RatingValue.from_dict(d.pop("before"))

        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))

        game = d.pop("game")

        place = d.pop("place")

        seat = d.pop("seat")

        rating_history_changes_item = cls(
            after=after,
            before=before,
            ended_at=ended_at,
            game=game,
            place=place,
            seat=seat,
        )

        rating_history_changes_item.additional_properties = d
        return rating_history_changes_item

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
