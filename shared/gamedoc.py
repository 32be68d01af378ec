"""The game document: one hosted game's seats, status, rules state and result.

Pure functions that turn a document into its next version (no I/O), shared
by the API and the worker. Each change returns ``(doc, entry)``: the new
document (version + 1) and the history entry that describes the change;
the store writes both at once.

Statuses: ``waiting`` (open seats to fill) -> ``active`` -> ``scoring``
(the rules say the game is over; a worker job computes the result) ->
``finished``; ``cancelled`` from ``waiting``/``active`` by the creator;
``expired`` when a waiting game's seats were not filled in time;
``abandoned`` when an active game without a clock saw no change for
``ACTIVE_GAME_TTL``. A clock's timeout (``time_out``) ends a seat's part.
"""

from __future__ import annotations

import copy
import time
from datetime import datetime, timezone

from shared import clock as clocks
from shared.games import GameRules, RuleError
from shared.i18n import N_, render

AI_LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_AI_LEVEL = "medium"
PLAYING = ("active",)
TERMINAL = ("finished", "cancelled", "expired", "abandoned")
#: Every status a game can have, in the order of its life (docs/concepts.md).
STATUSES = ("waiting", *PLAYING, "scoring", *TERMINAL)
#: What a seat can be asked to be at creation (``open``: for a person who joins later).
SEAT_KINDS = ("human", "open", "ai")
DEFAULT_JOIN_SECONDS = 7 * 24 * 3600


def now_ms() -> int:
    return int(time.time() * 1000)


class GameError(Exception):
    """A request the game cannot take in its current status (not a rule error)."""

    def __init__(self, code: str, message: str, status: int = 409, **params):
        # message: an N_("...") template (English, {named} values); params: the values,
        # put in after translation, in the reader's language (shared/i18n.py).
        self.code = code
        self.template = message
        self.params = params
        self.message = render(message, params)  # in English (logs, exports)
        super().__init__(self.message)
        self.status = status

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang``."""
        return render(self.template, self.params, lang)


class GameDoc(dict):
    """A game document (plain JSON data) that remembers the rules state it
    holds once loaded, so a request loads and parses that state only once.
    Rules states are never mutated (``apply`` returns a new one), so a state
    can be shared by successive versions of a document."""

    __slots__ = ("_state",)


def state_of(doc: dict, rules: GameRules):
    """The rules state of ``doc``, loaded at most once per document object."""
    state = getattr(doc, "_state", None)
    if state is None:
        state = rules.load(doc["state"])
        if isinstance(doc, GameDoc):
            doc._state = state
    return state


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _next(doc: dict, entry_type: str, **fields) -> tuple[dict, dict]:
    """A copy of ``doc`` one version on, and the history entry of that step.

    The copy is shallow but for the seats (the only part changed in place);
    everything else is replaced, never mutated."""
    new = GameDoc(doc)
    new["seats"] = [dict(seat) for seat in doc["seats"]]
    if doc.get("clock") is not None:  # the store settles the clock in place
        new["clock"] = copy.deepcopy(doc["clock"])
    new._state = getattr(doc, "_state", None)
    new["version"] = doc["version"] + 1
    new["updated_at"] = now_iso()
    entry = {"version": new["version"], "type": entry_type, "at": new["updated_at"], **fields}
    return new, entry


def _end(doc: dict, status: str, **fields) -> tuple[dict, dict]:
    """The step that ends the game with ``status`` (one of ``TERMINAL``); it keeps
    the moment in ``ended_at`` (a later rematch link changes ``updated_at`` only)."""
    new, entry = _next(doc, status, status=status, **fields)
    new["status"] = status
    new["ended_at"] = new["updated_at"]
    return new, entry


def ended_at(doc: dict) -> str | None:
    """When the game ended; None while it goes on. (Games that ended before
    ``ended_at`` was kept give their last change.)"""
    if doc["status"] not in TERMINAL:
        return None
    return doc.get("ended_at") or doc["updated_at"]


# -- creation ------------------------------------------------------------------

def new_doc(game_id: str, rules: GameRules, options: dict, seats: list[dict], seed: int,
            creator_token_hash: str, seat_token_hashes: dict[int, str], *,
            tenant: str | None = None, seeded: bool = False, hints: bool | None = None,
            clock: dict | None = None, rated: bool = False,
            join_seconds: int = DEFAULT_JOIN_SECONDS) -> tuple[dict, dict]:
    """A fresh game document (version 1) and its ``created`` entry.

    ``seats``: one ``{"kind": "human"|"open"|"ai", "level", "name", "player"}``
    per seat (``player``: the tenant's id of a human seat's player, or absent).
    ``tenant``: who owns the game (None without tenants); ``seeded``: whether
    the creator chose the seed (shown to every seat); ``hints``: whether human
    seats may ask the AI (default: see ``default_hints``); ``clock``: from
    ``clock.normalize``; ``rated``: the game moves its players' ratings
    (``check_rated``); ``join_seconds``: how long open seats wait for
    players before the game expires.
    """
    num_players = len(seats)
    check_players([spec.get("player") for spec in seats])
    if rated:
        check_rated(seats, seeded, hints)
        hints = False
    state = rules.new_state(options, num_players, seed)
    stamp = now_iso()
    doc = GameDoc({
        "id": game_id,
        "type": rules.name,
        "options": options,
        "num_players": num_players,
        "seats": [_seat(spec, seat_token_hashes.get(i)) for i, spec in enumerate(seats)],
        "creator_token_hash": creator_token_hash,
        "tenant": tenant,
        "seed": seed,
        "seeded": seeded,
        "hints": default_hints(seats) if hints is None else hints,
        "rated": rated,
        "status": "waiting" if any(s["kind"] == "open" for s in seats) else "active",
        "version": 1,
        "created_at": stamp,
        "updated_at": stamp,
        "state": rules.dump(state),
        "result": None,
        "draw_offer": None,
        "rematch_of": None,
        "rematch": None,
        "clock": clock,
        "join_by_ms": None,
        "active_since": None,  # the version at which the game became active
    })
    if doc["status"] == "waiting":
        doc["join_by_ms"] = now_ms() + join_seconds * 1000
    else:
        doc["active_since"] = 1
    doc._state = state
    entry = {"version": 1, "type": "created", "at": stamp, "status": doc["status"]}
    return doc, entry


def default_hints(seats: list[dict]) -> bool:
    """Hints are on by default only where they cannot be an engine at a table
    of people: with at most one human (or open) seat."""
    return sum(1 for spec in seats if spec["kind"] in ("human", "open")) <= 1


def _seat(spec: dict, token_hash: str | None) -> dict:
    kind = spec["kind"]
    return {
        "kind": "ai" if kind == "ai" else "human",
        "open": kind == "open",
        "level": (spec.get("level") or DEFAULT_AI_LEVEL) if kind == "ai" else None,
        "name": spec.get("name"),
        "player": spec.get("player") if kind == "human" else None,
        "token_hash": token_hash if kind == "human" else None,
        # The seat token's generation: re-keying moves it on (``rekey``).
        "token_gen": 1 if kind == "human" else None,
    }


# -- seats -----------------------------------------------------------------------

def _check_seat_index(doc: dict, seat: int) -> None:
    if not 0 <= seat < doc["num_players"]:
        raise GameError("unknown_seat", N_("This game has no seat {seat}."), 404, seat=seat)


def player_of(seat: dict) -> str | None:
    """The seat's player id (None: none given, or a game stored before players)."""
    return seat.get("player")


