"""`make run`: the whole service on one machine.

Starts an embedded Redis (unless ``REDIS_URL`` is set), an embedded PostgreSQL
for the archive of ended games (unless ``DATABASE_URL`` is set; its migrations
applied either way), the API under gunicorn
on ``127.0.0.1:$PORT`` (default 8000), the RQ workers of ``WORKERS`` (AI moves,
hints, scoring and the archive; timers; webhook deliveries), and keeps them running: a process
that dies is started again (after 1 s, doubling up to 30 s while it keeps
dying within a minute of its start). Ctrl-C stops all of it.

Each instance keeps its files in a data directory of its own, ``var/$PORT``
(``DATA_DIR`` to choose another): the embedded Redis's data (they survive
restarts), the embedded PostgreSQL's (``postgres/``), their logs and the token
secret. So another ``PORT`` is another instance with its own games, Redis and
PostgreSQL (on free ports) and secret; a second
instance on a port or directory already in use refuses to start and says
which setting to change.
"""

from __future__ import annotations

import dataclasses
import fcntl
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import redis

from services import postgres_server, redis_server
from shared import archive
from shared.settings import Settings, require_token_secret, validate

#: The workers ``make run`` starts (the compose file runs the same), each with the
#: queues it takes (``RQ_QUEUES``), first the one it serves first. A worker takes a
#: job of a later queue only while every earlier one is empty, so clock deadlines
#: and expiries (``timers``) get a worker of their own: behind a tenant that keeps
#: the ``ai`` queue busy they would wait as long as it likes. Webhook deliveries wait
#: on other people's servers: a worker (a pool) of their own too.
WORKERS = {
    "worker": "archive,scoring,ai,hints",
    "timers": "timers",
    "webhooks": "webhooks",
}

ROOT = Path(__file__).resolve().parent.parent


class InstanceInUse(SystemExit):
    """Another instance holds this port or data directory: exit with a message
    that names the setting to change."""


def _claim_port(host: str, port: int) -> None:
    """Refuse early, and clearly, when something already listens on the port
    (gunicorn would otherwise retry, then die, and be restarted in a loop)."""
    with socket.socket() as probe:
        # as gunicorn binds: a port left in TIME_WAIT by a stopped instance is free
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            raise InstanceInUse(
                f"Port {port} on {host} is already in use (another `make run`?). "
                f"Set PORT to run another instance, e.g. PORT={port + 1} make run") from None


def _lock_data_dir(data_dir: Path):
    """Hold a lock on the data directory for this process's life: two instances
    sharing one embedded Redis's files would corrupt each other's games."""
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = open(data_dir / "run.lock", "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise InstanceInUse(
            f"{data_dir} is used by another running instance. Set PORT (each port has its "
            f"own directory under var/) or DATA_DIR to run another one.") from None
    return lock


def _token_secret(data_dir: Path) -> str:
    """A secret kept in the data directory, so tokens stay valid across restarts."""
    path = data_dir / "token_secret"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()


def _environment(settings: Settings) -> tuple[dict, list["Child"], object]:
    """The children's environment, the embedded servers (Redis, PostgreSQL:
    those started) and the data directory's lock (held, open, until the process ends)."""
    env = dict(os.environ)
    port = settings.port
    env.setdefault("PORT", str(port))
    _claim_port(settings.host, port)
    data_dir = Path(settings.data_dir or ROOT / "var" / str(port)).resolve()
    env["DATA_DIR"] = str(data_dir)
    lock = _lock_data_dir(data_dir)
    env.setdefault("TOKEN_SECRET", _token_secret(data_dir))
    # one given in the environment is checked here, before any server starts (none is
    # left running), not by children restarted in a loop
    require_token_secret(dataclasses.replace(settings, token_secret=env["TOKEN_SECRET"].encode()))
    redis_child = None
    if not env.get("REDIS_URL"):
        redis_port = settings.embedded_redis_port or redis_server.free_port()
        # Capped: a full Redis refuses changes (503 storage_full) instead of
        # taking the machine's memory or silently evicting games.
        maxmemory = settings.embedded_redis_maxmemory
        redis_child = Child("redis", lambda: redis_server.start(
            redis_port, data_dir / "redis", log_file=data_dir / "redis.log",
            maxmemory=maxmemory))
        env["REDIS_URL"] = f"redis://127.0.0.1:{redis_port}/0"
        print(f"embedded Redis on 127.0.0.1:{redis_port}, data in {data_dir / 'redis'}",
              flush=True)
    servers = [redis_child] if redis_child else []
    try:
        if not env.get("DATABASE_URL"):
            pg_port = postgres_server.free_port()
            servers.append(Child("postgres", lambda: postgres_server.start(
                pg_port, data_dir / "postgres", log_file=data_dir / "postgres.log")))
            env["DATABASE_URL"] = postgres_server.url(pg_port)
            print(f"embedded PostgreSQL on 127.0.0.1:{pg_port}, data in {data_dir / 'postgres'}",
                  flush=True)
        _migrate(env["DATABASE_URL"])
    except BaseException:
        for server in servers:  # none outlives a failed start
            server.stop()
        raise
    metrics_dir = data_dir / "prometheus"
    shutil.rmtree(metrics_dir, ignore_errors=True)
    metrics_dir.mkdir()
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    return env, servers, lock


