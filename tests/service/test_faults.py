"""Crashes: a worker killed mid-job, Redis restarted, an API process killed
mid-request. Each test has a Redis server of its own (so no other worker
takes its jobs) and real worker / gunicorn processes."""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import subprocess
import threading

import psutil
import pytest
import redis
import requests
from rq import Queue
from rq.job import Job
from rq.registry import StartedJobRegistry

from services import redis_server
from services.api.app import create_app
from shared import jobs
from shared.settings import Settings
from shared.store import GameStore

from .conftest import TOKEN_SECRET, start_api, start_worker, stop_process
from .helpers import bearer, create, follow_game, follow_to_end, humans, wait_for
from .test_races import assert_consistent


class OwnRedis:
    def __init__(self, data_dir):
        self.port = redis_server.free_port()
        self.dir = data_dir
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = redis_server.start(self.port, data_dir)  # append-only file on

    def restart(self):
        redis_server.stop(self.process)  # SIGTERM: Redis writes its append-only file and exits
        assert self.process.returncode == 0
        self.process = redis_server.start(self.port, self.dir)

    def stop(self):
        redis_server.stop(self.process)


@pytest.fixture
def own_redis(tmp_path):
    server = OwnRedis(tmp_path / "redis")
    yield server
    server.stop()


def app_settings(url: str) -> Settings:
    extra = {"rate_limit_enabled": False} if "rate_limit_enabled" in {
        f.name for f in dataclasses.fields(Settings)} else {}
    # AI turns keep their RQ records a minute here, so the tests can read how RQ ran them.
    return Settings(redis_url=url, token_secret=TOKEN_SECRET.encode(), ai_max_seconds=2.0,
                    long_poll_seconds=5.0, ai_turn_result_ttl=60, min_clock_seconds=1, **extra)


@pytest.fixture
def own(own_redis):
    """(Flask test client, Redis client, store) on this test's own Redis."""
    app = create_app(app_settings(own_redis.url))
    connection = redis.Redis.from_url(own_redis.url)
    yield app.test_client(), connection, GameStore(connection, active_ttl=0, finished_ttl=0)
    connection.close()


def wait_started(connection, job_id: str, timeout: float = 30) -> None:
    """Poll until the job runs: in the AI queue's StartedJobRegistry and
    marked started by the work-horse (which then thinks for about a second)."""
    registry = StartedJobRegistry("ai", connection=connection)
    wait_for(lambda: (job_id in registry.get_job_ids(cleanup=False)
                      and Job.fetch(job_id, connection=connection).get_status() == "started"),
             timeout, f"job {job_id} to start", every=0.005)


def work_horse(worker: subprocess.Popen) -> psutil.Process:
    """The worker's forked work-horse (RQ puts it in a process group of its own)."""
    return wait_for(lambda: next((child for child in psutil.Process(worker.pid).children()
                                  if os.getpgid(child.pid) == child.pid), None),
                    10, "a work-horse", every=0.005)


def _hard_ai_game(client) -> tuple[str, str, str]:
    """Isis & Osiris: seat 0 an AI at level hard (about a second per move),
    seat 1 a human. Returns the game id, the human's token and the first AI job."""
    body = create(client, "isis-osiris", [{"kind": "ai", "level": "hard"}, {"kind": "human"}])
    game_id = body["game"]["id"]
    job_id = body["game"]["pending_job"]
    assert job_id == jobs.ai_turn_id(game_id, 1)
    return game_id, body["seat_tokens"]["1"], job_id


def _human_to_move(client, game_id: str) -> dict:
    """Long-poll until seat 1 (the human) is to move."""
    game = follow_game(client, game_id, lambda g: g["to_move"] == 1 or g["status"] != "active")
    assert game["to_move"] == 1, game
    return game


