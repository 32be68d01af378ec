from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_out import GameOut
    from ..models.move_result_records_item import MoveResultRecordsItem


T = TypeVar("T", bound="MoveResult")


@_attrs_define
class MoveResult:
    """
    Attributes:
        game (GameOut):
        records (list[MoveResultRecordsItem]): What this move did (as you may see it); each record's `notation` is its
            move in the game's notation.
    """

    game: GameOut
    records: list[MoveResultRecordsItem]

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "records": records,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_out import GameOut
        from ..models.move_result_records_item import MoveResultRecordsItem

        d = dict(src_dict)
        game = GameOut.from_dict(d.pop("game"))

        records = []
        _records = d.pop("records")
        for records_item_data in _records:
            records_item = MoveResultRecordsItem.from_dict(records_item_data)

            records.append(records_item)

        move_result = cls(
            game=game,
            records=records,
        )

        return move_result
