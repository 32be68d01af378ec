"""Hand-written helpers over the generated ``boardgame_client``: waiting for
one's turn (long polls), following events (Server-Sent Events, resumed with
``Last-Event-ID``) and retries made safe by idempotency keys.

``make clients`` regenerates ``boardgame_client`` and never touches this package.
"""

from .retry import RetryPolicy, new_idempotency_key
from .service import TERMINAL, ApiProblem, Seat, Service, replayed
from .sse import Event, Parser, StreamProblem, follow, parse

__all__ = ["ApiProblem", "Event", "Parser", "RetryPolicy", "Seat", "Service", "StreamProblem",
           "TERMINAL", "follow", "new_idempotency_key", "parse", "replayed"]
