"""The analysis of an ended game through the API and a real worker: the
crafted Osiron blunder is found, the job is deduped, a live game is refused,
another tenant sees nothing, the quota of AI work applies, and the analysis
is read from the archive once Redis no longer has the game."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest

from services import postgres_server
from services.api.app import create_app
from shared import archive as archive_module
from shared import jobs
from shared.store.keys import analysis_key
from tests.ai.test_analysis import OSIRON_BLUNDER
from tests.archive.conftest import start_server
from tests.service.helpers import bearer, create, follow_game, humans, wait_job
from tests.service.test_api_games import assert_problem

KEYS = ("acme=acme-key", "globex=globex-key")
ACME, GLOBEX = {"X-API-Key": "acme-key"}, {"X-API-Key": "globex-key"}


@pytest.fixture(scope="module")
def postgres():
    tmp = Path(tempfile.mkdtemp(prefix="analysis-"))
    process, url = start_server(tmp)
    archive = archive_module.Archive(url, timeout=2)
    archive.migrate()
    yield url
    archive.close()
    postgres_server.stop(process)
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="module")
def app(settings, postgres):
    return create_app(replace(settings, api_keys=KEYS, database_url=postgres))


@pytest.fixture
def client(app):
    client = app.test_client()
    client.environ_base["HTTP_X_API_KEY"] = "acme-key"
    return client


def play(client, game_id: str, tokens: dict, notations: list[str]) -> dict:
    for text in notations:
        game = client.get(f"/v1/games/{game_id}").get_json()
        response = client.post(f"/v1/games/{game_id}/moves", json={"notation": text},
                               headers=bearer(tokens[str(game["to_move"])]))
        assert response.status_code == 200, response.get_json()
    return follow_game(client, game_id, lambda game: game["status"] == "finished")


def osiron_blunder(client) -> str:
    body = create(client, "osiron", humans(2))
    game_id = body["game"]["id"]
    game = play(client, game_id, body["seat_tokens"], OSIRON_BLUNDER + ["M4xI4"])
    assert game["result"]["winners"] == [1]
    return game_id


def test_the_blunder_is_found_once_by_one_deduped_job(client, worker, app, settings):
    game_id = osiron_blunder(client)
    first = client.post(f"/v1/games/{game_id}/analysis", json={})
    assert first.status_code == 202, first.get_json()
    job = first.get_json()
    assert job["id"] == jobs.analysis_id(game_id, "standard") and job["kind"] == "analysis"
    assert first.headers["Location"] == f"/v1/jobs/{job['id']}"
    again = client.post(f"/v1/games/{game_id}/analysis", json={"level": "standard"})
    assert again.status_code == 202 and again.get_json()["id"] == job["id"]
    done = wait_job(client, job["id"])
    assert done["status"] == "finished"
    assert done["result"] == {"outcome": "analysed", "level": "standard"}

    analysis = client.get(f"/v1/games/{game_id}/analysis").get_json()
    blunder = analysis["plies"][len(OSIRON_BLUNDER) - 1]
    assert (blunder["seat"], blunder["move"], blunder["class"]) == (0, "I3xM3", "blunder")
    assert all(p["best_value"] >= p["value"] for p in analysis["plies"])
    assert blunder["ply"] in analysis["seats"][0]["key_moments"]
    # Kept beside the game, in its slot, and expiring as a game that is over does.
    store = app.extensions["game_service"].redis
    assert 0 < store.pttl(analysis_key(game_id, "standard")) <= settings.finished_game_ttl * 1000

    # Done and kept: asked again, the same job, and nothing is queued.
    queue = app.extensions["game_service"].queue
    third = client.post(f"/v1/games/{game_id}/analysis", json={})
    assert third.get_json()["id"] == job["id"] and third.get_json()["status"] == "finished"
    assert jobs.status(queue, job["id"]) in (None, "finished")

    svg = client.get(f"/v1/games/{game_id}/analysis.svg")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    text = svg.get_data(as_text=True)
    assert 'class="blunder"' in text and "Blunder" in text and "Light" in text


def test_a_live_game_is_not_analysed(client):
    body = create(client, "isaac", humans(2))
    game_id = body["game"]["id"]
    assert_problem(client.post(f"/v1/games/{game_id}/analysis", json={}), 409, "game_not_over")
    assert_problem(client.get(f"/v1/games/{game_id}/analysis"), 409, "game_not_over")


def test_another_tenant_sees_nothing(client, worker, app):
    game_id = osiron_blunder(client)
    job = client.post(f"/v1/games/{game_id}/analysis", json={"level": "quick"}).get_json()
    wait_job(client, job["id"])
    other = app.test_client()
    other.environ_base["HTTP_X_API_KEY"] = "globex-key"
    for response in (other.post(f"/v1/games/{game_id}/analysis", json={}),
                     other.get(f"/v1/games/{game_id}/analysis?level=quick"),
                     other.get(f"/v1/games/{game_id}/analysis.svg?level=quick")):
        assert_problem(response, 404, "game_not_found")
    assert_problem(other.get(f"/v1/jobs/{job['id']}"), 404, "job_not_found")


def test_a_level_never_asked_for_is_not_found(client):
    game_id = osiron_blunder(client)
    assert_problem(client.get(f"/v1/games/{game_id}/analysis?level=deep"), 404,
                   "analysis_not_found")
    assert_problem(client.get(f"/v1/games/{game_id}/analysis?level=bogus"), 422,
                   "validation_error")


def test_analysis_is_refused_beyond_the_quota_of_ai_work(settings, postgres):
    capped = create_app(replace(settings, api_keys=KEYS, database_url=postgres,
                                ai_quota_turns=0)).test_client()
    capped.environ_base["HTTP_X_API_KEY"] = "acme-key"
    game_id = osiron_blunder(capped)
    response = capped.post(f"/v1/games/{game_id}/analysis", json={})
    assert_problem(response, 429, "ai_quota_exceeded")
    assert response.headers["Retry-After"]


def test_the_analysis_is_read_from_the_archive_once_redis_drops_the_game(client, worker, app):
    game_id = osiron_blunder(client)
    job = client.post(f"/v1/games/{game_id}/analysis", json={"level": "quick"}).get_json()
    wait_job(client, job["id"])
    kept = client.get(f"/v1/games/{game_id}/analysis?level=quick").get_json()
    resources = app.extensions["game_service"]
    doc = resources.store.load(game_id).doc
    # The worker of this session has no archive: what one with it would have written.
    resources.archive.archive_game(doc, resources.store.history(game_id, 0, doc["version"]))
    resources.archive.save_analysis(doc["tenant"], game_id, "quick", kept)
    resources.store.delete(game_id, doc.get("tenant"), doc.get("owner"))
    assert client.get(f"/v1/games/{game_id}/analysis?level=quick").get_json() == kept
    assert client.get(f"/v1/jobs/{job['id']}").get_json()["status"] == "finished"
