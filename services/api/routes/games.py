"""Games: create, read, join, play, resign, draw, rematch, history, hints."""

from __future__ import annotations

import secrets

from flask import request
from flask.views import MethodView

from services.api.contract.operations import (
    BODY,
    CHANGE,
    ETAG,
    GAME,
    GAME_LINKS,
    IDEMPOTENT,
    LOCATION,
    MOVE_CODES,
    QUERY,
    REPLAYED,
    SEAT,
    operation,
)
from services.api.play import listing, present, schemas
from services.api.play.changes import Changed, apply_change
from services.api.play.context import (
    bearer_token,
    game_history,
    load_game,
    require_creator,
    require_seat,
    res,
    tenant,
    viewer_seat,
)
from services.api.routes.jobs import job_body
from services.api.streaming import live
from services.api.trust import idempotency
from services.api.trust.quota import owner
from services.api.web import metrics
from services.api.web.errors import ApiError
from services.api.web.framework import Blueprint
from shared import clock as clocks
from shared import gamedoc, jobs, quota, timers, tokens
from shared.games import GAMES, RuleError
from shared.i18n import N_
from shared.store import VersionConflict

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="Create games, seat players, play moves and follow the game.")

AUTH = [{"seatToken": []}]
IDEMPOTENCY_KEY = {
    "in": "header", "name": "Idempotency-Key", "schema": {"type": "string", "maxLength": 200},
    "description": "Makes a retry safe: the same caller retrying with the same key gets the "
                   "first request's outcome (with `Idempotent-Replayed: true`) and nothing is "
                   "done twice. Without a bearer token the key needs at least 32 characters "
                   "of A-Z, a-z, 0-9, `_` and `-`. Another request with the same key answers "
                   "422 `idempotency_key_reused`; a retry while the first is running, 409 "
                   "`idempotency_key_in_use`."}
ERRORS = (400, 401, 403, 404, 409, 412, 422)
#: Retry-After when the owner has as many all-AI games in progress as allowed.
GAMES_RETRY_AFTER = 30


def _etag(version: int) -> dict:
    return {"ETag": f'"{version}"', "Vary": "Authorization"}


def _doc_errors(fn):
    for status in ERRORS:
        fn = blp.alt_response(status, schema=schemas.ProblemSchema,
                              content_type="application/problem+json")(fn)
    return fn


# -- create ------------------------------------------------------------------------

@blp.route("")
class Games(MethodView):
    @operation("listGames", response="GamePage", codes=QUERY + ("invalid_cursor",))
    @blp.arguments(schemas.GamesQuery, location="query")
    @blp.response(200, description="A page of games.")
    @_doc_errors
    def get(self, query):
        """List your games

        The games of the caller's tenant (every game when the service has no
        API keys), a page at a time: first the live and recently ended ones,
        most recently changed first, then the archived ones (ended games
        kept after they left the live store), latest ended first. Each game
        appears once; `next_cursor` carries on across both. Listing archived
        games while the archive is unreachable answers 503.
        """
        try:
            games, cursor = listing.list_games(query, _summary_filter(query))
        except ValueError:
            raise ApiError(
                400,
                "invalid_cursor",
                N_("This cursor was not made by this listing; start again without one."),
            ) from None
        return {"games": games, "next_cursor": cursor}

    @operation(
        "createGame",
        response="CreatedGame",
        request="NewGame",
        headers={**LOCATION, **REPLAYED},
        links=GAME_LINKS,
        codes=BODY + IDEMPOTENT + ("unknown_game_type", "invalid_seats", "player_already_seated",
            "invalid_option", "player_required", "rated_game_seeded", "rated_game_hints",
            "ratings_unavailable",
            "invalid_clock", "ai_quota_exceeded", "game_quota_exceeded"))
    @blp.arguments(schemas.CreateGame)
    @blp.response(201, description="The game, with its tokens.")
    @blp.doc(parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body):
        """Create a game

        Seats are listed in turn order. Each `human` seat's token and the
        creator token are in the response, and only there: keep them. With
        `open` seats the game is `waiting` until they are joined or turned
        into AI seats by the creator. A client may have a few games of AI
        seats only in progress at a time (`AI_QUOTA_GAMES`); beyond, 429
        `ai_quota_exceeded` with `Retry-After`. A tenant (or, without API
        keys, a client address) may have `TENANT_MAX_LIVE_GAMES` (2,000)
        waiting and active games, `TENANT_MAX_CLOCKED_GAMES` (200) of them
        with a clock; beyond, 429 `game_quota_exceeded` with `Retry-After`
        (finished games do not count). While the tenant has `AI_QUOTA_TURNS`
        AI turns queued or running, a game with an AI seat or stand-in moves
        answers 429 `ai_quota_exceeded`.
        """
        rules = GAMES.get(body["type"])
        if rules is None:
            raise ApiError(
                422,
                "unknown_game_type",
                N_("There is no game type '{type_id}'."),
                type_id=body["type"],
            )
        seats = body["seats"]
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise ApiError(
                422,
                "invalid_seats",
                N_("{title} is played by {min_players} to {max_players} players."),
                title=rules.title,
                min_players=rules.min_players,
                max_players=rules.max_players,
            )
        options = rules.normalize_options(body["options"], len(seats))

        def create(claim):
            secret = res().settings.token_secret
            game_id = tokens.derive_game_id(secret, claim.digest) if claim else secrets.token_hex(8)
            doc, entry = _new_game(rules, game_id, options, seats, body)
            doc["owner"] = owner()  # the AI work of the game counts against its creator
            _admit_new_game(doc, rules)
            _take_all_ai_place(doc)
            try:
                res().store.create(doc, entry)
            except VersionConflict:  # this request's game, made by a try that died before finishing
                return {"game": game_id}, _created(game_id, idempotency.REPLAYED)
            metrics.GAMES_CREATED.labels(rules.name).inc()
            jobs.after_change(res().redis, res().queue, doc, rules, res().settings)
            return {"game": game_id}, _created(game_id)

        return idempotency.once(
            create, lambda record: _created(record["game"], idempotency.REPLAYED))


