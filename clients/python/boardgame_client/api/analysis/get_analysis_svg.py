from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_analysis_svg_level import GetAnalysisSvgLevel
from ...models.job import Job
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    level: GetAnalysisSvgLevel | Unset = GetAnalysisSvgLevel.STANDARD,
    size: int | Unset = 640,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_level: str | Unset = UNSET
    if not isinstance(level, Unset):
        json_level = level.value

    params["level"] = json_level

    params["size"] = size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/analysis.svg".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Job | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

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
) -> Response[Any | Job | Problem]:
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
    level: GetAnalysisSvgLevel | Unset = GetAnalysisSvgLevel.STANDARD,
    size: int | Unset = 640,
) -> Response[Any | Job | Problem]:
    """The analysis as a picture (SVG)

     The value of the game for each seat over the moves, mistakes and
    blunders marked. Answers as the analysis itself while it is not
    ready (202, 404).

    Args:
        game_id (str):
        level (GetAnalysisSvgLevel | Unset):  Default: GetAnalysisSvgLevel.STANDARD.
        size (int | Unset):  Default: 640.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        level=level,
        size=size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    level: GetAnalysisSvgLevel | Unset = GetAnalysisSvgLevel.STANDARD,
    size: int | Unset = 640,
) -> Any | Job | Problem | None:
    """The analysis as a picture (SVG)

     The value of the game for each seat over the moves, mistakes and
    blunders marked. Answers as the analysis itself while it is not
    ready (202, 404).

    Args:
        game_id (str):
        level (GetAnalysisSvgLevel | Unset):  Default: GetAnalysisSvgLevel.STANDARD.
        size (int | Unset):  Default: 640.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Job | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        level=level,
        size=size,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    level: GetAnalysisSvgLevel | Unset = GetAnalysisSvgLevel.STANDARD,
    size: int | Unset = 640,
) -> Response[Any | Job | Problem]:
    """The analysis as a picture (SVG)

     The value of the game for each seat over the moves, mistakes and
    blunders marked. Answers as the analysis itself while it is not
    ready (202, 404).

    Args:
        game_id (str):
        level (GetAnalysisSvgLevel | Unset):  Default: GetAnalysisSvgLevel.STANDARD.
        size (int | Unset):  Default: 640.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Job | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        level=level,
        size=size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    level: GetAnalysisSvgLevel | Unset = GetAnalysisSvgLevel.STANDARD,
    size: int | Unset = 640,
) -> Any | Job | Problem | None:
    """The analysis as a picture (SVG)

     The value of the game for each seat over the moves, mistakes and
    blunders marked. Answers as the analysis itself while it is not
    ready (202, 404).

    Args:
        game_id (str):
        level (GetAnalysisSvgLevel | Unset):  Default: GetAnalysisSvgLevel.STANDARD.
        size (int | Unset):  Default: 640.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Job | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            level=level,
            size=size,
        )
    ).parsed
