"""The layers: ``shared/`` (the games and what both services use) never
imports ``services/`` (the API and the worker that are built on it). Read from
the source with ``ast``, so an import inside a function counts too."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT / "shared"


def imported_modules(tree: ast.AST):
    """The modules an import statement or an ``import_module("...")`` call names."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module
        elif (isinstance(node, ast.Call) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
              and getattr(node.func, "attr", getattr(node.func, "id", None)) in (
                  "import_module", "__import__")):
            yield node.args[0].value


def test_shared_imports_nothing_from_services():
    sources = sorted(SHARED.rglob("*.py"))
    assert len(sources) > 20
    wrong = [f"{path.relative_to(ROOT)}: {name}"
             for path in sources
             for name in imported_modules(ast.parse(path.read_text(), str(path)))
             if name == "services" or name.startswith("services.")]
    assert not wrong, "shared/ imports services/:\n" + "\n".join(wrong)


def test_the_scan_sees_such_imports():
    tree = ast.parse("import services.api\nfrom services.worker.ai import x\n"
                     "def f():\n    importlib.import_module('services.worker')\n")
    assert list(imported_modules(tree)) == ["services.api", "services.worker.ai",
                                            "services.worker"]
