"""Parked followers (``services/api/streaming/parking.py``): an event stream or long
poll that waits holds its socket in the process's parking, not a greenlet.

Against real gunicorn (one process, so every connection lands on the same
parking and hub) with the project's worker class, Redis and the stream caps
on; and, for the connection's buffering, real sockets in this process."""

from __future__ import annotations

import re
import socket
import threading
import time

import gevent
import pytest
import requests

from services import redis_server
from services.api.streaming import parking
from services.api.streaming.followers import HUB_NAME

from .conftest import start_api, stop_process
from .helpers import bearer, wait_for
from .test_streams import RawStream, closed_after, play_one_move, two_human_game

SSE_MAX_SECONDS = 3
TOKEN_STREAMS = 1
CONNECTIONS = 8  # WEB_CONNECTIONS: gunicorn's greenlets, and the parked followers at most


@pytest.fixture(scope="module")
def server(redis_url, tmp_path_factory):
    port = redis_server.free_port()
    process = start_api(redis_url, port, WEB_CONCURRENCY=1, WEB_CONNECTIONS=CONNECTIONS,
                        RATE_LIMIT_ENABLED=1,
                        PROMETHEUS_MULTIPROC_DIR=tmp_path_factory.mktemp("metrics"),
                        RATE_LIMIT_PER_ADDRESS=100000, RATE_LIMIT_PER_TOKEN=100000,
                        STREAM_LIMIT_PER_ADDRESS=1000, STREAM_LIMIT_PER_TOKEN=TOKEN_STREAMS,
                        SSE_MAX_SECONDS=SSE_MAX_SECONDS, LONG_POLL_SECONDS=20)
    url = f"http://127.0.0.1:{port}"
    yield {"url": url, "port": port}
    stop_process(process)


def followers(url: str) -> float:
    found = re.search(r"^api_followers (\S+)$", requests.get(f"{url}/metrics", timeout=5).text,
                      re.M)
    return float(found.group(1)) if found else 0.0


def wait_for_followers(url: str, count: int) -> None:
    """Until ``count`` followers are parked (the gauge counts them once attached). The
    bound is generous: on a loaded machine gunicorn's second process may still be
    starting (its render process too) when the first answers."""
    wait_for(lambda: followers(url) >= count, 30, f"{count} followers to park", every=0.02)


def token_remaining(response: requests.Response) -> int:
    return int(re.search(r'"token";r=(\d+)', response.headers["RateLimit"]).group(1))


class LongPoll(threading.Thread):
    def __init__(self, url: str, game_id: str, wanted: int, token: str, timeout: float = 20):
        super().__init__()
        self.args = (f"{url}/v1/games/{game_id}",
                     {"wait_for_version": wanted, "timeout": timeout}, bearer(token))
        self.response: requests.Response | None = None
        self.start()

    def run(self):
        url, params, headers = self.args
        self.response = requests.get(url, params=params, headers=headers, timeout=30)


# -- long polls -----------------------------------------------------------------------------------

def test_a_parked_long_poll_answers_with_the_change_and_counts_once(server):
    created = two_human_game(server["url"])
    game_id, watcher = created["game"]["id"], created["seat_tokens"]["1"]
    before = followers(server["url"])
    poll = LongPoll(server["url"], game_id, 2, watcher)
    wait_for_followers(server["url"], before + 1)
    assert play_one_move(server["url"], created).status_code == 200
    poll.join(10)
    answer = poll.response
    assert answer is not None and answer.status_code == 200, answer
    assert answer.json()["version"] == 2
    assert answer.headers["ETag"] == '"2"'
    assert answer.headers["Connection"] == "close"
    assert answer.headers["RateLimit-Policy"]
    # seat 1's view: the answer is dispatched again with the poll's own token
    assert answer.json()["you"] == 1
    # counted once however long it waited: the next request is exactly one more
    after = requests.get(f"{server['url']}/v1/games/{game_id}", headers=bearer(watcher), timeout=10)
    assert token_remaining(after) == token_remaining(answer) - 1
    assert followers(server["url"]) == before  # and no longer a follower


