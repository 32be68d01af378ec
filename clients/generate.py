"""Generates the clients from openapi.yaml (``make clients``; the tests use it too).

    python clients/generate.py                      # both, into clients/python and clients/typescript
    python clients/generate.py python OUT_DIR       # the Python package into OUT_DIR
    python clients/generate.py typescript OUT_FILE  # the TypeScript types into OUT_FILE

The Python client comes from the openapi-python-client pinned in
requirements-dev.txt, the TypeScript types from the openapi-typescript pinned
in clients/typescript/package.json (``npm ci`` there first). A generator
warning is an error: the generated code must be complete.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
ROOT = CLIENTS.parent
SPEC = ROOT / "openapi.yaml"
PYTHON_PACKAGE = CLIENTS / "python" / "boardgame_client"
TYPESCRIPT = CLIENTS / "typescript"
TYPESCRIPT_SCHEMA = TYPESCRIPT / "schema.d.ts"


def python(out_dir: Path) -> str:
    """Generate the Python package into ``out_dir`` (replaced on success); return the generator's output."""
    with tempfile.TemporaryDirectory() as scratch:
        output = _python(Path(scratch) / out_dir.name)
        if out_dir.exists():
            shutil.rmtree(out_dir)
        shutil.move(Path(scratch) / out_dir.name, out_dir)
    return output.replace(str(Path(scratch) / out_dir.name), str(out_dir))


def _python(out_dir: Path) -> str:
    # The generator's post hooks call ruff by name: the one installed next to this Python.
    env = dict(os.environ, PATH=os.pathsep.join([str(Path(sys.executable).parent),
                                                 os.environ.get("PATH", "")]))
    done = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(SPEC),
         "--meta", "none", "--config", str(CLIENTS / "python-config.yaml"),
         "--output-path", str(out_dir), "--fail-on-warning"],
        env=env, capture_output=True, text=True)
    output = done.stdout + done.stderr
    # Its only line when all went well: "Generating <out_dir>".
    others = [line for line in output.splitlines() if line.strip() and not line.startswith("Generating ")]
    if done.returncode != 0 or others:
        raise SystemExit(f"openapi-python-client failed or warned:\n{output}")
    # The models and functions are annotated: say so to type checkers (PEP 561).
    (out_dir / "py.typed").write_text("")
    return output


def typescript(out_file: Path) -> str:
    """Generate the TypeScript types into ``out_file`` (replaced on success); return the generator's output."""
    binary = TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript"
    if not binary.exists():
        raise SystemExit(f"{binary} is missing: run `npm ci` in {TYPESCRIPT}")
    with tempfile.TemporaryDirectory() as scratch:
        written = Path(scratch) / out_file.name
        done = subprocess.run([str(binary), str(SPEC), "--output", str(written)],
                              cwd=TYPESCRIPT, capture_output=True, text=True)
        output = done.stdout + done.stderr
        # Its only lines when all went well: its version ("✨ ...") and what it wrote ("🚀 ...").
        others = [line for line in output.splitlines() if line.strip() and line[0] not in "✨🚀"]
        if done.returncode != 0 or others:
            raise SystemExit(f"openapi-typescript failed or warned:\n{output}")
        shutil.move(written, out_file)
    return output.replace(str(written), str(out_file))


def main(argv: list[str]) -> None:
    if not argv:
        print(python(PYTHON_PACKAGE), end="")
        print(typescript(TYPESCRIPT_SCHEMA), end="")
    elif len(argv) == 2 and argv[0] == "python":
        print(python(Path(argv[1]).resolve()), end="")
    elif len(argv) == 2 and argv[0] == "typescript":
        print(typescript(Path(argv[1]).resolve()), end="")
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