def _admit_new_game(doc: dict, rules) -> None:
    """Refuse (429) a new game whose AI turns or clock its owner has no room for."""
    jobs.admit(res().queue, doc, rules, res().settings, new_game=True)
    timers.admit(res().queue, doc, res().settings)


def _take_all_ai_place(doc: dict) -> None:
    """Count an active game of AI seats only against its owner's quota (or refuse it)."""
    if doc["status"] != "active" or not jobs.all_ai(doc):
        return
    settings = res().settings
    if not quota.take(res().queue, quota.GAMES, jobs.owner_of(doc), doc["id"],
                      settings.ai_quota_lease, settings.ai_quota_games):
        raise quota.QuotaExceeded(quota.GAMES, settings.ai_quota_games, GAMES_RETRY_AFTER)


def _summary_filter(query: dict):
    """The listing's filters as one predicate over a game summary."""
    def accept(summary: dict) -> bool:
        if "status" in query and summary["status"] != query["status"]:
            return False
        if "type" in query and summary["type"] != query["type"]:
            return False
        if "open" in query:
            has_open = summary["status"] == "waiting" and any(s["open"] for s in summary["seats"])
            return has_open == query["open"]
        return True

    return accept


def _new_game(rules, game_id: str, options: dict, seats: list[dict], body: dict):
    """The document and first history entry of a game being created."""
    secret = res().settings.token_secret
    seeded = "seed" in body
    seed = body["seed"] if seeded else secrets.randbits(63)
    if seeded and rules.hidden_information:
        seed = tokens.private_seed(secret, game_id, seed)
    seat_hashes = {i: tokens.hash_token(secret, tokens.seat_token(secret, game_id, i, 1))
                   for i, s in enumerate(seats) if s["kind"] == "human"}
    return gamedoc.new_doc(
        game_id, rules, options, seats, seed,
        tokens.hash_token(secret, tokens.creator_token(secret, game_id)), seat_hashes,
        tenant=tenant(), seeded=seeded, hints=body.get("hints"), rated=_rated(body),
        clock=clocks.normalize(body.get("clock"), len(seats), res().settings.min_clock_seconds),
        join_seconds=body.get("join_seconds", gamedoc.DEFAULT_JOIN_SECONDS))


def _rated(body: dict) -> bool:
    """Whether the new game is rated; ratings live in the archive, so a service
    without one (no ``DATABASE_URL``) refuses rated games."""
    if not body.get("rated"):
        return False
    if not res().settings.database_url:
        raise ApiError(422, "ratings_unavailable", N_(
            "This service keeps no ratings (it runs without an archive): create the game "
            "unrated."))
    return True


