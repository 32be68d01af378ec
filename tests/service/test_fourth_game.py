"""A fourth game, defined by the tests alone (``tests/games/tictactoe/``) and
registered here, gets everything the three games get without a line about it
outside its package: the game types, the API (create, join, moves as JSON and
as notation, views, legal moves, history), its problem codes, the contract
(the OpenAPI document), the listing, the event stream, the export (and its
replay), pictures, an AI opponent through the generic search, played by
an RQ worker's job (run in this process: a worker process would not have
the test's registration), and the play page in a real browser, through the
page's generic parts (the game has no part of its own: its moves are listed
by their notation)."""

from __future__ import annotations

import dataclasses
import threading

import pytest
import redis
from rq import SimpleWorker
from werkzeug.serving import make_server

from services.api.app import create_app
from services.worker import tasks
from shared import export
from shared.games import GAMES, register, unregister
from tests.games.tictactoe import RULES

from . import browser
from .helpers import bearer, create

TYPE = RULES.name


@pytest.fixture
def own_settings(settings):
    """The session's Redis, another database: the worker processes other tests
    start (which do not host this game) never take this test's jobs."""
    url = settings.redis_url.rsplit("/", 1)[0] + "/7"
    return dataclasses.replace(settings, redis_url=url, queue_redis_url="")


@pytest.fixture
def app(own_settings):
    """A fresh app with the game registered (an app's OpenAPI document is made
    once, with the games hosted then)."""
    register(RULES)
    try:
        yield create_app(own_settings)
    finally:
        unregister(TYPE)
    assert TYPE not in GAMES


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def work(own_settings, monkeypatch):
    """Run the queued jobs (AI turns, scoring) as a worker does, in this process."""
    monkeypatch.setattr(tasks, "_settings", own_settings)
    monkeypatch.setattr(tasks, "_connections", None)
    queue = redis.Redis.from_url(own_settings.redis_url)
    yield lambda: SimpleWorker(list(own_settings.queues), connection=queue).work(burst=True)
    queue.close()


def _move(client, game_id, token, body):
    return client.post(f"/v1/games/{game_id}/moves", json=body, headers=bearer(token))


