from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_level import AiLevel

if TYPE_CHECKING:
    from ..models.rating_value import RatingValue


T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """One seat's rating before and after a rated game (an AI seat's is fixed: the same).

    Attributes:
        after (RatingValue): A rating: OpenSkill's mu and sigma.
        before (RatingValue): A rating: OpenSkill's mu and sigma.
        level (AiLevel | None):
        place (int): 1 = first; ties share a place.
        player (None | str): The seat's player (null: an AI seat).
        seat (int):
    """

    after: RatingValue
    before: RatingValue
    level: AiLevel | None
    place: int
    player: None | str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        after = self.after.to_dict()

        before = self.before.to_dict()

        level: None | str
        if isinstance(self.level, AiLevel):
            level = self.level.value
        else:
            level = self.level

        place = self.place

        player: None | str
        player = self.player

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "after": after,
                "before": before,
                "level": level,
                "place": place,
                "player": player,
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

        def _parse_level(data: object) -> AiLevel | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                level_type_0 = AiLevel(data)

                return level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AiLevel | None, data)

        level = _parse_level(d.pop("level"))

        place = d.pop("place")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        seat = d.pop("seat")

        rating_change = cls(
            after=after,
            before=before,
            level=level,
            place=place,
            player=player,
            seat=seat,
        )

        rating_change.additional_properties = d
        return rating_change

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
