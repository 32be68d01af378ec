"""Live followers and the limits that protect the others, against real
gunicorn (its gevent worker, as configured by ``gunicorn_conf.py``), a real
RQ worker and Redis: many open streams, stream caps, slow clients and the
RateLimit fields."""

from __future__ import annotations

import json
import os
import re
import socket
import threading
import time
from dataclasses import replace

import psutil
import pytest
import requests

from services import redis_server
from services.api.app import create_app
from services.api.streaming.followers import HUB_NAME
from shared.settings import Settings

from .conftest import TOKEN_SECRET, start_api, stop_process
from .helpers import bearer, wait_for

HEADER_TIMEOUT = 1
BODY_TIMEOUT = 1
TOKEN_STREAMS = 2
WORKERS = 2


@pytest.fixture(scope="module")
def server(redis_url, tmp_path_factory):
    """gunicorn with the project's configuration, limits on, short timeouts."""
    port = redis_server.free_port()
    process = start_api(redis_url, port, WEB_CONCURRENCY=WORKERS, RATE_LIMIT_ENABLED=1,
                        PROMETHEUS_MULTIPROC_DIR=tmp_path_factory.mktemp("metrics"),
                        RATE_LIMIT_PER_ADDRESS=100000, RATE_LIMIT_PER_TOKEN=100000,
                        STREAM_LIMIT_PER_ADDRESS=1000, STREAM_LIMIT_PER_TOKEN=TOKEN_STREAMS,
                        HEADER_TIMEOUT_SECONDS=HEADER_TIMEOUT, BODY_TIMEOUT_SECONDS=BODY_TIMEOUT)
    url = f"http://127.0.0.1:{port}"
    yield {"url": url, "port": port, "pid": process.pid}
    stop_process(process)


def two_human_game(url: str) -> dict:
    response = requests.post(f"{url}/v1/games", json={
        "type": "osiron", "seats": [{"kind": "human"}, {"kind": "human"}]}, timeout=10)
    assert response.status_code == 201, response.text
    return response.json()


