from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_deletion import PlayerDeletion
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    player: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/{player}".format(
            player=quote(str(player), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerDeletion | Problem:
    if response.status_code == 200:
        response_200 = PlayerDeletion.from_dict(response.json())

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
) -> Response[PlayerDeletion | Problem]:
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
) -> Response[PlayerDeletion | Problem]:
    """Delete a player's data

     Removes the player's ratings and rating history, and replaces its id
    and name in every game (live, ended and archived) and matchmaking
    ticket by a tombstone (`deleted:<receipt>`; the name becomes null); its
    waiting tickets are cancelled. The tenant's event feed
    drops the events that named the player and carries `player_deleted`
    (with the receipt and the tombstone, never the id). Answers a receipt;
    deleting again finds nothing more to remove.

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerDeletion | Problem]
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
) -> PlayerDeletion | Problem | None:
    """Delete a player's data

     Removes the player's ratings and rating history, and replaces its id
    and name in every game (live, ended and archived) and matchmaking
    ticket by a tombstone (`deleted:<receipt>`; the name becomes null); its
    waiting tickets are cancelled. The tenant's event feed
    drops the events that named the player and carries `player_deleted`
    (with the receipt and the tombstone, never the id). Answers a receipt;
    deleting again finds nothing more to remove.

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerDeletion | Problem
    """

    return sync_detailed(
        player=player,
        client=client,
    ).parsed


async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[PlayerDeletion | Problem]:
    """Delete a player's data

     Removes the player's ratings and rating history, and replaces its id
    and name in every game (live, ended and archived) and matchmaking
    ticket by a tombstone (`deleted:<receipt>`; the name becomes null); its
    waiting tickets are cancelled. The tenant's event feed
    drops the events that named the player and carries `player_deleted`
    (with the receipt and the tombstone, never the id). Answers a receipt;
    deleting again finds nothing more to remove.

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerDeletion | Problem]
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
) -> PlayerDeletion | Problem | None:
    """Delete a player's data

     Removes the player's ratings and rating history, and replaces its id
    and name in every game (live, ended and archived) and matchmaking
    ticket by a tombstone (`deleted:<receipt>`; the name becomes null); its
    waiting tickets are cancelled. The tenant's event feed
    drops the events that named the player and carries `player_deleted`
    (with the receipt and the tombstone, never the id). Answers a receipt;
    deleting again finds nothing more to remove.

    Args:
        player (str): The tenant's own id of the player (1 to 64 characters of A-Z, a-z, 0-9, `_`,
            `.`, `:` and `-`); a player sits at most once in a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerDeletion | Problem
    """

    return (
        await asyncio_detailed(
            player=player,
            client=client,
        )
    ).parsed
