"""Bench-only prototype: a game's event stream served by its own asyncio process.

The alternative to parking weighed in docs/operations.md ("Streaming: parked
or its own process"): ``GET /v1/games/{id}/events`` served by a separate
process on another port, with the standard library's asyncio and redis-py's
``redis.asyncio``, while everything else (moves included) goes to the API.
It does what the API's stream does on the path ``bench/streams.py`` drives:
one ``PSUBSCRIBE`` for every game's channel, a follower registered before the
game is read (no change missed in between), the viewer's seat from its bearer
token, every entry after ``Last-Event-ID`` rendered for that viewer with the
service's own pure code (``follow.game_frames``, shared by the followers of a
game woken by the same change), chunked, ``retry: 2000`` first, heartbeats,
a client too far behind dropped. One ``asyncio.Protocol`` per connection and
no task per follower: a waiting follower is its transport and a small record.

Not there (it is a measurement, not a second implementation): the tenant feed,
long polls, tenants and API keys, rate limits and stream caps, ``?after=`` and
legacy names, the stream deadline, the game-over end, metrics, a Redis outage.
It is not part of the service and nothing imports it.

    .venv/bin/python bench/async_streams.py --port 8001 --redis-url redis://127.0.0.1:6379/0
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import redis.asyncio as aioredis  # noqa: E402

from services.api.streaming import follow  # noqa: E402
from shared import fastjson, gamedoc, tokens  # noqa: E402
from shared.gamedoc import GameDoc  # noqa: E402
from shared.games import GAMES  # noqa: E402
from shared.settings import Settings  # noqa: E402
from shared.store import doc_key, log_key  # noqa: E402

PATTERN = b"game:{*}:events"
MAX_PENDING = 256 * 1024  # as parking.MAX_PENDING
HEAD = (b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
        b"Cache-Control: no-cache\r\nX-Accel-Buffering: no\r\nTransfer-Encoding: chunked\r\n"
        b"Connection: close\r\n\r\n")


def chunk(text: str) -> bytes:
    data = text.encode()
    return b"%x\r\n%s\r\n" % (len(data), data) if data else b""


class Viewer(asyncio.Protocol):
    """One client connection: its request, then the stream of one game."""

    __slots__ = ("server", "transport", "request", "game", "seat", "after", "last_write",
                 "started")

    def __init__(self, server: "Server"):
        self.server, self.request, self.game = server, b"", None
        self.transport = None
        self.seat, self.after, self.last_write = None, 0, 0.0
        self.started = False  # its head and first frames are written

    def connection_made(self, transport) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        if self.game is not None or self.request is None:
            self.transport.close()  # a follower sends nothing after its request
            return
        self.request += data
        if b"\r\n\r\n" in self.request:
            raw, self.request = self.request, None
            asyncio.get_running_loop().create_task(self.server.open(self, raw))
        elif len(self.request) > 16384:
            self.transport.close()

    def connection_lost(self, exc) -> None:
        self.server.leave(self)

    def send(self, text: str) -> None:
        if text and not self.transport.is_closing():
            self.transport.write(chunk(text))
            self.last_write = time.monotonic()
            if self.transport.get_write_buffer_size() > MAX_PENDING:
                self.transport.abort()  # too far behind: it resumes with Last-Event-ID


class Server:
    def __init__(self, redis_url: str, secret: bytes):
        self.pool = aioredis.BlockingConnectionPool.from_url(redis_url, max_connections=32)
        self.redis = aioredis.Redis(connection_pool=self.pool)
        self.redis_url, self.secret = redis_url, secret
        self.groups: dict[str, set] = {}  # game id -> its viewers
        self.dirty: set[str] = set()  # games announced, not yet served
        self.running: set[str] = set()
        self.ready = asyncio.Event()

    # -- joining and leaving --------------------------------------------------------------

    async def open(self, viewer: Viewer, raw: bytes) -> None:
        lines = raw.decode("latin-1").split("\r\n")
        path = urlsplit(lines[0].split(" ")[1]).path
        headers = {k.strip().lower(): v.strip() for k, _, v in
                   (line.partition(":") for line in lines[1:] if line)}
        parts = path.strip("/").split("/")
        if len(parts) != 4 or parts[:2] != ["v1", "games"] or parts[3] != "events":
            viewer.transport.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n"
                                   b"Connection: close\r\n\r\n")
            viewer.transport.close()
            return
        game_id = parts[2]
        viewer.game = game_id
        viewer.after = int(headers.get("last-event-id") or 0)
        self.groups.setdefault(game_id, set()).add(viewer)  # before the first read
        await self.ready.wait()
        doc = await self.load(game_id)
        if doc is None or viewer.transport.is_closing():
            viewer.transport.close()
            return
        auth = headers.get("authorization", "")
        token = auth[7:] if auth.lower().startswith("bearer ") else None
        viewer.seat = tokens.find_seat(self.secret, token, doc["seats"])
        first = (await self.frames(game_id, doc, [viewer]))[0]
        viewer.transport.write(HEAD)
        viewer.send(follow.OPENING + "".join(first))
        viewer.started = True
        self.wake(game_id)  # a change announced while it opened: caught up on now

    def leave(self, viewer: Viewer) -> None:
        group = self.groups.get(viewer.game)
        if group is not None:
            group.discard(viewer)
            if not group:
                del self.groups[viewer.game]

    # -- the store ----------------------------------------------------------------------------

    async def load(self, game_id: str) -> GameDoc | None:
        raw = await self.redis.hget(doc_key(game_id), "doc")
        return None if raw is None else GameDoc(fastjson.loads(raw))

    async def frames(self, game_id: str, doc: GameDoc, viewers: list) -> list[list[str]]:
        """Each viewer's frames after its ``after`` (rendered once per seat and
        starting point, as the API's memo shares them)."""
        rules = GAMES[doc["type"]]
        state = gamedoc.state_of(doc, rules)
        first = min(v.after for v in viewers)
        entries = []
        if first < doc["version"]:
            raw = await self.redis.lrange(log_key(game_id), first, doc["version"] - 1)
            entries = [e for e in map(fastjson.loads, raw) if e["version"] <= doc["version"]]
        memo: dict = {}
        out = []
        for viewer in viewers:
            key = (viewer.seat, viewer.after)
            if key not in memo:
                memo[key] = follow.game_frames(doc, rules, state,
                                               [e for e in entries if e["version"] > viewer.after],
                                               viewer.seat, False)
            viewer.after = max(viewer.after, doc["version"])
            out.append(memo[key])
        return out

    # -- the subscription and what it wakes ---------------------------------------------

    async def listen(self) -> None:
        client = aioredis.Redis.from_url(self.redis_url)
        pubsub = client.pubsub()
        await pubsub.psubscribe(PATTERN)
        while True:
            message = await pubsub.get_message(timeout=30)
            if message is None:
                continue
            if message["type"] == "psubscribe":
                self.ready.set()
            elif message["type"] == "pmessage":
                channel = message["channel"].decode()
                game_id = channel[len("game:{"):-len("}:events")]
                if game_id in self.groups:
                    self.wake(game_id)

    def wake(self, game_id: str) -> None:
        """Serve the game's viewers once more (one task per game at a time)."""
        self.dirty.add(game_id)
        if game_id not in self.running:
            self.running.add(game_id)
            asyncio.get_running_loop().create_task(self.serve(game_id))

    async def serve(self, game_id: str) -> None:
        """Write what is new to every viewer of the game, once per change."""
        try:
            while game_id in self.dirty:
                self.dirty.discard(game_id)
                doc = await self.load(game_id)
                if doc is None:
                    continue
                behind = [v for v in self.groups.get(game_id, ())
                          if v.started and v.after < doc["version"]]
                if not behind:
                    continue
                for viewer, frames in zip(behind, await self.frames(game_id, doc, behind)):
                    viewer.send("".join(frames))
        finally:
            self.running.discard(game_id)

    async def heartbeats(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for group in list(self.groups.values()):
                for viewer in list(group):
                    if viewer.started and now - viewer.last_write >= follow.HEARTBEAT_SECONDS:
                        viewer.send(follow.HEARTBEAT)


async def main_async(port: int, redis_url: str) -> None:
    server = Server(redis_url, Settings().token_secret)
    loop = asyncio.get_running_loop()
    listening = await loop.create_server(lambda: Viewer(server), "127.0.0.1", port,
                                         backlog=4096)
    tasks = [loop.create_task(server.listen()), loop.create_task(server.heartbeats())]
    print(f"async streams on 127.0.0.1:{port} (pid {os.getpid()})", flush=True)
    async with listening:
        await asyncio.gather(*tasks)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--redis-url", required=True)
    args = parser.parse_args(argv)
    asyncio.run(main_async(args.port, args.redis_url))
    return 0


if __name__ == "__main__":
    sys.exit(main())
