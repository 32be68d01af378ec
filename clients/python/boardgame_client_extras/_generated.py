"""The one module that names the generated client's functions and models.

``make clients`` regenerates ``boardgame_client`` from openapi.yaml; when the
spec renames an operation (its ``operationId`` names the generated module)
or a schema, only the imports and calls here follow. Each function sends
one request and returns the generated ``Response`` (status, headers, parsed
model); retrying and raising are the callers' business.

Problem answers (status 300 and up) are left unparsed (``parsed`` is None):
the callers read their JSON, so that a problem the generated models do not
know (say, a code added to the service later) is still a problem, not a
parse error.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from boardgame_client import AuthenticatedClient, Client
from boardgame_client.api.games import create_game as _create_game
from boardgame_client.api.games import get_game as _get_game
from boardgame_client.api.games import get_legal_moves as _legal_moves
from boardgame_client.api.games import join_seat as _join_seat
from boardgame_client.api.games import submit_move as _submit_move
from boardgame_client.models import (IsaacNewGame, IsisOsirisNewGame, JoinSeat, OsironNewGame,
                                     SubmitMoveNotation, SubmitMoveObject)
from boardgame_client.types import UNSET, Response

__all__ = ["FEED_PATH", "GAME_EVENTS_PATH", "AuthenticatedClient", "Client", "Response",
           "create_game", "get_game", "join_seat", "legal_moves", "submit_move"]

# The typed request body of a new game, by game type.
NEW_GAME = {"isaac": IsaacNewGame, "isis-osiris": IsisOsirisNewGame, "osiron": OsironNewGame}

# The event streams are read directly (the generated functions would read the
# whole, endless body): their paths.
GAME_EVENTS_PATH = "/v1/games/{game_id}/events"
FEED_PATH = "/v1/events"


def _opt(value: Any) -> Any:
    return UNSET if value is None else value


def _send(operation: ModuleType, client: Client | AuthenticatedClient, *args: Any,
          **kwargs: Any) -> Response:
    """``operation.sync_detailed(*args, client=client, **kwargs)``, problems left unparsed.

    Uses the two functions every operation module of openapi-python-client
    has behind ``sync_detailed``: ``_get_kwargs`` (the request) and
    ``_build_response`` (the parsed answer)."""
    answer = client.get_httpx_client().request(**operation._get_kwargs(*args, **kwargs))
    if answer.status_code >= 300:
        return Response(status_code=answer.status_code, content=answer.content,
                        headers=answer.headers, parsed=None)
    return operation._build_response(client=client, response=answer)


def create_game(client: Client, body: dict[str, Any], idempotency_key: str) -> Response:
    return _send(_create_game, client, body=NEW_GAME[body["type"]].from_dict(body),
                 idempotency_key=idempotency_key)


def join_seat(client: Client, game_id: str, seat: int, body: dict[str, Any],
              idempotency_key: str) -> Response:
    return _send(_join_seat, client, game_id, seat, body=JoinSeat.from_dict(body),
                 idempotency_key=idempotency_key)


def get_game(client: Client | AuthenticatedClient, game_id: str, wait_for_version: int | None = None,
             timeout: float | None = None) -> Response:
    return _send(_get_game, client, game_id, wait_for_version=_opt(wait_for_version),
                 timeout=_opt(timeout))


def legal_moves(client: Client | AuthenticatedClient, game_id: str) -> Response:
    return _send(_legal_moves, client, game_id)


def submit_move(client: AuthenticatedClient, game_id: str, body: dict[str, Any],
                if_match: str | None, idempotency_key: str) -> Response:
    model = SubmitMoveNotation if "notation" in body else SubmitMoveObject
    return _send(_submit_move, client, game_id, body=model.from_dict(body),
                 if_match=_opt(if_match), idempotency_key=idempotency_key)
