"""The interactive docs at /docs render the served OpenAPI 3.1 document in a real
browser: every operation is shown and Swagger UI reports no error."""

from __future__ import annotations

import pytest

from services import redis_server

from .browser import browser_context
from .conftest import start_api, stop_process

pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def docs_url(single_redis_url):
    port = redis_server.free_port()
    api = start_api(single_redis_url, port)
    yield f"http://127.0.0.1:{port}"
    stop_process(api)


def test_docs_render_every_operation_in_a_browser(docs_url, tmp_path):
    document = __import__("requests").get(f"{docs_url}/openapi.json", timeout=10).json()
    assert document["openapi"].startswith("3.1")
    operations = sum(1 for item in document["paths"].values() for method in item
                     if method in ("get", "post", "put", "patch", "delete"))
    external = []
    with browser_context(tmp_path / "profile", {"width": 1280, "height": 900}) as context:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("request", lambda request: request.url.startswith(docs_url)
                or request.url.startswith("data:") or external.append(request.url))
        page.goto(f"{docs_url}/docs")
        page.wait_for_selector(".opblock", timeout=30_000)
        shown = page.locator(".opblock").count()
        body = page.inner_text("body")
        assert "Unable to render this definition" not in body
        assert page.locator(".errors-wrapper").count() == 0, body[:2000]
        assert shown == operations, (shown, operations)
        assert "Board game service" in body
        # An operation opens with its parameters and responses, as a user would look at it.
        page.locator(".opblock-summary").first.click()
        page.wait_for_selector(".opblock-body .responses-wrapper", timeout=10_000)
    assert not errors, errors
    assert not external, external  # offline: nothing from a CDN
