"""A ``validation_error``'s per-field messages, said in the request's language.

marshmallow writes its messages in English, with the values already put in
("Must be greater than or equal to 1 and less than or equal to 20."). Each
message it can write is a template here, marked for the catalogs; ``translated``
reads a message back into its template and values (``shared.i18n.read_back``)
and says it in the reader's language. The request schemas' own messages
(``services/api/play/schemas.py``) are marked where they are raised and carry no
values, so they are found as they are. A message found nowhere stays as it is
(English), and English answers are never touched: clients that read the texts
see what they always saw.
"""

from __future__ import annotations

from shared.i18n import DEFAULT, N_, read_back

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
        return read_back(messages, TEMPLATES, lang)
    return messages
