from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.isaac_game_type_info import IsaacGameTypeInfo
from ...models.isis_osiris_game_type_info import IsisOsirisGameTypeInfo
from ...models.osiron_game_type_info import OsironGameTypeInfo
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    type_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/game-types/{type_id}".format(
            type_id=quote(str(type_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_out_type_0 = (
                    IsisOsirisGameTypeInfo.from_dict(data)
                )

                return componentsschemas_game_type_out_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_type_out_type_1 = OsironGameTypeInfo.from_dict(
                    data
                )

                return componentsschemas_game_type_out_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_type_out_type_2 = IsaacGameTypeInfo.from_dict(data)

            return componentsschemas_game_type_out_type_2

        response_200 = _parse_response_200(response.json())

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
) -> Response[
    IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem
]:
    """One game type, with its reference data (board, names, pieces)

    Args:
        type_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem]
    """

    kwargs = _get_kwargs(
        type_id=type_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    type_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem | None:
    """One game type, with its reference data (board, names, pieces)

    Args:
        type_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem
    """

    return sync_detailed(
        type_id=type_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    type_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem
]:
    """One game type, with its reference data (board, names, pieces)

    Args:
        type_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem]
    """

    kwargs = _get_kwargs(
        type_id=type_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    type_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem | None:
    """One game type, with its reference data (board, names, pieces)

    Args:
        type_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacGameTypeInfo | IsisOsirisGameTypeInfo | OsironGameTypeInfo | Problem
    """

    return (
        await asyncio_detailed(
            type_id=type_id,
            client=client,
        )
    ).parsed
