"""The service and one's seat in a game, over the generated client.

    service = Service("http://127.0.0.1:8000")
    created = service.create_game({"type": "osiron", "seats": [...]})
    me = service.seat(created.game.id, created.seat_tokens["0"])
    game = me.wait_for_turn()            # long polls until it is my turn or the game is over
    me.submit_move(notation=...)         # retried safely with an Idempotency-Key

``Service`` has one method per operation of the API (see ``OPERATIONS``);
``Seat`` holds a game id and a seat token for the operations a player uses.
Answers are the generated models (``boardgame_client.models``; enums are
``StrEnum``, so ``game.status == "active"`` works); arguments the API takes
as enums are plain strings. A problem answer raises ``ApiProblem``, no
answer at all ``ServiceUnreachable``: both are ``ServiceError``.
"""

from __future__ import annotations

import datetime
import json
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from typing import Any, Protocol

import httpx

from . import _generated as api
from ._generated import (UNSET, CreatedGame, DeliveryList, Game, GamePage, GameTypeInfo,
                         GameTypeList, Health, HistoryPage, Job, LegalMoves, MoveResult, Rematch,
                         SeatToken, WebhookList, WebhookOut)
from .errors import ApiProblem
from .retry import REPLAYED_HEADER, RetryPolicy, call, new_idempotency_key
from .sse import Event, follow

TERMINAL = frozenset({"finished", "cancelled", "expired", "abandoned"})
JOB_DONE = frozenset({"finished", "failed"})
# Long polls last up to a minute on the server: reads may take longer than that.
DEFAULT_TIMEOUT = httpx.Timeout(10.0, read=90.0)


class HasToDict(Protocol):
    """A generated model, e.g. a move (``OsironPlaceMove``)."""

    def to_dict(self) -> Mapping[str, object]: ...


def replayed(response: api.Response[object] | None) -> bool:
    """Whether the service answered a retry with the first try's outcome."""
    return response is not None and response.headers.get(REPLAYED_HEADER) == "true"


