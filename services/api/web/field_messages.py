"""A ``validation_error``'s per-field messages, said in the request's language.

marshmallow writes its messages in English, with the values already put in
("Must be greater than or equal to 1 and less than or equal to 20."). Each
message it can write is a template here, marked for the catalogs; ``translated``
matches a message against them, takes its values back out and says the template
in the reader's language with them. The request schemas' own messages
(``services/api/play/schemas.py``) are marked where they are raised and carry no
values, so they are found as they are. A message found nowhere stays as it is
(English), and English answers are never touched: clients that read the texts
see what they always saw.
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.i18n import DEFAULT, N_, catalog, translate

TEMPLATES = (
    # marshmallow's fields and schemas
    N_("Missing data for required field."),
    N_("Field may not be null."),
    N_("Invalid value."),
    N_("Unknown field."),
    N_("Invalid input type."),
    N_("Invalid type."),
    N_("Not a valid string."),
    N_("Not a valid utf-8 string."),
    N_("Not a valid integer."),
    N_("Not a valid number."),
    N_("Number too large."),
    N_("Special numeric values (nan or infinity) are not permitted."),
    N_("Not a valid boolean."),
    N_("Not a valid mapping type."),
    N_("Not a valid list."),
    N_("Not a valid datetime."),
    N_("Not a valid aware datetime."),
    # its validators (``validate.Range`` puts its words together: every combination)
    N_("Must be greater than or equal to {min} and less than or equal to {max}."),
    N_("Must be greater than {min} and less than or equal to {max}."),
    N_("Must be greater than or equal to {min} and less than {max}."),
    N_("Must be greater than {min} and less than {max}."),
    N_("Must be greater than or equal to {min}."),
    N_("Must be greater than {min}."),
    N_("Must be less than or equal to {max}."),
    N_("Must be less than {max}."),
    N_("Length must be between {min} and {max}."),
    N_("Length must be {equal}."),
    N_("Longer than maximum length {max}."),
    N_("Shorter than minimum length {min}."),
    N_("Must be one of: {choices}."),
    N_("String does not match expected pattern."),
)


@lru_cache(maxsize=None)
def _patterns() -> tuple[tuple[re.Pattern, str], ...]:
    """Each template as a pattern that gives its values back, the most words first:
    "Must be greater than {min}." would otherwise also read "Must be greater than
    or equal to 1." (with "or equal to 1" for ``min``)."""
    by_words = sorted(TEMPLATES, key=lambda t: -len(re.sub(r"\{\w+\}", "", t)))
    return tuple((re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(t))
                             + "$", re.DOTALL), t) for t in by_words)


def translated(messages, lang: str):
    """``messages`` (webargs' nested dict / list of marshmallow messages) with every
    message said in ``lang``."""
    if lang == DEFAULT:
        return messages
    if isinstance(messages, dict):
        return {key: translated(value, lang) for key, value in messages.items()}
    if isinstance(messages, list):
        return [translated(value, lang) for value in messages]
    if isinstance(messages, str):
        return _one(messages, lang)
    return messages


def _one(message: str, lang: str) -> str:
    said = catalog(lang).gettext(message)  # a message without values, as it is
    if said != message:
        return said
    for pattern, template in _patterns():
        found = pattern.match(message)
        if found:
            return translate(template, lang, **found.groupdict())
    return message

