"""Server-Sent Events: parsing ``text/event-stream`` and following a stream
across reconnections with ``Last-Event-ID``.

The service ends a game's stream when the game ends, and any stream after
``SSE_MAX_SECONDS``; ``follow`` reconnects with the last event id seen, so
nothing is missed or seen twice.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import httpx

from .errors import ServiceUnreachable, StreamProblem
from .retry import RETRYABLE_ERRORS, RetryPolicy, problem_code, retry_after


@dataclass(frozen=True)
class Event:
    """One event: its name (``event:``; ``message`` if none), data and id.

    Read what an event means from its data (``json()``), not its name: the
    data of a game's events carries the history record's ``type`` (``"move"``,
    ``"finished"``, ...) and, on the newest event of a batch, ``game``, the
    viewer's view; the feed's carries ``type`` (``"move_applied"``, ...) and
    ``game``, the game's id.
    """

    event: str
    data: str
    id: str | None  # the stream's last event id as of this event

    def json(self) -> dict[str, object]:
        """The data as a JSON object (the service sends nothing else; else ``{}``)."""
        value = json.loads(self.data)
        return value if isinstance(value, dict) else {}

    @property
    def game_status(self) -> str | None:
        """The status of the game view this event carries, if it carries one."""
        game = self.json().get("game")
        status = game.get("status") if isinstance(game, dict) else None
        return status if isinstance(status, str) else None


class Parser:
    """The event stream format of the HTML standard, a line at a time."""

    def __init__(self, last_event_id: str | None = None) -> None:
        self.last_event_id = last_event_id
        self.retry_ms: int | None = None
        self._event = ""
        self._data: list[str] = []

    def feed(self, line: str) -> Event | None:
        """Take one line (without its end); return the event a blank line completes."""
        if line == "":
            return self._dispatch()
        if line.startswith(":"):
            return None  # a comment: keep-alive
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            self._event = value
        elif name == "data":
            self._data.append(value)
        elif name == "id":
            if "\0" not in value:
                self.last_event_id = value
        elif name == "retry":
            if value.isdigit():
                self.retry_ms = int(value)
        return None

    def _dispatch(self) -> Event | None:
        event, data = self._event or "message", self._data
        self._event, self._data = "", []
        if not data:
            return None
        return Event(event, "\n".join(data), self.last_event_id)


def parse(lines: Iterable[str]) -> Iterator[Event]:
    parser = Parser()
    for line in lines:
        event = parser.feed(line)
        if event is not None:
            yield event


def follow(http: httpx.Client, path: str, *, last_event_id: str | None = None,
           params: dict[str, str] | None = None, until: Callable[[Event], bool] | None = None,
           finished: Callable[[], bool] | None = None, policy: RetryPolicy = RetryPolicy(),
           read_timeout: float = 60.0) -> Iterator[Event]:
    """Every event of the stream at ``path``, reconnecting with ``Last-Event-ID``.

    Stops after an event for which ``until`` is true, or when a connection
    closes without an event and ``finished()`` says there will be no more
    (without ``finished``, it reconnects for ever: break out of the loop).
    Errors (connection, 5xx, 429, ...) are retried as ``policy`` says;
    ``policy.attempts`` failures in a row raise.
    """
    failures = 0
    while True:
        headers = {"Accept": "text/event-stream", "Cache-Control": "no-cache"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = last_event_id
        seen = 0
        wait: float | None = None
        try:
            with http.stream("GET", path, params=params, headers=headers,
                             timeout=httpx.Timeout(10.0, read=read_timeout)) as response:
                if response.status_code != 200:
                    response.read()
                    failures += 1
                    if (failures >= policy.attempts
                            or not policy.retryable(response.status_code, problem_code(response))):
                        raise StreamProblem(response.status_code, response.content,
                                            response.headers)
                    wait = policy.delay(failures - 1, retry_after(response.headers))
                else:
                    parser = Parser(last_event_id)
                    for line in response.iter_lines():
                        event = parser.feed(line)
                        if event is None:
                            continue
                        last_event_id = parser.last_event_id
                        seen += 1
                        failures = 0
                        yield event
                        if until is not None and until(event):
                            return
        except RETRYABLE_ERRORS as error:
            failures += 1
            if failures >= policy.attempts:
                raise ServiceUnreachable(f"{path}: no answer after {failures} tries") from error
            wait = policy.delay(failures - 1)
        if wait is None and seen == 0:  # closed at once: over, or worth a short pause
            if finished is not None and finished():
                return
            wait = policy.delay(0)
        if wait is not None:
            policy.sleep(wait)
