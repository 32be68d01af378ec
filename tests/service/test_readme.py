"""The README works as written: its shell blocks, then those of the webhook
walk-through in docs/push.md ("Try it"), run in order in one shell against
the real stack (gunicorn, Redis, a worker and the webhooks worker), as a new
user would paste them."""

from __future__ import annotations

import os
import re
import subprocess

import pytest

from services import redis_server

from .conftest import ROOT, start_worker, stop_process
from .test_faults import _start_gunicorn

# Blocks that start or deploy the service itself rather than use it.
NOT_RUN = ("make run", "docker compose")


def shell_blocks(text: str) -> list[str]:
    blocks = re.findall(r"^```sh\n(.*?)^```", text, flags=re.S | re.M)
    return [b for b in blocks if not any(marker in b for marker in NOT_RUN)]


def section(text: str, title: str) -> str:
    """The text of the ``## title`` section, up to the next heading of its level."""
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else len(text)]


def readme_blocks(root=ROOT) -> list[str]:
    """The README's blocks, then the webhook walk-through's, of the project at ``root``."""
    push = (root / "docs" / "push.md").read_text()
    return (shell_blocks((root / "README.md").read_text())
            + shell_blocks(section(push, "Try it")))


@pytest.fixture
def stack(redis_url):
    port = redis_server.free_port()
    api = _start_gunicorn(redis_url, port, WEBHOOK_ALLOW_PRIVATE=1)
    hooks = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1)
    yield f"http://127.0.0.1:{port}"
    stop_process(hooks)
    stop_process(api)


def test_the_readme_shell_blocks_run_verbatim(stack, worker, tmp_path):
    blocks = readme_blocks()
    assert len(blocks) >= 10
    script = "set -e\n" + "\n".join(blocks)
    env = {"PATH": os.environ["PATH"], "API": stack, "HOOK_PORT": str(redis_server.free_port())}
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=300)
    out = done.stdout
    assert done.returncode == 0, done.stderr[-2000:] + out[-2000:]
    assert '"code": "cell_occupied"' in out or '"code":"cell_occupied"' in out
    assert '"alternatives"' in out  # the hint was read from its Location
    assert re.search(r"^finished \[-?\d+, -?\d+\] \[\d", out, flags=re.M)  # played to the end
    assert re.search(r"^\s+\d+ event: game_finished$", out, flags=re.M)  # the replayed stream
    assert '"games":' in out  # the listing
    assert "verified move_applied" in out and "FORGED" not in out, done.stderr[-3000:]
