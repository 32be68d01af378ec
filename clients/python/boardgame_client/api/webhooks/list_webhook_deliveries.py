from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delivery_list import DeliveryList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    hook_id: str,
    *,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{hook_id}/deliveries".format(
            hook_id=quote(str(hook_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliveryList | Problem:
    if response.status_code == 200:
        response_200 = DeliveryList.from_dict(response.json())

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
) -> Response[DeliveryList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
) -> Response[DeliveryList | Problem]:
    """Recent delivery attempts, newest first

     Each: the event, the message id (`webhook-id`), when, the answer's
    status code or the error, the latency, and when the next retry is due.

    Args:
        hook_id (str):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | Problem]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
) -> DeliveryList | Problem | None:
    """Recent delivery attempts, newest first

     Each: the event, the message id (`webhook-id`), when, the answer's
    status code or the error, the latency, and when the next retry is due.

    Args:
        hook_id (str):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | Problem
    """

    return sync_detailed(
        hook_id=hook_id,
        client=client,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
) -> Response[DeliveryList | Problem]:
    """Recent delivery attempts, newest first

     Each: the event, the message id (`webhook-id`), when, the answer's
    status code or the error, the latency, and when the next retry is due.

    Args:
        hook_id (str):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryList | Problem]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 20,
) -> DeliveryList | Problem | None:
    """Recent delivery attempts, newest first

     Each: the event, the message id (`webhook-id`), when, the answer's
    status code or the error, the latency, and when the next retry is due.

    Args:
        hook_id (str):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryList | Problem
    """

    return (
        await asyncio_detailed(
            hook_id=hook_id,
            client=client,
            limit=limit,
        )
    ).parsed
