from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ai_level import AiLevel
from ..models.seat_spec_kind import SeatSpecKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatSpec")


@_attrs_define
class SeatSpec:
    """
    Attributes:
        kind (SeatSpecKind): `human`: a player who gets a token now; `open`: a seat someone joins later; `ai`: played by
            the service.
        level (AiLevel | Unset):
        name (str | Unset): Display name (1 to 64 characters, at least one visible; no control characters).
        player (str | Unset): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`, `.`, `:` and
            `-`); a player sits at most once in a game. Not on `ai` or `open` seats (an open seat takes its player when it
            is joined).
    """

    kind: SeatSpecKind
    level: AiLevel | Unset = UNSET
    name: str | Unset = UNSET
    player: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        name = self.name

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if name is not UNSET:
            field_dict["name"] = name
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = SeatSpecKind(d.pop("kind"))

        _level = d.pop("level", UNSET)
        level: AiLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = AiLevel(_level)

        name = d.pop("name", UNSET)

        player = d.pop("player", UNSET)

        seat_spec = cls(
            kind=kind,
            level=level,
            name=name,
            player=player,
        )

        return seat_spec
