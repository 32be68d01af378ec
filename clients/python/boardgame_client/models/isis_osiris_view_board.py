from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.isis_osiris_stone import IsisOsirisStone
    from ..models.isis_osiris_tile import IsisOsirisTile


T = TypeVar("T", bound="IsisOsirisViewBoard")


@_attrs_define
class IsisOsirisViewBoard:
    """Every cell by name: null when free.

    Attributes:
        a1 (IsisOsirisStone | IsisOsirisTile | None):
        a2 (IsisOsirisStone | IsisOsirisTile | None):
        a3 (IsisOsirisStone | IsisOsirisTile | None):
        a4 (IsisOsirisStone | IsisOsirisTile | None):
        a5 (IsisOsirisStone | IsisOsirisTile | None):
        a6 (IsisOsirisStone | IsisOsirisTile | None):
        b1 (IsisOsirisStone | IsisOsirisTile | None):
        b2 (IsisOsirisStone | IsisOsirisTile | None):
        b3 (IsisOsirisStone | IsisOsirisTile | None):
        b4 (IsisOsirisStone | IsisOsirisTile | None):
        b5 (IsisOsirisStone | IsisOsirisTile | None):
        b6 (IsisOsirisStone | IsisOsirisTile | None):
        c1 (IsisOsirisStone | IsisOsirisTile | None):
        c2 (IsisOsirisStone | IsisOsirisTile | None):
        c3 (IsisOsirisStone | IsisOsirisTile | None):
        c4 (IsisOsirisStone | IsisOsirisTile | None):
        c5 (IsisOsirisStone | IsisOsirisTile | None):
        c6 (IsisOsirisStone | IsisOsirisTile | None):
        d1 (IsisOsirisStone | IsisOsirisTile | None):
        d2 (IsisOsirisStone | IsisOsirisTile | None):
        d3 (IsisOsirisStone | IsisOsirisTile | None):
        d4 (IsisOsirisStone | IsisOsirisTile | None):
        d5 (IsisOsirisStone | IsisOsirisTile | None):
        d6 (IsisOsirisStone | IsisOsirisTile | None):
        e1 (IsisOsirisStone | IsisOsirisTile | None):
        e2 (IsisOsirisStone | IsisOsirisTile | None):
        e3 (IsisOsirisStone | IsisOsirisTile | None):
        e4 (IsisOsirisStone | IsisOsirisTile | None):
        e5 (IsisOsirisStone | IsisOsirisTile | None):
        e6 (IsisOsirisStone | IsisOsirisTile | None):
        f1 (IsisOsirisStone | IsisOsirisTile | None):
        f2 (IsisOsirisStone | IsisOsirisTile | None):
        f3 (IsisOsirisStone | IsisOsirisTile | None):
        f4 (IsisOsirisStone | IsisOsirisTile | None):
        f5 (IsisOsirisStone | IsisOsirisTile | None):
        f6 (IsisOsirisStone | IsisOsirisTile | None):
    """

    a1: IsisOsirisStone | IsisOsirisTile | None
    a2: IsisOsirisStone | IsisOsirisTile | None
    a3: IsisOsirisStone | IsisOsirisTile | None
    a4: IsisOsirisStone | IsisOsirisTile | None
    a5: IsisOsirisStone | IsisOsirisTile | None
    a6: IsisOsirisStone | IsisOsirisTile | None
    b1: IsisOsirisStone | IsisOsirisTile | None
    b2: IsisOsirisStone | IsisOsirisTile | None
    b3: IsisOsirisStone | IsisOsirisTile | None
    b4: IsisOsirisStone | IsisOsirisTile | None
    b5: IsisOsirisStone | IsisOsirisTile | None
    b6: IsisOsirisStone | IsisOsirisTile | None
    c1: IsisOsirisStone | IsisOsirisTile | None
    c2: IsisOsirisStone | IsisOsirisTile | None
    c3: IsisOsirisStone | IsisOsirisTile | None
    c4: IsisOsirisStone | IsisOsirisTile | None
    c5: IsisOsirisStone | IsisOsirisTile | None
    c6: IsisOsirisStone | IsisOsirisTile | None
    d1: IsisOsirisStone | IsisOsirisTile | None
    d2: IsisOsirisStone | IsisOsirisTile | None
    d3: IsisOsirisStone | IsisOsirisTile | None
    d4: IsisOsirisStone | IsisOsirisTile | None
    d5: IsisOsirisStone | IsisOsirisTile | None
    d6: IsisOsirisStone | IsisOsirisTile | None
    e1: IsisOsirisStone | IsisOsirisTile | None
    e2: IsisOsirisStone | IsisOsirisTile | None
    e3: IsisOsirisStone | IsisOsirisTile | None
    e4: IsisOsirisStone | IsisOsirisTile | None
    e5: IsisOsirisStone | IsisOsirisTile | None
    e6: IsisOsirisStone | IsisOsirisTile | None
    f1: IsisOsirisStone | IsisOsirisTile | None
    f2: IsisOsirisStone | IsisOsirisTile | None
    f3: IsisOsirisStone | IsisOsirisTile | None
    f4: IsisOsirisStone | IsisOsirisTile | None
    f5: IsisOsirisStone | IsisOsirisTile | None
    f6: IsisOsirisStone | IsisOsirisTile | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.isis_osiris_stone import IsisOsirisStone
        from ..models.isis_osiris_tile import IsisOsirisTile

        a1: dict[str, Any] | None
        if isinstance(self.a1, IsisOsirisStone) or isinstance(self.a1, IsisOsirisTile):
            a1 = self.a1.to_dict()
        else:
            a1 = self.a1

        a2: dict[str, Any] | None
        if isinstance(self.a2, IsisOsirisStone) or isinstance(self.a2, IsisOsirisTile):
            a2 = self.a2.to_dict()
        else:
            a2 = self.a2

        a3: dict[str, Any] | None
        if isinstance(self.a3, IsisOsirisStone) or isinstance(self.a3, IsisOsirisTile):
            a3 = self.a3.to_dict()
        else:
            a3 = self.a3

        a4: dict[str, Any] | None
        if isinstance(self.a4, IsisOsirisStone) or isinstance(self.a4, IsisOsirisTile):
            a4 = self.a4.to_dict()
        else:
            a4 = self.a4

        a5: dict[str, Any] | None
        if isinstance(self.a5, IsisOsirisStone) or isinstance(self.a5, IsisOsirisTile):
            a5 = self.a5.to_dict()
        else:
            a5 = self.a5

        a6: dict[str, Any] | None
        if isinstance(self.a6, IsisOsirisStone) or isinstance(self.a6, IsisOsirisTile):
            a6 = self.a6.to_dict()
        else:
            a6 = self.a6

        b1: dict[str, Any] | None
        if isinstance(self.b1, IsisOsirisStone) or isinstance(self.b1, IsisOsirisTile):
            b1 = self.b1.to_dict()
        else:
            b1 = self.b1

        b2: dict[str, Any] | None
        if isinstance(self.b2, IsisOsirisStone) or isinstance(self.b2, IsisOsirisTile):
            b2 = self.b2.to_dict()
        else:
            b2 = self.b2

        b3: dict[str, Any] | None
        if isinstance(self.b3, IsisOsirisStone) or isinstance(self.b3, IsisOsirisTile):
            b3 = self.b3.to_dict()
        else:
            b3 = self.b3

        b4: dict[str, Any] | None
        if isinstance(self.b4, IsisOsirisStone) or isinstance(self.b4, IsisOsirisTile):
            b4 = self.b4.to_dict()
        else:
            b4 = self.b4

        b5: dict[str, Any] | None
        if isinstance(self.b5, IsisOsirisStone) or isinstance(self.b5, IsisOsirisTile):
            b5 = self.b5.to_dict()
        else:
            b5 = self.b5

        b6: dict[str, Any] | None
        if isinstance(self.b6, IsisOsirisStone) or isinstance(self.b6, IsisOsirisTile):
            b6 = self.b6.to_dict()
        else:
            b6 = self.b6

        c1: dict[str, Any] | None
        if isinstance(self.c1, IsisOsirisStone) or isinstance(self.c1, IsisOsirisTile):
            c1 = self.c1.to_dict()
        else:
            c1 = self.c1

        c2: dict[str, Any] | None
        if isinstance(self.c2, IsisOsirisStone) or isinstance(self.c2, IsisOsirisTile):
            c2 = self.c2.to_dict()
        else:
            c2 = self.c2

        c3: dict[str, Any] | None
        if isinstance(self.c3, IsisOsirisStone) or isinstance(self.c3, IsisOsirisTile):
            c3 = self.c3.to_dict()
        else:
            c3 = self.c3

        c4: dict[str, Any] | None
        if isinstance(self.c4, IsisOsirisStone) or isinstance(self.c4, IsisOsirisTile):
            c4 = self.c4.to_dict()
        else:
            c4 = self.c4

        c5: dict[str, Any] | None
        if isinstance(self.c5, IsisOsirisStone) or isinstance(self.c5, IsisOsirisTile):
            c5 = self.c5.to_dict()
        else:
            c5 = self.c5

        c6: dict[str, Any] | None
        if isinstance(self.c6, IsisOsirisStone) or isinstance(self.c6, IsisOsirisTile):
            c6 = self.c6.to_dict()
        else:
            c6 = self.c6

        d1: dict[str, Any] | None
        if isinstance(self.d1, IsisOsirisStone) or isinstance(self.d1, IsisOsirisTile):
            d1 = self.d1.to_dict()
        else:
            d1 = self.d1

        d2: dict[str, Any] | None
        if isinstance(self.d2, IsisOsirisStone) or isinstance(self.d2, IsisOsirisTile):
            d2 = self.d2.to_dict()
        else:
            d2 = self.d2

        d3: dict[str, Any] | None
        if isinstance(self.d3, IsisOsirisStone) or isinstance(self.d3, IsisOsirisTile):
            d3 = self.d3.to_dict()
        else:
            d3 = self.d3

        d4: dict[str, Any] | None
        if isinstance(self.d4, IsisOsirisStone) or isinstance(self.d4, IsisOsirisTile):
            d4 = self.d4.to_dict()
        else:
            d4 = self.d4

        d5: dict[str, Any] | None
        if isinstance(self.d5, IsisOsirisStone) or isinstance(self.d5, IsisOsirisTile):
            d5 = self.d5.to_dict()
        else:
            d5 = self.d5

        d6: dict[str, Any] | None
        if isinstance(self.d6, IsisOsirisStone) or isinstance(self.d6, IsisOsirisTile):
            d6 = self.d6.to_dict()
        else:
            d6 = self.d6

        e1: dict[str, Any] | None
        if isinstance(self.e1, IsisOsirisStone) or isinstance(self.e1, IsisOsirisTile):
            e1 = self.e1.to_dict()
        else:
            e1 = self.e1

        e2: dict[str, Any] | None
        if isinstance(self.e2, IsisOsirisStone) or isinstance(self.e2, IsisOsirisTile):
            e2 = self.e2.to_dict()
        else:
            e2 = self.e2

        e3: dict[str, Any] | None
        if isinstance(self.e3, IsisOsirisStone) or isinstance(self.e3, IsisOsirisTile):
            e3 = self.e3.to_dict()
        else:
            e3 = self.e3

        e4: dict[str, Any] | None
        if isinstance(self.e4, IsisOsirisStone) or isinstance(self.e4, IsisOsirisTile):
            e4 = self.e4.to_dict()
        else:
            e4 = self.e4

        e5: dict[str, Any] | None
        if isinstance(self.e5, IsisOsirisStone) or isinstance(self.e5, IsisOsirisTile):
            e5 = self.e5.to_dict()
        else:
            e5 = self.e5

        e6: dict[str, Any] | None
        if isinstance(self.e6, IsisOsirisStone) or isinstance(self.e6, IsisOsirisTile):
            e6 = self.e6.to_dict()
        else:
            e6 = self.e6

        f1: dict[str, Any] | None
        if isinstance(self.f1, IsisOsirisStone) or isinstance(self.f1, IsisOsirisTile):
            f1 = self.f1.to_dict()
        else:
            f1 = self.f1

        f2: dict[str, Any] | None
        if isinstance(self.f2, IsisOsirisStone) or isinstance(self.f2, IsisOsirisTile):
            f2 = self.f2.to_dict()
        else:
            f2 = self.f2

        f3: dict[str, Any] | None
        if isinstance(self.f3, IsisOsirisStone) or isinstance(self.f3, IsisOsirisTile):
            f3 = self.f3.to_dict()
        else:
            f3 = self.f3

        f4: dict[str, Any] | None
        if isinstance(self.f4, IsisOsirisStone) or isinstance(self.f4, IsisOsirisTile):
            f4 = self.f4.to_dict()
        else:
            f4 = self.f4

        f5: dict[str, Any] | None
        if isinstance(self.f5, IsisOsirisStone) or isinstance(self.f5, IsisOsirisTile):
            f5 = self.f5.to_dict()
        else:
            f5 = self.f5

        f6: dict[str, Any] | None
        if isinstance(self.f6, IsisOsirisStone) or isinstance(self.f6, IsisOsirisTile):
            f6 = self.f6.to_dict()
        else:
            f6 = self.f6

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a1": a1,
                "a2": a2,
                "a3": a3,
                "a4": a4,
                "a5": a5,
                "a6": a6,
                "b1": b1,
                "b2": b2,
                "b3": b3,
                "b4": b4,
                "b5": b5,
                "b6": b6,
                "c1": c1,
                "c2": c2,
                "c3": c3,
                "c4": c4,
                "c5": c5,
                "c6": c6,
                "d1": d1,
                "d2": d2,
                "d3": d3,
                "d4": d4,
                "d5": d5,
                "d6": d6,
                "e1": e1,
                "e2": e2,
                "e3": e3,
                "e4": e4,
                "e5": e5,
                "e6": e6,
                "f1": f1,
                "f2": f2,
                "f3": f3,
                "f4": f4,
                "f5": f5,
                "f6": f6,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.isis_osiris_stone import IsisOsirisStone
        from ..models.isis_osiris_tile import IsisOsirisTile

        d = dict(src_dict)

        def _parse_a1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a1 = _parse_a1(d.pop("a1"))

        def _parse_a2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a2 = _parse_a2(d.pop("a2"))

        def _parse_a3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a3 = _parse_a3(d.pop("a3"))

        def _parse_a4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a4 = _parse_a4(d.pop("a4"))

        def _parse_a5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a5 = _parse_a5(d.pop("a5"))

        def _parse_a6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        a6 = _parse_a6(d.pop("a6"))

        def _parse_b1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b1 = _parse_b1(d.pop("b1"))

        def _parse_b2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b2 = _parse_b2(d.pop("b2"))

        def _parse_b3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b3 = _parse_b3(d.pop("b3"))

        def _parse_b4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b4 = _parse_b4(d.pop("b4"))

        def _parse_b5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b5 = _parse_b5(d.pop("b5"))

        def _parse_b6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        b6 = _parse_b6(d.pop("b6"))

        def _parse_c1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c1 = _parse_c1(d.pop("c1"))

        def _parse_c2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c2 = _parse_c2(d.pop("c2"))

        def _parse_c3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c3 = _parse_c3(d.pop("c3"))

        def _parse_c4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c4 = _parse_c4(d.pop("c4"))

        def _parse_c5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c5 = _parse_c5(d.pop("c5"))

        def _parse_c6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        c6 = _parse_c6(d.pop("c6"))

        def _parse_d1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d1 = _parse_d1(d.pop("d1"))

        def _parse_d2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d2 = _parse_d2(d.pop("d2"))

        def _parse_d3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d3 = _parse_d3(d.pop("d3"))

        def _parse_d4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d4 = _parse_d4(d.pop("d4"))

        def _parse_d5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d5 = _parse_d5(d.pop("d5"))

        def _parse_d6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        d6 = _parse_d6(d.pop("d6"))

        def _parse_e1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e1 = _parse_e1(d.pop("e1"))

        def _parse_e2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e2 = _parse_e2(d.pop("e2"))

        def _parse_e3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e3 = _parse_e3(d.pop("e3"))

        def _parse_e4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e4 = _parse_e4(d.pop("e4"))

        def _parse_e5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e5 = _parse_e5(d.pop("e5"))

        def _parse_e6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        e6 = _parse_e6(d.pop("e6"))

        def _parse_f1(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f1 = _parse_f1(d.pop("f1"))

        def _parse_f2(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f2 = _parse_f2(d.pop("f2"))

        def _parse_f3(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f3 = _parse_f3(d.pop("f3"))

        def _parse_f4(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f4 = _parse_f4(d.pop("f4"))

        def _parse_f5(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f5 = _parse_f5(d.pop("f5"))

        def _parse_f6(data: object) -> IsisOsirisStone | IsisOsirisTile | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_0 = IsisOsirisStone.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_isis_osiris_cell_type_1 = IsisOsirisTile.from_dict(
                    data
                )

                return componentsschemas_isis_osiris_cell_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IsisOsirisStone | IsisOsirisTile | None, data)

        f6 = _parse_f6(d.pop("f6"))

        isis_osiris_view_board = cls(
            a1=a1,
            a2=a2,
            a3=a3,
            a4=a4,
            a5=a5,
            a6=a6,
            b1=b1,
            b2=b2,
            b3=b3,
            b4=b4,
            b5=b5,
            b6=b6,
            c1=c1,
            c2=c2,
            c3=c3,
            c4=c4,
            c5=c5,
            c6=c6,
            d1=d1,
            d2=d2,
            d3=d3,
            d4=d4,
            d5=d5,
            d6=d6,
            e1=e1,
            e2=e2,
            e3=e3,
            e4=e4,
            e5=e5,
            e6=e6,
            f1=f1,
            f2=f2,
            f3=f3,
            f4=f4,
            f5=f5,
            f6=f6,
        )

        isis_osiris_view_board.additional_properties = d
        return isis_osiris_view_board

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
