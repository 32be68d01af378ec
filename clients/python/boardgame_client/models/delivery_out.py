from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliveryOut")


@_attrs_define
class DeliveryOut:
    """
    Attributes:
        at (str):
        attempt (int):
        delivered (bool):
        error (None | str):
        latency_ms (float):
        message_id (str): The `webhook-id` header sent.
        next_retry_at (None | str):
        status_code (int | None):
        type_ (str):
        event_id (None | str | Unset): The feed event's id.
    """

    at: str
    attempt: int
    delivered: bool
    error: None | str
    latency_ms: float
    message_id: str
    next_retry_at: None | str
    status_code: int | None
    type_: str
    event_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        attempt = self.attempt

        delivered = self.delivered

        error: None | str
        error = self.error

        latency_ms = self.latency_ms

        message_id = self.message_id

        next_retry_at: None | str
        next_retry_at = self.next_retry_at

        status_code: int | None
        status_code = self.status_code

        type_ = self.type_

        event_id: None | str | Unset
        if isinstance(self.event_id, Unset):
            event_id = UNSET
        else:
            event_id = self.event_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "attempt": attempt,
                "delivered": delivered,
                "error": error,
                "latency_ms": latency_ms,
                "message_id": message_id,
                "next_retry_at": next_retry_at,
                "status_code": status_code,
                "type": type_,
            }
        )
        if event_id is not UNSET:
            field_dict["event_id"] = event_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        attempt = d.pop("attempt")

        delivered = d.pop("delivered")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        latency_ms = d.pop("latency_ms")

        message_id = d.pop("message_id")

        def _parse_next_retry_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_retry_at = _parse_next_retry_at(d.pop("next_retry_at"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        type_ = d.pop("type")

        def _parse_event_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        event_id = _parse_event_id(d.pop("event_id", UNSET))

        delivery_out = cls(
            at=at,
            attempt=attempt,
            delivered=delivered,
            error=error,
            latency_ms=latency_ms,
            message_id=message_id,
            next_retry_at=next_retry_at,
            status_code=status_code,
            type_=type_,
            event_id=event_id,
        )

        delivery_out.additional_properties = d
        return delivery_out

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