def check_players(players: list[str | None]) -> None:
    """A player sits at most once in a game (seats without a player: any number)."""
    seen = set()
    for player in players:
        if player is None:
            continue
        if player in seen:
            raise GameError(
                "player_already_seated",
                N_(
                    "Player '{player}' already has a seat in this game; a player sits at "
                    "most once in a game."
                ),
                422,
                player=player,
            )
        seen.add(player)


def check_rated(seats: list[dict], seeded: bool, hints: bool | None) -> None:
    """A rated game is played by known players on equal terms: every human seat
    has a player id (an open seat gets one when joined), nobody chose the deal,
    and nobody may ask the AI for help."""
    if any(spec["kind"] == "human" and not spec.get("player") for spec in seats):
        raise GameError("player_required", N_("In a rated game every human seat needs a "
                        "player id (`player`)."), 422)
    if seeded:
        raise GameError("rated_game_seeded", N_("A rated game cannot be seeded: nobody may "
                        "choose its deal."), 422)
    if hints:
        raise GameError("rated_game_hints", N_("A rated game has no hints: every seat plays "
                        "on its own."), 422)


def forget_player(doc: dict, player: str, tombstone: str) -> tuple[dict, dict] | None:
    """The player's id and name replaced by ``tombstone`` at its seat (its data
    deleted on request); None if it has no seat here. Any status: the game
    goes on, or stays over, as it was."""
    seat = next((i for i, s in enumerate(doc["seats"]) if player_of(s) == player), None)
    if seat is None:
        return None
    new, entry = _next(doc, "seat_changed", seat=seat, status=doc["status"])
    new["seats"][seat].update(player=tombstone, name=None)
    if "ended_at" in doc:  # the end stays where it was (only updated_at moves)
        new["ended_at"] = doc["ended_at"]
    return new, entry