def test_a_parked_long_poll_answers_with_the_current_game_when_its_time_is_up(server):
    created = two_human_game(server["url"])
    started = time.monotonic()
    poll = LongPoll(server["url"], created["game"]["id"], 5, created["seat_tokens"]["0"],
                    timeout=1)
    poll.join(10)
    assert poll.response.status_code == 200 and poll.response.json()["version"] == 1
    assert 1 <= time.monotonic() - started < 4
    # its slot under the caps (one stream per token here) was given back
    stream = RawStream(server["port"], created["game"]["id"], created["seat_tokens"]["0"])
    try:
        assert stream.status() == 200
    finally:
        stream.close()


def test_a_long_poll_whose_client_left_gives_its_slot_back(server):
    created = two_human_game(server["url"])
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    before = followers(server["url"])
    raw = socket.create_connection(("127.0.0.1", server["port"]), timeout=10)
    raw.sendall(f"GET /v1/games/{game_id}?wait_for_version=9 HTTP/1.1\r\nHost: t\r\n"
                f"Authorization: Bearer {token}\r\n\r\n".encode())
    wait_for_followers(server["url"], before + 1)
    raw.close()
    wait_for(lambda: followers(server["url"]) <= before, 5,
             "the parked long poll to notice its client left", every=0.02)
    with requests.get(f"{server['url']}/v1/games/{game_id}/events", headers=bearer(token),
                      timeout=10, stream=True) as stream:
        assert stream.status_code == 200  # not 429: the only slot of this token is free


# -- event streams --------------------------------------------------------------------------------

def test_a_parked_stream_ends_at_its_deadline_with_the_last_chunk_and_frees_its_slot(server):
    created = two_human_game(server["url"])
    game_id, token = created["game"]["id"], created["seat_tokens"]["0"]
    stream = RawStream(server["port"], game_id, token)
    try:
        head = stream.read_until(b"\r\n\r\n")
        assert b"Transfer-Encoding: chunked" in head and b"RateLimit:" in head
        assert b"Content-Length" not in head
        # the other streams of this token are refused while it runs
        refused = requests.get(f"{server['url']}/v1/games/{game_id}/events",
                               headers=bearer(token), timeout=10)
        assert refused.status_code == 429
        # a complete chunked answer, then the connection closes
        assert stream.read_until(b"\r\n0\r\n\r\n", SSE_MAX_SECONDS + 5).endswith(b"\r\n0\r\n\r\n")
        assert closed_after(stream.sock, 5) < 5
    finally:
        stream.close()
    again = RawStream(server["port"], game_id, token)
    try:
        assert again.status() == 200
    finally:
        again.close()


def test_parked_followers_catch_up_when_the_subscription_drops(server, redis_client):
    created = two_human_game(server["url"])
    game_id = created["game"]["id"]
    before = followers(server["url"])
    stream = RawStream(server["port"], game_id, after=1)
    poll = LongPoll(server["url"], game_id, 2, created["seat_tokens"]["1"])
    try:
        wait_for_followers(server["url"], before + 2)
        for hub in [c for c in redis_client.client_list() if c["name"].startswith(HUB_NAME)]:
            redis_client.client_kill_filter(_id=hub["id"])
        assert play_one_move(server["url"], created).status_code == 200
        assert b"id: 2\nevent: move_applied" in stream.read_until(b"id: 2\n", 10)
        poll.join(10)
        assert poll.response is not None and poll.response.json()["version"] == 2
    finally:
        stream.close()


def test_past_its_capacity_a_process_serves_followers_on_their_greenlets(server):
    created = two_human_game(server["url"])
    game_id = created["game"]["id"]
    before = followers(server["url"])
    streams = [RawStream(server["port"], game_id, after=1) for _ in range(CONNECTIONS + 2)]
    try:
        for stream in streams:
            assert stream.status() == 200
        wait_for_followers(server["url"], before + CONNECTIONS + 2)
        assert play_one_move(server["url"], created).status_code == 200
        for stream in streams:  # parked or not, every follower gets the move
            assert b"id: 2\nevent: move_applied" in stream.read_until(b"id: 2\n", 10)
    finally:
        for stream in streams:
            stream.close()


