"""The one module that names the generated client's functions and models.

``make clients`` regenerates ``boardgame_client`` from openapi.yaml; when the
spec renames an operation (its ``operationId`` names the generated module)
or a schema, only the imports and calls here follow. Each function sends
one request and returns the generated ``Response`` (status, headers, parsed
model or Problem); retrying and raising are the callers' business.
"""

from __future__ import annotations

from typing import Any

from boardgame_client import AuthenticatedClient, Client
from boardgame_client.api.games import (
    get_v1_games_game_id as _get_game,
)
from boardgame_client.api.games import (
    get_v1_games_game_id_legal_moves as _legal_moves,
)
from boardgame_client.api.games import (
    post_v1_games as _create_game,
)
from boardgame_client.api.games import (
    post_v1_games_game_id_moves as _submit_move,
)
from boardgame_client.api.games import (
    post_v1_games_game_id_seats_seat_join as _join_seat,
)
from boardgame_client.models import CreateGame, JoinSeat, Problem, SubmitMove
from boardgame_client.types import UNSET, Response

__all__ = ["AuthenticatedClient", "Client", "Problem", "Response", "create_game", "join_seat",
           "get_game", "legal_moves", "submit_move", "GAME_EVENTS_PATH", "FEED_PATH"]

# The event streams are read directly (the generated functions would read the
# whole, endless body): their paths.
GAME_EVENTS_PATH = "/v1/games/{game_id}/events"
FEED_PATH = "/v1/events"


def _opt(value: Any) -> Any:
    return UNSET if value is None else value


def create_game(client: Client, body: dict[str, Any], idempotency_key: str) -> Response:
    return _create_game.sync_detailed(client=client, body=CreateGame.from_dict(body),
                                      idempotency_key=idempotency_key)


def join_seat(client: Client, game_id: str, seat: int, body: dict[str, Any],
              idempotency_key: str) -> Response:
    return _join_seat.sync_detailed(game_id, seat, client=client, body=JoinSeat.from_dict(body),
                                    idempotency_key=idempotency_key)


def get_game(client: Client | AuthenticatedClient, game_id: str, wait_for_version: int | None = None,
             timeout: float | None = None) -> Response:
    return _get_game.sync_detailed(game_id, client=client, wait_for_version=_opt(wait_for_version),
                                   timeout=_opt(timeout))


def legal_moves(client: Client | AuthenticatedClient, game_id: str) -> Response:
    return _legal_moves.sync_detailed(game_id, client=client)


def submit_move(client: AuthenticatedClient, game_id: str, body: dict[str, Any],
                if_match: str | None, idempotency_key: str) -> Response:
    return _submit_move.sync_detailed(game_id, client=client, body=SubmitMove.from_dict(body),
                                      if_match=_opt(if_match), idempotency_key=idempotency_key)
