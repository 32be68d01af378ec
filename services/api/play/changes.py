"""Applying a change to a game: read, change, compare-and-set, queue jobs.

Every route that writes a game goes through ``apply_change`` so that the
rules about versions (``If-Match``), idempotent retries (``Idempotency-Key``)
and races are in one place:

* With ``If-Match`` the change is made only on that version (else 412).
* Without it, a change that lost a race is re-validated against the new
  version and tried again, so racing requests never both apply.
* A retried request with the same ``Idempotency-Key`` gets the first one's
  outcome again and changes nothing (``idempotency.py`` has the contract).
* A change may create a game with it (a rematch): both are written by the
  same compare-and-set, or neither (``Changed.creates``).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from flask import request

from services.api.play.context import game_history, load_game, res
from services.api.trust import idempotency
from services.api.web import metrics
from services.api.web.errors import ApiError
from shared import jobs
from shared.games import GAMES
from shared.i18n import N_
from shared.store import VersionConflict

MAX_RACE_RETRIES = 8


class Changed(NamedTuple):
    """What a change makes: the game's new document and history entry, and
    perhaps a new game (its document and first entry) created with it."""
    doc: dict
    entry: dict
    creates: tuple[dict, dict] | None = None


# (doc, rules) -> (new doc, entry), a Changed, or None when there is nothing to change
Change = Callable[[dict, object], "tuple[dict, dict] | Changed | None"]
Respond = Callable[[dict, dict | None, object], dict]  # (new doc, entry, rules) -> response body


def if_match_version() -> int | None:
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    tag = header.strip().removeprefix("W/").strip('"')
    if not tag.isdigit() or len(tag) > 12:
        raise ApiError(
            412, "precondition_failed", N_('If-Match must be a game version ETag such as "7".')
        )
    return int(tag)


def apply_change(game_id: str, change: Change, respond: Respond, *,
                 authorize: Callable[[dict], object] | None = None,
                 conditional: bool = True) -> tuple[dict, dict | None, object]:
    """Run ``change`` on the game with the store's compare-and-set.

    ``authorize(doc)`` runs on every read (it may raise); ``conditional``:
    whether the route honours ``If-Match``. Returns ``(body, new doc, rules)``.
    Idempotent replays return ``(body, None, rules)``, the body rebuilt by
    ``respond`` from the entry the first request wrote and the game as it is
    now (so it shows nothing the view now hides). A change that finds nothing
    to do (returns None) writes nothing and answers ``respond(doc, None, rules)``.
    """
    loaded, rules = _read(game_id, authorize)
    # headers are judged after the token: a 401/403 comes first
    expected = if_match_version() if conditional else None
    return idempotency.once(
        lambda claim: _apply(game_id, loaded, rules, expected, claim, change, respond, authorize),
        lambda record: _replay(game_id, record.get("version"), respond))


def _read(game_id: str, authorize) -> tuple:
    loaded, rules = load_game(game_id)
    if authorize is not None:
        authorize(loaded.doc)
    return loaded, rules


def _apply(game_id, loaded, rules, expected, claim, change: Change, respond: Respond,
           authorize) -> tuple[dict | None, tuple]:
    """The compare-and-set, tried again on a lost race; ``(idempotency outcome,
    (body, new doc, rules))`` for ``idempotency.once``."""
    store = res().store
    for attempt in range(MAX_RACE_RETRIES):
        if attempt:
            loaded, rules = _read(game_id, authorize)
        if claim is not None:  # a try that died after its write left the game's own record
            done = claim.check_record(store.idempotency_record(game_id, claim.digest))
            if done is not None:
                return None, _replay(game_id, done["version"], respond)
        if expected is not None and loaded.version != expected:
            raise ApiError(
                412,
                "version_mismatch",
                N_("The game is at version {version}, not {expected}."),
                extra={"current_version": loaded.version},
                version=loaded.version,
                expected=expected,
            )
        changed = change(loaded.doc, rules)
        if changed is None:
            return None, (respond(loaded.doc, None, rules), loaded.doc, rules)
        if loaded.archived:  # ended and kept in the archive only: it changes no more
            raise ApiError(409, "game_over", N_("The game is over."))
        new, entry, creates = Changed(*changed)
        jobs.admit(res().queue, new, rules, res().settings)  # before anything is written
        record = {"fp": claim.fingerprint, "version": new["version"]} if claim else None
        try:
            store.compare_and_set(loaded.version, new, [entry], creates=creates,
                                  idempotency=(claim.digest, record) if claim else None)
        except VersionConflict as conflict:
            metrics.RACES.inc()
            if expected is not None:
                raise ApiError(
                    412,
                    "version_mismatch",
                    N_("The game changed; reload it and try again."),
                    extra={"current_version": conflict.current},
                ) from None
            continue
        body = respond(new, entry, rules)  # after the write, which settled the clock
        _after_write(new, creates, rules)
        return {"game": game_id, "version": new["version"]}, (body, new, rules)
    raise ApiError(409, "version_conflict", N_("The game is changing too fast; try again."))


def rewrite(game_id: str, change: Change) -> bool:
    """A change the service makes on its own (no request's If-Match or
    Idempotency-Key: a player's data deleted): the same compare-and-set, tried
    again on a lost race. Whether it wrote anything (False: nothing to change,
    or the game is no longer in Redis)."""
    try:
        loaded, rules = _read(game_id, None)
    except ApiError:
        return False
    if loaded.archived:
        return False
    _, (_, new, _) = _apply(game_id, loaded, rules, None, None, change,
                            lambda doc, entry, rules: None, None)
    return new is not loaded.doc


def _after_write(new: dict, creates: tuple[dict, dict] | None, rules) -> None:
    """The jobs, timers and webhooks that follow the written games."""
    jobs.after_change(res().redis, res().queue, new, rules, res().settings)
    if creates is not None:
        created = creates[0]
        jobs.after_change(res().redis, res().queue, created, GAMES[created["type"]],
                          res().settings)


def _replay(game_id: str, version: int | None, respond: Respond) -> tuple[dict, None, object]:
    """The answer of the change that made ``version``, as the game stands now
    (read again: the game read before the key was claimed may predate it).
    ``version`` None: a record written before the rematch went through here
    (``{"game": rematch id}``), whose answer needs the game alone."""
    loaded, rules = load_game(game_id)
    entry = None if version is None else game_history(loaded, version - 1, 1)[0]
    return respond(loaded.doc, entry, rules), None, rules