def _created(game_id: str, headers: dict | None = None):
    """The creation response; computed again (same tokens) for a retried creation.

    Only the tokens made with the game are given here (generation 1, still
    the seat's): a seat joined later or re-keyed since has a token derived
    differently, so a replay never hands it out.
    """
    loaded, rules = load_game(game_id)
    secret = res().settings.token_secret
    seat_tokens = {}
    for i, seat in enumerate(loaded.doc["seats"]):
        token = tokens.seat_token(secret, game_id, i, 1)
        if tokens.matches(secret, token, seat["token_hash"]):
            seat_tokens[str(i)] = token
    body = {"game": present.game(loaded.doc, rules, None),
            "creator_token": tokens.creator_token(secret, game_id),
            "seat_tokens": seat_tokens}
    return body, 201, {"Location": f"/v1/games/{game_id}", **(headers or {})}


def _answer(out: dict, new, status: int = 200, headers: dict | None = None):
    """A change's response; marked as a replay when ``apply_change`` replayed it."""
    headers = dict(headers or {})
    if new is None:
        headers.update(idempotency.REPLAYED)
    return out, status, headers


# -- read ---------------------------------------------------------------------------

@blp.route("/<game_id>")
class Game(MethodView):
    @operation(
        "getGame",
        response="Game",
        headers=ETAG,
        codes=QUERY + GAME + ("too_many_streams",))
    @blp.arguments(schemas.GameQuery, location="query")
    @blp.response(200, description="The game as this viewer may see it.")
    @blp.alt_response(304, description="Not modified (If-None-Match matched the version).")
    @_doc_errors
    def get(self, query, game_id):
        """Read a game

        With a seat token (`Authorization: Bearer ...`) the view is that
        seat's; without, the spectator view. `wait_for_version` turns the
        request into a long poll that answers as soon as the game reaches that
        version (or when the timeout passes, with the current game); a
        waiting long poll counts against the stream caps (429
        `too_many_streams`).
        """
        loaded, rules = load_game(game_id)
        viewer = viewer_seat(loaded.doc)
        wanted = query.get("wait_for_version")
        if wanted is not None and loaded.version < wanted and not live.resumed():
            timeout = min(query.get("timeout", res().settings.long_poll_seconds),
                          res().settings.long_poll_seconds)
            parked = live.long_poll(game_id, wanted, timeout)
            if parked is not None:
                return parked  # answered by the same route once the wait is over
            loaded, rules = load_game(game_id)
        live.repair_pending_job(loaded.doc, rules)
        if request.if_none_match and request.if_none_match.contains(str(loaded.version)):
            return "", 304, _etag(loaded.version)
        return present.game(loaded.doc, rules, viewer), 200, _etag(loaded.version)


@blp.route("/<game_id>/legal-moves")
class LegalMovesView(MethodView):
    @operation("getLegalMoves", response="LegalMoves", headers=ETAG, codes=GAME)
    @blp.response(200, description="The legal moves.")
    @_doc_errors
    def get(self, game_id):
        """Legal moves of the seat to move

        Empty when the game is not active. Legal moves are public: they never
        depend on hidden information.
        """
        loaded, rules = load_game(game_id)
        doc = loaded.doc
        seat = gamedoc.seat_to_move(doc, rules)
        moves = rules.legal_moves(gamedoc.state_of(doc, rules)) if seat is not None else []
        return present.legal_moves(rules, doc["version"], seat, moves), 200, _etag(doc["version"])


# -- seats ----------------------------------------------------------------------------

@blp.route("/<game_id>/seats/<int:seat>/join")
class JoinSeatView(MethodView):
    @operation(
        "joinSeat",
        response="JoinedSeat",
        headers=REPLAYED,
        codes=BODY + IDEMPOTENT + GAME + ("unknown_seat", "seat_taken", "player_already_seated",
            "player_required", "game_started", "game_over", "version_conflict", "ai_quota_exceeded"))
    @blp.arguments(schemas.JoinSeat)
    @blp.response(200, description="The seat joined, with its token.")
    @blp.doc(parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body, game_id, seat):
        """Join an open seat

        Returns the seat's token (once). When the last open seat is taken the
        game becomes `active`.
        """
        secret = res().settings.token_secret
        token = tokens.derive(secret, game_id, tokens.joined_purpose(seat))

        def change(doc, rules):
            return gamedoc.join(doc, seat, body.get("name"), tokens.hash_token(secret, token),
                                body.get("player"))

        def respond(new, entry, rules):
            return {"seat": seat, "token": token, "game": present.game(new, rules, seat)}

        return _answer(*apply_change(game_id, change, respond)[:2])


