from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinSeat")


@_attrs_define
class JoinSeat:
    """
    Attributes:
        name (str | Unset):
        player (str | Unset): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`, `.`, `:` and
            `-`); a player sits at most once in a game.
    """

    name: str | Unset = UNSET
    player: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        player = d.pop("player", UNSET)

        join_seat = cls(
            name=name,
            player=player,
        )

        return join_seat