def _finish_after_one_more_turn(client, game_id: str, token: str) -> dict:
    """The human moves until the AI answers (the game goes on), then resigns."""
    for _ in range(20):
        _human_to_move(client, game_id)
        legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
        played = client.post(f"/v1/games/{game_id}/moves", json={"move": legal["moves"][0]},
                             headers=bearer(token))
        assert played.status_code == 200
        version = played.get_json()["game"]["version"]
        if played.get_json()["game"]["to_move"] == 0:
            break
    else:
        raise AssertionError("the AI never got the turn")
    answered = client.get(f"/v1/games/{game_id}?wait_for_version={version + 1}").get_json()
    assert answered["version"] == version + 1
    reply = client.get(f"/v1/games/{game_id}/history?after={version}").get_json()["entries"][0]
    assert reply["type"] == "move" and reply["seat"] == 0 and reply["ai"] is True
    assert client.post(f"/v1/games/{game_id}/resign", headers=bearer(token)).status_code == 200
    return follow_to_end(client, game_id)


KEEP_RESULTS = {"AI_TURN_RESULT_TTL": 60}


def _ai_turn_under_way(client, connection, worker: subprocess.Popen) -> tuple:
    """A game of ``_hard_ai_game`` whose first AI turn ``worker`` is running: the
    game id, the human's token, the job id and the work-horse running it."""
    game_id, token, job_id = _hard_ai_game(client)
    wait_started(connection, job_id)
    return game_id, token, job_id, work_horse(worker)


def test_work_horse_killed_mid_move_is_retried_by_rq(own, own_redis):
    client, connection, store = own
    worker = start_worker(own_redis.url, **KEEP_RESULTS)
    try:
        game_id, token, job_id, horse = _ai_turn_under_way(client, connection, worker)
        horse.send_signal(signal.SIGKILL)
        horse.wait(10)
        assert store.load(game_id).version == 1  # killed before it could move
        # The worker sees its horse die and RQ retries the job (retries left: 3).
        moved = client.get(f"/v1/games/{game_id}?wait_for_version=2").get_json()
        assert moved["version"] == 2
        job = Job.fetch(job_id, connection=connection)
        assert job.retries_left == 2
        assert job.latest_result(timeout=10).return_value["outcome"] == "applied"
        final = _finish_after_one_more_turn(client, game_id, token)
        assert final["status"] == "finished" and final["result"]["winners"] == [0]
        assert_consistent(store, game_id)
    finally:
        stop_process(worker)


def test_worker_killed_mid_move_its_job_is_taken_up_by_a_fresh_worker(own, own_redis):
    client, connection, store = own
    worker = start_worker(own_redis.url, **KEEP_RESULTS)
    try:
        game_id, token, job_id, horse = _ai_turn_under_way(client, connection, worker)
        # The whole worker dies at once: main process, its scheduler and the horse.
        os.killpg(worker.pid, signal.SIGKILL)
        horse.send_signal(signal.SIGKILL)
        worker.wait(10)
        horse.wait(10)
        assert store.load(game_id).version == 1
        assert job_id in StartedJobRegistry("ai", connection=connection).get_job_ids(cleanup=False)
    finally:
        stop_process(worker)
    fresh = start_worker(own_redis.url, **KEEP_RESULTS)
    try:
        # RQ alone would leave the job "started" until its heartbeat expires
        # (about 90 s) and a clean-up runs (every 10 min): the fresh worker
        # requeues it on start-up, so the AI moves within seconds.
        moved = client.get(f"/v1/games/{game_id}?wait_for_version=2").get_json()
        assert moved["version"] == 2
        assert Job.fetch(job_id, connection=connection).latest_result(
            timeout=10).return_value["outcome"] == "applied"
        final = _finish_after_one_more_turn(client, game_id, token)
        assert final["status"] == "finished"
        assert_consistent(store, game_id)
        assert StartedJobRegistry("ai", connection=connection).get_job_ids(cleanup=False) == []
    finally:
        stop_process(fresh)


