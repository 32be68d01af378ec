"""The one family of errors this package raises, whatever went wrong and wherever.

    ServiceError                 anything the service did not do for us
    ├── ApiProblem               it answered a problem (RFC 9457): status, code, title, detail
    │   └── StreamProblem        ... when opening an event stream
    └── ServiceUnreachable       no answer at all, even after the retries

Catch ``ServiceError`` for "it did not work", ``ApiProblem`` to look at the
service's reason (``code`` is stable, ``detail`` is for people).
"""

from __future__ import annotations

import json
from collections.abc import Mapping

import httpx


class ServiceError(Exception):
    """The base of every error this package raises."""


class ApiProblem(ServiceError):
    """A problem answer: ``status``, stable ``code``, ``title``, ``detail``,
    and ``problem``, the whole problem document."""

    def __init__(self, status: int, content: bytes,
                 headers: Mapping[str, str] | None = None) -> None:
        self.status = int(status)
        self.headers: Mapping[str, str] = headers or {}
        self.problem: dict[str, object] = _json_object(content)
        self.code: str | None = _text(self.problem.get("code"))
        self.title: str | None = _text(self.problem.get("title"))
        # A proxy's error page is no problem document: its first words say more than nothing.
        self.detail: str = (_text(self.problem.get("detail"))
                            or content[:300].decode("utf-8", "replace"))
        super().__init__(f"{self.status} {self.code}: {self.detail}")

    @classmethod
    def from_response(cls, response: httpx.Response) -> ApiProblem:
        return cls(response.status_code, response.content, response.headers)


class StreamProblem(ApiProblem):
    """An event stream was refused with a problem answer."""


class ServiceUnreachable(ServiceError):
    """No answer: the connection failed or timed out on every try.

    The last transport error is the ``__cause__``."""


def _json_object(content: bytes) -> dict[str, object]:
    try:
        value = json.loads(content) if content else None
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None
