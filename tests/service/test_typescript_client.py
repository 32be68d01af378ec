"""The TypeScript client (clients/typescript) as its users get it: `npm pack`
makes the package, a fresh project installs the tarball (with typescript
from the npm registry), and programs compiled there run against the real
stack: tests/service/typescript_consumer/main.ts (waiting for one's turn,
following a game and the feed, a retry whose first answer was lost), its
offline.ts against a fake fetch (stream parsing, resuming, retries), every
`ts` block of clients/typescript/README.md as written, and example.ts."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.clients.test_generated import TYPESCRIPT, npm_ci

from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)

CONSUMER = Path(__file__).resolve().parent / "typescript_consumer"


def run(command: list[str], cwd: Path, timeout: float = 300, **env: str) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/tmp"),
                               **env})
    assert done.returncode == 0, f"{command}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def readme_blocks() -> list[str]:
    text = (TYPESCRIPT / "README.md").read_text()
    return re.findall(r"^```ts\n(.*?)^```", text, flags=re.S | re.M)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """A new project with the packed client installed, main.ts and the README's blocks in it."""
    npm_ci()
    packed = tmp_path_factory.mktemp("packed")
    [tarball] = json.loads(run(["npm", "pack", "--json", "--pack-destination", str(packed)],
                               cwd=TYPESCRIPT))
    tools = json.loads((TYPESCRIPT / "package.json").read_text())["devDependencies"]
    project = tmp_path_factory.mktemp("consumer")
    (project / "package.json").write_text(json.dumps(
        {"name": "consumer", "private": True, "type": "module"}))
    run(["npm", "install", "--no-audit", "--no-fund", "--prefer-offline",
         str(packed / tarball["filename"]), f"typescript@{tools['typescript']}",
         f"@types/node@{tools['@types/node']}"], cwd=project)
    for name in ("main.ts", "offline.ts", "tsconfig.json"):
        shutil.copy(CONSUMER / name, project / name)
    for number, block in enumerate(readme_blocks()):
        (project / f"readme_{number}.ts").write_text(block)
    run([str(project / "node_modules" / ".bin" / "tsc"), "-p", str(project)], cwd=project)
    return project


def test_the_package_holds_the_built_client_only(project):
    installed = project / "node_modules" / "@boardgame" / "client"
    files = {str(p.relative_to(installed)) for p in installed.rglob("*") if p.is_file()}
    assert {"package.json", "dist/index.js", "dist/index.d.ts", "dist/schema.d.ts"} <= files
    assert not any(name.startswith("dist/example") or name.endswith(".ts") and
                   not name.endswith(".d.ts") for name in files), sorted(files)


def test_the_installed_package_parses_streams_resumes_and_retries_offline(project):
    assert run(["node", "dist/offline.js"], cwd=project).strip() == "ok"


def test_a_program_using_the_installed_package_plays_follows_and_retries(project, base_url):  # noqa: F811
    out = json.loads(run(["node", "dist/main.js"], cwd=project, timeout=300, API=base_url))
    game = out["game"]
    assert game["status"] == "finished" and game["moves"] > 0
    # The spectator saw every version once, in order, the last with the finished game.
    assert [int(e["id"]) for e in game["spectated"]] == list(range(1, game["version"] + 1))
    assert game["spectated"][-1]["type"] == "finished"
    assert game["spectated"][-1]["status"] == "finished"
    assert game["resumed"] == [str(game["version"] - 1), str(game["version"])]
    assert game["finishedInFeed"] == "game_finished"

    retry = out["retry"]
    assert len(retry["keys"]) == 2 and retry["keys"][0] == retry["keys"][1]
    assert len(retry["keys"][0]) >= 32
    assert retry["replayed"] is True and retry["copies"] == 1

    assert out["errors"] == {"problem": [404, "game_not_found"],
                             "stream": [404, "game_not_found"], "unreachable": True}


# What each block of the README prints when it did its work, in order.
README_SAYS = [
    r"^event \d+ move\n(.*\n)*^finished: \{",  # played to the end, followed live
    r"^Ann placed on O5; to move now: 1\n^refused: 422 space_occupied - ",
    r"^game_finished \{.*\"status\": ?\"finished\"",
]


def test_every_readme_block_runs_as_written(project, base_url):  # noqa: F811
    blocks = readme_blocks()
    assert len(blocks) == len(README_SAYS), "a README block without its expected output here"
    for number, says in enumerate(README_SAYS):
        out = run(["node", f"dist/readme_{number}.js"], cwd=project, timeout=300, API=base_url)
        assert re.search(says, out, flags=re.M), f"README block {number} printed:\n{out[-3000:]}"


def test_the_typescript_example_plays_a_move(base_url):  # noqa: F811
    npm_ci()
    run(["npm", "run", "build"], cwd=TYPESCRIPT)
    out = run(["node", str(TYPESCRIPT / "dist" / "example.js")], cwd=TYPESCRIPT, timeout=120,
              API=base_url)
    assert re.search(r"^played \S+; the game is at version \d+$", out, flags=re.M), out
