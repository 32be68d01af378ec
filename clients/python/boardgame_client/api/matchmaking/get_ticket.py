from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ticket import Ticket
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ticket_id: str,
    *,
    wait: float | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matchmaking/tickets/{ticket_id}".format(
            ticket_id=quote(str(ticket_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Ticket:
    if response.status_code == 200:
        response_200 = Ticket.from_dict(response.json())

        return response_200

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
) -> Response[Problem | Ticket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = UNSET,
) -> Response[Problem | Ticket]:
    """Read a ticket

     Its status: `waiting`, `matched`, `expired` or `cancelled`. Once
    matched, `game` gives the game's id, the seats of the ticket's players
    and their seat tokens (only to the tenant that made the ticket).
    `wait`: a long poll that answers as soon as the ticket is no longer
    waiting.

    Args:
        ticket_id (str):
        wait (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ticket_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = UNSET,
) -> Problem | Ticket | None:
    """Read a ticket

     Its status: `waiting`, `matched`, `expired` or `cancelled`. Once
    matched, `game` gives the game's id, the seats of the ticket's players
    and their seat tokens (only to the tenant that made the ticket).
    `wait`: a long poll that answers as soon as the ticket is no longer
    waiting.

    Args:
        ticket_id (str):
        wait (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return sync_detailed(
        ticket_id=ticket_id,
        client=client,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = UNSET,
) -> Response[Problem | Ticket]:
    """Read a ticket

     Its status: `waiting`, `matched`, `expired` or `cancelled`. Once
    matched, `game` gives the game's id, the seats of the ticket's players
    and their seat tokens (only to the tenant that made the ticket).
    `wait`: a long poll that answers as soon as the ticket is no longer
    waiting.

    Args:
        ticket_id (str):
        wait (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ticket_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = UNSET,
) -> Problem | Ticket | None:
    """Read a ticket

     Its status: `waiting`, `matched`, `expired` or `cancelled`. Once
    matched, `game` gives the game's id, the seats of the ticket's players
    and their seat tokens (only to the tenant that made the ticket).
    `wait`: a long poll that answers as soon as the ticket is no longer
    waiting.

    Args:
        ticket_id (str):
        wait (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return (
        await asyncio_detailed(
            ticket_id=ticket_id,
            client=client,
            wait=wait,
        )
    ).parsed
