from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_out import WebhookOut
from ...types import Response


def _get_kwargs(
    hook_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{hook_id}/test".format(
            hook_id=quote(str(hook_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookOut:
    if response.status_code == 202:
        response_202 = WebhookOut.from_dict(response.json())

        return response_202

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
) -> Response[Problem | WebhookOut]:
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
) -> Response[Problem | WebhookOut]:
    """Send a test message

     A signed `ping` message, sent once by a worker; its outcome is listed
    in the deliveries. One test message per webhook at a time: another
    while the first is pending answers `409 ping_in_progress`.

    Args:
        hook_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | WebhookOut | None:
    """Send a test message

     A signed `ping` message, sent once by a worker; its outcome is listed
    in the deliveries. One test message per webhook at a time: another
    while the first is pending answers `409 ping_in_progress`.

    Args:
        hook_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return sync_detailed(
        hook_id=hook_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | WebhookOut]:
    """Send a test message

     A signed `ping` message, sent once by a worker; its outcome is listed
    in the deliveries. One test message per webhook at a time: another
    while the first is pending answers `409 ping_in_progress`.

    Args:
        hook_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        hook_id=hook_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    hook_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | WebhookOut | None:
    """Send a test message

     A signed `ping` message, sent once by a worker; its outcome is listed
    in the deliveries. One test message per webhook at a time: another
    while the first is pending answers `409 ping_in_progress`.

    Args:
        hook_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return (
        await asyncio_detailed(
            hook_id=hook_id,
            client=client,
        )
    ).parsed
