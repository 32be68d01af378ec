"""Trust boundaries, tried from the other side: another tenant, a second
caller replaying an Idempotency-Key, a key reused with another body or on
another endpoint, a pre-claimed key, a seeded hidden game, hints."""

from __future__ import annotations

import random
import uuid
from dataclasses import replace

import pytest
import requests

from services import redis_server
from services.api.app import create_app
from services.api.trust import idempotency
from services.worker import tasks
from shared import gamedoc
from shared.games import GAMES
from shared.store import GameStore, doc_key

from .conftest import stop_process
from .helpers import bearer, create, humans, poll, wait_job
from .test_bad_input import assert_problem, game_keys

ACME, ACME_2, BETA = "key-of-acme", "second-key-of-acme", "key-of-beta"


@pytest.fixture(scope="module")
def keyed_app(settings):
    return create_app(replace(settings, api_keys=(f"acme={ACME}", f"acme={ACME_2}", BETA)))


@pytest.fixture
def acme(keyed_app):
    return _Caller(keyed_app.test_client(), ACME)


@pytest.fixture
def beta(keyed_app):
    return _Caller(keyed_app.test_client(), BETA)


class _Caller:
    """A test client that sends one API key with every request."""

    def __init__(self, client, key: str):
        self.client, self.key = client, key

    def __getattr__(self, method):
        def call(path, headers=None, **kwargs):
            return getattr(self.client, method)(path, headers={"X-API-Key": self.key,
                                                               **(headers or {})}, **kwargs)
        return call


def strong_key() -> str:
    return str(uuid.uuid4())


def missing_game(caller, path: str, method: str = "get", **kwargs) -> None:
    """``path`` answers exactly as a game that does not exist."""
    real = getattr(caller, method)(path, **kwargs)
    assert_problem(real, 404, "game_not_found")
    absent = getattr(caller, method)(path.replace(path.split("/")[3], "0" * 16, 1), **kwargs)
    assert {k: v for k, v in real.get_json().items() if k != "instance"} == \
        {k: v for k, v in absent.get_json().items() if k != "instance"}


# -- tenants ------------------------------------------------------------------------------

def test_another_tenant_finds_no_trace_of_a_game(acme, beta, redis_client, worker):
    made = create(acme, "osiron", humans(2), hints=True)
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    move = acme.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    hint = acme.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                     headers=bearer(token))
    assert hint.status_code == 202
    before = game_keys(redis_client, game_id)
    base = f"/v1/games/{game_id}"
    for path in (base, f"{base}/legal-moves", f"{base}/history", f"{base}/events",
                 f"{base}?wait_for_version=9"):
        missing_game(beta, path)
    for suffix, body in (("seats/1/join", {}), ("moves", {"move": move}), ("resign", None),
                         ("draw", {"action": "offer"}), ("rematch", None), ("cancel", None),
                         ("ai-moves", {})):
        missing_game(beta, f"{base}/{suffix}", "post", json=body, headers=bearer(token))
    missing_game(beta, f"{base}/seats/1", "put", json={"kind": "ai"},
                 headers=bearer(made["creator_token"]))
    # the tenant's own token does not open another tenant's door either
    assert_problem(beta.get(hint.headers["Location"], headers=bearer(token)), 404, "job_not_found")
    assert game_keys(redis_client, game_id) == before
    assert game_id not in [g["id"] for g in beta.get("/v1/games").get_json()["games"]]
    # a second key of the same tenant sees it all
    acme_again = _Caller(acme.client, ACME_2)
    assert acme_again.get(base).status_code == 200
    assert game_id in [g["id"] for g in acme_again.get("/v1/games?limit=100").get_json()["games"]]


def test_another_tenant_cannot_read_an_ai_turn_job(acme, beta, worker):
    made = create(acme, "isaac", [{"kind": "ai", "level": "random"}, {"kind": "human"}])
    job_id = made["game"]["pending_job"]
    assert job_id
    assert acme.get(f"/v1/jobs/{job_id}").status_code == 200
    assert_problem(beta.get(f"/v1/jobs/{job_id}"), 404, "job_not_found")


# -- listing ------------------------------------------------------------------------------

