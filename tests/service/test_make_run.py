"""The first hour, as a newcomer meets it: `make run` in a fresh copy of the
project, on its own port and data directory, with nothing but what
requirements.txt installs.

The copy's virtualenv is the runtime one (`make run` installs requirements.txt
alone, never the test tools), so these tests also prove that every module of
the service imports from it and that the API and each kind of worker start
from it: a package the tests bring in through requirements-dev.txt cannot
hide a missing runtime one. Then the README's walk-through plays a game
against the AI on that service, verbatim, and a second instance is shown to
be separate (or refused with the setting to change).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import psutil
import pytest
import requests

from services import redis_server

from .conftest import ROOT
from .test_readme import readme_blocks

INSTALL_SECONDS = 900  # a first `make run` installs requirements.txt (from pip's cache in CI)
READY_SECONDS = 60  # from the API's start to /readyz 200


def fresh_copy(destination: Path) -> Path:
    """The project's files as a clone would have them (tracked, and new files not
    ignored), without the virtualenv, var/ or caches of this checkout."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            target = destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return destination


def user_environment(**extra) -> dict:
    """A user's shell: no virtualenv of ours on PATH, no PYTHONPATH, no test settings."""
    path = [p for p in os.environ["PATH"].split(os.pathsep) if str(ROOT) not in p]
    env = {"PATH": os.pathsep.join(path), "HOME": os.environ.get("HOME", "/root"),
           "LANG": "C.UTF-8"}
    env.update({k: str(v) for k, v in extra.items()})
    return env


class MakeRun:
    """One `make run`, its output in a log file, stopped as Ctrl-C would."""

    def __init__(self, copy: Path, log: Path, **env):
        self.copy, self.log = copy, log
        self.port = int(env["PORT"])
        self.url = f"http://127.0.0.1:{self.port}"
        with open(log, "wb") as output:
            self.process = subprocess.Popen(["make", "run"], cwd=copy, env=user_environment(**env),
                                            stdout=output, stderr=subprocess.STDOUT,
                                            start_new_session=True)

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_for_output(self, pattern: str, timeout: float) -> re.Match:
        deadline = time.monotonic() + timeout
        while not (found := re.search(pattern, self.output(), flags=re.M)):
            assert self.process.poll() is None or found, f"make run ended:\n{self.output()[-3000:]}"
            assert time.monotonic() < deadline, f"no {pattern!r} in:\n{self.output()[-3000:]}"
            time.sleep(0.2)
        return found

    def ready(self) -> dict | None:
        try:
            answer = requests.get(f"{self.url}/readyz", timeout=5)
        except requests.RequestException:
            return None  # gunicorn still starting
        return answer.json() if answer.status_code == 200 else None

    def stop(self) -> None:
        """SIGINT to the group, as Ctrl-C in a terminal: the service stops cleanly and
        every process it started ends (make itself dies of the signal, as in a shell)."""
        family = psutil.Process(self.process.pid).children(recursive=True)
        os.killpg(self.process.pid, signal.SIGINT)
        _, alive = psutil.wait_procs(family, timeout=30)
        for process in alive:
            process.kill()
        assert not alive, f"left running: {[p.pid for p in alive]}"
        assert self.process.wait(30) in (0, -signal.SIGINT, 2)
        assert self.output().rstrip().endswith("stopped"), self.output()[-3000:]


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    return fresh_copy(tmp_path_factory.mktemp("fresh-clone") / "main")


@pytest.fixture(scope="module")
def service(copy, tmp_path_factory):
    """`make run` in the fresh copy, on a port of its own, ready."""
    run = MakeRun(copy, tmp_path_factory.mktemp("run") / "make-run.log",
                  PORT=redis_server.free_port(), WEBHOOK_ALLOW_PRIVATE=1)
    try:
        run.wait_for_output(r"^API on http://", INSTALL_SECONDS)
        started = time.monotonic()
        while (ready := run.ready()) is None:
            assert run.process.poll() is None, run.output()[-3000:]
            assert time.monotonic() - started < READY_SECONDS, (
                f"/readyz not 200 {READY_SECONDS} s after start:\n{run.output()[-3000:]}")
            time.sleep(0.2)
        run.ready_after = time.monotonic() - started
        run.readiness = ready
        yield run
    finally:
        run.stop()


def test_make_run_installs_requirements_txt_alone(service, copy):
    python = copy / ".venv" / "bin" / "python"
    probe = subprocess.run([str(python), "-c", "import pytest"], capture_output=True)
    assert probe.returncode != 0, "the runtime virtualenv holds a test package"