def test_a_registered_game_is_listed_and_documented(client):
    types = client.get("/v1/game-types").get_json()
    listed = types if isinstance(types, list) else types.get("game_types", types.get("types"))
    assert TYPE in str(listed)
    info = client.get(f"/v1/game-types/{TYPE}").get_json()
    assert info["title"] == "Tic-tac-toe" and info["reference"]["cells"][0] == "a1"
    document = client.get("/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    assert TYPE in schemas["GameType"]["enum"]
    for suffix in ("Game", "NewGame", "Move", "View", "Result", "HistoryEntry", "FeedEvent",
                   "LegalMoves", "GameTypeInfo"):
        assert f"TicTacToe{suffix}" in schemas, suffix
    assert schemas["Game"]["discriminator"]["mapping"][TYPE].endswith("/TicTacToeGame")
    assert {"square_taken", "no_such_square"} <= set(schemas["ProblemCode"]["enum"])
    submit = document["paths"]["/v1/games/{game_id}/moves"]["post"]
    assert "square_taken" in submit["x-problem-codes"]
    assert client.get("/problems/square_taken").status_code == 200


def test_a_registered_game_is_played_read_streamed_exported_and_drawn(client, work):
    created = create(client, TYPE, [{"kind": "human"}, {"kind": "open"}])
    game_id, tokens = created["game"]["id"], dict(created["seat_tokens"])
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", json={})
    assert joined.status_code in (200, 201), joined.get_json()
    tokens["1"] = joined.get_json()["token"]
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    assert legal["to_move"] == 0 and "b2" in legal["notations"]
    assert _move(client, game_id, tokens["0"], {"notation": "b2"}).status_code == 200
    taken = _move(client, game_id, tokens["1"], {"move": {"action": "mark", "cell": "b2"}})
    assert taken.status_code == 422 and taken.get_json()["code"] == "square_taken"
    wrong = _move(client, game_id, tokens["1"], {"notation": "z9"})
    assert wrong.status_code == 422 and wrong.get_json()["code"] == "invalid_move"
    for seat, cell in ((1, "a1"), (0, "a2"), (1, "c1"), (0, "c2")):  # X: b2 a2 c2
        response = _move(client, game_id, tokens[str(seat)], {"notation": cell})
        assert response.status_code == 200, response.get_json()
    work()  # the scoring job
    game = client.get(f"/v1/games/{game_id}", headers=bearer(tokens["1"])).get_json()
    assert game["status"] == "finished" and game["result"]["winners"] == [0]
    assert game["state"]["board"]["b2"] == 0 and game["you"] == 1
    history = client.get(f"/v1/games/{game_id}/history").get_json()
    moves = [r for e in history["entries"] for r in e.get("records", ())]
    assert [r["notation"] for r in moves] == ["b2", "a1", "a2", "c1", "c2"]
    assert any(g["id"] == game_id for g in client.get("/v1/games").get_json()["games"])
    stream = client.get(f"/v1/games/{game_id}/events", headers={"Accept": "text/event-stream"})
    assert stream.status_code == 200
    assert "event: move_applied" in stream.get_data(as_text=True)
    text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    assert f"Game: {TYPE}" in text and "\n3. 0 b2\n" in text
    state = export.replay(export.parse(text))
    assert RULES.view(state, None) == client.get(f"/v1/games/{game_id}").get_json()["state"]
    svg = client.get(f"/v1/games/{game_id}/board.svg?version=3")
    assert svg.status_code == 200 and 'data-game="tic-tac-toe"' in svg.get_data(as_text=True)
    assert svg.get_data(as_text=True).count("data-cell=") == 1
    png = client.get(f"/v1/games/{game_id}/board.png?size=100")
    assert png.status_code == 200 and png.data.startswith(b"\x89PNG")


def test_a_registered_game_has_an_ai_opponent(client, work):
    """The AI seat's turn is queued as any game's and played by the worker's job
    (``tasks.play_ai_turn``) with the generic search (the game has no knowledge)."""
    created = create(client, TYPE, [{"kind": "human"}, {"kind": "ai", "level": "medium"}])
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    assert _move(client, game_id, token, {"notation": "a1"}).status_code == 200
    work()
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["version"] >= 3 and game["to_move"] in (0, None), game
    history = client.get(f"/v1/games/{game_id}/history").get_json()["entries"]
    assert any(e.get("ai") for e in history)



def test_a_game_part_of_the_play_page_is_found_through_its_rules(client):
    """``/play/games/<type>.json`` names a registered game and its module, which
    ``/play/games/<type>.js`` serves from the game's package; a game without one
    (this one) has none, and nothing else is served."""
    assert client.get(f"/play/games/{TYPE}.json").get_json() == {"title": "Tic-tac-toe",
                                                                 "module": None}
    assert client.get(f"/play/games/{TYPE}.js").status_code == 404
    for game_id, rules in GAMES.items():
        module = rules.part_path("play.js")
        info = client.get(f"/play/games/{game_id}.json").get_json()
        assert info == {"title": rules.title,
                        "module": module and f"/play/games/{game_id}.js"}, game_id
        if module is not None:
            served = client.get(info["module"])
            assert served.status_code == 200 and served.mimetype == "text/javascript"
            assert served.data == module.read_bytes()
            assert "script-src 'self'" in served.headers["Content-Security-Policy"]
    for wrong in ("no-such-game.json", "no-such-game.js", "..%2Fosiron%2Fplay.js",
                  "%2E%2E.js", "osiron.py", "osiron"):
        assert client.get(f"/play/games/{wrong}").status_code == 404, wrong
    with pytest.raises(ValueError):
        RULES.part_path("../isaac/play.js")


@pytest.fixture
def served(app):
    """The app on a free port of this process (threads: the game is registered
    here only), for a browser."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)


@pytest.mark.timeout(600)
def test_a_registered_game_is_played_on_the_play_page(served, client, work, tmp_path):
    """The page plays X from the list of legal moves, written in the game's notation,
    says whose turn it is, each move and the outcome in words (the game's title and
    its seats' names from the service), and shows no score before there is one."""
    pytest.importorskip("playwright.sync_api")
    created = create(client, TYPE, [{"kind": "human", "name": "Tester"}, {"kind": "human"}])
    game_id, tokens = created["game"]["id"], created["seat_tokens"]
    with browser.browser_context(tmp_path / "profile", {"width": 1280, "height": 800}) as context:
        page = context.new_page()
        problems = []
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.on("console", lambda msg: msg.type == "error" and problems.append(msg.text))
        page.goto(f"{served}/play/{game_id}#token={tokens['0']}")
        for seat, cell in ((0, "b2"), (1, "a1"), (0, "a2"), (1, "c1"), (0, "c2")):  # X: b2 a2 c2
            version = client.get(f"/v1/games/{game_id}").get_json()["version"]
            if seat == 1:
                assert _move(client, game_id, tokens["1"], {"notation": cell}).status_code == 200
                continue
            page.wait_for_function("v => document.getElementById('board').dataset.version == v"
                                   " && !document.getElementById('moves-box').hidden",
                                   arg=str(version), timeout=30_000)
            assert page.text_content("#title") == "Tic-tac-toe — you play X"
            assert page.text_content("#status") == "Your turn."
            assert "no-score" in page.get_attribute("#players", "class")
            legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
            options = page.eval_on_selector_all(
                "#moves option", "os => os.map(o => [o.dataset.notation, o.textContent])")
            assert options == [[n, n] for n in legal["notations"]]  # by their notation
            assert page.locator("#board .target").count() == 0 and page.text_content("#controls") == ""
            page.select_option("#moves", label=cell)
            page.click("#play-selected")
            client.get(f"/v1/games/{game_id}?wait_for_version={version + 1}&timeout=20")
        work()  # the scoring job
        game = client.get(f"/v1/games/{game_id}").get_json()
        assert game["status"] == "finished" and game["result"]["winners"] == [0]
        page.wait_for_selector("#end:not([hidden])", timeout=30_000)
        assert page.text_content("#outcome") == page.text_content("#status") == "X wins."
        lines = page.eval_on_selector_all("#final-scores li", "ls => ls.map(l => l.textContent)")
        assert lines == ["X (you): 1 point", "O: 0 points"]
        log = page.eval_on_selector_all("#log li[data-notation]", "ls => ls.map(l => l.textContent)")
        assert log == [f"{'XO'[i % 2]} played {c} {c}" for i, c in enumerate(
            ("b2", "a1", "a2", "c1", "c2"))]
        assert page.text_content("#last-move") == "Last move: X played c2."
        assert not problems, problems