def test_listing_filters_and_pages_newest_change_first(settings):
    # a tenant of its own: no other test's game changes in its listing meanwhile
    acme = _Caller(create_app(replace(settings, api_keys=("lister=key-lister",))).test_client(),
                   "key-lister")
    made = [create(acme, t, s) for t, s in
            [("isaac", humans(2)), ("osiron", humans(2)),
             ("isis-osiris", [{"kind": "human"}, {"kind": "open"}])]]
    ids = [m["game"]["id"] for m in made]
    # a change moves a game to the front
    assert acme.post(f"/v1/games/{ids[0]}/cancel",
                     headers=bearer(made[0]["creator_token"])).status_code == 200
    page = acme.get("/v1/games?limit=2").get_json()
    assert [g["id"] for g in page["games"]] == [ids[0], ids[2]] and page["next_cursor"]
    rest = acme.get(f"/v1/games?limit=100&cursor={page['next_cursor']}").get_json()
    listed = page["games"] + rest["games"]
    assert rest["games"][0]["id"] == ids[1]
    assert len({g["id"] for g in listed}) == len(listed)  # no game twice across pages
    stamps = [g["updated_at"] for g in listed]
    assert stamps == sorted(stamps, reverse=True)
    waiting = acme.get("/v1/games?open=true&limit=100").get_json()["games"]
    assert ids[2] in [g["id"] for g in waiting]
    assert all(g["status"] == "waiting" and any(s["open"] for s in g["seats"]) for g in waiting)
    cancelled = acme.get("/v1/games?status=cancelled&limit=100").get_json()["games"]
    assert ids[0] in [g["id"] for g in cancelled] and ids[1] not in [g["id"] for g in cancelled]
    osiron = acme.get("/v1/games?type=osiron&limit=100").get_json()["games"]
    assert osiron and all(g["type"] == "osiron" for g in osiron)
    since = made[2]["game"]["updated_at"]
    recent = acme.get("/v1/games", query_string={"changed_since": since}).get_json()["games"]
    assert {g["id"] for g in recent} >= {ids[0], ids[2]} and ids[1] not in {g["id"] for g in recent}
    summary = next(g for g in listed if g["id"] == ids[1])
    assert set(summary) == {"id", "type", "status", "version", "num_players", "rated", "seats",
                            "to_move", "created_at", "updated_at", "ended_at"}
    assert summary["to_move"] == 0 and summary["seats"][0]["kind"] == "human"
    assert_problem(acme.get("/v1/games?cursor=bm90LWEtY3Vyc29y"), 400, "invalid_cursor")
    assert_problem(acme.get("/v1/games?limit=1000"), 422, "validation_error")


def test_listing_entries_leave_with_their_games(settings, redis_client):
    """A finished game kept one second: once its keys expire it is not listed,
    and the next write of the tenant prunes its index entry."""
    app = create_app(replace(settings, finished_game_ttl=1, api_keys=("ttl=ttl-key",)))
    caller = _Caller(app.test_client(), "ttl-key")
    made = create(caller, "osiron", humans(2))
    game_id = made["game"]["id"]
    assert caller.post(f"/v1/games/{game_id}/cancel",
                       headers=bearer(made["creator_token"])).status_code == 200
    assert game_id in [g["id"] for g in caller.get("/v1/games").get_json()["games"]]
    # waiting out a TTL, not a race
    assert not poll(lambda: redis_client.exists(f"game:{{{game_id}}}"), lambda found: not found, 5)
    assert game_id not in [g["id"] for g in caller.get("/v1/games").get_json()["games"]]
    create(caller, "isaac", humans(2))  # a write of the same tenant
    assert not redis_client.hexists("tenant:{ttl}:summaries", game_id)
    assert redis_client.zscore("tenant:{ttl}:games", game_id) is None


# -- idempotency ----------------------------------------------------------------------------

CREATE = {"type": "isaac", "seats": humans(2)}


def test_a_creation_key_replayed_by_another_tenant_reveals_nothing(acme, beta):
    key = {"Idempotency-Key": strong_key()}
    first = acme.post("/v1/games", json=CREATE, headers=key).get_json()
    other = beta.post("/v1/games", json=CREATE, headers=key)
    assert other.status_code == 201 and "Idempotent-Replayed" not in other.headers
    other = other.get_json()
    assert other["game"]["id"] != first["game"]["id"]
    secrets_of_first = {first["creator_token"], *first["seat_tokens"].values()}
    assert not secrets_of_first & {other["creator_token"], *other["seat_tokens"].values()}
    # and the victim who used the key first still gets its own game back
    again = acme.post("/v1/games", json=CREATE, headers=key)
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["creator_token"] == first["creator_token"]