def test_http_1_0_streams_are_not_chunked(server):
    created = two_human_game(server["url"])
    raw = socket.create_connection(("127.0.0.1", server["port"]), timeout=10)
    try:
        raw.sendall(f"GET /v1/games/{created['game']['id']}/events HTTP/1.0\r\n\r\n".encode())
        buffer = b""
        while b"retry: 2000\n\n" not in buffer:
            buffer += raw.recv(65536)
        assert buffer.startswith(b"HTTP/1.1 200") and b"chunked" not in buffer
        assert b"\r\n\r\nretry: 2000\n\nid: 1\n" in buffer
    finally:
        raw.close()


# -- the parked connection's buffer (real sockets, this process) --------------------------------

def _pair(buffer_bytes: int = 4096):
    server_side, client_side = socket.socketpair()
    server_side.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, buffer_bytes)
    client_side.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, buffer_bytes)
    return server_side, client_side


def test_a_connection_keeps_what_the_kernel_did_not_take_and_flushes_it_in_order():
    server_side, client_side = _pair()
    closed = []
    conn = parking.Connection(server_side, lambda: closed.append(True))
    server_side.close()  # the parked copy lives on, as under gunicorn
    sent = b"".join(b"%06d\n" % i for i in range(20000))  # 140 KB: far more than the buffers
    for start in range(0, len(sent), 7000):
        conn.send(sent[start:start + 7000])
    received = b""
    client_side.setblocking(False)
    deadline = time.monotonic() + 10
    while len(received) < len(sent):
        assert time.monotonic() < deadline
        gevent.sleep(0.001)  # let the loop run the connection's write watcher
        try:
            received += client_side.recv(65536)
        except BlockingIOError:
            pass
    assert received == sent and not closed
    conn.finish(b"end")
    gevent.sleep(0.01)
    assert client_side.recv(100) == b"end" and closed == [True]
    client_side.close()


def test_a_client_too_far_behind_is_dropped():
    server_side, client_side = _pair()
    closed = []
    conn = parking.Connection(server_side, lambda: closed.append(True))
    server_side.close()
    chunk = b"x" * 16384
    for _ in range(parking.MAX_PENDING // len(chunk) + 64):
        conn.send(chunk)
    assert closed == [True]  # it resumes with Last-Event-ID on its next connection
    client_side.close()


def test_a_client_hanging_up_closes_its_parked_connection():
    server_side, client_side = _pair()
    closed = []
    parking.Connection(server_side, lambda: closed.append(True))
    server_side.close()
    client_side.close()
    deadline = time.monotonic() + 5
    while not closed:
        assert time.monotonic() < deadline
        gevent.sleep(0.01)
    assert closed == [True]


# -- when Redis goes away -------------------------------------------------------------------------

def test_parked_followers_end_or_answer_when_redis_goes_away_and_resume_after(tmp_path):
    """Their news cannot be read: a parked stream ends (complete, so its
    client resumes with Last-Event-ID) and a parked long poll answers 503,
    rather than both waiting in silence."""
    from services import redis_server as servers

    from .test_faults import OwnRedis

    store = OwnRedis(tmp_path / "redis")
    port = servers.free_port()
    # one process, so both followers park where /metrics is read (each process
    # counts its own followers without PROMETHEUS_MULTIPROC_DIR)
    api = start_api(store.url, port, WEB_CONCURRENCY=1)
    url = f"http://127.0.0.1:{port}"
    try:
        created = two_human_game(url)
        game_id = created["game"]["id"]
        stream = RawStream(port, game_id, after=1)
        assert stream.status() == 200
        poll = LongPoll(url, game_id, 5, created["seat_tokens"]["0"], timeout=30)
        wait_for_followers(url, 2)
        servers.stop(store.process)
        poll.join(15)
        assert poll.response is not None and poll.response.status_code == 503
        assert poll.response.json()["code"] == "service_unavailable"
        assert stream.read_until(b"\r\n0\r\n\r\n", 15).endswith(b"\r\n0\r\n\r\n")
        stream.close()
        store.process = servers.start(store.port, store.dir)
        deadline = time.monotonic() + 15
        while True:  # the client resumes where it was, once the store is back
            again = RawStream(port, game_id, after=0)
            if again.status() == 200:
                break
            again.close()
            assert time.monotonic() < deadline, "streams did not come back with Redis"
        try:
            assert b"id: 1\n" in again.read_until(b"id: 1\n", 10)
        finally:
            again.close()
    finally:
        stop_process(api)
        store.stop()
