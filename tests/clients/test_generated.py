"""The committed clients are what `make clients` makes from openapi.yaml now,
the generators say nothing but what they wrote, and the TypeScript client
type-checks (`tsc --noEmit`). Node and npm are part of the machine: without
them these tests fail rather than skip."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
TYPESCRIPT = CLIENTS / "typescript"
GENERATE = CLIENTS / "generate.py"


def tree(directory: Path) -> dict[str, bytes]:
    return {str(p.relative_to(directory)): p.read_bytes() for p in sorted(directory.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def test_python_client_is_fresh_and_its_generator_warns_of_nothing(tmp_path):
    out = tmp_path / "boardgame_client"
    done = subprocess.run([sys.executable, str(GENERATE), "python", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    # openapi-python-client prints only "Generating <dir>" when it has no warning.
    assert done.stdout.splitlines() == [f"Generating {out}"], done.stdout
    assert done.stderr == ""
    committed, fresh = tree(CLIENTS / "python" / "boardgame_client"), tree(out)
    assert sorted(committed) == sorted(fresh), "files differ: run `make clients`"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert not stale, f"stale generated files (run `make clients`): {stale[:10]}"


def npm_ci() -> None:
    """`npm ci` in clients/typescript, skipped while node_modules matches the lock file."""
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is not installed: node 20 and npm are needed for the TypeScript client")
    lock = hashlib.sha256((TYPESCRIPT / "package-lock.json").read_bytes()).hexdigest()
    stamp = TYPESCRIPT / "node_modules" / ".installed-lock-sha256"
    if stamp.exists() and stamp.read_text() == lock:
        return
    done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=TYPESCRIPT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    stamp.write_text(lock)


def test_typescript_client_is_fresh_and_type_checks(tmp_path):
    npm_ci()
    out = tmp_path / "schema.d.ts"
    done = subprocess.run([sys.executable, str(GENERATE), "typescript", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert out.read_text() == (TYPESCRIPT / "schema.d.ts").read_text(), \
        "clients/typescript/schema.d.ts is stale: run `make clients`"
    tsc = subprocess.run([str(TYPESCRIPT / "node_modules" / ".bin" / "tsc"), "--noEmit", "-p",
                          str(TYPESCRIPT)], capture_output=True, text=True, timeout=300)
    assert tsc.returncode == 0, tsc.stdout + tsc.stderr
