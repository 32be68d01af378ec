"""gunicorn settings (environment: PORT, HOST, WEB_CONCURRENCY, WEB_THREADS).

Threaded workers, so that long polls and event streams, which mostly wait
on Redis, do not hold a whole process each.
"""

import os

from prometheus_client import multiprocess

from shared.settings import Settings, require_token_secret

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "16"))
timeout = 120
graceful_timeout = 10
keepalive = 5
accesslog = os.environ.get("ACCESS_LOG")  # e.g. "-" for stdout


def child_exit(server, worker):
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(worker.pid)


def on_starting(server):
    # Checked once in the master, so a missing secret stops gunicorn with a clear
    # message instead of every worker process failing to boot.
    require_token_secret(Settings())
