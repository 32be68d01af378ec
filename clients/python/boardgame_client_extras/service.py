"""The service and one's seat in a game, over the generated client.

    service = Service("http://127.0.0.1:8000")
    created = service.create_game({"type": "osiron", "seats": [...]})
    me = service.seat(created.game.id, created.seat_tokens["0"])
    game = me.wait_for_turn()            # long polls until it is my turn or the game is over
    me.submit_move(notation=...)         # retried safely with an Idempotency-Key

Answers are the generated models (``boardgame_client.models``); a problem
answer raises ``ApiProblem``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx

from . import _generated as api
from .retry import REPLAYED_HEADER, RetryPolicy, call, new_idempotency_key
from .sse import Event, follow

TERMINAL = frozenset({"finished", "cancelled", "expired", "abandoned"})
# Long polls last up to a minute on the server: reads may take longer than that.
DEFAULT_TIMEOUT = httpx.Timeout(10.0, read=90.0)


class ApiProblem(Exception):
    """A problem answer (RFC 9457): ``status``, stable ``code``, ``detail``, and
    ``problem``, the whole problem document (a dict)."""

    def __init__(self, response: api.Response) -> None:
        self.response = response
        self.status = int(response.status_code)
        try:
            problem = json.loads(response.content)
        except ValueError:
            problem = None
        self.problem: dict[str, Any] = problem if isinstance(problem, dict) else {}
        self.code: str | None = self.problem.get("code")
        self.detail: str = self.problem.get("detail") or response.content[:300].decode(
            "utf-8", "replace")
        super().__init__(f"{self.status} {self.code}: {self.detail}")


def replayed(response: api.Response) -> bool:
    """Whether the service answered a retry with the first try's outcome."""
    return response.headers.get(REPLAYED_HEADER) == "true"


