from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player import Player
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    player: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}".format(
            player=quote(str(player), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Player | Problem:
    if response.status_code == 200:
        response_200 = Player.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[Player | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Player | Problem]:
    """Get a player's ratings

     One rating per game type the player played rated games of: `rating`
    (OpenSkill's mu) and `uncertainty` (sigma), `conservative` (rating -
    3 uncertainty: what leaderboards order by), `games`, `provisional`
    (still uncertain: left out of leaderboards) and `last_played_at`. A
    player with no rated game has no ratings (an empty list).

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Player | Problem]
    """

    kwargs = _get_kwargs(
        player=player,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player: str,
    *,
    client: AuthenticatedClient | Client,
) -> Player | Problem | None:
    """Get a player's ratings

     One rating per game type the player played rated games of: `rating`
    (OpenSkill's mu) and `uncertainty` (sigma), `conservative` (rating -
    3 uncertainty: what leaderboards order by), `games`, `provisional`
    (still uncertain: left out of leaderboards) and `last_played_at`. A
    player with no rated game has no ratings (an empty list).

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Player | Problem
    """

    return sync_detailed(
        player=player,
        client=client,
    ).parsed


async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Player | Problem]:
    """Get a player's ratings

     One rating per game type the player played rated games of: `rating`
    (OpenSkill's mu) and `uncertainty` (sigma), `conservative` (rating -
    3 uncertainty: what leaderboards order by), `games`, `provisional`
    (still uncertain: left out of leaderboards) and `last_played_at`. A
    player with no rated game has no ratings (an empty list).

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Player | Problem]
    """

    kwargs = _get_kwargs(
        player=player,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient | Client,
) -> Player | Problem | None:
    """Get a player's ratings

     One rating per game type the player played rated games of: `rating`
    (OpenSkill's mu) and `uncertainty` (sigma), `conservative` (rating -
    3 uncertainty: what leaderboards order by), `games`, `provisional`
    (still uncertain: left out of leaderboards) and `last_played_at`. A
    player with no rated game has no ratings (an empty list).

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Player | Problem
    """

    return (
        await asyncio_detailed(
            player=player,
            client=client,
        )
    ).parsed
