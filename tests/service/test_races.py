"""Many clients changing the same game at once (threads on the Flask app,
one real Redis): exactly one change per version, none lost, none twice."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from services.api.web import metrics
from shared import gamedoc, tokens
from shared.games import GAMES
from shared.store import GameStore, VersionConflict

from .conftest import TOKEN_SECRET
from .helpers import bearer, create, humans

CLIENTS = 8

pytestmark = pytest.mark.cluster  # on a single Redis and on a Redis Cluster


def _json(data):
    return json.loads(json.dumps(data))


def assert_consistent(store: GameStore, game_id: str) -> dict:
    """The stored history and document agree: versions 1..N with one entry
    each, every move entry is one move by the seat named, and replaying the
    moves (and a resignation) with the rules from the game's seed gives
    exactly the stored state, records and result. Returns the document."""
    doc = store.load(game_id).doc
    entries = store.history(game_id, 0, 100_000)
    assert [e["version"] for e in entries] == list(range(1, doc["version"] + 1))
    assert entries[0]["type"] == "created"
    rules = GAMES[doc["type"]]
    state = rules.new_state(doc["options"], doc["num_players"], doc["seed"])
    for entry in entries[1:]:
        if entry["type"] == "finished":
            assert entry["version"] == doc["version"] and entry["result"] == doc["result"]
            assert _json(rules.result(state)) == doc["result"]
        elif entry["type"] == "resigned":
            state = rules.resign(state, entry["seat"])
        else:
            assert entry["type"] == "move", entry
            played = [r for r in entry["records"] if not r["auto"]]
            assert len(played) == 1 and played[0]["seat"] == entry["seat"], entry
            state, records = rules.apply(state, entry["seat"], played[0]["move"])
            assert _json(records) == entry["records"]
    assert _json(rules.dump(state)) == doc["state"]
    return doc


def _race(requests):
    """Run the given zero-argument callables at the same moment; their results."""
    barrier = threading.Barrier(len(requests))

    def run(call):
        barrier.wait(timeout=30)
        return call()

    with ThreadPoolExecutor(len(requests)) as pool:
        return list(pool.map(run, requests))


def _store(app) -> GameStore:
    with app.app_context():
        from services.api.play.context import res

        return res().store


def test_with_if_match_exactly_one_move_applies_per_version(app):
    clients = [app.test_client() for _ in range(CLIENTS)]
    body = create(clients[0], "isaac", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    for _ in range(10):
        legal = clients[0].get(f"/v1/games/{game_id}/legal-moves").get_json()
        version, seat = legal["version"], legal["to_move"]
        moves = legal["moves"][:CLIENTS]
        headers = {**bearer(tokens[str(seat)]), "If-Match": f'"{version}"'}
        responses = _race([
            (lambda c=c, m=m: c.post(f"/v1/games/{game_id}/moves", json={"move": m}, headers=headers))
            for c, m in zip(clients, moves)])
        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200] + [412] * (len(moves) - 1), statuses
        winner = next(r for r, m in zip(responses, moves) if r.status_code == 200)
        assert winner.get_json()["game"]["version"] == version + 1
        assert all(r.get_json()["code"] == "version_mismatch"
                   for r in responses if r.status_code == 412)
    doc = assert_consistent(_store(app), game_id)
    assert doc["version"] == 11


def test_without_if_match_racing_moves_never_apply_twice_or_get_lost(app):
    clients = [app.test_client() for _ in range(CLIENTS)]
    races_before = metrics.RACES._value.get()
    body = create(clients[0], "isis-osiris", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    applied = []
    for _ in range(12):
        legal = clients[0].get(f"/v1/games/{game_id}/legal-moves").get_json()
        if legal["to_move"] is None:
            break
        headers = bearer(tokens[str(legal["to_move"])])
        moves = legal["moves"][:CLIENTS]
        responses = _race([
            (lambda c=c, m=m: c.post(f"/v1/games/{game_id}/moves", json={"move": m}, headers=headers))
            for c, m in zip(clients, moves)])
        for response in responses:
            # A loser is re-validated on the new version: the turn has passed.
            assert response.status_code in (200, 422, 409), response.get_json()
            if response.status_code == 422:
                assert response.get_json()["code"] in ("not_your_turn", "cell_occupied",
                                                        "invalid_move", "illegal_move"), \
                    response.get_json()
        applied += [r.get_json()["game"]["version"] for r in responses if r.status_code == 200]
        assert sum(r.status_code == 200 for r in responses) >= 1
    doc = assert_consistent(_store(app), game_id)
    # Every 200 is one entry of the history and every move entry one 200.
    assert sorted(applied) == list(range(2, doc["version"] + 1))
    assert metrics.RACES._value.get() > races_before, "no compare-and-set race was produced"


def test_concurrent_requests_with_one_idempotency_key_apply_once(app):
    clients = [app.test_client() for _ in range(CLIENTS)]
    body = create(clients[0], "osiron", humans(2))
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    for round_ in range(6):
        legal = clients[0].get(f"/v1/games/{game_id}/legal-moves").get_json()
        headers = {**bearer(tokens[str(legal["to_move"])]), "Idempotency-Key": f"move-{round_}"}
        move = legal["moves"][0]
        responses = _race([
            (lambda c=c: c.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=headers))
            for c in clients])
        # the move or its replay, or "still in use" while the first one runs
        statuses = [r.status_code for r in responses]
        assert set(statuses) <= {200, 409} and 200 in statuses
        bodies = [r.get_json() for r in responses if r.status_code == 200]
        assert all(b == bodies[0] for b in bodies)
        assert bodies[0]["game"]["version"] == legal["version"] + 1
    doc = assert_consistent(_store(app), game_id)
    assert doc["version"] == 7


def test_concurrent_creations_with_one_idempotency_key_make_one_game(app, redis_client):
    clients = [app.test_client() for _ in range(CLIENTS)]

    def games():
        return {k for k in redis_client.scan_iter(match="game:{*}", count=1000)
                if not k.endswith(b":log") and b":idem:" not in k}

    before = games()
    headers = {"Idempotency-Key": "create-race-once-" + "5" * 32}
    responses = _race([
        (lambda c=c: c.post("/v1/games", json={"type": "isaac", "seats": humans(2)}, headers=headers))
        for c in clients])
    # Each answer is the game (first or replayed) or "still in use" while the first runs.
    statuses = [r.status_code for r in responses]
    assert set(statuses) <= {201, 409} and 201 in statuses
    assert all(r.get_json()["code"] == "idempotency_key_in_use" for r in responses
               if r.status_code == 409)
    created = [r for r in responses if r.status_code == 201]
    ids = {r.get_json()["game"]["id"] for r in created}
    tokens = {json.dumps(r.get_json()["seat_tokens"], sort_keys=True) for r in created}
    assert len(ids) == 1 and len(tokens) == 1
    assert games() - before == {f"game:{{{ids.pop()}}}".encode()}


def _finished(store: GameStore, game_id: str) -> None:
    """Seat 1 resigns and the game is scored, as the worker would do it."""
    loaded = store.load(game_id)
    rules = GAMES[loaded.doc["type"]]
    doc, entry = gamedoc.resign(loaded.doc, rules, 1)
    store.compare_and_set(loaded.version, doc, [entry])
    if doc["status"] == "scoring":
        scored, entry = gamedoc.finish(doc, rules)
        store.compare_and_set(doc["version"], scored, [entry])


def test_a_rematch_that_loses_a_race_leaves_no_half_written_rematch(app, redis_client,
                                                                     monkeypatch):
    """The rematch and the finished game's link to it are written together:
    when another change of the game (the creator re-keys a seat) wins the race,
    neither is there on a single Redis (on a cluster, two slots, the rematch is
    made first and the retry links that same one, never the link alone), and
    the retry makes exactly one rematch, linked both ways."""
    client = app.test_client()
    made = create(client, "osiron", humans(2))
    game_id, seat_0 = made["game"]["id"], bearer(made["seat_tokens"]["0"])
    store = _store(app)
    _finished(store, game_id)

    def games():
        return {k for k in redis_client.scan_iter(match="game:{*}", count=1000)
                if k.endswith(b"}")}

    before = games()
    real = type(store).compare_and_set
    at_conflict = []

    def rekey_gets_in_first(self, expected, doc, entries, *args, **kwargs):
        if entries[0]["type"] == "rematch" and not at_conflict:
            old = self.load(game_id).doc
            rekeyed, entry = gamedoc.rekey(old, 1, gamedoc.token_generation(old, 1) + 1,
                                           tokens.hash_token(TOKEN_SECRET.encode(), "tk_other"))
            real(self, old["version"], rekeyed, [entry])
            try:
                real(self, expected, doc, entries, *args, **kwargs)
            except VersionConflict:
                at_conflict.append((self.load(game_id).doc["rematch"],
                                    self.version(doc["rematch"])))
                raise
            raise AssertionError("the rematch was linked to a game that changed")
        return real(self, expected, doc, entries, *args, **kwargs)

    monkeypatch.setattr(type(store), "compare_and_set", rekey_gets_in_first)
    answer = client.post(f"/v1/games/{game_id}/rematch", headers=seat_0)
    monkeypatch.undo()

    assert answer.status_code == 201, answer.get_json()
    rematch_id = answer.get_json()["game"]["id"]
    [(linked, made_already)] = at_conflict
    assert linked is None  # the losing try did not link
    if store.cluster:
        assert made_already == 1  # made first, then linked by the retry
    else:
        assert made_already is None  # nor make the rematch
    assert store.load(game_id).doc["rematch"] == rematch_id
    assert store.load(rematch_id).doc["rematch_of"] == game_id
    assert games() - before == {f"game:{{{rematch_id}}}".encode()}
