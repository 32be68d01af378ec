from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_leaderboard_game_type import GetLeaderboardGameType
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GetLeaderboardGameType,
    *,
    limit: int | Unset = 20,
    around: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["around"] = around

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{game_type}".format(
            game_type=quote(str(game_type), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Leaderboard | Problem:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GetLeaderboardGameType,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    around: str | Unset = UNSET,
) -> Response[Leaderboard | Problem]:
    """Get a leaderboard

     The tenant's established players of a game type (provisional players
    are left out), best first by conservative rating (rating - 3
    uncertainty), with their rank. `around`: the `limit` places centred
    on that player.

    Args:
        game_type (GetLeaderboardGameType):
        limit (int | Unset):  Default: 20.
        around (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        limit=limit,
        around=around,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GetLeaderboardGameType,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    around: str | Unset = UNSET,
) -> Leaderboard | Problem | None:
    """Get a leaderboard

     The tenant's established players of a game type (provisional players
    are left out), best first by conservative rating (rating - 3
    uncertainty), with their rank. `around`: the `limit` places centred
    on that player.

    Args:
        game_type (GetLeaderboardGameType):
        limit (int | Unset):  Default: 20.
        around (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        limit=limit,
        around=around,
    ).parsed


async def asyncio_detailed(
    game_type: GetLeaderboardGameType,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    around: str | Unset = UNSET,
) -> Response[Leaderboard | Problem]:
    """Get a leaderboard

     The tenant's established players of a game type (provisional players
    are left out), best first by conservative rating (rating - 3
    uncertainty), with their rank. `around`: the `limit` places centred
    on that player.

    Args:
        game_type (GetLeaderboardGameType):
        limit (int | Unset):  Default: 20.
        around (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        limit=limit,
        around=around,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GetLeaderboardGameType,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
    around: str | Unset = UNSET,
) -> Leaderboard | Problem | None:
    """Get a leaderboard

     The tenant's established players of a game type (provisional players
    are left out), best first by conservative rating (rating - 3
    uncertainty), with their rank. `around`: the `limit` places centred
    on that player.

    Args:
        game_type (GetLeaderboardGameType):
        limit (int | Unset):  Default: 20.
        around (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            limit=limit,
            around=around,
        )
    ).parsed
