from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rematch import Rematch
from ...models.rematch_request import RematchRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: RematchRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/rematch".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Rematch:
    if response.status_code == 201:
        response_201 = Rematch.from_dict(response.json())

        return response_201

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[Problem | Rematch]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RematchRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Rematch]:
    """Ask for a rematch

     A new game of the same type and options with the same players, each
    one seat further on (so the start and colours rotate). Every human
    seat of the rematch gets a fresh token, and each seat's player
    receives its own by asking for the rematch with its token of this
    game: the first request makes the rematch, later ones (by any seat)
    answer the same rematch with the caller's `seat` and `token` in it.
    With `{"inherit_tokens": true}` (chosen by the request that makes
    the rematch) the seats keep their tokens instead. The creator token
    carries over, so the creator may re-key the rematch's seats.
    The rematch counts against the tenant's waiting and active games (429
    `game_quota_exceeded`, as on creation).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (RematchRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RematchRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Rematch | None:
    """Ask for a rematch

     A new game of the same type and options with the same players, each
    one seat further on (so the start and colours rotate). Every human
    seat of the rematch gets a fresh token, and each seat's player
    receives its own by asking for the rematch with its token of this
    game: the first request makes the rematch, later ones (by any seat)
    answer the same rematch with the caller's `seat` and `token` in it.
    With `{"inherit_tokens": true}` (chosen by the request that makes
    the rematch) the seats keep their tokens instead. The creator token
    carries over, so the creator may re-key the rematch's seats.
    The rematch counts against the tenant's waiting and active games (429
    `game_quota_exceeded`, as on creation).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (RematchRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RematchRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Rematch]:
    """Ask for a rematch

     A new game of the same type and options with the same players, each
    one seat further on (so the start and colours rotate). Every human
    seat of the rematch gets a fresh token, and each seat's player
    receives its own by asking for the rematch with its token of this
    game: the first request makes the rematch, later ones (by any seat)
    answer the same rematch with the caller's `seat` and `token` in it.
    With `{"inherit_tokens": true}` (chosen by the request that makes
    the rematch) the seats keep their tokens instead. The creator token
    carries over, so the creator may re-key the rematch's seats.
    The rematch counts against the tenant's waiting and active games (429
    `game_quota_exceeded`, as on creation).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (RematchRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: RematchRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Rematch | None:
    """Ask for a rematch

     A new game of the same type and options with the same players, each
    one seat further on (so the start and colours rotate). Every human
    seat of the rematch gets a fresh token, and each seat's player
    receives its own by asking for the rematch with its token of this
    game: the first request makes the rematch, later ones (by any seat)
    answer the same rematch with the caller's `seat` and `token` in it.
    With `{"inherit_tokens": true}` (chosen by the request that makes
    the rematch) the seats keep their tokens instead. The creator token
    carries over, so the creator may re-key the rematch's seats.
    The rematch counts against the tenant's waiting and active games (429
    `game_quota_exceeded`, as on creation).

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (RematchRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
