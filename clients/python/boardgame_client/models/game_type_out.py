from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_type_out_reference import GameTypeOutReference
    from ..models.game_type_out_seat_names import GameTypeOutSeatNames
    from ..models.option_out import OptionOut


T = TypeVar("T", bound="GameTypeOut")


@_attrs_define
class GameTypeOut:
    """
    Attributes:
        ai_levels (list[str]):
        docs (str):
        draw_offers (bool):
        id (str):
        max_players (int):
        min_players (int):
        options (list[OptionOut]):
        seat_names (GameTypeOutSeatNames): Seat names by number of players.
        title (str):
        reference (GameTypeOutReference | Unset): Static data: board, names, pieces.
    """

    ai_levels: list[str]
    docs: str
    draw_offers: bool
    id: str
    max_players: int
    min_players: int
    options: list[OptionOut]
    seat_names: GameTypeOutSeatNames
    title: str
    reference: GameTypeOutReference | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ai_levels = self.ai_levels

        docs = self.docs

        draw_offers = self.draw_offers

        id = self.id

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
        from ..models.game_type_out_reference import GameTypeOutReference
        from ..models.game_type_out_seat_names import GameTypeOutSeatNames
        from ..models.option_out import OptionOut

        d = dict(src_dict)
        ai_levels = cast(list[str], d.pop("ai_levels"))

        docs = d.pop("docs")

        draw_offers = d.pop("draw_offers")

        id = d.pop("id")

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionOut.from_dict(options_item_data)

            options.append(options_item)

        seat_names = GameTypeOutSeatNames.from_dict(d.pop("seat_names"))

        title = d.pop("title")

        _reference = d.pop("reference", UNSET)
        reference: GameTypeOutReference | Unset
        if isinstance(_reference, Unset):
            reference = UNSET
        else:
            reference = GameTypeOutReference.from_dict(_reference)

        game_type_out = cls(
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

        return game_type_out
