from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.isaac_game import IsaacGame
from ...models.isis_osiris_game import IsisOsirisGame
from ...models.osiron_game import OsironGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/resign".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IsaacGame | IsisOsirisGame | OsironGame | Problem:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> IsaacGame | IsisOsirisGame | OsironGame:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_0 = IsisOsirisGame.from_dict(data)

                return componentsschemas_game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_1 = OsironGame.from_dict(data)

                return componentsschemas_game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_2 = IsaacGame.from_dict(data)

            return componentsschemas_game_type_2

        response_200 = _parse_response_200(response.json())

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
) -> Response[IsaacGame | IsisOsirisGame | OsironGame | Problem]:
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
    idempotency_key: str | Unset = UNSET,
) -> Response[IsaacGame | IsisOsirisGame | OsironGame | Problem]:
    """Resign

     In a two-player game the opponent wins. With more players the seat is
    handed to the AI and the game goes on; when it was the last human
    seat, the game of AI seats only counts against the quota of such
    games (`AI_QUOTA_GAMES`): beyond it, 429 `ai_quota_exceeded` with
    `Retry-After`, and the seat stays.

    Args:
        game_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacGame | IsisOsirisGame | OsironGame | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
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
    idempotency_key: str | Unset = UNSET,
) -> IsaacGame | IsisOsirisGame | OsironGame | Problem | None:
    """Resign

     In a two-player game the opponent wins. With more players the seat is
    handed to the AI and the game goes on; when it was the last human
    seat, the game of AI seats only counts against the quota of such
    games (`AI_QUOTA_GAMES`): beyond it, 429 `ai_quota_exceeded` with
    `Retry-After`, and the seat stays.

    Args:
        game_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacGame | IsisOsirisGame | OsironGame | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[IsaacGame | IsisOsirisGame | OsironGame | Problem]:
    """Resign

     In a two-player game the opponent wins. With more players the seat is
    handed to the AI and the game goes on; when it was the last human
    seat, the game of AI seats only counts against the quota of such
    games (`AI_QUOTA_GAMES`): beyond it, 429 `ai_quota_exceeded` with
    `Retry-After`, and the seat stays.

    Args:
        game_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacGame | IsisOsirisGame | OsironGame | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> IsaacGame | IsisOsirisGame | OsironGame | Problem | None:
    """Resign

     In a two-player game the opponent wins. With more players the seat is
    handed to the AI and the game goes on; when it was the last human
    seat, the game of AI seats only counts against the quota of such
    games (`AI_QUOTA_GAMES`): beyond it, 429 `ai_quota_exceeded` with
    `Retry-After`, and the seat stays.

    Args:
        game_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacGame | IsisOsirisGame | OsironGame | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
