"""Configuration from environment variables (documented in the README)."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _float(name: str, default: float) -> float:
    return float(os.environ.get(name, default))


@dataclass(frozen=True)
class Settings:
    redis_url: str = field(default_factory=lambda: os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    # Secret from which seat tokens are derived; every API replica needs the same one.
    token_secret: bytes = field(default_factory=lambda: os.environ.get(
        "TOKEN_SECRET", "").encode() or secrets.token_bytes(32))
    queues: tuple[str, ...] = field(default_factory=lambda: tuple(
        q.strip() for q in os.environ.get("RQ_QUEUES", "ai,scoring").split(",") if q.strip()))
    ai_max_seconds: float = field(default_factory=lambda: _float("AI_MAX_SECONDS", 5.0))
    job_retries: int = field(default_factory=lambda: _int("JOB_RETRIES", 3))
    active_game_ttl: int = field(default_factory=lambda: _int("ACTIVE_GAME_TTL", 30 * 24 * 3600))
    finished_game_ttl: int = field(default_factory=lambda: _int("FINISHED_GAME_TTL", 7 * 24 * 3600))
    max_body_bytes: int = field(default_factory=lambda: _int("MAX_BODY_BYTES", 64 * 1024))
    long_poll_seconds: float = field(default_factory=lambda: _float("LONG_POLL_SECONDS", 25.0))
    sse_max_seconds: float = field(default_factory=lambda: _float("SSE_MAX_SECONDS", 300.0))

    @property
    def ai_queue(self) -> str:
        return "ai"

    @property
    def scoring_queue(self) -> str:
        return "scoring"
