from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_history_page_type import OsironHistoryPageType

if TYPE_CHECKING:
    from ..models.osiron_history_entry import OsironHistoryEntry


T = TypeVar("T", bound="OsironHistoryPage")


@_attrs_define
class OsironHistoryPage:
    """
    Attributes:
        entries (list[OsironHistoryEntry]):
        next_after (int | None):
        type_ (OsironHistoryPageType):
        version (int):
    """

    entries: list[OsironHistoryEntry]
    next_after: int | None
    type_: OsironHistoryPageType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        next_after: int | None
        next_after = self.next_after

        type_ = self.type_.value

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "entries": entries,
                "next_after": next_after,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_history_entry import OsironHistoryEntry

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = OsironHistoryEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        type_ = OsironHistoryPageType(d.pop("type"))

        version = d.pop("version")

        osiron_history_page = cls(
            entries=entries,
            next_after=next_after,
            type_=type_,
            version=version,
        )

        osiron_history_page.additional_properties = d
        return osiron_history_page

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
