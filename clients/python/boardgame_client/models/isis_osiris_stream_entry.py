from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus
from ..models.history_entry_type import HistoryEntryType
from ..models.isis_osiris_stream_entry_event import IsisOsirisStreamEntryEvent
from ..models.isis_osiris_stream_entry_replaced_by import (
    IsisOsirisStreamEntryReplacedBy,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.isis_osiris_game import IsisOsirisGame
    from ..models.isis_osiris_record import IsisOsirisRecord
    from ..models.isis_osiris_result import IsisOsirisResult


T = TypeVar("T", bound="IsisOsirisStreamEntry")


@_attrs_define
class IsisOsirisStreamEntry:
    """The `data` of an event of a game's stream: its history entry.

    Attributes:
        at (datetime.datetime):
        event (IsisOsirisStreamEntryEvent): The event's type, as the feed and webhooks name it (`type` is the history
            entry's type).
        type_ (HistoryEntryType):
        version (int):
        ai (bool | Unset):
        fallback (str | Unset):
        game (IsisOsirisGame | Unset): A game of isis-osiris as one viewer may see it.
        records (list[IsisOsirisRecord] | Unset):
        rematch (str | Unset): The game's id.
        replaced_by (IsisOsirisStreamEntryReplacedBy | Unset):
        result (IsisOsirisResult | Unset): The final result: `scores` per seat (null after a resignation or timeout in
            Isis & Osiris), `winners` (several on a shared win), `draw`.
        seat (int | Unset):
        stand_in (bool | Unset):
        status (GameStatus | Unset):
        token_generation (int | Unset): On a `seat_changed` entry: the creator re-keyed the seat, which now has the
            token of this generation.
    """

    at: datetime.datetime
    event: IsisOsirisStreamEntryEvent
    type_: HistoryEntryType
    version: int
    ai: bool | Unset = UNSET
    fallback: str | Unset = UNSET
    game: IsisOsirisGame | Unset = UNSET
    records: list[IsisOsirisRecord] | Unset = UNSET
    rematch: str | Unset = UNSET
    replaced_by: IsisOsirisStreamEntryReplacedBy | Unset = UNSET
    result: IsisOsirisResult | Unset = UNSET
    seat: int | Unset = UNSET
    stand_in: bool | Unset = UNSET
    status: GameStatus | Unset = UNSET
    token_generation: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        event = self.event.value

        type_ = self.type_.value

        version = self.version

        ai = self.ai

        fallback = self.fallback

        game: dict[str, Any] | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = self.game.to_dict()

        records: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.records, Unset):
            records = []
            for records_item_data in self.records:
                records_item = records_item_data.to_dict()
                records.append(records_item)

        rematch = self.rematch

        replaced_by: str | Unset = UNSET
        if not isinstance(self.replaced_by, Unset):
            replaced_by = self.replaced_by.value

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        seat = self.seat

        stand_in = self.stand_in

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        token_generation = self.token_generation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "event": event,
                "type": type_,
                "version": version,
            }
        )
        if ai is not UNSET:
            field_dict["ai"] = ai
        if fallback is not UNSET:
            field_dict["fallback"] = fallback
        if game is not UNSET:
            field_dict["game"] = game
        if records is not UNSET:
            field_dict["records"] = records
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if replaced_by is not UNSET:
            field_dict["replaced_by"] = replaced_by
        if result is not UNSET:
            field_dict["result"] = result
        if seat is not UNSET:
            field_dict["seat"] = seat
        if stand_in is not UNSET:
            field_dict["stand_in"] = stand_in
        if status is not UNSET:
            field_dict["status"] = status
        if token_generation is not UNSET:
            field_dict["token_generation"] = token_generation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_game import IsisOsirisGame
        from ..models.isis_osiris_record import IsisOsirisRecord
        from ..models.isis_osiris_result import IsisOsirisResult

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        event = IsisOsirisStreamEntryEvent(d.pop("event"))

        type_ = HistoryEntryType(d.pop("type"))

        version = d.pop("version")

        ai = d.pop("ai", UNSET)

        fallback = d.pop("fallback", UNSET)

        _game = d.pop("game", UNSET)
        game: IsisOsirisGame | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = IsisOsirisGame.from_dict(_game)

        _records = d.pop("records", UNSET)
        records: list[IsisOsirisRecord] | Unset = UNSET
        if _records is not UNSET:
            records = []
            for records_item_data in _records:
                records_item = IsisOsirisRecord.from_dict(records_item_data)

                records.append(records_item)

        rematch = d.pop("rematch", UNSET)

        _replaced_by = d.pop("replaced_by", UNSET)
        replaced_by: IsisOsirisStreamEntryReplacedBy | Unset
        if isinstance(_replaced_by, Unset):
            replaced_by = UNSET
        else:
            replaced_by = IsisOsirisStreamEntryReplacedBy(_replaced_by)

        _result = d.pop("result", UNSET)
        result: IsisOsirisResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = IsisOsirisResult.from_dict(_result)

        seat = d.pop("seat", UNSET)

        stand_in = d.pop("stand_in", UNSET)

        _status = d.pop("status", UNSET)
        status: GameStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = GameStatus(_status)

        token_generation = d.pop("token_generation", UNSET)

        isis_osiris_stream_entry = cls(
            at=at,
            event=event,
            type_=type_,
            version=version,
            ai=ai,
            fallback=fallback,
            game=game,
            records=records,
            rematch=rematch,
            replaced_by=replaced_by,
            result=result,
            seat=seat,
            stand_in=stand_in,
            status=status,
            token_generation=token_generation,
        )

        isis_osiris_stream_entry.additional_properties = d
        return isis_osiris_stream_entry

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
