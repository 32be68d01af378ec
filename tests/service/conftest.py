"""Real parts for the service tests: a Redis server started for the session,
the Flask app on it, and real RQ worker / gunicorn processes where needed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis
import requests

from services import redis_server
from services.api.app import create_app
from shared import redis_conn
from shared.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
TOKEN_SECRET = "test-token-secret-of-at-least-32-bytes"


# The job queue's URL of each game store that is a cluster (``service_env``, ``settings``).
QUEUE_URLS: dict[str, str] = {}


def pytest_generate_tests(metafunc):
    """Tests marked ``cluster`` run twice: on a single Redis and on a Redis Cluster
    (``redis_url`` is then a ``redis+cluster://`` URL, the queue on a Redis of its own)."""
    if "redis_url" in metafunc.fixturenames and metafunc.definition.get_closest_marker("cluster"):
        metafunc.parametrize("redis_url", ["single", "cluster"], indirect=True, scope="session")


@pytest.fixture(scope="session")
def single_redis_url(tmp_path_factory):
    port = redis_server.free_port()
    process = redis_server.start(port, tmp_path_factory.mktemp("redis"))
    yield f"redis://127.0.0.1:{port}/0"
    redis_server.stop(process)


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A 3-primary Redis Cluster on free ports, and a single Redis for its job queue."""
    data = tmp_path_factory.mktemp("cluster")
    cluster = redis_server.Cluster(data / "nodes", primaries=3).start()
    port = redis_server.free_port()
    queue = redis_server.start(port, data / "queue", persist=False)
    QUEUE_URLS[cluster.url] = f"redis://127.0.0.1:{port}/0"
    yield cluster
    redis_server.stop(queue)
    cluster.stop()


@pytest.fixture(scope="session")
def redis_url(request):
    """The game store's URL: a single Redis, or for the ``cluster`` run of a
    test marked so, the session's Redis Cluster."""
    if getattr(request, "param", "single") == "cluster":
        return request.getfixturevalue("redis_cluster").url
    return request.getfixturevalue("single_redis_url")


@pytest.fixture(scope="session")
def queue_url(redis_url) -> str:
    return QUEUE_URLS.get(redis_url, redis_url)


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    # Rate limits and AI quotas off: the suite sends many requests from one address
    # (test_security.py checks the limits, test_queues.py the quotas, on apps of their own).
    # Clocks as short as a second, so that a timeout is seen quickly (test_clocks.py checks
    # the minimum on an app of its own).
    return Settings(redis_url=redis_url, queue_redis_url=QUEUE_URLS.get(redis_url, ""),
                    token_secret=TOKEN_SECRET.encode(), ai_max_seconds=2.0,
                    long_poll_seconds=5.0, sse_max_seconds=10.0, rate_limit_enabled=False,
                    ai_quota_jobs=10_000, ai_quota_games=10_000, min_clock_seconds=1)


@pytest.fixture(scope="session")
def app(settings):
    return create_app(settings)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def redis_client(redis_url):
    """A client of the game store (``RedisCluster`` on a cluster)."""
    client = redis_conn.store_client(redis_url)
    yield client
    client.close()


@pytest.fixture
def queue_client(queue_url):
    """A client of the job queue's Redis (the game store's own on a single Redis)."""
    client = redis.Redis.from_url(queue_url)
    yield client
    client.close()


def service_env(redis_url: str, **extra) -> dict:
    env = dict(os.environ)
    env.update(REDIS_URL=redis_url, TOKEN_SECRET=TOKEN_SECRET, AI_MAX_SECONDS="2",
               RATE_LIMIT_ENABLED="0", MIN_CLOCK_SECONDS="1", PYTHONPATH=str(ROOT))
    if redis_url in QUEUE_URLS:
        env["QUEUE_REDIS_URL"] = QUEUE_URLS[redis_url]
    env.update({k: str(v) for k, v in extra.items()})
    return env


def start_worker(redis_url: str, **extra) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "services.worker.main"], cwd=ROOT,
                            env=service_env(redis_url, **extra), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def start_api(redis_url: str, port: int, app: str = "services.api.wsgi:app",
              **extra) -> subprocess.Popen:
    """gunicorn with the project's configuration (``extra``: environment), once it
    answers ``/healthz``; ``app``: the WSGI app it serves."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "services/api/web/gunicorn_conf.py"),
         app], cwd=ROOT, env=service_env(redis_url, PORT=port, **extra),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 30
    while True:
        try:
            if requests.get(f"http://127.0.0.1:{port}/healthz", timeout=5).status_code == 200:
                return process
        except requests.RequestException:
            pass  # still booting
        assert process.poll() is None and time.monotonic() < deadline, "gunicorn did not start"
        time.sleep(0.05)


def stop_process(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture(scope="session")
def worker(redis_url):
    """One real RQ worker process for the whole session."""
    process = start_worker(redis_url)
    yield process
    stop_process(process)
