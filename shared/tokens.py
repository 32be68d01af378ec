"""Seat and creator tokens, and the other values derived from the server secret.

A token is derived from the server secret (``TOKEN_SECRET``, at least 32
random bytes), the game id and its purpose (``HMAC-SHA256``), so a retried
creation or join (same caller, same ``Idempotency-Key``) hands back the very
same token without the token ever being stored. Knowing a game id (they are
public) gives nothing: without the secret, a token is 256 unguessable bits.

A seat's purpose carries its *generation* (``seat:{i}:g{n}``): re-keying a
seat moves the generation on, so the seat gets a new token and the old one
matches nothing any more.

The store keeps a *keyed* hash of each token (``k1:`` + HMAC-SHA256 under a
key derived from ``TOKEN_SECRET``), compared in constant time. Because the
key comes from the secret, changing ``TOKEN_SECRET`` makes every stored hash
match nothing: every token is refused, exactly as a wrong one.

Games stored before keyed hashes kept a plain SHA-256 of the token (64 hex
digits, no prefix). Such a *legacy* hash is still accepted, but only while
its game is not over (``context.py`` checks that): it cannot be bound to the
secret, so it must not outlive the game it was made for.
"""

from __future__ import annotations

import base64
import hashlib
import hmac

KEYED_PREFIX = "k1:"


def derive(secret: bytes, game_id: str, purpose: str) -> str:
    mac = hmac.new(secret, f"{game_id}|{purpose}".encode(), hashlib.sha256).digest()
    return "tk_" + base64.urlsafe_b64encode(mac).decode().rstrip("=")


def seat_purpose(seat: int, generation: int) -> str:
    """The purpose of a seat's token at a generation (1 when the game is made)."""
    return f"seat:{seat}:g{generation}"


def joined_purpose(seat: int) -> str:
    """The purpose of the token of a player who joined an open seat: not a
    creation purpose, so replaying the creation never hands it out."""
    return f"seat:{seat}:joined"


def seat_token(secret: bytes, game_id: str, seat: int, generation: int) -> str:
    return derive(secret, game_id, seat_purpose(seat, generation))


def creator_token(secret: bytes, game_id: str) -> str:
    return derive(secret, game_id, "creator")


def _hash_key(secret: bytes) -> bytes:
    return hmac.new(secret, b"token-hash", hashlib.sha256).digest()


def hash_token(secret: bytes, token: str) -> str:
    """What the store keeps of a token: a hash keyed by the server secret."""
    return KEYED_PREFIX + hmac.new(_hash_key(secret), token.encode(), hashlib.sha256).hexdigest()


def fingerprint(token: str) -> str:
    """A plain SHA-256 of a token, to name it in rate-limit and idempotency
    scopes (never stored as a credential)."""
    return hashlib.sha256(token.encode()).hexdigest()


def is_legacy(token_hash: str | None) -> bool:
    """Whether a stored hash is the plain SHA-256 of games made before keyed hashes."""
    return bool(token_hash) and not token_hash.startswith(KEYED_PREFIX)


def _presented(secret: bytes, token: str, stored: str) -> str:
    """The presented token hashed the way ``stored`` was made."""
    return fingerprint(token) if is_legacy(stored) else hash_token(secret, token)


def matches(secret: bytes, token: str | None, token_hash: str | None) -> bool:
    """Constant-time comparison of a presented token with a stored hash."""
    if not token or not token_hash:
        return False
    return hmac.compare_digest(_presented(secret, token, token_hash), token_hash)


def find_seat(secret: bytes, token: str | None, seats: list[dict]) -> int | None:
    """The seat whose token this is, or None. Every seat is compared, so the
    time taken does not depend on which seat matched."""
    if not token:
        return None
    found = None
    for index, seat in enumerate(seats):
        if matches(secret, token, seat.get("token_hash")):
            found = index
    return found


def _mac(secret: bytes, label: str) -> bytes:
    return hmac.new(secret, label.encode(), hashlib.sha256).digest()


def derive_game_id(secret: bytes, request_digest: str) -> str:
    """The id of the game an idempotent creation makes: the same for its
    retries (so a retry after a crash finds it), unpredictable to anyone else."""
    return _mac(secret, f"game|{request_digest}").hex()[:16]


def derive_rematch_id(secret: bytes, game_id: str) -> str:
    """The id of a game's rematch: the same for every try of the request that
    makes it (so a try finds the rematch an earlier one made), unpredictable to
    anyone else."""
    return _mac(secret, f"rematch|{game_id}").hex()[:16]


def derive_match_game_id(secret: bytes, ticket_ids: list[str]) -> str:
    """The id of the game matchmaking makes of these tickets: the same on every
    try (a matcher that died midway and the next one make one game), whatever
    their order; unpredictable to anyone else."""
    return _mac(secret, "match|" + ",".join(sorted(ticket_ids))).hex()[:16]


def derive_ticket_id(secret: bytes, request_digest: str) -> str:
    """The id of the ticket an idempotent request makes (the same for its retries)."""
    return "tkt_" + _mac(secret, f"ticket|{request_digest}").hex()[:20]


def private_seed(secret: bytes, game_id: str, seed: int) -> int:
    """A client's seed for a game with hidden information, mixed with the
    server secret and the game id: the operator can recompute the deal, no
    client can (not even by reusing a seed whose deal it has seen)."""
    return int.from_bytes(_mac(secret, f"seed|{game_id}|{seed}")[:8], "big") >> 1
