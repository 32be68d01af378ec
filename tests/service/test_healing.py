"""A worker that heals itself: a Redis outage while a job runs, /readyz while a
queue has no live worker, and `make run` (services/run.py) restarting a killed
worker. Real Redis servers of the tests' own and real processes throughout."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import psutil
import redis
import requests
from rq import Worker
from rq.scheduler import SCHEDULER_KEY_TEMPLATE
from rq.utils import now, utcparse

from services import redis_server
from services.run import WORKERS
from services.worker.resilient import HEARTBEAT_SECONDS
from shared import jobs as jobs_module

from .conftest import ROOT, service_env, start_worker, stop_process
from .helpers import poll, wait_for
from .test_faults import (_finish_after_one_more_turn, _hard_ai_game, assert_consistent,
                          own, own_redis, wait_started)  # noqa: F401  (fixtures)

OUTAGE_SECONDS = 3


def scheduler_beats(connection) -> list:
    """Heartbeats of the RQ schedulers registered in Redis."""
    beats = []
    for key in connection.scan_iter(match=SCHEDULER_KEY_TEMPLATE % "*"):
        beat = connection.hget(key, "last_heartbeat")
        if beat:
            beats.append(utcparse(beat.decode()))
    return beats


def test_redis_outage_while_a_job_runs_ends_neither_the_worker_nor_the_game(own, own_redis):
    client, connection, store = own
    worker = start_worker(own_redis.url)
    try:
        game_id, token, job_id = _hard_ai_game(client)
        wait_started(connection, job_id)
        names = [w.name for w in Worker.all(connection=connection)]
        redis_server.stop(own_redis.process)  # SIGTERM: Redis saves its append-only file
        time.sleep(OUTAGE_SECONDS)  # the outage itself, while the AI thinks
        assert worker.poll() is None
        own_redis.process = redis_server.start(own_redis.port, own_redis.dir)
        back = now()
        # The AI turn that was running is applied, and the game plays on to its end.
        moved = client.get(f"/v1/games/{game_id}?wait_for_version=2").get_json()
        assert moved["version"] == 2
        final = _finish_after_one_more_turn(client, game_id, token)
        assert final["status"] == "finished"
        assert_consistent(store, game_id)
        # The same worker (its loop never ended), and its scheduler is back within seconds.
        assert worker.poll() is None
        assert [w.name for w in Worker.all(connection=connection)] == names
        wait_for(lambda: any(beat > back for beat in scheduler_beats(connection)),
                 3 * HEARTBEAT_SECONDS, "the scheduler to beat again")
    finally:
        stop_process(worker)


def _scheduler_process(worker: subprocess.Popen) -> psutil.Process | None:
    """The worker's scheduler: its child in the worker's own process group (a
    work-horse has a group of its own)."""
    for child in psutil.Process(worker.pid).children():
        try:
            if os.getpgid(child.pid) == worker.pid:
                return child
        except ProcessLookupError:
            pass
    return None


def test_a_dead_scheduler_is_started_again_within_seconds(own, own_redis):
    _, connection, _ = own
    worker = start_worker(own_redis.url)
    try:
        scheduler = wait_for(lambda: _scheduler_process(worker), 30, "the scheduler")
        scheduler.kill()
        wait_for(lambda: not scheduler.is_running() or scheduler.status() == psutil.STATUS_ZOMBIE,
                 10, "the scheduler to die")  # a zombie until the worker looks at it
        killed = now()
        # RQ alone starts it again at its next maintenance, up to ten minutes later.
        revived = wait_for(lambda: (p := _scheduler_process(worker)) and p.pid != scheduler.pid
                           and p, 3 * HEARTBEAT_SECONDS, "a new scheduler process")
        wait_for(lambda: any(beat > killed for beat in scheduler_beats(connection)),
                 3 * HEARTBEAT_SECONDS, "the new scheduler to beat")
        assert revived.is_running() and worker.poll() is None
    finally:
        stop_process(worker)


def test_readyz_is_503_while_any_queue_has_no_live_worker(own, own_redis):
    client, connection, _ = own
    ai_worker = start_worker(own_redis.url)  # scoring, ai, hints, timers
    hooks_worker = None
    try:
        # The AI worker alone: webhook deliveries would wait without end.
        answer = wait_for(lambda: (r := client.get("/readyz")).get_json()["checks"].get(
            "workers") == 1 and r, 30, "the AI worker to register")
        assert answer.status_code == 503
        assert answer.get_json()["checks"]["missing"] == ["webhooks"]
        # a webhooks worker is a pool: each of its workers is live on its own
        hooks_worker = start_worker(own_redis.url, RQ_QUEUES="webhooks", WEBHOOK_WORKERS=2)
        ready = wait_for(lambda: (r := client.get("/readyz")).status_code == 200 and r.get_json()[
            "checks"]["queues"]["webhooks"] == 2 and r, 30, "both workers")
        assert ready.get_json()["checks"]["queues"] == {"scoring": 1, "ai": 1, "hints": 1,
                                                        "timers": 1, "webhooks": 2}
        (name,) = [w.name for w in Worker.all(connection=connection)
                   if "ai" in w.queue_names()]
        os.killpg(ai_worker.pid, signal.SIGKILL)  # no goodbye: its record stays in Redis
        ai_worker.wait(10)
        died = time.monotonic()
        answer = wait_for(lambda: (r := client.get("/readyz")).status_code == 503 and r, 30,
                          "/readyz to answer 503", every=0.25)
        elapsed = time.monotonic() - died
        print(f"\n/readyz answered 503 {elapsed:.1f} s after the AI worker was killed")
        checks = answer.get_json()["checks"]
        assert checks["missing"] == ["scoring", "ai", "hints", "timers"] and checks["workers"] == 2
        assert checks["queues"]["webhooks"] == 2
        assert connection.exists(Worker.redis_worker_namespace_prefix + name)  # still listed by RQ
    finally:
        stop_process(ai_worker)
        if hooks_worker is not None:
            stop_process(hooks_worker)


def _worker_children(run: psutil.Process) -> list[psutil.Process]:
    """The AI worker(s) among `make run`'s children (not the timers or webhooks worker)."""
    found = []
    for child in run.children():
        try:
            if ("services.worker.main" in child.cmdline()
                    and child.environ().get("RQ_QUEUES") == WORKERS["worker"]):
                found.append(child)
        except psutil.NoSuchProcess:
            pass
    return found


