from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RematchRequest")


@_attrs_define
class RematchRequest:
    """
    Attributes:
        inherit_tokens (bool | Unset): Keep every seat's token for the rematch (default: false, fresh tokens that each
            seat receives by asking for the rematch with its own token). Only the request that makes the rematch chooses.
    """

    inherit_tokens: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        inherit_tokens = self.inherit_tokens

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if inherit_tokens is not UNSET:
            field_dict["inherit_tokens"] = inherit_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        inherit_tokens = d.pop("inherit_tokens", UNSET)

        rematch_request = cls(
            inherit_tokens=inherit_tokens,
        )

        return rematch_request
