"""The registry of problem codes: every ``code`` a problem+json answer can carry.

Each code has a page, ``GET /problems/<code>``, and that page's URI is the
problem's RFC 9457 ``type``. A test checks that every code raised in the
code base is listed here: the service's own below, and each hosted game's
(``PROBLEMS`` in its ``schemas`` module, ``GameRules.problem_codes``).
"""

from __future__ import annotations

from http import HTTPStatus

from shared.games import GAMES
from shared.i18n import N_, translate

#: code -> (HTTP status, one sentence on what it means and what to do): the
#: service's own codes (``codes()`` adds the games').
SERVICE_CODES: dict[str, tuple[int, str]] = {
    # -- requests in general
    "bad_request": (400, N_("The request could not be understood.")),
    "invalid_json": (400, N_("The request body is not valid JSON.")),
    "too_deeply_nested": (400, N_("The JSON body nests deeper than the service accepts.")),
    "validation_error": (422, N_("Fields of the request are invalid or unknown; `errors` "
                              "lists them by location and field.")),
    "body_too_large": (413, N_("The request body is larger than the service accepts.")),
    "unsupported_media_type": (415, N_("Send the body as `application/json`.")),
    "request_timeout": (408, N_("The request body arrived too slowly.")),
    "not_found": (404, N_("There is nothing at this address.")),
    "method_not_allowed": (405, N_("This address does not accept this method (see `Allow`).")),
    "not_acceptable": (406, N_("The service cannot answer in a media type the request accepts.")),
    "conflict": (409, N_("The request conflicts with the resource's state.")),
    "forbidden": (403, N_("The request is not allowed.")),
    "precondition_required": (428, N_("The request must be conditional.")),
    "http_error": (400, N_("An HTTP error without a more specific code.")),
    "internal_error": (500, N_("The server failed; the request may be retried.")),
    "service_unavailable": (503, N_("The data store cannot be reached now; retry after "
                                 "`Retry-After` seconds.")),
    "storage_full": (503, N_("The data store is full and refused the change, which was not "
                          "made; retry after `Retry-After` seconds.")),
    # -- credentials and limits
    "api_key_required": (401, N_("This service needs an API key (`X-API-Key`).")),
    "invalid_api_key": (401, N_("The API key is not known.")),
    "token_required": (401, N_("A seat's or the creator's bearer token is needed.")),
    "invalid_token": (403, N_("The bearer token is not one of this game's (a wrong token, one "
                           "replaced by re-keying, or one made under another server secret).")),
    "token_expired": (403, N_("The game ended more than `ENDED_TOKEN_SECONDS` ago: its tokens "
                           "no longer act for a seat. Read the game without a token.")),
    "rate_limited": (429, N_("Too many requests; wait `Retry-After` seconds.")),
    "too_many_streams": (429, N_("Too many event streams and long polls open at once.")),
    "ai_quota_exceeded": (429, N_("Too many all-AI games in progress, AI turns or AI jobs "
                               "queued; nothing was changed; wait `Retry-After` seconds.")),
    "game_quota_exceeded": (429, N_("The tenant has as many waiting and active games as "
                                 "allowed; finish or cancel some, or wait `Retry-After` "
                                 "seconds.")),
    "too_many_renders": (429, N_("Too many pictures being rendered for this client at once; "
                              "wait `Retry-After` seconds.")),
    "metrics_token_required": (401, N_("The metrics need the metrics token as a bearer token.")),
    "invalid_metrics_token": (403, N_("The bearer token is not the metrics token.")),
    "metrics_closed": (403, N_("The metrics are closed: the service has API keys and no "
                            "metrics token.")),
    # -- Idempotency-Key
    "invalid_idempotency_key": (400, N_("The Idempotency-Key is not a valid key.")),
    "idempotency_key_too_weak": (400, N_("Without a bearer token the key needs at least 32 "
                                      "characters of A-Z, a-z, 0-9, `_` and `-`.")),
    "idempotency_key_reused": (422, N_("This key was used with another request.")),
    "idempotency_key_in_use": (409, N_("A request with this key is still running; retry later.")),
    # -- games
    "unknown_game_type": (422, N_("There is no game type of that id (404 on "
                               "`GET /v1/game-types/{id}`).")),
    "invalid_seats": (422, N_("The number of seats is not one the game is played by.")),
    "invalid_option": (422, N_("A game option is unknown or has a value the game refuses.")),
    "invalid_clock": (422, N_("The clock settings are not valid.")),
    "invalid_cursor": (400, N_("The cursor was not made by this listing.")),
    "game_not_found": (404, N_("There is no such game (or it belongs to another tenant).")),
    "unknown_seat": (422, N_("There is no seat of that number in this game.")),
    "seat_taken": (409, N_("The seat is not open.")),
    "player_already_seated": (422, N_("This player already has a seat in this game: a player "
                                   "sits at most once in a game. Nothing was changed.")),
    "player_required": (422, N_("A rated game needs a player id on every human seat (and "
                                "on each join).")),
    "rated_game_seeded": (422, N_("A rated game cannot be seeded.")),
    "rated_game_hints": (422, N_("A rated game has no hints.")),
    "ratings_unavailable": (422, N_("This service keeps no ratings (it runs without an "
                                    "archive).")),
    "invalid_player_id": (422, N_("A player id is 1 to 64 characters of A-Z, a-z, 0-9, `_`, "
                                  "`.`, `:` and `-`.")),
    "ticket_not_found": (404, N_("There is no such matchmaking ticket (of this tenant).")),
    "ticket_already_matched": (409, N_("The ticket has its game (or is getting it): it can "
                                       "no longer be cancelled.")),
    "ticket_quota_exceeded": (429, N_("The tenant has as many waiting matchmaking tickets as "
                                      "allowed; wait for some to be matched or cancel some.")),
    "party_too_large": (422, N_("The party has more players than the table has seats.")),
    "player_not_ranked": (404, N_("The player has no place on this leaderboard (no rated "
                                  "game of the type, or still provisional).")),
    "seat_has_no_token": (409, N_("The seat is open or played by the AI: it has no token to "
                               "re-key.")),
    "game_started": (409, N_("The game has started; seats can no longer change.")),
    "game_not_started": (409, N_("The game is still waiting for players.")),
    "game_over": (409, N_("The game is over.")),
    "game_not_active": (409, N_("Nobody is to move in this game now.")),
    "game_not_finished": (409, N_("A rematch can be asked for once the game is finished.")),
    "not_scoring": (409, N_("The game is not being scored.")),
    "time_expired": (409, N_("Your time ran out; the timeout is being applied.")),
    "version_conflict": (409, N_("The game changed while the request ran; try again.")),
    "version_mismatch": (412, N_("The game is not at the version `If-Match` names "
                              "(`current_version` says where it is).")),
    "precondition_failed": (412, N_("`If-Match` is not a game version ETag.")),
    "not_your_turn": (422, N_("It is not this seat's turn.")),
    "invalid_move": (422, N_("The move is not a move of this game (shape, action or notation).")),
    "not_supported": (422, N_("This game does not support that (e.g. resigning with more "
                           "than two players).")),
    "draw_not_allowed": (422, N_("This game does not allow draws by agreement.")),
    "draw_already_offered": (409, N_("A draw offer is already standing.")),
    "no_draw_offer": (409, N_("There is no draw offer to answer.")),
    "hints_disabled": (403, N_("Hints are off in this game.")),
    "game_not_over": (409, N_("The game is not over yet.")),
    "analysis_not_found": (404, N_("The game has no analysis at this level yet: ask for "
                                   "one with `POST /v1/games/{id}/analysis`.")),
    # -- jobs, events, webhooks, pictures
    "job_not_found": (404, N_("There is no such job (or it is no longer kept).")),
    "invalid_last_event_id": (400, N_("`Last-Event-ID` (or `after`) is not an id of this stream.")),
    "invalid_event_type": (422, N_("There is no event type of that name.")),
    "webhook_not_found": (404, N_("There is no webhook with this id.")),
    "webhook_url_not_allowed": (422, N_("The webhook URL is not one the service will call.")),
    "too_many_webhooks": (422, N_("The tenant has as many webhooks as allowed.")),
    "ping_in_progress": (409, N_("A test message of this webhook is still pending; send another "
                              "once it is listed in the deliveries.")),
    "invalid_query": (400, N_("The query parameters are not valid.")),
    "version_not_found": (404, N_("The game has no such version.")),
}


