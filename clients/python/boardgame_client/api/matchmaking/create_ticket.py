from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.isaac_new_ticket import IsaacNewTicket
from ...models.isis_osiris_new_ticket import IsisOsirisNewTicket
from ...models.osiron_new_ticket import OsironNewTicket
from ...models.problem import Problem
from ...models.ticket import Ticket
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matchmaking/tickets",
    }

    if isinstance(body, IsisOsirisNewTicket) or isinstance(body, OsironNewTicket):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Ticket:
    if response.status_code == 201:
        response_201 = Ticket.from_dict(response.json())

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
) -> Response[Problem | Ticket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Ticket]:
    """Ask for a game (a matchmaking ticket)

     The ticket waits in the service (not on a connection: the client may
    go away and come back) until the matcher seats it at a table of
    players of the same tenant, game type, options, clock and `rated`,
    chosen by rating (`GET` it, or long poll with `wait`). It expires after
    `max_wait_seconds`; with `ai_fill_after_seconds`, the open seats go to
    AI players after that long. A tenant may have
    `MATCHMAKING_MAX_WAITING_TICKETS` waiting tickets; beyond, 429
    `ticket_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Ticket | None:
    """Ask for a game (a matchmaking ticket)

     The ticket waits in the service (not on a connection: the client may
    go away and come back) until the matcher seats it at a table of
    players of the same tenant, game type, options, clock and `rated`,
    chosen by rating (`GET` it, or long poll with `wait`). It expires after
    `max_wait_seconds`; with `ai_fill_after_seconds`, the open seats go to
    AI players after that long. A tenant may have
    `MATCHMAKING_MAX_WAITING_TICKETS` waiting tickets; beyond, 429
    `ticket_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Ticket]:
    """Ask for a game (a matchmaking ticket)

     The ticket waits in the service (not on a connection: the client may
    go away and come back) until the matcher seats it at a table of
    players of the same tenant, game type, options, clock and `rated`,
    chosen by rating (`GET` it, or long poll with `wait`). It expires after
    `max_wait_seconds`; with `ai_fill_after_seconds`, the open seats go to
    AI players after that long. A tenant may have
    `MATCHMAKING_MAX_WAITING_TICKETS` waiting tickets; beyond, 429
    `ticket_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Ticket | None:
    """Ask for a game (a matchmaking ticket)

     The ticket waits in the service (not on a connection: the client may
    go away and come back) until the matcher seats it at a table of
    players of the same tenant, game type, options, clock and `rated`,
    chosen by rating (`GET` it, or long poll with `wait`). It expires after
    `max_wait_seconds`; with `ai_fill_after_seconds`, the open seats go to
    AI players after that long. A tenant may have
    `MATCHMAKING_MAX_WAITING_TICKETS` waiting tickets; beyond, 429
    `ticket_quota_exceeded`.

    Args:
        idempotency_key (str | Unset):
        body (IsaacNewTicket | IsisOsirisNewTicket | OsironNewTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
