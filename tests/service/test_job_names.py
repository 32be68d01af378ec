"""Every job ``shared/`` puts on a queue names a worker function that exists and
takes the arguments ``shared/`` gives it.

``shared`` may not import ``services`` (the API never loads the worker's code),
so it names the worker's functions as dotted strings, which RQ resolves in the
worker. A renamed or moved function would otherwise only show when a job fails.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from rq.utils import import_attribute

import shared
from shared import jobs, timers, webhooks

# Each job name and the parameters its callers in shared/ pass, in order.
JOBS = {
    jobs.AI_TURN: ("game_id", "version", "seat", "level", "fallback"),
    jobs.HINT: ("game_id", "version", "seat", "level", "seconds"),
    jobs.SCORE: ("game_id", "version"),
    jobs.STAND_IN: ("game_id", "deadline_ms"),
    jobs.ARCHIVE: (),
    jobs.ANALYSIS: ("game_id", "level", "tenant"),
    webhooks.DELIVER: ("tenant", "hook_id"),
    webhooks.PING: ("tenant", "hook_id"),
    timers.ON_EXPIRE: ("game_id",),
    timers.ON_DEADLINE: ("game_id", "deadline_ms"),
    timers.ON_WARNING: ("game_id", "deadline_ms"),
    timers.ON_IDLE: ("game_id",),
}


def job_names_in_shared() -> set[str]:
    """The module-level strings of ``shared`` that name a function of ``services``."""
    found = set()
    for module in pkgutil.walk_packages(shared.__path__, "shared."):
        for value in vars(importlib.import_module(module.name)).values():
            if isinstance(value, str) and value.startswith("services."):
                found.add(value)
    return found


def test_every_job_name_of_shared_is_checked_here():
    assert job_names_in_shared() == set(JOBS)


@pytest.mark.parametrize("name", sorted(JOBS))
def test_a_job_name_resolves_to_a_function_with_its_callers_parameters(name):
    func = import_attribute(name)  # as the RQ worker resolves it
    assert callable(func), name
    parameters = list(inspect.signature(func).parameters.values())
    assert tuple(p.name for p in parameters) == JOBS[name], name
    assert all(p.kind is p.POSITIONAL_OR_KEYWORD for p in parameters), name