def join(doc: dict, seat: int, name: str | None, token_hash: str,
         player: str | None = None) -> tuple[dict, dict]:
    _check_seat_index(doc, seat)
    if doc["status"] != "waiting" or not doc["seats"][seat]["open"]:
        raise GameError("seat_taken", N_("Seat {seat} is not open."), seat=seat)
    if doc.get("rated") and player is None:
        raise GameError("player_required", N_("This game is rated: join it with your player "
                        "id (`player`)."), 422)
    check_players([player_of(s) for s in doc["seats"]] + [player])
    new, entry = _next(doc, "joined", seat=seat)
    new["seats"][seat].update(open=False, name=name, player=player, token_hash=token_hash,
                              token_gen=1)
    _start_if_full(new, entry)
    return new, entry


def configure_seat(doc: dict, seat: int, spec: dict) -> tuple[dict, dict]:
    """Creator: turn a not yet taken seat into an AI seat or reopen it."""
    _check_seat_index(doc, seat)
    if doc["status"] != "waiting":
        raise GameError("game_started", N_("Seats can only be changed before the game starts."))
    current = doc["seats"][seat]
    if current["kind"] == "human" and not current["open"]:
        raise GameError("seat_taken", N_("Seat {seat} is already taken by a player."), seat=seat)
    new, entry = _next(doc, "seat_changed", seat=seat)
    new["seats"][seat] = _seat(spec, None)
    _start_if_full(new, entry)
    return new, entry


def _start_if_full(doc: dict, entry: dict) -> None:
    if doc["status"] == "waiting" and not any(s["open"] for s in doc["seats"]):
        doc["status"] = "active"
        doc["active_since"] = doc["version"]
        entry["status"] = "active"


def token_generation(doc: dict, seat: int) -> int:
    """The generation of a player's seat token (games made before generations: 1)."""
    _check_seat_index(doc, seat)
    held = doc["seats"][seat]
    if held["kind"] != "human" or held["open"] or not held.get("token_hash"):
        raise GameError(
            "seat_has_no_token",
            N_("Seat {seat} is not held by a player, so it has no token."),
            seat=seat,
        )
    return held.get("token_gen") or 1


def rekey(doc: dict, seat: int, generation: int, token_hash: str) -> tuple[dict, dict]:
    """Creator: the seat's token is replaced by the one of ``generation`` (the
    seat's ``token_generation`` + 1); the old one matches nothing from this
    version on. Recorded as a ``seat_changed`` entry that names the new
    generation (never the token)."""
    token_generation(doc, seat)  # a seat without a token cannot be re-keyed
    new, entry = _next(doc, "seat_changed", seat=seat, token_generation=generation)
    new["seats"][seat].update(token_hash=token_hash, token_gen=generation)
    return new, entry


def cancel(doc: dict) -> tuple[dict, dict]:
    if doc["status"] not in ("waiting", "active"):
        raise GameError("game_over", N_("Only a waiting or active game can be cancelled."))
    return _end(doc, "cancelled")


# -- play --------------------------------------------------------------------------

def settle_clock(doc: dict, rules: GameRules, at_ms: int) -> None:
    """Bring the document's clock up to a change stored at ``at_ms`` (the store
    calls this on every write): it runs for the human seat to move, if any."""
    seat = seat_to_move(doc, rules)
    human = seat if seat is not None and doc["seats"][seat]["kind"] == "human" else None
    clocks.settle(doc.get("clock"), human, at_ms)


def time_out(doc: dict, rules: GameRules, seat: int) -> tuple[dict, dict]:
    """``seat`` ran out of time: as a resignation, with reason ``timeout``."""
    return _give_up(doc, rules, seat, "timed_out", "timeout")


def expire(doc: dict) -> tuple[dict, dict]:
    """A waiting game whose open seats were not filled in time."""
    if doc["status"] != "waiting":
        raise GameError("game_started", N_("Only a waiting game expires."))
    return _end(doc, "expired")


def abandon(doc: dict) -> tuple[dict, dict]:
    """An active game nobody played for ``ACTIVE_GAME_TTL``."""
    _require_active(doc)
    return _end(doc, "abandoned")


def _require_active(doc: dict) -> None:
    status = doc["status"]
    if status == "waiting":
        raise GameError("game_not_started", N_("The game is waiting for players to join."))
    if status != "active":
        raise GameError("game_over", N_("The game is over."))


def play(doc: dict, rules: GameRules, seat: int, move: dict) -> tuple[dict, dict]:
    """Apply ``seat``'s move; RuleError if the rules refuse it."""
    _require_active(doc)
    state = state_of(doc, rules)
    if rules.to_move(state) != seat:
        raise RuleError("not_your_turn", N_("It is not your turn."))
    if doc["seats"][seat]["kind"] == "human" and clocks.overdue(doc.get("clock"), now_ms()):
        raise GameError("time_expired", N_("Your time ran out; the timeout is being applied."))
    state, records = rules.apply(state, seat, move)
    new, entry = _next(doc, "move", seat=seat, records=records)
    _set_state(new, rules, state, entry)
    new["draw_offer"] = None  # a move declines any standing offer
    return new, entry


