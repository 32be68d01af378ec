"""Work queues: AI turns before hints, one hint job per seat/version/level, the
per-owner AI quotas, small job records, and the fallback of an AI turn whose
job fails for good. Each test runs on a Redis of its own (with a real worker
process where jobs must run), so no other test's jobs share its queues."""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import datetime

import pytest
import redis
from rq import Queue
from rq.job import Job, JobStatus

from services.api.app import create_app
from services.run import WORKERS
from services.worker.ai import DEFAULT_BUDGETS
from shared import jobs, quota
from shared.settings import Settings

from .conftest import ROOT, TOKEN_SECRET, service_env, start_worker, stop_process
from .helpers import bearer, create, follow_game, follow_to_end, humans, wait_for, wait_job
from .test_faults import OwnRedis

OWNER = "addr:127.0.0.1"  # the test client's address


def settings_for(url: str, **extra) -> Settings:
    values = dict(redis_url=url, token_secret=TOKEN_SECRET.encode(), ai_max_seconds=2.0,
                  long_poll_seconds=5.0, rate_limit_enabled=False)
    values.update(extra)
    return Settings(**values)


@pytest.fixture
def setup(tmp_path):
    """A Redis of the test's own; ``start(**settings)`` gives (test client, Redis client)."""
    server = OwnRedis(tmp_path / "redis")
    connection = redis.Redis.from_url(server.url)

    def start(**extra):
        return create_app(settings_for(server.url, **extra)).test_client(), connection

    yield server, start
    connection.close()
    server.stop()


@pytest.fixture
def worker_of():
    started = []

    def start(url, **env):
        started.append(start_worker(url, **env))
        return started[-1]

    yield start
    for process in started:
        stop_process(process)


def ask_hint(client, game_id: str, token: str, level: str, seconds: float = 0.3):
    return client.post(f"/v1/games/{game_id}/ai-moves", json={"level": level, "seconds": seconds},
                       headers=bearer(token))


