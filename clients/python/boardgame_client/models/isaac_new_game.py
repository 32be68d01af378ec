from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.isaac_new_game_type import IsaacNewGameType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.empty_clock_settings import EmptyClockSettings
    from ..models.game_clock_settings import GameClockSettings
    from ..models.isaac_options_input import IsaacOptionsInput
    from ..models.move_clock_settings import MoveClockSettings
    from ..models.no_clock import NoClock
    from ..models.seat_spec import SeatSpec


T = TypeVar("T", bound="IsaacNewGame")


@_attrs_define
class IsaacNewGame:
    """A new game of ISAAC.

    Attributes:
        seats (list[SeatSpec]): One entry per seat, in turn order; their number is the number of players.
        type_ (IsaacNewGameType):
        clock (EmptyClockSettings | GameClockSettings | MoveClockSettings | NoClock | Unset): The game's clock, kept by
            the server, for human seats (default none).
        hints (bool | Unset): Whether human seats may ask the AI for hints. Default: true when at most one seat is
            `human` or `open`.
        join_seconds (int | Unset): How long open seats wait for players before the game expires (default 7 days).
        options (IsaacOptionsInput | Unset): ISAAC has no options.
        rated (bool | Unset): Whether the game moves its players' ratings (default false). Every human seat then needs a
            player id (open seats get theirs when joined); no hints, no seed.
        seed (int | Unset): Seed of the shuffle/deal (default: random). Never shown back; every seat sees that the game
            was seeded (`seeded`). In games with hidden information it is mixed with a server secret and the game id.
    """

    seats: list[SeatSpec]
    type_: IsaacNewGameType
    clock: (
        EmptyClockSettings | GameClockSettings | MoveClockSettings | NoClock | Unset
    ) = UNSET
    hints: bool | Unset = UNSET
    join_seconds: int | Unset = UNSET
    options: IsaacOptionsInput | Unset = UNSET
    rated: bool | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_clock_settings import GameClockSettings
        from ..models.move_clock_settings import MoveClockSettings
        from ..models.no_clock import NoClock

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        type_ = self.type_.value

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

        hints = self.hints

        join_seconds = self.join_seconds

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

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
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.empty_clock_settings import EmptyClockSettings
        from ..models.game_clock_settings import GameClockSettings
        from ..models.isaac_options_input import IsaacOptionsInput
        from ..models.move_clock_settings import MoveClockSettings
        from ..models.no_clock import NoClock
        from ..models.seat_spec import SeatSpec

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSpec.from_dict(seats_item_data)

            seats.append(seats_item)

        type_ = IsaacNewGameType(d.pop("type"))

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

        hints = d.pop("hints", UNSET)

        join_seconds = d.pop("join_seconds", UNSET)

        _options = d.pop("options", UNSET)
        options: IsaacOptionsInput | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = IsaacOptionsInput.from_dict(_options)

        rated = d.pop("rated", UNSET)

        seed = d.pop("seed", UNSET)

        isaac_new_game = cls(
            seats=seats,
            type_=type_,
            clock=clock,
            hints=hints,
            join_seconds=join_seconds,
            options=options,
            rated=rated,
            seed=seed,
        )

        return isaac_new_game
