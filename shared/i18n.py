"""The languages of the texts the service writes for people: English, French, Spanish.

Everything a person reads (problem titles and details, problem pages, game-type
names and option descriptions, outcome texts, picture captions, the play page)
is a message of the gettext catalogs in ``shared/locale/<lang>/LC_MESSAGES/``:

- ``messages``: the Python side (``messages.po``, compiled to ``messages.mo``);
- ``play``: the play page's words (its JavaScript), served to the page as JSON.

A message is marked where it is written, in English, with ``N_`` (it returns
its argument: Babel's ``pybabel extract`` finds it), and translated where the
answer is written, in the request's language, with ``translate``. Values are
named and put in *after* translation, so a translator may move them::

    raise GameError("player_already_seated",
                    N_("Player '{player}' already has a seat in this game."), 422,
                    player=player)

Codes, field names and notation never change with the language. ``make i18n``
extracts the messages, updates the catalogs and compiles them; at run time only
the standard library's ``gettext`` reads the compiled ``.mo`` files (Babel is a
development tool here, in requirements-dev.txt).
"""

from __future__ import annotations

import gettext
import json
import re
from functools import lru_cache
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages offered, the default first.
LANGUAGES: tuple[str, ...] = ("en", "fr", "es")
DEFAULT = "en"
DOMAIN = "messages"
PLAY_DOMAIN = "play"


def N_(message: str) -> str:
    """Marks ``message`` (English, with ``{named}`` values) for the catalogs;
    it is translated later, by ``translate``, in the reader's language."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a message with a number (``{n}``): its singular and plural English
    forms, said by ``translate_count``."""
    return singular, plural


def translate_count(forms: tuple[str, str], n: int, lang: str | None = None, /,
                    **params) -> str:
    """The form of ``forms`` (from ``NP_``) for ``n`` in ``lang``, ``{n}`` put in."""
    text = catalog(lang or DEFAULT).ngettext(forms[0], forms[1], abs(n))
    return _fill(text, {"n": n, **params}, forms[0] if abs(n) == 1 else forms[1])


@lru_cache(maxsize=None)
def catalog(lang: str, domain: str = DOMAIN) -> gettext.NullTranslations:
    if lang == DEFAULT or lang not in LANGUAGES:
        return gettext.NullTranslations()
    try:
        return gettext.translation(domain, localedir=str(LOCALE_DIR), languages=[lang])
    except OSError:  # no compiled catalog: English
        return gettext.NullTranslations()


def translate(message: str, lang: str | None = None, /, **params) -> str:
    """``message`` in ``lang`` (English when it has no translation there),
    with its ``{named}`` values put in."""
    text = catalog(lang or DEFAULT).gettext(message) if message else message
    if params:
        return _fill(text, params, message)
    return text


def _fill(text: str, params: dict, english: str) -> str:
    """``text`` with its values; a translation that names other values is said in
    English, and a template missing a value stays as written (never an error)."""
    for candidate in (text, english):
        try:
            return candidate.format(**params)
        except (KeyError, IndexError, ValueError):
            continue
    return english


def render(message: str | tuple[str, ...], params: dict | None,
           lang: str | None = None) -> str:
    """``translate`` with the values as a dict (what an error keeps); a tuple of
    messages is said one after the other (``invalid_move``: what is wrong, then
    how a move is written), each sentence translated on its own."""
    if isinstance(message, tuple):
        return " ".join(translate(part, lang, **(params or {})) for part in message)
    return translate(message, lang, **(params or {}))


def read_back(text: str, templates: tuple[str, ...], lang: str | None = None) -> str:
    """``text``, a message already written in English with its values put in (by a
    library, or kept from earlier), said in ``lang``: found in the catalog as it is,
    or matched against ``templates`` (``N_`` messages with ``{named}`` values) to
    take its values back out. Found nowhere, it stays as it is."""
    lang = lang or DEFAULT
    if lang == DEFAULT or not text:
        return text
    said = catalog(lang).gettext(text)
    if said != text:
        return said
    for pattern, template in _patterns(templates):
        found = pattern.match(text)
        if found:
            return translate(template, lang, **found.groupdict())
    return text


@lru_cache(maxsize=None)
def _patterns(templates: tuple[str, ...]) -> tuple[tuple[re.Pattern, str], ...]:
    """Each template as a pattern that gives its values back, the most words first:
    "Must be greater than {min}." would otherwise also read "Must be greater than
    or equal to 1." (with "or equal to 1" for ``min``)."""
    by_words = sorted(templates, key=lambda t: -len(re.sub(r"\{\w+\}", "", t)))
    return tuple((re.compile("^" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(t))
                             + "$", re.DOTALL), t) for t in by_words)


def negotiate(accept_language: str | None, asked: str | None = None) -> str:
    """The language of an answer: ``asked`` (``?lang=``) when it is one of ours,
    else the best of ``Accept-Language`` (quality, then order), else English.
    ``fr-CA`` counts as ``fr``."""
    if asked:
        primary = asked.strip().lower().split("-")[0]
        if primary in LANGUAGES:
            return primary
    best, best_q = DEFAULT, 0.0
    for position, part in enumerate((accept_language or "").split(",")):
        pieces = part.strip().split(";")
        tag = pieces[0].strip().lower()
        q = 1.0
        for param in pieces[1:]:
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        primary = tag.split("-")[0]
        if tag == "*":
            primary = DEFAULT
        if primary in LANGUAGES and q > best_q:
            best, best_q = primary, q
    return best


@lru_cache(maxsize=None)
def play_words(lang: str) -> str:
    """The play page's words in ``lang`` as JSON, generated from the ``play``
    catalog: ``words`` (English sentence -> translation), ``plurals`` (English
    singular -> the language's forms) and ``zero`` (the form of 0)."""
    translations = catalog(lang, PLAY_DOMAIN)
    words: dict[str, str] = {}
    plurals: dict[str, list[str]] = {}
    for key, value in getattr(translations, "_catalog", {}).items():
        if isinstance(key, tuple):
            plurals.setdefault(key[0], []).append((key[1], value))
        elif key and value:
            words[key] = value
    forms = {one: [value for _, value in sorted(found)] for one, found in plurals.items()}
    zero = translations.plural(0) if hasattr(translations, "plural") else 1
    return json.dumps({"lang": lang, "words": words, "plurals": forms, "zero": zero},
                      ensure_ascii=False, sort_keys=True)


def play_translate(message: str, lang: str) -> str:
    """One of the play page's own sentences (its HTML) in ``lang``."""
    return catalog(lang, PLAY_DOMAIN).gettext(message)
