from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType
from ..models.ticket_status import TicketStatus

if TYPE_CHECKING:
    from ..models.isaac_options import IsaacOptions
    from ..models.isis_osiris_options import IsisOsirisOptions
    from ..models.osiron_options import OsironOptions
    from ..models.ticket_clock_type_0 import TicketClockType0
    from ..models.ticket_game import TicketGame
    from ..models.ticket_seats import TicketSeats


T = TypeVar("T", bound="Ticket")


@_attrs_define
class Ticket:
    """A matchmaking ticket (docs/matchmaking.md).

    Attributes:
        ai_fill_after_seconds (int | None):
        clock (None | TicketClockType0): The clock asked for.
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
        game (None | TicketGame):
        id (str): The ticket's id.
        max_wait_seconds (int):
        options (IsaacOptions | IsisOsirisOptions | OsironOptions): The options, normalized.
        players (list[str]): The party.
        rated (bool):
        seats (TicketSeats):
        status (TicketStatus):
        type_ (GameType): A game type's id (`GET /v1/game-types`).
    """

    ai_fill_after_seconds: int | None
    clock: None | TicketClockType0
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: None | TicketGame
    id: str
    max_wait_seconds: int
    options: IsaacOptions | IsisOsirisOptions | OsironOptions
    players: list[str]
    rated: bool
    seats: TicketSeats
    status: TicketStatus
    type_: GameType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_options import IsisOsirisOptions
        from ..models.osiron_options import OsironOptions
        from ..models.ticket_clock_type_0 import TicketClockType0
        from ..models.ticket_game import TicketGame

        ai_fill_after_seconds: int | None
        ai_fill_after_seconds = self.ai_fill_after_seconds

        clock: dict[str, Any] | None
        if isinstance(self.clock, TicketClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game: dict[str, Any] | None
        if isinstance(self.game, TicketGame):
            game = self.game.to_dict()
        else:
            game = self.game

        id = self.id

        max_wait_seconds = self.max_wait_seconds

        options: dict[str, Any]
        if isinstance(self.options, IsisOsirisOptions) or isinstance(
            self.options, OsironOptions
        ):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        players = self.players

        rated = self.rated

        seats = self.seats.to_dict()

        status = self.status.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ai_fill_after_seconds": ai_fill_after_seconds,
                "clock": clock,
                "created_at": created_at,
                "expires_at": expires_at,
                "game": game,
                "id": id,
                "max_wait_seconds": max_wait_seconds,
                "options": options,
                "players": players,
                "rated": rated,
                "seats": seats,
                "status": status,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_options import IsaacOptions
        from ..models.isis_osiris_options import IsisOsirisOptions
        from ..models.osiron_options import OsironOptions
        from ..models.ticket_clock_type_0 import TicketClockType0
        from ..models.ticket_game import TicketGame
        from ..models.ticket_seats import TicketSeats

        d = dict(src_dict)

        def _parse_ai_fill_after_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ai_fill_after_seconds = _parse_ai_fill_after_seconds(
            d.pop("ai_fill_after_seconds")
        )

        def _parse_clock(data: object) -> None | TicketClockType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = TicketClockType0.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketClockType0, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_game(data: object) -> None | TicketGame:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = TicketGame.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TicketGame, data)

        game = _parse_game(d.pop("game"))

        id = d.pop("id")

        max_wait_seconds = d.pop("max_wait_seconds")

        def _parse_options(
            data: object,
        ) -> IsaacOptions | IsisOsirisOptions | OsironOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = IsisOsirisOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = OsironOptions.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_2 = IsaacOptions.from_dict(data)

            return options_type_2

        options = _parse_options(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        rated = d.pop("rated")

        seats = TicketSeats.from_dict(d.pop("seats"))

        status = TicketStatus(d.pop("status"))

        type_ = GameType(d.pop("type"))

        ticket = cls(
            ai_fill_after_seconds=ai_fill_after_seconds,
            clock=clock,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            max_wait_seconds=max_wait_seconds,
            options=options,
            players=players,
            rated=rated,
            seats=seats,
            status=status,
            type_=type_,
        )

        ticket.additional_properties = d
        return ticket

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
