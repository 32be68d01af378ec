"""Board pictures over the API: every piece of the viewer's view is drawn
where the game's geometry puts it, at the current and at every earlier
version; caching headers; bad queries answer a stable code."""

from __future__ import annotations

import random

import pytest

from . import svg_check
from .helpers import bearer, create, humans

PROBLEM = "application/problem+json"
GAMES = [
    ("isis-osiris", 3, {"tile_memory": "public", "reserve": "common"}),
    ("isis-osiris", 2, {"tile_memory": "hidden", "rounds": 2}),
    ("osiron", 2, {"setup": "placement", "movement": "advanced"}),
    ("osiron", 2, {"setup": "beginner"}),
    ("isaac", 2, {}),
]


def play_and_record(client, game_type, players, options, seed=1, max_moves=400):
    """Play random legal moves; return the game and the spectator's view at each version."""
    body = create(client, game_type, humans(players), options=options)
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    views = {1: body["game"]["state"]}
    rng = random.Random(seed)
    for _ in range(max_moves):
        legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
        if legal["to_move"] is None:
            break
        response = client.post(f"/v1/games/{game_id}/moves",
                               json={"move": rng.choice(legal["moves"])},
                               headers=bearer(tokens[str(legal["to_move"])]))
        assert response.status_code == 200, response.get_json()
        spectator = client.get(f"/v1/games/{game_id}").get_json()
        views[spectator["version"]] = spectator["state"]
    return game_id, tokens, views


def reference(client, game_type):
    return client.get(f"/v1/game-types/{game_type}").get_json()["reference"]


@pytest.mark.parametrize("game_type, players, options", GAMES)
def test_every_version_is_drawn_as_the_view_of_that_version(client, game_type, players, options):
    game_id, _, views = play_and_record(client, game_type, players, options)
    ref = reference(client, game_type)
    last = max(views)
    versions = sorted(views) if len(views) <= 80 else sorted(views)[::3] + [last]
    for version in versions:
        response = client.get(f"/v1/games/{game_id}/board.svg?version={version}")
        assert response.status_code == 200 and response.mimetype == "image/svg+xml"
        # the game is over: everything seen then may be seen now
        svg_check.check(game_type, response.get_data(as_text=True), views[version], ref)
    current = client.get(f"/v1/games/{game_id}/board.svg")
    assert current.data == client.get(f"/v1/games/{game_id}/board.svg?version={last}").data


def test_osiron_labels_and_isaac_light_coordinates(client):
    game_id, _, views = play_and_record(client, "osiron", 2, {}, max_moves=6)
    svg = client.get(f"/v1/games/{game_id}/board.svg?labels=true").get_data(as_text=True)
    svg_check.check("osiron", svg, views[max(views)], reference(client, "osiron"), labels=True)
    game_id, _, views = play_and_record(client, "isaac", 2, {}, max_moves=12)
    for coords in ("dark", "light"):
        svg = client.get(f"/v1/games/{game_id}/board.svg?coords={coords}").get_data(as_text=True)
        svg_check.check("isaac", svg, views[max(views)], coords=coords)


def test_isaac_counters_are_drawn_in_the_scoring_phase(client):
    game_id, _, views = play_and_record(client, "isaac", 2, {})
    scoring = [v for v, view in views.items() if view["phase"] == "scoring"
               and all(c is not None for c in view["counters"])]
    assert scoring
    for version in scoring[:5]:
        svg = client.get(f"/v1/games/{game_id}/board.svg?version={version}")
        root = svg_check.parse(svg.get_data(as_text=True))
        assert len(svg_check.elements(root, "counter")) == 2
        svg_check.check_isaac(root, views[version])