def _migrate(database_url: str) -> None:
    """Bring the archive's schema up to date; an archive out of reach is said and
    not fatal (play goes on without it, as it would if it went down later)."""
    store = archive.Archive(database_url)
    try:
        applied = store.migrate()
        if applied:
            print(f"archive migrations applied: {', '.join(applied)}", flush=True)
    except archive.ArchiveUnavailable as error:
        print(f"the archive (DATABASE_URL) is out of reach, migrations not applied: {error}",
              flush=True)
    finally:
        store.close()


class Child:
    """A supervised process, in a process group of its own so that what it leaves
    behind when it dies (an RQ scheduler, gunicorn workers) goes with it."""

    FIRST_DELAY, MAX_DELAY, STEADY_SECONDS = 1.0, 30.0, 60.0

    def __init__(self, name: str, start: Callable[[], subprocess.Popen]):
        self.name = name
        self._start = start
        self.delay = self.FIRST_DELAY
        self.restart_at: float | None = None
        self.process = self._launch()

    def _launch(self) -> subprocess.Popen:
        self.started = time.monotonic()
        return self._start()

    def check(self) -> None:
        """Restart the process if it died, with backoff; log both."""
        now = time.monotonic()
        if self.restart_at is not None:
            if now >= self.restart_at:
                self.restart_at = None
                try:
                    self.process = self._launch()
                except (OSError, RuntimeError, redis.RedisError) as error:  # e.g. Redis failing
                    print(f"{self.name} failed to start ({error})", flush=True)
                    self.restart_at = now + self.delay
                    self.delay = min(self.delay * 2, self.MAX_DELAY)
                    return
                print(f"{self.name} restarted (pid {self.process.pid})", flush=True)
            return
        code = self.process.poll()
        if code is None:
            return
        _signal_group(self.process, signal.SIGKILL)
        if now - self.started >= self.STEADY_SECONDS:
            self.delay = self.FIRST_DELAY  # it had been running fine: restart at once
        print(f"{self.name} exited ({code}); restarting in {self.delay:.0f} s", flush=True)
        self.restart_at = now + self.delay
        self.delay = min(self.delay * 2, self.MAX_DELAY)

    def stop(self) -> None:
        if self.restart_at is None and self.process.poll() is None:
            _signal_group(self.process, signal.SIGTERM)

    def wait(self, timeout: float) -> None:
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            _signal_group(self.process, signal.SIGKILL)
            self.process.wait()


def _signal_group(process: subprocess.Popen, signum: int) -> None:
    try:
        os.killpg(process.pid, signum)
    except (ProcessLookupError, PermissionError):
        pass  # the group is gone already


def main() -> int:
    settings = Settings()
    validate(settings)  # before anything starts: the children would only fail in a loop
    # Asked to stop from here on, it stops what it started: a signal's default end
    # would leave the children (in sessions of their own) running.
    stopping = False

    def _stop(signum, frame):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    env, servers, _lock = _environment(settings)
    python = sys.executable

    def spawn(*args: str, **extra_env: str) -> Callable[[], subprocess.Popen]:
        return lambda: subprocess.Popen([python, "-m", *args], env={**env, **extra_env},
                                        cwd=ROOT, start_new_session=True)

    children = list(servers)
    if not stopping:
        children += [
            Child("api", spawn("gunicorn", "-c", str(ROOT / "services/api/web/gunicorn_conf.py"),
                               "services.api.wsgi:app")),
            *(Child(name, spawn("services.worker.main", RQ_QUEUES=queues))
              for name, queues in WORKERS.items()),
        ]
        print(f"API on http://{settings.host}:{settings.port} "
              f"(docs at /docs); Ctrl-C stops everything", flush=True)
    while not stopping:
        for child in children:
            child.check()
        time.sleep(0.2)
    services = [child for child in children if child not in servers]
    for child in services:
        child.stop()
    for child in services:
        child.wait(15)
    for server in servers:  # last: Redis flushes its append-only file, PostgreSQL checkpoints
        if server.process.poll() is None:
            (redis_server if server.name == "redis" else postgres_server).stop(server.process)
    print("stopped", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
