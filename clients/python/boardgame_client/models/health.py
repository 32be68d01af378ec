from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.health_checks import HealthChecks


T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        checks (HealthChecks):
        status (str):
    """

    checks: HealthChecks
    status: str

    def to_dict(self) -> dict[str, Any]:
        checks = self.checks.to_dict()

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checks": checks,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.health_checks import HealthChecks

        d = dict(src_dict)
        checks = HealthChecks.from_dict(d.pop("checks"))

        status = d.pop("status")

        health = cls(
            checks=checks,
            status=status,
        )

        return health
