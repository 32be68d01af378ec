from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_ticket_clock import CreateTicketClock
    from ..models.create_ticket_options import CreateTicketOptions
    from ..models.seat_range import SeatRange


T = TypeVar("T", bound="CreateTicket")


@_attrs_define
class CreateTicket:
    """
    Attributes:
        players (list[str]): The party: the players who sit at the table together (one or more player ids). Example:
            ['ann'].
        seats (SeatRange):
        type_ (str): Game type id from `GET /v1/game-types`. Example: osiron.
        ai_fill_after_seconds (int | Unset): After waiting this long, the open seats go to AI players (at the level
            nearest the party's rating). Default: never.
        clock (CreateTicketClock | Unset): The game's clock, as for `POST /v1/games`; tickets match only with the same
            clock.
        max_wait_seconds (int | Unset): The ticket expires after waiting this long (default 300). Default: 300.
        options (CreateTicketOptions | Unset): Game options (see the game type); tickets match only with the same
            options once normalized.
        rated (bool | Unset): Whether the game is rated (default false); tickets match only with the same. Default:
            False.
    """

    players: list[str]
    seats: SeatRange
    type_: str
    ai_fill_after_seconds: int | Unset = UNSET
    clock: CreateTicketClock | Unset = UNSET
    max_wait_seconds: int | Unset = 300
    options: CreateTicketOptions | Unset = UNSET
    rated: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seats = self.seats.to_dict()

        type_ = self.type_

        ai_fill_after_seconds = self.ai_fill_after_seconds

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        max_wait_seconds = self.max_wait_seconds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seats": seats,
                "type": type_,
            }
        )
        if ai_fill_after_seconds is not UNSET:
            field_dict["ai_fill_after_seconds"] = ai_fill_after_seconds
        if clock is not UNSET:
            field_dict["clock"] = clock
        if max_wait_seconds is not UNSET:
            field_dict["max_wait_seconds"] = max_wait_seconds
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_ticket_clock import CreateTicketClock
        from ..models.create_ticket_options import CreateTicketOptions
        from ..models.seat_range import SeatRange

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        seats = SeatRange.from_dict(d.pop("seats"))

        type_ = d.pop("type")

        ai_fill_after_seconds = d.pop("ai_fill_after_seconds", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: CreateTicketClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = CreateTicketClock.from_dict(_clock)

        max_wait_seconds = d.pop("max_wait_seconds", UNSET)

        _options = d.pop("options", UNSET)
        options: CreateTicketOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateTicketOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        create_ticket = cls(
            players=players,
            seats=seats,
            type_=type_,
            ai_fill_after_seconds=ai_fill_after_seconds,
            clock=clock,
            max_wait_seconds=max_wait_seconds,
            options=options,
            rated=rated,
        )

        return create_ticket
