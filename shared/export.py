"""A whole game as text, and back: write an export, read it, replay it.

The export (``text/plain``) is made of header lines ``Name: value``, a blank
line, then one line per move record in the game's notation::

    Export: board-game-service 1
    Game: osiron
    Id: 3f2a9c0d11aa42b0
    Options: {"first": "light", "layout": null, ...}
    Seat 0: light, human "Ann"
    Seat 1: dark, ai easy
    Date: 2026-11-25T00:37:31.123Z
    Ended: 2026-11-25T00:41:02.480Z
    Status: finished
    Result: {"draw": false, "reason": "circle_completed", "scores": [1, 0], "winners": [0]}
    Version: 41
    Start: LLLLLLLLLLLLDDDDDDDDDDDD

    2. 0 I0xI3
    3. 1 O4xM1
    ...

A move line is ``<version>. <seat> <notation>`` with notes in braces:
``{auto}`` marks a pass the rules played by themselves (it shares the
version of the move that caused it), Isis & Osiris tiles carry their value
(``{+3}``, or ``{?}`` where the viewer may not know it), a scored round
``{scored 12 -3}``, an ISAAC removal ``{12 points, score 40}``. Lines
``<version>. <seat> -- resigns``, ``-- runs out of time`` and ``-- accepts
the draw`` end a game (with more players the first two hand the seat to the AI);
``-- offers a draw`` and ``-- declines the draw`` are for the reader only.
What a game adds (the notes above, its start headers, how a replay starts
and what it needs before a move) comes from the game's export hooks
(``shared/games/<game>/export.py``, ``GameRules.export_hooks``).
``Ended`` and ``Result`` appear once the game has ended. ``First`` (Isis &
Osiris: the seat that started) and ``Start`` (Osiron: the starting pieces,
``L``/``D``/``.`` per space ``I0..I5 M0..M5 O0..O11``) are what the seed
decided and every viewer saw.

``replay(parse(text))`` rebuilds the final rules state without the seed:
Isis & Osiris tiles come from the values written at the reveals, so an
export replays when every revealed value in it is known (a finished game,
or ``tile_memory: public``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from shared import gamedoc
from shared.games import GAMES, GameRules, RuleError
from shared.notation import format_move, parse_move

MAGIC = "board-game-service 1"
_LINE = re.compile(r"^(\d+)\. (\d+) (.*?)(?: \{([^{}]*)\})?$")


class ExportError(ValueError):
    """The text is not an export this module can read or replay."""


# -- writing ---------------------------------------------------------------------------

def _notes(rules: GameRules, record: dict) -> list[str]:
    return (["auto"] if record.get("auto") else []) + rules.export_hooks().notes(record)


def _line(version: int, seat: int, text: str, notes: list[str]) -> str:
    return f"{version}. {seat} {text}" + (" {" + "; ".join(notes) + "}" if notes else "")


_SERVICE_LINES = {"draw_offered": "-- offers a draw", "draw_declined": "-- declines the draw",
                  "draw_agreed": "-- accepts the draw"}


def entry_lines(rules: GameRules, entry: dict) -> list[str]:
    """The lines of one history entry (as the viewer may see it)."""
    kind, version = entry["type"], entry["version"]
    if kind == "move":
        return [_line(version, r["seat"], format_move(rules, r["move"]), _notes(rules, r))
                for r in entry["records"]]
    if kind in ("resigned", "timed_out"):
        text = ("-- resigns" if kind == "resigned" else "-- runs out of time") + (
            " (the AI takes the seat)" if "replaced_by" in entry else "")
        return [_line(version, entry["seat"], text, [])]
    if kind in _SERVICE_LINES:
        return [_line(version, entry["seat"], _SERVICE_LINES[kind], [])]
    return []


def write(rules: GameRules, doc: dict, entries: list[dict], first_view: dict) -> str:
    """The export of game document ``doc`` with ``entries``, its history as
    the viewer may see it, and ``first_view``, the viewer's view at version 1."""
    names = rules.seat_names(doc["num_players"])
    head = [f"Export: {MAGIC}", f"Game: {rules.name}", f"Title: {rules.title}",
            f"Id: {doc['id']}", "Options: " + json.dumps(doc["options"], sort_keys=True)]
    for i, seat in enumerate(doc["seats"]):
        who = "open" if seat["open"] else seat["kind"] + (
            f" {seat['level']}" if seat["kind"] == "ai" else "")
        name = f" {json.dumps(seat['name'])}" if seat.get("name") else ""
        player = f", player {seat['player']}" if seat.get("player") else ""
        head.append(f"Seat {i}: {names[i]}, {who}{name}{player}")
    head.append(f"Date: {doc['created_at']}")
    if gamedoc.ended_at(doc) is not None:
        head.append(f"Ended: {gamedoc.ended_at(doc)}")
    head.append(f"Status: {doc['status']}")
    if doc["result"] is not None:
        result = {k: v for k, v in doc["result"].items() if k != "breakdown"}
        head.append("Result: " + json.dumps(result, sort_keys=True))
    head.append(f"Version: {doc['version']}")
    head += rules.export_hooks().start_headers(rules, first_view)
    body = [line for entry in entries for line in entry_lines(rules, entry)]
    return "\n".join(head + [""] + body) + "\n"