def _set_state(doc: dict, rules: GameRules, state, entry: dict) -> None:
    doc["state"] = rules.dump(state)
    doc._state = state
    if rules.is_over(state):
        doc["status"] = "scoring"
        entry["status"] = "scoring"


def resign(doc: dict, rules: GameRules, seat: int) -> tuple[dict, dict]:
    """Two players: the opponent wins. More players: the AI takes the seat over."""
    return _give_up(doc, rules, seat, "resigned", "resignation")


def _give_up(doc: dict, rules: GameRules, seat: int, entry_type: str,
             reason: str) -> tuple[dict, dict]:
    _require_active(doc)
    if doc["num_players"] == 2:
        state = rules.resign(state_of(doc, rules), seat, reason=reason)
        new, entry = _next(doc, entry_type, seat=seat)
        _set_state(new, rules, state, entry)
        return new, entry
    new, entry = _next(doc, entry_type, seat=seat, replaced_by="ai")
    new["seats"][seat].update(kind="ai", level=DEFAULT_AI_LEVEL, token_hash=None, token_gen=None)
    return new, entry


def offer_draw(doc: dict, rules: GameRules, seat: int) -> tuple[dict, dict]:
    _require_active(doc)
    if not rules.allows_draw_offers:
        raise RuleError("draw_not_allowed", N_("This game does not allow draws by agreement."))
    if doc["draw_offer"] is not None:
        raise GameError("draw_already_offered", N_("A draw offer is already standing."))
    new, entry = _next(doc, "draw_offered", seat=seat)
    new["draw_offer"] = seat
    return new, entry


def answer_draw(doc: dict, rules: GameRules, seat: int, accept: bool) -> tuple[dict, dict]:
    _require_active(doc)
    offer = doc["draw_offer"]
    if offer is None or offer == seat:
        raise GameError("no_draw_offer", N_("There is no draw offer for you to answer."))
    if not accept:
        new, entry = _next(doc, "draw_declined", seat=seat)
        new["draw_offer"] = None
        return new, entry
    state = rules.agree_draw(state_of(doc, rules))
    new, entry = _next(doc, "draw_agreed", seat=seat)
    new["draw_offer"] = None
    _set_state(new, rules, state, entry)
    return new, entry


def finish(doc: dict, rules: GameRules) -> tuple[dict, dict]:
    """Scoring: the final result from the rules; the game is finished."""
    if doc["status"] != "scoring":
        raise GameError("not_scoring", N_("The game is not waiting to be scored."))
    result = rules.result(state_of(doc, rules))
    new, entry = _end(doc, "finished", result=result)
    new["result"] = result
    return new, entry


def link_rematch(doc: dict, rematch_id: str) -> tuple[dict, dict]:
    new, entry = _next(doc, "rematch", rematch=rematch_id)
    new["rematch"] = rematch_id
    return new, entry


def rematch_seats(doc: dict) -> list[dict]:
    """The seats of a rematch: everyone moves one seat down, so who started
    (and, in 2-player games, the colours) rotate; tokens stay valid."""
    seats = doc["seats"]
    return [dict(seats[(i + 1) % len(seats)]) for i in range(len(seats))]


# -- what happens next ------------------------------------------------------------------

def seat_to_move(doc: dict, rules: GameRules) -> int | None:
    if doc["status"] != "active":
        return None
    return rules.to_move(state_of(doc, rules))


def summary(doc: dict, rules: GameRules) -> dict:
    """What a listing shows of a game (public: nothing a spectator may not see)."""
    return {
        "id": doc["id"],
        "type": doc["type"],
        "status": doc["status"],
        "version": doc["version"],
        "num_players": doc["num_players"],
        "rated": doc.get("rated", False),
        "seats": [{"seat": i, "kind": s["kind"], "open": s["open"], "level": s["level"],
                   "name": s["name"], "player": player_of(s)}
                  for i, s in enumerate(doc["seats"])],
        "to_move": seat_to_move(doc, rules),
        "created_at": doc["created_at"],
        "updated_at": doc["updated_at"],
        "ended_at": ended_at(doc),
    }


def pending_work(doc: dict, rules: GameRules) -> tuple[str, int | None] | None:
    """The worker job this version needs: ("ai", seat), ("score", None) or None."""
    if doc["status"] == "scoring":
        return ("score", None)
    seat = seat_to_move(doc, rules)
    if seat is not None and doc["seats"][seat]["kind"] == "ai":
        return ("ai", seat)
    return None
