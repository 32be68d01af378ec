from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.game_type import GameType

if TYPE_CHECKING:
    from ..models.isaac_options import IsaacOptions
    from ..models.isaac_result import IsaacResult
    from ..models.isis_osiris_options import IsisOsirisOptions
    from ..models.isis_osiris_result import IsisOsirisResult
    from ..models.osiron_options import OsironOptions
    from ..models.osiron_result import OsironResult
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="ArchivedGameLine")


@_attrs_define
class ArchivedGameLine:
    """One line of `GET /v1/archive/games` (NDJSON): an archived game as a spectator sees it.

    Attributes:
        created_at (datetime.datetime):
        cursor (str): Pass as `cursor` to resume after this game.
        ended_at (datetime.datetime):
        id (str): The game's id.
        moves (list[str]): The game's lines as `GET /v1/games/{id}/export` writes them: `<version>. <seat> <move in the
            game's notation>`, notes in braces (`{auto}`...), resignations and draws; values a spectator may not know are
            `?`.
        options (IsaacOptions | IsisOsirisOptions | OsironOptions): The game's options.
        result (IsaacResult | IsisOsirisResult | None | OsironResult):
        seats (list[SeatSummary]): In turn order.
        status (GameStatus):
        type_ (GameType): A game type's id (`GET /v1/game-types`).
        version (int):
    """

    created_at: datetime.datetime
    cursor: str
    ended_at: datetime.datetime
    id: str
    moves: list[str]
    options: IsaacOptions | IsisOsirisOptions | OsironOptions
    result: IsaacResult | IsisOsirisResult | None | OsironResult
    seats: list[SeatSummary]
    status: GameStatus
    type_: GameType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_result import IsaacResult
        from ..models.isis_osiris_options import IsisOsirisOptions
        from ..models.isis_osiris_result import IsisOsirisResult
        from ..models.osiron_options import OsironOptions
        from ..models.osiron_result import OsironResult

        created_at = self.created_at.isoformat()

        cursor = self.cursor

        ended_at = self.ended_at.isoformat()

        id = self.id

        moves = self.moves

        options: dict[str, Any]
        if isinstance(self.options, IsisOsirisOptions) or isinstance(
            self.options, OsironOptions
        ):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        result: dict[str, Any] | None
        if (
            isinstance(self.result, IsisOsirisResult)
            or isinstance(self.result, OsironResult)
            or isinstance(self.result, IsaacResult)
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "cursor": cursor,
                "ended_at": ended_at,
                "id": id,
                "moves": moves,
                "options": options,
                "result": result,
                "seats": seats,
                "status": status,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isaac_options import IsaacOptions
        from ..models.isaac_result import IsaacResult
        from ..models.isis_osiris_options import IsisOsirisOptions
        from ..models.isis_osiris_result import IsisOsirisResult
        from ..models.osiron_options import OsironOptions
        from ..models.osiron_result import OsironResult
        from ..models.seat_summary import SeatSummary

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        cursor = d.pop("cursor")

        ended_at = datetime.datetime.fromisoformat(d.pop("ended_at"))

        id = d.pop("id")

        moves = cast(list[str], d.pop("moves"))

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

        def _parse_result(
            data: object,
        ) -> IsaacResult | IsisOsirisResult | None | OsironResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_0 = IsisOsirisResult.from_dict(data)

                return result_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_1 = OsironResult.from_dict(data)

                return result_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_2 = IsaacResult.from_dict(data)

                return result_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsaacResult | IsisOsirisResult | None | OsironResult, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = GameStatus(d.pop("status"))

        type_ = GameType(d.pop("type"))

        version = d.pop("version")

        archived_game_line = cls(
            created_at=created_at,
            cursor=cursor,
            ended_at=ended_at,
            id=id,
            moves=moves,
            options=options,
            result=result,
            seats=seats,
            status=status,
            type_=type_,
            version=version,
        )

        archived_game_line.additional_properties = d
        return archived_game_line

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
