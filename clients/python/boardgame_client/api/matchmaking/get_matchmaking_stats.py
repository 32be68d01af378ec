from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_matchmaking_stats_type import GetMatchmakingStatsType
from ...models.matchmaking_stats import MatchmakingStats
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    *,
    type_: GetMatchmakingStatsType,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_type_ = type_.value
    params["type"] = json_type_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matchmaking/stats",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchmakingStats | Problem:
    if response.status_code == 200:
        response_200 = MatchmakingStats.from_dict(response.json())

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
) -> Response[MatchmakingStats | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: GetMatchmakingStatsType,
) -> Response[MatchmakingStats | Problem]:
    """Matchmaking figures

     The tenant's waiting tickets of the game type now, and over the last
    hour: tickets matched, how long they waited (p50, p95, seconds), the
    match quality (the favourite's predicted win probability, p50 and
    p95, per table) and the share of tables with AI seats.

    Args:
        type_ (GetMatchmakingStatsType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchmakingStats | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    type_: GetMatchmakingStatsType,
) -> MatchmakingStats | Problem | None:
    """Matchmaking figures

     The tenant's waiting tickets of the game type now, and over the last
    hour: tickets matched, how long they waited (p50, p95, seconds), the
    match quality (the favourite's predicted win probability, p50 and
    p95, per table) and the share of tables with AI seats.

    Args:
        type_ (GetMatchmakingStatsType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchmakingStats | Problem
    """

    return sync_detailed(
        client=client,
        type_=type_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    type_: GetMatchmakingStatsType,
) -> Response[MatchmakingStats | Problem]:
    """Matchmaking figures

     The tenant's waiting tickets of the game type now, and over the last
    hour: tickets matched, how long they waited (p50, p95, seconds), the
    match quality (the favourite's predicted win probability, p50 and
    p95, per table) and the share of tables with AI seats.

    Args:
        type_ (GetMatchmakingStatsType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchmakingStats | Problem]
    """

    kwargs = _get_kwargs(
        type_=type_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    type_: GetMatchmakingStatsType,
) -> MatchmakingStats | Problem | None:
    """Matchmaking figures

     The tenant's waiting tickets of the game type now, and over the last
    hour: tickets matched, how long they waited (p50, p95, seconds), the
    match quality (the favourite's predicted win probability, p50 and
    p95, per table) and the share of tables with AI seats.

    Args:
        type_ (GetMatchmakingStatsType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchmakingStats | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            type_=type_,
        )
    ).parsed
