from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_level import AnalysisLevel

if TYPE_CHECKING:
    from ..models.analysis_ply import AnalysisPly
    from ..models.analysis_seat import AnalysisSeat
    from ..models.analysis_thresholds import AnalysisThresholds


T = TypeVar("T", bound="Analysis")


@_attrs_define
class Analysis:
    """What each move of an ended game was worth to its player.

    Attributes:
        game (str): The game's id.
        level (AnalysisLevel):
        plies (list[AnalysisPly]):
        seats (list[AnalysisSeat]):
        thresholds (AnalysisThresholds): The least loss of each class after `best`, for this game type.
        type_ (str): The game's type.
        version (int): The game's final version.
    """

    game: str
    level: AnalysisLevel
    plies: list[AnalysisPly]
    seats: list[AnalysisSeat]
    thresholds: AnalysisThresholds
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        level = self.level.value

        plies = []
        for plies_item_data in self.plies:
            plies_item = plies_item_data.to_dict()
            plies.append(plies_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        thresholds = self.thresholds.to_dict()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "level": level,
                "plies": plies,
                "seats": seats,
                "thresholds": thresholds,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_ply import AnalysisPly
        from ..models.analysis_seat import AnalysisSeat
        from ..models.analysis_thresholds import AnalysisThresholds

        d = dict(src_dict)
        game = d.pop("game")

        level = AnalysisLevel(d.pop("level"))

        plies = []
        _plies = d.pop("plies")
        for plies_item_data in _plies:
            plies_item = AnalysisPly.from_dict(plies_item_data)

            plies.append(plies_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = AnalysisSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        thresholds = AnalysisThresholds.from_dict(d.pop("thresholds"))

        type_ = d.pop("type")

        version = d.pop("version")

        analysis = cls(
            game=game,
            level=level,
            plies=plies,
            seats=seats,
            thresholds=thresholds,
            type_=type_,
            version=version,
        )

        analysis.additional_properties = d
        return analysis

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
