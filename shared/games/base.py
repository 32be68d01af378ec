"""The contract every game module fulfils.

The API, the worker and the AI treat all games alike through this interface,
so a new game is one package plus one line in ``shared/games/__init__.py`` (or a
call to ``shared.games.register``).

A game's package ``shared/games/<game>/`` holds everything the service knows
of the game, found through the rules object (``GameRules.part``), never by the
game's name:

* ``rules.py``: the rules (``RULES``), pure functions over plain data;
* ``notation.py``: ``format_notation``/``parse_notation``;
* ``schemas.py``: the JSON Schemas of the API document (``PREFIX``,
  ``SCHEMAS``, ``REASONS``, ``PROBLEMS``: the game's problem codes, made by
  ``refusals``);
* ``picture.py``: ``draw(view, size=, labels=, coords=)``, SVG text;
* ``export.py`` (optional): ``HOOKS``, an ``ExportHooks``;
* ``knowledge.py`` (optional, worker only): ``make_adapter(rules)`` for the AI;
* ``play.js`` (optional): the play page's part, a JavaScript module (what a
  move is called in words, how moves are made by clicks on the picture);
  found by ``part_path``, served by ``services/api/routes/play.py``.

Conventions shared by every game:

* A *state* is a game-specific Python object with a ``copy()`` method. It is
  never sent to clients as is: ``dump``/``load`` turn it into plain JSON data
  (for the store) and ``view`` gives what one viewer may know.
* Seats are numbered ``0..num_players-1``. A *viewer* is a seat number, or
  ``None`` for a spectator.
* A *move* is a JSON object (``dict``) with an ``"action"`` key; each game
  documents its actions in ``docs/games/<name>.md``. ``legal_moves`` returns
  moves in canonical form; ``apply`` accepts the same form.
* A *record* is one entry of the game's history, produced by ``apply``:
  ``{"seat": int, "move": {...}, "auto": bool}``. ``auto`` records are turns
  the rules played by themselves (forced passes). Records may hold secrets
  (a revealed tile value); ``record_view`` filters them per viewer.
* Rule functions are pure: no I/O, no clock, no global random state. All
  randomness comes from the ``seed`` given to ``new_state``.
"""

from __future__ import annotations

import importlib
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ClassVar

from shared.i18n import N_, render, translate


class RuleError(Exception):
    """A move or option the rules refuse.

    ``code`` is stable and machine readable (``cell_occupied``); ``message`` is
    one sentence a player understands. Neither may reveal hidden information.
    """

    def __init__(self, code: str, message: str, **params):
        # message: an N_("...") template (English, {named} values); params: the values,
        # put in after translation, in the reader's language (shared/i18n.py).
        self.code = code
        self.template = message
        self.params = params
        self.message = render(message, params)  # in English (logs, exports)
        super().__init__(self.message)

    def text(self, lang: str | None = None) -> str:
        """The message in ``lang``."""
        return render(self.template, self.params, lang)


def refusals(meanings: dict[str, str]) -> dict[str, tuple[int, str]]:
    """A game's ``PROBLEMS`` (code -> (HTTP status, meaning)) from the meanings of
    its refusal codes: a move the rules refuse is answered ``422`` (the request was
    understood; the move is not one the game allows)."""
    return {code: (422, meaning) for code, meaning in meanings.items()}


def invalid_move(reason: str, example: str, **params) -> RuleError:
    """A refusal of a move's shape (``invalid_move``) in the one style every game
    uses: what is wrong (an ``N_`` template, its values in ``params``), then how a
    move of the game is written."""
    return RuleError("invalid_move", (reason, N_("Write a move as {example}.")),
                     example=example, **params)


def check_turn(over: bool, to_move: int | None, seat, move, example: str) -> None:
    """The checks every game makes first, in this order: the game is not
    over, it is ``seat``'s turn, and ``move`` is a JSON object with an action
    (``example``: how the game writes a move)."""
    if over:
        raise RuleError("game_over", N_("The game is over."))
    if isinstance(seat, bool) or seat != to_move:
        raise RuleError("not_your_turn", N_("It is not your turn."))
    if not isinstance(move, dict) or "action" not in move:
        raise invalid_move(N_("A move is a JSON object with an \"action\"."), example)