#: The problems' titles: the HTTP status phrases (RFC 9110), one message each.
TITLES: dict[int, str] = {
    400: N_("Bad Request"), 401: N_("Unauthorized"), 403: N_("Forbidden"),
    404: N_("Not Found"), 405: N_("Method Not Allowed"), 406: N_("Not Acceptable"),
    408: N_("Request Timeout"), 409: N_("Conflict"), 412: N_("Precondition Failed"),
    413: N_("Request Entity Too Large"), 415: N_("Unsupported Media Type"),
    422: N_("Unprocessable Entity"), 428: N_("Precondition Required"),
    429: N_("Too Many Requests"), 500: N_("Internal Server Error"),
    503: N_("Service Unavailable"),
}


def title(status: int, lang: str | None = None) -> str:
    """The title of a problem of HTTP ``status``, in ``lang``."""
    phrase = TITLES.get(status)
    return translate(phrase, lang) if phrase else HTTPStatus(status).phrase


def codes() -> dict[str, tuple[int, str]]:
    """Every code: the service's, then those of each game hosted now."""
    out = dict(SERVICE_CODES)
    for rules in GAMES.values():
        out.update(rules.problem_codes())
    return out


def game_codes() -> tuple[str, ...]:
    """The codes of the games' refusals of a move (their own, besides the
    service's ``not_your_turn`` and ``invalid_move``)."""
    return tuple(code for rules in GAMES.values() for code in rules.problem_codes())


def __getattr__(name: str):
    if name == "CODES":  # as of now: a game registered later adds its codes
        return codes()
    raise AttributeError(name)


def type_uri(base_url: str, code: str) -> str:
    """The RFC 9457 ``type`` of a problem with ``code`` (its registry page):
    under ``base_url`` (``PUBLIC_BASE_URL``), or a relative reference without
    one, which RFC 9457 allows (resolved against the request's URI)."""
    return f"{base_url.rstrip('/')}/problems/{code}"
