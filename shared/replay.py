"""Rebuilding a game's rules state at any version from its history.

A game's history (one entry per version, see ``gamedoc``) holds every move
with the seat that made it; with the game's options, number of players and
seed the rules replay them exactly. Pure: the caller reads the document and
the history."""

from __future__ import annotations

from shared.games import GameRules


def initial_state(rules: GameRules, doc: dict):
    return rules.new_state(doc["options"], doc["num_players"], doc["seed"])


def step(rules: GameRules, state, entry: dict):
    """The state after one history entry (most entries change no rules state)."""
    kind = entry["type"]
    if kind == "move":
        first = entry["records"][0]  # the records after it are its automatic passes
        state, _ = rules.apply(state, first["seat"], first["move"])
    elif kind == "resigned" and "replaced_by" not in entry:
        state = rules.resign(state, entry["seat"])
    elif kind == "timed_out" and "replaced_by" not in entry:
        state = rules.resign(state, entry["seat"], reason="timeout")
    elif kind == "draw_agreed":
        state = rules.agree_draw(state)
    return state


def state_at(rules: GameRules, doc: dict, entries: list[dict], version: int):
    """The rules state once the game had reached ``version`` (1 = created);
    ``entries`` are the history from the start, at least up to ``version``."""
    state = initial_state(rules, doc)
    for entry in entries:
        if entry["version"] > version:
            break
        state = step(rules, state, entry)
    return state
