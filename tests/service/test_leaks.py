"""No hidden tile ever leaks: Isis & Osiris games played over the API.

Every seat and a spectator read the view, the history, the legal moves,
the board picture (now and two versions back), the export and the live
event stream after every move, and every answer (bodies and
headers) is checked against the server's own state in Redis:

* structurally: each tile value shown (board cells, the turned-up tile,
  history records) is the true value of a tile already turned up; in the
  ``hidden`` variant no placed tile's value is shown before the game ends
  (a scored round's board excepted, which the rules reveal); no field
  carries the seed, a reserve or the undealt pile;
* raw: neither the seed nor any run of the coming tiles of a reserve, the
  common pile or the undealt tiles appears anywhere in the text.
"""

from __future__ import annotations

import itertools
import json
import queue
import random
import threading

import pytest

from shared import export
from shared.feed import event_type
from shared.games import isis_osiris as isis
from shared.store import doc_key, log_key

from . import svg_check
from .helpers import bearer

FORBIDDEN_KEYS = {"seed", "reserves", "pool", "undealt", "token_hash", "creator_token_hash",
                  "deal", "reserve_order"}
# Lists of numbers a view may carry: counts and scores, never tile values.
NUMBER_LISTS = {"stones_left", "tiles_left", "totals", "scores", "round_scores", "winners",
                "rows"}
# The fields of a view, reviewed for what they show: a new one must be reviewed too.
VIEW_FIELDS = {"game", "viewer", "num_players", "options", "first_seat", "round", "rounds",
               "start_seat", "board", "tiles_face_up", "free_cells", "stones_left", "tiles_left",
               "common_reserve", "pending_tile", "round_scores", "totals", "finished_rounds",
               "to_move", "over", "reason", "resigned"}
RUN = 5  # a run of this many coming tiles in a text is a leak (no public list is as long)


# -- the server's truth ----------------------------------------------------------------------

class Truth:
    """The game as stored (the full rules state and the unfiltered history)."""

    def __init__(self, redis_client, game_id: str):
        self.redis, self.game_id = redis_client, game_id
        self.reload()

    def reload(self) -> None:
        """Read again (the worker may have scored the game meanwhile)."""
        self.doc = json.loads(self.redis.hget(doc_key(self.game_id), "doc"))
        self.log = [json.loads(e) for e in self.redis.lrange(log_key(self.game_id), 0, -1)]
        self.state = self.doc["state"]
        self.seed = self.doc["seed"]

    @property
    def hidden(self) -> bool:
        return self.state["options"]["tile_memory"] == "hidden"

    @property
    def over(self) -> bool:
        return self.state["over"]

    def coming_runs(self) -> list[list[int]]:
        """Every run of RUN tiles not yet turned up, in either order."""
        piles = [*self.state["reserves"], self.state["pool"], self.state["undealt"]]
        runs = []
        for pile in piles:
            for start in range(len(pile) - RUN + 1):
                run = pile[start:start + RUN]
                runs += [run, run[::-1]]
        return runs

    def raw_record(self, version: int, index: int) -> dict:
        return self.log[version - 1]["records"][index]

    def record_may_show(self, raw: dict) -> bool:
        """Whether the value of the tile in this (true) record may be shown now."""
        if not self.hidden or self.over:
            return True
        current_round = self.state["round"] + 1
        if raw.get("round", current_round) < current_round:
            return True  # that round has been scored and its board shown
        placed = sum(1 for v in self.state["board"] if v and v < 10)
        return (raw["move"]["action"] == "reveal" and bool(self.state["pending"])
                and raw.get("tile_no") == placed + 1)


# -- checks -------------------------------------------------------------------------------------

