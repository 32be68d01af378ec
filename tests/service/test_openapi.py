"""The committed openapi.yaml is the document the service generates."""

from pathlib import Path

import yaml

from services.api.contract.openapi_export import generated_document, render

ROOT = Path(__file__).resolve().parents[2]


def test_openapi_yaml_matches_the_generated_document():
    committed = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    generated = generated_document()
    assert committed == generated, (
        "openapi.yaml is out of date: run `make openapi` and commit the result")
    assert (ROOT / "openapi.yaml").read_text() == render(generated)


def test_every_route_is_versioned_or_operational():
    paths = generated_document()["paths"]
    for path in paths:
        assert path.startswith("/v1/") or path in ("/healthz", "/readyz", "/metrics"), path


def test_served_document_and_docs_page(client):
    assert client.get("/openapi.json").status_code == 200
    page = client.get("/docs")
    assert page.status_code == 200 and b"swagger" in page.data.lower()
    # the page's scripts and styles are served locally, not from a CDN
    for asset in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"):
        assert f"/docs/assets/{asset}".encode() in page.data
        assert client.get(f"/docs/assets/{asset}").status_code == 200
