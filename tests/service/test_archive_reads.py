"""Reads after Redis's copy is gone: the archive (PostgreSQL) answers them with
the same bodies, the listing goes on into it, the bulk export streams it, and
an archive outage answers 503 only where the archive is needed.

Games are played through the API, then put in the archive as Redis had them
(``Archive.archive_game``) and deleted from Redis (``GameStore.delete``)."""

from __future__ import annotations

import json
import random
import shutil
import tempfile
import time
import uuid
from dataclasses import replace
from pathlib import Path

import pytest
import requests

from services import postgres_server, redis_server
from services.api.app import create_app
from shared import archive as archive_module
from shared.games import GAMES
from tests.archive.conftest import start_server
from tests.service.conftest import start_api, stop_process
from tests.service.helpers import (
    bearer,
    create,
    follow_to_end,
    humans,
    play_random_move,
)
from tests.service.test_api_games import assert_problem

KEYS = ("acme=acme-key", "globex=globex-key")
ACME, GLOBEX = {"X-API-Key": "acme-key"}, {"X-API-Key": "globex-key"}


@pytest.fixture(scope="module")
def postgres():
    tmp = Path(tempfile.mkdtemp(prefix="archive-reads-"))
    process, url = start_server(tmp)
    archive = archive_module.Archive(url, timeout=2)
    archive.migrate()
    yield url, archive
    archive.close()
    postgres_server.stop(process)
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="module")
def app(settings, postgres):
    return create_app(replace(settings, database_url=postgres[0], api_keys=KEYS))


@pytest.fixture
def client(app):
    client = app.test_client()
    client.environ_base["HTTP_X_API_KEY"] = "acme-key"
    return client


def archive_and_drop(app, game_id: str) -> None:
    """Archive the game as Redis has it, then delete Redis's copy."""
    resources = app.extensions["game_service"]
    doc = resources.store.load(game_id).doc
    history = resources.store.history(game_id, 0, doc["version"])
    assert resources.archive.archive_game(doc, history)
    resources.store.delete(game_id, doc.get("tenant"), doc.get("owner"))
    assert resources.store.version(game_id) is None


def ended_game(client, *, moves: int = 3, seed: int = 1, game_type: str = "osiron",
               finish: bool = True) -> tuple[str, dict, str]:
    """A game of two humans played a few moves, then ended: finished (a
    resignation, scored by the worker) or cancelled by its creator."""
    body = create(client, game_type, humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    rng = random.Random(seed)
    for _ in range(moves):
        play_random_move(client, game_id, tokens, rng)
    if finish:
        resigned = client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["0"]))
        assert resigned.status_code == 200, resigned.get_json()
        follow_to_end(client, game_id)
    else:
        cancelled = client.post(f"/v1/games/{game_id}/cancel",
                                headers=bearer(body["creator_token"]))
        assert cancelled.status_code == 200, cancelled.get_json()
    return game_id, tokens, body["creator_token"]


READS = ("", "/history", "/history?after=2&limit=2", "/legal-moves", "/export", "/board.svg",
         "/board.svg?version=2", "/board.png?size=200", "/events", "/events?after=3")


def snapshot(client, game_id: str, headers: dict) -> dict:
    out = {}
    for path in READS:
        response = client.get(f"/v1/games/{game_id}{path}", headers=headers)
        assert response.status_code == 200, (path, response.get_data(as_text=True))
        out[path] = (response.mimetype, response.get_data(), response.headers.get("ETag"))
    return out


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_reads_answer_from_the_archive_with_the_same_bodies(app, client, worker, game_type):
    game_id, tokens, _ = ended_game(client, game_type=game_type)
    viewers = ({}, bearer(tokens["0"]), bearer(tokens["1"]))
    before = [snapshot(client, game_id, headers) for headers in viewers]
    assert before[1]["/events"][1].count(b"\nid: ") + 1 >= 4  # the whole history, then it ends
    archive_and_drop(app, game_id)
    after = [snapshot(client, game_id, headers) for headers in viewers]
    for then, now in zip(before, after):
        assert then == now
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["status"] == "finished" and game["you"] is None
    assert client.get(f"/v1/games/{game_id}", headers=bearer(tokens["1"])).get_json()["you"] == 1
    assert_problem(client.get(f"/v1/games/{game_id}/board.svg?version=99"), 404,
                   "version_not_found")
    assert_problem(client.get(f"/v1/games/{game_id}", headers=bearer("not-a-token")), 403,
                   "invalid_token")