def test_a_pre_claimed_key_does_not_hand_the_victim_the_attackers_game(acme, beta):
    key = {"Idempotency-Key": strong_key()}
    planted = beta.post("/v1/games", json=CREATE, headers=key).get_json()
    victim = acme.post("/v1/games", json=CREATE, headers=key)
    assert victim.status_code == 201 and "Idempotent-Replayed" not in victim.headers
    assert victim.get_json()["game"]["id"] != planted["game"]["id"]
    assert acme.get(f"/v1/games/{planted['game']['id']}").status_code == 404


def test_a_key_with_another_body_or_endpoint_is_refused_and_changes_nothing(client, redis_client):
    key = {"Idempotency-Key": strong_key()}
    made = client.post("/v1/games", json=CREATE, headers=key).get_json()
    game_id = made["game"]["id"]
    games_before = set(redis_client.scan_iter(match="game:{*}"))
    assert_problem(client.post("/v1/games", json={**CREATE, "type": "osiron"}, headers=key),
                   422, "idempotency_key_reused")
    before = game_keys(redis_client, game_id)
    joined_game = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}])
    assert_problem(client.post(f"/v1/games/{joined_game['game']['id']}/seats/1/join", json={},
                               headers=key), 422, "idempotency_key_reused")
    assert game_keys(redis_client, game_id) == before
    assert set(redis_client.scan_iter(match="game:{*}")) == games_before | {
        f"game:{{{joined_game['game']['id']}}}".encode()}
    assert client.get(f"/v1/games/{joined_game['game']['id']}").get_json()["seats"][1]["open"]


def test_a_move_key_reused_for_another_move_is_refused(client):
    made = create(client, "osiron", humans(2))
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    headers = {"Idempotency-Key": "move-key", **bearer(seat_tokens["0"])}
    moves = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"]
    assert client.post(f"/v1/games/{game_id}/moves", json={"move": moves[0]},
                       headers=headers).status_code == 200
    assert_problem(client.post(f"/v1/games/{game_id}/moves", json={"move": moves[1]},
                               headers=headers), 422, "idempotency_key_reused")
    assert_problem(client.post(f"/v1/games/{game_id}/resign", headers=headers),
                   422, "idempotency_key_reused")
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 2


def test_a_join_key_cannot_be_replayed_for_another_seat_or_by_another_caller(client, beta):
    made = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}])
    game_id = made["game"]["id"]
    key = {"Idempotency-Key": strong_key()}
    first = client.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "Bo"}, headers=key)
    assert first.status_code == 200
    token = first.get_json()["token"]
    other_seat = client.post(f"/v1/games/{game_id}/seats/2/join", json={"name": "Bo"}, headers=key)
    assert_problem(other_seat, 422, "idempotency_key_reused")
    assert token not in other_seat.get_data(as_text=True)
    assert client.get(f"/v1/games/{game_id}").get_json()["seats"][2]["open"]
    again = client.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "Bo"}, headers=key)
    assert again.headers["Idempotent-Replayed"] == "true" and again.get_json()["token"] == token
    # a guessable key is refused where there is no token to scope it
    assert_problem(client.post(f"/v1/games/{game_id}/seats/2/join", json={},
                               headers={"Idempotency-Key": "join-1"}),
                   400, "idempotency_key_too_weak")


def test_a_key_still_in_use_answers_409(app, client):
    made = create(client, "osiron", humans(2))
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    headers = {"Idempotency-Key": "busy-key", **bearer(token)}
    with app.test_request_context(f"/v1/games/{game_id}/moves", method="POST",
                                  json={"move": move}, headers=headers):
        assert idempotency.claim().replay is None  # the first request, still running
    busy = client.post(f"/v1/games/{game_id}/moves", json={"move": move}, headers=headers)
    assert_problem(busy, 409, "idempotency_key_in_use")
    assert busy.headers["Retry-After"]
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 1


