import datetime
from http import HTTPStatus
from io import BytesIO
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export_archive_status import ExportArchiveStatus
from ...models.problem import Problem
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: ExportArchiveStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_since: str | Unset = UNSET
    if not isinstance(since, Unset):
        json_since = since.isoformat()
    params["since"] = json_since

    json_until: str | Unset = UNSET
    if not isinstance(until, Unset):
        json_until = until.isoformat()
    params["until"] = json_until

    params["type"] = type_

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/archive/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> File | Problem:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

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
) -> Response[File | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: ExportArchiveStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[File | Problem]:
    """Export archived games (NDJSON)

     The caller's tenant's ended games that the archive keeps, one JSON
    object per line, the earliest ended first, filtered by when they
    ended (`since` <= ended < `until`), `type` and `status`. Streamed:
    a broken transfer resumes with `cursor` = the last line's `cursor`
    (same filters). Games reach the archive once they end; with the
    archive unreachable the export answers 503. Values a spectator may
    not know are written `?`.

    Args:
        since (datetime.datetime | Unset):
        until (datetime.datetime | Unset):
        type_ (str | Unset):
        status (ExportArchiveStatus | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        until=until,
        type_=type_,
        status=status,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: ExportArchiveStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> File | Problem | None:
    """Export archived games (NDJSON)

     The caller's tenant's ended games that the archive keeps, one JSON
    object per line, the earliest ended first, filtered by when they
    ended (`since` <= ended < `until`), `type` and `status`. Streamed:
    a broken transfer resumes with `cursor` = the last line's `cursor`
    (same filters). Games reach the archive once they end; with the
    archive unreachable the export answers 503. Values a spectator may
    not know are written `?`.

    Args:
        since (datetime.datetime | Unset):
        until (datetime.datetime | Unset):
        type_ (str | Unset):
        status (ExportArchiveStatus | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return sync_detailed(
        client=client,
        since=since,
        until=until,
        type_=type_,
        status=status,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: ExportArchiveStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[File | Problem]:
    """Export archived games (NDJSON)

     The caller's tenant's ended games that the archive keeps, one JSON
    object per line, the earliest ended first, filtered by when they
    ended (`since` <= ended < `until`), `type` and `status`. Streamed:
    a broken transfer resumes with `cursor` = the last line's `cursor`
    (same filters). Games reach the archive once they end; with the
    archive unreachable the export answers 503. Values a spectator may
    not know are written `?`.

    Args:
        since (datetime.datetime | Unset):
        until (datetime.datetime | Unset):
        type_ (str | Unset):
        status (ExportArchiveStatus | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        until=until,
        type_=type_,
        status=status,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    since: datetime.datetime | Unset = UNSET,
    until: datetime.datetime | Unset = UNSET,
    type_: str | Unset = UNSET,
    status: ExportArchiveStatus | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> File | Problem | None:
    """Export archived games (NDJSON)

     The caller's tenant's ended games that the archive keeps, one JSON
    object per line, the earliest ended first, filtered by when they
    ended (`since` <= ended < `until`), `type` and `status`. Streamed:
    a broken transfer resumes with `cursor` = the last line's `cursor`
    (same filters). Games reach the archive once they end; with the
    archive unreachable the export answers 503. Values a spectator may
    not know are written `?`.

    Args:
        since (datetime.datetime | Unset):
        until (datetime.datetime | Unset):
        type_ (str | Unset):
        status (ExportArchiveStatus | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            since=since,
            until=until,
            type_=type_,
            status=status,
            cursor=cursor,
        )
    ).parsed