def moment(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def test_a_hint_flood_does_not_delay_another_games_ai_turn(setup, worker_of):
    server, start = setup
    client, connection = start()
    worker_of(server.url)
    # Twelve distinct hint jobs: three players each ask at every level, each twice.
    asked = []
    for _ in range(3):
        body = create(client, "isis-osiris", humans(2), hints=True)
        game_id, token = body["game"]["id"], body["seat_tokens"]["0"]
        for level in ("hard", "medium", "easy", "random"):
            first, again = ask_hint(client, game_id, token, level), ask_hint(client, game_id, token, level)
            assert first.status_code == again.status_code == 202
            assert first.headers["Location"] == again.headers["Location"]  # one job, not two
            asked.append((first.headers["Location"].rsplit("/", 1)[1], token))
    assert len({job_id for job_id, _ in asked}) == 12
    # Another game's AI seat is to move: its turn is queued behind twelve hints.
    started = time.monotonic()
    victim = create(client, "osiron", [{"kind": "ai", "level": "easy"}, {"kind": "human"}])["game"]
    moved = client.get(f"/v1/games/{victim['id']}?wait_for_version=2").get_json()
    delay = time.monotonic() - started
    assert moved["version"] == 2
    print(f"\nAI turn (easy) after 12 queued hints: applied {delay:.2f} s after the game was created")
    assert delay < DEFAULT_BUDGETS["easy"] + 1.0
    # It overtook them: hints were still to run when the AI had moved.
    entry = client.get(f"/v1/games/{victim['id']}/history?after=1").get_json()["entries"][0]
    assert entry["ai"] is True
    ends = [moment(wait_job(client, job_id, token)["ended_at"]) for job_id, token in asked]
    assert max(ends) > moment(entry["at"])
    assert quota.held(connection, quota.WORK, OWNER) == 0  # every lease went with its job


def test_a_flood_of_short_clocks_does_not_delay_another_tenants_ai_turn(setup, worker_of):
    """A clock's stand-in moves are AI turns of the game's owner: thirty games of
    absent players on one-second clocks, each with twenty stand-in moves to play,
    put the flooding tenant's stand-ins on the AI queue, counted against it and
    served round-robin, so another tenant's AI turn does not wait behind them."""
    server, start = setup
    client, connection = start(min_clock_seconds=1, api_keys=("abuser=key-a", "victim=key-v"),
                               ai_quota_turns=-1)
    abuser, victim = {"X-API-Key": "key-a"}, {"X-API-Key": "key-v"}
    worker_of(server.url)
    clock = {"type": "move", "move_seconds": 1, "stand_in_moves": 20}
    for _ in range(30):
        assert client.post("/v1/games", headers=abuser, json={
            "type": "osiron", "seats": humans(2), "clock": clock}).status_code == 201
    timers = Queue("timers", connection=connection)
    deadline = time.monotonic() + 30
    while not (timers.count >= 5 and quota.held(connection, quota.TURNS, "tenant:abuser")):
        # deadlines pile up, and a stand-in is counted against the abuser while it waits
        # and plays (each deadline queues its stand-in as an AI turn of the abuser's)
        assert time.monotonic() < deadline, "no stand-in was counted against the abuser"
        time.sleep(0.005)
    started = time.monotonic()
    made = client.post("/v1/games", headers=victim, json={
        "type": "osiron", "seats": [{"kind": "ai", "level": "easy"}, {"kind": "human"}]})
    game_id = made.get_json()["game"]["id"]
    moved = client.get(f"/v1/games/{game_id}?wait_for_version=2", headers=victim).get_json()
    delay = time.monotonic() - started
    assert moved["version"] == 2
    waiting = timers.count
    print(f"\nanother tenant's AI turn (easy) with {waiting} deadlines queued: applied "
          f"{delay:.2f} s after its game was created")
    assert waiting > 0  # the flood was still there when the AI had moved
    assert delay < DEFAULT_BUDGETS["easy"] + 1.0
    played = [entry for game in client.get("/v1/games", headers=abuser).get_json()["games"]
              for entry in client.get(f"/v1/games/{game['id']}/history",
                                      headers=abuser).get_json()["entries"]
              if entry.get("stand_in")]
    assert played and all(entry["ai"] for entry in played)


def test_an_ai_flood_does_not_delay_another_tenants_clock(setup, worker_of):
    """Clock deadlines have a worker of their own (``services/run.py``'s ``WORKERS``,
    as ``make run`` and the compose file start them). A worker serves a later queue
    only while every earlier one is empty, so with one worker for everything a tenant
    that keeps the ``ai`` queue full would hold back every other tenant's timeouts
    for as long as it liked."""
    server, start = setup
    client, connection = start(api_keys=("abuser=key-a", "victim=key-v"), ai_quota_turns=-1,
                               ai_quota_games=12, min_clock_seconds=1)
    abuser, victim = {"X-API-Key": "key-a"}, {"X-API-Key": "key-v"}
    for name, queues in WORKERS.items():
        if name != "webhooks":
            worker_of(server.url, RQ_QUEUES=queues)
    hard = {"kind": "ai", "level": "hard"}
    for _ in range(12):  # all-AI games: each turn a `hard` search, the next queued at once
        assert client.post("/v1/games", headers=abuser, json={
            "type": "osiron", "seats": [hard, hard]}).status_code == 201
    ai = Queue("ai", connection=connection)
    wait_for(lambda: ai.count >= 8, 30, "the abuser's AI turns to queue up")
    made = client.post("/v1/games", headers=victim, json={
        "type": "osiron", "seats": humans(2), "clock": {"type": "move", "move_seconds": 1}})
    game = made.get_json()["game"]
    deadline = moment(game["clock"]["deadline_at"])
    ended = follow_game(client, game["id"], lambda g: g["status"] != "active", 30, victim)
    timeout = client.get(f"/v1/games/{game['id']}/history?after={game['version']}",
                         headers=victim).get_json()["entries"][0]
    late = (moment(timeout["at"]) - deadline).total_seconds()
    queued = ai.count
    print(f"\nanother tenant's 1 s clock with {queued} AI turns queued: timed out {late:.2f} s "
          f"after its deadline")
    assert ended["status"] in ("scoring", "finished") and timeout["type"] == "timed_out"
    assert queued > 0  # the flood was still there
    # RQ's scheduler moves a due job onto its queue within a second; a loaded machine
    # may add to that, never the minutes the flood lasts
    assert 0 <= late < 3.0


def owners_in_queue_order(connection) -> list[str]:
    ai = Queue("ai", connection=connection)
    return [Job.fetch(job_id, connection=connection).meta["owner"].removeprefix("tenant:")
            for job_id in ai.job_ids]


def test_ai_turns_are_served_round_robin_between_tenants(setup):
    """Queued in bursts (a: 5 turns, b: 3, c: 1), the AI turns wait in rounds:
    every tenant's first, then every tenant's second, and so on."""
    _, start = setup
    client, connection = start(api_keys=("a=key-a", "b=key-b", "c=key-c"), ai_quota_turns=-1)
    ai_first = [{"kind": "ai", "level": "easy"}, {"kind": "human"}]
    for tenant, games in (("a", 5), ("b", 3), ("c", 1)):
        for _ in range(games):
            assert client.post("/v1/games", headers={"X-API-Key": f"key-{tenant}"}, json={
                "type": "osiron", "seats": ai_first}).status_code == 201
    assert owners_in_queue_order(connection) == ["a", "b", "c", "a", "b", "a", "b", "a", "a"]
    # A turn queued later by a tenant with nothing queued goes before the later rounds.
    client.post("/v1/games", headers={"X-API-Key": "key-c"}, json={
        "type": "osiron", "seats": ai_first})
    assert owners_in_queue_order(connection) == ["a", "b", "c", "a", "b", "c", "a", "b", "a",
                                                 "a"]


def test_ai_turns_beyond_the_cap_are_refused_and_change_nothing(setup, worker_of):
    """AI_QUOTA_TURNS: with two AI turns queued, a move after which an AI seat is
    to move, a new game with an AI seat and one with stand-ins are refused with
    429 and change nothing; another tenant is not refused; once the turns are
    played, the move is accepted."""
    server, start = setup
    client, connection = start(api_keys=("abuser=key-a", "other=key-o"), ai_quota_turns=2)
    abuser, other = {"X-API-Key": "key-a"}, {"X-API-Key": "key-o"}
    human_first = client.post("/v1/games", headers=abuser, json={
        "type": "osiron", "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}]}).get_json()
    ai_first = {"type": "osiron", "seats": [{"kind": "ai", "level": "easy"}, {"kind": "human"}]}
    for _ in range(2):
        assert client.post("/v1/games", headers=abuser, json=ai_first).status_code == 201
    assert quota.held(connection, quota.TURNS, "tenant:abuser") == 2
    game_id, token = human_first["game"]["id"], human_first["seat_tokens"]["0"]
    legal = client.get(f"/v1/games/{game_id}/legal-moves", headers=abuser).get_json()["moves"]
    refused = [
        client.post(f"/v1/games/{game_id}/moves", json={"move": legal[0]},
                    headers={**abuser, **bearer(token)}),
        client.post("/v1/games", headers=abuser, json=ai_first),
        client.post("/v1/games", headers=abuser, json={
            "type": "osiron", "seats": humans(2),
            "clock": {"type": "move", "move_seconds": 10, "stand_in_moves": 1}})]
    for answer in refused:
        assert answer.status_code == 429, answer.get_json()
        assert answer.get_json()["code"] == "ai_quota_exceeded"
        assert "AI turns" in answer.get_json()["detail"]
        assert int(answer.headers["Retry-After"]) >= 1
    assert client.get(f"/v1/games/{game_id}", headers=abuser).get_json()["version"] == 1
    assert len(client.get("/v1/games", headers=abuser).get_json()["games"]) == 3
    assert Queue("ai", connection=connection).count == 2  # nothing more was queued
    assert client.post("/v1/games", headers=other, json=ai_first).status_code == 201
    # Played, the turns stop counting and the same move is accepted.
    worker_of(server.url)
    deadline = time.monotonic() + 30
    while quota.held(connection, quota.TURNS, "tenant:abuser"):
        assert time.monotonic() < deadline, "the queued AI turns were not played"
        time.sleep(0.05)
    moved = client.post(f"/v1/games/{game_id}/moves", json={"move": legal[0]},
                        headers={**abuser, **bearer(token)})
    assert moved.status_code == 200, moved.get_json()


def test_one_tenants_backlog_of_ai_turns_does_not_delay_anothers(setup, worker_of):
    """Twenty games of one person against two `hard` AIs, one move each, and four-person
    games whose seats resign (each becomes an AI seat), put long AI turns on the queue;
    another tenant's AI turn goes before them and waits for the job the worker is
    running at most."""
    server, start = setup
    client, connection = start(api_keys=("abuser=key-a", "victim=key-v"), ai_quota_jobs=100,
                               ai_quota_turns=-1)
    abuser, victim = {"X-API-Key": "key-a"}, {"X-API-Key": "key-v"}
    worker_of(server.url)
    for _ in range(5):  # resignations: 3 of 4 seats handed to the AI, one person left
        made = client.post("/v1/games", json={"type": "isis-osiris", "seats": humans(4)},
                           headers=abuser).get_json()
        for seat in range(3):
            assert client.post(f"/v1/games/{made['game']['id']}/resign", headers={
                **abuser, **bearer(made["seat_tokens"][str(seat)])}).status_code == 200
    seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}, {"kind": "ai", "level": "hard"}]
    for _ in range(20):
        made = client.post("/v1/games", json={"type": "isis-osiris", "seats": seats},
                           headers=abuser).get_json()
        game = made["game"]
        if game["to_move"] == 0:
            legal = client.get(f"/v1/games/{game['id']}/legal-moves", headers=abuser).get_json()
            assert client.post(f"/v1/games/{game['id']}/moves", json={"move": legal["moves"][0]},
                               headers={**abuser, **bearer(made["seat_tokens"]["0"])}
                               ).status_code == 200
    ai = Queue("ai", connection=connection)
    assert ai.count >= 10  # the backlog is there
    started = time.monotonic()
    made = client.post("/v1/games", headers=victim, json={
        "type": "osiron", "seats": [{"kind": "ai", "level": "easy"}, {"kind": "human"}]})
    game_id = made.get_json()["game"]["id"]
    moved = client.get(f"/v1/games/{game_id}?wait_for_version=2", headers=victim).get_json()
    delay = time.monotonic() - started
    assert moved["version"] == 2
    print(f"\nanother tenant's AI turn (easy) with {ai.count} AI turns queued: applied "
          f"{delay:.2f} s after its game was created")
    assert ai.count >= 5  # the backlog was still there when the victim's AI had moved
    # its own think time, the job the worker was running (at most AI_MAX_SECONDS), 1 s
    assert delay < DEFAULT_BUDGETS["easy"] + 2.0 + 1.0


def test_resigning_every_seat_cannot_bypass_the_quota_of_all_ai_games(setup, worker_of):
    server, start = setup
    client, connection = start(ai_quota_games=1)
    worker_of(server.url)
    games = [create(client, "isis-osiris", humans(3)) for _ in range(2)]

    def resign_all(made) -> list[int]:
        return [client.post(f"/v1/games/{made['game']['id']}/resign",
                            headers=bearer(made["seat_tokens"][str(seat)])).status_code
                for seat in range(3)]

    assert resign_all(games[0]) == [200, 200, 200]  # the first all-AI game is allowed
    before = client.get(f"/v1/games/{games[1]['game']['id']}").get_json()
    statuses = resign_all(games[1])
    assert statuses == [200, 200, 429]
    refused = client.post(f"/v1/games/{games[1]['game']['id']}/resign",
                          headers=bearer(games[1]["seat_tokens"]["2"]))
    assert refused.get_json()["code"] == "ai_quota_exceeded"
    assert int(refused.headers["Retry-After"]) >= 1
    after = client.get(f"/v1/games/{games[1]['game']['id']}").get_json()
    assert after["version"] == before["version"] + 2  # the third resignation changed nothing
    assert after["seats"][2]["kind"] == "human"


def test_a_clock_shorter_than_the_minimum_is_refused(setup):
    _, start = setup
    client, _ = start()  # MIN_CLOCK_SECONDS at its default, 10
    for clock in ({"type": "move", "move_seconds": 9},
                  {"type": "game", "initial_seconds": 9, "increment_seconds": 30}):
        answer = client.post("/v1/games", json={"type": "isaac", "seats": humans(2),
                                                "clock": clock})
        assert answer.status_code == 422 and answer.get_json()["code"] == "invalid_clock"
        assert "from 10 to" in answer.get_json()["detail"]
    assert client.get("/v1/games").get_json()["games"] == []  # nothing was made
    made = create(client, "isaac", humans(2), clock={"type": "move", "move_seconds": 10})
    assert made["game"]["clock"]["move_seconds"] == 10


def test_a_hint_is_read_only_with_the_asking_seats_token(setup, worker_of):
    server, start = setup
    client, _ = start()
    worker_of(server.url)
    body = create(client, "isaac", humans(2), hints=True)
    game_id, tokens = body["game"]["id"], body["seat_tokens"]
    response = ask_hint(client, game_id, tokens["0"], "easy")
    job_id = response.headers["Location"].rsplit("/", 1)[1]
    assert job_id == jobs.hint_id(game_id, 1, 0, "easy")
    assert wait_job(client, job_id, tokens["0"])["status"] == "finished"
    anonymous = client.get(f"/v1/jobs/{job_id}")
    assert anonymous.status_code == 404 and anonymous.get_json()["code"] == "job_not_found"
    other = client.get(f"/v1/jobs/{job_id}", headers=bearer(tokens["1"]))
    assert other.status_code == 404 and other.get_json()["code"] == "job_not_found"


def test_ai_quota_answers_429_and_frees_up(setup, worker_of):
    server, start = setup
    client, connection = start(ai_quota_jobs=2, ai_quota_games=1)
    games = [create(client, "isaac", humans(2), hints=True) for _ in range(2)]
    (first, token1), (second, token2) = [(g["game"]["id"], g["seat_tokens"]["0"]) for g in games]
    held = [ask_hint(client, first, token1, "hard"), ask_hint(client, second, token2, "hard")]
    assert [r.status_code for r in held] == [202, 202]
    assert ask_hint(client, first, token1, "hard").status_code == 202  # a repeat counts once
    refused = ask_hint(client, first, token1, "medium")
    assert refused.status_code == 429
    assert refused.mimetype == "application/problem+json"
    assert refused.get_json()["code"] == "ai_quota_exceeded"
    assert int(refused.headers["Retry-After"]) >= 1
    assert jobs.status(connection, jobs.hint_id(first, 1, 0, "medium")) is None  # nothing queued
    # Once the worker has run the two hints, the owner may ask again.
    worker_of(server.url)
    for response, token in zip(held, (token1, token2)):
        wait_job(client, response.headers["Location"].rsplit("/", 1)[1], token)
    assert ask_hint(client, first, token1, "medium").status_code == 202

    # All-AI games in progress: one allowed here; cancelling it frees the place.
    seats = [{"kind": "ai", "level": "hard"}] * 2
    playing = create(client, "isaac", seats)
    second_game = client.post("/v1/games", json={"type": "isaac", "seats": seats})
    assert second_game.status_code == 429 and second_game.get_json()["code"] == "ai_quota_exceeded"
    assert int(second_game.headers["Retry-After"]) >= 1
    cancelled = client.post(f"/v1/games/{playing['game']['id']}/cancel",
                            headers=bearer(playing["creator_token"]))
    assert cancelled.status_code == 200
    assert client.post("/v1/games", json={"type": "isaac", "seats": seats}).status_code == 201


def test_rq_records_of_a_finished_all_ai_game_stay_small(setup, worker_of):
    server, start = setup
    client, connection = start()
    worker_of(server.url)
    seats = [{"kind": "ai", "level": "random" if i % 2 else "easy"} for i in range(4)]
    game = create(client, "isis-osiris", seats)["game"]
    final = follow_to_end(client, game["id"])
    assert final["status"] == "finished"
    sizes = {key.decode(): connection.memory_usage(key, samples=0) or 0
             for key in connection.scan_iter(match="rq:*", count=1000)}
    total = sum(sizes.values())
    print(f"\nRQ records after a finished 4-player all-AI game of {final['version']} versions: "
          f"{total} bytes in {len(sizes)} keys")
    assert total < 20_000, sorted(sizes.items(), key=lambda kv: -kv[1])[:10]
    assert quota.held(connection, quota.WORK, OWNER) == 0
    assert quota.held(connection, quota.GAMES, OWNER) == 0
    # The turns' records are gone; the job resource tells them from the history.
    turn = client.get(f"/v1/jobs/{jobs.ai_turn_id(game['id'], 1)}").get_json()
    assert turn["status"] == "finished" and turn["result"]["outcome"] == "applied"


def _fail(connection, job_id: str) -> None:
    """Mark a queued job as failed for good, as RQ does after its last retry."""
    job = Job.fetch(job_id, connection=connection)
    Queue(job.origin, connection=connection).remove(job_id)
    job.set_status(JobStatus.FAILED)


def test_asking_again_for_a_failed_ai_turn_gets_its_fallback(setup):
    server, start = setup
    client, connection = start()  # no worker: the jobs stay as they are
    body = create(client, "osiron", [{"kind": "ai", "level": "hard"}, {"kind": "human"}])
    game_id = body["game"]["id"]
    assert body["game"]["pending_job"] == jobs.ai_turn_id(game_id, 1)
    _fail(connection, jobs.ai_turn_id(game_id, 1))
    again = client.post(f"/v1/games/{game_id}/ai-moves", json={})
    assert again.status_code == 202
    assert again.headers["Location"] == f"/v1/jobs/{jobs.ai_turn_id(game_id, 1, 1)}"
    assert Job.fetch(jobs.ai_turn_id(game_id, 1, 1), connection=connection).args[4] == "medium"
    _fail(connection, jobs.ai_turn_id(game_id, 1, 1))
    assert client.get(f"/v1/games/{game_id}").status_code == 200  # a read repairs it
    last = Job.fetch(jobs.ai_turn_id(game_id, 1, 2), connection=connection)
    assert last.args[4] == "random" and last.get_status() == JobStatus.QUEUED


def test_an_ai_turn_that_fails_on_every_try_is_played_by_its_fallback(setup, worker_of):
    server, start = setup
    client, _ = start(job_retries=1)
    worker = worker_of(server.url, TEST_AI_FAIL_LEVELS="hard,medium", JOB_RETRIES=1)
    hard = create(client, "osiron", [{"kind": "ai", "level": "hard"}, {"kind": "human"}])["game"]
    medium = create(client, "isaac", [{"kind": "ai", "level": "medium"}, {"kind": "human"}])["game"]
    for game, fallback in ((hard, "random"), (medium, "easy")):
        assert follow_game(client, game["id"], lambda g: g["version"] >= 2)["version"] == 2
        entry = client.get(f"/v1/games/{game['id']}/history?after=1").get_json()["entries"][0]
        assert entry["type"] == "move" and entry["ai"] is True and entry["fallback"] == fallback
        failed = client.get(f"/v1/jobs/{jobs.ai_turn_id(game['id'], 1)}").get_json()
        assert failed["status"] == "failed"
    played = wait_job(client, jobs.ai_turn_id(hard["id"], 1, 2))
    assert played["status"] == "finished" and played["result"]["fallback"] == "random"
    assert worker.poll() is None


def test_a_failed_hint_is_tried_afresh_when_asked_again(setup):
    server, start = setup
    client, connection = start()  # no worker: the jobs stay as they are
    body = create(client, "isaac", humans(2), hints=True)
    game_id, token = body["game"]["id"], body["seat_tokens"]["0"]
    job_id = ask_hint(client, game_id, token, "hard").headers["Location"].rsplit("/", 1)[1]
    _fail(connection, job_id)
    assert client.get(f"/v1/jobs/{job_id}", headers=bearer(token)).get_json()["status"] == "failed"
    again = ask_hint(client, game_id, token, "hard")
    assert again.status_code == 202 and again.headers["Location"].endswith(job_id)
    assert again.get_json()["status"] == "queued"
    assert Queue("hints", connection=connection).get_job_ids() == [job_id]


def test_a_worker_told_to_listen_to_an_unknown_queue_refuses_to_start(setup):
    server, _ = setup
    env = service_env(server.url, RQ_QUEUES="scoring,aii")
    done = subprocess.run([sys.executable, "-m", "services.worker.main"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "RQ_QUEUES names no queue the service uses (aii)" in done.stderr
    assert "scoring, ai, hints, timers, webhooks" in done.stderr


def test_games_with_a_clock_beyond_the_cap_are_refused(setup):
    """TENANT_MAX_CLOCKED_GAMES: each deadline is a timer job, so a tenant's games
    with a clock are capped; one without a clock, or another tenant's, is not
    refused, and cancelling a clocked game frees its place."""
    _, start = setup
    client, connection = start(api_keys=("flood=key-f", "other=key-o"),
                               tenant_max_clocked_games=2)
    flood, other = {"X-API-Key": "key-f"}, {"X-API-Key": "key-o"}
    clocked = {"type": "isaac", "seats": humans(2), "clock": {"type": "move", "move_seconds": 10}}
    made = [client.post("/v1/games", headers=flood, json=clocked) for _ in range(2)]
    assert [m.status_code for m in made] == [201, 201]
    assert quota.held(connection, quota.CLOCKS, "tenant:flood") == 2
    refused = client.post("/v1/games", headers=flood, json=clocked)
    assert refused.status_code == 429
    assert refused.get_json()["code"] == "game_quota_exceeded"
    assert "with a clock" in refused.get_json()["detail"]
    assert int(refused.headers["Retry-After"]) >= 1
    assert len(client.get("/v1/games", headers=flood).get_json()["games"]) == 2
    assert client.post("/v1/games", headers=flood, json={
        "type": "isaac", "seats": humans(2)}).status_code == 201
    assert client.post("/v1/games", headers=other, json=clocked).status_code == 201
    first = made[0].get_json()
    assert client.post(f"/v1/games/{first['game']['id']}/cancel",
                       headers={**flood, **bearer(first["creator_token"])}).status_code == 200
    assert quota.held(connection, quota.CLOCKS, "tenant:flood") == 1
    assert client.post("/v1/games", headers=flood, json=clocked).status_code == 201