class Service:
    """The service at ``base_url``; ``api_key`` where it wants one (``X-API-Key``).

    Operations that act for a seat take its ``token`` (or the creator's,
    for ``cancel_game`` and ``configure_seat``). ``last_response`` is the
    generated ``Response`` of the latest call (``replayed(...)`` says
    whether it was a retry answered with the first try's outcome).
    """

    def __init__(self, base_url: str, *, api_key: str | None = None,
                 timeout: httpx.Timeout = DEFAULT_TIMEOUT, retry: RetryPolicy = RetryPolicy(),
                 httpx_args: Mapping[str, object] | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.retry = retry
        self.last_response: api.Response[object] | None = None
        self._options: dict[str, Any] = dict(
            base_url=self.base_url, timeout=timeout,
            headers={"X-API-Key": api_key} if api_key else {}, httpx_args=dict(httpx_args or {}))
        self._clients: dict[str | None, api.AnyClient] = {}

    # -- plumbing --

    def client(self, token: str | None = None) -> api.AnyClient:
        """The generated client for ``token`` (a seat's or the creator's; None: anonymous)."""
        if token not in self._clients:
            self._clients[token] = (api.Client(**self._options) if token is None else
                                    api.AuthenticatedClient(token=token, **self._options))
        return self._clients[token]

    def _response(self, send: Callable[[], api.Response[Any]], ok: tuple[int, ...], *,
                  policy: RetryPolicy | None = None,
                  resend_unanswered: bool = True) -> api.Response[Any]:
        """Send with retries; the answer if its status is ``ok``, else ``ApiProblem``."""
        response = call(send, policy or self.retry, resend_unanswered=resend_unanswered)
        self.last_response = response
        if int(response.status_code) not in ok:
            raise ApiProblem(response.status_code, response.content, response.headers)
        return response

    def _get(self, operation: Any, token: str | None, *args: object,
             **query: object) -> api.Response[Any]:
        """A GET: always safe to send again."""
        client = self.client(token)
        return self._response(lambda: api.send(operation, client, *args, **query), (200,))

    def _post(self, operation: Any, token: str | None, *args: object, ok: int = 200,
              idempotency_key: str | None = None, **kwargs: object) -> api.Response[Any]:
        """A POST or PUT under one ``Idempotency-Key`` for all its tries."""
        key = idempotency_key or new_idempotency_key()
        client = self.client(token)
        return self._response(
            lambda: api.send(operation, client, *args, idempotency_key=key, **kwargs), (ok,))

    def close(self) -> None:
        for client in self._clients.values():
            client.get_httpx_client().close()
        self._clients.clear()

    def __enter__(self) -> Service:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def seat(self, game_id: str, token: str) -> Seat:
        """One's seat in a game, by its token."""
        return Seat(self, game_id, token)

    # -- the service --

    def health(self) -> Health:
        """Liveness (``GET /healthz``)."""
        return self._get(api.get_health, None).parsed

    def readiness(self) -> Health:
        """Readiness (``GET /readyz``): ``status`` is ``"ok"`` or says what is missing.

        A 503 here is an answer (not ready), not a reason to retry."""
        policy = replace(self.retry, statuses=self.retry.statuses - {503},
                         codes=self.retry.codes - {"service_unavailable"})
        client = self.client()
        response = self._response(lambda: api.send(api.get_readiness, client), (200, 503),
                                  policy=policy)
        return api.Health.from_dict(json.loads(response.content))

    def metrics(self) -> str:
        """The Prometheus metrics, as text."""
        return self._get(api.get_metrics, None).content.decode()

    def game_types(self) -> GameTypeList:
        return self._get(api.list_game_types, None).parsed

    def game_type(self, type_id: str) -> GameTypeInfo:
        """One game type with its options and reference data (board, names, pieces)."""
        return self._get(api.get_game_type, None, type_id).parsed

    # -- games --

    def list_games(self, *, status: str | None = None, type: str | None = None,
                   open: bool | None = None, changed_since: datetime.datetime | None = None,
                   limit: int | None = None, cursor: str | None = None) -> GamePage:
        """A page of games, newest change first; the next page is ``cursor=page.next_cursor``."""
        return self._get(api.list_games, None,
                         status=None if status is None else api.ListGamesStatus(status),
                         type_=type, open_=open, changed_since=changed_since, limit=limit,
                         cursor=cursor).parsed

    def create_game(self, body: Mapping[str, object], *,
                    idempotency_key: str | None = None) -> CreatedGame:
        """Create a game (``NewGame`` as a dict); the ``CreatedGame`` with its tokens."""
        return self._post(api.create_game, None, ok=201, body=api.new_game_body(body),
                          idempotency_key=idempotency_key).parsed

    def game(self, game_id: str, token: str | None = None, *, wait_for_version: int | None = None,
             timeout: float | None = None) -> Game:
        """The game as ``token``'s seat sees it; a long poll with ``wait_for_version``."""
        return self._get(api.get_game, token, game_id, wait_for_version=wait_for_version,
                         timeout=timeout).parsed

    def legal_moves(self, game_id: str) -> LegalMoves:
        return self._get(api.get_legal_moves, None, game_id).parsed

    def history(self, game_id: str, token: str | None = None, *, after: int | None = None,
                limit: int | None = None) -> HistoryPage:
        """The entries after version ``after``, oldest first (``next_after``: the next page)."""
        return self._get(api.get_history, token, game_id, after=after, limit=limit).parsed

    def export_game(self, game_id: str, token: str | None = None) -> str:
        """The whole game as text: header lines, then one line per move in notation."""
        return self._get(api.export_game, token, game_id).content.decode()

    def export_archive(self, *, since: datetime.datetime | None = None,
                       until: datetime.datetime | None = None, type: str | None = None,
                       status: str | None = None,
                       cursor: str | None = None) -> list[api.ArchivedGameLine]:
        """Archived games that ended in ``[since, until)``, the earliest first (read
        whole: for a large export, resume from the last game's ``cursor``)."""
        body = self._get(api.export_archive, None, since=since, until=until, type_=type,
                         status=None if status is None else api.ExportArchiveStatus(status),
                         cursor=cursor).content
        return [api.ArchivedGameLine.from_dict(json.loads(line)) for line in body.splitlines()]

    # -- players ---------------------------------------------------------------------

    def player(self, player: str) -> api.Player:
        """A player's ratings, one per game type it played rated games of."""
        return self._get(api.get_player, None, player).parsed

    def list_player_games(self, player: str, *, limit: int | None = None,
                          cursor: str | None = None) -> GamePage:
        """A page of the games where ``player`` has a seat, newest first."""
        return self._get(api.list_player_games, None, player, limit=limit,
                         cursor=cursor).parsed

    def get_rating_history(self, player: str, type: str, *, limit: int | None = None,
                           cursor: str | None = None) -> api.RatingHistory:
        """The player's rating changes in game type ``type``, newest first."""
        return self._get(api.get_rating_history, None, player,
                         type_=api.GetRatingHistoryType(type), limit=limit,
                         cursor=cursor).parsed

    def get_leaderboard(self, game_type: str, *, limit: int | None = None,
                        around: str | None = None) -> api.Leaderboard:
        """The established players of ``game_type``, best first."""
        return self._get(api.get_leaderboard, None, api.GetLeaderboardGameType(game_type),
                         limit=limit, around=around).parsed

    def export_player(self, player: str) -> api.PlayerExport:
        """Everything the service keeps about ``player``."""
        return self._get(api.export_player, None, player).parsed

    def delete_player(self, player: str) -> api.PlayerDeletion:
        """Delete the player's data (ratings, history; a tombstone in its games):
        the receipt. Safe to send again: a second deletion finds nothing more."""
        client = self.client()
        return self._response(lambda: api.send(api.delete_player, client, player),
                              (200,)).parsed

    def create_ticket(self, body: Mapping[str, object], *,
                      idempotency_key: str | None = None) -> api.Ticket:
        """Ask for a game: a matchmaking ticket (``NewTicket`` as a dict), waiting."""
        return self._post(api.create_ticket, None, ok=201, body=api.new_ticket_body(body),
                          idempotency_key=idempotency_key).parsed

    def ticket(self, ticket_id: str, *, wait: float | None = None) -> api.Ticket:
        """The ticket; once matched, its game and seat tokens. ``wait``: a long poll
        until it is no longer waiting."""
        return self._get(api.get_ticket, None, ticket_id, wait=wait).parsed

    def cancel_ticket(self, ticket_id: str) -> api.Ticket:
        """Cancel a waiting ticket (``ticket_already_matched`` once matched)."""
        client = self.client()
        return self._response(lambda: api.send(api.cancel_ticket, client, ticket_id),
                              (200,)).parsed

    def matchmaking_stats(self, game_type: str) -> api.MatchmakingStats:
        """Waiting tickets, waits and match quality of the last hour, for ``game_type``."""
        return self._get(api.get_matchmaking_stats, None,
                         type_=api.GetMatchmakingStatsType(game_type)).parsed

    def board_svg(self, game_id: str, token: str | None = None, *, version: int | None = None,
                  size: int | None = None, labels: bool | None = None,
                  coords: str | None = None) -> str:
        """The board as the viewer may see it, an SVG document."""
        return self._get(api.get_board_svg, token, game_id, version=version, size=size,
                         labels=labels,
                         coords=None if coords is None else api.GetBoardSvgCoords(coords),
                         ).content.decode()

    def board_png(self, game_id: str, token: str | None = None, *, version: int | None = None,
                  size: int | None = None, labels: bool | None = None,
                  coords: str | None = None) -> bytes:
        """The board as the viewer may see it, a PNG image."""
        return self._get(api.get_board_png, token, game_id, version=version, size=size,
                         labels=labels,
                         coords=None if coords is None else api.GetBoardPngCoords(coords),
                         ).content

    def request_analysis(self, game_id: str, token: str | None = None, *,
                         level: str | None = None) -> Job:
        """The analysis job of an ended game at ``level`` (default: the service's).
        Asked again, the same job: safe to send again. ``wait_for_job`` waits
        for it, ``analysis`` reads the analysis."""
        body = api.AnalysisRequest.from_dict({} if level is None else {"level": level})
        client = self.client(token)
        return self._response(lambda: api.send(api.request_analysis, client, game_id, body=body),
                              (202,)).parsed

    def analysis(self, game_id: str, token: str | None = None, *,
                 level: str | None = None) -> api.Analysis | Job:
        """The analysis of an ended game; its ``Job`` while it is not ready."""
        client = self.client(token)
        chosen = None if level is None else api.GetAnalysisLevel(level)
        return self._response(lambda: api.send(api.get_analysis, client, game_id, level=chosen),
                              (200, 202)).parsed

    def analysis_svg(self, game_id: str, token: str | None = None, *,
                     level: str | None = None, size: int | None = None) -> str:
        """The analysis as a chart, an SVG document."""
        chosen = None if level is None else api.GetAnalysisSvgLevel(level)
        return self._get(api.get_analysis_svg, token, game_id, level=chosen,
                         size=size).content.decode()

    def join(self, game_id: str, seat: int, name: str | None = None, *,
             player: str | None = None, idempotency_key: str | None = None) -> Seat:
        """Take an open seat, as ``player`` (the tenant's id) if given; the
        ``Seat`` (its token is ``seat.token``)."""
        fields = {"name": name, "player": player}
        body = api.JoinSeat.from_dict({k: v for k, v in fields.items() if v})
        joined = self._post(api.join_seat, None, game_id, seat, body=body,
                            idempotency_key=idempotency_key).parsed
        return Seat(self, game_id, joined.token)

    def configure_seat(self, game_id: str, seat: int, creator_token: str, kind: str, *,
                       level: str | None = None, name: str | None = None,
                       idempotency_key: str | None = None) -> Game:
        """Make an untaken seat an AI (``kind="ai"``, ``level``) or open it again (``"open"``)."""
        fields = {"kind": kind, "level": level, "name": name}
        body = api.ConfigureSeat.from_dict({k: v for k, v in fields.items() if v is not None})
        return self._post(api.configure_seat, creator_token, game_id, seat, body=body,
                          idempotency_key=idempotency_key).parsed

    def submit_move(self, game_id: str, token: str, move: Mapping[str, object] | HasToDict |
                    None = None, *, notation: str | None = None, version: int | None = None,
                    idempotency_key: str | None = None) -> MoveResult:
        """Play ``move`` (a dict, or a generated move model) or its ``notation``.

        ``version``: only on this version of the game (``If-Match``); else
        409 ``version_conflict``.
        """
        if (move is None) == (notation is None):
            raise ValueError("give a move or its notation")
        if move is not None and not isinstance(move, Mapping):
            move = move.to_dict()
        body = api.move_body({"move": move} if move is not None else {"notation": notation})
        if_match = None if version is None else f'"{version}"'
        return self._post(api.submit_move, token, game_id, body=body, if_match=if_match,
                          idempotency_key=idempotency_key).parsed

    def resign(self, game_id: str, token: str, *, idempotency_key: str | None = None) -> Game:
        """Resign ``token``'s seat (two players: the opponent wins; more: an AI takes over)."""
        return self._post(api.resign, token, game_id, idempotency_key=idempotency_key).parsed

    def draw(self, game_id: str, token: str, action: str, *,
             idempotency_key: str | None = None) -> Game:
        """``"offer"``, ``"accept"`` or ``"decline"`` a draw (games whose rules allow one)."""
        body = api.DrawAction.from_dict({"action": action})
        return self._post(api.draw_offer, token, game_id, body=body,
                          idempotency_key=idempotency_key).parsed

    def rematch(self, game_id: str, token: str, *, inherit_tokens: bool | None = None,
                idempotency_key: str | None = None) -> Rematch:
        """The rematch of a game that is over: the same players, one seat further on.

        The answer holds the new ``game`` and, for the seat whose ``token`` asked, its
        ``seat`` and new ``token`` there; each player asks with its own token. Asking
        again gives the same rematch. ``inherit_tokens=True`` (by whoever makes the
        rematch) keeps every seat's token instead."""
        body = (api.RematchRequest.from_dict({"inherit_tokens": inherit_tokens})
                if inherit_tokens is not None else UNSET)
        return self._post(api.request_rematch, token, game_id, ok=201, body=body,
                          idempotency_key=idempotency_key).parsed

    def rekey_seat(self, game_id: str, seat: int, creator_token: str, *,
                   idempotency_key: str | None = None) -> SeatToken:
        """A new token for a player's seat (the creator's token); the old one stops
        working at once. Hand ``.token`` to the seat's player."""
        return self._post(api.rekey_seat, creator_token, game_id, seat,
                          idempotency_key=idempotency_key).parsed

    def cancel_game(self, game_id: str, creator_token: str, *,
                    idempotency_key: str | None = None) -> Game:
        """Cancel a waiting or active game (the creator's token)."""
        return self._post(api.cancel_game, creator_token, game_id,
                          idempotency_key=idempotency_key).parsed

    def request_ai_move(self, game_id: str, token: str | None = None, *, level: str | None = None,
                        seconds: float | None = None,
                        idempotency_key: str | None = None) -> Job:
        """The job of an AI seat's turn, or with a human seat's token a hint's job.

        ``wait_for_job`` waits for its result."""
        fields = {"level": level, "seconds": seconds}
        body = api.AiMoveRequest.from_dict({k: v for k, v in fields.items() if v is not None})
        return self._post(api.request_ai_move, token, game_id, ok=202, body=body,
                          idempotency_key=idempotency_key).parsed

    def job(self, job_id: str, token: str | None = None) -> Job:
        """A job (a hint's needs the token of the seat that asked)."""
        return self._get(api.get_job, token, job_id).parsed

    def wait_for_job(self, job_id: str, token: str | None = None, *,
                     timeout: float = 60.0) -> Job:
        """The job once it is ``finished`` or ``failed`` (``TimeoutError`` after ``timeout`` s).

        Jobs have no long poll: this asks again, at most a second apart."""
        deadline = time.monotonic() + timeout
        pause = 0.05
        while (job := self.job(job_id, token)).status not in JOB_DONE:
            if time.monotonic() >= deadline:
                raise TimeoutError(f"job {job_id} still {job.status} after {timeout} s")
            self.retry.sleep(pause)
            pause = min(1.0, pause * 2)
        return job

    # -- following --

    def follow_game(self, game_id: str, token: str | None = None, *,
                    last_event_id: str | int | None = None) -> Iterator[Event]:
        """The game's events (one per version; ids are versions) until it is over.

        The newest event of each batch carries ``game`` (the viewer's view);
        resumes after ``last_event_id`` (a version) if given.
        """
        def over(event: Event) -> bool:
            return event.game_status in TERMINAL

        return follow(self.client(token).get_httpx_client(),
                      api.GAME_EVENTS_PATH.format(game_id=game_id),
                      last_event_id=None if last_event_id is None else str(last_event_id),
                      until=over, finished=lambda: self.game(game_id, token).status in TERMINAL,
                      policy=self.retry)

    def follow_feed(self, *, last_event_id: str | None = None, types: list[str] | None = None,
                    game: str | None = None) -> Iterator[Event]:
        """Every game's events (``/v1/events``), endless: break out when done.

        Without ``last_event_id``, from now on; ``"0-0"`` reads all the feed keeps.
        Reconnections resume after the last event seen; until a first event is
        seen there is no resume point (the service names none), so pass an id
        (or ``"0-0"``) where an event between two connections must not be missed.
        ``types``: only these (``"game_finished"``, ``"move_applied"``, ...).
        """
        params = {}
        if types:
            params["types"] = ",".join(types)
        if game:
            params["game"] = game
        return follow(self.client().get_httpx_client(), api.FEED_PATH,
                      last_event_id=last_event_id, params=params, policy=self.retry)

    # -- webhooks --

    def webhooks(self) -> WebhookList:
        return self._get(api.list_webhooks, None).parsed

    def webhook(self, hook_id: str) -> WebhookOut:
        return self._get(api.get_webhook, None, hook_id).parsed

    def create_webhook(self, url: str, *, events: list[str] | None = None,
                       description: str | None = None) -> WebhookOut:
        """Register a webhook; its signing ``secret`` is in this answer only.

        The service takes no idempotency key here: an answer lost after the
        request was sent is not sent again (it might make a second webhook)."""
        fields = {"url": url, "events": events, "description": description}
        body = api.CreateWebhook.from_dict({k: v for k, v in fields.items() if v is not None})
        client = self.client()
        return self._response(lambda: api.send(api.create_webhook, client, body=body), (201,),
                              resend_unanswered=False).parsed

    def delete_webhook(self, hook_id: str) -> None:
        client = self.client()
        self._response(lambda: api.send(api.delete_webhook, client, hook_id), (204,))

    def webhook_deliveries(self, hook_id: str, *, limit: int | None = None) -> DeliveryList:
        """The latest deliveries, newest first."""
        return self._get(api.list_webhook_deliveries, None, hook_id, limit=limit).parsed

    def enable_webhook(self, hook_id: str) -> WebhookOut:
        """Enable a webhook again after it was disabled for failing."""
        return self._post_webhook(api.enable_webhook, hook_id, 200)

    def rotate_webhook_secret(self, hook_id: str) -> WebhookOut:
        """A new signing secret (in this answer only); the old one stops signing."""
        return self._post_webhook(api.rotate_webhook_secret, hook_id, 200)

    def test_webhook(self, hook_id: str) -> WebhookOut:
        """Send the webhook a test event (delivered by a worker, like any other)."""
        return self._post_webhook(api.test_webhook, hook_id, 202)

    def _post_webhook(self, operation: Any, hook_id: str, ok: int) -> WebhookOut:
        client = self.client()
        return self._response(lambda: api.send(operation, client, hook_id), (ok,)).parsed


def _to_move_or_over(game: Game) -> bool:
    """Whether the viewing seat (``game.you``) is to move, or the game is over."""
    return game.status in TERMINAL or (game.status == "active" and game.to_move == game.you)


class Seat:
    """One seat of one game, by its token: the operations a player uses."""

    def __init__(self, service: Service, game_id: str, token: str) -> None:
        self.service, self.game_id, self.token = service, game_id, token

    def game(self, *, wait_for_version: int | None = None, timeout: float | None = None) -> Game:
        return self.service.game(self.game_id, self.token, wait_for_version=wait_for_version,
                                 timeout=timeout)

    def wait_for_turn(self, *, timeout: float | None = None,
                      poll_seconds: float | None = None) -> Game:
        """The game once this seat is to move, or once it is over (long polls).

        ``timeout``: give up (``TimeoutError``) after so many seconds;
        ``poll_seconds``: each long poll's timeout (the server's default if None).
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        game = self.game()
        while not _to_move_or_over(game):
            if deadline is not None and time.monotonic() >= deadline:
                raise TimeoutError(f"not this seat's turn after {timeout} s")
            game = self.game(wait_for_version=game.version + 1, timeout=poll_seconds)
        return game

    def legal_moves(self) -> LegalMoves:
        return self.service.legal_moves(self.game_id)

    def submit_move(self, move: Mapping[str, object] | HasToDict | None = None, *,
                    notation: str | None = None, version: int | None = None,
                    idempotency_key: str | None = None) -> MoveResult:
        """Play ``move`` (a dict, or a generated move model) or ``notation``; the ``MoveResult``.

        ``version``: only on this version of the game (``If-Match``).
        """
        return self.service.submit_move(self.game_id, self.token, move, notation=notation,
                                        version=version, idempotency_key=idempotency_key)

    def hint(self, *, level: str | None = None, seconds: float | None = None,
             timeout: float = 60.0) -> Job:
        """Ask the AI for a hint and wait for it: ``job.result`` has the move and alternatives."""
        job = self.service.request_ai_move(self.game_id, self.token, level=level, seconds=seconds)
        return self.service.wait_for_job(job.id, self.token, timeout=timeout)

    def resign(self) -> Game:
        return self.service.resign(self.game_id, self.token)

    def draw(self, action: str) -> Game:
        """``"offer"``, ``"accept"`` or ``"decline"`` a draw."""
        return self.service.draw(self.game_id, self.token, action)

    def rematch(self) -> Seat:
        """This seat's place in the rematch, with its token there."""
        made = self.service.rematch(self.game_id, self.token)
        token = made.token if isinstance(made.token, str) else self.token
        return Seat(self.service, made.game.id, token)

    def history(self, *, after: int | None = None, limit: int | None = None) -> HistoryPage:
        return self.service.history(self.game_id, self.token, after=after, limit=limit)

    def export(self) -> str:
        return self.service.export_game(self.game_id, self.token)

    def follow(self, *, last_event_id: str | int | None = None) -> Iterator[Event]:
        return self.service.follow_game(self.game_id, self.token, last_event_id=last_event_id)
