"""The Python client (clients/python) against the real stack: gunicorn, Redis
and an RQ worker. Two players play a whole game of every type, each waiting
for its turn with long polls, while a spectator follows it over Server-Sent
Events; the tenant's feed is followed and resumed; a lost answer is retried
and replayed. (Every other operation, and clients/python/README.md's
examples: test_python_client_operations.py.)"""

from __future__ import annotations

import random
import sys
import threading

import httpx
import pytest

from shared.games import GAMES

from .conftest import ROOT
from .test_e2e import base_url  # noqa: F401  (gunicorn + worker on a free port)

PYTHON_CLIENT = ROOT / "clients" / "python"
if str(PYTHON_CLIENT) not in sys.path:
    sys.path.insert(0, str(PYTHON_CLIENT))

from boardgame_client_extras import TERMINAL, Seat, Service, replayed  # noqa: E402


def play(seat: Seat, seed: int, moves: list) -> None:
    """Random legal moves whenever it is this seat's turn, until the game is over."""
    rng = random.Random(seed)
    while True:
        game = seat.wait_for_turn(timeout=120)
        if game.status in TERMINAL:
            return
        legal = seat.legal_moves()
        if rng.random() < 0.5:
            result = seat.submit_move(rng.choice(legal.moves), version=legal.version)
        else:
            result = seat.submit_move(notation=rng.choice(legal.notations), version=legal.version)
        moves.append(result.game.version)


@pytest.mark.parametrize("game_type", sorted(GAMES))
def test_two_players_play_a_whole_game_followed_by_a_spectator(base_url, game_type):  # noqa: F811
    rules = GAMES[game_type]
    with Service(base_url) as ann_side, Service(base_url) as bob_side, Service(base_url) as watcher:
        seats = ([{"kind": "human", "name": "Ann"}, {"kind": "open"}] +
                 [{"kind": "ai", "level": "random"}] * (rules.min_players - 2))
        created = ann_side.create_game({"type": game_type, "seats": seats})
        assert created.game.status == "waiting"
        ann = ann_side.seat(created.game.id, created.seat_tokens["0"])
        bob = bob_side.join(created.game.id, 1, "Bob")

        spectated = []
        spectator = threading.Thread(
            target=lambda: spectated.extend(watcher.follow_game(created.game.id)), daemon=True)
        spectator.start()
        moves = {0: [], 1: []}
        errors = []

        def player(seat, number):
            try:
                play(seat, number, moves[number])
            except Exception as error:  # reported below
                errors.append(error)

        threads = [threading.Thread(target=player, args=(s, n)) for n, s in ((0, ann), (1, bob))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(300)
        assert not errors, errors
        assert all(not t.is_alive() for t in threads)
        spectator.join(60)
        assert not spectator.is_alive()

        final = ann.game()
        assert final.status == "finished" and final.you == 0
        assert bob.game().you == 1
        assert moves[0] and moves[1]
        # The spectator saw every version once, in order, the last with the finished game.
        assert [int(e.id) for e in spectated] == list(range(1, final.version + 1))
        # (What an event is comes from its data: the stream's event names may change.)
        assert spectated[-1].json()["type"] == "finished"
        assert spectated[-1].game_status == "finished"
        assert spectated[-1].event == "game_finished"  # the feed's and webhooks' name
        # And a follower resuming near the end gets only what it missed.
        resumed = list(watcher.follow_game(final.id, last_event_id=final.version - 2))
        assert [int(e.id) for e in resumed] == [final.version - 1, final.version]


def test_the_feed_follows_a_game_and_resumes(base_url):  # noqa: F811
    with Service(base_url) as service:
        created = service.create_game({"type": "osiron", "seats": [{"kind": "ai", "level": "random"}] * 2})
        game_id = created.game.id
        events = []
        for event in service.follow_feed(last_event_id="0-0", game=game_id):
            events.append(event)
            if event.event == "game_finished":
                break
        types = [e.event for e in events]
        assert types[0] == "game_created" and "move_applied" in types and "turn" in types
        assert all(e.json()["game"] == game_id for e in events)
        versions = [e.json()["version"] for e in events]
        assert versions == sorted(versions)
        middle = len(events) // 2
        resumed = service.follow_feed(last_event_id=events[middle].id, game=game_id)
        assert [next(resumed).id for _ in events[middle + 1:]] == [e.id for e in events[middle + 1:]]
        resumed.close()
        only = service.follow_feed(last_event_id="0-0", game=game_id, types=["game_finished"])
        assert next(only).json()["data"]["status"] == "finished"
        only.close()


class LosesFirstAnswers(httpx.HTTPTransport):
    """Sends each POST, then loses the first ``lose`` answers (a dropped connection)."""

    def __init__(self, lose: int) -> None:
        super().__init__()
        self.lose, self.posts = lose, []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = super().handle_request(request)
        if request.method == "POST":
            self.posts.append(request.headers.get("Idempotency-Key"))
            if len(self.posts) <= self.lose:
                response.read()
                response.close()
                raise httpx.ReadError("connection lost", request=request)
        return response


def test_a_lost_answer_is_retried_with_its_key_and_replayed(base_url):  # noqa: F811
    transport = LosesFirstAnswers(lose=1)
    with Service(base_url, httpx_args={"transport": transport}) as service:
        created = service.create_game({"type": "isaac", "seats": [{"kind": "human"}, {"kind": "human"}]})
        assert replayed(service.last_response)  # the game made by the lost try, not a second one
        assert len(transport.posts) == 2 and transport.posts[0] == transport.posts[1]
        me = service.seat(created.game.id, created.seat_tokens["0"])
        assert me.game().you == 0  # the replayed token is a working one
        game = me.wait_for_turn(timeout=30)

        transport.lose, transport.posts = 1, []
        legal = me.legal_moves()
        result = me.submit_move(notation=legal.notations[0], version=legal.version)
        assert replayed(service.last_response) and len(transport.posts) == 2
        assert result.game.version == game.version + 1 == me.game().version  # played once
