"""The typed contract holds for real answers.

Models are generated from the committed ``openapi.yaml`` with the pinned
datamodel-code-generator (as a client developer would, and without a single
warning); then real games of all three types are played through the API, in
every option value and every status, and every JSON answer is validated with
the model the document names for that operation and status. The models are
generated a second time with ``--extra-fields forbid`` for this check, so a
field the service sends but the document does not describe fails too.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from services.api.contract.problems import CODES

from .helpers import bearer, follow_to_end, wait_job

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = yaml.safe_load((ROOT / "openapi.yaml").read_text())
GENERATE = [sys.executable, "-W", "error", "-m", "datamodel_code_generator",
            "--input", str(ROOT / "openapi.yaml"), "--input-file-type", "openapi",
            "--output-model-type", "pydantic_v2.BaseModel", "--formatters", "builtin",
            "--use-annotated", "--disable-timestamp", "--target-python-version", "3.11"]
FINAL = ("finished", "cancelled", "expired", "abandoned")


def _generate(tmp_path: Path, name: str, *extra: str):
    out = tmp_path / f"{name}.py"
    run = subprocess.run([*GENERATE, "--output", str(out), *extra], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stderr == "", f"datamodel-codegen warned:\n{run.stderr}"
    spec = importlib.util.spec_from_file_location(name, out)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # pydantic resolves generic models through sys.modules
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("models")
    _generate(tmp, "client_models")  # what a client gets: no warning
    return _generate(tmp, "strict_models", "--extra-fields", "forbid")


def _routes():
    out = []
    for path, item in DOCUMENT["paths"].items():
        pattern = re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$")
        for method, operation in item.items():
            if isinstance(operation, dict) and "responses" in operation:
                out.append((pattern, method.upper(), operation))
    return out


ROUTES = _routes()


def _schema_name(operation: dict, status: int, content_type: str) -> str | None:
    responses = operation["responses"]
    response = responses.get(str(status), responses.get("default"))
    if isinstance(response, dict) and "$ref" in response:
        response = DOCUMENT["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    if not isinstance(response, dict):
        return None
    schema = (response.get("content") or {}).get(content_type, {}).get("schema", {})
    ref = schema.get("$ref")
    return ref.rsplit("/", 1)[1] if ref else None


def _required_headers(operation: dict, status: int) -> list[str]:
    response = operation["responses"].get(str(status))
    if not isinstance(response, dict):
        return []
    if "$ref" in response:
        response = DOCUMENT["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    out = []
    for name, header in (response.get("headers") or {}).items():
        if "$ref" in header:
            header = DOCUMENT["components"]["headers"][header["$ref"].rsplit("/", 1)[1]]
        if header.get("required"):
            out.append(name)
    return out


class Recorder:
    """The Flask test client, keeping every JSON answer with its operation."""

    def __init__(self, client):
        self.client = client
        self.seen: list[tuple[str, str, int, str | None, object]] = []
        self.missing: set[str] = set()  # required response headers not sent

    def call(self, method: str, url: str, **kwargs):
        response = self.client.open(url, method=method, **kwargs)
        path = url.split("?", 1)[0]
        content_type = (response.mimetype or "")
        if content_type == "text/event-stream" and response.status_code == 200:
            operation = next(op for pattern, m, op in ROUTES
                             if m == method and pattern.match(path))
            schema = operation["responses"]["200"]["content"][content_type]["schema"]
            name = schema["properties"]["data"]["contentSchema"]["$ref"].rsplit("/", 1)[1]
            for frame in response.get_data(as_text=True).split("\n\n"):
                data = [line[6:] for line in frame.split("\n") if line.startswith("data: ")]
                if data and '"oldest"' not in data[0]:
                    self.seen.append((operation["operationId"], "event data", 200, name,
                                      json.loads(data[0])))
        if path.startswith(("/v1/", "/healthz", "/readyz")):
            operation = next(op for pattern, m, op in ROUTES
                             if m == method and pattern.match(path))
            for header in _required_headers(operation, response.status_code):
                if header not in response.headers:
                    self.missing.add(f"{operation['operationId']} {response.status_code}: "
                                     f"no {header}")
        if content_type.endswith("json") and response.status_code != 304:
            operation = next(op for pattern, m, op in ROUTES
                             if m == method and pattern.match(path))
            self.seen.append((operation["operationId"], content_type, response.status_code,
                              _schema_name(operation, response.status_code, content_type),
                              response.get_json()))
        return response

    def get(self, url, **kw):
        return self.call("GET", url, **kw)

    def post(self, url, **kw):
        return self.call("POST", url, **kw)

    def put(self, url, **kw):
        return self.call("PUT", url, **kw)


def _create(api, game_type, seats, **body):
    response = api.post("/v1/games", json={"type": game_type, "seats": seats, **body})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def _read_all(api, game_id, token=None):
    headers = bearer(token) if token else {}
    api.get(f"/v1/games/{game_id}", headers=headers)
    api.get(f"/v1/games/{game_id}/legal-moves")
    api.get(f"/v1/games/{game_id}/history?limit=500", headers=headers)


def _play_to_end(api, created, seed=0, limit=3000, read_every=7):
    game_id = created["game"]["id"]
    tokens = created["seat_tokens"]
    rng = random.Random(seed)
    for turn in range(limit):
        game = api.get(f"/v1/games/{game_id}").get_json()
        if game["status"] != "active":
            break
        legal = api.get(f"/v1/games/{game_id}/legal-moves").get_json()
        if legal["to_move"] is None or str(legal["to_move"]) not in tokens:
            api.get(f"/v1/games/{game_id}?wait_for_version={game['version'] + 1}&timeout=5")
            continue
        move = rng.choice(legal["moves"])
        body = ({"notation": legal["notations"][legal["moves"].index(move)]} if turn % 2
                else {"move": move})
        response = api.post(f"/v1/games/{game_id}/moves", json=body,
                            headers=bearer(tokens[str(legal["to_move"])]))
        assert response.status_code == 200, response.get_json()
        if turn % read_every == 0:
            _read_all(api, game_id, tokens[str(legal["to_move"])])
    return _wait_final(api, game_id, tokens)


def _wait_final(api, game_id, tokens):
    game = follow_to_end(api, game_id, FINAL)
    for token in [None, *tokens.values()]:
        _read_all(api, game_id, token)
        # the whole game as an event stream (it ends with the game)
        api.get(f"/v1/games/{game_id}/events", headers=bearer(token) if token else {})
    return game


OPTION_GAMES = [
    ("isis-osiris", 2, {}),
    ("isis-osiris", 2, {"first_seat": 1, "tile_memory": "hidden"}),
    ("isis-osiris", 3, {"reserve": "common", "first_seat": "random"}),
    ("isis-osiris", 4, {"tile_memory": "hidden", "reserve": "common", "first_seat": 3}),
    ("isis-osiris", 2, {"rounds": 2, "first_seat": 0, "tile_memory": "public",
                        "reserve": "personal"}),
    ("osiron", 2, {}),
    ("osiron", 2, {"setup": "random", "movement": "advanced", "first": "dark",
                   "ply_cap": 10}),
    ("osiron", 2, {"setup": "placement", "ply_cap": 10}),
    ("osiron", 2, {"setup": "custom", "ply_cap": 10, "layout": {
        name: ("light" if i % 2 else "dark") for i, name in enumerate(
            [f"I{k}" for k in range(6)] + [f"M{k}" for k in range(6)]
            + [f"O{k}" for k in range(12)])}}),
    ("osiron", 2, {"setup": "beginner", "movement": "basic", "first": "light",
                   "ply_cap": 2000}),
    ("isaac", 2, {}),
]


def _every_answer(client) -> Recorder:
    api = Recorder(client)
    api.get("/v1/game-types")
    for game_type in ("isis-osiris", "osiron", "isaac"):
        api.get(f"/v1/game-types/{game_type}")
    # every option value, played to the end (scoring by the worker: finished)
    for i, (game_type, players, options) in enumerate(OPTION_GAMES):
        created = _create(api, game_type, [{"kind": "human"}] * players, options=options,
                          seed=i)
        _read_all(api, created["game"]["id"], created["seat_tokens"]["0"])
        _play_to_end(api, created, seed=i)
    # waiting, joined, configured, cancelled; clocks; hints and AI turns; resign; draw
    for game_type in ("isis-osiris", "osiron", "isaac"):
        created = _create(api, game_type, [{"kind": "human", "name": "Ann"}, {"kind": "open"}],
                          clock={"type": "game", "initial_seconds": 600,
                                 "increment_seconds": 5, "stand_in_moves": 1}, hints=True)
        game_id = created["game"]["id"]
        _read_all(api, game_id)
        configured = _create(api, game_type, [{"kind": "human"}, {"kind": "open"}])
        answer = api.put(f"/v1/games/{configured['game']['id']}/seats/1",
                         json={"kind": "ai", "level": "random"},
                         headers=bearer(configured["creator_token"]))
        assert answer.status_code == 200, answer.get_json()
        joined = api.post(f"/v1/games/{game_id}/seats/1/join", json={"name": "Bo"}).get_json()
        tokens = {"0": created["seat_tokens"]["0"], "1": joined["token"]}
        _read_all(api, game_id, tokens["0"])
        seat = api.get(f"/v1/games/{game_id}").get_json()["to_move"]
        hint = api.post(f"/v1/games/{game_id}/ai-moves", json={"level": "random"},
                        headers=bearer(tokens[str(seat)])).get_json()
        wait_job(api, hint["id"], tokens[str(seat)])
        api.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "nonsense"}},
                 headers=bearer(tokens[str(seat)]))
        api.post(f"/v1/games/{game_id}/moves", json={"move": {"action": "nonsense"}},
                 headers=bearer(tokens[str(1 - seat)]))
        if game_type == "osiron":
            api.post(f"/v1/games/{game_id}/draw", json={"action": "offer"},
                     headers=bearer(tokens["0"]))
            _read_all(api, game_id)
            api.post(f"/v1/games/{game_id}/draw", json={"action": "accept"},
                     headers=bearer(tokens["1"]))
        else:
            api.post(f"/v1/games/{game_id}/resign", headers=bearer(tokens["1"]))
        _wait_final(api, game_id, tokens)
        rematch = api.post(f"/v1/games/{game_id}/rematch", headers=bearer(tokens["0"]))
        _read_all(api, rematch.get_json()["game"]["id"], rematch.get_json()["token"])
        again = api.post(f"/v1/games/{game_id}/rematch", json={"inherit_tokens": False},
                         headers=bearer(tokens["1"]))
        assert again.get_json()["game"]["id"] == rematch.get_json()["game"]["id"]
        rekeyed = api.post(f"/v1/games/{again.get_json()['game']['id']}/seats/0/token",
                           headers=bearer(created["creator_token"]))
        assert rekeyed.status_code == 200
        cancelled = _create(api, game_type, [{"kind": "human"}, {"kind": "open"}],
                            clock={"type": "move", "move_seconds": 300})
        api.post(f"/v1/games/{cancelled['game']['id']}/cancel",
                 headers=bearer(cancelled["creator_token"]))
        _read_all(api, cancelled["game"]["id"])
        # an AI seat's turn, as a job
        vs_ai = _create(api, game_type, [{"kind": "ai", "level": "random"}, {"kind": "human"}])
        job = api.post(f"/v1/games/{vs_ai['game']['id']}/ai-moves", json={}).get_json()
        api.get(f"/v1/jobs/{job['id']}")
        wait_job(api, job["id"])
        # all AI: played and scored by the worker
        all_ai = _create(api, game_type, [{"kind": "ai", "level": "random"}] * 2)
        game = _wait_final(api, all_ai["game"]["id"], {})
        api.get(f"/v1/jobs/score-{game['id']}-{game['version'] - 1}")
    # resigning in a three-player game: the AI takes the seat over
    three = _create(api, "isis-osiris", [{"kind": "human"}] * 3)
    api.post(f"/v1/games/{three['game']['id']}/resign", headers=bearer(three["seat_tokens"]["1"]))
    _read_all(api, three["game"]["id"])
    api.get("/v1/games?limit=100")
    api.get("/v1/games?status=finished&limit=5")
    api.get("/v1/games/nope")
    api.get("/v1/events?after=0-0")  # the tenant feed from its start (ends at SSE_MAX_SECONDS)
    api.post("/v1/games", json={"type": "osiron", "seats": [{"kind": "human"}]})
    return api


def test_models_generate_without_warnings_and_validate_every_real_answer(client, worker,
                                                                         models):
    api = _every_answer(client)
    checked: dict[str, int] = {}
    statuses = set()
    failures: dict[str, str] = {}
    for operation, content_type, status, name, body in api.seen:
        assert name is not None, f"{operation} {status} {content_type} has no documented schema"
        model = getattr(models, name)
        try:
            model.model_validate(body)
        except Exception as error:  # pydantic's ValidationError: kept, one per kind of error
            for line in str(error).splitlines()[1::3]:
                failures.setdefault(f"{operation} {status} {name}: {line.strip()}", str(error))
        checked[f"{operation} {status}"] = checked.get(f"{operation} {status}", 0) + 1
        if isinstance(body, dict) and "game" in body and isinstance(body["game"], dict):
            statuses.add(body["game"].get("status"))
        elif isinstance(body, dict) and "status" in body and "version" in body:
            statuses.add(body["status"])
    assert not api.missing, sorted(api.missing)
    assert not failures, "\n".join(sorted(failures)[:40]) + "\n\n" + next(iter(failures.values()))
    print("\nvalidated:", sorted(checked.items()))
    assert {"waiting", "active", "finished", "cancelled"} <= statuses, statuses
    for operation in ("createGame", "getGame", "getLegalMoves", "getHistory", "submitMove",
                      "joinSeat", "configureSeat", "cancelGame", "resign", "drawOffer",
                      "requestRematch", "requestAiMove", "getJob", "listGames",
                      "listGameTypes", "getGameType", "followGame", "followFeed"):
        assert any(key.startswith(operation + " ") for key in checked), operation


def test_every_problem_code_is_in_the_registry():
    """Every code the code base raises is listed (and so in the document's ProblemCode)."""
    pattern = re.compile(r'(?:RuleError|GameError|ApiError|problem)\(\s*(?:\d+,\s*)?"([a-z_]+)"')
    raised = set()
    for folder in ("shared", "services"):
        for path in (ROOT / folder).rglob("*.py"):
            raised.update(pattern.findall(path.read_text()))
    from services.api.web.errors import _HTTP_CODES

    raised |= set(_HTTP_CODES.values()) | {"http_error"}
    assert raised <= set(CODES), sorted(raised - set(CODES))
    enum = DOCUMENT["components"]["schemas"]["ProblemCode"]["enum"]
    assert set(enum) == set(CODES)


def test_problem_types_resolve_to_registry_pages(client):
    problem = client.get("/v1/games/nope").get_json()
    assert problem["code"] == "game_not_found"
    assert problem["type"] == "/problems/game_not_found"  # relative without PUBLIC_BASE_URL
    path = problem["type"]
    page = client.get(path)
    assert page.status_code == 200 and b"game_not_found" in page.data
    assert client.get(path, headers={"Accept": "application/json"}).get_json()["status"] == 404
    assert client.get("/problems").status_code == 200
    assert client.get("/problems/no_such_code").status_code == 404


def test_operations_are_named_and_documented():
    ids = [op["operationId"] for item in DOCUMENT["paths"].values() for op in item.values()
           if isinstance(op, dict) and "responses" in op]
    assert len(ids) == len(set(ids))
    for name in ("createGame", "getGame", "listGames", "submitMove", "getLegalMoves",
                 "joinSeat", "getHistory", "followGame", "getJob"):
        assert name in ids
    paths = DOCUMENT["paths"]
    assert "text/event-stream" in paths["/v1/games/{game_id}/events"]["get"]["responses"][
        "200"]["content"]
    created = paths["/v1/games"]["post"]["responses"]["201"]
    assert {"Location", "Idempotent-Replayed", "RateLimit", "RateLimit-Policy"} <= set(
        created["headers"])
    assert "getGame" in created["links"]
    assert {} in paths["/v1/games/{game_id}/ai-moves"]["post"]["security"]
    assert "PaginationMetadata" not in DOCUMENT["components"]["schemas"]
    for path, item in paths.items():
        for op in item.values():
            if isinstance(op, dict) and "responses" in op and path.startswith("/v1/"):
                assert op["x-problem-codes"], path
