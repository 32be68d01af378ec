from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.job import Job
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    job_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/jobs/{job_id}".format(
            job_id=quote(str(job_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Job | Problem:
    if response.status_code == 200:
        response_200 = Job.from_dict(response.json())

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
) -> Response[Job | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Job | Problem]:
    """Read a job

     `queued`, `running`, `finished` (with its `result`) or `failed`. A
    hint is read with the token of the seat that asked for it (without
    it, or with another token: 404, as for a job that never existed) and
    is kept for `HINT_RESULT_TTL` seconds once ready. A
    finished AI turn or scoring job is told from the game's history, a
    finished analysis from the analysis kept with the game:
    `result` is then `{"outcome": "applied", "game_version",
    "fallback"}` (`fallback`: null, or how a turn whose job failed was
    played: a cheaper level, or `random`) or `{"outcome": "finished",
    "game_version", "result"}`.

    Args:
        job_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Job | Problem | None:
    """Read a job

     `queued`, `running`, `finished` (with its `result`) or `failed`. A
    hint is read with the token of the seat that asked for it (without
    it, or with another token: 404, as for a job that never existed) and
    is kept for `HINT_RESULT_TTL` seconds once ready. A
    finished AI turn or scoring job is told from the game's history, a
    finished analysis from the analysis kept with the game:
    `result` is then `{"outcome": "applied", "game_version",
    "fallback"}` (`fallback`: null, or how a turn whose job failed was
    played: a cheaper level, or `random`) or `{"outcome": "finished",
    "game_version", "result"}`.

    Args:
        job_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Job | Problem
    """

    return sync_detailed(
        job_id=job_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Job | Problem]:
    """Read a job

     `queued`, `running`, `finished` (with its `result`) or `failed`. A
    hint is read with the token of the seat that asked for it (without
    it, or with another token: 404, as for a job that never existed) and
    is kept for `HINT_RESULT_TTL` seconds once ready. A
    finished AI turn or scoring job is told from the game's history, a
    finished analysis from the analysis kept with the game:
    `result` is then `{"outcome": "applied", "game_version",
    "fallback"}` (`fallback`: null, or how a turn whose job failed was
    played: a cheaper level, or `random`) or `{"outcome": "finished",
    "game_version", "result"}`.

    Args:
        job_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    job_id: str,
    *,
    client: AuthenticatedClient,
) -> Job | Problem | None:
    """Read a job

     `queued`, `running`, `finished` (with its `result`) or `failed`. A
    hint is read with the token of the seat that asked for it (without
    it, or with another token: 404, as for a job that never existed) and
    is kept for `HINT_RESULT_TTL` seconds once ready. A
    finished AI turn or scoring job is told from the game's history, a
    finished analysis from the analysis kept with the game:
    `result` is then `{"outcome": "applied", "game_version",
    "fallback"}` (`fallback`: null, or how a turn whose job failed was
    played: a cheaper level, or `random`) or `{"outcome": "finished",
    "game_version", "result"}`.

    Args:
        job_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Job | Problem
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
        )
    ).parsed
