from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_colour import OsironColour

T = TypeVar("T", bound="OsironViewBoard")


@_attrs_define
class OsironViewBoard:
    """Every space by name: the colour on it, or null.

    Attributes:
        i0 (None | OsironColour):
        i1 (None | OsironColour):
        i2 (None | OsironColour):
        i3 (None | OsironColour):
        i4 (None | OsironColour):
        i5 (None | OsironColour):
        m0 (None | OsironColour):
        m1 (None | OsironColour):
        m2 (None | OsironColour):
        m3 (None | OsironColour):
        m4 (None | OsironColour):
        m5 (None | OsironColour):
        o0 (None | OsironColour):
        o1 (None | OsironColour):
        o10 (None | OsironColour):
        o11 (None | OsironColour):
        o2 (None | OsironColour):
        o3 (None | OsironColour):
        o4 (None | OsironColour):
        o5 (None | OsironColour):
        o6 (None | OsironColour):
        o7 (None | OsironColour):
        o8 (None | OsironColour):
        o9 (None | OsironColour):
    """

    i0: None | OsironColour
    i1: None | OsironColour
    i2: None | OsironColour
    i3: None | OsironColour
    i4: None | OsironColour
    i5: None | OsironColour
    m0: None | OsironColour
    m1: None | OsironColour
    m2: None | OsironColour
    m3: None | OsironColour
    m4: None | OsironColour
    m5: None | OsironColour
    o0: None | OsironColour
    o1: None | OsironColour
    o10: None | OsironColour
    o11: None | OsironColour
    o2: None | OsironColour
    o3: None | OsironColour
    o4: None | OsironColour
    o5: None | OsironColour
    o6: None | OsironColour
    o7: None | OsironColour
    o8: None | OsironColour
    o9: None | OsironColour
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        i0: None | str
        if isinstance(self.i0, OsironColour):
            i0 = self.i0.value
        else:
            i0 = self.i0

        i1: None | str
        if isinstance(self.i1, OsironColour):
            i1 = self.i1.value
        else:
            i1 = self.i1

        i2: None | str
        if isinstance(self.i2, OsironColour):
            i2 = self.i2.value
        else:
            i2 = self.i2

        i3: None | str
        if isinstance(self.i3, OsironColour):
            i3 = self.i3.value
        else:
            i3 = self.i3

        i4: None | str
        if isinstance(self.i4, OsironColour):
            i4 = self.i4.value
        else:
            i4 = self.i4

        i5: None | str
        if isinstance(self.i5, OsironColour):
            i5 = self.i5.value
        else:
            i5 = self.i5

        m0: None | str
        if isinstance(self.m0, OsironColour):
            m0 = self.m0.value
        else:
            m0 = self.m0

        m1: None | str
        if isinstance(self.m1, OsironColour):
            m1 = self.m1.value
        else:
            m1 = self.m1

        m2: None | str
        if isinstance(self.m2, OsironColour):
            m2 = self.m2.value
        else:
            m2 = self.m2

        m3: None | str
        if isinstance(self.m3, OsironColour):
            m3 = self.m3.value
        else:
            m3 = self.m3

        m4: None | str
        if isinstance(self.m4, OsironColour):
            m4 = self.m4.value
        else:
            m4 = self.m4

        m5: None | str
        if isinstance(self.m5, OsironColour):
            m5 = self.m5.value
        else:
            m5 = self.m5

        o0: None | str
        if isinstance(self.o0, OsironColour):
            o0 = self.o0.value
        else:
            o0 = self.o0

        o1: None | str
        if isinstance(self.o1, OsironColour):
            o1 = self.o1.value
        else:
            o1 = self.o1

        o10: None | str
        if isinstance(self.o10, OsironColour):
            o10 = self.o10.value
        else:
            o10 = self.o10

        o11: None | str
        if isinstance(self.o11, OsironColour):
            o11 = self.o11.value
        else:
            o11 = self.o11

        o2: None | str
        if isinstance(self.o2, OsironColour):
            o2 = self.o2.value
        else:
            o2 = self.o2

        o3: None | str
        if isinstance(self.o3, OsironColour):
            o3 = self.o3.value
        else:
            o3 = self.o3

        o4: None | str
        if isinstance(self.o4, OsironColour):
            o4 = self.o4.value
        else:
            o4 = self.o4

        o5: None | str
        if isinstance(self.o5, OsironColour):
            o5 = self.o5.value
        else:
            o5 = self.o5

        o6: None | str
        if isinstance(self.o6, OsironColour):
            o6 = self.o6.value
        else:
            o6 = self.o6

        o7: None | str
        if isinstance(self.o7, OsironColour):
            o7 = self.o7.value
        else:
            o7 = self.o7

        o8: None | str
        if isinstance(self.o8, OsironColour):
            o8 = self.o8.value
        else:
            o8 = self.o8

        o9: None | str
        if isinstance(self.o9, OsironColour):
            o9 = self.o9.value
        else:
            o9 = self.o9

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "I0": i0,
                "I1": i1,
                "I2": i2,
                "I3": i3,
                "I4": i4,
                "I5": i5,
                "M0": m0,
                "M1": m1,
                "M2": m2,
                "M3": m3,
                "M4": m4,
                "M5": m5,
                "O0": o0,
                "O1": o1,
                "O10": o10,
                "O11": o11,
                "O2": o2,
                "O3": o3,
                "O4": o4,
                "O5": o5,
                "O6": o6,
                "O7": o7,
                "O8": o8,
                "O9": o9,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_i0(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i0_type_0 = OsironColour(data)

                return i0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i0 = _parse_i0(d.pop("I0"))

        def _parse_i1(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i1_type_0 = OsironColour(data)

                return i1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i1 = _parse_i1(d.pop("I1"))

        def _parse_i2(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i2_type_0 = OsironColour(data)

                return i2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i2 = _parse_i2(d.pop("I2"))

        def _parse_i3(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i3_type_0 = OsironColour(data)

                return i3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i3 = _parse_i3(d.pop("I3"))

        def _parse_i4(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i4_type_0 = OsironColour(data)

                return i4_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i4 = _parse_i4(d.pop("I4"))

        def _parse_i5(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                i5_type_0 = OsironColour(data)

                return i5_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        i5 = _parse_i5(d.pop("I5"))

        def _parse_m0(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m0_type_0 = OsironColour(data)

                return m0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m0 = _parse_m0(d.pop("M0"))

        def _parse_m1(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m1_type_0 = OsironColour(data)

                return m1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m1 = _parse_m1(d.pop("M1"))

        def _parse_m2(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m2_type_0 = OsironColour(data)

                return m2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m2 = _parse_m2(d.pop("M2"))

        def _parse_m3(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m3_type_0 = OsironColour(data)

                return m3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m3 = _parse_m3(d.pop("M3"))

        def _parse_m4(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m4_type_0 = OsironColour(data)

                return m4_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m4 = _parse_m4(d.pop("M4"))

        def _parse_m5(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                m5_type_0 = OsironColour(data)

                return m5_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        m5 = _parse_m5(d.pop("M5"))

        def _parse_o0(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o0_type_0 = OsironColour(data)

                return o0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o0 = _parse_o0(d.pop("O0"))

        def _parse_o1(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o1_type_0 = OsironColour(data)

                return o1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o1 = _parse_o1(d.pop("O1"))

        def _parse_o10(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o10_type_0 = OsironColour(data)

                return o10_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o10 = _parse_o10(d.pop("O10"))

        def _parse_o11(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o11_type_0 = OsironColour(data)

                return o11_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o11 = _parse_o11(d.pop("O11"))

        def _parse_o2(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o2_type_0 = OsironColour(data)

                return o2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o2 = _parse_o2(d.pop("O2"))

        def _parse_o3(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o3_type_0 = OsironColour(data)

                return o3_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o3 = _parse_o3(d.pop("O3"))

        def _parse_o4(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o4_type_0 = OsironColour(data)

                return o4_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o4 = _parse_o4(d.pop("O4"))

        def _parse_o5(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o5_type_0 = OsironColour(data)

                return o5_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o5 = _parse_o5(d.pop("O5"))

        def _parse_o6(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o6_type_0 = OsironColour(data)

                return o6_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o6 = _parse_o6(d.pop("O6"))

        def _parse_o7(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o7_type_0 = OsironColour(data)

                return o7_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o7 = _parse_o7(d.pop("O7"))

        def _parse_o8(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o8_type_0 = OsironColour(data)

                return o8_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o8 = _parse_o8(d.pop("O8"))

        def _parse_o9(data: object) -> None | OsironColour:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                o9_type_0 = OsironColour(data)

                return o9_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OsironColour, data)

        o9 = _parse_o9(d.pop("O9"))

        osiron_view_board = cls(
            i0=i0,
            i1=i1,
            i2=i2,
            i3=i3,
            i4=i4,
            i5=i5,
            m0=m0,
            m1=m1,
            m2=m2,
            m3=m3,
            m4=m4,
            m5=m5,
            o0=o0,
            o1=o1,
            o10=o10,
            o11=o11,
            o2=o2,
            o3=o3,
            o4=o4,
            o5=o5,
            o6=o6,
            o7=o7,
            o8=o8,
            o9=o9,
        )

        osiron_view_board.additional_properties = d
        return osiron_view_board

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
