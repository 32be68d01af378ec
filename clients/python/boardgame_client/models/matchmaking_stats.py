from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type import GameType

if TYPE_CHECKING:
    from ..models.matchmaking_stats_favourite_win_probability import (
        MatchmakingStatsFavouriteWinProbability,
    )
    from ..models.matchmaking_stats_wait_seconds import MatchmakingStatsWaitSeconds


T = TypeVar("T", bound="MatchmakingStats")


@_attrs_define
class MatchmakingStats:
    """A tenant's matchmaking figures for one game type.

    Attributes:
        ai_fill_rate (float | None): Share of tables with AI seats.
        favourite_win_probability (MatchmakingStatsFavouriteWinProbability): Per table, the favourite's predicted chance
            to win (0.5 at two seats is an even game).
        matched_last_hour (int):
        tables_last_hour (int):
        type_ (GameType): A game type's id (`GET /v1/game-types`).
        wait_seconds (MatchmakingStatsWaitSeconds): How long matched tickets waited.
        waiting (int): Tickets waiting now.
    """

    ai_fill_rate: float | None
    favourite_win_probability: MatchmakingStatsFavouriteWinProbability
    matched_last_hour: int
    tables_last_hour: int
    type_: GameType
    wait_seconds: MatchmakingStatsWaitSeconds
    waiting: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ai_fill_rate: float | None
        ai_fill_rate = self.ai_fill_rate

        favourite_win_probability = self.favourite_win_probability.to_dict()

        matched_last_hour = self.matched_last_hour

        tables_last_hour = self.tables_last_hour

        type_ = self.type_.value

        wait_seconds = self.wait_seconds.to_dict()

        waiting = self.waiting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ai_fill_rate": ai_fill_rate,
                "favourite_win_probability": favourite_win_probability,
                "matched_last_hour": matched_last_hour,
                "tables_last_hour": tables_last_hour,
                "type": type_,
                "wait_seconds": wait_seconds,
                "waiting": waiting,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.matchmaking_stats_favourite_win_probability import (
            MatchmakingStatsFavouriteWinProbability,
        )
        from ..models.matchmaking_stats_wait_seconds import MatchmakingStatsWaitSeconds

        d = dict(src_dict)

        def _parse_ai_fill_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        ai_fill_rate = _parse_ai_fill_rate(d.pop("ai_fill_rate"))

        favourite_win_probability = MatchmakingStatsFavouriteWinProbability.from_dict(
            d.pop("favourite_win_probability")
        )

        matched_last_hour = d.pop("matched_last_hour")

        tables_last_hour = d.pop("tables_last_hour")

        type_ = GameType(d.pop("type"))

        wait_seconds = MatchmakingStatsWaitSeconds.from_dict(d.pop("wait_seconds"))

        waiting = d.pop("waiting")

        matchmaking_stats = cls(
            ai_fill_rate=ai_fill_rate,
            favourite_win_probability=favourite_win_probability,
            matched_last_hour=matched_last_hour,
            tables_last_hour=tables_last_hour,
            type_=type_,
            wait_seconds=wait_seconds,
            waiting=waiting,
        )

        matchmaking_stats.additional_properties = d
        return matchmaking_stats

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
