from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.history_page_entries_item import HistoryPageEntriesItem


T = TypeVar("T", bound="HistoryPage")


@_attrs_define
class HistoryPage:
    """
    Attributes:
        entries (list[HistoryPageEntriesItem]): History entries, oldest first.
        next_after (int | None): `after` for the next page, or null.
        version (int): The game's current version.
    """

    entries: list[HistoryPageEntriesItem]
    next_after: int | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        next_after: int | None
        next_after = self.next_after

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
                "next_after": next_after,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.history_page_entries_item import HistoryPageEntriesItem

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = HistoryPageEntriesItem.from_dict(entries_item_data)

            entries.append(entries_item)

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))

        version = d.pop("version")

        history_page = cls(
            entries=entries,
            next_after=next_after,
            version=version,
        )

        return history_page