class Service:
    """The service at ``base_url``; ``api_key`` where it wants one (``X-API-Key``).

    ``last_response`` is the generated ``Response`` of the latest call (its
    headers say e.g. whether it was a replay: ``replayed(...)``).
    """

    def __init__(self, base_url: str, *, api_key: str | None = None,
                 timeout: httpx.Timeout = DEFAULT_TIMEOUT, retry: RetryPolicy = RetryPolicy(),
                 httpx_args: dict[str, Any] | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.retry = retry
        self.last_response: api.Response | None = None
        self._options = dict(base_url=self.base_url, timeout=timeout,
                             headers={"X-API-Key": api_key} if api_key else {},
                             httpx_args=dict(httpx_args or {}))
        self._clients: dict[str | None, api.Client | api.AuthenticatedClient] = {}

    # -- plumbing --

    def client(self, token: str | None = None) -> api.Client | api.AuthenticatedClient:
        """The generated client for ``token`` (a seat's or the creator's; None: anonymous)."""
        if token not in self._clients:
            self._clients[token] = (api.Client(**self._options) if token is None else
                                    api.AuthenticatedClient(token=token, **self._options))
        return self._clients[token]

    def _send(self, send, ok: tuple[int, ...]) -> Any:
        response = call(send, self.retry)
        self.last_response = response
        if int(response.status_code) not in ok:
            raise ApiProblem(response)
        return response.parsed

    def close(self) -> None:
        for client in self._clients.values():
            client.get_httpx_client().close()
        self._clients.clear()

    def __enter__(self) -> Service:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- games --

    def create_game(self, body: dict[str, Any], *, idempotency_key: str | None = None):
        """Create a game (``CreateGame`` as a dict); the ``CreatedGame`` with its tokens."""
        key = idempotency_key or new_idempotency_key()
        return self._send(lambda: api.create_game(self.client(), body, key), (201,))

    def join(self, game_id: str, seat: int, name: str | None = None, *,
             idempotency_key: str | None = None) -> Seat:
        """Take an open seat; the ``Seat`` (its token is ``seat.token``)."""
        key = idempotency_key or new_idempotency_key()
        body = {"name": name} if name else {}
        joined = self._send(lambda: api.join_seat(self.client(), game_id, seat, body, key), (200,))
        return Seat(self, game_id, joined.token)

    def game(self, game_id: str, token: str | None = None, *, wait_for_version: int | None = None,
             timeout: float | None = None):
        """The game (``GameOut``) as ``token``'s seat sees it; a long poll with ``wait_for_version``."""
        return self._send(lambda: api.get_game(self.client(token), game_id, wait_for_version,
                                               timeout), (200,))

    def legal_moves(self, game_id: str):
        return self._send(lambda: api.legal_moves(self.client(), game_id), (200,))

    def seat(self, game_id: str, token: str) -> Seat:
        return Seat(self, game_id, token)

    # -- following --

    def follow_game(self, game_id: str, token: str | None = None, *,
                    last_event_id: str | int | None = None) -> Iterator[Event]:
        """The game's events (one per version; ids are versions) until it is over.

        The newest event of each batch carries ``game`` (the viewer's view);
        resumes after ``last_event_id`` (a version) if given.
        """
        def over(event: Event) -> bool:
            game = event.json().get("game")
            return isinstance(game, dict) and game.get("status") in TERMINAL

        return follow(self.client(token).get_httpx_client(),
                      api.GAME_EVENTS_PATH.format(game_id=game_id),
                      last_event_id=None if last_event_id is None else str(last_event_id),
                      until=over, finished=lambda: self.game(game_id, token).status in TERMINAL,
                      policy=self.retry)

    def follow_feed(self, *, last_event_id: str | None = None, types: list[str] | None = None,
                    game: str | None = None) -> Iterator[Event]:
        """Every game's events (``/v1/events``), endless: break out when done.

        Without ``last_event_id``, from now on; ``"0-0"`` reads all the feed keeps.
        Reconnections resume after the last event seen; until a first event is
        seen there is no resume point (the service names none), so pass an id
        (or ``"0-0"``) where an event between two connections must not be missed.
        """
        params = {}
        if types:
            params["types"] = ",".join(types)
        if game:
            params["game"] = game
        return follow(self.client().get_httpx_client(), api.FEED_PATH,
                      last_event_id=last_event_id, params=params, policy=self.retry)


class Seat:
    """One seat of one game, by its token."""

    def __init__(self, service: Service, game_id: str, token: str) -> None:
        self.service, self.game_id, self.token = service, game_id, token

    def game(self, *, wait_for_version: int | None = None, timeout: float | None = None):
        return self.service.game(self.game_id, self.token, wait_for_version=wait_for_version,
                                 timeout=timeout)

    def wait_for_turn(self, *, timeout: float | None = None, poll_seconds: float | None = None):
        """The game once this seat is to move, or once it is over (long polls).

        ``timeout``: give up (``TimeoutError``) after so many seconds;
        ``poll_seconds``: each long poll's timeout (the server's default if None).
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        game = self.game()
        while not (game.status in TERMINAL or (game.status == "active" and game.to_move == game.you)):
            if deadline is not None and time.monotonic() >= deadline:
                raise TimeoutError(f"not this seat's turn after {timeout} s")
            game = self.game(wait_for_version=game.version + 1, timeout=poll_seconds)
        return game

    def legal_moves(self):
        return self.service.legal_moves(self.game_id)

    def submit_move(self, move: Any = None, *, notation: str | None = None,
                    version: int | None = None, idempotency_key: str | None = None):
        """Play ``move`` (a dict, or a generated move model) or ``notation``; the ``MoveResult``.

        ``version``: only on this version of the game (``If-Match``).
        """
        if (move is None) == (notation is None):
            raise ValueError("give a move or its notation")
        if move is not None and hasattr(move, "to_dict"):
            move = move.to_dict()
        body = {"move": move} if move is not None else {"notation": notation}
        key = idempotency_key or new_idempotency_key()
        if_match = None if version is None else f'"{version}"'
        client = self.service.client(self.token)
        return self.service._send(
            lambda: api.submit_move(client, self.game_id, body, if_match, key), (200,))

    def follow(self, *, last_event_id: str | int | None = None) -> Iterator[Event]:
        return self.service.follow_game(self.game_id, self.token, last_event_id=last_event_id)
