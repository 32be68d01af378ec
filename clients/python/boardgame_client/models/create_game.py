from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_clock import CreateGameClock
    from ..models.create_game_options import CreateGameOptions
    from ..models.seat_spec import SeatSpec


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        seats (list[SeatSpec]): One entry per seat, in turn order; their number is the number of players. Example:
            [{'kind': 'human', 'name': 'Ann'}, {'kind': 'open'}, {'kind': 'ai', 'level': 'easy'}].
        type_ (str): Game type id from `GET /v1/game-types`. Example: isis-osiris.
        clock (CreateGameClock | Unset): The game's clock, kept by the server, for human seats: `{"type": "none"}`
            (default); `{"type": "move", "move_seconds": N}` (each turn within N seconds, up to 30 days); `{"type": "game",
            "initial_seconds": N, "increment_seconds": M}` (Fischer). Optional `stand_in_moves` (0-20, default 0): that many
            times per seat the AI plays the turn of a seat that ran out and its clock starts again; after that the seat
            times out (2 players: it loses; 3-4: the AI takes the seat). Example: {'increment_seconds': 5,
            'initial_seconds': 300, 'type': 'game'}.
        hints (bool | Unset): Whether human seats may ask the AI for hints, shown to every seat. Default: true when at
            most one seat is `human` or `open`, false otherwise (an engine at a table of people is not fair play).
        join_seconds (int | Unset): How long open seats wait for players before the game expires (default 7 days).
        options (CreateGameOptions | Unset): Game options (see the game type); missing options take defaults. Example:
            {'reserve': 'common', 'tile_memory': 'hidden'}.
        seed (int | Unset): Seed of the shuffle/deal (default: random). Never shown back; every seat sees that the game
            was seeded (`seeded`). In games with hidden information (Isis & Osiris) it is mixed with a server secret and the
            game id, so that nobody can work out the deal from it; in the others the same seed gives the same game.
    """

    seats: list[SeatSpec]
    type_: str
    clock: CreateGameClock | Unset = UNSET
    hints: bool | Unset = UNSET
    join_seconds: int | Unset = UNSET
    options: CreateGameOptions | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        type_ = self.type_

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        hints = self.hints

        join_seconds = self.join_seconds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "type": type_,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if hints is not UNSET:
            field_dict["hints"] = hints
        if join_seconds is not UNSET:
            field_dict["join_seconds"] = join_seconds
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_game_clock import CreateGameClock
        from ..models.create_game_options import CreateGameOptions
        from ..models.seat_spec import SeatSpec

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSpec.from_dict(seats_item_data)

            seats.append(seats_item)

        type_ = d.pop("type")

        _clock = d.pop("clock", UNSET)
        clock: CreateGameClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = CreateGameClock.from_dict(_clock)

        hints = d.pop("hints", UNSET)

        join_seconds = d.pop("join_seconds", UNSET)

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        seed = d.pop("seed", UNSET)

        create_game = cls(
            seats=seats,
            type_=type_,
            clock=clock,
            hints=hints,
            join_seconds=join_seconds,
            options=options,
            seed=seed,
        )

        return create_game
