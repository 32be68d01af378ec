"""Small helpers shared by the service tests (test client or requests)."""

from __future__ import annotations

import random


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, game_type: str, seats: list[dict], **body) -> dict:
    response = client.post("/v1/games", json={"type": game_type, "seats": seats, **body})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def humans(n: int) -> list[dict]:
    return [{"kind": "human"} for _ in range(n)]


def play_random_move(client, game_id: str, tokens: dict, rng: random.Random) -> dict:
    """Play one random legal move for whichever human seat is to move."""
    legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
    move = rng.choice(legal["moves"])
    response = client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                           headers=bearer(tokens[str(legal["to_move"])]))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def play_to_end(client, game_id: str, tokens: dict, seed: int = 0, max_moves: int = 2000) -> dict:
    rng = random.Random(seed)
    for _ in range(max_moves):
        game = client.get(f"/v1/games/{game_id}").get_json()
        if game["status"] != "active":
            return game
        play_random_move(client, game_id, tokens, rng)
    raise AssertionError("game did not end")
