from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.follow_game_response_200_event import FollowGameResponse200Event
from ..types import UNSET, Unset

T = TypeVar("T", bound="FollowGameResponse200")


@_attrs_define
class FollowGameResponse200:
    """One frame per game version: `id` = the version, `event` = its type as the feed and webhooks name it
    (`move_applied`...; with `?names=legacy`, deprecated, the history entry's type), `data` = the entry (`HistoryEntry`
    of the game's type) with its `event`; the newest also carries `game`, the viewer's view.

        Attributes:
            data (str | Unset):
            event (FollowGameResponse200Event | Unset):
            id (str | Unset):
            retry (int | Unset):
    """

    data: str | Unset = UNSET
    event: FollowGameResponse200Event | Unset = UNSET
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if data is not UNSET:
            field_dict["data"] = data
        if event is not UNSET:
            field_dict["event"] = event
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = d.pop("data", UNSET)

        _event = d.pop("event", UNSET)
        event: FollowGameResponse200Event | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = FollowGameResponse200Event(_event)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        follow_game_response_200 = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )

        follow_game_response_200.additional_properties = d
        return follow_game_response_200

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
