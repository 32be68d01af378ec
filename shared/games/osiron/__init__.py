"""Osiron: the whole game in one package (see ``shared/games/base.py``).

``rules`` (the rules, pure), ``notation``, ``schemas`` (the API document),
``picture`` (SVG), ``export`` (the text export's hooks), ``knowledge`` (the AI's: the worker
imports it, through ``RULES.knowledge()``). The package's names are the
rules' and the notation's.
"""

from .notation import format_notation, notation, parse_notation  # noqa: F401
from .rules import *  # noqa: F401,F403
from .rules import RULES  # noqa: F401