def play_one_move(url: str, created: dict) -> requests.Response:
    game_id = created["game"]["id"]
    legal = requests.get(f"{url}/v1/games/{game_id}/legal-moves", timeout=10).json()
    return requests.post(f"{url}/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                         headers=bearer(created["seat_tokens"][str(legal["to_move"])]), timeout=10)


class RawStream:
    """An SSE stream on a plain socket: cheap enough to hold dozens from one test."""

    def __init__(self, port: int, game_id: str, token: str | None = None, after: int = 0):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        self.sock.sendall((f"GET /v1/games/{game_id}/events HTTP/1.1\r\nHost: test\r\n"
                           f"Last-Event-ID: {after}\r\n{auth}\r\n").encode())
        self.buffer = b""

    def read_until(self, marker: bytes, seconds: float = 10) -> bytes:
        deadline = time.monotonic() + seconds
        while marker not in self.buffer:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            chunk = self.sock.recv(65536)
            if not chunk:
                break
            self.buffer += chunk
        return self.buffer

    def status(self) -> int:
        head = self.read_until(b"\r\n\r\n")
        return int(head.split(b" ", 2)[1])

    def close(self) -> None:
        self.sock.close()


def closed_after(sock: socket.socket, limit: float) -> float:
    """Seconds until the server closes ``sock`` (reading whatever it sends)."""
    started = time.monotonic()
    sock.settimeout(limit)
    try:
        while sock.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return time.monotonic() - started


# -- many followers cost no thread ------------------------------------------------------------

def test_64_open_streams_and_moves_still_answer_promptly(server, redis_client):
    created = two_human_game(server["url"])
    game_id = created["game"]["id"]
    streams = [RawStream(server["port"], game_id, after=1) for _ in range(64)]
    try:
        for stream in streams:
            assert stream.status() == 200
            stream.read_until(b"retry: 2000")
        followers = re.search(r"^api_followers (\S+)$", requests.get(
            f"{server['url']}/metrics", timeout=5).text, re.M)
        assert followers and float(followers.group(1)) >= 64
        started = time.monotonic()
        moved = play_one_move(server["url"], created)
        assert moved.status_code == 200, moved.text
        assert requests.get(f"{server['url']}/healthz", timeout=5).status_code == 200
        assert time.monotonic() - started < 5  # was: no answer at all with 32 followers
        # every follower gets the move, through one subscription per process
        for stream in streams:
            assert b"id: 2\nevent: move_applied" in stream.read_until(b"id: 2\n")
        workers = {p.pid for p in psutil.Process(server["pid"]).children()}
        clients = redis_client.client_list()
        hubs = [c for c in clients if c["name"].startswith(HUB_NAME)
                and int(c["name"].rsplit("-", 1)[1]) in workers]
        # at most one per process (a process starts its hub with its first follower;
        # the 64 streams may all have landed on one process)
        hub_pids = [int(c["name"].rsplit("-", 1)[1]) for c in hubs]
        assert 1 <= len(hubs) == len(set(hub_pids)) <= len(workers) == WORKERS
        assert all(c["psub"] == "2" for c in hubs)  # game channels and tenant feeds
        assert redis_client.pubsub_channels("game:*") == []  # no per-follower subscriptions
    finally:
        for stream in streams:
            stream.close()


@pytest.mark.cluster
def test_a_stream_resumes_and_ends_with_the_game(server):
    created = two_human_game(server["url"])
    game_id = created["game"]["id"]
    assert play_one_move(server["url"], created).status_code == 200
    stream = RawStream(server["port"], game_id, after=1)  # missed version 2 while away
    try:
        assert b"id: 2\n" in stream.read_until(b"id: 2\n")
        cancelled = requests.post(f"{server['url']}/v1/games/{game_id}/cancel",
                                  headers=bearer(created["creator_token"]), timeout=10)
        assert cancelled.status_code == 200
        assert b"event: game_cancelled" in stream.read_until(b"event: game_cancelled")
        assert closed_after(stream.sock, 10) < 10  # the stream ended with the game
    finally:
        stream.close()


# -- stream caps ---------------------------------------------------------------------------------

@pytest.mark.cluster
def test_stream_cap_per_token_counts_streams_and_long_polls_and_frees_at_the_end(server):
    created = two_human_game(server["url"])
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    streams = [RawStream(server["port"], game_id, token) for _ in range(TOKEN_STREAMS)]
    try:
        assert [s.status() for s in streams] == [200] * TOKEN_STREAMS
        for refused in (requests.get(f"{server['url']}/v1/games/{game_id}/events",
                                     headers=bearer(token), timeout=10),
                        requests.get(f"{server['url']}/v1/games/{game_id}",
                                     params={"wait_for_version": 5}, headers=bearer(token),
                                     timeout=10)):
            assert refused.status_code == 429
            assert refused.headers["Content-Type"] == "application/problem+json"
            assert refused.json()["code"] == "too_many_streams"
            assert int(refused.headers["Retry-After"]) >= 1
        # others are not affected: the other seat and spectators
        other = RawStream(server["port"], game_id, created["seat_tokens"]["1"])
        assert other.status() == 200
        other.close()
        # a read that need not wait is no stream
        assert requests.get(f"{server['url']}/v1/games/{game_id}", params={"wait_for_version": 1},
                            headers=bearer(token), timeout=10).status_code == 200
        # a client that hangs up gives its slot back at once (not at the next heartbeat)
        streams.pop().close()
        deadline, status = time.monotonic() + 5, None
        while status != 200 and time.monotonic() < deadline:  # the server sees the hang-up
            replacement = RawStream(server["port"], game_id, token)
            status = replacement.status()
            if status != 200:
                replacement.close()
        assert status == 200
        streams.append(replacement)
        # the streams end with the game and give their slots back
        requests.post(f"{server['url']}/v1/games/{game_id}/cancel",
                      headers=bearer(created["creator_token"]), timeout=10)
        for stream in streams:
            assert closed_after(stream.sock, 10) < 10
        again = requests.get(f"{server['url']}/v1/games/{game_id}/events",
                             headers=bearer(token), timeout=10)
        assert again.status_code == 200 and "event: game_cancelled" in again.text
    finally:
        for stream in streams:
            stream.close()


# -- slow clients ----------------------------------------------------------------------------------

def test_a_client_sending_half_a_header_is_cut_off_and_blocks_nobody(server):
    slow = [socket.create_connection(("127.0.0.1", server["port"]), timeout=10)
            for _ in range(40)]
    for sock in slow:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: slow\r\nX-Slow: ")
    started = time.monotonic()
    assert requests.get(f"{server['url']}/healthz", timeout=5).status_code == 200
    waited = closed_after(slow[0], HEADER_TIMEOUT + 10)
    assert 0.5 * HEADER_TIMEOUT <= time.monotonic() - started < HEADER_TIMEOUT + 10
    assert waited < HEADER_TIMEOUT + 10
    for sock in slow[1:]:  # all of them, not just the first
        assert closed_after(sock, HEADER_TIMEOUT + 10) < HEADER_TIMEOUT + 10
        sock.close()
    slow[0].close()


def test_a_body_that_never_arrives_answers_408_and_closes(server):
    created = two_human_game(server["url"])
    sock = socket.create_connection(("127.0.0.1", server["port"]), timeout=10)
    try:
        sock.sendall((f"POST /v1/games/{created['game']['id']}/moves HTTP/1.1\r\nHost: slow\r\n"
                      f"Content-Type: application/json\r\nContent-Length: 200\r\n\r\n"
                      '{"move": ').encode())
        started = time.monotonic()
        answer = b""
        sock.settimeout(BODY_TIMEOUT + 10)
        while chunk := sock.recv(65536):
            answer += chunk
        assert time.monotonic() - started >= 0.5 * BODY_TIMEOUT
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 408")
        assert b"application/problem+json" in head
        assert json.loads(body)["code"] == "request_timeout"
    finally:
        sock.close()
    after = requests.get(f"{server['url']}/v1/games/{created['game']['id']}", timeout=10).json()
    assert after["version"] == 1  # nothing was applied


# -- RateLimit fields ----------------------------------------------------------------------------

def _fields(value: str) -> dict:
    """``"a";q=1;w=2, "b";r=3`` -> {"a": {"q": 1, "w": 2}, "b": {"r": 3}}."""
    out = {}
    for member in value.split(","):
        name, *params = member.strip().split(";")
        out[json.loads(name)] = {k: int(v) for k, v in (p.split("=") for p in params)}
    return out


def test_ratelimit_fields_are_on_every_counted_answer(server):
    created = two_human_game(server["url"])
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    first = requests.get(f"{server['url']}/v1/games/{game_id}", headers=bearer(token), timeout=10)
    second = requests.get(f"{server['url']}/v1/games/{game_id}/nope", headers=bearer(token),
                          timeout=10)
    assert second.status_code == 404  # errors are counted and labelled too
    policy = _fields(first.headers["RateLimit-Policy"])
    assert policy == {"address": {"q": 100000, "w": 60}, "token": {"q": 100000, "w": 60}}
    assert _fields(second.headers["RateLimit-Policy"]) == policy
    before, after = _fields(first.headers["RateLimit"]), _fields(second.headers["RateLimit"])
    assert after["token"]["r"] == before["token"]["r"] - 1
    assert after["address"]["r"] < before["address"]["r"]
    assert all(0 < v["t"] <= 60 for v in after.values())
    assert "RateLimit" not in requests.get(f"{server['url']}/healthz", timeout=5).headers


def test_ratelimit_fields_on_refusal_and_exposed_to_browsers(settings):
    app = create_app(replace(settings, rate_limit_enabled=True, rate_limit_per_address=2,
                             cors_origins=("https://play.example",)))
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "192.0.2.77"
    client.application.extensions["game_service"].redis.delete("ratelimit:addr:192.0.2.77")
    origin = {"Origin": "https://play.example"}
    answers = [client.get("/v1/game-types", headers=origin) for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert [_fields(a.headers["RateLimit"])["address"]["r"] for a in answers] == [1, 0, 0]
    assert _fields(answers[2].headers["RateLimit-Policy"]) == {"address": {"q": 2, "w": 60}}
    exposed = answers[0].headers["Access-Control-Expose-Headers"].lower()
    assert "ratelimit" in exposed.split(", ") and "ratelimit-policy" in exposed.split(", ")


# -- a normal game with a hint each turn stays under the default per-token limit ------------------

def test_a_game_with_a_hint_each_turn_stays_under_the_default_token_limit(settings, worker):
    defaults = Settings(redis_url=settings.redis_url, token_secret=TOKEN_SECRET.encode())
    app = create_app(replace(defaults, rate_limit_enabled=True, long_poll_seconds=5.0))
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = "192.0.2.88"
    created = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "human"}, {"kind": "ai", "level": "medium"}]}).get_json()
    game_id, auth = created["game"]["id"], bearer(created["seat_tokens"]["0"])
    turns, started, last = 0, time.monotonic(), None

    def call(method, path, **kwargs):
        nonlocal last
        response = getattr(client, method)(path, headers=auth, **kwargs)
        assert response.status_code != 429, response.get_json()
        last = response
        return response

    while turns < 4:
        game = call("get", f"/v1/games/{game_id}").get_json()
        while game["status"] == "active" and game["to_move"] != 0:  # the AI's turn
            game = call("get", f"/v1/games/{game_id}?wait_for_version={game['version'] + 1}"
                        ).get_json()
        if game["status"] != "active":
            break
        job = call("post", f"/v1/games/{game_id}/ai-moves", json={}).get_json()  # default hint
        while job["status"] in ("queued", "running"):
            time.sleep(0.25)  # a client polling its hint four times a second
            job = call("get", f"/v1/jobs/{job['id']}").get_json()
        assert job["status"] == "finished", job
        assert call("post", f"/v1/games/{game_id}/moves",
                    json={"move": job["result"]["move"]}).status_code == 200
        turns += 1
    elapsed = time.monotonic() - started
    token = _fields(last.headers["RateLimit"])["token"]
    limit = _fields(last.headers["RateLimit-Policy"])["token"]["q"]
    used = limit - token["r"]
    assert turns == 4
    # the pace of this game, kept up for a whole minute, stays well under the limit
    print(f"per-token use: {used} requests in {elapsed:.1f} s for {turns} turns "
          f"= {used / elapsed * 60:.0f}/min (limit {limit})")
    assert used / elapsed * 60 < 0.8 * limit, (used, elapsed, limit)


