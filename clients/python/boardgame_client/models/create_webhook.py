from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.create_webhook_events_item import CreateWebhookEventsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhook")


@_attrs_define
class CreateWebhook:
    """
    Attributes:
        url (str): Where to POST events: http or https, no credentials in it. Example:
            https://backend.example.org/hooks/games.
        description (str | Unset):
        events (list[CreateWebhookEventsItem] | Unset): Event types to send (default: all).
    """

    url: str
    description: str | Unset = UNSET
    events: list[CreateWebhookEventsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        description = self.description

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if events is not UNSET:
            field_dict["events"] = events

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        description = d.pop("description", UNSET)

        _events = d.pop("events", UNSET)
        events: list[CreateWebhookEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = CreateWebhookEventsItem(events_item_data)

                events.append(events_item)

        create_webhook = cls(
            url=url,
            description=description,
            events=events,
        )

        return create_webhook
