from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_out_status import GameOutStatus

if TYPE_CHECKING:
    from ..models.game_out_clock_type_0 import GameOutClockType0
    from ..models.game_out_options import GameOutOptions
    from ..models.game_out_result_type_0 import GameOutResultType0
    from ..models.game_out_state import GameOutState
    from ..models.seat_out import SeatOut


T = TypeVar("T", bound="GameOut")


@_attrs_define
class GameOut:
    """
    Attributes:
        clock (GameOutClockType0 | None): The clock, or null: its settings, `remaining_seconds` per seat (game clocks;
            as of `updated_at`), `running` (the seat whose time runs), `deadline_at` (RFC 3339, UTC: when it runs out) and
            `stand_ins_left`.
        created_at (str):
        draw_offer (int | None): Seat offering a draw.
        hints (bool): Whether human seats may ask for hints.
        id (str):
        join_by (None | str): A waiting game expires if its open seats are not taken by then.
        num_players (int):
        options (GameOutOptions):
        pending_job (None | str): Job computing the next AI move or the score.
        rematch (None | str):
        rematch_of (None | str):
        result (GameOutResultType0 | None): Final result once finished.
        seats (list[SeatOut]):
        seeded (bool): Whether the creator chose the seed.
        state (GameOutState): The game as this viewer may see it.
        status (GameOutStatus):
        to_move (int | None): Seat to move, if active.
        type_ (str):
        updated_at (str):
        version (int): Grows by one with every change; the ETag.
        you (int | None): The viewer's seat, if a seat token was presented.
    """

    clock: GameOutClockType0 | None
    created_at: str
    draw_offer: int | None
    hints: bool
    id: str
    join_by: None | str
    num_players: int
    options: GameOutOptions
    pending_job: None | str
    rematch: None | str
    rematch_of: None | str
    result: GameOutResultType0 | None
    seats: list[SeatOut]
    seeded: bool
    state: GameOutState
    status: GameOutStatus
    to_move: int | None
    type_: str
    updated_at: str
    version: int
    you: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_out_clock_type_0 import GameOutClockType0
        from ..models.game_out_result_type_0 import GameOutResultType0

        clock: dict[str, Any] | None
        if isinstance(self.clock, GameOutClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        created_at = self.created_at

        draw_offer: int | None
        draw_offer = self.draw_offer

        hints = self.hints

        id = self.id

        join_by: None | str
        join_by = self.join_by

        num_players = self.num_players

        options = self.options.to_dict()

        pending_job: None | str
        pending_job = self.pending_job

        rematch: None | str
        rematch = self.rematch

        rematch_of: None | str
        rematch_of = self.rematch_of

        result: dict[str, Any] | None
        if isinstance(self.result, GameOutResultType0):
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

        type_ = self.type_

        updated_at = self.updated_at

        version = self.version

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clock": clock,
                "created_at": created_at,
                "draw_offer": draw_offer,
                "hints": hints,
                "id": id,
                "join_by": join_by,
                "num_players": num_players,
                "options": options,
                "pending_job": pending_job,
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
        from ..models.game_out_clock_type_0 import GameOutClockType0
        from ..models.game_out_options import GameOutOptions
        from ..models.game_out_result_type_0 import GameOutResultType0
        from ..models.game_out_state import GameOutState
        from ..models.seat_out import SeatOut

        d = dict(src_dict)

        def _parse_clock(data: object) -> GameOutClockType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = GameOutClockType0.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOutClockType0 | None, data)

        clock = _parse_clock(d.pop("clock"))

        created_at = d.pop("created_at")

        def _parse_draw_offer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        draw_offer = _parse_draw_offer(d.pop("draw_offer"))

        hints = d.pop("hints")

        id = d.pop("id")

        def _parse_join_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        join_by = _parse_join_by(d.pop("join_by"))

        num_players = d.pop("num_players")

        options = GameOutOptions.from_dict(d.pop("options"))

        def _parse_pending_job(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pending_job = _parse_pending_job(d.pop("pending_job"))

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

        def _parse_result(data: object) -> GameOutResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = GameOutResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOutResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatOut.from_dict(seats_item_data)

            seats.append(seats_item)

        seeded = d.pop("seeded")

        state = GameOutState.from_dict(d.pop("state"))

        status = GameOutStatus(d.pop("status"))

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        type_ = d.pop("type")

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        game_out = cls(
            clock=clock,
            created_at=created_at,
            draw_offer=draw_offer,
            hints=hints,
            id=id,
            join_by=join_by,
            num_players=num_players,
            options=options,
            pending_job=pending_job,
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

        return game_out
