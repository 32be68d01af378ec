"""The TypeScript client's example (clients/typescript/example.ts), compiled by
tsc and run by node against the real stack: it creates a game, waits for its
turn and plays a move, all through the typed client."""

from __future__ import annotations

import os
import re
import subprocess

from tests.clients.test_generated import TYPESCRIPT, npm_ci

from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)


def test_the_typescript_example_plays_a_move(base_url):  # noqa: F811
    npm_ci()
    tsc = subprocess.run([str(TYPESCRIPT / "node_modules" / ".bin" / "tsc"), "-p", str(TYPESCRIPT)],
                         capture_output=True, text=True, timeout=300)
    assert tsc.returncode == 0, tsc.stdout + tsc.stderr
    done = subprocess.run(["node", str(TYPESCRIPT / "dist" / "example.js")], cwd=TYPESCRIPT,
                          env={"PATH": os.environ["PATH"], "API": base_url},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^played \S+; the game is at version \d+$", done.stdout, flags=re.M), done.stdout