def test_redis_restart_keeps_every_game_and_queued_job(own, own_redis):
    client, connection, store = own
    rng = random.Random(7)
    ai_games = [create(client, game_type, [{"kind": "ai", "level": "random"}] * 2)["game"]["id"]
                for game_type in ("isis-osiris", "isaac")]
    human = create(client, "osiron", humans(2))
    human_id = human["game"]["id"]
    for _ in range(5):
        legal = client.get(f"/v1/games/{human_id}/legal-moves").get_json()
        assert client.post(f"/v1/games/{human_id}/moves", json={"move": rng.choice(legal["moves"])},
                           headers=bearer(human["seat_tokens"][str(legal["to_move"])])).status_code == 200
    all_ids = ai_games + [human_id]
    before = {g: (store.load(g).doc, store.history(g, 0, 1000)) for g in all_ids}
    queued = Queue("ai", connection=connection).get_job_ids()
    assert sorted(queued) == sorted(jobs.ai_turn_id(g, 1) for g in ai_games)

    own_redis.restart()

    assert {g: (store.load(g).doc, store.history(g, 0, 1000)) for g in all_ids} == before
    assert Queue("ai", connection=connection).get_job_ids() == queued
    assert all(Job.fetch(j, connection=connection).get_status() == "queued" for j in queued)
    # The same API app carries on with the restarted Redis.
    assert client.get(f"/v1/games/{human_id}").get_json()["version"] == 6
    worker = start_worker(own_redis.url)
    try:
        for game_id in ai_games:
            assert follow_to_end(client, game_id)["status"] == "finished"
            assert_consistent(store, game_id)
    finally:
        stop_process(worker)


def _start_gunicorn(redis_url: str, port: int, processes: int = 1, **extra) -> subprocess.Popen:
    return start_api(redis_url, port, HOST="127.0.0.1", WEB_CONCURRENCY=processes, **extra)


def _api_worker(master: subprocess.Popen) -> psutil.Process:
    return wait_for(lambda: psutil.Process(master.pid).children(), 30, "a gunicorn worker")[0]


def test_api_process_killed_mid_request_leaves_no_partial_state(own, own_redis):
    client, connection, store = own
    port = redis_server.free_port()
    master = _start_gunicorn(own_redis.url, port)
    base = f"http://127.0.0.1:{port}"
    games = [create(client, game_type, humans(2))
             for game_type in ("isis-osiris", "osiron", "isaac") * 4]
    stop = threading.Event()
    applied, cut = [], []

    def player(body, seed):
        rng = random.Random(seed)
        session = requests.Session()
        game_id, tokens = body["game"]["id"], body["seat_tokens"]
        while not stop.is_set():
            try:
                legal = session.get(f"{base}/v1/games/{game_id}/legal-moves", timeout=20).json()
                if legal["to_move"] is None:
                    return
                response = session.post(f"{base}/v1/games/{game_id}/moves",
                                        json={"move": rng.choice(legal["moves"])},
                                        headers=bearer(tokens[str(legal["to_move"])]), timeout=20)
                if response.status_code == 200:
                    applied.append(game_id)
            except (requests.RequestException, ValueError):
                cut.append(game_id)  # the process answering died mid-request; go on

    threads = [threading.Thread(target=player, args=(body, i)) for i, body in enumerate(games)]
    try:
        for thread in threads:
            thread.start()
        for _ in range(2):  # kill the API process twice while moves are in flight
            before = len(applied)
            wait_for(lambda before=before: len(applied) >= before + 30, 30, "moves to be applied",
                     every=0.01)
            victim = _api_worker(master)
            victim.send_signal(signal.SIGKILL)
            victim.wait(10)
        count = len(applied)  # the respawned process serves moves again
        wait_for(lambda: len(applied) >= count + 30, 30, "the API to come back", every=0.01)
    finally:
        stop.set()
        for thread in threads:
            thread.join(30)
        stop_process(master)
    assert cut, "no request was in flight when the API process was killed"
    for body in games:
        doc = assert_consistent(store, body["game"]["id"])
        assert doc["version"] - 1 >= applied.count(body["game"]["id"])
