"""Small helpers shared by the service tests (test client or requests).

Waiting: ``poll``/``wait_for`` check a condition until a deadline (never a
fixed sleep to win a race); ``follow_game`` long-polls a game, which answers
on each change; ``wait_job`` reads a job until it is finished or failed.
"""

from __future__ import annotations

import random
import time


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


def poll(read, done=bool, timeout: float = 30.0, every: float = 0.05):
    """Call ``read()`` until ``done(value)`` holds or ``timeout`` seconds have
    passed; the last value (the caller asserts on it, so a failure shows it)."""
    deadline = time.monotonic() + timeout
    while True:
        value = read()
        if done(value) or time.monotonic() > deadline:
            return value
        time.sleep(every)


def wait_for(condition, timeout: float = 30.0, what: str = "a condition", every: float = 0.05):
    """Poll ``condition`` until it returns something true (bounded); return that."""
    value = poll(condition, bool, timeout, every)
    assert value, f"timed out waiting for {what}"
    return value


def follow_game(client, game_id: str, done, timeout: float = 30.0, headers=None) -> dict:
    """Follow the game with long polls (each answers on the game's next change,
    or after 5 s) until ``done(game)``, within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    game = client.get(f"/v1/games/{game_id}", headers=headers).get_json()
    while not done(game):
        assert time.monotonic() < deadline, f"game stuck: {game['status']} v{game['version']}"
        game = client.get(f"/v1/games/{game_id}?wait_for_version={game['version'] + 1}&timeout=5",
                          headers=headers).get_json()
    return game


def follow_to_end(client, game_id: str, final=("finished", "cancelled"),
                  timeout: float = 300.0) -> dict:
    """Follow the game until its status is one of ``final`` (an all-AI game may
    take a while on a loaded machine: the bound is generous)."""
    return follow_game(client, game_id, lambda game: game["status"] in final, timeout)


def wait_job(client, job_id: str, token: str | None = None, timeout: float = 60.0) -> dict:
    """Read the job over the API until it is finished or failed (bounded)."""
    headers = bearer(token) if token else {}
    job = poll(lambda: client.get(f"/v1/jobs/{job_id}", headers=headers).get_json(),
               lambda job: job.get("status") in ("finished", "failed"), timeout, every=0.02)
    assert job.get("status") in ("finished", "failed"), job
    return job