class SlotCopier:
    """The ``copy`` of a game state kept in ``__slots__``, made once per state
    class: ``copier(state)`` is a new object of ``state``'s class whose slots
    (``slots``) hold the same values as ``state``'s, except the slots named in
    ``copied``, whose values the rules change in place: they hold
    ``copied[slot](value)`` (``list.copy``, ``copy_nested``...). The other
    values are only ever replaced, never changed, so a copy may share them.
    A subclass that adds slots copies those itself."""

    __slots__ = ("shared", "copied")

    def __init__(self, slots: tuple[str, ...], **copied: Callable[[Any], Any]):
        unknown = sorted(set(copied) - set(slots))
        if unknown:
            raise ValueError(f"Not a slot: {unknown[0]!r}.")
        self.shared = tuple(name for name in slots if name not in copied)
        self.copied = tuple(copied.items())

    def __call__(self, state):
        cls = type(state)
        new = cls.__new__(cls)
        for name in self.shared:
            setattr(new, name, getattr(state, name))
        for name, copy in self.copied:
            setattr(new, name, copy(getattr(state, name)))
        return new


def copy_nested(lists: list[list]) -> list[list]:
    """A copy of a list of lists, the inner lists copied too."""
    return [inner[:] for inner in lists]


class Notation:
    """A game's move notation, from a table: per action how a move is written
    (``writers``) and the patterns that read it back (``readers``: a regular
    expression and what makes the move of its match; it may return None to
    refuse, or raise RuleError). ``format(move)`` and ``parse(text)`` refuse
    with ``invalid_move`` and the game's own sentences: ``not_a_move`` (a move
    the game cannot write), ``not_text`` (something other than text) and
    ``unreadable`` (text that is no move; ``{text}`` stands for it)."""

    def __init__(self, writers: dict[str, Callable[[dict], str]],
                 readers: list[tuple[str, Callable[[re.Match], dict | None]]], example: str,
                 *, not_a_move: str, not_text: str, unreadable: str, flags: int = 0):
        self.writers = writers
        self.readers = [(re.compile(pattern, flags), make) for pattern, make in readers]
        self.example = example
        self.not_a_move, self.not_text, self.unreadable = not_a_move, not_text, unreadable

    def format(self, move: dict) -> str:
        writer = self.writers.get(move.get("action")) if isinstance(move, dict) else None
        try:
            if writer is not None:
                return writer(move)
        except (KeyError, TypeError):
            pass
        raise invalid_move(self.not_a_move, self.example)

    def parse(self, text: str) -> dict:
        if not isinstance(text, str):
            raise invalid_move(self.not_text, self.example)
        for pattern, make in self.readers:
            m = pattern.match(text)
            move = make(m) if m else None
            if move is not None:
                return move
        raise invalid_move(self.unreadable, self.example, text=text)


def pass_reader(_match) -> dict:
    """The reader of a pass (``pass`` in either case)."""
    return {"action": "pass"}


class ExportHooks:
    """What a game adds to the generic export (``shared/export.py``): the
    defaults add nothing. A game's ``export.py`` sets ``HOOKS`` to its own."""

    def notes(self, record: dict) -> list[str]:
        """The notes of a move line besides ``auto`` (what a record carries)."""
        return []

    def start_headers(self, rules: "GameRules", first_view: dict) -> list[str]:
        """Header lines of what the seed decided and every viewer saw."""
        return []

    def initial(self, rules: "GameRules", options: dict, num_players: int,
                headers: dict[str, str]):
        """The state a replay starts from (without the seed)."""
        return rules.new_state(options, num_players, 0)

    def before_apply(self, state, move: dict, version: int, notes: list[str]) -> None:
        """Make ``state`` ready to replay ``move`` (e.g. stack a tile written in
        ``notes``); raises ``shared.export.ExportError`` when it cannot."""


@dataclass(frozen=True)
class OptionSpec:
    """One per-game option, as listed to clients by ``GET /v1/game-types``."""

    name: str
    kind: str  # "enum" | "int" | "bool" | "object"
    default: Any
    description: str
    choices: tuple[Any, ...] | None = None  # for "enum"
    minimum: int | None = None  # for "int"
    maximum: int | None = None  # for "int"

    def describe(self, lang: str | None = None) -> dict:
        """What ``GET /v1/game-types`` says of the option; its description (an ``N_``
        message) in ``lang``."""
        out = {"name": self.name, "type": self.kind, "default": self.default,
               "description": translate(self.description, lang)}
        if self.choices is not None:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        return out


