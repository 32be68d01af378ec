from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.job_kind import JobKind
from ..models.job_status import JobStatus

if TYPE_CHECKING:
    from ..models.ai_turn_result import AiTurnResult
    from ..models.analysis_result import AnalysisResult
    from ..models.hint_result import HintResult
    from ..models.score_result import ScoreResult
    from ..models.stale_result import StaleResult


T = TypeVar("T", bound="Job")


@_attrs_define
class Job:
    """A worker job: an AI turn, a hint, a scoring or an analysis.

    Attributes:
        ended_at (datetime.datetime | None):
        enqueued_at (datetime.datetime | None):
        error (None | str):
        game (None | str): The game's id.
        id (str):
        kind (JobKind):
        result (AiTurnResult | AnalysisResult | HintResult | None | ScoreResult | StaleResult):
        started_at (datetime.datetime | None):
        status (JobStatus):
    """

    ended_at: datetime.datetime | None
    enqueued_at: datetime.datetime | None
    error: None | str
    game: None | str
    id: str
    kind: JobKind
    result: (
        AiTurnResult | AnalysisResult | HintResult | None | ScoreResult | StaleResult
    )
    started_at: datetime.datetime | None
    status: JobStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ai_turn_result import AiTurnResult
        from ..models.analysis_result import AnalysisResult
        from ..models.hint_result import HintResult
        from ..models.score_result import ScoreResult
        from ..models.stale_result import StaleResult

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        enqueued_at: None | str
        if isinstance(self.enqueued_at, datetime.datetime):
            enqueued_at = self.enqueued_at.isoformat()
        else:
            enqueued_at = self.enqueued_at

        error: None | str
        error = self.error

        game: None | str
        game = self.game

        id = self.id

        kind = self.kind.value

        result: dict[str, Any] | None
        if (
            isinstance(self.result, AiTurnResult)
            or isinstance(self.result, HintResult)
            or isinstance(self.result, ScoreResult)
            or isinstance(self.result, AnalysisResult)
            or isinstance(self.result, StaleResult)
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ended_at": ended_at,
                "enqueued_at": enqueued_at,
                "error": error,
                "game": game,
                "id": id,
                "kind": kind,
                "result": result,
                "started_at": started_at,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ai_turn_result import AiTurnResult
        from ..models.analysis_result import AnalysisResult
        from ..models.hint_result import HintResult
        from ..models.score_result import ScoreResult
        from ..models.stale_result import StaleResult

        d = dict(src_dict)

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_enqueued_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                enqueued_at_type_0 = datetime.datetime.fromisoformat(data)

                return enqueued_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        enqueued_at = _parse_enqueued_at(d.pop("enqueued_at"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))

        id = d.pop("id")

        kind = JobKind(d.pop("kind"))

        def _parse_result(
            data: object,
        ) -> (
            AiTurnResult
            | AnalysisResult
            | HintResult
            | None
            | ScoreResult
            | StaleResult
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_0 = AiTurnResult.from_dict(data)

                return result_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_1 = HintResult.from_dict(data)

                return result_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_2 = ScoreResult.from_dict(data)

                return result_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_3 = AnalysisResult.from_dict(data)

                return result_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_4 = StaleResult.from_dict(data)

                return result_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AiTurnResult
                | AnalysisResult
                | HintResult
                | None
                | ScoreResult
                | StaleResult,
                data,
            )

        result = _parse_result(d.pop("result"))

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        status = JobStatus(d.pop("status"))

        job = cls(
            ended_at=ended_at,
            enqueued_at=enqueued_at,
            error=error,
            game=game,
            id=id,
            kind=kind,
            result=result,
            started_at=started_at,
            status=status,
        )

        job.additional_properties = d
        return job

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
