from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_level import AiLevel
from ..models.isaac_game_type_info_id import IsaacGameTypeInfoId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isaac_game_type_info_options_item import IsaacGameTypeInfoOptionsItem
    from ..models.isaac_game_type_info_seat_names import IsaacGameTypeInfoSeatNames
    from ..models.isaac_reference import IsaacReference


T = TypeVar("T", bound="IsaacGameTypeInfo")


@_attrs_define
class IsaacGameTypeInfo:
    """The game type isaac.

    Attributes:
        ai_levels (list[AiLevel]):
        docs (str):
        draw_offers (bool):
        id (IsaacGameTypeInfoId):
        max_players (int):
        min_players (int):
        options (list[IsaacGameTypeInfoOptionsItem]):
        seat_names (IsaacGameTypeInfoSeatNames): Seat names (colours) by number of players.
        title (str):
        reference (IsaacReference | Unset): ISAAC reference data: board, pieces, coordinates.
    """

    ai_levels: list[AiLevel]
    docs: str
    draw_offers: bool
    id: IsaacGameTypeInfoId
    max_players: int
    min_players: int
    options: list[IsaacGameTypeInfoOptionsItem]
    seat_names: IsaacGameTypeInfoSeatNames
    title: str
    reference: IsaacReference | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ai_levels = []
        for ai_levels_item_data in self.ai_levels:
            ai_levels_item = ai_levels_item_data.value
            ai_levels.append(ai_levels_item)

        docs = self.docs

        draw_offers = self.draw_offers

        id = self.id.value

        max_players = self.max_players

        min_players = self.min_players

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        seat_names = self.seat_names.to_dict()

        title = self.title

        reference: dict[str, Any] | Unset = UNSET
        if not isinstance(self.reference, Unset):
            reference = self.reference.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ai_levels": ai_levels,
                "docs": docs,
                "draw_offers": draw_offers,
                "id": id,
                "max_players": max_players,
                "min_players": min_players,
                "options": options,
                "seat_names": seat_names,
                "title": title,
            }
        )
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_game_type_info_options_item import (
            IsaacGameTypeInfoOptionsItem,
        )
        from ..models.isaac_game_type_info_seat_names import IsaacGameTypeInfoSeatNames
        from ..models.isaac_reference import IsaacReference

        d = dict(src_dict)
        ai_levels = []
        _ai_levels = d.pop("ai_levels")
        for ai_levels_item_data in _ai_levels:
            ai_levels_item = AiLevel(ai_levels_item_data)

            ai_levels.append(ai_levels_item)

        docs = d.pop("docs")

        draw_offers = d.pop("draw_offers")

        id = IsaacGameTypeInfoId(d.pop("id"))

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = IsaacGameTypeInfoOptionsItem.from_dict(options_item_data)

            options.append(options_item)

        seat_names = IsaacGameTypeInfoSeatNames.from_dict(d.pop("seat_names"))

        title = d.pop("title")

        _reference = d.pop("reference", UNSET)
        reference: IsaacReference | Unset
        if isinstance(_reference, Unset):
            reference = UNSET
        else:
            reference = IsaacReference.from_dict(_reference)

        isaac_game_type_info = cls(
            ai_levels=ai_levels,
            docs=docs,
            draw_offers=draw_offers,
            id=id,
            max_players=max_players,
            min_players=min_players,
            options=options,
            seat_names=seat_names,
            title=title,
            reference=reference,
        )

        isaac_game_type_info.additional_properties = d
        return isaac_game_type_info

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
