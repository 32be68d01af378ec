"""Hand-written code over the generated ``boardgame_client``: one method
per operation of the API (``Service``), waiting for one's turn (long
polls), following events (Server-Sent Events, resumed with
``Last-Event-ID``), retries made safe by idempotency keys, and one family
of errors (``ServiceError``).

``make clients`` regenerates ``boardgame_client`` and never touches this package.
"""

from ._generated import Game, GameTypeInfo, HistoryPage, LegalMoves, MoveResult
from .errors import ApiProblem, ServiceError, ServiceUnreachable, StreamProblem
from .retry import RetryPolicy, new_idempotency_key
from .service import JOB_DONE, TERMINAL, Seat, Service, replayed
from .sse import Event, Parser, follow, parse

__all__ = ["ApiProblem", "Event", "Game", "GameTypeInfo", "HistoryPage", "JOB_DONE", "LegalMoves",
           "MoveResult", "Parser", "RetryPolicy", "Seat", "Service", "ServiceError",
           "ServiceUnreachable", "StreamProblem", "TERMINAL", "follow", "new_idempotency_key",
           "parse", "replayed"]
