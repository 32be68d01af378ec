"""Settings: documented on their fields (docs/operations.md's table is generated
from them) and refused at start, naming the variable, when they cannot be right."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import fields

import pytest

from services import redis_server, settings_doc
from services.api.app import create_app
from shared.settings import ConfigurationError, Settings, validate

from .conftest import ROOT, TOKEN_SECRET


def test_every_setting_names_its_variable_and_says_what_it_does():
    names = [f.metadata.get("env") for f in fields(Settings)]
    assert all(names) and len(set(names)) == len(names)
    assert all(f.metadata["doc"] for f in fields(Settings))


def test_the_settings_table_of_the_docs_is_generated_from_the_fields():
    current = settings_doc.DOC.read_text()
    assert current == settings_doc.with_table(current), "run `make settings-doc`"
    for f in fields(Settings):
        assert f"| `{f.metadata['env']}` |" in current


def test_the_defaults_are_valid(monkeypatch):
    for f in fields(Settings):
        monkeypatch.delenv(f.metadata["env"], raising=False)
    validate(Settings())


@pytest.mark.parametrize("variable, value, message", [
    ("BODY_TIMEOUT_SECONDS", "-1", "BODY_TIMEOUT_SECONDS must be at least 0"),
    ("LONG_POLL_SECONDS", "-0.5", "LONG_POLL_SECONDS must be at least 0"),
    ("JOB_RETRIES", "-1", "JOB_RETRIES must be at least 0"),
    ("RATE_LIMIT_WINDOW_SECONDS", "0", "RATE_LIMIT_WINDOW_SECONDS must be at least 1"),
    ("PORT", "70000", "PORT must be at most 65535"),
    ("WEBHOOK_RETRY_SCHEDULE", "5,-1", "WEBHOOK_RETRY_SCHEDULE must be at least 0"),
    ("RQ_QUEUES", "ai,aii", "RQ_QUEUES names no queue the service uses (aii)"),
    # not numbers: refused as they are read
    ("MAX_BODY_BYTES", "64k", "MAX_BODY_BYTES must be a whole number, not '64k'"),
    ("AI_MAX_SECONDS", "fast", "AI_MAX_SECONDS must be a number, not 'fast'"),
    ("WEBHOOK_RETRY_SCHEDULE", "5,soon", "WEBHOOK_RETRY_SCHEDULE must be comma-separated"),
])
def test_a_value_that_cannot_be_right_is_refused_naming_its_variable(
        monkeypatch, variable, value, message):
    monkeypatch.setenv(variable, value)
    with pytest.raises(ConfigurationError, match=re.escape(message)):
        validate(Settings())


def test_the_api_refuses_invalid_settings():
    with pytest.raises(ConfigurationError, match="SSE_MAX_SECONDS must be at least 0"):
        create_app(Settings(token_secret=TOKEN_SECRET.encode(), sse_max_seconds=-1))


def test_make_run_refuses_an_unknown_queue_before_starting_anything(tmp_path):
    """(The worker's own refusal: test_queues.py; gunicorn's: ``on_starting``.)"""
    data_dir = tmp_path / "data"
    done = subprocess.run(
        [sys.executable, "-m", "services.run"], cwd=ROOT, capture_output=True, text=True,
        timeout=60, env={"PATH": "/usr/bin:/bin", "PORT": str(redis_server.free_port()),
                         "DATA_DIR": str(data_dir), "RQ_QUEUES": "scoring,aii"})
    assert done.returncode == 1
    assert "RQ_QUEUES names no queue the service uses (aii)" in done.stderr
    assert not data_dir.exists()


def test_make_run_refuses_a_short_token_secret(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "services.run"], cwd=ROOT, capture_output=True, text=True,
        timeout=60, env={"PATH": "/usr/bin:/bin", "PORT": str(redis_server.free_port()),
                         "DATA_DIR": str(tmp_path / "data"), "TOKEN_SECRET": "short",
                         "REDIS_URL": "redis://127.0.0.1:1/0"})
    assert done.returncode == 1
    assert "TOKEN_SECRET must be set to at least 32 bytes" in done.stderr
    assert not (tmp_path / "data" / "postgres").exists()  # refused before any server started
