import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_page import GamePage
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    open_: bool | Unset = UNSET,
    changed_since: datetime.datetime | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["type"] = type_

    params["open"] = open_

    json_changed_since: str | Unset = UNSET
    if not isinstance(changed_since, Unset):
        json_changed_since = changed_since.isoformat()
    params["changed_since"] = json_changed_since

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GamePage | Problem:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())

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
) -> Response[GamePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    open_: bool | Unset = UNSET,
    changed_since: datetime.datetime | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[GamePage | Problem]:
    """List your games

     The games of the caller's tenant (every game when the service has no
    API keys), a page at a time: first the live and recently ended ones,
    most recently changed first, then the archived ones (ended games
    kept after they left the live store), latest ended first. Each game
    appears once; `next_cursor` carries on across both. Listing archived
    games while the archive is unreachable answers 503.

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        open_ (bool | Unset):
        changed_since (datetime.datetime | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        open_=open_,
        changed_since=changed_since,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    open_: bool | Unset = UNSET,
    changed_since: datetime.datetime | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> GamePage | Problem | None:
    """List your games

     The games of the caller's tenant (every game when the service has no
    API keys), a page at a time: first the live and recently ended ones,
    most recently changed first, then the archived ones (ended games
    kept after they left the live store), latest ended first. Each game
    appears once; `next_cursor` carries on across both. Listing archived
    games while the archive is unreachable answers 503.

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        open_ (bool | Unset):
        changed_since (datetime.datetime | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        type_=type_,
        open_=open_,
        changed_since=changed_since,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    open_: bool | Unset = UNSET,
    changed_since: datetime.datetime | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[GamePage | Problem]:
    """List your games

     The games of the caller's tenant (every game when the service has no
    API keys), a page at a time: first the live and recently ended ones,
    most recently changed first, then the archived ones (ended games
    kept after they left the live store), latest ended first. Each game
    appears once; `next_cursor` carries on across both. Listing archived
    games while the archive is unreachable answers 503.

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        open_ (bool | Unset):
        changed_since (datetime.datetime | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        type_=type_,
        open_=open_,
        changed_since=changed_since,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    type_: str | Unset = UNSET,
    open_: bool | Unset = UNSET,
    changed_since: datetime.datetime | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> GamePage | Problem | None:
    """List your games

     The games of the caller's tenant (every game when the service has no
    API keys), a page at a time: first the live and recently ended ones,
    most recently changed first, then the archived ones (ended games
    kept after they left the live store), latest ended first. Each game
    appears once; `next_cursor` carries on across both. Listing archived
    games while the archive is unreachable answers 503.

    Args:
        status (ListGamesStatus | Unset):
        type_ (str | Unset):
        open_ (bool | Unset):
        changed_since (datetime.datetime | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            type_=type_,
            open_=open_,
            changed_since=changed_since,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
