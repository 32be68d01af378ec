from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ai_move_request_level import AiMoveRequestLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="AiMoveRequest")


@_attrs_define
class AiMoveRequest:
    """
    Attributes:
        level (AiMoveRequestLevel | Unset): AI level for a hint (default: `hard`). AI seats play at their own level.
        seconds (float | Unset): Think time for a hint, capped by the server's `AI_MAX_SECONDS`.
    """

    level: AiMoveRequestLevel | Unset = UNSET
    seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        seconds = self.seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if level is not UNSET:
            field_dict["level"] = level
        if seconds is not UNSET:
            field_dict["seconds"] = seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: AiMoveRequestLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = AiMoveRequestLevel(_level)

        seconds = d.pop("seconds", UNSET)

        ai_move_request = cls(
            level=level,
            seconds=seconds,
        )

        return ai_move_request
