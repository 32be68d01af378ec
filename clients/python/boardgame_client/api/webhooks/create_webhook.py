from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_webhook import CreateWebhook
from ...models.problem import Problem
from ...models.webhook_out import WebhookOut
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWebhook,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookOut:
    if response.status_code == 201:
        response_201 = WebhookOut.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[Problem | WebhookOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhook,
) -> Response[Problem | WebhookOut]:
    """Register a webhook

     The URL (http or https, no credentials, not a loopback, private or
    link-local address unless the operator allows it) is called with
    every event of your games whose type is in `events` (all when
    empty). The answer holds the signing `secret`, shown only here and
    when rotated. Each message is a `WebhookMessage` (see the schemas),
    signed as the Standard Webhooks specification says.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhook,
) -> Problem | WebhookOut | None:
    """Register a webhook

     The URL (http or https, no credentials, not a loopback, private or
    link-local address unless the operator allows it) is called with
    every event of your games whose type is in `events` (all when
    empty). The answer holds the signing `secret`, shown only here and
    when rotated. Each message is a `WebhookMessage` (see the schemas),
    signed as the Standard Webhooks specification says.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhook,
) -> Response[Problem | WebhookOut]:
    """Register a webhook

     The URL (http or https, no credentials, not a loopback, private or
    link-local address unless the operator allows it) is called with
    every event of your games whose type is in `events` (all when
    empty). The answer holds the signing `secret`, shown only here and
    when rotated. Each message is a `WebhookMessage` (see the schemas),
    signed as the Standard Webhooks specification says.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhook,
) -> Problem | WebhookOut | None:
    """Register a webhook

     The URL (http or https, no credentials, not a loopback, private or
    link-local address unless the operator allows it) is called with
    every event of your games whose type is in `events` (all when
    empty). The answer holds the signing `secret`, shown only here and
    when rotated. Each message is a `WebhookMessage` (see the schemas),
    signed as the Standard Webhooks specification says.

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
