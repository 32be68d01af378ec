from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_out import GameOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    wait_for_version: int | Unset = UNSET,
    timeout: float | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait_for_version"] = wait_for_version

    params["timeout"] = timeout

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GameOut | Problem:
    if response.status_code == 200:
        response_200 = GameOut.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | GameOut | Problem]:
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
    wait_for_version: int | Unset = UNSET,
    timeout: float | Unset = UNSET,
) -> Response[Any | GameOut | Problem]:
    """Read a game

     With a seat token (`Authorization: Bearer ...`) the view is that
    seat's; without, the spectator view. `wait_for_version` turns the
    request into a long poll that answers as soon as the game reaches that
    version (or when the timeout passes, with the current game); a
    waiting long poll counts against the stream caps (429
    `too_many_streams`).

    Args:
        game_id (str):
        wait_for_version (int | Unset):
        timeout (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wait_for_version=wait_for_version,
        timeout=timeout,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait_for_version: int | Unset = UNSET,
    timeout: float | Unset = UNSET,
) -> Any | GameOut | Problem | None:
    """Read a game

     With a seat token (`Authorization: Bearer ...`) the view is that
    seat's; without, the spectator view. `wait_for_version` turns the
    request into a long poll that answers as soon as the game reaches that
    version (or when the timeout passes, with the current game); a
    waiting long poll counts against the stream caps (429
    `too_many_streams`).

    Args:
        game_id (str):
        wait_for_version (int | Unset):
        timeout (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameOut | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        wait_for_version=wait_for_version,
        timeout=timeout,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait_for_version: int | Unset = UNSET,
    timeout: float | Unset = UNSET,
) -> Response[Any | GameOut | Problem]:
    """Read a game

     With a seat token (`Authorization: Bearer ...`) the view is that
    seat's; without, the spectator view. `wait_for_version` turns the
    request into a long poll that answers as soon as the game reaches that
    version (or when the timeout passes, with the current game); a
    waiting long poll counts against the stream caps (429
    `too_many_streams`).

    Args:
        game_id (str):
        wait_for_version (int | Unset):
        timeout (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameOut | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wait_for_version=wait_for_version,
        timeout=timeout,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait_for_version: int | Unset = UNSET,
    timeout: float | Unset = UNSET,
) -> Any | GameOut | Problem | None:
    """Read a game

     With a seat token (`Authorization: Bearer ...`) the view is that
    seat's; without, the spectator view. `wait_for_version` turns the
    request into a long poll that answers as soon as the game reaches that
    version (or when the timeout passes, with the current game); a
    waiting long poll counts against the stream caps (429
    `too_many_streams`).

    Args:
        game_id (str):
        wait_for_version (int | Unset):
        timeout (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameOut | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            wait_for_version=wait_for_version,
            timeout=timeout,
        )
    ).parsed