def test_a_replayed_reveal_does_not_show_a_tile_the_view_now_hides(client):
    made = create(client, "isis-osiris", humans(2), options={"tile_memory": "hidden"})
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    headers = {"Idempotency-Key": "reveal-1", **bearer(seat_tokens["0"])}
    reveal = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "reveal"}},
                         headers=headers).get_json()
    assert reveal["records"][0]["tile"] is not None  # shown at the moment of the reveal
    cell = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    assert client.post(f"/v1/games/{game_id}/moves", json={"move": cell},
                       headers=bearer(seat_tokens["0"])).status_code == 200
    replay = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "reveal"}},
                         headers=headers)
    assert replay.headers["Idempotent-Replayed"] == "true"
    assert replay.get_json()["records"][0]["tile"] is None  # face down now
    assert client.get(f"/v1/games/{game_id}").get_json()["version"] == 3


# -- seeds ------------------------------------------------------------------------------------

def _reveals(client, game_id: str, seat_tokens: dict, count: int) -> list[int]:
    """Reveal and place ``count`` tiles in turn; the values turned up."""
    seen = []
    for _ in range(count):
        to_move = client.get(f"/v1/games/{game_id}").get_json()["to_move"]
        headers = bearer(seat_tokens[str(to_move)])
        moved = client.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "reveal"}},
                            headers=headers).get_json()
        seen.append(moved["records"][0]["tile"])
        cell = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
        assert client.post(f"/v1/games/{game_id}/moves", json={"move": cell},
                           headers=headers).status_code == 200
    return seen


def _predicted_reveals(options: dict, players: int, seed: int, count: int) -> list[int]:
    """What the rules package deals for ``seed`` taken as given: the attack."""
    rules = GAMES["isis-osiris"]
    state = rules.new_state(rules.normalize_options(options, players), players, seed)
    seen = []
    for _ in range(count):
        seat = rules.to_move(state)
        state, records = rules.apply(state, seat, {"action": "reveal"})
        seen.append(records[0]["tile"])
        state, _ = rules.apply(state, seat, rules.legal_moves(state)[0])
    return seen


def test_a_chosen_seed_does_not_reveal_the_hidden_tiles(client):
    options = {"tile_memory": "hidden"}
    made = create(client, "isis-osiris", humans(4), options=options, seed=1234)
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    for seat in range(4):
        view = client.get(f"/v1/games/{game_id}", headers=bearer(seat_tokens[str(seat)]))
        assert view.get_json()["seeded"] is True  # every seat can tell
    actual = _reveals(client, game_id, seat_tokens, 16)
    assert actual != _predicted_reveals(options, 4, 1234, 16)
    # and the same seed in another game deals another game
    other = create(client, "isis-osiris", humans(4), options=options, seed=1234)
    assert _reveals(client, other["game"]["id"], other["seat_tokens"], 16) != actual


def test_perfect_information_games_keep_reproducible_seeds(client):
    made = [create(client, "osiron", humans(2), options={"setup": "random"}, seed=77)
            for _ in range(2)]
    boards = [m["game"]["state"]["board"] for m in made]
    rules = GAMES["osiron"]
    local = rules.view(rules.new_state(rules.normalize_options({"setup": "random"}, 2), 2, 77),
                       None)
    assert boards[0] == boards[1] == local["board"]
    assert made[0]["game"]["seeded"] is True
    assert create(client, "osiron", humans(2))["game"]["seeded"] is False


# -- hints ------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_type, seats, hints, allowed", [
    ("isaac", [{"kind": "human"}, {"kind": "ai", "level": "random"}], None, True),
    ("isaac", [{"kind": "human"}, {"kind": "human"}], None, False),
    ("isis-osiris", [{"kind": "human"}, {"kind": "human"}, {"kind": "ai", "level": "random"}],
     None, False),
    ("isaac", [{"kind": "human"}, {"kind": "ai", "level": "random"}], False, False),
    ("isaac", [{"kind": "human"}, {"kind": "human"}], True, True),
])
def test_hints_are_a_setting_every_seat_sees(client, redis_client, game_type, seats, hints,
                                             allowed):
    body = {} if hints is None else {"hints": hints}
    made = create(client, game_type, seats, **body)
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    for viewer in [None, *made["seat_tokens"].values()]:
        view = client.get(f"/v1/games/{game_id}", headers=bearer(viewer) if viewer else {})
        assert view.get_json()["hints"] is allowed
    before = game_keys(redis_client, game_id)
    response = client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                           headers=bearer(token))
    if allowed:
        assert response.status_code == 202
    else:
        assert_problem(response, 403, "hints_disabled")
        assert game_keys(redis_client, game_id) == before


def test_an_open_seat_counts_as_a_person_for_the_default(client):
    made = create(client, "isis-osiris", [{"kind": "human"}, {"kind": "open"}])
    assert made["game"]["hints"] is False


