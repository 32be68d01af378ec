"""Print the OpenAPI document the service serves, as YAML (`make openapi`)."""

from __future__ import annotations

import sys

import yaml

from services.api.app import create_app
from shared.settings import Settings


def generated_document() -> dict:
    """The document exactly as served at /openapi.json."""
    app = create_app(Settings(token_secret=b"openapi-export-secret-32-bytes-long"))
    return app.test_client().get("/openapi.json").get_json()


def render(document: dict) -> str:
    return yaml.safe_dump(document, sort_keys=True, allow_unicode=True, width=100)


if __name__ == "__main__":
    sys.stdout.write(render(generated_document()))
