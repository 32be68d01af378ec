"""End to end: gunicorn + RQ worker + Redis, full games over real HTTP."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
import requests

from services import redis_server
from shared.games import GAMES

from .conftest import ROOT, service_env, start_worker, stop_process

# gunicorn and a worker on a single Redis, and on a Redis Cluster with the queue beside it.
pytestmark = pytest.mark.cluster


@pytest.fixture(scope="module")
def base_url(redis_url, worker):
    """gunicorn, the session's worker and a webhooks worker: a stack /readyz calls ready."""
    hooks = start_worker(redis_url, RQ_QUEUES="webhooks")
    port = redis_server.free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "services/api/web/gunicorn_conf.py"),
         "services.api.wsgi:app"], cwd=ROOT, env=service_env(redis_url, PORT=port, WEB_CONCURRENCY=2),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    session = requests.Session()
    for _ in range(300):  # gunicorn takes a moment to bind; readyz also needs the worker
        try:
            if session.get(f"{url}/readyz", timeout=5).status_code == 200:
                break
        except requests.RequestException:
            pass
        if process.poll() is not None:
            raise RuntimeError("gunicorn exited")
        process_wait(process, 0.1)
    else:
        raise RuntimeError("the API never became ready")
    yield url
    stop_process(process)
    stop_process(hooks)


def process_wait(process, seconds):
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        pass


def follow_events(url: str, game_id: str, token: str | None = None, after: int = 0):
    """Read the event stream until the server closes it (the game ended)."""
    headers = {"Last-Event-ID": str(after)}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    events, current = [], {}
    with requests.get(f"{url}/v1/games/{game_id}/events", headers=headers, stream=True,
                      timeout=60) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        for line in response.iter_lines(decode_unicode=True):
            if line.startswith("id: "):
                current["id"] = int(line[4:])
            elif line.startswith("event: "):
                current["event"] = line[7:]
            elif line.startswith("data: "):
                current["data"] = json.loads(line[6:])
            elif line == "" and "id" in current:
                events.append(current)
                current = {}
    return events


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_human_against_ai_over_http(base_url, game_type):
    """A client plays random legal moves against an AI seat until the end."""
    rules = GAMES[game_type]
    created = requests.post(f"{base_url}/v1/games", json={
        "type": game_type, "seats": [{"kind": "human", "name": "Ann"}] +
        [{"kind": "ai", "level": "random"}] * (rules.min_players - 1)}).json()
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    auth = {"Authorization": f"Bearer {token}"}
    rng = random.Random(7)
    game = created["game"]
    for _ in range(1000):
        if game["status"] in ("finished", "cancelled"):
            break
        if game["status"] == "active" and game["to_move"] == 0:
            legal = requests.get(f"{base_url}/v1/games/{game_id}/legal-moves").json()
            response = requests.post(f"{base_url}/v1/games/{game_id}/moves",
                                     json={"move": rng.choice(legal["moves"])},
                                     headers={**auth, "If-Match": f'"{legal["version"]}"'})
            assert response.status_code == 200, response.text
            game = response.json()["game"]
        else:
            game = requests.get(f"{base_url}/v1/games/{game_id}",
                                params={"wait_for_version": game["version"] + 1}, headers=auth).json()
    assert game["status"] == "finished"
    assert game["result"]["winners"] or game["result"]["draw"]
    events = follow_events(base_url, game_id, token)
    assert [e["id"] for e in events] == list(range(1, game["version"] + 1))
    assert events[-1]["event"] == "game_finished" and events[-1]["data"]["game"]["status"] == "finished"
    resumed = follow_events(base_url, game_id, token, after=game["version"] - 2)
    assert [e["id"] for e in resumed] == [game["version"] - 1, game["version"]]


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_ai_only_game_over_http_is_followed_live(base_url, game_type):
    rules = GAMES[game_type]
    created = requests.post(f"{base_url}/v1/games", json={
        "type": game_type, "seats": [{"kind": "ai", "level": "easy"}] * rules.max_players}).json()
    events = follow_events(base_url, created["game"]["id"])
    assert events[0]["event"] == "game_created" and events[-1]["event"] == "game_finished"
    versions = [e["id"] for e in events]
    assert versions == sorted(set(versions)) and versions[0] == 1
    final = requests.get(f"{base_url}/v1/games/{created['game']['id']}").json()
    assert final["status"] == "finished" and final["version"] == versions[-1]


def test_health_and_metrics(base_url):
    assert requests.get(f"{base_url}/healthz").json()["status"] == "ok"
    ready = requests.get(f"{base_url}/readyz").json()
    assert ready["checks"]["redis"] == "ok" and ready["checks"]["missing"] == []
    assert all(count >= 1 for count in ready["checks"]["queues"].values())
    metrics = requests.get(f"{base_url}/metrics").text
    assert "api_request_seconds" in metrics