def test_every_module_imports_from_the_runtime_install(service, copy):
    script = (
        "import importlib, pkgutil\n"
        "failed = []\n"
        "for root in ('services', 'shared'):\n"
        "    package = importlib.import_module(root)\n"
        "    for module in pkgutil.walk_packages(package.__path__, root + '.'):\n"
        "        try:\n"
        "            importlib.import_module(module.name)\n"
        "        except Exception as error:\n"
        "            failed.append(f'{module.name}: {type(error).__name__}: {error}')\n"
        "print('\\n'.join(failed))\n")
    done = subprocess.run([str(copy / ".venv" / "bin" / "python"), "-c", script], cwd=copy,
                          env=user_environment(TOKEN_SECRET="x" * 40), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", done.stdout


def test_every_process_starts_and_the_service_is_ready_within_a_minute(service):
    checks = service.readiness["checks"]
    assert checks["missing"] == [] and checks["redis"] == "ok"
    assert all(count >= 1 for count in checks["queues"].values())  # both kinds of worker
    print(f"\n/readyz 200 {service.ready_after:.1f} s after `make run` started the API")
    assert service.ready_after <= READY_SECONDS
    page = requests.get(f"{service.url}/docs", timeout=10)
    assert page.status_code == 200


def test_the_embedded_postgresql_runs_migrated_and_keeps_a_game(service, copy):
    """`make run` started PostgreSQL (as root too: it refuses to run as root), applied
    the archive's migrations, and the runtime install reaches it; its files are in
    the instance's data directory, and stopping the service stops it
    (``MakeRun.stop`` checks that no process of the family is left)."""
    port = int(service.wait_for_output(r"embedded PostgreSQL on 127\.0\.0\.1:(\d+)", 5)[1])
    assert "archive migrations applied: 0001_archived_games" in service.output()
    assert (copy / "var" / str(service.port) / "postgres" / "PG_VERSION").exists()
    script = (
        "import sys\n"
        "from shared.archive import Archive\n"
        "archive = Archive(sys.argv[1])\n"
        "doc = {'id': 'g1', 'tenant': None, 'type': 'isaac', 'status': 'cancelled',\n"
        "       'seats': [], 'options': {}, 'created_at': '2026-01-01T00:00:00Z',\n"
        "       'updated_at': '2026-01-01T00:01:00Z', 'version': 2}\n"
        "assert archive.archive_game(doc, [{'version': 1, 'type': 'created'}])\n"
        "assert archive.load(None, 'g1')[0] == doc and archive.migrate() == []\n"
        "print('archived')\n")
    done = subprocess.run([str(copy / ".venv" / "bin" / "python"), "-c", script,
                           f"postgresql://postgres@127.0.0.1:{port}/postgres"], cwd=copy,
                          env=user_environment(), capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "archived", done.stderr


def test_the_webhooks_worker_delivers_eight_at_once_without_a_setting(service):
    """`make run`'s webhooks worker is a pool of WEBHOOK_WORKERS (8) workers, each live."""
    deadline = time.monotonic() + 30
    while ((service.ready() or {}).get("checks", {}).get("queues", {}).get("webhooks")) != 8:
        assert time.monotonic() < deadline, service.ready()
        time.sleep(0.2)


def test_the_readme_walk_through_plays_a_game_against_the_ai(service, copy, tmp_path):
    script = "set -e\n" + "\n".join(readme_blocks(copy))
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          timeout=600, env=user_environment(
                              API=service.url, HOOK_PORT=redis_server.free_port()))
    assert done.returncode == 0, done.stderr[-2000:] + done.stdout[-2000:]
    assert re.search(r"^finished \[-?\d+, -?\d+\] \[\d", done.stdout, flags=re.M), done.stdout
    assert "verified move_applied" in done.stdout  # WEBHOOK_ALLOW_PRIVATE=1 make run, as it says


def test_a_second_instance_is_its_own_or_is_refused_clearly(service, copy, tmp_path):
    same_port = MakeRun(copy, tmp_path / "same-port.log", PORT=service.port)
    assert same_port.process.wait(120) != 0
    assert f"Port {service.port}" in same_port.output() and "Set PORT" in same_port.output()
    same_dir = MakeRun(copy, tmp_path / "same-dir.log", PORT=redis_server.free_port(),
                       DATA_DIR=copy / "var" / str(service.port))
    assert same_dir.process.wait(120) != 0
    assert "used by another running instance" in same_dir.output()
    assert "DATA_DIR" in same_dir.output()

    created = requests.post(f"{service.url}/v1/games", timeout=10, json={
        "type": "isaac", "seats": [{"kind": "human"}, {"kind": "human"}]}).json()
    other = MakeRun(copy, tmp_path / "other.log", PORT=redis_server.free_port())
    try:
        ports = [int(m) for m in re.findall(r"embedded Redis on 127\.0\.0\.1:(\d+)",
                                            service.output() + "\n" + other.wait_for_output(
                                                r"embedded Redis on 127\.0\.0\.1:(\d+)", 60)[0])]
        assert len(set(ports)) == 2, ports  # each its own Redis
        other.wait_for_output(r"^API on http://", 60)
        deadline = time.monotonic() + READY_SECONDS
        while other.ready() is None:
            assert time.monotonic() < deadline and other.process.poll() is None, other.output()
            time.sleep(0.2)
        assert requests.get(f"{other.url}/v1/games/{created['game']['id']}",
                            timeout=10).status_code == 404  # not the first instance's games
        assert (copy / "var" / str(other.port) / "token_secret").read_text() != (
            copy / "var" / str(service.port) / "token_secret").read_text()
        assert requests.get(f"{service.url}/v1/games/{created['game']['id']}",
                            timeout=10).status_code == 200
    finally:
        other.stop()
