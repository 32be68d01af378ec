"""Applying a change to a game: read, change, compare-and-set, queue jobs.

Every state-changing route goes through ``apply_change`` so that the rules
about versions (``If-Match``), idempotent retries (``Idempotency-Key``) and
races are in one place:

* With ``If-Match`` the change is made only on that version (else 412).
* Without it, a change that lost a race is re-validated against the new
  version and tried again, so racing requests never both apply.
* A retried request with the same ``Idempotency-Key`` gets the first one's
  outcome again and changes nothing (``idempotency.py`` has the contract).
"""

from __future__ import annotations

from typing import Callable

from flask import request

from services.api.play.context import load_game, res
from services.api.trust import idempotency
from services.api.web import metrics
from services.api.web.errors import ApiError
from shared import jobs
from shared.store import VersionConflict

MAX_RACE_RETRIES = 8

Change = Callable[[dict, object], tuple[dict, dict]]  # (doc, rules) -> (new doc, entry)
Respond = Callable[[dict, dict, object], dict]  # (new doc, entry, rules) -> response body


def if_match_version() -> int | None:
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    tag = header.strip().removeprefix("W/").strip('"')
    if not tag.isdigit() or len(tag) > 12:
        raise ApiError(412, "precondition_failed", "If-Match must be a game version ETag such as \"7\".")
    return int(tag)


def apply_change(game_id: str, change: Change, respond: Respond, *,
                 authorize: Callable[[dict], object] | None = None) -> tuple[dict, dict, object]:
    """Run ``change`` on the game with the store's compare-and-set.

    ``authorize(doc)`` runs on every read (it may raise); returns
    ``(body, new doc, rules)``. Idempotent replays return ``(body, None, rules)``,
    the body rebuilt by ``respond`` from the entry the first request wrote and
    the game as it is now (so it shows nothing the view now hides).
    """
    store = res().store
    for attempt in range(MAX_RACE_RETRIES):
        loaded, rules = load_game(game_id)
        if authorize is not None:
            authorize(loaded.doc)
        if attempt == 0:  # headers are judged after the token: a 401/403 comes first
            expected = if_match_version()
            claim = idempotency.claim()
        if claim is not None:
            done = claim.replay or claim.check_record(
                store.idempotency_record(game_id, claim.digest))
            if done is not None:
                return _replay(game_id, done["version"], respond)
        if expected is not None and loaded.version != expected:
            raise ApiError(412, "version_mismatch",
                           f"The game is at version {loaded.version}, not {expected}.",
                           current_version=loaded.version)
        new, entry = change(loaded.doc, rules)
        jobs.admit(res().queue, new, rules, res().settings)  # before anything is written
        record = {"fp": claim.fingerprint, "version": new["version"]} if claim else None
        try:
            store.compare_and_set(loaded.version, new, [entry],
                                  idempotency=(claim.digest, record) if claim else None)
        except VersionConflict as conflict:
            metrics.RACES.inc()
            if expected is not None:
                raise ApiError(412, "version_mismatch", "The game changed; reload it and try again.",
                               current_version=conflict.current) from None
            continue
        body = respond(new, entry, rules)  # after the write, which settled the clock
        idempotency.finish(claim, {"game": game_id, "version": new["version"]})
        jobs.after_change(res().redis, res().queue, new, rules, res().settings)
        return body, new, rules
    raise ApiError(409, "version_conflict", "The game is changing too fast; try again.")


def _replay(game_id: str, version: int, respond: Respond) -> tuple[dict, None, object]:
    """The answer of the change that made ``version``, as the game stands now
    (read again: the game read before the key was claimed may predate it)."""
    loaded, rules = load_game(game_id)
    entry = res().store.history(game_id, version - 1, 1)[0]
    return respond(loaded.doc, entry, rules), None, rules