@blp.route("/<game_id>/seats/<int:seat>")
class SeatView(MethodView):
    @operation(
        "configureSeat",
        response="Game",
        headers=REPLAYED,
        codes=BODY + IDEMPOTENT + GAME + SEAT + ("unknown_seat", "seat_taken",
            "game_started", "game_over", "version_conflict", "ai_quota_exceeded"))
    @blp.arguments(schemas.ConfigureSeat)
    @blp.response(200, description="The game.")
    @blp.doc(security=[{"creatorToken": []}], parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def put(self, body, game_id, seat):
        """Configure an open seat (creator)

        Before the game starts, the creator may turn a seat nobody has taken
        into an AI seat, or open it again. Completing a game of AI seats only
        counts against the quota of such games (429 `ai_quota_exceeded`).
        """
        def change(doc, rules):
            new, entry = gamedoc.configure_seat(doc, seat, body)
            _take_all_ai_place(new)
            return new, entry

        return _answer(*apply_change(game_id, change,
                                     lambda new, entry, rules: present.game(new, rules, None),
                                     authorize=require_creator)[:2])


@blp.route("/<game_id>/seats/<int:seat>/token")
class SeatTokenView(MethodView):
    @operation(
        "rekeySeat",
        response="SeatToken",
        headers=REPLAYED,
        codes=IDEMPOTENT + GAME + SEAT + ("unknown_seat", "seat_has_no_token",
            "version_conflict"))
    @blp.response(200, description="The seat's new token.")
    @blp.doc(security=[{"creatorToken": []}], parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, game_id, seat):
        """Re-key a seat (creator)

        Issues a new token for a player's seat and answers it (once); the
        seat's previous token is refused from then on, for moves and for
        reading as the seat. Hand the new token to the seat's player. A
        retry with the same `Idempotency-Key` answers the same token; each
        request without one issues another. A seat with no player (open or
        AI) answers 409 `seat_has_no_token`.
        """
        secret = res().settings.token_secret

        def change(doc, rules):
            generation = gamedoc.token_generation(doc, seat) + 1
            token = tokens.seat_token(secret, game_id, seat, generation)
            return gamedoc.rekey(doc, seat, generation, tokens.hash_token(secret, token))

        def respond(new, entry, rules):  # from the entry: a replay answers the same token
            return {"seat": seat, "token": tokens.seat_token(secret, game_id, seat,
                                                             entry["token_generation"])}

        return _answer(*apply_change(game_id, change, respond, authorize=require_creator)[:2])


@blp.route("/<game_id>/cancel")
class CancelView(MethodView):
    @operation(
        "cancelGame",
        response="Game",
        headers=REPLAYED,
        codes=IDEMPOTENT + GAME + SEAT + ("game_over", "version_conflict"))
    @blp.response(200, description="The game.")
    @blp.doc(security=[{"creatorToken": []}], parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, game_id):
        """Cancel the game (creator)"""
        out, new, _ = apply_change(game_id, lambda doc, rules: gamedoc.cancel(doc),
                                   lambda new, entry, rules: present.game(new, rules, None),
                                   authorize=require_creator)
        if new is not None:
            quota.drop(res().queue, quota.GAMES, jobs.owner_of(new), game_id)
        return _answer(out, new)


# -- play --------------------------------------------------------------------------------

def _parse_move(body: dict, game_type: str) -> dict:
    if "move" in body:
        return body["move"]
    rules = GAMES[game_type]
    if rules.part("notation", optional=True) is None:
        raise RuleError("invalid_move", N_("This game has no text notation; send `move`."))
    try:
        return rules.parse_notation(body["notation"])
    except RuleError:
        raise
    except Exception:
        raise RuleError("invalid_move", N_("The move notation could not be read.")) from None


@blp.route("/<game_id>/moves")
class MovesView(MethodView):
    @operation(
        "submitMove",
        response="MoveResult",
        request="SubmitMove",
        headers={**ETAG, **REPLAYED},
        codes=BODY + IDEMPOTENT + GAME + SEAT + CHANGE + MOVE_CODES +
            ("precondition_failed", "version_mismatch", "time_expired",
            "ai_quota_exceeded"),
        game_codes=True)
    @blp.arguments(schemas.SubmitMove)
    @blp.response(200, description="The game after the move, and what it did.")
    @blp.doc(security=AUTH, parameters=[
        {"in": "header", "name": "If-Match", "schema": {"type": "string"},
         "description": "Only apply the move on this version (the ETag)."},
        IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body, game_id):
        """Submit a move

        The rules check the move; a refused move answers 422 with a stable
        `code` and changes nothing. A move after which an AI seat is to move
        is refused with 429 `ai_quota_exceeded` (and `Retry-After`) while
        the tenant has `AI_QUOTA_TURNS` AI turns queued or running.
        """
        seat_box = {}

        def authorize(doc):
            seat_box["seat"] = require_seat(doc)

        def change(doc, rules):
            return gamedoc.play(doc, rules, seat_box["seat"], _parse_move(body, doc["type"]))

        def respond(new, entry, rules):
            state = gamedoc.state_of(new, rules)
            shown = present.entry(entry, rules, state, seat_box["seat"])
            return {"game": present.game(new, rules, seat_box["seat"], state),
                    "records": shown["records"]}

        out, new, rules = apply_change(game_id, change, respond, authorize=authorize)
        if new is not None:
            metrics.count_move(rules.name)
        return _answer(out, new, 200, _etag(out["game"]["version"]))


@blp.route("/<game_id>/resign")
class ResignView(MethodView):
    @operation(
        "resign",
        response="Game",
        headers=REPLAYED,
        codes=IDEMPOTENT + GAME + SEAT + CHANGE + ("not_supported", "invalid_move",
            "ai_quota_exceeded"))
    @blp.response(200, description="The game.")
    @blp.doc(security=AUTH, parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, game_id):
        """Resign

        In a two-player game the opponent wins. With more players the seat is
        handed to the AI and the game goes on; when it was the last human
        seat, the game of AI seats only counts against the quota of such
        games (`AI_QUOTA_GAMES`): beyond it, 429 `ai_quota_exceeded` with
        `Retry-After`, and the seat stays.
        """
        def resign(doc, rules, seat):
            new, entry = gamedoc.resign(doc, rules, seat)
            _take_all_ai_place(new)  # the last person left: now an all-AI game, counted
            return new, entry

        return _as_seat(game_id, resign)


@blp.route("/<game_id>/draw")
class DrawView(MethodView):
    @operation(
        "drawOffer",
        response="Game",
        headers=REPLAYED,
        codes=BODY + IDEMPOTENT + GAME + SEAT + CHANGE + ("draw_not_allowed",
            "draw_already_offered", "no_draw_offer", "not_your_turn"))
    @blp.arguments(schemas.DrawAction)
    @blp.response(200, description="The game.")
    @blp.doc(security=AUTH, parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body, game_id):
        """Offer, accept or decline a draw

        Only in games that allow draws by agreement. A move by the other
        player declines a standing offer.
        """
        def change(doc, rules, seat):
            if body["action"] == "offer":
                return gamedoc.offer_draw(doc, rules, seat)
            return gamedoc.answer_draw(doc, rules, seat, body["action"] == "accept")

        return _as_seat(game_id, change)


def _as_seat(game_id: str, change):
    """Apply ``change(doc, rules, seat)`` for the seat whose token the request
    carries; the answer is the game as that seat sees it."""
    seat_box = {}
    return _answer(*apply_change(
        game_id, lambda doc, rules: change(doc, rules, seat_box["seat"]),
        lambda new, entry, rules: present.game(new, rules, seat_box["seat"]),
        authorize=lambda doc: seat_box.__setitem__("seat", require_seat(doc)))[:2])


@blp.route("/<game_id>/rematch")
class RematchView(MethodView):
    @operation(
        "requestRematch",
        response="Rematch",
        headers={**LOCATION, **REPLAYED},
        codes=BODY + IDEMPOTENT + GAME + SEAT + ("game_not_finished", "version_conflict",
            "game_quota_exceeded", "ai_quota_exceeded"))
    @blp.arguments(schemas.RematchRequest, required=False)
    @blp.response(201, description="The rematch, with the caller's token for it.")
    @blp.doc(security=AUTH, parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body, game_id):
        """Ask for a rematch

        A new game of the same type and options with the same players, each
        one seat further on (so the start and colours rotate). Every human
        seat of the rematch gets a fresh token, and each seat's player
        receives its own by asking for the rematch with its token of this
        game: the first request makes the rematch, later ones (by any seat)
        answer the same rematch with the caller's `seat` and `token` in it.
        With `{"inherit_tokens": true}` (chosen by the request that makes
        the rematch) the seats keep their tokens instead. The creator token
        carries over, so the creator may re-key the rematch's seats.
        The rematch counts against the tenant's waiting and active games (429
        `game_quota_exceeded`, as on creation).
        """
        seat_box = {}

        def authorize(doc):
            seat_box["seat"] = require_seat(doc)
            if doc["status"] != "finished":
                raise ApiError(409, "game_not_finished",
                               N_("A rematch can be asked for once the game is finished."))

        def change(doc, rules):
            if doc["rematch"]:  # asked before: the same rematch, whoever asks
                return None
            return _with_rematch(doc, rules, (body or {}).get("inherit_tokens", False))

        def respond(new, entry, rules):  # the stored rematch: a try may find an earlier one's
            rematch, _ = load_game(new["rematch"])
            return _rematch_answer(rematch.doc, rules, seat_box["seat"])

        out, new, _ = apply_change(game_id, change, respond, authorize=authorize,
                                   conditional=False)
        return _answer(out, new, 201, {"Location": f"/v1/games/{out['game']['id']}"})


def _with_rematch(doc: dict, rules, inherit: bool) -> Changed:
    """The finished game linked to its rematch, and the rematch to create with
    it (one write: the link is never without the game, nor the game without the
    link). The rematch's id is derived from the game's, so every try of the
    request makes the same one. It counts against the owner's waiting and
    active games (429 game_quota_exceeded), and then nothing has changed."""
    new_id = tokens.derive_rematch_id(res().settings.token_secret, doc["id"])
    seats = gamedoc.rematch_seats(doc)
    new_doc, entry = gamedoc.new_doc(
        new_id, rules, doc["options"], [{"kind": "ai" if s["kind"] == "ai" else "human",
                                         "level": s["level"], "name": s["name"],
                                         "player": gamedoc.player_of(s)} for s in seats],
        secrets.randbits(63), doc["creator_token_hash"], _rematch_hashes(new_id, seats, inherit),
        tenant=doc.get("tenant"), hints=doc.get("hints"), rated=doc.get("rated", False),
        clock=_same_clock(doc.get("clock"), doc["num_players"]))
    new_doc["rematch_of"] = doc["id"]
    new_doc["owner"] = doc.get("owner") or owner()
    _admit_new_game(new_doc, rules)
    linked, link_entry = gamedoc.link_rematch(doc, new_id)
    return Changed(linked, link_entry, creates=(new_doc, entry))


def _rematch_hashes(new_id: str, seats: list[dict], inherit: bool) -> dict[int, str]:
    """The token hashes of a rematch's human seats (``seats``: the old seats in
    their new order). Fresh tokens (generation 1 of the new game) unless the
    request asked to inherit; a legacy hash is never inherited, so an unkeyed
    token cannot outlive its game."""
    secret = res().settings.token_secret
    hashes = {}
    for i, seat in enumerate(seats):
        if not seat["token_hash"]:
            continue
        if inherit and not tokens.is_legacy(seat["token_hash"]):
            hashes[i] = seat["token_hash"]
        else:
            hashes[i] = tokens.hash_token(secret, tokens.seat_token(secret, new_id, i, 1))
    return hashes


def _rematch_answer(rematch: dict, rules, old_seat: int) -> dict:
    """The rematch as the caller's seat sees it, with the token that acts for
    that seat now: the caller's own (inherited), the seat's fresh token, or
    null once the creator has re-keyed the seat (ask the creator for it)."""
    secret = res().settings.token_secret
    seat = (old_seat - 1) % rematch["num_players"]  # see gamedoc.rematch_seats
    held = rematch["seats"][seat].get("token_hash")
    token = None
    for candidate in (bearer_token(), tokens.seat_token(secret, rematch["id"], seat, 1)):
        if tokens.matches(secret, candidate, held):
            token = candidate
    return {"game": present.game(rematch, rules, seat if token else None), "seat": seat,
            "token": token}


def _same_clock(played: dict | None, num_players: int) -> dict | None:
    """A fresh clock with the settings of the game's clock (for a rematch)."""
    if played is None:
        return None
    spec = {key: played[key] for key in ("type", "move_seconds", "initial_seconds",
                                         "increment_seconds", "stand_in_moves") if key in played}
    # the settings were checked when the game was made: a minimum raised since then
    # applies to new games only
    return clocks.normalize(spec, num_players)


# -- history ------------------------------------------------------------------------------

@blp.route("/<game_id>/history")
class HistoryView(MethodView):
    @operation("getHistory", response="HistoryPage", codes=QUERY + GAME)
    @blp.arguments(schemas.HistoryQuery, location="query")
    @blp.response(200, description="A page of the history.")
    @_doc_errors
    def get(self, query, game_id):
        """Read the history (paginated)

        One entry per version, oldest first: creation, joins, moves (with any
        automatic passes they caused), draw offers, resignations and the
        finish. With the game's seed-free rules and these moves the game can be
        replayed. Hidden values are shown only to those who may know them.
        """
        loaded, rules = load_game(game_id)
        viewer = viewer_seat(loaded.doc)
        state = gamedoc.state_of(loaded.doc, rules)
        raw = game_history(loaded, query["after"], query["limit"])
        entries = [present.entry(e, rules, state, viewer) for e in raw]
        last = entries[-1]["version"] if entries else query["after"]
        more = last < loaded.version
        return {"type": rules.name, "entries": entries, "next_after": last if more else None,
                "version": loaded.version}


# -- AI moves and hints --------------------------------------------------------------------

@blp.route("/<game_id>/ai-moves")
class AiMovesView(MethodView):
    @operation(
        "requestAiMove",
        response="Job",
        headers={**LOCATION, **REPLAYED},
        security=[{}, {"seatToken": []}],  # an AI seat's turn needs no token, a hint the seat's
        codes=BODY + IDEMPOTENT + GAME + SEAT + ("game_not_active", "not_your_turn",
            "hints_disabled", "ai_quota_exceeded"))
    @blp.arguments(schemas.AiMoveRequest)
    @blp.response(202, description="The job (its `Location`).")
    @blp.doc(security=AUTH, parameters=[IDEMPOTENCY_KEY])
    @_doc_errors
    def post(self, body, game_id):
        """Ask for an AI move

        If the seat to move is an AI seat, this returns its turn's job (the
        move is applied when ready; no token needed); if that job failed for
        good, the job of its fallback (a cheaper level, then a random legal
        move). For a human seat, the seat's token is needed and the job's
        result is a hint (the suggested move and the best alternatives) that
        is not applied; asking again at the same version and level returns
        the same job. Hints count against the client's quota of queued and
        running AI jobs (`AI_QUOTA_JOBS`): beyond it, 429 `ai_quota_exceeded`
        with `Retry-After`.
        """
        loaded, rules = load_game(game_id)
        doc = loaded.doc
        seat = gamedoc.seat_to_move(doc, rules)
        if seat is None:
            raise ApiError(409, "game_not_active", N_("Nobody is to move in this game now."))
        human = doc["seats"][seat]["kind"] != "ai"
        if human:
            if require_seat(doc) != seat:
                raise RuleError("not_your_turn", N_("Hints are given to the seat to move."))
            if not doc.get("hints", True):
                raise ApiError(
                    403,
                    "hints_disabled",
                    N_("Hints are off in this game (the `hints` setting chosen at its creation)."),
                )

        def queue(claim):
            if human:
                job_id = jobs.queue_hint(res().queue, game_id, doc["version"], seat,
                                         body.get("level", "hard"), body.get("seconds"),
                                         res().settings, owner())
            else:
                job_id = jobs.schedule_pending(res().queue, doc, rules, res().settings)
            return {"job": job_id}, job_answer(job_id)

        return idempotency.once(
            queue, lambda record: job_answer(record["job"], idempotency.REPLAYED))


def job_answer(job_id: str, headers: dict | None = None):
    return (job_body(job_id, check_reader=False), 202,
            {"Location": f"/v1/jobs/{job_id}", **(headers or {})})
