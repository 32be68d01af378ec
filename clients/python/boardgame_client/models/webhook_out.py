from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_out_status import WebhookOutStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookOut")


@_attrs_define
class WebhookOut:
    """
    Attributes:
        created_at (str):
        description (None | str):
        disabled_reason (None | str):
        events (list[str]): Types sent; empty = all.
        failures (int): Failed attempts in a row now.
        id (str):
        next_retry_at (None | str):
        status (WebhookOutStatus): `disabled` after every retry of a delivery failed (see `disabled_reason`); enable it
            again with `POST .../enable`.
        url (str):
        secret (str | Unset): The signing secret (`whsec_...`); only in the answers that make or rotate it.
    """

    created_at: str
    description: None | str
    disabled_reason: None | str
    events: list[str]
    failures: int
    id: str
    next_retry_at: None | str
    status: WebhookOutStatus
    url: str
    secret: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        description: None | str
        description = self.description

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        events = self.events

        failures = self.failures

        id = self.id

        next_retry_at: None | str
        next_retry_at = self.next_retry_at

        status = self.status.value

        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "description": description,
                "disabled_reason": disabled_reason,
                "events": events,
                "failures": failures,
                "id": id,
                "next_retry_at": next_retry_at,
                "status": status,
                "url": url,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        events = cast(list[str], d.pop("events"))

        failures = d.pop("failures")

        id = d.pop("id")

        def _parse_next_retry_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_retry_at = _parse_next_retry_at(d.pop("next_retry_at"))

        status = WebhookOutStatus(d.pop("status"))

        url = d.pop("url")

        secret = d.pop("secret", UNSET)

        webhook_out = cls(
            created_at=created_at,
            description=description,
            disabled_reason=disabled_reason,
            events=events,
            failures=failures,
            id=id,
            next_retry_at=next_retry_at,
            status=status,
            url=url,
            secret=secret,
        )

        webhook_out.additional_properties = d
        return webhook_out

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