def test_writes_to_an_archived_game_answer_game_over(app, client, worker):
    game_id, tokens, creator = ended_game(client, moves=2, seed=2)
    archive_and_drop(app, game_id)
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    assert legal["moves"] == [] and legal["to_move"] is None
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"notation": "I0xI3"},
                               headers=bearer(tokens["0"])), 409, "game_over")
    assert_problem(client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["1"])),
                   409, "game_over")
    assert_problem(client.post(f"/v1/games/{game_id}/cancel", headers=bearer(creator)),
                   409, "game_over")
    assert_problem(client.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["0"])),
                   409, "game_over")
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"notation": "I0xI3"}), 401,
                   "token_required")
    assert client.get(f"/v1/games/{game_id}").get_json()["rematch"] is None


def test_another_tenants_archived_game_is_missing(app, client):
    game_id, _, _ = ended_game(client, moves=1, finish=False)
    archive_and_drop(app, game_id)
    assert client.get(f"/v1/games/{game_id}").status_code == 200
    for path in ("", "/history", "/export", "/board.svg", "/events", "/legal-moves"):
        missing = client.get(f"/v1/games/not-a-game{path}", headers=GLOBEX)
        theirs = client.get(f"/v1/games/{game_id}{path}", headers=GLOBEX)
        assert_problem(theirs, 404, "game_not_found")
        assert theirs.get_json()["detail"] == missing.get_json()["detail"]
    assert game_id not in [g["id"] for g in _listing(client, "", GLOBEX)]


# -- the listing ----------------------------------------------------------------------

def _listing(client, query: str, headers: dict | None = None, limit: int = 2) -> list[dict]:
    """Every page of ``GET /v1/games?<query>``, followed through its cursors."""
    games, cursor = [], None
    for _ in range(200):
        url = f"/v1/games?limit={limit}&{query}" + (f"&cursor={cursor}" if cursor else "")
        response = client.get(url, headers=headers)
        assert response.status_code == 200, response.get_json()
        page = response.get_json()
        games += page["games"]
        cursor = page["next_cursor"]
        if cursor is None:
            return games
    raise AssertionError("the listing did not end")


@pytest.fixture
def tenant_client(app, postgres):
    """A client of a tenant of its own, whose games only this test makes."""
    name = f"t{uuid.uuid4().hex[:8]}"
    own = create_app(replace(app.extensions["game_service"].settings,
                             api_keys=(*KEYS, f"{name}={name}-key")))
    client = own.test_client()
    client.environ_base["HTTP_X_API_KEY"] = f"{name}-key"
    return own, client


def test_listing_goes_on_into_the_archive_once(tenant_client, worker):
    app, client = tenant_client
    cancelled = [ended_game(client, moves=1, finish=False)[0] for _ in range(3)]
    finished = ended_game(client, moves=2)[0]
    live = create(client, "isaac", humans(2))["game"]["id"]
    waiting = create(client, "osiron", [{"kind": "human"}, {"kind": "open"}])["game"]["id"]
    for game_id in (*cancelled[:2], finished):
        archive_and_drop(app, game_id)
    # archived and still in Redis (the outbox wrote it before Redis dropped it): once
    resources = app.extensions["game_service"]
    kept = resources.store.load(cancelled[2]).doc
    resources.archive.archive_game(kept, resources.store.history(cancelled[2], 0, kept["version"]))

    everything = _listing(client, "")
    ids = [g["id"] for g in everything]
    assert sorted(ids) == sorted([*cancelled, finished, live, waiting]) and len(set(ids)) == 6
    assert ids[-3:] == [finished, cancelled[1], cancelled[0]]  # the archive's, latest ended first
    by_id = {g["id"]: g for g in everything}
    assert by_id[finished]["status"] == "finished" and by_id[finished]["to_move"] is None
    assert by_id[cancelled[0]] == client.get("/v1/games?limit=100").get_json()["games"][-1]
    for limit in (1, 3, 5, 100):
        assert [g["id"] for g in _listing(client, "", limit=limit)] == ids
    assert {g["id"] for g in _listing(client, "status=cancelled")} == set(cancelled)
    assert [g["id"] for g in _listing(client, "status=finished")] == [finished]
    assert {g["id"] for g in _listing(client, "type=isaac")} == {live}
    assert {g["id"] for g in _listing(client, "type=osiron&status=cancelled", limit=1)} \
        == set(cancelled)
    assert [g["id"] for g in _listing(client, "open=true")] == [waiting]
    assert waiting not in {g["id"] for g in _listing(client, "open=false")}
    assert len(_listing(client, "open=false")) == 5
    assert [g["id"] for g in _listing(client, "status=active")] == [live]
    assert _listing(client, "changed_since=2999-01-01T00:00:00Z") == []
    # a cursor of the store's own (the listing's before the archive) goes on from there
    old = resources.store.list_games(kept["tenant"], limit=2).cursor
    assert [g["id"] for g in client.get(f"/v1/games?limit=100&cursor={old}").get_json()["games"]] \
        == ids[2:]
    assert_problem(client.get("/v1/games?cursor=a.123.not-a-cursor"), 400, "invalid_cursor")
    assert_problem(client.get("/v1/games?cursor=r.x.abc"), 400, "invalid_cursor")


