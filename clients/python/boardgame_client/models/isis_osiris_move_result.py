from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_game import IsisOsirisGame
    from ..models.isis_osiris_record import IsisOsirisRecord


T = TypeVar("T", bound="IsisOsirisMoveResult")


@_attrs_define
class IsisOsirisMoveResult:
    """
    Attributes:
        game (IsisOsirisGame): A game of isis-osiris as one viewer may see it.
        records (list[IsisOsirisRecord]):
    """

    game: IsisOsirisGame
    records: list[IsisOsirisRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "records": records,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.isis_osiris_record import IsisOsirisRecord

        d = dict(src_dict)
        game = IsisOsirisGame.from_dict(d.pop("game"))

        records = []
        _records = d.pop("records")
        for records_item_data in _records:
            records_item = IsisOsirisRecord.from_dict(records_item_data)

            records.append(records_item)

        isis_osiris_move_result = cls(
            game=game,
            records=records,
        )

        isis_osiris_move_result.additional_properties = d
        return isis_osiris_move_result

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
