"""English, French and Spanish: every text the service writes for people comes
from the gettext catalogs (shared/locale/, ``make i18n``), and only the text
changes with the language: codes, field names and notation never do.

- every message of the catalogs has its French and Spanish translation, with
  the same ``{named}`` values, and the compiled ``.mo`` files are current;
- no problem detail bypasses the catalogs: a scan of the code finds every
  ``GameError``/``RuleError``/``ApiError``/``problem``/``invalid_move`` and
  requires its message to be an ``N_("...")`` template whose values are given;
- every problem code (title, page) and every detail template, and every
  outcome, reads otherwise in French and in Spanish than in English;
- over HTTP: ``Accept-Language`` and ``?lang=`` choose, ``Content-Language``
  and ``Vary`` say so, and the codes stay the same.
"""

from __future__ import annotations

import ast
import html
import io
import gettext
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from services.api.contract.problems import TITLES, codes, title
from shared import i18n
from shared.games import GAMES
from shared.games.isaac import picture as isaac_picture
from shared.games.osiron import picture as osiron_picture

from .helpers import bearer, create, humans

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "shared" / "locale"
OTHERS = ("fr", "es")
DOMAINS = ("messages", "play")
PLACEHOLDER = re.compile(r"\{(\w+)[^{}]*\}")

# The calls that make a text for people and where their message is: positional
# index, or keyword name.
MESSAGE_ARG = {"GameError": (1, "message"), "RuleError": (1, "message"),
               "ApiError": (2, "detail"), "problem": (2, "detail"),
               "invalid_move": (0, "reason"), "_busy": (0, "detail"),
               "UrlNotAllowed": (0, "message"), "ValidationError": (0, "message")}
# A Notation's own sentences, and an option's description.
KEYWORD_MESSAGES = {"Notation": ("not_a_move", "not_text", "unreadable"),
                    "OptionSpec": ("description",)}


