"""Seat and creator tokens, and the other values derived from the server secret.

A token is derived from the server secret (``TOKEN_SECRET``, at least 32
random bytes), the game id and its purpose (``HMAC-SHA256``), so a retried
creation or join (same caller, same ``Idempotency-Key``) hands back the very
same token without the token ever being stored. The store keeps only its
SHA-256 hash; checks compare hashes in constant time. Knowing a game id (they
are public) gives nothing: without the secret, a token is 256 unguessable bits.
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


def _mac(secret: bytes, label: str) -> bytes:
    return hmac.new(secret, label.encode(), hashlib.sha256).digest()


def derive_game_id(secret: bytes, request_digest: str) -> str:
    """The id of the game an idempotent creation makes: the same for its
    retries (so a retry after a crash finds it), unpredictable to anyone else."""
    return _mac(secret, f"game|{request_digest}").hex()[:16]


def private_seed(secret: bytes, game_id: str, seed: int) -> int:
    """A client's seed for a game with hidden information, mixed with the
    server secret and the game id: the operator can recompute the deal, no
    client can (not even by reusing a seed whose deal it has seen)."""
    return int.from_bytes(_mac(secret, f"seed|{game_id}|{seed}")[:8], "big") >> 1