# -- the bulk export ------------------------------------------------------------------

def _export(client, query: str = "", headers: dict | None = None) -> list[dict]:
    response = client.get(f"/v1/archive/games?{query}", headers=headers)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "application/x-ndjson"
    text = response.get_data(as_text=True)
    assert text == "" or text.endswith("\n")
    return [json.loads(line) for line in text.splitlines()]


def test_export_streams_archived_games_as_ndjson(tenant_client, worker):
    app, client = tenant_client
    finished = ended_game(client, moves=3, seed=5)[0]
    cancelled = ended_game(client, moves=1, finish=False)[0]
    isaac = ended_game(client, moves=2, game_type="isaac", finish=False)[0]
    for game_id in (finished, cancelled, isaac):
        archive_and_drop(app, game_id)
    lines = _export(client)
    assert [line["id"] for line in lines] == [finished, cancelled, isaac]  # earliest ended first
    first = lines[0]
    game = client.get(f"/v1/games/{finished}").get_json()
    assert {key: first[key] for key in ("type", "status", "result", "created_at", "ended_at",
                                        "version", "options")} == \
        {key: game[key] for key in ("type", "status", "result", "created_at", "ended_at",
                                    "version", "options")}
    assert first["seats"] == [{k: v for k, v in s.items() if k != "colour"} for s in game["seats"]]
    text = client.get(f"/v1/games/{finished}/export").get_data(as_text=True)
    assert first["moves"] == text.split("\n\n", 1)[1].splitlines()
    assert len(first["moves"]) == 4 and first["moves"][-1].endswith("-- resigns")
    # resumed from a line's cursor: what follows it
    assert [line["id"] for line in _export(client, f"cursor={first['cursor']}")] == \
        [cancelled, isaac]
    assert _export(client, f"cursor={lines[-1]['cursor']}") == []
    assert [line["id"] for line in _export(client, "type=isaac")] == [isaac]
    assert [line["id"] for line in _export(client, "status=finished")] == [finished]
    ended = lines[1]["ended_at"]
    assert [line["id"] for line in _export(client, f"since={ended}")] == [cancelled, isaac]
    assert [line["id"] for line in _export(client, f"until={ended}")] == [finished]
    assert not {line["id"] for line in _export(client, headers=GLOBEX)} & {finished, cancelled,
                                                                           isaac}
    assert_problem(client.get("/v1/archive/games?cursor=nope"), 400, "invalid_cursor")
    assert_problem(client.get("/v1/archive/games?status=active"), 422, "validation_error")


# -- PostgreSQL down ------------------------------------------------------------------