# -- the hub: no change missed when its connection drops -------------------------------------------

def test_a_change_while_the_hub_reconnects_still_wakes_the_long_poll(app, client, redis_client):
    """In-process (no gevent: the hub runs on a thread). The hub's connection
    is killed, a move is made at once; the waiting long poll still answers
    with it, long before its timeout (5 s in this suite)."""
    created = client.post("/v1/games", json={"type": "osiron", "seats": [
        {"kind": "human"}, {"kind": "human"}]}).get_json()
    game_id = created["game"]["id"]
    answers = []
    waiter = threading.Thread(target=lambda: answers.append(
        client.get(f"/v1/games/{game_id}?wait_for_version=2&timeout=30").get_json()))
    waiter.start()
    name = f"{HUB_NAME}-{os.getpid()}"
    wait_for(lambda: (app.extensions["followers"].following and
                      [c for c in redis_client.client_list() if c["name"] == name]),
             10, "the long poll to start waiting", every=0.02)
    hub_ids = [c["id"] for c in redis_client.client_list() if c["name"] == name]
    for hub_id in hub_ids:
        redis_client.client_kill_filter(_id=hub_id)
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    started = time.monotonic()
    assert client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                       headers=bearer(created["seat_tokens"]["0"])).status_code == 200
    waiter.join(30)
    assert answers and answers[0]["version"] == 2
    assert time.monotonic() - started < 4  # woken, not timed out
