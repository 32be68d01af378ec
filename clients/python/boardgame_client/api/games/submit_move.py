from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.isaac_move_result import IsaacMoveResult
from ...models.isis_osiris_move_result import IsisOsirisMoveResult
from ...models.osiron_move_result import OsironMoveResult
from ...models.problem import Problem
from ...models.submit_move_notation import SubmitMoveNotation
from ...models.submit_move_object import SubmitMoveObject
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: SubmitMoveNotation | SubmitMoveObject,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, SubmitMoveObject):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_0 = IsisOsirisMoveResult.from_dict(
                    data
                )

                return componentsschemas_move_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_1 = OsironMoveResult.from_dict(data)

                return componentsschemas_move_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_result_type_2 = IsaacMoveResult.from_dict(data)

            return componentsschemas_move_result_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

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
) -> Response[IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem]:
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
    body: SubmitMoveNotation | SubmitMoveObject,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem]:
    """Submit a move

     The rules check the move; a refused move answers 422 with a stable
    `code` and changes nothing. A move after which an AI seat is to move
    is refused with 429 `ai_quota_exceeded` (and `Retry-After`) while
    the tenant has `AI_QUOTA_TURNS` AI turns queued or running.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitMoveNotation | SubmitMoveObject): Exactly one of `move` (the move as a JSON
            object) and `notation` (the move in the game's text notation).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
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
    body: SubmitMoveNotation | SubmitMoveObject,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem | None:
    """Submit a move

     The rules check the move; a refused move answers 422 with a stable
    `code` and changes nothing. A move after which an AI seat is to move
    is refused with 429 `ai_quota_exceeded` (and `Retry-After`) while
    the tenant has `AI_QUOTA_TURNS` AI turns queued or running.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitMoveNotation | SubmitMoveObject): Exactly one of `move` (the move as a JSON
            object) and `notation` (the move in the game's text notation).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitMoveNotation | SubmitMoveObject,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem]:
    """Submit a move

     The rules check the move; a refused move answers 422 with a stable
    `code` and changes nothing. A move after which an AI seat is to move
    is refused with 429 `ai_quota_exceeded` (and `Retry-After`) while
    the tenant has `AI_QUOTA_TURNS` AI turns queued or running.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitMoveNotation | SubmitMoveObject): Exactly one of `move` (the move as a JSON
            object) and `notation` (the move in the game's text notation).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: SubmitMoveNotation | SubmitMoveObject,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem | None:
    """Submit a move

     The rules check the move; a refused move answers 422 with a stable
    `code` and changes nothing. A move after which an AI seat is to move
    is refused with 429 `ai_quota_exceeded` (and `Retry-After`) while
    the tenant has `AI_QUOTA_TURNS` AI turns queued or running.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (SubmitMoveNotation | SubmitMoveObject): Exactly one of `move` (the move as a JSON
            object) and `notation` (the move in the game's text notation).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IsaacMoveResult | IsisOsirisMoveResult | OsironMoveResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
