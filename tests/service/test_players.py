"""Player ids on seats: the tenant's own opaque id of a person, given at
creation and at join, shown to every viewer, kept through a rematch."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from services.api.app import create_app
from shared import gamedoc

from .helpers import bearer, create, follow_to_end
from .test_archive_reads import archive_and_drop, postgres  # noqa: F401  (a fixture)
from .test_bad_input import assert_problem

ACME, BETA = "key-of-acme", "key-of-beta"


def _store(app):
    return app.extensions["game_service"].store


def _players(game: dict) -> list:
    return [seat["player"] for seat in game["seats"]]


def _views(client, made: dict) -> list[dict]:
    """The game as the spectator, the creator and each seat token holder sees it."""
    game_id = made["game"]["id"]
    headers = [None, bearer(made["creator_token"])] + [
        bearer(token) for token in made["seat_tokens"].values()]
    return [client.get(f"/v1/games/{game_id}", headers=h).get_json() for h in headers]


def test_players_given_at_creation_and_join_are_shown_to_every_viewer(client):
    made = create(client, "osiron", [{"kind": "human", "name": "Ann", "player": "u:ann-1"},
                                     {"kind": "open"}])
    assert _players(made["game"]) == ["u:ann-1", None]
    game_id = made["game"]["id"]
    joined = client.post(f"/v1/games/{game_id}/seats/1/join",
                         json={"name": "Bob", "player": "u.bob_2"})
    assert joined.status_code == 200, joined.get_json()
    assert _players(joined.get_json()["game"]) == ["u:ann-1", "u.bob_2"]
    made["seat_tokens"]["1"] = joined.get_json()["token"]
    for view in _views(client, made):
        assert _players(view) == ["u:ann-1", "u.bob_2"]
    listed = client.get("/v1/games").get_json()["games"]
    assert _players(next(g for g in listed if g["id"] == game_id)) == ["u:ann-1", "u.bob_2"]


def test_seats_without_a_player_show_null(client):
    made = create(client, "isaac", [{"kind": "human"}, {"kind": "ai", "level": "easy"}])
    assert _players(made["game"]) == [None, None]


def test_a_player_already_seated_is_refused_and_nothing_changes(app, client):
    before = len(client.get("/v1/games?limit=100").get_json()["games"])
    twice = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "human", "player": "p1"}, {"kind": "human", "player": "p1"}]})
    body = assert_problem(twice, 422, "player_already_seated")
    assert "p1" in body["detail"]
    assert len(client.get("/v1/games?limit=100").get_json()["games"]) == before

    made = create(client, "isaac", [{"kind": "human", "player": "p1"}, {"kind": "open"}])
    game_id = made["game"]["id"]
    version = _store(app).load(game_id).version
    again = client.post(f"/v1/games/{game_id}/seats/1/join", json={"player": "p1"})
    assert_problem(again, 422, "player_already_seated")
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["version"] == version and game["status"] == "waiting"
    assert game["seats"][1]["open"] and _players(game) == ["p1", None]


@pytest.mark.parametrize("player", ["", "x" * 65, "ann smith", "ann/1", "é", 7, None])
def test_invalid_player_ids_are_refused(client, player):
    made = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "human", "player": player}, {"kind": "human"}]})
    assert_problem(made, 422, "validation_error")
    waiting = create(client, "isaac", [{"kind": "human"}, {"kind": "open"}])
    joined = client.post(f"/v1/games/{waiting['game']['id']}/seats/1/join",
                         json={"player": player})
    assert_problem(joined, 422, "validation_error")


def test_the_longest_player_id_is_accepted(client):
    longest = "A-z_0.9:" * 8
    assert len(longest) == 64
    made = create(client, "isaac", [{"kind": "human", "player": longest}, {"kind": "human"}])
    assert _players(made["game"]) == [longest, None]


@pytest.mark.parametrize("kind", ["ai", "open"])
def test_an_ai_or_open_seat_with_a_player_is_refused(client, kind):
    made = client.post("/v1/games", json={"type": "isaac", "seats": [
        {"kind": "human"}, {"kind": kind, "player": "p1"}]})
    body = assert_problem(made, 422, "validation_error")
    assert "player" in str(body["errors"])


def test_a_rematch_keeps_each_seats_player(client, worker):
    made = create(client, "isaac", [{"kind": "human", "player": "ann"},
                                    {"kind": "human", "player": "bob"}])
    game_id = made["game"]["id"]
    assert client.post(f"/v1/games/{game_id}/resign",
                       headers=bearer(made["seat_tokens"]["1"])).status_code == 200
    assert follow_to_end(client, game_id)["status"] == "finished"
    answer = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(made["seat_tokens"]["0"]))
    assert answer.status_code == 201, answer.get_json()
    rematch = answer.get_json()
    # everyone moves one seat down: ann (seat 0) now sits at seat 1
    assert rematch["seat"] == 1 and _players(rematch["game"]) == ["bob", "ann"]
    export = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    assert "Seat 0: " in export and ", player ann" in export and ", player bob" in export


@pytest.fixture(scope="module")
def keyed(settings):
    return create_app(replace(settings, api_keys=(f"acme={ACME}", f"beta={BETA}")))


def test_the_same_player_id_in_another_tenant_is_another_player(keyed):
    acme, beta = keyed.test_client(), keyed.test_client()
    key = {"X-API-Key": ACME}
    other = {"X-API-Key": BETA}
    seats = [{"kind": "human", "player": "p1"}, {"kind": "open"}]
    a = acme.post("/v1/games", json={"type": "isaac", "seats": seats}, headers=key).get_json()
    b = beta.post("/v1/games", json={"type": "isaac", "seats": seats}, headers=other).get_json()
    joined = beta.post(f"/v1/games/{b['game']['id']}/seats/1/join", json={"player": "p2"},
                       headers=other)
    assert joined.status_code == 200, joined.get_json()
    assert _players(acme.get(f"/v1/games/{a['game']['id']}", headers=key).get_json()) \
        == ["p1", None]
    assert _players(beta.get(f"/v1/games/{b['game']['id']}", headers=other).get_json()) \
        == ["p1", "p2"]
    assert _store(keyed).load(a["game"]["id"]).doc["tenant"] != \
        _store(keyed).load(b["game"]["id"]).doc["tenant"]


def test_a_game_stored_before_player_ids_loads_with_null_players(app, client):
    made = create(client, "isaac", [{"kind": "human", "name": "Ann"}, {"kind": "open"}])
    game_id = made["game"]["id"]
    store = _store(app)
    loaded = store.load(game_id)
    new, entry = gamedoc._next(loaded.doc, "seat_changed", seat=0)
    for seat in new["seats"]:
        del seat["player"]  # as an older release stored it
    store.compare_and_set(loaded.version, new, [entry])
    assert "player" not in store.load(game_id).doc["seats"][0]
    assert _players(client.get(f"/v1/games/{game_id}").get_json()) == [None, None]
    joined = client.post(f"/v1/games/{game_id}/seats/1/join", json={"player": "p9"})
    assert joined.status_code == 200, joined.get_json()
    assert _players(joined.get_json()["game"]) == [None, "p9"]
    assert "Seat 0: " in client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)


@pytest.fixture(scope="module")
def archiving(settings, postgres):
    return create_app(replace(settings, database_url=postgres[0]))


def test_an_archived_game_keeps_its_players(archiving):
    client = archiving.test_client()
    made = create(client, "isaac", [{"kind": "human", "player": "ann"}, {"kind": "open"}])
    game_id = made["game"]["id"]
    assert client.post(f"/v1/games/{game_id}/seats/1/join", json={"player": "bob"}) \
        .status_code == 200
    assert client.post(f"/v1/games/{game_id}/cancel",
                       headers=bearer(made["creator_token"])).status_code == 200
    archive_and_drop(archiving, game_id)
    doc, _ = archiving.extensions["game_service"].archive.load(None, game_id)
    assert [seat["player"] for seat in doc["seats"]] == ["ann", "bob"]
    assert _players(client.get(f"/v1/games/{game_id}").get_json()) == ["ann", "bob"]
    lines = client.get("/v1/archive/games").get_data(as_text=True).splitlines()
    line = next(json.loads(text) for text in lines if json.loads(text)["id"] == game_id)
    assert _players(line) == ["ann", "bob"]
    assert ", player ann" in client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