def catalog(domain: str, lang: str):
    with open(LOCALE / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as po:
        return read_po(po, locale=lang)


def names(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


# -- the catalogs ---------------------------------------------------------------------------

@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", OTHERS)
def test_every_message_has_its_translation(domain, lang):
    untranslated, mismatched = [], []
    for message in catalog(domain, lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings) or message.fuzzy:
            untranslated.append(ids[0])
            continue
        if any(names(s) != names(ids[-1]) and names(s) != names(ids[0]) for s in strings):
            mismatched.append(ids[0])
    assert not untranslated, (
        f"{len(untranslated)} {domain} message(s) without a {lang} translation in "
        f"shared/locale/{lang}/LC_MESSAGES/{domain}.po (run `make i18n`, then translate): "
        f"{untranslated}")
    assert not mismatched, f"{lang} translations with other {{values}} than English: {mismatched}"


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_catalogs_hold_every_marked_message(domain):
    """What the code marks is in the catalogs (``make i18n`` was run after the change)."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    config = ROOT / ("babel.cfg" if domain == "messages" else "babel-play.cfg")
    method_map, options_map = parse_mapping_cfg(io.StringIO(config.read_text()))
    keywords = ({"N_": None, "NP_": (1, 2)} if domain == "messages"
                else {"t": None, "N_": None, "count": (1, 2), "_": None})
    roots = ["shared", "services"] if domain == "messages" else [
        "services/api/static/play", "shared/games"]
    marked = set()
    for root in roots:
        for _file, _line, message, _comments, _context in extract_from_dir(
                ROOT / root, method_map, options_map, keywords=keywords):
            marked.add(message[0] if isinstance(message, tuple) else message)
    for lang in OTHERS:
        held = {m.id[0] if isinstance(m.id, tuple) else m.id for m in catalog(domain, lang)}
        missing = sorted(marked - held)
        assert not missing, (f"marked but not in the {lang} {domain} catalog (run `make i18n` "
                             f"and translate): {missing}")


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", OTHERS)
def test_the_compiled_catalogs_are_current(domain, lang):
    """The service reads the .mo files: they say what the .po files say."""
    with open(LOCALE / lang / "LC_MESSAGES" / f"{domain}.mo", "rb") as mo:
        compiled = gettext.GNUTranslations(mo)._catalog
    for message in catalog(domain, lang):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for i, form in enumerate(message.string):
                assert compiled.get((message.id[0], i)) == form, (
                    f"{lang}/{domain}.mo is stale (run `make i18n`): {message.id[0]!r}")
        else:
            assert compiled.get(message.id) == message.string, (
                f"{lang}/{domain}.mo is stale (run `make i18n`): {message.id!r}")


# -- nothing bypasses the catalogs ----------------------------------------------------------

def _called(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)


def _is_marked(node: ast.AST) -> bool:
    """``N_("...")`` with a plain string (not an f-string), or a tuple of them."""
    if isinstance(node, ast.Tuple):
        return all(_is_marked(item) for item in node.elts)
    return (isinstance(node, ast.Call) and _called(node) == "N_" and len(node.args) == 1
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str))


def _literal(node: ast.AST) -> bool:
    """Text written in place: a string, an f-string, or text built from them."""
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, ast.Call) and _called(node) in ("format", "str", "join"):
        return True
    return isinstance(node, ast.Tuple) and any(_literal(item) for item in node.elts)


def _templates(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Tuple):
        return [text for item in node.elts for text in _templates(item)]
    return [node.args[0].value] if _is_marked(node) else []


def text_calls():
    """(place, call name, message node, call) of every call that makes text for people."""
    for path in sorted([*ROOT.glob("shared/**/*.py"), *ROOT.glob("services/**/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _called(node)
            place = f"{path.relative_to(ROOT)}:{node.lineno}"
            if name in MESSAGE_ARG:
                index, keyword = MESSAGE_ARG[name]
                found = [k.value for k in node.keywords if k.arg == keyword]
                if len(node.args) > index:
                    found.append(node.args[index])
                for message in found:
                    yield place, name, message, node
            for keyword in KEYWORD_MESSAGES.get(name, ()):
                for k in node.keywords:
                    if k.arg == keyword:
                        yield place, name, k.value, node
            if name == "OptionSpec" and len(node.args) > 3:
                yield place, name, node.args[3], node


def test_no_text_for_people_bypasses_the_catalogs():
    bare = [f"{place} {name}(...): {ast.unparse(message)[:70]}"
            for place, name, message, _ in text_calls() if _literal(message)]
    assert not bare, (
        "text for people written in place; mark it N_(\"...\") with {named} values given as "
        "keywords (docs/languages.md):\n" + "\n".join(bare))


def test_every_template_gets_its_values():
    missing = []
    for place, name, message, call in text_calls():
        given = {k.arg for k in call.keywords if k.arg}
        if any(k.arg is None for k in call.keywords):  # **params: given where it is built
            continue
        if name == "invalid_move":
            given.add("example")
        for template in _templates(message):
            if name == "problem":  # values in the params dict
                continue
            lacking = names(template) - given
            if lacking and name not in ("OptionSpec", "Notation"):  # values given on use
                missing.append(f"{place} {template!r} lacks {sorted(lacking)}")
    assert not missing, "\n".join(missing)


def test_the_problem_registry_and_the_games_sentences_are_marked():
    for path in [ROOT / "services/api/contract/problems.py",
                 *ROOT.glob("shared/games/*/schemas.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found = 0
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Assign, ast.AnnAssign)):
                continue
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            if getattr(target, "id", None) not in ("SERVICE_CODES", "PROBLEMS"):
                continue
            if isinstance(node.value, ast.Dict):  # code -> (status, N_("meaning"))
                meanings = [value.elts[1] for value in node.value.values]
            else:  # a game's refusals({code: N_("meaning")}) (shared/games/base.py)
                assert (isinstance(node.value, ast.Call)
                        and _called(node.value) == "refusals"), (path, ast.unparse(node.value))
                meanings = node.value.args[0].values
            found += 1
            for meaning in meanings:
                assert _is_marked(meaning), (path, ast.unparse(meaning))
        assert found == 1, path


# -- every problem, every outcome, in every language ----------------------------------------

def detail_templates() -> set[str]:
    return {text for _, name, message, _ in text_calls() if name != "OptionSpec"
            for text in _templates(message)}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_problem_code_reads_otherwise_and_keeps_its_code(lang):
    registry = codes()
    assert registry, "no problem codes"
    same = []
    for code, (status, meaning) in registry.items():
        said = i18n.translate(meaning, lang)
        if said == meaning or title(status, lang) == title(status, "en"):
            same.append(code)
    assert not same, f"problem codes still English in {lang}: {same}"
    assert set(TITLES) >= {status for status, _ in registry.values()}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_problem_detail_reads_otherwise(lang):
    templates = detail_templates()
    assert len(templates) > 150, len(templates)
    same = sorted(t for t in templates if i18n.translate(t, lang) == t)
    assert not same, f"details still English in {lang}: {same}"


OUTCOMES = {
    "isaac": (isaac_picture, ["reached_100", "both_out", "tie_break", "resignation", "timeout"]),
    "osiron": (osiron_picture, list(osiron_picture.REASONS)),
}


@pytest.mark.parametrize("game_type", list(OUTCOMES))
@pytest.mark.parametrize("lang", OTHERS)
def test_every_outcome_reads_otherwise(game_type, lang):
    module, reasons = OUTCOMES[game_type]
    assert set(reasons) >= set(module.REASONS)
    for reason in reasons:
        for winner in (0, 1, None):
            if game_type == "isaac":
                view = {"winner": winner, "reason": reason}
                english, said = module.outcome_words(view), module.outcome_words(view, lang)
            else:
                outcome = {"winners": [] if winner is None else [winner], "reason": reason}
                english, said = module.outcome_words(outcome), module.outcome_words(outcome, lang)
            assert said != english and "{" not in said, (reason, winner, said)


# -- negotiation ----------------------------------------------------------------------------

@pytest.mark.parametrize("header, asked, lang", [
    (None, None, "en"), ("fr", None, "fr"), ("es-MX,es;q=0.9,en;q=0.8", None, "es"),
    ("de, fr;q=0.5, es;q=0.7", None, "es"), ("de", None, "en"), ("fr-CA", None, "fr"),
    ("*", None, "en"), ("fr", "es", "es"), ("es", "de", "es"), ("en;q=0, fr;q=0", None, "en"),
])
def test_the_language_is_negotiated(header, asked, lang):
    assert i18n.negotiate(header, asked) == lang


# -- over HTTP ------------------------------------------------------------------------------

def test_a_problem_is_said_in_the_asked_language(client):
    answers = {lang: client.get("/v1/games/no-such-game", headers={"Accept-Language": lang})
               for lang in i18n.LANGUAGES}
    english = answers["en"].get_json()
    assert english["detail"] == "There is no game with this id."
    for lang, response in answers.items():
        body = response.get_json()
        assert response.status_code == 404 and body["code"] == "game_not_found"
        assert response.headers["Content-Language"] == lang
        assert "Accept-Language" in response.headers["Vary"]
        if lang != "en":
            assert body["detail"] != english["detail"] and body["title"] != english["title"]
    assert answers["fr"].get_json()["detail"] == "Il n'y a pas de partie avec cet identifiant."
    assert answers["es"].get_json()["title"] == "No encontrado"


def test_field_messages_are_said_in_the_asked_language(client):
    """A ``validation_error``'s per-field messages, marshmallow's and the schemas'
    own, with their values, in French and Spanish; English answers keep
    marshmallow's words as they always were, and the field names never change."""
    bad = {"type": "osiron", "seats": [{"kind": "human", "name": " "}, {"kind": "robot"}],
           "join_seconds": 0, "colour": "red"}
    answers = {lang: client.post("/v1/games", json=bad, headers={"Accept-Language": lang})
               for lang in i18n.LANGUAGES}
    errors = {lang: answer.get_json()["errors"]["json"] for lang, answer in answers.items()}
    assert all(answer.status_code == 422 for answer in answers.values())
    assert errors["en"]["colour"] == ["Unknown field."]
    assert errors["en"]["join_seconds"] == [
        "Must be greater than or equal to 1 and less than or equal to 2592000."]
    assert errors["fr"]["colour"] == ["Champ inconnu."]
    assert errors["fr"]["join_seconds"] == [
        "Doit être supérieur ou égal à 1 et inférieur ou égal à 2592000."]
    assert errors["es"]["seats"]["0"]["name"] == [
        "Un nombre necesita al menos un carácter visible."]
    assert errors["fr"]["seats"]["1"]["kind"][0].startswith("Doit être l'une de ces valeurs : ")
    for lang in OTHERS:
        assert _keys(errors[lang]) == _keys(errors["en"])  # the same fields, other words
        assert not set(_texts(errors[lang])) & set(_texts(errors["en"]))


def _keys(errors) -> list:
    return sorted((k, _keys(v)) for k, v in errors.items()) if isinstance(errors, dict) else []


def _texts(errors) -> list[str]:
    if isinstance(errors, dict):
        return [t for value in errors.values() for t in _texts(value)]
    return list(errors)


def test_every_message_marshmallow_can_write_has_its_template():
    """Each default message of the fields and validators the request schemas use,
    as marshmallow writes it (values put in), is read back by a template, so a
    marshmallow upgrade that rewords one fails here rather than in a reply."""
    from marshmallow import Schema, fields, validate  # noqa: PLC0415

    from services.api.web import field_messages  # noqa: PLC0415

    written = [message for cls in (fields.Field, fields.String, fields.Integer, fields.Number,
                                   fields.Float, fields.Boolean, fields.Mapping, fields.List,
                                   fields.Nested)
               for message in cls.default_error_messages.values()]
    written += [Schema._default_error_messages["type"], Schema._default_error_messages["unknown"],
                "Not a valid datetime.", "Not a valid aware datetime.",
                validate.OneOf(["a", "b"]).error.format(choices="a, b"),
                validate.Regexp("x").error]
    for min_inclusive in (True, False):
        for max_inclusive in (True, False):
            for low, high in ((1, 9), (1, None), (None, 9)):
                rule = validate.Range(low, high, min_inclusive=min_inclusive,
                                      max_inclusive=max_inclusive)
                try:
                    rule(-100 if low is not None else 100)
                except Exception as error:  # noqa: BLE001  (marshmallow's ValidationError)
                    written.append(error.messages[0])
    for low, high, equal in ((1, 9, None), (1, None, None), (None, 9, None), (None, None, 3)):
        try:
            validate.Length(low, high, equal=equal)("x" * 20 if high or equal else "")
        except Exception as error:  # noqa: BLE001
            written.append(error.messages[0])
    for lang in OTHERS:
        untranslated = [m for m in written if field_messages.translated([m], lang) == [m]]
        assert not untranslated, (lang, untranslated)


@pytest.mark.parametrize("lang", OTHERS)
def test_webhook_attempt_errors_are_read_back_with_their_values(lang):
    """A delivery attempt keeps its error in English (the worker has no reader);
    the deliveries list says it in the reader's language, values kept."""
    from shared import webhooks  # noqa: PLC0415

    for template in webhooks.ATTEMPT_ERRORS:
        english = template.format(hostname="hooks.example", seconds="15")
        said = i18n.read_back(english, webhooks.ATTEMPT_ERRORS, lang)
        assert said != english and ("hooks.example" in said or "15" in said), (template, said)
    network = "ConnectionRefusedError: [Errno 111] Connection refused"
    assert i18n.read_back(network, webhooks.ATTEMPT_ERRORS, lang) == network  # its own words


def test_a_detail_gets_its_values_after_translation(client):
    body = create(client, "isis-osiris", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    move = {"move": {"action": "stone", "cell": "z9"}}
    said = {}
    for lang in i18n.LANGUAGES:
        response = client.post(f"/v1/games/{game_id}/moves", json=move,
                               headers={**bearer(tokens["0"]), "Accept-Language": lang})
        assert response.status_code == 422
        said[lang] = response.get_json()
        assert said[lang]["code"] == said["en"]["code"]
    assert said["en"]["detail"] == "Cells are named a1 to f6."
    assert said["fr"]["detail"] == "Les cases sont nommées de a1 à f6."
    assert said["es"]["detail"] == "Las casillas se llaman de a1 a f6."
    created = client.post("/v1/games", json={"type": "isis-osiris", "seats": humans(2),
                                             "options": {"rounds": 99}},
                          headers={"Accept-Language": "es"}).get_json()
    assert created["code"] == "invalid_option"
    assert created["detail"] == "La opción 'rounds' debe valer como mucho 10."


def test_the_problem_pages_are_translated(client):
    page = html.unescape(client.get("/problems/seat_taken?lang=fr").get_data(as_text=True))
    assert "La place n'est pas libre." in page and "<code>seat_taken</code>" in page
    assert '<html lang="fr">' in page
    listing = client.get("/problems", headers={"Accept-Language": "es",
                                               "Accept": "application/json"})
    entries = {e["code"]: e for e in listing.get_json()["problems"]}
    assert entries["game_over"]["description"] == "La partida ha terminado."
    assert entries["game_over"]["title"] == "Conflicto"
    assert listing.headers["Content-Language"] == "es"


def test_the_game_types_are_described_in_the_asked_language(client):
    english = client.get("/v1/game-types/isis-osiris").get_json()
    french = client.get("/v1/game-types/isis-osiris", headers={"Accept-Language": "fr"}).get_json()
    assert [o["name"] for o in english["options"]] == [o["name"] for o in french["options"]]
    for en, fr in zip(english["options"], french["options"]):
        assert en["description"] != fr["description"] and en["default"] == fr["default"]
    assert any("plaques" in o["description"] for o in french["options"])
    assert english["reference"] == french["reference"]


def test_picture_captions_follow_the_language_and_their_etags_differ(client):
    body = create(client, "isis-osiris", humans(2))
    game_id = body["game"]["id"]
    svgs = {lang: client.get(f"/v1/games/{game_id}/board.svg?lang={lang}")
            for lang in i18n.LANGUAGES}
    assert "Game 1 of 1" in svgs["en"].get_data(as_text=True)
    assert "Partie 1 sur 1" in svgs["fr"].get_data(as_text=True)
    assert "Partida 1 de 1" in svgs["es"].get_data(as_text=True)
    assert "il reste 8 pions, 11 plaques" in svgs["fr"].get_data(as_text=True)
    assert "quedan 8 peones, 11 fichas" in svgs["es"].get_data(as_text=True)
    assert len({r.headers["ETag"] for r in svgs.values()}) == 3
    by_header = client.get(f"/v1/games/{game_id}/board.svg", headers={"Accept-Language": "es"})
    assert by_header.data == svgs["es"].data and "Accept-Language" in by_header.headers["Vary"]
    again = client.get(f"/v1/games/{game_id}/board.svg?lang=fr",
                       headers={"If-None-Match": svgs["en"].headers["ETag"]})
    assert again.status_code == 200  # the English picture is not the French one
    refused = client.get(f"/v1/games/{game_id}/board.svg?lang=de")
    assert refused.status_code == 400 and refused.get_json()["code"] == "invalid_query"


def test_the_play_page_and_its_words_follow_the_language(client):
    page = client.get("/play/some-game", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    text = page.get_data(as_text=True)
    assert '<html lang="fr">' in text and "Chargement de la partie" in text
    assert page.headers["Content-Language"] == "fr"
    assert "Cargando la partida" in client.get("/play/some-game?lang=es").get_data(as_text=True)
    assert "Loading the game" in client.get("/play/some-game").get_data(as_text=True)
    words = client.get("/play/words.json", headers={"Accept-Language": "es"}).get_json()
    assert words["lang"] == "es" and words["words"]["Your turn."] == "Te toca."
    assert words["plurals"]["{n} point"] == ["{n} punto", "{n} puntos"]
    assert client.get("/play/words.json").get_json()["lang"] == "en"


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_codes_and_notation_never_change_with_the_language(client, game_type):
    body = create(client, game_type, humans(2))
    game_id = body["game"]["id"]
    english = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    for lang in OTHERS:
        said = client.get(f"/v1/games/{game_id}/legal-moves",
                          headers={"Accept-Language": lang}).get_json()
        assert said == english
