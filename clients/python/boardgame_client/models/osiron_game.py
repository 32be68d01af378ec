from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.osiron_game_type import OsironGameType

if TYPE_CHECKING:
    from ..models.clock import Clock
    from ..models.osiron_options import OsironOptions
    from ..models.osiron_result import OsironResult
    from ..models.osiron_view import OsironView
    from ..models.seat import Seat


T = TypeVar("T", bound="OsironGame")


@_attrs_define
class OsironGame:
    """A game of osiron as one viewer may see it.

    Attributes:
        clock (Clock | None):
        created_at (datetime.datetime):
        draw_offer (int | None): Seat offering a draw.
        ended_at (datetime.datetime | None): When the game ended (finished, cancelled, expired or abandoned); null while
            it is waiting, active or scoring. A later rematch link changes `updated_at` only.
        hints (bool): Whether human seats may ask for hints.
        id (str): The game's id.
        join_by (datetime.datetime | None): A waiting game expires if its open seats are not taken by then.
        num_players (int):
        options (OsironOptions): Osiron options, defaults filled in.
        pending_job (None | str): Job computing the next AI move or the score.
        rated (bool): Whether the game moves its players' ratings.
        rematch (None | str): The game's id.
        rematch_of (None | str): The game's id.
        result (None | OsironResult):
        seats (list[Seat]):
        seeded (bool): Whether the creator chose the seed.
        state (OsironView): An Osiron game (everything is public: the same for every viewer).
        status (GameStatus):
        to_move (int | None): The seat expected to act now; null unless the game is `active`. (The game's
            `state.to_move` is the rules' own and may name a seat before the game starts.)
        type_ (OsironGameType):
        updated_at (datetime.datetime):
        version (int): Grows by one with every change; the ETag.
        you (int | None): The viewer's seat, if a seat token was presented.
    """

    clock: Clock | None
    created_at: datetime.datetime
    draw_offer: int | None
    ended_at: datetime.datetime | None
    hints: bool
    id: str
    join_by: datetime.datetime | None
    num_players: int
    options: OsironOptions
    pending_job: None | str
    rated: bool
    rematch: None | str
    rematch_of: None | str
    result: None | OsironResult
    seats: list[Seat]
    seeded: bool
    state: OsironView
    status: GameStatus
    to_move: int | None
    type_: OsironGameType
    updated_at: datetime.datetime
    version: int
    you: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock
        from ..models.osiron_result import OsironResult

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at.isoformat()

        draw_offer: int | None
        draw_offer = self.draw_offer

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        hints = self.hints

        id = self.id

        join_by: None | str
        if isinstance(self.join_by, datetime.datetime):
            join_by = self.join_by.isoformat()
        else:
            join_by = self.join_by

        num_players = self.num_players

        options = self.options.to_dict()

        pending_job: None | str
        pending_job = self.pending_job

        rated = self.rated

        rematch: None | str
        rematch = self.rematch

        rematch_of: None | str
        rematch_of = self.rematch_of

        result: dict[str, Any] | None
        if isinstance(self.result, OsironResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seeded = self.seeded

        state = self.state.to_dict()

        status = self.status.value

        to_move: int | None
        to_move = self.to_move

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        version = self.version

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clock": clock,
                "created_at": created_at,
                "draw_offer": draw_offer,
                "ended_at": ended_at,
                "hints": hints,
                "id": id,
                "join_by": join_by,
                "num_players": num_players,
                "options": options,
                "pending_job": pending_job,
                "rated": rated,
                "rematch": rematch,
                "rematch_of": rematch_of,
                "result": result,
                "seats": seats,
                "seeded": seeded,
                "state": state,
                "status": status,
                "to_move": to_move,
                "type": type_,
                "updated_at": updated_at,
                "version": version,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock import Clock
        from ..models.osiron_options import OsironOptions
        from ..models.osiron_result import OsironResult
        from ..models.osiron_view import OsironView
        from ..models.seat import Seat

        d = dict(src_dict)

        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_draw_offer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        draw_offer = _parse_draw_offer(d.pop("draw_offer"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        hints = d.pop("hints")

        id = d.pop("id")

        def _parse_join_by(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                join_by_type_0 = datetime.datetime.fromisoformat(data)

                return join_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        join_by = _parse_join_by(d.pop("join_by"))

        num_players = d.pop("num_players")

        options = OsironOptions.from_dict(d.pop("options"))

        def _parse_pending_job(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pending_job = _parse_pending_job(d.pop("pending_job"))

        rated = d.pop("rated")

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))

        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        def _parse_result(data: object) -> None | OsironResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = OsironResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironResult, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        seeded = d.pop("seeded")

        state = OsironView.from_dict(d.pop("state"))

        status = GameStatus(d.pop("status"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = OsironGameType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        osiron_game = cls(
            clock=clock,
            created_at=created_at,
            draw_offer=draw_offer,
            ended_at=ended_at,
            hints=hints,
            id=id,
            join_by=join_by,
            num_players=num_players,
            options=options,
            pending_job=pending_job,
            rated=rated,
            rematch=rematch,
            rematch_of=rematch_of,
            result=result,
            seats=seats,
            seeded=seeded,
            state=state,
            status=status,
            to_move=to_move,
            type_=type_,
            updated_at=updated_at,
            version=version,
            you=you,
        )

        osiron_game.additional_properties = d
        return osiron_game

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
