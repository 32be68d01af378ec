from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.isis_osiris_new_ticket_type import IsisOsirisNewTicketType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.empty_clock_settings import EmptyClockSettings
    from ..models.game_clock_settings import GameClockSettings
    from ..models.isis_osiris_new_ticket_seats import IsisOsirisNewTicketSeats
    from ..models.isis_osiris_options_input import IsisOsirisOptionsInput
    from ..models.move_clock_settings import MoveClockSettings
    from ..models.no_clock import NoClock


T = TypeVar("T", bound="IsisOsirisNewTicket")


@_attrs_define
class IsisOsirisNewTicket:
    """A matchmaking ticket for Isis & Osiris.

    Attributes:
        players (list[str]): The party (at most `seats.max` players).
        seats (IsisOsirisNewTicketSeats): How many seats the table may have, party included (`min` <= `max`).
        type_ (IsisOsirisNewTicketType):
        ai_fill_after_seconds (int | Unset):
        clock (EmptyClockSettings | GameClockSettings | MoveClockSettings | NoClock | Unset): The game's clock, kept by
            the server, for human seats (default none).
        max_wait_seconds (int | Unset):
        options (IsisOsirisOptionsInput | Unset): Isis & Osiris options; missing ones take their defaults (`first_seat`
            0, `tile_memory` public, `reserve` personal, `rounds` 1).
        rated (bool | Unset): Whether the game is rated (default false).
    """

    players: list[str]
    seats: IsisOsirisNewTicketSeats
    type_: IsisOsirisNewTicketType
    ai_fill_after_seconds: int | Unset = UNSET
    clock: (
        EmptyClockSettings | GameClockSettings | MoveClockSettings | NoClock | Unset
    ) = UNSET
    max_wait_seconds: int | Unset = UNSET
    options: IsisOsirisOptionsInput | Unset = UNSET
    rated: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_clock_settings import GameClockSettings
        from ..models.move_clock_settings import MoveClockSettings
        from ..models.no_clock import NoClock

        players = self.players

        seats = self.seats.to_dict()

        type_ = self.type_.value

        ai_fill_after_seconds = self.ai_fill_after_seconds

        clock: dict[str, Any] | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif (
            isinstance(self.clock, NoClock)
            or isinstance(self.clock, MoveClockSettings)
            or isinstance(self.clock, GameClockSettings)
        ):
            clock = self.clock.to_dict()
        else:
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
        from ..models.empty_clock_settings import EmptyClockSettings
        from ..models.game_clock_settings import GameClockSettings
        from ..models.isis_osiris_new_ticket_seats import IsisOsirisNewTicketSeats
        from ..models.isis_osiris_options_input import IsisOsirisOptionsInput
        from ..models.move_clock_settings import MoveClockSettings
        from ..models.no_clock import NoClock

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        seats = IsisOsirisNewTicketSeats.from_dict(d.pop("seats"))

        type_ = IsisOsirisNewTicketType(d.pop("type"))

        ai_fill_after_seconds = d.pop("ai_fill_after_seconds", UNSET)

        def _parse_clock(
            data: object,
        ) -> (
            EmptyClockSettings | GameClockSettings | MoveClockSettings | NoClock | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_settings_type_0 = NoClock.from_dict(data)

                return componentsschemas_clock_settings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_settings_type_1 = MoveClockSettings.from_dict(
                    data
                )

                return componentsschemas_clock_settings_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_settings_type_2 = GameClockSettings.from_dict(
                    data
                )

                return componentsschemas_clock_settings_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_clock_settings_type_3 = EmptyClockSettings.from_dict(data)

            return componentsschemas_clock_settings_type_3

        clock = _parse_clock(d.pop("clock", UNSET))

        max_wait_seconds = d.pop("max_wait_seconds", UNSET)

        _options = d.pop("options", UNSET)
        options: IsisOsirisOptionsInput | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = IsisOsirisOptionsInput.from_dict(_options)

        rated = d.pop("rated", UNSET)

        isis_osiris_new_ticket = cls(
            players=players,
            seats=seats,
            type_=type_,
            ai_fill_after_seconds=ai_fill_after_seconds,
            clock=clock,
            max_wait_seconds=max_wait_seconds,
            options=options,
            rated=rated,
        )

        return isis_osiris_new_ticket
