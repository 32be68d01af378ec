from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.health import Health
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/readyz",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Health | Problem:
    if response.status_code == 200:
        response_200 = Health.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Health.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Health | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Health | Problem]:
    """Readiness: Redis answers and every queue the service uses has a live worker

     The queues are `scoring` (final scores), `ai` (AI turns), `hints`,
    `timers` (clock deadlines, stand-in moves, expiry) and `webhooks`
    (deliveries). `checks.queues` gives the
    live workers of each, `checks.missing` the queues that have none:
    their work would wait without end, so the service is not ready. A
    worker counts while its last heartbeat is at most
    `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
    dead worker's record for a while longer, so the record alone is not
    proof of life.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Health | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Health | Problem | None:
    """Readiness: Redis answers and every queue the service uses has a live worker

     The queues are `scoring` (final scores), `ai` (AI turns), `hints`,
    `timers` (clock deadlines, stand-in moves, expiry) and `webhooks`
    (deliveries). `checks.queues` gives the
    live workers of each, `checks.missing` the queues that have none:
    their work would wait without end, so the service is not ready. A
    worker counts while its last heartbeat is at most
    `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
    dead worker's record for a while longer, so the record alone is not
    proof of life.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Health | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Health | Problem]:
    """Readiness: Redis answers and every queue the service uses has a live worker

     The queues are `scoring` (final scores), `ai` (AI turns), `hints`,
    `timers` (clock deadlines, stand-in moves, expiry) and `webhooks`
    (deliveries). `checks.queues` gives the
    live workers of each, `checks.missing` the queues that have none:
    their work would wait without end, so the service is not ready. A
    worker counts while its last heartbeat is at most
    `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
    dead worker's record for a while longer, so the record alone is not
    proof of life.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Health | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Health | Problem | None:
    """Readiness: Redis answers and every queue the service uses has a live worker

     The queues are `scoring` (final scores), `ai` (AI turns), `hints`,
    `timers` (clock deadlines, stand-in moves, expiry) and `webhooks`
    (deliveries). `checks.queues` gives the
    live workers of each, `checks.missing` the queues that have none:
    their work would wait without end, so the service is not ready. A
    worker counts while its last heartbeat is at most
    `WORKER_FRESH_SECONDS` (15) old; workers beat every 5 s. RQ keeps a
    dead worker's record for a while longer, so the record alone is not
    proof of life.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Health | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