def test_a_hint_job_is_readable_only_by_the_seat_that_asked(client, worker):
    made = create(client, "osiron", humans(2), hints=True)
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    asked = client.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                        headers=bearer(seat_tokens["0"]))
    job_id = asked.headers["Location"].rsplit("/", 1)[1]
    assert wait_job(client, job_id, seat_tokens["0"])["kind"] == "hint"
    for headers in ({}, bearer(seat_tokens["1"]), bearer(made["creator_token"])):
        assert_problem(client.get(f"/v1/jobs/{job_id}", headers=headers), 404, "job_not_found")


def _without_instance(response) -> tuple[int, dict]:
    return response.status_code, {k: v for k, v in response.get_json().items()
                                  if k != "instance"}


def test_a_hint_asked_for_is_no_different_from_one_never_asked_for(acme, beta, worker):
    """From the opponent's side (no token, its own token) and another tenant's,
    the job of a hint seat 0 asked for answers as the same seat's job that was
    never made (seat 1 asked for none), a job id of the very same shape."""
    made = create(acme, "osiron", humans(2), hints=True)
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    asked = acme.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                      headers=bearer(seat_tokens["0"]))
    job_id = asked.headers["Location"].rsplit("/", 1)[1]
    assert job_id.startswith(f"hint-{game_id}-") and "-0-" in job_id
    never = job_id.replace("-0-", "-1-")
    assert wait_job(acme, job_id, seat_tokens["0"])["kind"] == "hint"
    for caller, headers in ((acme, {}), (acme, bearer(seat_tokens["1"])), (beta, {}),
                            (beta, bearer(seat_tokens["0"]))):
        real = caller.get(f"/v1/jobs/{job_id}", headers=headers)
        assert_problem(real, 404, "job_not_found")
        assert _without_instance(real) == _without_instance(
            caller.get(f"/v1/jobs/{never}", headers=headers))
        assert set(real.headers) == set(caller.get(f"/v1/jobs/{never}", headers=headers).headers)


def test_another_tenants_game_is_refused_before_its_document_is_read(acme, beta, redis_client,
                                                                     settings):
    """The owner is compared before the document is decoded: with the stored
    document made unreadable, another tenant still gets the missing game's
    answer (decoding it would fail), while its own tenant's read does decode it."""
    made = create(acme, "isaac", humans(2))
    game_id = made["game"]["id"]
    key = doc_key(game_id)
    assert redis_client.hget(key, "tenant") == b"acme"
    missing_game(beta, f"/v1/games/{game_id}")
    document = redis_client.hget(key, "doc")
    redis_client.hset(key, "doc", b"\x00 not a document")
    try:
        missing_game(beta, f"/v1/games/{game_id}")
        with pytest.raises(ValueError):  # the owner's read decodes it (and fails here)
            GameStore.configured(redis_client, settings).load_for(game_id, "acme")
    finally:
        redis_client.hset(key, "doc", document)
    assert acme.get(f"/v1/games/{game_id}").status_code == 200


def test_a_hint_in_hidden_memory_sees_the_table_as_it_lies(app, client, monkeypatch):
    """The hint is handed the seat's ordinary view, with placed tiles face
    down, never the AI seat's memory of every reveal."""
    made = create(client, "isis-osiris", humans(2), options={"tile_memory": "hidden"})
    game_id, seat_tokens = made["game"]["id"], made["seat_tokens"]
    _reveals(client, game_id, seat_tokens, 4)
    with app.app_context():
        from services.api.play.context import res

        store: GameStore = res().store
        doc = store.load(game_id).doc
    rules = GAMES["isis-osiris"]
    seen = {}
    monkeypatch.setattr(tasks, "choose_move", lambda rules, view, *a, **k: seen.update(
        view=view) or {"move": None})
    seat = gamedoc.seat_to_move(doc, rules)
    tasks._think(store, rules, doc, seat, "medium", 0.1, 1, memory=False)
    placed = [c for c in seen["view"]["board"].values() if c and "tile" in c]
    assert len(placed) == 4 and all(c["tile"] is None for c in placed)
    tasks._think(store, rules, doc, seat, "medium", 0.1, 1, memory=True)
    assert all(c["tile"] is not None for c in seen["view"]["board"].values() if c and "tile" in c)


# -- outages and metrics ----------------------------------------------------------------------

