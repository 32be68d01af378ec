"""Whose quota a request's AI work counts against (``shared/quota.py``)."""

from __future__ import annotations

from flask import g, request


def owner() -> str:
    """The tenant of the request's API key when there is one, else the client address."""
    tenant = g.get("tenant")
    if tenant:
        return f"tenant:{tenant}"
    return f"addr:{request.remote_addr}"
