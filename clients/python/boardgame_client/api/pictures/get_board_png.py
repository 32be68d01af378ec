from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_board_png_coords import GetBoardPngCoords
from ...models.get_board_png_lang import GetBoardPngLang
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    version: int | Unset = UNSET,
    size: int | Unset = 600,
    labels: bool | Unset = False,
    coords: GetBoardPngCoords | Unset = GetBoardPngCoords.DARK,
    lang: GetBoardPngLang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["version"] = version

    params["size"] = size

    params["labels"] = labels

    json_coords: str | Unset = UNSET
    if not isinstance(coords, Unset):
        json_coords = coords.value

    params["coords"] = json_coords

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/board.png".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
    size: int | Unset = 600,
    labels: bool | Unset = False,
    coords: GetBoardPngCoords | Unset = GetBoardPngCoords.DARK,
    lang: GetBoardPngLang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """The board as a picture (PNG)

     The SVG picture rendered to PNG on the server (same parameters). A
    client (its tenant, or its address without API keys) has one picture
    rendered at a time (`RENDERS_PER_CLIENT`); beyond, or while the
    renderer stays busy, 429 `too_many_renders` with `Retry-After`. A
    picture asked for again is served without rendering it again.

    Args:
        game_id (str):
        version (int | Unset):
        size (int | Unset):  Default: 600.
        labels (bool | Unset):  Default: False.
        coords (GetBoardPngCoords | Unset):  Default: GetBoardPngCoords.DARK.
        lang (GetBoardPngLang | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
        size=size,
        labels=labels,
        coords=coords,
        lang=lang,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
    size: int | Unset = 600,
    labels: bool | Unset = False,
    coords: GetBoardPngCoords | Unset = GetBoardPngCoords.DARK,
    lang: GetBoardPngLang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | None:
    """The board as a picture (PNG)

     The SVG picture rendered to PNG on the server (same parameters). A
    client (its tenant, or its address without API keys) has one picture
    rendered at a time (`RENDERS_PER_CLIENT`); beyond, or while the
    renderer stays busy, 429 `too_many_renders` with `Retry-After`. A
    picture asked for again is served without rendering it again.

    Args:
        game_id (str):
        version (int | Unset):
        size (int | Unset):  Default: 600.
        labels (bool | Unset):  Default: False.
        coords (GetBoardPngCoords | Unset):  Default: GetBoardPngCoords.DARK.
        lang (GetBoardPngLang | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        version=version,
        size=size,
        labels=labels,
        coords=coords,
        lang=lang,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
    size: int | Unset = 600,
    labels: bool | Unset = False,
    coords: GetBoardPngCoords | Unset = GetBoardPngCoords.DARK,
    lang: GetBoardPngLang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """The board as a picture (PNG)

     The SVG picture rendered to PNG on the server (same parameters). A
    client (its tenant, or its address without API keys) has one picture
    rendered at a time (`RENDERS_PER_CLIENT`); beyond, or while the
    renderer stays busy, 429 `too_many_renders` with `Retry-After`. A
    picture asked for again is served without rendering it again.

    Args:
        game_id (str):
        version (int | Unset):
        size (int | Unset):  Default: 600.
        labels (bool | Unset):  Default: False.
        coords (GetBoardPngCoords | Unset):  Default: GetBoardPngCoords.DARK.
        lang (GetBoardPngLang | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
        size=size,
        labels=labels,
        coords=coords,
        lang=lang,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    version: int | Unset = UNSET,
    size: int | Unset = 600,
    labels: bool | Unset = False,
    coords: GetBoardPngCoords | Unset = GetBoardPngCoords.DARK,
    lang: GetBoardPngLang | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | None:
    """The board as a picture (PNG)

     The SVG picture rendered to PNG on the server (same parameters). A
    client (its tenant, or its address without API keys) has one picture
    rendered at a time (`RENDERS_PER_CLIENT`); beyond, or while the
    renderer stays busy, 429 `too_many_renders` with `Retry-After`. A
    picture asked for again is served without rendering it again.

    Args:
        game_id (str):
        version (int | Unset):
        size (int | Unset):  Default: 600.
        labels (bool | Unset):  Default: False.
        coords (GetBoardPngCoords | Unset):  Default: GetBoardPngCoords.DARK.
        lang (GetBoardPngLang | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            version=version,
            size=size,
            labels=labels,
            coords=coords,
            lang=lang,
            if_none_match=if_none_match,
        )
    ).parsed
