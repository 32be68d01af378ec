from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.follow_feed_response_200 import FollowFeedResponse200
from ...models.follow_feed_types_item import FollowFeedTypesItem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    types: list[FollowFeedTypesItem] | Unset = UNSET,
    game: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    json_types: list[str] | Unset = UNSET
    if not isinstance(types, Unset):
        json_types = []
        for types_item_data in types:
            types_item = types_item_data.value
            json_types.append(types_item)

    params["types"] = json_types

    params["game"] = game

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/events",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> FollowFeedResponse200 | Problem:
    if response.status_code == 200:
        response_200 = FollowFeedResponse200.from_dict(response.text)

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
) -> Response[FollowFeedResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    types: list[FollowFeedTypesItem] | Unset = UNSET,
    game: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[FollowFeedResponse200 | Problem]:
    """Follow every game of your tenant (Server-Sent Events)

     Every game of the caller's tenant (all games without API keys), as a
    spectator sees them: created, seat joined, move applied (the public
    record), turn (who is to move), finished (with the result),
    cancelled and the rest. Ordered; resumable with `Last-Event-ID` (or
    `?after=`) for `FEED_RETENTION_SECONDS`. Filter with `types` and
    `game`.

    Args:
        after (str | Unset):
        types (list[FollowFeedTypesItem] | Unset):
        game (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FollowFeedResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        after=after,
        types=types,
        game=game,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    types: list[FollowFeedTypesItem] | Unset = UNSET,
    game: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> FollowFeedResponse200 | Problem | None:
    """Follow every game of your tenant (Server-Sent Events)

     Every game of the caller's tenant (all games without API keys), as a
    spectator sees them: created, seat joined, move applied (the public
    record), turn (who is to move), finished (with the result),
    cancelled and the rest. Ordered; resumable with `Last-Event-ID` (or
    `?after=`) for `FEED_RETENTION_SECONDS`. Filter with `types` and
    `game`.

    Args:
        after (str | Unset):
        types (list[FollowFeedTypesItem] | Unset):
        game (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FollowFeedResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        after=after,
        types=types,
        game=game,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    types: list[FollowFeedTypesItem] | Unset = UNSET,
    game: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[FollowFeedResponse200 | Problem]:
    """Follow every game of your tenant (Server-Sent Events)

     Every game of the caller's tenant (all games without API keys), as a
    spectator sees them: created, seat joined, move applied (the public
    record), turn (who is to move), finished (with the result),
    cancelled and the rest. Ordered; resumable with `Last-Event-ID` (or
    `?after=`) for `FEED_RETENTION_SECONDS`. Filter with `types` and
    `game`.

    Args:
        after (str | Unset):
        types (list[FollowFeedTypesItem] | Unset):
        game (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FollowFeedResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        after=after,
        types=types,
        game=game,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    after: str | Unset = UNSET,
    types: list[FollowFeedTypesItem] | Unset = UNSET,
    game: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> FollowFeedResponse200 | Problem | None:
    """Follow every game of your tenant (Server-Sent Events)

     Every game of the caller's tenant (all games without API keys), as a
    spectator sees them: created, seat joined, move applied (the public
    record), turn (who is to move), finished (with the result),
    cancelled and the rest. Ordered; resumable with `Last-Event-ID` (or
    `?after=`) for `FEED_RETENTION_SECONDS`. Filter with `types` and
    `game`.

    Args:
        after (str | Unset):
        types (list[FollowFeedTypesItem] | Unset):
        game (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FollowFeedResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            types=types,
            game=game,
            last_event_id=last_event_id,
        )
    ).parsed
