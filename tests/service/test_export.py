"""The export over the API: finished games of every type, played to the end
with random moves, exported, parsed and replayed by ``shared.export``
without the seed: the replay ends in the same view and the same result."""

from __future__ import annotations

import json
import random

import pytest

from shared import export, gamedoc
from shared.games import GAMES

from .helpers import bearer, create, humans

FINISHED = [
    ("isis-osiris", 2, {"tile_memory": "hidden", "rounds": 2, "first_seat": "random"}),
    ("isis-osiris", 3, {"reserve": "common"}),
    ("isis-osiris", 4, {"tile_memory": "hidden", "reserve": "common"}),
    ("osiron", 2, {"setup": "random"}),
    ("osiron", 2, {"setup": "placement", "movement": "advanced", "first": "dark"}),
    ("osiron", 2, {"setup": "beginner", "ply_cap": 10}),
    ("isaac", 2, {}),
]


def play(client, game_id, tokens, rng, moves=5000):
    for _ in range(moves):
        legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
        if legal["to_move"] is None:
            return
        pick = rng.randrange(len(legal["moves"]))
        response = client.post(f"/v1/games/{game_id}/moves",
                               json={"notation": legal["notations"][pick]},
                               headers=bearer(tokens[str(legal["to_move"])]))
        assert response.status_code == 200, response.get_json()
        assert response.get_json()["records"][0]["move"] == legal["moves"][pick]


def finished(client, game_id, headers) -> dict:
    game = client.get(f"/v1/games/{game_id}", headers=headers).get_json()
    if game["status"] == "scoring":  # the worker scores it
        game = client.get(f"/v1/games/{game_id}?wait_for_version={game['version'] + 1}"
                          "&timeout=30", headers=headers).get_json()
    assert game["status"] == "finished"
    return game


def assert_replays(text: str, game: dict, viewer) -> None:
    parsed = export.parse(text)
    rules = GAMES[game["type"]]
    state = export.replay(parsed)
    assert rules.view(state, viewer) == game["state"]
    assert json.loads(json.dumps(rules.result(state))) == game["result"]
    assert parsed.result == {k: v for k, v in game["result"].items() if k != "breakdown"}
    assert parsed.headers["Status"] == "finished" and parsed.seats == game["num_players"]
    assert parsed.headers["Version"] == str(game["version"])


@pytest.mark.parametrize("game_type, players, options", FINISHED)
def test_finished_games_replay_from_their_export(client, worker, game_type, players, options):
    body = create(client, game_type, humans(players), options=options)
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    play(client, game_id, tokens, random.Random(game_type + str(players)))
    for headers, viewer in ((bearer(tokens["0"]), 0), ({}, None)):  # all is public once over
        game = finished(client, game_id, headers)
        response = client.get(f"/v1/games/{game_id}/export", headers=headers)
        assert response.status_code == 200 and response.mimetype == "text/plain"
        assert response.headers["Cache-Control"].endswith("max-age=3600")
        text = response.get_data(as_text=True)
        assert "?" not in text.split("\n\n", 1)[1]  # every value is known at the end
        assert_replays(text, game, viewer)
        history = client.get(f"/v1/games/{game_id}/history?limit=500").get_json()["entries"]
        written = [r["notation"] for e in history if e["type"] == "move" for r in e["records"]]
        assert [line.text for line in export.parse(text).lines] == written


def test_resigned_and_agreed_games_replay(client, worker):
    for action in ("resign", "draw"):
        body = create(client, "osiron", humans(2))
        game_id, tokens = body["game"]["id"], body["seat_tokens"]
        play(client, game_id, tokens, random.Random(action), moves=4)
        if action == "resign":
            assert client.post(f"/v1/games/{game_id}/resign",
                               headers=bearer(tokens["1"])).status_code == 200
        else:
            for seat, answer in (("0", "offer"), ("1", "accept")):
                assert client.post(f"/v1/games/{game_id}/draw", json={"action": answer},
                                   headers=bearer(tokens[seat])).status_code == 200
        game = finished(client, game_id, {})
        text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
        expected = "1 -- resigns" if action == "resign" else "1 -- accepts the draw"
        assert text.rstrip().endswith(expected)
        assert_replays(text, game, None)


