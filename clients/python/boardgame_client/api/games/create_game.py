from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.created_game import CreatedGame
from ...models.isaac_new_game import IsaacNewGame
from ...models.isis_osiris_new_game import IsisOsirisNewGame
from ...models.osiron_new_game import OsironNewGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: IsaacNewGame | IsisOsirisNewGame | OsironNewGame,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if isinstance(body, IsisOsirisNewGame) or isinstance(body, OsironNewGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedGame | Problem:
    if response.status_code == 201:
        response_201 = CreatedGame.from_dict(response.json())

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
) -> Response[CreatedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewGame | IsisOsirisNewGame | OsironNewGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game

     Seats are listed in turn order. Each `human` seat's token and the
    creator token are in the response, and only there: keep them. With
    `open` seats the game is `waiting` until they are joined or turned
    into AI seats by the creator. A client may have a few games of AI
    seats only in progress at a time (`AI_QUOTA_GAMES`); beyond, 429
    `ai_quota_exceeded` with `Retry-After`. A tenant (or, without API
    keys, a client address) may have `TENANT_MAX_LIVE_GAMES` (2,000)
    waiting and active games, `TENANT_MAX_CLOCKED_GAMES` (200) of them
    with a clock; beyond, 429 `game_quota_exceeded` with `Retry-After`
    (finished games do not count). While the tenant has `AI_QUOTA_TURNS`
    AI turns queued or running, a game with an AI seat or stand-in moves
    answers 429 `ai_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewGame | IsisOsirisNewGame | OsironNewGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewGame | IsisOsirisNewGame | OsironNewGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game

     Seats are listed in turn order. Each `human` seat's token and the
    creator token are in the response, and only there: keep them. With
    `open` seats the game is `waiting` until they are joined or turned
    into AI seats by the creator. A client may have a few games of AI
    seats only in progress at a time (`AI_QUOTA_GAMES`); beyond, 429
    `ai_quota_exceeded` with `Retry-After`. A tenant (or, without API
    keys, a client address) may have `TENANT_MAX_LIVE_GAMES` (2,000)
    waiting and active games, `TENANT_MAX_CLOCKED_GAMES` (200) of them
    with a clock; beyond, 429 `game_quota_exceeded` with `Retry-After`
    (finished games do not count). While the tenant has `AI_QUOTA_TURNS`
    AI turns queued or running, a game with an AI seat or stand-in moves
    answers 429 `ai_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewGame | IsisOsirisNewGame | OsironNewGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewGame | IsisOsirisNewGame | OsironNewGame,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedGame | Problem]:
    """Create a game

     Seats are listed in turn order. Each `human` seat's token and the
    creator token are in the response, and only there: keep them. With
    `open` seats the game is `waiting` until they are joined or turned
    into AI seats by the creator. A client may have a few games of AI
    seats only in progress at a time (`AI_QUOTA_GAMES`); beyond, 429
    `ai_quota_exceeded` with `Retry-After`. A tenant (or, without API
    keys, a client address) may have `TENANT_MAX_LIVE_GAMES` (2,000)
    waiting and active games, `TENANT_MAX_CLOCKED_GAMES` (200) of them
    with a clock; beyond, 429 `game_quota_exceeded` with `Retry-After`
    (finished games do not count). While the tenant has `AI_QUOTA_TURNS`
    AI turns queued or running, a game with an AI seat or stand-in moves
    answers 429 `ai_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewGame | IsisOsirisNewGame | OsironNewGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewGame | IsisOsirisNewGame | OsironNewGame,
    idempotency_key: str | Unset = UNSET,
) -> CreatedGame | Problem | None:
    """Create a game

     Seats are listed in turn order. Each `human` seat's token and the
    creator token are in the response, and only there: keep them. With
    `open` seats the game is `waiting` until they are joined or turned
    into AI seats by the creator. A client may have a few games of AI
    seats only in progress at a time (`AI_QUOTA_GAMES`); beyond, 429
    `ai_quota_exceeded` with `Retry-After`. A tenant (or, without API
    keys, a client address) may have `TENANT_MAX_LIVE_GAMES` (2,000)
    waiting and active games, `TENANT_MAX_CLOCKED_GAMES` (200) of them
    with a clock; beyond, 429 `game_quota_exceeded` with `Retry-After`
    (finished games do not count). While the tenant has `AI_QUOTA_TURNS`
    AI turns queued or running, a game with an AI seat or stand-in moves
    answers 429 `ai_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewGame | IsisOsirisNewGame | OsironNewGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGame | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
