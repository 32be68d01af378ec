from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isaac_feed_event import IsaacFeedEvent
    from ..models.isis_osiris_feed_event import IsisOsirisFeedEvent
    from ..models.osiron_feed_event import OsironFeedEvent
    from ..models.player_deleted_event import PlayerDeletedEvent
    from ..models.ticket_expired_event import TicketExpiredEvent
    from ..models.ticket_matched_event import TicketMatchedEvent
    from ..models.webhook_message_data_type_1 import WebhookMessageDataType1


T = TypeVar("T", bound="WebhookMessage")


@_attrs_define
class WebhookMessage:
    """
    Attributes:
        data (IsaacFeedEvent | IsisOsirisFeedEvent | OsironFeedEvent | PlayerDeletedEvent | TicketExpiredEvent |
            TicketMatchedEvent | WebhookMessageDataType1): The feed event (for `ping`: {webhook}).
        timestamp (str): When it was sent (RFC 3339).
        type_ (str): A feed event type, or `ping` for a test message.
    """

    data: (
        IsaacFeedEvent
        | IsisOsirisFeedEvent
        | OsironFeedEvent
        | PlayerDeletedEvent
        | TicketExpiredEvent
        | TicketMatchedEvent
        | WebhookMessageDataType1
    )
    timestamp: str
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isaac_feed_event import IsaacFeedEvent
        from ..models.isis_osiris_feed_event import IsisOsirisFeedEvent
        from ..models.osiron_feed_event import OsironFeedEvent
        from ..models.player_deleted_event import PlayerDeletedEvent
        from ..models.ticket_expired_event import TicketExpiredEvent
        from ..models.ticket_matched_event import TicketMatchedEvent

        data: dict[str, Any]
        if (
            isinstance(self.data, IsisOsirisFeedEvent)
            or isinstance(self.data, OsironFeedEvent)
            or isinstance(self.data, IsaacFeedEvent)
            or isinstance(self.data, PlayerDeletedEvent)
            or isinstance(self.data, TicketMatchedEvent)
            or isinstance(self.data, TicketExpiredEvent)
        ):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        timestamp = self.timestamp

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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
        from ..models.isaac_feed_event import IsaacFeedEvent
        from ..models.isis_osiris_feed_event import IsisOsirisFeedEvent
        from ..models.osiron_feed_event import OsironFeedEvent
        from ..models.player_deleted_event import PlayerDeletedEvent
        from ..models.ticket_expired_event import TicketExpiredEvent
        from ..models.ticket_matched_event import TicketMatchedEvent
        from ..models.webhook_message_data_type_1 import WebhookMessageDataType1

        d = dict(src_dict)

        def _parse_data(
            data: object,
        ) -> (
            IsaacFeedEvent
            | IsisOsirisFeedEvent
            | OsironFeedEvent
            | PlayerDeletedEvent
            | TicketExpiredEvent
            | TicketMatchedEvent
            | WebhookMessageDataType1
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_feed_event_type_0 = (
                    IsisOsirisFeedEvent.from_dict(data)
                )

                return componentsschemas_game_feed_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_feed_event_type_1 = OsironFeedEvent.from_dict(
                    data
                )

                return componentsschemas_game_feed_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_feed_event_type_2 = IsaacFeedEvent.from_dict(
                    data
                )

                return componentsschemas_game_feed_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_event_type_1 = PlayerDeletedEvent.from_dict(data)

                return componentsschemas_feed_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_event_type_2 = TicketMatchedEvent.from_dict(data)

                return componentsschemas_feed_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_feed_event_type_3 = TicketExpiredEvent.from_dict(data)

                return componentsschemas_feed_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            data_type_1 = WebhookMessageDataType1.from_dict(data)

            return data_type_1

        data = _parse_data(d.pop("data"))

        timestamp = d.pop("timestamp")

        type_ = d.pop("type")

        webhook_message = cls(
            data=data,
            timestamp=timestamp,
            type_=type_,
        )

        webhook_message.additional_properties = d
        return webhook_message

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