def test_the_end_time_is_kept_apart_from_later_changes(client, worker):
    body = create(client, "osiron", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    assert body["game"]["ended_at"] is None
    assert client.post(f"/v1/games/{game_id}/resign",
                       headers=bearer(tokens["1"])).status_code == 200
    ended = finished(client, game_id, {})
    assert ended["ended_at"] == ended["updated_at"]
    rematch = client.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["0"]))
    assert rematch.status_code == 201, rematch.get_json()
    linked = client.get(f"/v1/games/{game_id}").get_json()
    assert linked["updated_at"] > ended["ended_at"] and linked["ended_at"] == ended["ended_at"]
    listed = client.get("/v1/games?limit=100").get_json()["games"]
    assert next(g for g in listed if g["id"] == game_id)["ended_at"] == ended["ended_at"]
    text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    assert export.parse(text).headers["Ended"] == ended["ended_at"]


def test_every_way_of_ending_keeps_its_time(client):
    waiting = create(client, "isaac", [{"kind": "human"}, {"kind": "open"}])
    assert waiting["game"]["ended_at"] is None
    cancelled = client.post(f"/v1/games/{waiting['game']['id']}/cancel",
                            headers=bearer(waiting["creator_token"])).get_json()
    assert cancelled["status"] == "cancelled"
    assert cancelled["ended_at"] == cancelled["updated_at"]
    doc = {"status": "waiting", "version": 3, "seats": [], "updated_at": "then"}
    for end, status in ((gamedoc.expire, "expired"), (gamedoc.abandon, "abandoned")):
        new, entry = end({**doc, "status": "waiting" if status == "expired" else "active"})
        assert new["status"] == entry["status"] == status
        assert gamedoc.ended_at(new) == new["updated_at"] == entry["at"] != "then"


def test_unfinished_hidden_game_export_keeps_tiles_hidden_and_does_not_replay(client):
    body = create(client, "isis-osiris", humans(2), options={"tile_memory": "hidden"})
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    revealed = client.post(f"/v1/games/{game_id}/moves", json={"notation": "R"},
                           headers=bearer(tokens["0"])).get_json()["records"][0]["tile"]
    text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    assert text.rstrip().endswith(f"2. 0 R {{{revealed:+d}}}")  # turned up: seen by everyone
    client.post(f"/v1/games/{game_id}/moves", json={"notation": "T a1"},
                headers=bearer(tokens["0"]))
    for headers in ({}, bearer(tokens["0"]), bearer(tokens["1"])):
        text = client.get(f"/v1/games/{game_id}/export", headers=headers).get_data(as_text=True)
        assert text.rstrip().endswith("2. 0 R {?}\n3. 0 T a1 {?}")
        assert "Result" not in export.parse(text).headers
        with pytest.raises(export.ExportError):
            export.replay(export.parse(text))


def test_public_game_export_replays_mid_game(client):
    body = create(client, "isis-osiris", humans(3), options={"first_seat": "random"})
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    play(client, game_id, tokens, random.Random(5), moves=20)
    text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert GAMES["isis-osiris"].view(export.replay(export.parse(text)), None) == game["state"]


@pytest.mark.parametrize("text", [
    "", "Export: something else\nGame: osiron\n\n", "Export: board-game-service 1\nGame: chess\n\n",
    "Export: board-game-service 1\nGame: osiron\nOptions: {}\nSeat 0: light\nSeat 1: dark\n\n2. 0 I0xM0",
    "Export: board-game-service 1\nGame: osiron\nOptions: {}\nSeat 0: light\nSeat 1: dark\n\nnonsense",
])
def test_bad_exports_are_refused(text):
    with pytest.raises(export.ExportError):
        export.replay(export.parse(text))


def test_export_takes_no_query(client):
    game_id = create(client, "isaac", humans(2))["game"]["id"]
    response = client.get(f"/v1/games/{game_id}/export?format=pgn")
    assert response.status_code == 400 and response.get_json()["code"] == "invalid_query"


def test_a_seat_handed_to_the_ai_is_written_and_replays(client):
    body = create(client, "isis-osiris", humans(3))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    play(client, game_id, tokens, random.Random(9), moves=3)  # seat 0 is to move again
    assert client.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["2"])).status_code == 200
    text = client.get(f"/v1/games/{game_id}/export").get_data(as_text=True)
    assert "Seat 2: green, ai medium" in text
    assert text.rstrip().endswith("2 -- resigns (the AI takes the seat)")
    game = client.get(f"/v1/games/{game_id}").get_json()
    assert game["to_move"] == 0  # the AI seat has not moved yet
    assert GAMES["isis-osiris"].view(export.replay(export.parse(text)), None) == game["state"]