def check_options(specs: tuple[OptionSpec, ...], given: dict | None) -> dict:
    """Validate ``given`` against ``specs`` and fill in defaults.

    Shared by every game's ``normalize_options``; game-specific cross-checks
    (e.g. a custom layout) are done by the game after this.
    """
    given = dict(given or {})
    known = {spec.name: spec for spec in specs}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise RuleError("invalid_option", N_("Unknown option '{unknown}'."), unknown=unknown[0])
    out = {}
    for spec in specs:
        value = given.get(spec.name, spec.default)
        if spec.kind == "enum":
            # Compared with the type too: True == 1 and 1.0 == 1 in Python, but
            # neither is the seat number 1 (nor the string "1").
            if not any(type(value) is type(c) and value == c for c in spec.choices):
                choices = ", ".join(str(c) for c in spec.choices)
                raise RuleError(
                    "invalid_option",
                    N_("Option '{name}' must be one of: {choices}."),
                    name=spec.name,
                    choices=choices,
                )
        elif spec.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleError(
                    "invalid_option", N_("Option '{name}' must be an integer."), name=spec.name
                )
            if spec.minimum is not None and value < spec.minimum:
                raise RuleError(
                    "invalid_option",
                    N_("Option '{name}' must be at least {minimum}."),
                    name=spec.name,
                    minimum=spec.minimum,
                )
            if spec.maximum is not None and value > spec.maximum:
                raise RuleError(
                    "invalid_option",
                    N_("Option '{name}' must be at most {maximum}."),
                    name=spec.name,
                    maximum=spec.maximum,
                )
        elif spec.kind == "bool":
            if not isinstance(value, bool):
                raise RuleError(
                    "invalid_option", N_("Option '{name}' must be true or false."), name=spec.name
                )
        out[spec.name] = value
    return out


_FILE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*")


