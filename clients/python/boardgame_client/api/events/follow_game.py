from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.follow_game_names import FollowGameNames
from ...models.follow_game_response_200 import FollowGameResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = UNSET,
    names: FollowGameNames | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    json_names: str | Unset = UNSET
    if not isinstance(names, Unset):
        json_names = names.value

    params["names"] = json_names

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FollowGameResponse200 | Problem:
    if response.status_code == 200:
        response_200 = FollowGameResponse200.from_dict(response.text)

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[FollowGameResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    names: FollowGameNames | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[FollowGameResponse200 | Problem]:
    """Follow a game (Server-Sent Events)

     Resumable: send `Last-Event-ID` (or `?after=`) with the last version
    seen. A seat token shows what that seat may see; without one, the
    spectator's view. Open streams and waiting long polls are capped per
    client address, token and API key (429 `too_many_streams`).

    Args:
        game_id (str):
        after (int | Unset):
        names (FollowGameNames | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FollowGameResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        names=names,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    names: FollowGameNames | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> FollowGameResponse200 | Problem | None:
    """Follow a game (Server-Sent Events)

     Resumable: send `Last-Event-ID` (or `?after=`) with the last version
    seen. A seat token shows what that seat may see; without one, the
    spectator's view. Open streams and waiting long polls are capped per
    client address, token and API key (429 `too_many_streams`).

    Args:
        game_id (str):
        after (int | Unset):
        names (FollowGameNames | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FollowGameResponse200 | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        names=names,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    names: FollowGameNames | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[FollowGameResponse200 | Problem]:
    """Follow a game (Server-Sent Events)

     Resumable: send `Last-Event-ID` (or `?after=`) with the last version
    seen. A seat token shows what that seat may see; without one, the
    spectator's view. Open streams and waiting long polls are capped per
    client address, token and API key (429 `too_many_streams`).

    Args:
        game_id (str):
        after (int | Unset):
        names (FollowGameNames | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FollowGameResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        names=names,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    names: FollowGameNames | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> FollowGameResponse200 | Problem | None:
    """Follow a game (Server-Sent Events)

     Resumable: send `Last-Event-ID` (or `?after=`) with the last version
    seen. A seat token shows what that seat may see; without one, the
    spectator's view. Open streams and waiting long polls are capped per
    client address, token and API key (429 `too_many_streams`).

    Args:
        game_id (str):
        after (int | Unset):
        names (FollowGameNames | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FollowGameResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            names=names,
            last_event_id=last_event_id,
        )
    ).parsed
