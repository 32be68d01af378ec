from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.feed_event import FeedEvent


T = TypeVar("T", bound="WebhookMessage")


@_attrs_define
class WebhookMessage:
    """
    Attributes:
        data (FeedEvent):
        timestamp (str): When it was sent (RFC 3339).
        type_ (str): A feed event type, or `ping` for a test message.
    """

    data: FeedEvent
    timestamp: str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        timestamp = self.timestamp

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "timestamp": timestamp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.feed_event import FeedEvent

        d = dict(src_dict)
        data = FeedEvent.from_dict(d.pop("data"))

        timestamp = d.pop("timestamp")

        type_ = d.pop("type")

        webhook_message = cls(
            data=data,
            timestamp=timestamp,
            type_=type_,
        )

        return webhook_message