# -- reading ---------------------------------------------------------------------------

@dataclass
class Line:
    version: int
    seat: int
    text: str
    notes: list[str] = field(default_factory=list)

    @property
    def auto(self) -> bool:
        return "auto" in self.notes


@dataclass
class Export:
    headers: dict[str, str]
    seats: int
    lines: list[Line]

    @property
    def rules(self) -> GameRules:
        return GAMES[self.headers["Game"]]

    @property
    def options(self) -> dict:
        return json.loads(self.headers["Options"])

    @property
    def result(self) -> dict | None:
        raw = self.headers.get("Result")
        return None if raw is None else json.loads(raw)


def parse(text: str) -> Export:
    head, sep, body = text.partition("\n\n")
    if not sep:
        raise ExportError("An export has its header, a blank line, then its moves.")
    headers, seats = {}, 0
    for raw in head.split("\n"):
        name, colon, value = raw.partition(": ")
        if not colon:
            raise ExportError(f"Not a header line: {raw[:60]!r}")
        if name.startswith("Seat "):
            seats += 1
        headers[name] = value
    if headers.get("Export") != MAGIC or headers.get("Game") not in GAMES:
        raise ExportError("Not an export of this service, or an unknown game.")
    lines = []
    for raw in body.split("\n"):
        if not raw:
            continue
        m = _LINE.match(raw)
        if m is None:
            raise ExportError(f"Not a move line: {raw[:60]!r}")
        notes = [n.strip() for n in m.group(4).split(";")] if m.group(4) else []
        lines.append(Line(int(m.group(1)), int(m.group(2)), m.group(3), notes))
    return Export(headers, seats, lines)


# -- replaying -------------------------------------------------------------------------

def replay(export: Export):
    """The final rules state of the game written in ``export``."""
    rules = export.rules
    hooks = rules.export_hooks()
    state = hooks.initial(rules, export.options, export.seats, export.headers)
    expected_auto: list[dict] = []
    for line in export.lines:
        if line.text.startswith("-- "):
            if line.text == "-- resigns" and export.seats == 2:
                state = rules.resign(state, line.seat)
            elif line.text == "-- runs out of time" and export.seats == 2:
                state = rules.resign(state, line.seat, reason="timeout")
            elif line.text == "-- accepts the draw":
                state = rules.agree_draw(state)
            continue
        move = parse_move(rules, line.text)
        if line.auto:  # played by the rules with the move before: check, do not apply
            if not expected_auto or expected_auto.pop(0) != {"seat": line.seat, "move": move}:
                raise ExportError(f"Unexpected automatic pass at version {line.version}.")
            continue
        if expected_auto:
            raise ExportError(f"An automatic pass is missing before version {line.version}.")
        hooks.before_apply(state, move, line.version, line.notes)
        try:
            state, records = rules.apply(state, line.seat, move)
        except RuleError as error:
            raise ExportError(f"Version {line.version}: {error.message}") from None
        expected_auto = [{"seat": r["seat"], "move": r["move"]} for r in records[1:]]
    if expected_auto:
        raise ExportError("The export ends before the automatic passes of its last move.")
    return state
