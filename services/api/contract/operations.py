"""Per operation: its operationId, typed bodies, headers, problem codes and links."""

from __future__ import annotations

from flask_smorest import Blueprint

#: Where an operation's declaration rides in the generated document until ``finish``.
CONTRACT_KEY = "x-contract"

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
        from services.api.contract.problems import game_codes

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


def operation(operation_id: str, *, codes: tuple = (), **contract):
    """Declare an operation's contract on its route (the one place it is said):
    its ``operationId``, the problem ``codes`` it can answer beyond ``COMMON``
    (``EVERYWHERE`` for paths outside /v1), and what the generated document
    cannot know: ``response`` (the success status's schema, a component name
    of the typed contract), ``accepted`` (the schema of a 202 answered besides
    it: work not done yet), ``request`` (the request body's), ``headers``
    (success headers: name -> component), ``security`` (replaces the
    operation's), ``event_stream`` (``HistoryEvent``/``FeedEvent``),
    ``links``, ``game_codes`` (add every game's own move codes).

    It rides in the generated document as ``x-contract``, which
    ``contract.finish`` applies and removes."""
    return Blueprint.doc(**{CONTRACT_KEY: {"id": operation_id, "codes": tuple(codes),
                                           **contract}})