class GameRules(ABC):
    """One game's rules. Subclasses are stateless singletons."""

    name: ClassVar[str]  # URL id, e.g. "isis-osiris"
    title: ClassVar[str]  # e.g. "Isis & Osiris"
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    allows_draw_offers: ClassVar[bool] = False  # may players agree a draw?
    # Does the seed decide something a seat may not see (a deal)? Then a
    # client's seed is never used as given (see tokens.private_seed).
    hidden_information: ClassVar[bool] = False
    docs: ClassVar[str] = ""  # path of the rules doc, e.g. "docs/games/osiron.md"
    # The analysis of a finished game (``shared/analysis.py``): the least
    # loss, in value for the mover (0..1, about a chance to win), of a
    # good move, an inaccuracy, a mistake and a blunder. Below the first
    # the move is as good as the best found (docs/analysis.md).
    analysis_thresholds: ClassVar[tuple[float, float, float, float]] = (0.02, 0.06, 0.12, 0.25)

    # -- the game's package: its other parts, imported on first use -----------
    @property
    def package(self) -> str:
        """The game's package (``shared.games.osiron``): the rules module's parent."""
        return type(self).__module__.rpartition(".")[0]

    def part(self, name: str, optional: bool = False):
        """The module ``name`` of the game's package (``notation``, ``schemas``,
        ``picture``, ``export``, ``knowledge``), imported now if need be; with
        ``optional``, None when the game has no such module."""
        module_name = f"{self.package}.{name}"
        try:
            return importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if optional and error.name == module_name:
                return None
            raise

    def part_path(self, name: str) -> Path | None:
        """The file ``name`` (a plain file name: ``play.js``) of the game's
        package, or None when the game has no such file."""
        if not _FILE_NAME.fullmatch(name):
            raise ValueError(f"Not a plain file name: {name!r}.")
        path = Path(importlib.import_module(self.package).__file__).parent / name
        return path if path.is_file() else None

    def format_notation(self, move: dict) -> str:
        """The move in the game's compact notation."""
        return self.part("notation").format_notation(move)

    def parse_notation(self, text: str) -> dict:
        """The move written in the game's notation; raises RuleError."""
        return self.part("notation").parse_notation(text)

    def schemas(self):
        """The module of the game's JSON Schemas for the API document."""
        return self.part("schemas")

    def problem_codes(self) -> dict[str, tuple[int, str]]:
        """The problem codes the game's refusals carry: code -> (status, meaning)."""
        return self.schemas().PROBLEMS

    def draw(self, view: dict, **how) -> str:
        """The SVG picture of ``view`` (``size``, ``labels``, ``coords``)."""
        return self.part("picture").draw(view, **how)

    def export_hooks(self) -> ExportHooks:
        module = self.part("export", optional=True)
        return ExportHooks() if module is None else module.HOOKS

    def knowledge(self):
        """The module of the game's AI knowledge (``make_adapter``), or None.
        Only the worker asks: it imports the search's code."""
        return self.part("knowledge", optional=True)

    # -- set-up -------------------------------------------------------------
    def reference(self) -> dict:
        """Static data a client needs to draw and name things (board geometry,
        cell names, piece tables). Served by ``GET /v1/game-types/<name>``."""
        return {}

    def seat_names(self, num_players: int) -> list[str]:
        """Human names of the seats (colours), index = seat number."""
        return [f"seat{i}" for i in range(num_players)]

    def normalize_options(self, options: dict | None, num_players: int) -> dict:
        """Validated options with defaults filled in; raises RuleError("invalid_option")."""
        return check_options(self.options, options)

    @abstractmethod
    def new_state(self, options: dict, num_players: int, seed: int) -> Any:
        """A fresh game. ``options`` are already normalized."""

    # -- play ---------------------------------------------------------------
    @abstractmethod
    def to_move(self, state) -> int | None:
        """The seat that must act now, or None when the game is over."""

    @abstractmethod
    def legal_moves(self, state) -> list[dict]:
        """Every legal move of the seat to move (empty when over)."""

    @abstractmethod
    def apply(self, state, seat: int, move: dict) -> tuple[Any, list[dict]]:
        """Validate and play ``move`` for ``seat``.

        Returns ``(new_state, records)``; the input state is left untouched.
        ``records`` lists the submitted move (with any secret it uncovered)
        followed by any automatic turns it caused. Raises RuleError with a
        stable code when the move is refused.
        """

    @abstractmethod
    def is_over(self, state) -> bool:
        ...

    @abstractmethod
    def result(self, state) -> dict:
        """The final outcome of a finished game:

        ``{"scores": [number per seat] | None, "winners": [seat, ...],
        "draw": bool, "reason": str, "breakdown": <game-specific>}``
        """

    def resign(self, state, seat: int, reason: str = "resignation") -> Any:
        """A finished copy of ``state`` in which ``seat`` gave up (2 players): it
        resigned, or ran out of time (``reason="timeout"``)."""
        raise RuleError("not_supported", N_("This game does not support resignation."))

    def agree_draw(self, state) -> Any:
        """A finished copy of ``state`` ended as a draw by agreement."""
        raise RuleError("draw_not_allowed", N_("This game does not allow draws by agreement."))

    # -- what each viewer may know ----------------------------------------------
    @abstractmethod
    def view(self, state, viewer: int | None) -> dict:
        """What ``viewer`` (a seat, or None for a spectator) may know."""

    def record_view(self, state, record: dict, viewer: int | None) -> dict:
        """A history record as ``viewer`` may see it, given the current state."""
        return record

    def lasting_record_view(self, state, record: dict) -> dict:
        """A record as a spectator may keep it, given the state right after it:
        without what is shown only for a moment (a tile seen as it turns up in
        a memory game). Used for events that are stored and read later."""
        return self.record_view(state, record, None)

    def past_view(self, then, now, viewer: int | None) -> dict:
        """The view of an earlier state ``then`` for ``viewer``, given the
        current state ``now``: it shows no more than ``viewer`` may know now
        (a value seen once may since have been hidden again)."""
        return self.view(then, viewer)

    # -- persistence ----------------------------------------------------------
    @abstractmethod
    def dump(self, state) -> dict:
        """Plain JSON data that ``load`` turns back into an equal state."""

    @abstractmethod
    def load(self, data: dict) -> Any:
        ...

    # -- for the AI (fair play: it never sees the state itself) --------------------
    def ai_view(self, state, seat: int) -> dict:
        """What an AI playing ``seat`` knows (its view plus what it remembers)."""
        return self.view(state, seat)

    @abstractmethod
    def sample_state(self, view: dict, seat: int, rng) -> Any:
        """A full state consistent with ``view`` (as given by ``ai_view``).

        For perfect-information games this rebuilds the state exactly; where
        things are hidden, the unknowns are drawn with ``rng`` (a
        ``random.Random``) from what is still possible.
        """


class TwoPlayerRules(GameRules):
    """The rules of a game for exactly two players, won by one of them (or drawn):
    its analysis uses the lichess-like steps (docs/analysis.md). A game of more
    seats or hidden deals sets its own, wider ones on ``GameRules``."""

    min_players = 2
    max_players = 2
    analysis_thresholds = (0.02, 0.05, 0.10, 0.20)


@dataclass
class Outcome:
    """Helper to build the ``result`` dict consistently."""

    scores: list | None
    winners: list[int]
    reason: str
    draw: bool = False
    breakdown: Any = field(default=None)

    def as_dict(self) -> dict:
        return {"scores": self.scores, "winners": sorted(self.winners),
                "draw": self.draw, "reason": self.reason, "breakdown": self.breakdown}
