"""Matchmaking under load: simulated players asking for games, the real matcher.

    python bench/matchmaking.py --rate 100 --seats 2 --seconds 60
    python bench/matchmaking.py --pass-10k           # one pass over 10,000 waiting
    python bench/matchmaking.py --http --rate 10     # through the HTTP API (Flask)

A redis-server of its own (``services/redis_server.py``). Players' ratings are
drawn from a population like a real one: skill ``mu`` ~ N(25, 4); 70 % of them
established (``sigma`` 1.5 to 3.5), 30 % newer (``sigma`` 4 to 8.33). Tickets
arrive at ``--rate`` a second for ``--seconds``; the matcher's own functions
(``services.worker.matchmaking.Matcher``: the Lua steps, the table picker, the
games made by ``store.create``) run against that Redis in the same process,
a pass every ``PASS_SECONDS`` (tickets are stored between passes, pipelined, by
the ticket store's own script: at 1,000 a second HTTP would measure Flask, not
the matcher). ``--http`` sends tickets through the API's routes (Flask test
client) at a low rate instead. Every ticket: ``ai_fill_after_seconds``
``--ai-after`` (default 10), ``max_wait_seconds`` 120.

Prints: wait p50/p95 of matched tickets (s), match quality (the favourite's
predicted win probability per table, p50/p95), AI fill rate (tables with AI
seats), what still waits (every 10 s: a backlog that grows is a matcher that
cannot keep up), pass times; ``--pass-10k``: one pass over 10,000 waiting
tickets, its choice (read, expire, ratings, pick) and the tables' making apart.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from services import redis_server
from services.worker import matchmaking as worker
from shared import matchmaking, redis_conn
from shared.games import GAMES
from shared.ratings import Rating
from shared.settings import Settings
from shared.store.tickets import TicketStore

TENANT = "bench"
GAME = {2: "osiron", 4: "isis-osiris"}


class Population:
    """Simulated players: each ticket a new player id with a drawn rating."""

    def __init__(self, seed: int = 1):
        self.rng = random.Random(seed)
        self.ratings: dict[str, Rating] = {}

    def player(self) -> str:
        name = f"p{len(self.ratings)}"
        established = self.rng.random() < 0.7
        sigma = self.rng.uniform(1.5, 3.5) if established else self.rng.uniform(4.0, 8.333)
        self.ratings[name] = Rating(self.rng.gauss(25.0, 4.0), sigma)
        return name

    # the archive's one call the matcher makes
    def ratings_of(self, tenant, game_type, players):
        return {p: self.ratings[p] for p in players if p in self.ratings}


def _settings(url: str) -> Settings:
    # ai_quota_turns -1: no worker plays the AI turns here, so they would only pile up
    return Settings(redis_url=url, token_secret=b"b" * 32, tenant_max_live_games=0,
                    ai_quota_turns=-1, tenant_max_clocked_games=0, feed_max_events=1000,
                    active_game_ttl=600, finished_game_ttl=600)


def _ticket(population: Population, seats: int, ai_after: float, n: int,
            arrived: float | None = None) -> dict:
    """Ticket ``n``, arrived at ``arrived`` (its time on the arrival schedule: stored
    with the others due since the last pass, it waited from then)."""
    game_type = GAME[seats]
    options = GAMES[game_type].normalize_options({}, seats)
    return {"id": f"t{n}", "tenant": TENANT, "owner": f"tenant:{TENANT}", "type": game_type,
            "pool": matchmaking.pool_id(game_type, options, None, False), "options": options,
            "seats": {"min": seats, "max": seats}, "clock": None, "rated": False,
            "players": [population.player()], "max_wait_seconds": 120,
            "ai_fill_after_seconds": ai_after,
            "created_ms": int((time.time() if arrived is None else arrived) * 1000)}


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def run(url: str, rate: float, seats: int, seconds: float, ai_after: float) -> None:
    client = redis_conn.store_client(url)
    client.flushdb()
    settings = _settings(url)
    population = Population()
    matcher = worker.Matcher(settings, client, client, archive=population)
    tickets = TicketStore.configured(client, settings)
    game_type = GAME[seats]
    pool = _ticket(population, seats, ai_after, -1)["pool"]
    started = time.time()
    made, passes, backlog, next_report = 0, [], [], started + 10
    while True:
        now = time.time()
        if now - started >= seconds:
            break
        due = int((now - started) * rate)
        if due > made:
            pipe = client.pipeline(transaction=False)
            for n in range(made, due):
                ticket = _ticket(population, seats, ai_after, n, started + n / rate)
                tickets.create(TENANT, ticket, 0, pipeline=pipe)
            pipe.execute()
            made = due
        t0 = time.perf_counter()
        done = matcher.pass_pool(TENANT, pool, game_type)
        passes.append((time.perf_counter() - t0, done["waiting"]))
        if now >= next_report:
            backlog.append((round(now - started), tickets.waiting_count(TENANT)))
            next_report += 10
        rest = worker.PASS_SECONDS - (time.time() - now)
        if rest > 0:
            time.sleep(rest)
    lines = tickets.stats_lines(TENANT, game_type, 0)
    waits = [line["w"] for line in lines]
    tables = {line["g"]: line for line in lines}.values()
    favourites = [line["f"] for line in tables]
    ai = sum(1 for line in tables if line["ai"])
    pass_ms = [p * 1000 for p, _ in passes]
    print(f"rate {rate:g}/s, {seats} seats, {seconds:g} s: {made} tickets, {len(waits)} "
          f"matched, {len(favourites)} tables, {tickets.waiting_count(TENANT)} waiting at "
          f"the end")
    print(f"  wait s         p50 {_pct(waits, .5):.2f}  p95 {_pct(waits, .95):.2f}")
    print(f"  favourite      p50 {_pct(favourites, .5):.3f}  p95 {_pct(favourites, .95):.3f}")
    print(f"  AI fill rate   {ai / max(1, len(favourites)):.3f}")
    print(f"  waiting every 10 s: {backlog}")
    print(f"  pass ms        p50 {_pct(pass_ms, .5):.1f}  p95 {_pct(pass_ms, .95):.1f}  "
          f"max {max(pass_ms):.1f} ({len(passes)} passes; the most waiting in one: "
          f"{max(w for _, w in passes)})")


def pass_10k(url: str, seats: int, n: int = 10_000) -> None:
    client = redis_conn.store_client(url)
    client.flushdb()
    settings = _settings(url)
    population = Population()
    matcher = worker.Matcher(settings, client, client, archive=population)
    tickets = TicketStore.configured(client, settings)
    game_type = GAME[seats]
    pool = None
    pipe = client.pipeline(transaction=False)
    for i in range(n):
        ticket = _ticket(population, seats, 3600, i)
        pool = ticket["pool"]
        tickets.create(TENANT, ticket, 0, pipeline=pipe)
    pipe.execute()
    for attempt in range(4):
        t0, c0 = time.perf_counter(), time.process_time()
        _done, tables, _by_id, _now = matcher.plan(TENANT, pool, game_type)
        plan, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(f"{n} waiting, {seats} seats, pass {attempt + 1} "
              f"({'cold: reads every ticket' if attempt == 0 else 'warm: reads the queue'}): "
              f"up to its choice (read, expiry, ratings, pick) {plan * 1000:.0f} ms "
              f"({cpu * 1000:.0f} ms of the matcher's CPU) -> {len(tables)} tables")
    t0 = time.perf_counter()
    done = matcher.pass_pool(TENANT, pool, game_type)
    whole = time.perf_counter() - t0
    print(f"a whole pass that also makes them: {whole:.2f} s for {done['tables']} tables "
          f"({whole / max(1, done['tables']) * 1000:.2f} ms a table: claim, game, matched)")


def http(url: str, rate: float, seconds: float) -> None:
    """Tickets through the API (Flask test client) at a low rate; the matcher as above."""
    from services.api.app import create_app

    client = redis_conn.store_client(url)
    client.flushdb()
    settings = Settings(redis_url=url, token_secret=b"b" * 32, rate_limit_enabled=False,
                        api_keys=(f"{TENANT}=key-of-bench-0123456789",))
    app = create_app(settings).test_client()
    app.environ_base["HTTP_X_API_KEY"] = "key-of-bench-0123456789"
    population = Population()
    matcher = worker.Matcher(settings, client, client, archive=population)
    posted, started, post_ms, ids = 0, time.time(), [], []
    while time.time() - started < seconds:
        due = int((time.time() - started) * rate)
        while posted < due:
            t0 = time.perf_counter()
            answer = app.post("/v1/matchmaking/tickets", json={
                "type": "osiron", "seats": {"min": 2, "max": 2},
                "players": [population.player()]})
            post_ms.append((time.perf_counter() - t0) * 1000)
            assert answer.status_code == 201, answer.get_json()
            ids.append(answer.get_json()["id"])
            posted += 1
        matcher.pass_all()
        time.sleep(worker.PASS_SECONDS)
    t0 = time.perf_counter()
    got = [app.get(f"/v1/matchmaking/tickets/{i}").get_json() for i in ids]
    get_ms = (time.perf_counter() - t0) * 1000 / max(1, len(ids))
    stats = app.get("/v1/matchmaking/stats?type=osiron").get_json()
    print(f"HTTP: {posted} tickets at {rate:g}/s; POST p50 {_pct(post_ms, .5):.1f} ms p95 "
          f"{_pct(post_ms, .95):.1f} ms; GET {get_ms:.1f} ms; "
          f"{sum(1 for g in got if g['status'] == 'matched')} matched with their tokens: "
          f"{all(g['game']['seat_tokens'] for g in got if g['status'] == 'matched')}")
    print(f"  stats: {stats}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, default=100)
    parser.add_argument("--seats", type=int, choices=(2, 4), default=2)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--ai-after", type=float, default=10)
    parser.add_argument("--pass-10k", action="store_true")
    parser.add_argument("--http", action="store_true")
    parser.add_argument("--redis-url", help="a Redis to use (default: one of its own)")
    args = parser.parse_args()
    tmp, process = None, None
    url = args.redis_url
    if not url:
        tmp = Path(tempfile.mkdtemp(prefix="mm-bench-"))
        port = redis_server.free_port()
        process = redis_server.start(port, tmp, persist=False)
        url = f"redis://127.0.0.1:{port}/0"
    try:
        if args.pass_10k:
            pass_10k(url, args.seats)
        elif args.http:
            http(url, args.rate, args.seconds)
        else:
            run(url, args.rate, args.seats, args.seconds, args.ai_after)
    finally:
        if process:
            redis_server.stop(process)
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
