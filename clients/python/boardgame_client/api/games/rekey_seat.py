from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.seat_token import SeatToken
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/seats/{seat}/token".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SeatToken:
    if response.status_code == 200:
        response_200 = SeatToken.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SeatToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatToken]:
    """Re-key a seat (creator)

     Issues a new token for a player's seat and answers it (once); the
    seat's previous token is refused from then on, for moves and for
    reading as the seat. Hand the new token to the seat's player. A
    retry with the same `Idempotency-Key` answers the same token; each
    request without one issues another. A seat with no player (open or
    AI) answers 409 `seat_has_no_token`.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatToken | None:
    """Re-key a seat (creator)

     Issues a new token for a player's seat and answers it (once); the
    seat's previous token is refused from then on, for moves and for
    reading as the seat. Hand the new token to the seat's player. A
    retry with the same `Idempotency-Key` answers the same token; each
    request without one issues another. A seat with no player (open or
    AI) answers 409 `seat_has_no_token`.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | SeatToken]:
    """Re-key a seat (creator)

     Issues a new token for a player's seat and answers it (once); the
    seat's previous token is refused from then on, for moves and for
    reading as the seat. Hand the new token to the seat's player. A
    retry with the same `Idempotency-Key` answers the same token; each
    request without one issues another. A seat with no player (open or
    AI) answers 409 `seat_has_no_token`.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatToken]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Problem | SeatToken | None:
    """Re-key a seat (creator)

     Issues a new token for a player's seat and answers it (once); the
    seat's previous token is refused from then on, for moves and for
    reading as the seat. Hand the new token to the seat's player. A
    retry with the same `Idempotency-Key` answers the same token; each
    request without one issues another. A seat with no player (open or
    AI) answers 409 `seat_has_no_token`.

    Args:
        game_id (str):
        seat (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatToken
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
