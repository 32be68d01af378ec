"""Per operation: its operationId, typed bodies, headers, problem codes and links."""

from __future__ import annotations

#: What any operation may answer (an unknown address or method, a failure).
EVERYWHERE = ("internal_error", "not_found", "method_not_allowed")
#: What any /v1 operation may answer besides: the API key, rate limits, the data store,
#: and the checks every request body gets (whether or not the operation takes one).
COMMON = EVERYWHERE + ("api_key_required", "invalid_api_key", "rate_limited",
                       "service_unavailable", "storage_full", "invalid_json", "too_deeply_nested",
                       "body_too_large", "unsupported_media_type", "request_timeout")
BODY = ("bad_request", "invalid_json", "too_deeply_nested", "validation_error",
        "body_too_large", "unsupported_media_type", "request_timeout")
QUERY = ("validation_error",)
IDEMPOTENT = ("invalid_idempotency_key", "idempotency_key_too_weak", "idempotency_key_reused",
              "idempotency_key_in_use")
GAME = ("game_not_found", "invalid_token")
SEAT = ("token_required", "invalid_token", "token_expired")
CHANGE = ("version_conflict", "game_over", "game_not_started")
#: A move's refusals by the service itself; each game's own (``problems.game_codes``) are
#: added where an operation says ``"game_codes": True``, when the document is made, so that
#: a game registered later has its own. ``RULES``: all of them, as of now.
MOVE_CODES = ("not_your_turn", "invalid_move")


def __getattr__(name: str):
    if name == "RULES":
        from .problems import game_codes

        return MOVE_CODES + game_codes()
    raise AttributeError(name)

ETAG = {"ETag": "ETag"}
LOCATION = {"Location": "Location"}
REPLAYED = {"Idempotent-Replayed": "IdempotentReplayed"}
GAME_LINKS = {
    "getGame": {"operationId": "getGame", "parameters": {"game_id": "$response.body#/game/id"},
                "description": "Read the game."},
    "submitMove": {"operationId": "submitMove",
                   "parameters": {"game_id": "$response.body#/game/id"},
                   "description": "Play a move (with a seat token from `seat_tokens`)."},
    "getLegalMoves": {"operationId": "getLegalMoves",
                      "parameters": {"game_id": "$response.body#/game/id"}},
    "getHistory": {"operationId": "getHistory",
                   "parameters": {"game_id": "$response.body#/game/id"}},
    "followGame": {"operationId": "followGame",
                   "parameters": {"game_id": "$response.body#/game/id"}},
    "cancelGame": {"operationId": "cancelGame",
                   "parameters": {"game_id": "$response.body#/game/id"},
                   "description": "Cancel it (with `creator_token`)."},
    "requestAiMove": {"operationId": "requestAiMove",
                      "parameters": {"game_id": "$response.body#/game/id"}},
}

