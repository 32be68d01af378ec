"""Game knowledge for the search, one module per game.

``adapter_for(rules)`` returns the game's specialised :class:`Adapter` (fast
path, heuristic evaluation, priors, playout policy), or the generic adapter,
which uses only the public game contract, for a game without one.
"""

from __future__ import annotations

import importlib

from ..adapter import Adapter

# game id -> module defining ``make_adapter(rules)``
_KNOWLEDGE = {
    "isis-osiris": ".isis_osiris",
    "isaac": ".isaac",
    "osiron": ".osiron",
}

_cache: dict = {}


def adapter_for(rules) -> Adapter:
    ad = _cache.get(id(rules))
    if ad is not None and ad.rules is rules:
        return ad
    module_path = _KNOWLEDGE.get(getattr(rules, "name", None))
    if module_path is not None:
        try:
            module = importlib.import_module(module_path, __name__)
        except ImportError:  # the game's rules module is not there
            module = None
    if module_path is None or module is None:
        ad = Adapter(rules)
    else:
        ad = module.make_adapter(rules)
    _cache[id(rules)] = ad
    return ad


def preload(games) -> None:
    """Import every game's knowledge and build its adapter now, in this
    process: a worker calls it once before it forks a process per job, so
    that no job pays for the imports and the tables built at import."""
    for rules in games:
        adapter_for(rules)