def test_redis_down_answers_503_everywhere_and_logs_once(settings, tmp_path, caplog):
    from .test_faults import OwnRedis

    server = OwnRedis(tmp_path / "redis")
    app = create_app(replace(settings, redis_url=server.url, rate_limit_enabled=True))
    client = app.test_client()
    made = create(client, "osiron", humans(2), hints=True)
    game_id, token = made["game"]["id"], made["seat_tokens"]["0"]
    move = client.get(f"/v1/games/{game_id}/legal-moves").get_json()["moves"][0]
    server.stop()
    calls = [("get", "/v1/games"), ("post", "/v1/games", {"json": CREATE}),
             ("get", f"/v1/games/{game_id}"), ("get", f"/v1/games/{game_id}/legal-moves"),
             ("get", f"/v1/games/{game_id}/history"), ("get", f"/v1/games/{game_id}/events"),
             ("post", f"/v1/games/{game_id}/moves", {"json": {"move": move},
                                                    "headers": bearer(token)}),
             ("post", f"/v1/games/{game_id}/ai-moves", {"json": {}, "headers": bearer(token)}),
             ("post", f"/v1/games/{game_id}/seats/1/join", {"json": {}}),
             ("get", "/v1/jobs/ai-0000000000000000-1")]
    try:
        with caplog.at_level("INFO", logger="services.api.web.outage"):
            for _ in range(3):
                for method, path, *kwargs in calls:
                    response = getattr(client, method)(path, **(kwargs[0] if kwargs else {}))
                    assert_problem(response, 503, "service_unavailable")
                    assert int(response.headers["Retry-After"]) > 0
            down = [r for r in caplog.records if "unavailable" in r.getMessage()]
            assert len(down) == 1  # once per outage, not once per request
            server.process = redis_server.start(server.port, server.dir)
            assert client.get(f"/v1/games/{game_id}").status_code == 200
            assert [r for r in caplog.records if "reachable again" in r.getMessage()]
    finally:
        server.stop()


def test_unknown_methods_cannot_grow_the_metrics(client):
    rng = random.Random(5)
    before = client.get("/metrics").get_data()
    for _ in range(3000):
        method = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(8))
        client.open("/healthz", method=method)
    text = client.get("/metrics").get_data(as_text=True)
    methods = {line.split('method="', 1)[1].split('"', 1)[0] for line in text.splitlines()
               if line.startswith("api_request_seconds_count{")}
    assert methods <= {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "OTHER"}
    assert len(text) < len(before) + 20_000  # a few new series at most, not 3,000


def test_retried_creations_get_the_same_tokens_from_any_gunicorn_process(redis_url):
    """Two gunicorn processes share the one required secret: a creation retried
    on new connections (so both processes answer) hands back working tokens."""
    from .test_faults import _start_gunicorn

    port = redis_server.free_port()
    server = _start_gunicorn(redis_url, port, processes=2)
    try:
        url = f"http://127.0.0.1:{port}"
        key = {"Idempotency-Key": strong_key(), "Connection": "close"}
        answers = [requests.post(f"{url}/v1/games", json=CREATE, headers=key)
                   for _ in range(12)]
        assert [a.status_code for a in answers] == [201] * 12
        assert {a.headers.get("Idempotent-Replayed") for a in answers[1:]} == {"true"}
        bodies = [a.json() for a in answers]
        assert len({(b["game"]["id"], b["creator_token"], b["seat_tokens"]["0"])
                    for b in bodies}) == 1
        game_id, token = bodies[0]["game"]["id"], bodies[0]["seat_tokens"]["0"]
        move = requests.get(f"{url}/v1/games/{game_id}/legal-moves").json()["moves"][0]
        for _ in range(2):  # the token works on every process (the second try is a replay)
            moved = requests.post(f"{url}/v1/games/{game_id}/moves", json={"move": move},
                                  headers={**bearer(token), "Idempotency-Key": "m1",
                                           "Connection": "close"})
            assert moved.status_code == 200
    finally:
        stop_process(server)


def test_the_play_page_loads_without_a_key_and_its_calls_need_one(acme, keyed_app):
    made = create(acme, "isaac", humans(2))
    anonymous = keyed_app.test_client()
    assert anonymous.get(f"/play/{made['game']['id']}").status_code == 200
    assert_problem(anonymous.get(f"/v1/games/{made['game']['id']}"), 401, "api_key_required")
