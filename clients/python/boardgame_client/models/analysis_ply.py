from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_ply_class import AnalysisPlyClass

T = TypeVar("T", bound="AnalysisPly")


@_attrs_define
class AnalysisPly:
    """One move judged.

    Attributes:
        best_move (str): The best move found, in the game's notation.
        best_value (float): What the best move found was worth to the mover; never below `value`.
        class_ (AnalysisPlyClass): How the move compares with the best found, by its loss and the game's thresholds
            (`thresholds`; docs/analysis.md).
        loss (float): `best_value` - `value`.
        move (str): The move played, in the game's notation.
        ply (int): The move's number in the game, from 1.
        seat (int): The seat that moved.
        value (float): What the move played was worth to its mover (about its chance to win, a draw counting half),
            judged on what the mover could know then.
        values (list[float | None]): The value of the game for each seat after the move (the mover's is `value`; with
            two players the other's is its complement, with more each seat keeps its last value, null before its first
            move).
    """

    best_move: str
    best_value: float
    class_: AnalysisPlyClass
    loss: float
    move: str
    ply: int
    seat: int
    value: float
    values: list[float | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        best_move = self.best_move

        best_value = self.best_value

        class_ = self.class_.value

        loss = self.loss

        move = self.move

        ply = self.ply

        seat = self.seat

        value = self.value

        values = []
        for values_item_data in self.values:
            values_item: float | None
            values_item = values_item_data
            values.append(values_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "best_move": best_move,
                "best_value": best_value,
                "class": class_,
                "loss": loss,
                "move": move,
                "ply": ply,
                "seat": seat,
                "value": value,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        best_move = d.pop("best_move")

        best_value = d.pop("best_value")

        class_ = AnalysisPlyClass(d.pop("class"))

        loss = d.pop("loss")

        move = d.pop("move")

        ply = d.pop("ply")

        seat = d.pop("seat")

        value = d.pop("value")

        values = []
        _values = d.pop("values")
        for values_item_data in _values:

            def _parse_values_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            values_item = _parse_values_item(values_item_data)

            values.append(values_item)

        analysis_ply = cls(
            best_move=best_move,
            best_value=best_value,
            class_=class_,
            loss=loss,
            move=move,
            ply=ply,
            seat=seat,
            value=value,
            values=values,
        )

        analysis_ply.additional_properties = d
        return analysis_ply

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
