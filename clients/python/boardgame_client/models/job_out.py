from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.job_out_status import JobOutStatus

if TYPE_CHECKING:
    from ..models.job_out_result_type_0 import JobOutResultType0


T = TypeVar("T", bound="JobOut")


@_attrs_define
class JobOut:
    """
    Attributes:
        ended_at (None | str):
        enqueued_at (None | str):
        error (None | str):
        game (None | str): The game's id.
        id (str):
        kind (str): `ai_turn`, `hint` or `score`.
        result (JobOutResultType0 | None):
        started_at (None | str):
        status (JobOutStatus):
    """

    ended_at: None | str
    enqueued_at: None | str
    error: None | str
    game: None | str
    id: str
    kind: str
    result: JobOutResultType0 | None
    started_at: None | str
    status: JobOutStatus

    def to_dict(self) -> dict[str, Any]:
        from ..models.job_out_result_type_0 import JobOutResultType0

        ended_at: None | str
        ended_at = self.ended_at

        enqueued_at: None | str
        enqueued_at = self.enqueued_at

        error: None | str
        error = self.error

        game: None | str
        game = self.game

        id = self.id

        kind = self.kind

        result: dict[str, Any] | None
        if isinstance(self.result, JobOutResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        started_at: None | str
        started_at = self.started_at

        status = self.status.value

        field_dict: dict[str, Any] = {}

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
        from ..models.job_out_result_type_0 import JobOutResultType0

        d = dict(src_dict)

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_enqueued_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

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

        kind = d.pop("kind")

        def _parse_result(data: object) -> JobOutResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = JobOutResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JobOutResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("started_at"))

        status = JobOutStatus(d.pop("status"))

        job_out = cls(
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

        return job_out