def _ready(port: int) -> bool:
    try:
        return requests.get(f"http://127.0.0.1:{port}/readyz", timeout=5).status_code == 200
    except requests.RequestException:
        return False  # gunicorn still starting


def test_make_run_restarts_a_worker_that_dies(own_redis, tmp_path):
    port = redis_server.free_port()
    env = service_env(own_redis.url, HOST="127.0.0.1", PORT=port, WEB_CONCURRENCY=1,
                      DATA_DIR=tmp_path / "data")
    log = tmp_path / "run.log"
    with open(log, "wb") as output:
        run = subprocess.Popen([sys.executable, "-m", "services.run"], cwd=ROOT, env=env,
                               stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
    connection = redis.Redis.from_url(own_redis.url)
    try:
        parent = psutil.Process(run.pid)
        (first,) = wait_for(lambda: _worker_children(parent), 30, "the worker")
        wait_for(lambda: any(w.pid == first.pid for w in Worker.all(connection=connection)), 30,
                 "the worker to register")
        os.killpg(first.pid, signal.SIGKILL)  # the worker, its scheduler, nothing else
        (second,) = wait_for(lambda: [c for c in _worker_children(parent) if c.pid != first.pid],
                             30, "a new worker")
        wait_for(lambda: any(w.pid == second.pid for w in Worker.all(connection=connection)), 30,
                 "the new worker to register")
        wait_for(lambda: _ready(port), 30, "the API to be ready")
        assert run.poll() is None
        text = log.read_text()
        assert "worker exited (-9); restarting in 1 s" in text and "worker restarted" in text
    finally:
        run.send_signal(signal.SIGTERM)
        try:
            run.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
        connection.close()
    assert run.returncode == 0 and "stopped" in log.read_text()


def _started_by(data_dir) -> list[psutil.Process]:
    """Processes of the `make run` that keeps its data in ``data_dir``: its children
    carry it in their environment, its embedded servers in their command line."""
    found = []
    for process in psutil.process_iter():
        try:
            if process.status() != psutil.STATUS_ZOMBIE and (
                    process.environ().get("DATA_DIR") == str(data_dir)
                    or any(str(data_dir) in part for part in process.cmdline())):
                found.append(process)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            pass
    return found


def _a_service_started(run: psutil.Process) -> bool:
    for child in run.children():
        try:
            if {"services.worker.main", "gunicorn"} & set(child.cmdline()):
                return True
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            pass
    return False


def test_make_run_asked_to_stop_as_it_starts_leaves_no_process(own_redis, tmp_path):
    """A stop that comes while `make run` is still starting its children (the moment
    the first exists) stops them all: none is left running in its own session."""
    data_dir = tmp_path / "data"
    env = service_env(own_redis.url, HOST="127.0.0.1", PORT=redis_server.free_port(),
                      WEB_CONCURRENCY=1, DATA_DIR=data_dir)
    run = subprocess.Popen([sys.executable, "-m", "services.run"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
                           start_new_session=True)
    try:
        parent = psutil.Process(run.pid)
        wait_for(lambda: _a_service_started(parent), 60, "a first child", every=0.001)
        run.send_signal(signal.SIGTERM)
        code = run.wait(60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
        # stopped children may take a moment to be reaped by the system
        left = poll(lambda: _started_by(data_dir), lambda found: not found, 10)
        for process in left:  # never leave them to the next test
            try:
                process.kill()
            except psutil.Error:
                pass  # gone meanwhile
    assert not left, [p.cmdline() for p in left]
    assert code == 0  # it stopped as asked, not by the signal


def test_the_api_answers_503_while_redis_is_away(own, own_redis):
    client, _, _ = own
    body = client.post("/v1/games", json={"type": "isaac", "seats": [{"kind": "human"}] * 2})
    game_id, token = body.get_json()["game"]["id"], body.get_json()["seat_tokens"]["0"]
    redis_server.stop(own_redis.process)
    try:
        for response in (client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "easy"},
                                     headers={"Authorization": f"Bearer {token}"}),
                         client.get(f"/v1/jobs/{jobs_module.hint_id(game_id, 1, 0, 'easy')}"),
                         client.post("/v1/games", json={"type": "isaac",
                                                        "seats": [{"kind": "ai"}] * 2})):
            assert response.status_code == 503, response.get_json()
            assert response.mimetype == "application/problem+json"
            assert response.get_json()["code"] == "service_unavailable"
            assert int(response.headers["Retry-After"]) >= 1
    finally:
        own_redis.process = redis_server.start(own_redis.port, own_redis.dir)
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1  # nothing changed
