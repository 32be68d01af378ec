from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ai_move_request import AiMoveRequest
from ...models.job import Job
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: AiMoveRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/ai-moves".format(
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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
    body: AiMoveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Job | Problem]:
    """Ask for an AI move

     If the seat to move is an AI seat, this returns its turn's job (the
    move is applied when ready; no token needed); if that job failed for
    good, the job of its fallback (a cheaper level, then a random legal
    move). For a human seat, the seat's token is needed and the job's
    result is a hint (the suggested move and the best alternatives) that
    is not applied; asking again at the same version and level returns
    the same job. Hints count against the client's quota of queued and
    running AI jobs (`AI_QUOTA_JOBS`): beyond it, 429 `ai_quota_exceeded`
    with `Retry-After`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (AiMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AiMoveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Job | Problem | None:
    """Ask for an AI move

     If the seat to move is an AI seat, this returns its turn's job (the
    move is applied when ready; no token needed); if that job failed for
    good, the job of its fallback (a cheaper level, then a random legal
    move). For a human seat, the seat's token is needed and the job's
    result is a hint (the suggested move and the best alternatives) that
    is not applied; asking again at the same version and level returns
    the same job. Hints count against the client's quota of queued and
    running AI jobs (`AI_QUOTA_JOBS`): beyond it, 429 `ai_quota_exceeded`
    with `Retry-After`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (AiMoveRequest):

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
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AiMoveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Job | Problem]:
    """Ask for an AI move

     If the seat to move is an AI seat, this returns its turn's job (the
    move is applied when ready; no token needed); if that job failed for
    good, the job of its fallback (a cheaper level, then a random legal
    move). For a human seat, the seat's token is needed and the job's
    result is a hint (the suggested move and the best alternatives) that
    is not applied; asking again at the same version and level returns
    the same job. Hints count against the client's quota of queued and
    running AI jobs (`AI_QUOTA_JOBS`): beyond it, 429 `ai_quota_exceeded`
    with `Retry-After`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (AiMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AiMoveRequest,
    idempotency_key: str | Unset = UNSET,
) -> Job | Problem | None:
    """Ask for an AI move

     If the seat to move is an AI seat, this returns its turn's job (the
    move is applied when ready; no token needed); if that job failed for
    good, the job of its fallback (a cheaper level, then a random legal
    move). For a human seat, the seat's token is needed and the job's
    result is a hint (the suggested move and the best alternatives) that
    is not applied; asking again at the same version and level returns
    the same job. Hints count against the client's quota of queued and
    running AI jobs (`AI_QUOTA_JOBS`): beyond it, 429 `ai_quota_exceeded`
    with `Retry-After`.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (AiMoveRequest):

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
            idempotency_key=idempotency_key,
        )
    ).parsed
