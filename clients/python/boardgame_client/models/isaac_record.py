from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isaac_pass_move import IsaacPassMove
    from ..models.isaac_place_move import IsaacPlaceMove
    from ..models.isaac_remove_move import IsaacRemoveMove


T = TypeVar("T", bound="IsaacRecord")


@_attrs_define
class IsaacRecord:
    """One step of a move; a removal has the `points` it scored and the seat's new `score`.

    Attributes:
        auto (bool):
        move (IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove):
        seat (int):
        notation (str | Unset):
        points (int | Unset):
        score (int | Unset):
    """

    auto: bool
    move: IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove
    seat: int
    notation: str | Unset = UNSET
    points: int | Unset = UNSET
    score: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove

        auto = self.auto

        move: dict[str, Any]
        if isinstance(self.move, IsaacPlaceMove) or isinstance(
            self.move, IsaacRemoveMove
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        seat = self.seat

        notation = self.notation

        points = self.points

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auto": auto,
                "move": move,
                "seat": seat,
            }
        )
        if notation is not UNSET:
            field_dict["notation"] = notation
        if points is not UNSET:
            field_dict["points"] = points
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_pass_move import IsaacPassMove
        from ..models.isaac_place_move import IsaacPlaceMove
        from ..models.isaac_remove_move import IsaacRemoveMove

        d = dict(src_dict)
        auto = d.pop("auto")

        def _parse_move(
            data: object,
        ) -> IsaacPassMove | IsaacPlaceMove | IsaacRemoveMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isaac_move_type_0 = IsaacPlaceMove.from_dict(data)

                return componentsschemas_isaac_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isaac_move_type_1 = IsaacRemoveMove.from_dict(data)

                return componentsschemas_isaac_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_isaac_move_type_2 = IsaacPassMove.from_dict(data)

            return componentsschemas_isaac_move_type_2

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        notation = d.pop("notation", UNSET)

        points = d.pop("points", UNSET)

        score = d.pop("score", UNSET)

        isaac_record = cls(
            auto=auto,
            move=move,
            seat=seat,
            notation=notation,
            points=points,
            score=score,
        )

        isaac_record.additional_properties = d
        return isaac_record

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