def test_archive_outage_answers_503_only_where_the_archive_is_needed(settings, worker):
    tmp = Path(tempfile.mkdtemp(prefix="archive-outage-"))
    process, url = start_server(tmp)
    try:
        archive = archive_module.Archive(url, timeout=1)
        archive.migrate()
        archive.close()
        app = create_app(replace(settings, database_url=url, api_keys=KEYS))
        client = app.test_client()
        client.environ_base["HTTP_X_API_KEY"] = "acme-key"
        gone = ended_game(client, moves=1, finish=False)[0]
        archive_and_drop(app, gone)
        live = create(client, "osiron", humans(2))
        live_id = live["game"]["id"]
        postgres_server.stop(process)
        for path in (f"/v1/games/{gone}", f"/v1/games/{gone}/history",
                     f"/v1/games/{gone}/events", f"/v1/games/{gone}/board.svg",
                     "/v1/archive/games", "/v1/games?limit=100"):
            refused = assert_problem(client.get(path), 503, "service_unavailable")
            assert refused["detail"]
            assert int(client.get(path).headers["Retry-After"]) >= 1
        # what Redis has is unaffected: live games, their moves, a listing page Redis fills
        assert client.get(f"/v1/games/{live_id}").status_code == 200
        assert client.get(f"/v1/games/{live_id}/history").status_code == 200
        legal = client.get(f"/v1/games/{live_id}/legal-moves").get_json()
        moved = client.post(f"/v1/games/{live_id}/moves", json={"move": legal["moves"][0]},
                            headers=bearer(live["seat_tokens"][str(legal["to_move"])]))
        assert moved.status_code == 200, moved.get_json()
        page = client.get("/v1/games?limit=1").get_json()
        assert page["games"][0]["id"] == live_id and page["next_cursor"]
        process = postgres_server.start(int(url.rsplit(":", 1)[1].split("/")[0]), tmp / "pg",
                                        log_file=tmp / "pg.log")
        assert client.get(f"/v1/games/{gone}").status_code == 200  # back: answered again
    finally:
        postgres_server.stop(process)
        shutil.rmtree(tmp, ignore_errors=True)


# -- under gunicorn (gevent): the parked stream path, PostgreSQL from greenlets --------------

def test_archived_game_through_gunicorn(app, redis_url, postgres):
    port = redis_server.free_port()
    server = start_api(redis_url, port, HOST="127.0.0.1", DATABASE_URL=postgres[0],
                       API_KEYS=",".join(KEYS))
    try:
        base, session = f"http://127.0.0.1:{port}", requests.Session()
        session.headers.update(ACME)
        made = session.post(f"{base}/v1/games", json={"type": "osiron", "seats": humans(2)}).json()
        game_id, token = made["game"]["id"], made["seat_tokens"]["1"]
        cancelled = session.post(f"{base}/v1/games/{game_id}/cancel",
                                 headers=bearer(made["creator_token"]))
        assert cancelled.status_code == 200
        paths = ("", "/history", "/events", "/export")
        before = [session.get(f"{base}/v1/games/{game_id}{p}", headers=bearer(token), timeout=10)
                  for p in paths]
        archive_and_drop(app, game_id)
        for path, then in zip(paths, before):
            now = session.get(f"{base}/v1/games/{game_id}{path}", headers=bearer(token),
                              timeout=10)
            assert (now.status_code, now.content) == (200, then.content), path
        lines = session.get(f"{base}/v1/archive/games", timeout=10).text.splitlines()
        assert game_id in [json.loads(line)["id"] for line in lines]
        assert session.get(f"{base}/v1/games/{game_id}", headers=GLOBEX).status_code == 404
    finally:
        stop_process(server)


def test_token_expiry_applies_to_archived_games_as_before(app, postgres):
    """ENDED_TOKEN_SECONDS counts from the end, wherever the game is read from."""
    expiring = create_app(replace(app.extensions["game_service"].settings,
                                  ended_token_seconds=1))
    client = expiring.test_client()
    client.environ_base["HTTP_X_API_KEY"] = "acme-key"
    game_id, tokens, _ = ended_game(client, moves=1, finish=False)
    archive_and_drop(expiring, game_id)
    assert client.get(f"/v1/games/{game_id}", headers=bearer(tokens["0"])).get_json()["you"] == 0
    time.sleep(1.1)
    assert client.get(f"/v1/games/{game_id}", headers=bearer(tokens["0"])).get_json()["you"] \
        is None
    assert_problem(client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["0"])),
                   403, "token_expired")
