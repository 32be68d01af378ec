"""A real browser for page tests: Debian's chromium (``/usr/bin/chromium``) driven by
Playwright, never Playwright's own browser download (the machine reaches no such host)."""

from __future__ import annotations

import os
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# Headless, and nothing that reaches out to the network on its own.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def ensure_chromium() -> None:
    """Install Debian's chromium if it is missing (as root, with apt-get)."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        pytest.fail("The browser test needs /usr/bin/chromium: apt-get install chromium (as root).")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], check=True, env=env, timeout=900)
    subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"],
                   check=True, env=env, timeout=1500)
    assert CHROMIUM.exists()


@contextmanager
def browser_context(profile_dir: Path, viewport: dict, **options):
    """A fresh chromium profile (its own user-data-dir), closed on exit; ``options``
    go to Playwright (``locale="fr-FR"``: the browser's language)."""
    from playwright import sync_api

    ensure_chromium()
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile_dir), executable_path=str(CHROMIUM), headless=True, args=FLAGS,
            viewport=viewport, **options)
        try:
            yield context
        finally:
            context.close()
