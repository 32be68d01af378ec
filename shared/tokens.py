"""Seat and creator tokens.

A token is derived from a server secret, the game id and its purpose
(``HMAC-SHA256``), so a retried creation or join (same ``Idempotency-Key``)
hands back the very same token without the token ever being stored. The
store keeps only its SHA-256 hash; checks compare hashes in constant time.
"""

from __future__ import annotations

import base64
import hashlib
import hmac


def derive(secret: bytes, game_id: str, purpose: str) -> str:
    mac = hmac.new(secret, f"{game_id}|{purpose}".encode(), hashlib.sha256).digest()
    return "tk_" + base64.urlsafe_b64encode(mac).decode().rstrip("=")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def matches(token: str | None, token_hash: str | None) -> bool:
    """Constant-time comparison of a presented token with a stored hash."""
    if not token or not token_hash:
        return False
    return hmac.compare_digest(hash_token(token), token_hash)


def find_seat(token: str | None, seats: list[dict]) -> int | None:
    """The seat whose token this is, or None. Every seat is compared, so the
    time taken does not depend on which seat matched."""
    if not token:
        return None
    presented = hash_token(token)
    found = None
    for index, seat in enumerate(seats):
        stored = seat.get("token_hash") or ""
        if hmac.compare_digest(presented, stored) and stored:
            found = index
    return found