# (method, path) -> what to add. `response`: the success status's schema (a component
# name); `request`: the request body's schema; `headers`: success response headers;
# `codes`: the problem codes beyond COMMON; `security`: replaces the operation's.
OPERATIONS: dict[tuple[str, str], dict] = {
    ("get", "/healthz"): {"id": "getHealth", "codes": ()},
    ("get", "/readyz"): {"id": "getReadiness", "codes": ("rate_limited",)},
    ("get", "/metrics"): {"id": "getMetrics", "codes": (
        "rate_limited", "metrics_token_required", "invalid_metrics_token", "metrics_closed")},
    ("get", "/v1/game-types"): {"id": "listGameTypes", "codes": ()},
    ("get", "/v1/game-types/{type_id}"): {"id": "getGameType", "codes": ("unknown_game_type",)},
    ("get", "/v1/games"): {"id": "listGames", "response": "GamePage",
                           "codes": QUERY + ("invalid_cursor",)},
    ("post", "/v1/games"): {
        "id": "createGame", "response": "CreatedGame", "request": "NewGame",
        "headers": {**LOCATION, **REPLAYED}, "links": GAME_LINKS,
        "codes": BODY + IDEMPOTENT + ("unknown_game_type", "invalid_seats", "invalid_option",
                                      "invalid_clock", "ai_quota_exceeded",
                                      "game_quota_exceeded")},
    ("get", "/v1/games/{game_id}"): {
        "id": "getGame", "response": "Game", "headers": ETAG,
        "codes": QUERY + GAME + ("too_many_streams",)},
    ("get", "/v1/games/{game_id}/legal-moves"): {
        "id": "getLegalMoves", "response": "LegalMoves", "headers": ETAG, "codes": GAME},
    ("get", "/v1/games/{game_id}/history"): {
        "id": "getHistory", "response": "HistoryPage", "codes": QUERY + GAME},
    ("post", "/v1/games/{game_id}/seats/{seat}/join"): {
        "id": "joinSeat", "response": "JoinedSeat", "headers": REPLAYED,
        "codes": BODY + IDEMPOTENT + GAME + ("unknown_seat", "seat_taken", "game_started",
                                             "game_over", "version_conflict",
                                             "ai_quota_exceeded")},
    ("put", "/v1/games/{game_id}/seats/{seat}"): {
        "id": "configureSeat", "response": "Game", "headers": REPLAYED,
        "codes": BODY + IDEMPOTENT + GAME + SEAT + ("unknown_seat", "seat_taken",
                                                    "game_started", "game_over",
                                                    "version_conflict", "ai_quota_exceeded")},
    ("post", "/v1/games/{game_id}/seats/{seat}/token"): {
        "id": "rekeySeat", "response": "SeatToken", "headers": REPLAYED,
        "codes": IDEMPOTENT + GAME + SEAT + ("unknown_seat", "seat_has_no_token",
                                             "version_conflict")},
    ("post", "/v1/games/{game_id}/cancel"): {
        "id": "cancelGame", "response": "Game", "headers": REPLAYED,
        "codes": IDEMPOTENT + GAME + SEAT + ("game_over", "version_conflict")},
    ("post", "/v1/games/{game_id}/moves"): {
        "id": "submitMove", "response": "MoveResult", "request": "SubmitMove",
        "headers": {**ETAG, **REPLAYED},
        "codes": BODY + IDEMPOTENT + GAME + SEAT + CHANGE + MOVE_CODES + (
            "precondition_failed", "version_mismatch", "time_expired", "ai_quota_exceeded"),
        "game_codes": True},
    ("post", "/v1/games/{game_id}/resign"): {
        "id": "resign", "response": "Game", "headers": REPLAYED,
        "codes": IDEMPOTENT + GAME + SEAT + CHANGE + ("not_supported", "invalid_move",
                                                      "ai_quota_exceeded")},
    ("post", "/v1/games/{game_id}/draw"): {
        "id": "drawOffer", "response": "Game", "headers": REPLAYED,
        "codes": BODY + IDEMPOTENT + GAME + SEAT + CHANGE + (
            "draw_not_allowed", "draw_already_offered", "no_draw_offer", "not_your_turn")},
    ("post", "/v1/games/{game_id}/rematch"): {
        "id": "requestRematch", "response": "Rematch", "headers": {**LOCATION, **REPLAYED},
        "codes": BODY + IDEMPOTENT + GAME + SEAT + ("game_not_finished", "version_conflict",
                                                    "game_quota_exceeded",
                                                    "ai_quota_exceeded")},
    ("post", "/v1/games/{game_id}/ai-moves"): {
        "id": "requestAiMove", "response": "Job", "headers": {**LOCATION, **REPLAYED},
        # an AI seat's turn needs no token; a hint needs the seat's
        "security": [{}, {"seatToken": []}],
        "codes": BODY + IDEMPOTENT + GAME + SEAT + (
            "game_not_active", "not_your_turn", "hints_disabled", "ai_quota_exceeded")},
    ("get", "/v1/games/{game_id}/events"): {
        "id": "followGame", "event_stream": "HistoryEvent",
        "codes": QUERY + GAME + ("invalid_last_event_id", "too_many_streams")},
    ("get", "/v1/games/{game_id}/board.svg"): {
        "id": "getBoardSvg", "headers": ETAG,
        "codes": QUERY + GAME + ("invalid_query", "version_not_found")},
    ("get", "/v1/games/{game_id}/board.png"): {
        "id": "getBoardPng", "headers": ETAG,
        "codes": QUERY + GAME + ("invalid_query", "version_not_found", "too_many_renders")},
    ("get", "/v1/games/{game_id}/export"): {
        "id": "exportGame", "headers": ETAG, "codes": GAME},
    ("get", "/v1/jobs/{job_id}"): {
        "id": "getJob", "response": "Job", "security": [{}, {"seatToken": []}],
        "codes": ("job_not_found", "token_required")},
    ("get", "/v1/events"): {
        "id": "followFeed", "event_stream": "FeedEvent",
        "codes": QUERY + ("invalid_last_event_id", "invalid_event_type", "too_many_streams")},
    ("get", "/v1/webhooks"): {"id": "listWebhooks", "codes": ()},
    ("post", "/v1/webhooks"): {
        "id": "createWebhook", "headers": {**LOCATION, **REPLAYED},
        "codes": BODY + IDEMPOTENT + ("webhook_url_not_allowed", "too_many_webhooks")},
    ("get", "/v1/webhooks/{hook_id}"): {"id": "getWebhook", "codes": ("webhook_not_found",)},
    ("delete", "/v1/webhooks/{hook_id}"): {"id": "deleteWebhook",
                                           "codes": ("webhook_not_found",)},
    ("get", "/v1/webhooks/{hook_id}/deliveries"): {
        "id": "listWebhookDeliveries", "codes": QUERY + ("webhook_not_found",)},
    ("post", "/v1/webhooks/{hook_id}/enable"): {"id": "enableWebhook",
                                                "codes": ("webhook_not_found",)},
    ("post", "/v1/webhooks/{hook_id}/rotate-secret"): {"id": "rotateWebhookSecret",
                                                       "codes": ("webhook_not_found",)},
    ("post", "/v1/webhooks/{hook_id}/test"): {"id": "testWebhook",
                                              "codes": ("webhook_not_found",)},
}
