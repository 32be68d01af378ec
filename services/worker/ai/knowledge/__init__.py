"""Game knowledge for the search: each game's ``knowledge`` module, in its
package (``shared/games/<game>/knowledge.py``), found through its rules.

``adapter_for(rules)`` returns the game's specialised :class:`Adapter` (fast
path, heuristic evaluation, priors, playout policy), or the generic adapter,
which uses only the public game contract, for a game without one.
"""

from __future__ import annotations

from shared.games import GAMES
from shared.games.adapter import Adapter

_cache: dict = {}


def adapter_for(rules) -> Adapter:
    ad = _cache.get(id(rules))
    if ad is not None and ad.rules is rules:
        return ad
    # Found by the name through the registry: the search asks ``rules`` only
    # what it may (tests/ai/test_ai_fair_play.py), and an unregistered game
    # has the generic adapter.
    registered = GAMES.get(getattr(rules, "name", None))
    module = registered.knowledge() if registered is not None else None
    ad = Adapter(rules) if module is None else module.make_adapter(rules)
    _cache[id(rules)] = ad
    return ad


def preload(games) -> None:
    """Import every game's knowledge and build its adapter now, in this
    process: a worker calls it once before it forks a process per job, so
    that no job pays for the imports and the tables built at import."""
    for rules in games:
        adapter_for(rules)
