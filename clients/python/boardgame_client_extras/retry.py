"""Retries made safe by idempotency keys.

Every POST or PUT of a game that ``Service`` sends carries an
``Idempotency-Key`` (a fresh random one unless the caller gives theirs),
and a retry sends the same key again:
the service then does the work at most once, and a retry of a request that
did succeed (its answer was lost) gets that first answer back with
``Idempotent-Replayed: true``. Without a bearer token the service wants a
strong key (32+ characters of ``A-Za-z0-9_-``), which ``new_idempotency_key``
gives.

Retried: connection errors and timeouts, 502/503/504, 409
``idempotency_key_in_use`` (the first try is still running) and 429
``rate_limited`` / ``too_many_streams``, with exponential backoff and
jitter, or the server's ``Retry-After`` when it sends one. The webhooks'
POSTs take no key: one whose answer was lost is not sent again.
"""

from __future__ import annotations

import json
import random
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

import httpx

from .errors import ServiceUnreachable

T = TypeVar("T")

REPLAYED_HEADER = "Idempotent-Replayed"


def new_idempotency_key() -> str:
    """A random key of 43 characters of ``A-Za-z0-9_-`` (256 bits)."""
    return secrets.token_urlsafe(32)


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 6  # tries in all, the first included
    base_delay: float = 0.25  # seconds before the first retry; doubles each time
    max_delay: float = 10.0  # no wait is longer, whatever Retry-After says
    statuses: frozenset[int] = frozenset({502, 503, 504})
    codes: frozenset[str] = frozenset({"idempotency_key_in_use", "rate_limited",
                                       "too_many_streams", "service_unavailable"})
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False)

    def delay(self, attempt: int, retry_after: float | None = None) -> float:
        """Seconds to wait before retry number ``attempt`` (0 for the first)."""
        if retry_after is not None:
            return min(self.max_delay, retry_after)
        backoff = min(self.max_delay, self.base_delay * 2 ** attempt)
        return backoff / 2 + random.uniform(0, backoff / 2)

    def retryable(self, status: int, code: str | None) -> bool:
        return status in self.statuses or code in self.codes


def problem_code(response: httpx.Response | object) -> str | None:
    """The ``code`` of a problem+json answer (an httpx or a generated Response)."""
    content = getattr(response, "content", b"")
    try:
        body = json.loads(content) if content else None
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


def retry_after(headers: Mapping[str, str] | None) -> float | None:
    value = headers.get("Retry-After") if headers is not None else None
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None  # an HTTP date: use the backoff


# Transport errors worth another try (not e.g. an unsupported URL scheme).
RETRYABLE_ERRORS = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError,
                    httpx.ProxyError)


def call(send: Callable[[], T], policy: RetryPolicy, *, resend_unanswered: bool = True) -> T:
    """``send()`` until it answers something not worth retrying, or the tries run out.

    ``send`` returns a generated ``Response`` (or anything with
    ``status_code``, ``content`` and ``headers``); it must send the same
    request, idempotency key included, every time.

    ``resend_unanswered=False`` is for a POST without an idempotency key: a
    request whose answer was lost may have been done, so only a connection
    that never opened is tried again. Raises ``ServiceUnreachable`` when the
    last try got no answer.
    """
    for attempt in range(policy.attempts):
        last = attempt + 1 == policy.attempts
        try:
            response = send()
        except (*RETRYABLE_ERRORS, json.JSONDecodeError) as error:
            # JSONDecodeError: a proxy's error page where JSON was promised.
            if last or not (resend_unanswered or isinstance(error, httpx.ConnectError)):
                raise ServiceUnreachable(f"no answer after {attempt + 1} tries: {error}") from error
            policy.sleep(policy.delay(attempt))
            continue
        status = int(response.status_code)
        if last or not policy.retryable(status, problem_code(response) if status >= 400 else None):
            return response
        policy.sleep(policy.delay(attempt, retry_after(response.headers)))
    raise AssertionError("unreachable")
