from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.osiron_space import OsironSpace

if TYPE_CHECKING:
    from ..models.osiron_reference_beginner_layout import OsironReferenceBeginnerLayout
    from ..models.osiron_reference_bordering import OsironReferenceBordering
    from ..models.osiron_reference_circle_centres import OsironReferenceCircleCentres
    from ..models.osiron_reference_circles import OsironReferenceCircles
    from ..models.osiron_reference_coordinates import OsironReferenceCoordinates
    from ..models.osiron_reference_pointing import OsironReferencePointing
    from ..models.osiron_reference_triangles import OsironReferenceTriangles


T = TypeVar("T", bound="OsironReference")


@_attrs_define
class OsironReference:
    """Osiron reference data: spaces, circles, relations and geometry.

    Attributes:
        beginner_layout (OsironReferenceBeginnerLayout):
        bordering (OsironReferenceBordering):
        bordering_pairs (list[list[OsironSpace]]):
        circle_centres (OsironReferenceCircleCentres):
        circle_radius (float):
        circles (OsironReferenceCircles):
        coordinates (OsironReferenceCoordinates):
        pointing (OsironReferencePointing):
        pointing_pairs (list[list[OsironSpace]]):
        spaces (list[OsironSpace]):
        triangles (OsironReferenceTriangles):
        units (str):
    """

    beginner_layout: OsironReferenceBeginnerLayout
    bordering: OsironReferenceBordering
    bordering_pairs: list[list[OsironSpace]]
    circle_centres: OsironReferenceCircleCentres
    circle_radius: float
    circles: OsironReferenceCircles
    coordinates: OsironReferenceCoordinates
    pointing: OsironReferencePointing
    pointing_pairs: list[list[OsironSpace]]
    spaces: list[OsironSpace]
    triangles: OsironReferenceTriangles
    units: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        beginner_layout = self.beginner_layout.to_dict()

        bordering = self.bordering.to_dict()

        bordering_pairs = []
        for bordering_pairs_item_data in self.bordering_pairs:
            bordering_pairs_item = []
            for bordering_pairs_item_item_data in bordering_pairs_item_data:
                bordering_pairs_item_item = bordering_pairs_item_item_data.value
                bordering_pairs_item.append(bordering_pairs_item_item)

            bordering_pairs.append(bordering_pairs_item)

        circle_centres = self.circle_centres.to_dict()

        circle_radius = self.circle_radius

        circles = self.circles.to_dict()

        coordinates = self.coordinates.to_dict()

        pointing = self.pointing.to_dict()

        pointing_pairs = []
        for pointing_pairs_item_data in self.pointing_pairs:
            pointing_pairs_item = []
            for pointing_pairs_item_item_data in pointing_pairs_item_data:
                pointing_pairs_item_item = pointing_pairs_item_item_data.value
                pointing_pairs_item.append(pointing_pairs_item_item)

            pointing_pairs.append(pointing_pairs_item)

        spaces = []
        for spaces_item_data in self.spaces:
            spaces_item = spaces_item_data.value
            spaces.append(spaces_item)

        triangles = self.triangles.to_dict()

        units = self.units

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "beginner_layout": beginner_layout,
                "bordering": bordering,
                "bordering_pairs": bordering_pairs,
                "circle_centres": circle_centres,
                "circle_radius": circle_radius,
                "circles": circles,
                "coordinates": coordinates,
                "pointing": pointing,
                "pointing_pairs": pointing_pairs,
                "spaces": spaces,
                "triangles": triangles,
                "units": units,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.osiron_reference_beginner_layout import (
            OsironReferenceBeginnerLayout,
        )
        from ..models.osiron_reference_bordering import OsironReferenceBordering
        from ..models.osiron_reference_circle_centres import (
            OsironReferenceCircleCentres,
        )
        from ..models.osiron_reference_circles import OsironReferenceCircles
        from ..models.osiron_reference_coordinates import OsironReferenceCoordinates
        from ..models.osiron_reference_pointing import OsironReferencePointing
        from ..models.osiron_reference_triangles import OsironReferenceTriangles

        d = dict(src_dict)
        beginner_layout = OsironReferenceBeginnerLayout.from_dict(
            d.pop("beginner_layout")
        )

        bordering = OsironReferenceBordering.from_dict(d.pop("bordering"))

        bordering_pairs = []
        _bordering_pairs = d.pop("bordering_pairs")
        for bordering_pairs_item_data in _bordering_pairs:
            bordering_pairs_item = []
            _bordering_pairs_item = bordering_pairs_item_data
            for bordering_pairs_item_item_data in _bordering_pairs_item:
                bordering_pairs_item_item = OsironSpace(bordering_pairs_item_item_data)

                bordering_pairs_item.append(bordering_pairs_item_item)

            bordering_pairs.append(bordering_pairs_item)

        circle_centres = OsironReferenceCircleCentres.from_dict(d.pop("circle_centres"))

        circle_radius = d.pop("circle_radius")

        circles = OsironReferenceCircles.from_dict(d.pop("circles"))

        coordinates = OsironReferenceCoordinates.from_dict(d.pop("coordinates"))

        pointing = OsironReferencePointing.from_dict(d.pop("pointing"))

        pointing_pairs = []
        _pointing_pairs = d.pop("pointing_pairs")
        for pointing_pairs_item_data in _pointing_pairs:
            pointing_pairs_item = []
            _pointing_pairs_item = pointing_pairs_item_data
            for pointing_pairs_item_item_data in _pointing_pairs_item:
                pointing_pairs_item_item = OsironSpace(pointing_pairs_item_item_data)

                pointing_pairs_item.append(pointing_pairs_item_item)

            pointing_pairs.append(pointing_pairs_item)

        spaces = []
        _spaces = d.pop("spaces")
        for spaces_item_data in _spaces:
            spaces_item = OsironSpace(spaces_item_data)

            spaces.append(spaces_item)

        triangles = OsironReferenceTriangles.from_dict(d.pop("triangles"))

        units = d.pop("units")

        osiron_reference = cls(
            beginner_layout=beginner_layout,
            bordering=bordering,
            bordering_pairs=bordering_pairs,
            circle_centres=circle_centres,
            circle_radius=circle_radius,
            circles=circles,
            coordinates=coordinates,
            pointing=pointing,
            pointing_pairs=pointing_pairs,
            spaces=spaces,
            triangles=triangles,
            units=units,
        )

        osiron_reference.additional_properties = d
        return osiron_reference

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
