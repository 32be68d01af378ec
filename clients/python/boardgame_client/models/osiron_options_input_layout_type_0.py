from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.osiron_colour import OsironColour

T = TypeVar("T", bound="OsironOptionsInputLayoutType0")


@_attrs_define
class OsironOptionsInputLayoutType0:
    """For `setup` custom: each of the 24 spaces to light or dark, 12 of each.

    Attributes:
        i0 (OsironColour): A colour (light: seat 0, dark: seat 1).
        i1 (OsironColour): A colour (light: seat 0, dark: seat 1).
        i2 (OsironColour): A colour (light: seat 0, dark: seat 1).
        i3 (OsironColour): A colour (light: seat 0, dark: seat 1).
        i4 (OsironColour): A colour (light: seat 0, dark: seat 1).
        i5 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m0 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m1 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m2 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m3 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m4 (OsironColour): A colour (light: seat 0, dark: seat 1).
        m5 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o0 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o1 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o10 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o11 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o2 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o3 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o4 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o5 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o6 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o7 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o8 (OsironColour): A colour (light: seat 0, dark: seat 1).
        o9 (OsironColour): A colour (light: seat 0, dark: seat 1).
    """

    i0: OsironColour
    i1: OsironColour
    i2: OsironColour
    i3: OsironColour
    i4: OsironColour
    i5: OsironColour
    m0: OsironColour
    m1: OsironColour
    m2: OsironColour
    m3: OsironColour
    m4: OsironColour
    m5: OsironColour
    o0: OsironColour
    o1: OsironColour
    o10: OsironColour
    o11: OsironColour
    o2: OsironColour
    o3: OsironColour
    o4: OsironColour
    o5: OsironColour
    o6: OsironColour
    o7: OsironColour
    o8: OsironColour
    o9: OsironColour

    def to_dict(self) -> dict[str, Any]:
        i0 = self.i0.value

        i1 = self.i1.value

        i2 = self.i2.value

        i3 = self.i3.value

        i4 = self.i4.value

        i5 = self.i5.value

        m0 = self.m0.value

        m1 = self.m1.value

        m2 = self.m2.value

        m3 = self.m3.value

        m4 = self.m4.value

        m5 = self.m5.value

        o0 = self.o0.value

        o1 = self.o1.value

        o10 = self.o10.value

        o11 = self.o11.value

        o2 = self.o2.value

        o3 = self.o3.value

        o4 = self.o4.value

        o5 = self.o5.value

        o6 = self.o6.value

        o7 = self.o7.value

        o8 = self.o8.value

        o9 = self.o9.value

        field_dict: dict[str, Any] = {}

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
        i0 = OsironColour(d.pop("I0"))

        i1 = OsironColour(d.pop("I1"))

        i2 = OsironColour(d.pop("I2"))

        i3 = OsironColour(d.pop("I3"))

        i4 = OsironColour(d.pop("I4"))

        i5 = OsironColour(d.pop("I5"))

        m0 = OsironColour(d.pop("M0"))

        m1 = OsironColour(d.pop("M1"))

        m2 = OsironColour(d.pop("M2"))

        m3 = OsironColour(d.pop("M3"))

        m4 = OsironColour(d.pop("M4"))

        m5 = OsironColour(d.pop("M5"))

        o0 = OsironColour(d.pop("O0"))

        o1 = OsironColour(d.pop("O1"))

        o10 = OsironColour(d.pop("O10"))

        o11 = OsironColour(d.pop("O11"))

        o2 = OsironColour(d.pop("O2"))

        o3 = OsironColour(d.pop("O3"))

        o4 = OsironColour(d.pop("O4"))

        o5 = OsironColour(d.pop("O5"))

        o6 = OsironColour(d.pop("O6"))

        o7 = OsironColour(d.pop("O7"))

        o8 = OsironColour(d.pop("O8"))

        o9 = OsironColour(d.pop("O9"))

        osiron_options_input_layout_type_0 = cls(
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

        return osiron_options_input_layout_type_0
