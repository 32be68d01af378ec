from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_view_finished_rounds_item_board import (
        IsisOsirisViewFinishedRoundsItemBoard,
    )


T = TypeVar("T", bound="IsisOsirisViewFinishedRoundsItem")


@_attrs_define
class IsisOsirisViewFinishedRoundsItem:
    """
    Attributes:
        board (IsisOsirisViewFinishedRoundsItemBoard): Every cell by name: null when free.
        round_ (int):
        scores (list[int]):
    """

    board: IsisOsirisViewFinishedRoundsItemBoard
    round_: int
    scores: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        round_ = self.round_

        scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "round": round_,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_view_finished_rounds_item_board import (
            IsisOsirisViewFinishedRoundsItemBoard,
        )

        d = dict(src_dict)
        board = IsisOsirisViewFinishedRoundsItemBoard.from_dict(d.pop("board"))

        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))

        isis_osiris_view_finished_rounds_item = cls(
            board=board,
            round_=round_,
            scores=scores,
        )

        isis_osiris_view_finished_rounds_item.additional_properties = d
        return isis_osiris_view_finished_rounds_item

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
