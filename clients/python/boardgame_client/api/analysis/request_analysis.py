from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.analysis_request import AnalysisRequest
from ...models.job import Job
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: AnalysisRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/analysis".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Job | Problem:
    if response.status_code == 202:
        response_202 = Job.from_dict(response.json())

        return response_202

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
) -> Response[Job | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnalysisRequest,
) -> Response[Job | Problem]:
    """Ask for the analysis of an ended game

     Each move is judged from what its player could know when it was
    made (hidden tiles are valued over what the player had not seen),
    at `level` (default `standard`). Answers the job: asking again for
    the same game and level gives the same job, finished once the
    analysis is kept with the game. A game still played: 409
    `game_not_over`. It is AI work of the game's owner: beyond
    `AI_QUOTA_TURNS` AI jobs queued or running, 429 `ai_quota_exceeded`.

    Args:
        game_id (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnalysisRequest,
) -> Job | Problem | None:
    """Ask for the analysis of an ended game

     Each move is judged from what its player could know when it was
    made (hidden tiles are valued over what the player had not seen),
    at `level` (default `standard`). Answers the job: asking again for
    the same game and level gives the same job, finished once the
    analysis is kept with the game. A game still played: 409
    `game_not_over`. It is AI work of the game's owner: beyond
    `AI_QUOTA_TURNS` AI jobs queued or running, 429 `ai_quota_exceeded`.

    Args:
        game_id (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Job | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnalysisRequest,
) -> Response[Job | Problem]:
    """Ask for the analysis of an ended game

     Each move is judged from what its player could know when it was
    made (hidden tiles are valued over what the player had not seen),
    at `level` (default `standard`). Answers the job: asking again for
    the same game and level gives the same job, finished once the
    analysis is kept with the game. A game still played: 409
    `game_not_over`. It is AI work of the game's owner: beyond
    `AI_QUOTA_TURNS` AI jobs queued or running, 429 `ai_quota_exceeded`.

    Args:
        game_id (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnalysisRequest,
) -> Job | Problem | None:
    """Ask for the analysis of an ended game

     Each move is judged from what its player could know when it was
    made (hidden tiles are valued over what the player had not seen),
    at `level` (default `standard`). Answers the job: asking again for
    the same game and level gives the same job, finished once the
    analysis is kept with the game. A game still played: 409
    `game_not_over`. It is AI work of the game's owner: beyond
    `AI_QUOTA_TURNS` AI jobs queued or running, 429 `ai_quota_exceeded`.

    Args:
        game_id (str):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Job | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
