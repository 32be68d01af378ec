from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.isaac_history_page import IsaacHistoryPage
from ...models.isis_osiris_history_page import IsisOsirisHistoryPage
from ...models.osiron_history_page import OsironHistoryPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/history".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_page_type_0 = IsisOsirisHistoryPage.from_dict(
                    data
                )

                return componentsschemas_history_page_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_page_type_1 = OsironHistoryPage.from_dict(
                    data
                )

                return componentsschemas_history_page_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_history_page_type_2 = IsaacHistoryPage.from_dict(data)

            return componentsschemas_history_page_type_2

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
) -> Response[IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
) -> Response[IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem]:
    """Read the history (paginated)

     One entry per version, oldest first: creation, joins, moves (with any
    automatic passes they caused), draw offers, resignations and the
    finish. With the game's seed-free rules and these moves the game can be
    replayed. Hidden values are shown only to those who may know them.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
) -> IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem | None:
    """Read the history (paginated)

     One entry per version, oldest first: creation, joins, moves (with any
    automatic passes they caused), draw offers, resignations and the
    finish. With the game's seed-free rules and these moves the game can be
    replayed. Hidden values are shown only to those who may know them.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
) -> Response[IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem]:
    """Read the history (paginated)

     One entry per version, oldest first: creation, joins, moves (with any
    automatic passes they caused), draw offers, resignations and the
    finish. With the game's seed-free rules and these moves the game can be
    replayed. Hidden values are shown only to those who may know them.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,
) -> IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem | None:
    """Read the history (paginated)

     One entry per version, oldest first: creation, joins, moves (with any
    automatic passes they caused), draw offers, resignations and the
    finish. With the game's seed-free rules and these moves the game can be
    replayed. Hidden values are shown only to those who may know them.

    Args:
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacHistoryPage | IsisOsirisHistoryPage | OsironHistoryPage | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
        )
    ).parsed
