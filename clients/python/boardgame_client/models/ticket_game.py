from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ticket_game_seat_tokens import TicketGameSeatTokens


T = TypeVar("T", bound="TicketGame")


@_attrs_define
class TicketGame:
    """The game a ticket got.

    Attributes:
        id (str): The game's id.
        seat_tokens (TicketGameSeatTokens): Seat number -> token, for the ticket's players' seats (only those still
            valid; none once the game left the live store).
        seats (list[int]): The seats of the ticket's players.
    """

    id: str
    seat_tokens: TicketGameSeatTokens
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat_tokens = self.seat_tokens.to_dict()

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "seat_tokens": seat_tokens,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ticket_game_seat_tokens import TicketGameSeatTokens

        d = dict(src_dict)
        id = d.pop("id")

        seat_tokens = TicketGameSeatTokens.from_dict(d.pop("seat_tokens"))

        seats = cast(list[int], d.pop("seats"))

        ticket_game = cls(
            id=id,
            seat_tokens=seat_tokens,
            seats=seats,
        )

        ticket_game.additional_properties = d
        return ticket_game

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
