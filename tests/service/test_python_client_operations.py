"""Every operation of the Python client's ``Service`` against the real stack
(gunicorn, Redis, the RQ worker and the webhooks worker): the service's
health, game types, listing, seats, resigning, draws, rematches, cancelling,
hints, history, export, pictures and webhooks. Enum arguments are plain
strings throughout, as a user writes them. And every python block of
clients/python/README.md runs as written."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from services import redis_server

from .conftest import ROOT, start_api, start_worker, stop_process
from .helpers import poll
from .receiver import Receiver

PYTHON_CLIENT = ROOT / "clients" / "python"
if str(PYTHON_CLIENT) not in sys.path:
    sys.path.insert(0, str(PYTHON_CLIENT))

from boardgame_client_extras import TERMINAL, ApiProblem, Seat, Service, ServiceError  # noqa: E402

TWO_HUMANS = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]


@pytest.fixture(scope="module")
def service(redis_url, worker):
    """A client of gunicorn and a webhooks worker that may call 127.0.0.1 (the receiver)."""
    port = redis_server.free_port()
    api = start_api(redis_url, port, WEBHOOK_ALLOW_PRIVATE=1)
    hooks = start_worker(redis_url, RQ_QUEUES="webhooks", WEBHOOK_ALLOW_PRIVATE=1)
    with Service(f"http://127.0.0.1:{port}") as client:
        yield client
    stop_process(hooks)
    stop_process(api)


def two_players(service: Service, game_type: str) -> tuple[Seat, Seat, str]:
    created = service.create_game({"type": game_type, "seats": TWO_HUMANS})
    game_id = created.game.id
    return (service.seat(game_id, created.seat_tokens["0"]),
            service.seat(game_id, created.seat_tokens["1"]), created.creator_token)


def over(seat: Seat):
    """The game once it is over (a resignation or a draw is scored by the worker)."""
    game = seat.wait_for_turn(timeout=60)
    while game.status not in TERMINAL:
        game = seat.game(wait_for_version=game.version + 1)
    return game


def test_health_readiness_metrics_and_game_types(service):
    assert service.health().status == "ok"
    # the workers of this stack register as they start
    ready = poll(service.readiness, lambda ready: ready.status == "ok", 30, every=0.1)
    assert ready.status == "ok", ready.checks.to_dict()
    assert "# TYPE" in service.metrics()
    ids = sorted(info.id for info in service.game_types().game_types)
    assert ids == ["isaac", "isis-osiris", "osiron"]
    osiron = service.game_type("osiron")
    assert osiron.id == "osiron" and osiron.draw_offers
    with pytest.raises(ApiProblem) as missing:
        service.game_type("chess")
    assert missing.value.status == 404 and isinstance(missing.value, ServiceError)


def test_resign_then_a_rematch_with_new_tokens_and_a_rekeyed_seat(service):
    ann, bob, _ = two_players(service, "isaac")
    resigned = ann.resign()
    assert resigned.id == ann.game_id
    final = over(bob)
    assert final.status == "finished" and final.result.winners == [1]

    again = ann.rematch()
    assert again.game_id != ann.game_id and again.token != ann.token  # a token of its own
    bobs = bob.rematch()
    assert bobs.game_id == again.game_id  # asking again: the same rematch
    # Everyone one seat further on, each with a new token.
    assert again.game().you == 1 and bobs.game().you == 0
    with pytest.raises(ApiProblem) as refused:  # the first game's token is not the rematch's
        service.game(again.game_id, bob.token)
    assert refused.value.code == "invalid_token"
    assert service.game(again.game_id).rematch_of == ann.game_id


def test_the_creator_rekeys_a_seat_and_the_old_token_stops_working(service):
    ann, bob, creator = two_players(service, "osiron")
    fresh = service.rekey_seat(ann.game_id, 1, creator)
    assert fresh.seat == 1 and fresh.token != bob.token
    with pytest.raises(ApiProblem) as refused:
        bob.game()
    assert refused.value.status == 403 and refused.value.code == "invalid_token"
    assert service.seat(ann.game_id, fresh.token).game().you == 1


def test_a_draw_offered_declined_then_agreed(service):
    ann, bob, _ = two_players(service, "osiron")
    game = ann.game()
    mover, other = (ann, bob) if game.to_move == 0 else (bob, ann)
    with pytest.raises(ApiProblem) as nothing:
        other.draw("accept")
    assert nothing.value.code == "no_draw_offer" and nothing.value.status == 409
    assert mover.draw("offer").draw_offer == game.to_move
    assert other.draw("decline").draw_offer is None
    mover.draw("offer")
    other.draw("accept")
    final = over(ann)
    assert final.status == "finished" and final.result.reason == "agreement"


def test_player_ids_at_creation_and_join(service):
    created = service.create_game({"type": "isaac", "seats": [
        {"kind": "human", "player": "ann"}, {"kind": "open"}]})
    game_id = created.game.id
    bob = service.join(game_id, 1, "Bob", player="bob")
    assert [s.player for s in bob.game().seats] == ["ann", "bob"]
    with pytest.raises(ApiProblem) as refused:
        service.join(service.create_game({"type": "isaac", "seats": [
            {"kind": "human", "player": "ann"}, {"kind": "open"}]}).game.id, 1, player="ann")
    assert refused.value.code == "player_already_seated"


def test_a_seat_made_an_ai_then_the_game_cancelled(service):
    created = service.create_game({"type": "isis-osiris",
                                   "seats": [{"kind": "human"}, {"kind": "open"}]})
    game_id, creator = created.game.id, created.creator_token
    assert created.game.status == "waiting"
    configured = service.configure_seat(game_id, 1, creator, "ai", level="easy")
    assert configured.seats[1].kind == "ai" and configured.seats[1].level == "easy"
    assert configured.status == "active"
    with pytest.raises(ApiProblem) as refused:  # a seat's token is not the creator's
        service.cancel_game(game_id, created.seat_tokens["0"])
    assert refused.value.status == 403
    assert service.cancel_game(game_id, creator).status == "cancelled"


def test_a_hint_its_job_then_history_export_and_pictures(service):
    created = service.create_game({"type": "osiron", "seats": [
        {"kind": "human", "name": "Ann"}, {"kind": "ai", "level": "random"}]})
    ann = service.seat(created.game.id, created.seat_tokens["0"])
    game = ann.wait_for_turn(timeout=60)
    assert game.hints

    hint = ann.hint(level="medium", seconds=0.2)
    assert hint.status == "finished" and hint.kind == "hint"
    assert hint.result.outcome == "hint" and hint.result.game_version == game.version
    asked = service.request_ai_move(ann.game_id, ann.token, level="medium", seconds=0.2)
    assert asked.id == hint.id  # the same hint for the same version and level
    with pytest.raises(ApiProblem) as hidden:  # a hint is the asking seat's own
        service.job(hint.id)
    assert hidden.value.status == 404 and hidden.value.code == "job_not_found"

    played = ann.submit_move(hint.result.move, version=game.version)
    assert played.game.version == game.version + 1

    page = ann.history(limit=1)
    assert [entry.version for entry in page.entries] == [1] and page.next_after == 1
    rest = ann.history(after=page.next_after)
    versions = [entry.version for entry in rest.entries]
    assert versions == list(range(2, rest.version + 1)) and rest.version >= played.game.version

    exported = ann.export()
    assert "osiron" in exported.lower() and "Ann" in exported
    svg = service.board_svg(ann.game_id, size=300, labels=True, coords="light")
    assert svg.lstrip().startswith(("<svg", "<?xml")) and svg.rstrip().endswith("</svg>")
    png = service.board_png(ann.game_id, version=1, size=200, coords="dark")
    assert png.startswith(b"\x89PNG\r\n\x1a\n")


def test_games_are_listed_with_plain_string_filters(service):
    ann, _, _ = two_players(service, "isaac")
    page = service.list_games(status="active", type="isaac", limit=50)
    assert page.games and all(g.status == "active" and g.type_ == "isaac" for g in page.games)
    assert ann.game_id in {g.id for g in page.games}
    first = service.list_games(limit=1)
    assert len(first.games) == 1 and first.next_cursor
    second = service.list_games(limit=1, cursor=first.next_cursor)
    assert second.games[0].id != first.games[0].id


def test_a_webhook_from_creation_to_deletion(service):
    receiver = Receiver()
    try:
        hook = service.create_webhook(receiver.url, events=["game_created"],
                                      description="new games")
        assert hook.secret.startswith("whsec_") and hook.events == ["game_created"]
        assert hook.id in {h.id for h in service.webhooks().webhooks}
        assert service.webhook(hook.id).description == "new games"

        service.test_webhook(hook.id)  # a ping
        receiver.wait_for(lambda requests: len(requests) == 1)
        created = service.create_game({"type": "isaac", "seats": TWO_HUMANS})
        receiver.wait_for(lambda requests: created.game.id.encode() in requests[-1]["body"])
        # The worker records an attempt after the receiver answered: poll for the record.
        deliveries = poll(lambda: service.webhook_deliveries(hook.id, limit=5).deliveries,
                          lambda deliveries: len(deliveries) >= 2, 30)
        assert len(deliveries) >= 2, f"deliveries never listed: {deliveries}"
        assert {d.type_ for d in deliveries} == {"ping", "game_created"}
        assert all(d.delivered and d.status_code == 204 and d.next_retry_at is None
                   for d in deliveries)

        rotated = service.rotate_webhook_secret(hook.id)
        assert rotated.secret.startswith("whsec_") and rotated.secret != hook.secret
        assert service.enable_webhook(hook.id).status == "active"
        service.delete_webhook(hook.id)
        with pytest.raises(ApiProblem) as gone:
            service.webhook(hook.id)
        assert gone.value.status == 404 and gone.value.code == "webhook_not_found"
    finally:
        receiver.close()


# What each python block of the README prints when it did its work, in order.
README_SAYS = [
    [r"^played \S+ now at version \d+$", r"^finished: \{", r"^event \d+ finished$"],
    [r"^draw offered by seat 0$", r"^declined, offer now None$",
     r"^finished winners: \[1\] reason: \w+$", r"^rematch \S+ Bob now sits at 0$"],
    [r"^hint: \{'action': ", r"^version 1 created$", r"^pictures written$"],
    [r"^refused: 404 game_not_found - ", r"^unreachable: ServiceUnreachable$"],
    [r"^feed: game_finished finished$", r"^webhook got: b'", r"^webhook status: active$",
     r"^webhooks left: \[\]$"],
]


@pytest.fixture
def fresh_service(tmp_path):
    """The stack on a Redis of its own: the session's holds the live games of every
    test before (the quotas on live games count them, and would refuse the table)."""
    port = redis_server.free_port()
    store = redis_server.start(port, tmp_path / "redis", persist=False)
    url = f"redis://127.0.0.1:{port}/0"
    api_port = redis_server.free_port()
    api, worker = start_api(url, api_port), start_worker(url)
    with Service(f"http://127.0.0.1:{api_port}") as client:
        yield client
    stop_process(worker)
    stop_process(api)
    redis_server.stop(store)


def test_matchmaking_tickets_from_creation_to_a_game(fresh_service):
    """Two tickets through gunicorn (the long poll parks in a greenlet), matched by
    the worker's matcher; the tokens play; a third is cancelled; the stats."""
    service = fresh_service
    clock = {"type": "move", "move_seconds": 777}
    body = {"type": "osiron", "seats": {"min": 2, "max": 2}, "clock": clock}
    first = service.create_ticket({**body, "players": ["py-ann"]})
    second = service.create_ticket({**body, "players": ["py-bob"]})
    assert first.status == "waiting"
    got = [poll(lambda t=t: service.ticket(t.id, wait=5), lambda t: t.status == "matched", 60)
           for t in (first, second)]
    assert all(t.status == "matched" for t in got)
    game_id = got[0].game.id
    assert got[1].game.id == game_id
    tokens = {**got[0].game.seat_tokens.to_dict(), **got[1].game.seat_tokens.to_dict()}
    assert sorted(tokens) == ["0", "1"]
    seat = service.seat(game_id, tokens["0"])
    assert seat.game().status == "active"
    third = service.create_ticket({**body, "clock": {"type": "move", "move_seconds": 778},
                                   "players": ["py-cy"]})
    assert service.cancel_ticket(third.id).status == "cancelled"
    stats = service.matchmaking_stats("osiron")
    assert stats.matched_last_hour >= 2


def test_every_readme_block_runs_as_written(service, tmp_path):
    text = (PYTHON_CLIENT / "README.md").read_text()
    blocks = re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)
    assert len(blocks) == len(README_SAYS), "a README block without its expected output here"
    env = {"PATH": os.environ["PATH"], "API": service.base_url, "PYTHONPATH": str(PYTHON_CLIENT)}
    for number, (block, says) in enumerate(zip(blocks, README_SAYS)):
        script = tmp_path / f"readme_{number}.py"
        script.write_text(block)
        done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"README block {number}:\n{done.stderr[-3000:]}"
        missing = [line for line in says if not re.search(line, done.stdout, flags=re.M)]
        assert not missing, f"README block {number} printed:\n{done.stdout[-3000:]}"
