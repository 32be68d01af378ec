"""Idempotency-Key (IETF httpapi draft, as Stripe does it).

A POST or PUT with an ``Idempotency-Key`` is done at most once per caller
and key; a retry gets the first request's outcome again:

* **Scope.** The key belongs to the caller: its tenant (API key) and its
  bearer token. A request without a token (creating or joining a game) is
  reachable by anyone of its tenant, or by anyone at all without API keys,
  who knows the key, so there the key must carry at least 128 bits: 32 or
  more characters of ``A-Z a-z 0-9 _ -`` (a random UUID or 32 hex digits).
* **Fingerprint.** The record keeps a hash of method, path and body; the same
  key with another request answers ``422 idempotency_key_reused``.
* **In flight.** While the first request runs, a retry answers
  ``409 idempotency_key_in_use`` (the claim is a lease of ``LEASE_SECONDS``,
  so a process that died mid-request frees the key by itself).
* **Replay.** A finished request's retry answers ``Idempotent-Replayed:
  true`` with the outcome rebuilt for the current view: it never shows what
  the view now hides, and tokens in it are the caller's own (they are derived
  again, never stored). A request that failed leaves no record, so it may be
  retried as is.

The record is ``idem:<digest>`` with ``digest = sha256(scope, key)``. Game
changes also write a per-game record in their compare-and-set
(``store.idempotency_record``), so a change whose process died before the
record was finished is still never made twice.

Every write route that takes the header goes through ``once``: it claims the
key, replays a finished request's answer, or does the work and records it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from flask import g, request

from services.api.play.context import bearer_token, res, tenant
from services.api.web.errors import ApiError
from shared import tokens
from shared.i18n import N_

HEADER = "Idempotency-Key"
LEASE_SECONDS = 30
REPLAYED = {"Idempotent-Replayed": "true"}  # the header of a replayed answer
_STRONG_KEY = re.compile(r"^[A-Za-z0-9_-]{32,200}$")

Answer = TypeVar("Answer")

# KEYS[1]: the record. ARGV: fingerprint, lease seconds.
# Claims the key (returns nil) or returns the record that holds it.
_CLAIM = """
local found = redis.call('GET', KEYS[1])
if found then return found end
redis.call('SET', KEYS[1], cjson.encode({fp = ARGV[1], state = 'running'}), 'EX', tonumber(ARGV[2]))
return nil
"""

# KEYS[1]: the record. ARGV: fingerprint. Drops a claim that is still running.
_RELEASE = """
local found = redis.call('GET', KEYS[1])
if not found then return 0 end
local record = cjson.decode(found)
if record.fp == ARGV[1] and record.state == 'running' then redis.call('DEL', KEYS[1]) end
return 1
"""


@dataclass
class Claim:
    digest: str
    fingerprint: str
    replay: dict | None = None  # the finished first request's outcome, if this is a retry
    done: bool = False

    def check_record(self, record: dict | None) -> dict | None:
        """A per-game record of the same key: the outcome to replay, if any."""
        if record is None:
            return None
        if record.get("fp") != self.fingerprint:
            raise reused()
        return record


def reused() -> ApiError:
    return ApiError(
        422,
        "idempotency_key_reused",
        N_("This Idempotency-Key was used with another request; use a new key for a new request."),
    )


def _fingerprint() -> str:
    body = request.get_json(silent=True) if request.content_length else None
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{request.method} {request.path}\n{canonical}".encode()).hexdigest()


def _scope() -> str:
    token = bearer_token()
    return f"{tenant() or ''}\n{tokens.fingerprint(token) if token else ''}"


def _check_key(key: str) -> None:
    if not 1 <= len(key) <= 200 or not key.isprintable():
        raise ApiError(400, "invalid_idempotency_key",
                       N_("Idempotency-Key must be 1 to 200 printable characters."))
    if bearer_token() is None and not _STRONG_KEY.match(key):
        raise ApiError(400, "idempotency_key_too_weak",
                       N_("Without a bearer token, an Idempotency-Key must be at least 32 "
                          "characters of A-Z, a-z, 0-9, '_' and '-' (e.g. a random UUID)."))


def claim() -> Claim | None:
    """Claim this request's Idempotency-Key, if it has one.

    Returns None without a key; a Claim whose ``replay`` is set for a retry
    of a finished request; raises 422/409 for a reused or busy key."""
    key = request.headers.get(HEADER)
    if key is None:
        return None
    _check_key(key)
    digest = hashlib.sha256(f"{_scope()}\n{key}".encode()).hexdigest()
    fingerprint = _fingerprint()
    raw = res().script(_CLAIM)(keys=[_record_key(digest)], args=[fingerprint, LEASE_SECONDS])
    found = Claim(digest, fingerprint)
    if raw is not None:
        record = json.loads(raw)
        if record["fp"] != fingerprint:
            raise reused()
        if record["state"] == "running":
            raise ApiError(
                409,
                "idempotency_key_in_use",
                N_(
                    "A request with this Idempotency-Key is still being handled; retry in a moment."
                ),
                {"Retry-After": "1"},
            )
        found.replay = record
        found.done = True
    g.idempotency_claim = found
    return found


def once(act: Callable[[Claim | None], tuple[dict | None, Answer]],
         replay: Callable[[dict], Answer]) -> Answer:
    """Do a write at most once per Idempotency-Key: the one flow of every route
    that takes the header.

    Claims the request's key (409/422/400 as ``claim`` says); a retry of a
    finished request answers ``replay(record)`` (the caller marks it with
    ``REPLAYED``). Otherwise ``act(claim)`` (claim None without a key) does the
    work and returns ``(outcome, answer)``: the outcome (ids and versions, never
    a secret) is recorded for retries, or nothing is when it is None (the key is
    then freed after the request, as after a failure)."""
    found = claim()
    if found is not None and found.replay is not None:
        return replay(found.replay)
    outcome, answer = act(found)
    if outcome is not None:
        _finish(found, outcome)
    return answer


def _finish(found: Claim | None, outcome: dict) -> None:
    """Record what the request did (ids and versions, never a secret)."""
    if found is None:
        return
    record = {"fp": found.fingerprint, "state": "done", **outcome}
    res().redis.set(_record_key(found.digest), json.dumps(record),
                    ex=res().store.idempotency_ttl)
    found.done = True


def release_unfinished() -> None:
    """After a request that failed: free its key so that it can be retried."""
    found = g.pop("idempotency_claim", None)
    if found is not None and not found.done:
        res().script(_RELEASE)(keys=[_record_key(found.digest)], args=[found.fingerprint])


def _record_key(digest: str) -> str:
    return f"idem:{digest}"