def _walk(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            yield path + (key,), key, item
            yield from _walk(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, path + (index,))


def check_structure(body) -> None:
    for path, key, item in _walk(body):
        assert key not in FORBIDDEN_KEYS, f"field {path} must not be shown"
        if isinstance(item, list) and item and all(
                isinstance(x, int) and not isinstance(x, bool) for x in item):
            assert key in NUMBER_LISTS, f"unexpected list of numbers at {path}: {item}"


def check_raw(text: str, truth: Truth) -> None:
    assert str(truth.seed) not in text, "the seed was shown"
    compact = text.replace(" ", "")
    for run in truth.coming_runs():
        assert ",".join(map(str, run)) not in compact, f"coming tiles {run} were shown"


def check_view(view: dict, truth: Truth) -> None:
    """A game's ``state`` as some viewer sees it, against the true state."""
    from shared.games.isis_osiris import CELLS, STONE

    state = truth.state
    assert set(view) == VIEW_FIELDS
    face_up = not truth.hidden or truth.over
    assert view["tiles_face_up"] == face_up
    for index, cell in enumerate(CELLS):
        true_value, shown = state["board"][index], view["board"][cell]
        if not true_value:
            assert shown is None
        elif true_value >= STONE:
            assert shown == {"stone": true_value - STONE}
        else:
            assert shown == {"tile": true_value if face_up else None}, cell
    assert view["pending_tile"] == (state["pending"] or None)
    assert len(view["finished_rounds"]) == len(state["round_boards"])
    for shown_round, board in zip(view["finished_rounds"], state["round_boards"]):
        for index, cell in enumerate(CELLS):
            value, shown = board[index], shown_round["board"][cell]
            if value and value < STONE:
                assert shown == {"tile": value}
    assert view["tiles_left"] == [len(r) for r in state["reserves"]]


def check_entry(entry: dict, truth: Truth, whole: bool = True) -> None:
    """A history entry as shown (``whole=False``: only its records), against the stored one."""
    if entry["version"] > len(truth.log):
        truth.reload()
    raw_entry = truth.log[entry["version"] - 1]
    assert entry["type"] == raw_entry["type"]
    if whole:  # a stream's frame also names its event type, nothing more
        assert set(entry) - {"event"} == set(raw_entry)
        assert entry.get("event", event_type(raw_entry["type"])) == event_type(raw_entry["type"])
    for index, record in enumerate(entry.get("records", [])):
        raw = truth.raw_record(entry["version"], index)
        assert set(record) == set(raw) | {"notation"}
        assert record["notation"] == isis.format_notation(raw["move"])
        record = {k: v for k, v in record.items() if k != "notation"}
        if "tile" in raw:
            expected = raw["tile"] if truth.record_may_show(raw) else None
            assert record["tile"] == expected, (entry["version"], record, raw)
        assert {k: v for k, v in record.items() if k != "tile"} == {
            k: v for k, v in raw.items() if k != "tile"}


def check_response(response, truth: Truth) -> None:
    text = response.get_data(as_text=True)
    check_raw(text + json.dumps(dict(response.headers)), truth)


def check_game(game: dict, truth: Truth) -> None:
    check_structure(game)
    check_view(game["state"], truth)


def check_picture(svg: str, view: dict, truth: Truth) -> None:
    """The current picture: exactly the viewer's view (checked above), nothing more."""
    check_raw(svg, truth)
    svg_check.check_isis(svg_check.parse(svg), view)


def check_past_picture(svg: str, then: Truth, now: Truth) -> None:
    """A picture of an earlier version shows no value the viewer may not know now."""
    from shared.games.isis_osiris import CELLS

    check_raw(svg, now)
    root = svg_check.parse(svg)
    secret_now = now.hidden and not now.over
    for tile in svg_check.elements(root, "tile"):
        if tile.get("data-cell") == "pending":
            continue
        value = tile.get("data-value")
        assert value is None or not secret_now, "a placed tile was drawn face up"
        if value is not None:
            assert int(value) == then.state["board"][CELLS.index(tile.get("data-cell"))]
    pending = [int(e.get("data-value")) for e in svg_check.elements(root, "pending")]
    if not then.state["pending"]:
        assert not pending
        return
    placed = lambda t: sum(1 for v in t.state["board"] if v and v < 10)  # noqa: E731
    known = (not secret_now or then.state["round"] < now.state["round"]
             or (bool(now.state["pending"]) and placed(then) == placed(now)))
    assert pending == ([then.state["pending"]] if known else [])


def check_export(text: str, truth: Truth) -> None:
    """The export: each move line is its stored record, values only where they may be shown."""
    check_raw(text, truth)
    parsed = export.parse(text)
    assert "Seed" not in parsed.headers
    index = {}
    for line in parsed.lines:
        number = index[line.version] = index.get(line.version, -1) + 1
        raw = truth.raw_record(line.version, number)
        assert line.seat == raw["seat"] and isis.parse_notation(line.text) == raw["move"]
        values = [n for n in line.notes if n == "?" or n[1:].isdigit()]
        if "tile" in raw:
            shown = f"{raw['tile']:+d}" if truth.record_may_show(raw) else "?"
            assert values == [shown], (line, raw)
        else:
            assert not values
    moves = sum(len(e.get("records", [])) for e in truth.log if e["type"] == "move")
    assert len(parsed.lines) == moves


# -- live events ------------------------------------------------------------------------------

class EventReader:
    """Follows one viewer's event stream in a thread of its own (a streamed
    response keeps its request context in the thread that reads it),
    resuming with Last-Event-ID when the server closes the stream
    (``SSE_MAX_SECONDS``) until the game has ended."""

    def __init__(self, client, game_id: str, headers: dict):
        self.client, self.game_id, self.headers = client, game_id, headers
        self.events: queue.Queue = queue.Queue()
        self.last_id = 0  # of the events handed out by read_until
        self.text = ""
        self.thread = threading.Thread(target=self._follow, daemon=True)
        self.thread.start()

    def _follow(self) -> None:
        last_id, ended = 0, False
        try:
            while not ended:
                headers = dict(self.headers)
                if last_id:
                    headers["Last-Event-ID"] = str(last_id)
                response = self.client.get(f"/v1/games/{self.game_id}/events",
                                           headers=headers, buffered=False)
                assert response.status_code == 200
                assert response.mimetype == "text/event-stream"
                buffer = ""
                for chunk in response.iter_encoded():
                    buffer += chunk.decode()
                    self.text += chunk.decode()
                    while "\n\n" in buffer:
                        frame, buffer = buffer.split("\n\n", 1)
                        fields = dict(line.split(": ", 1) for line in frame.split("\n")
                                      if ": " in line and not line.startswith(":"))
                        if "data" in fields:
                            event = json.loads(fields["data"])
                            last_id = int(fields["id"])
                            ended = event["type"] in ("finished", "cancelled")
                            self.events.put(event)
                response.close()
            self.events.put(None)  # the stream ended with the game
        except BaseException as error:  # handed to the test's thread
            self.events.put(error)

    def read_until(self, version: int) -> list[dict]:
        """The events up to ``version``."""
        out = []
        while self.last_id < version:
            event = self.events.get(timeout=60)
            if isinstance(event, BaseException):
                raise event
            assert event is not None, f"the stream ended before version {version}"
            assert event["version"] == self.last_id + 1  # none missed, none repeated
            self.last_id = event["version"]
            out.append(event)
        return out

    def close_at_end(self) -> None:
        """The game is over: the stream must end by itself, with nothing more."""
        assert self.events.get(timeout=60) is None
        self.thread.join(timeout=60)
        assert not self.thread.is_alive()


# -- the games --------------------------------------------------------------------------------

CONFIGS = [
    (players, memory, reserve, 2 if (players, memory) in ((2, "hidden"), (3, "public")) else 1)
    for players, memory, reserve in itertools.product((2, 3, 4), ("public", "hidden"),
                                                      ("personal", "common"))
]


@pytest.mark.cluster
@pytest.mark.parametrize("players, memory, reserve, rounds", CONFIGS)
def test_no_hidden_tile_leaks(client, redis_client, worker, players, memory, reserve, rounds):
    created = client.post("/v1/games", json={
        "type": "isis-osiris", "seats": [{"kind": "human"}] * players,
        "options": {"tile_memory": memory, "reserve": reserve, "rounds": rounds,
                    "first_seat": "random"}})
    assert created.status_code == 201
    body = created.get_json()
    game_id, seat_tokens = body["game"]["id"], body["seat_tokens"]
    truth = Truth(redis_client, game_id)
    check_response(created, truth)
    check_game(body["game"], truth)
    viewers = [bearer(seat_tokens[str(s)]) for s in range(players)] + [{}]
    streams = [EventReader(client, game_id, headers) for headers in viewers]
    rng = random.Random(f"{players}{memory}{reserve}")
    reveals = hidden_placements = 0

    snapshots = {1: truth}  # the true game at each version played

    def read_everything(version: int) -> None:
        truth_now = Truth(redis_client, game_id)
        legal = client.get(f"/v1/games/{game_id}/legal-moves")
        check_response(legal, truth_now)
        check_response(client.get("/v1/games?limit=100"), truth_now)  # the listing too
        for move in legal.get_json()["moves"]:
            assert set(move) <= {"action", "cell"}
        for headers, stream in zip(viewers, streams):
            game = client.get(f"/v1/games/{game_id}", headers=headers)
            check_response(game, truth_now)
            check_game(game.get_json(), truth_now)
            picture = client.get(f"/v1/games/{game_id}/board.svg", headers=headers)
            check_response(picture, truth_now)
            check_picture(picture.get_data(as_text=True), game.get_json()["state"], truth_now)
            for earlier in {version - 1, version - 2} & set(snapshots):
                picture = client.get(f"/v1/games/{game_id}/board.svg?version={earlier}",
                                     headers=headers)
                check_response(picture, truth_now)
                check_past_picture(picture.get_data(as_text=True), snapshots[earlier], truth_now)
            text = client.get(f"/v1/games/{game_id}/export", headers=headers)
            check_response(text, truth_now)
            check_export(text.get_data(as_text=True), truth_now)
            history = client.get(f"/v1/games/{game_id}/history?limit=500", headers=headers)
            check_response(history, truth_now)
            check_structure(history.get_json())
            for entry in history.get_json()["entries"]:
                check_entry(entry, truth_now)
            for event in stream.read_until(version):
                # an event is sent as the game reaches its version: check it against that
                then = snapshots.get(event["version"], truth_now)
                check_structure(event)
                check_raw(json.dumps(event), then)
                # a stream event is the history entry plus the view ("game") and its
                # name in the event vocabulary ("event")
                check_entry({k: v for k, v in event.items() if k not in ("game", "event")}, then)
                if "game" in event:
                    check_view(event["game"]["state"], then)

    read_everything(1)
    for _ in range(1000):
        legal = client.get(f"/v1/games/{game_id}/legal-moves").get_json()
        if legal["to_move"] is None:
            break
        move = rng.choice(legal["moves"])
        response = client.post(f"/v1/games/{game_id}/moves", json={"move": move},
                               headers=viewers[legal["to_move"]])
        assert response.status_code == 200, response.get_json()
        truth = Truth(redis_client, game_id)
        check_response(response, truth)
        out = response.get_json()
        check_game(out["game"], truth)
        version = out["game"]["version"]
        snapshots[version] = truth
        check_entry({"version": version, "type": "move", "records": out["records"]}, truth,
                    whole=False)
        reveals += move["action"] == "reveal"
        record = out["records"][0]
        if (move["action"] == "tile" and truth.hidden and not truth.over
                and record["round"] == truth.state["round"] + 1):  # its round goes on
            hidden_placements += 1
            assert record["tile"] is None  # not even to the seat that placed it
        read_everything(version)
    else:
        raise AssertionError("the game did not end")

    # the score is computed by the worker; the game then finishes and every stream ends
    final = client.get(f"/v1/games/{game_id}?wait_for_version={version + 1}&timeout=30")
    assert final.get_json()["status"] == "finished"
    truth = Truth(redis_client, game_id)
    assert truth.over
    read_everything(final.get_json()["version"])
    for stream in streams:
        stream.close_at_end()
        check_raw(stream.text, truth)
    assert reveals > 0
    if memory == "hidden":
        assert hidden_placements > 0
    # some tiles were never turned up, and they never were shown
    assert truth.coming_runs() or any(truth.state["reserves"]) or truth.state["undealt"] \
        or truth.state["pool"]
