"""`make run`: the whole service on one machine.

Starts an embedded Redis (unless ``REDIS_URL`` is set; its data live in
``var/redis`` and survive restarts), the API under gunicorn on
``127.0.0.1:$PORT`` (default 8000), one RQ worker for AI moves and scoring
and one for webhook deliveries. Ctrl-C stops all of it.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from services import redis_server

ROOT = Path(__file__).resolve().parent.parent
VAR = ROOT / "var"


def _token_secret() -> str:
    """A secret kept in var/, so tokens stay valid across restarts."""
    path = VAR / "token_secret"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()


def _environment() -> tuple[dict, subprocess.Popen | None]:
    env = dict(os.environ)
    VAR.mkdir(exist_ok=True)
    redis_process = None
    if not env.get("REDIS_URL"):
        port = int(env.get("EMBEDDED_REDIS_PORT", "6399"))
        redis_process = redis_server.start(port, VAR / "redis", log_file=VAR / "redis.log")
        env["REDIS_URL"] = f"redis://127.0.0.1:{port}/0"
        print(f"embedded Redis on 127.0.0.1:{port}, data in {VAR / 'redis'}", flush=True)
    env.setdefault("TOKEN_SECRET", _token_secret())
    metrics_dir = VAR / "prometheus"
    shutil.rmtree(metrics_dir, ignore_errors=True)
    metrics_dir.mkdir()
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    return env, redis_process


def main() -> int:
    env, redis_process = _environment()
    python = sys.executable
    children = [
        subprocess.Popen([python, "-m", "gunicorn", "-c", str(ROOT / "services/api/gunicorn_conf.py"),
                          "services.api.wsgi:app"], env=env, cwd=ROOT),
        subprocess.Popen([python, "-m", "services.worker.main"], env=env, cwd=ROOT),
        # webhook deliveries wait on other people's servers: a worker of their own
        subprocess.Popen([python, "-m", "services.worker.main"],
                         env={**env, "RQ_QUEUES": "webhooks"}, cwd=ROOT),
    ]
    print(f"API on http://{env.get('HOST', '127.0.0.1')}:{env.get('PORT', '8000')} "
          f"(docs at /docs); Ctrl-C stops everything", flush=True)
    stopping = False

    def _stop(signum, frame):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    code = 0
    while not stopping:
        for child in children:
            if child.poll() is not None:
                print(f"process {child.args[2]} exited ({child.returncode}); stopping", flush=True)
                stopping, code = True, 1
        time.sleep(0.2)
    for child in children:
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    for child in children:
        try:
            child.wait(15)
        except subprocess.TimeoutExpired:
            child.kill()
    if redis_process is not None:
        redis_server.stop(redis_process)
    print("stopped", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
