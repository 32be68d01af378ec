from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateGameClock")


@_attrs_define
class CreateGameClock:
    """The game's clock, kept by the server, for human seats: `{"type": "none"}` (default); `{"type": "move",
    "move_seconds": N}` (each turn within N seconds, up to 30 days); `{"type": "game", "initial_seconds": N,
    "increment_seconds": M}` (Fischer). Optional `stand_in_moves` (0-20, default 0): that many times per seat the AI
    plays the turn of a seat that ran out and its clock starts again; after that the seat times out (2 players: it
    loses; 3-4: the AI takes the seat).

        Example:
            {'increment_seconds': 5, 'initial_seconds': 300, 'type': 'game'}

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        create_game_clock = cls()

        create_game_clock.additional_properties = d
        return create_game_clock

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