def test_hidden_tile_memory_draws_placed_tiles_face_down(client):
    body = create(client, "isis-osiris", humans(2), options={"tile_memory": "hidden"})
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    move = client.post(f"/v1/games/{game_id}/moves", json={"notation": "R"},
                       headers=bearer(tokens["0"])).get_json()
    value = move["records"][0]["tile"]
    turned = move["game"]["version"]
    for headers in ({}, bearer(tokens["0"]), bearer(tokens["1"])):
        svg = client.get(f"/v1/games/{game_id}/board.svg", headers=headers).get_data(as_text=True)
        pending = svg_check.elements(svg_check.parse(svg), "pending")
        assert [int(e.get("data-value")) for e in pending] == [value]  # turned up: seen by all
    placed = client.post(f"/v1/games/{game_id}/moves", json={"notation": "T c3"},
                         headers=bearer(tokens["0"]))
    assert placed.status_code == 200, placed.get_json()
    for headers in ({}, bearer(tokens["0"]), bearer(tokens["1"])):
        for query in (f"?version={turned}", ""):  # when it was turned up, and now
            svg = client.get(f"/v1/games/{game_id}/board.svg{query}", headers=headers)
            root = svg_check.parse(svg.get_data(as_text=True))
            assert not svg_check.elements(root, "pending")
            assert all(e.get("data-value") is None for e in svg_check.elements(root, "tile"))
    tile = [e for e in svg_check.elements(root, "tile") if e.get("data-cell") == "c3"]
    assert tile and tile[0].get("data-face") == "down"


def test_etag_and_cache_headers(client):
    game_id, tokens, _ = play_and_record(client, "osiron", 2, {}, max_moves=3)
    first = client.get(f"/v1/games/{game_id}/board.svg")
    etag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == "public, no-cache"
    assert "Authorization" in first.headers["Vary"]
    again = client.get(f"/v1/games/{game_id}/board.svg", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.headers["ETag"] == etag and not again.data
    bigger = client.get(f"/v1/games/{game_id}/board.svg?size=900")
    assert bigger.headers["ETag"] != etag and 'width="900"' in bigger.get_data(as_text=True)
    seat = client.get(f"/v1/games/{game_id}/board.svg", headers=bearer(tokens["0"]))
    assert seat.headers["Cache-Control"] == "private, no-cache"
    client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["0"]))
    moved = client.get(f"/v1/games/{game_id}/board.svg", headers={"If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag


def test_png_is_rendered_at_the_asked_size(client):
    game_id, _, _ = play_and_record(client, "isaac", 2, {}, max_moves=4)
    response = client.get(f"/v1/games/{game_id}/board.png?size=320")
    assert response.status_code == 200 and response.mimetype == "image/png"
    data = response.data
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    assert width == 320
    again = client.get(f"/v1/games/{game_id}/board.png?size=320",
                       headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


@pytest.mark.parametrize("query, status, code", [
    ("?size=5", 400, "invalid_query"),
    ("?size=99999", 400, "invalid_query"),
    ("?size=big", 400, "invalid_query"),
    ("?version=0", 400, "invalid_query"),
    ("?version=-3", 400, "invalid_query"),
    ("?version=x", 400, "invalid_query"),
    ("?coords=north", 400, "invalid_query"),
    ("?labels=maybe", 400, "invalid_query"),
    ("?colour=red", 400, "invalid_query"),
    ("?version=999", 404, "version_not_found"),
])
def test_bad_queries_answer_a_stable_code(client, query, status, code):
    game_id = create(client, "osiron", humans(2))["game"]["id"]
    for suffix in ("svg", "png"):
        response = client.get(f"/v1/games/{game_id}/board.{suffix}{query}")
        assert response.status_code == status and response.mimetype == PROBLEM
        body = response.get_json()
        assert body["code"] == code
        if code == "invalid_query":
            assert body["errors"]["query"]


def test_unknown_game_and_wrong_token(client):
    response = client.get("/v1/games/nope/board.svg")
    assert response.status_code == 404 and response.get_json()["code"] == "game_not_found"
    game_id = create(client, "isaac", humans(2))["game"]["id"]
    response = client.get(f"/v1/games/{game_id}/board.svg", headers=bearer("not-a-token"))
    assert response.status_code == 403 and response.get_json()["code"] == "invalid_token"
    response = client.get(f"/v1/games/{game_id}/export", headers=bearer("not-a-token"))
    assert response.status_code == 403 and response.get_json()["code"] == "invalid_token"
