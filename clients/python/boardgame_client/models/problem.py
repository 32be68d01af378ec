from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        code (str): Stable machine-readable error code.
        detail (str): What went wrong, in one sentence.
        instance (str): The request path.
        status (int):
        title (str): The HTTP status phrase.
        type_ (str): Always `about:blank`.
        current_version (int | Unset): The game's version, on version conflicts.
        errors (ProblemErrors | Unset): Validation errors by location and field.
    """

    code: str
    detail: str
    instance: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        instance = self.instance

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "instance": instance,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.problem_errors import ProblemErrors

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        instance = d.pop("instance")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        problem = cls(
            code=code,
            detail=detail,
            instance=instance,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
        )

        return problem
