from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.osiron_exchange_move import OsironExchangeMove
    from ..models.osiron_pass_move import OsironPassMove
    from ..models.osiron_place_move import OsironPlaceMove


T = TypeVar("T", bound="OsironRecord")


@_attrs_define
class OsironRecord:
    """One step of a move.

    Attributes:
        auto (bool):
        move (OsironExchangeMove | OsironPassMove | OsironPlaceMove):
        seat (int):
        notation (str | Unset):
    """

    auto: bool
    move: OsironExchangeMove | OsironPassMove | OsironPlaceMove
    seat: int
    notation: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_place_move import OsironPlaceMove

        auto = self.auto

        move: dict[str, Any]
        if isinstance(self.move, OsironExchangeMove) or isinstance(
            self.move, OsironPlaceMove
        ):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        seat = self.seat

        notation = self.notation

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_exchange_move import OsironExchangeMove
        from ..models.osiron_pass_move import OsironPassMove
        from ..models.osiron_place_move import OsironPlaceMove

        d = dict(src_dict)
        auto = d.pop("auto")

        def _parse_move(
            data: object,
        ) -> OsironExchangeMove | OsironPassMove | OsironPlaceMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_type_0 = OsironExchangeMove.from_dict(
                    data
                )

                return componentsschemas_osiron_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_osiron_move_type_1 = OsironPlaceMove.from_dict(data)

                return componentsschemas_osiron_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_osiron_move_type_2 = OsironPassMove.from_dict(data)

            return componentsschemas_osiron_move_type_2

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        notation = d.pop("notation", UNSET)

        osiron_record = cls(
            auto=auto,
            move=move,
            seat=seat,
            notation=notation,
        )

        osiron_record.additional_properties = d
        return osiron_record

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
