"""PNG pictures: rendered outside the API process, a few at a time per
client, and kept once rendered.

resvg holds the GIL while it renders (measured: a thread rendering a
2000 px board leaves the rest of its process about 1 % of the CPU), so
neither a thread nor gevent's threadpool would keep the other requests
moving. The rendering runs in a small pool of processes of its own
(``RENDER_PROCESSES`` per API process, started on first use, at a lower
priority than the API), and the request waits for it cooperatively.

What a client can make it cost is bounded three ways:

* **per client**: at most ``RENDERS_PER_CLIENT`` renderings in flight for
  one tenant (or, without API keys, one client address) across every API
  process, counted by leases in Redis like event streams
  (``ratelimit.StreamLimiter``); more answer 429 ``too_many_renders``;
* **per process**: a request waits at most ``RENDER_WAIT_SECONDS`` for a
  free render process, then answers 429 ``too_many_renders``;
* **repeats**: a rendered picture is kept (least recently used first out,
  at most ``PICTURE_CACHE_BYTES`` per process) under everything it depends
  on, so asking again costs nothing but the read of the game.
"""

from __future__ import annotations

import collections
import concurrent.futures
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable, Hashable

from flask import current_app
from prometheus_client import Counter

from services.api.pictures import png_process
from services.api.trust.quota import owner
from services.api.trust.ratelimit import Scope, StreamLimiter
from services.api.web.errors import ApiError
from shared.i18n import N_

log = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 2
LEASES_PREFIX = "renders:"
RENDERED = Counter("api_pictures_rendered_total", "PNG pictures rendered (cache misses)")


class PictureCache:
    """The most recently used pictures, up to ``max_bytes`` in all."""

    def __init__(self, max_bytes: int):
        self.max_bytes = max(0, max_bytes)
        self._items: collections.OrderedDict[Hashable, bytes] = collections.OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> bytes | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: Hashable, value: bytes) -> None:
        if len(value) > self.max_bytes:
            return
        with self._lock:
            old = self._items.pop(key, None)
            self._size += len(value) - (len(old) if old is not None else 0)
            self._items[key] = value
            while self._size > self.max_bytes:
                _, gone = self._items.popitem(last=False)
                self._size -= len(gone)


class Renderer:
    """One per API process (``app.extensions["renderer"]``)."""

    def __init__(self, redis_client, settings):
        self.processes = max(1, settings.render_processes)
        self.wait_seconds = settings.render_wait_seconds
        self.per_client = settings.renders_per_client
        self.cache = PictureCache(settings.picture_cache_bytes)
        # A lease covers the longest a rendering may hold it (its wait and the
        # rendering); one left by a process that died frees itself after that.
        self._leases = (StreamLimiter(redis_client, {"client": self.per_client},
                                      self.wait_seconds + 60, prefix=LEASES_PREFIX)
                        if self.per_client > 0 else None)
        self._free = threading.BoundedSemaphore(self.processes)
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._pool_pid: int | None = None

    def png(self, key: Hashable, draw_svg: Callable[[], str]) -> bytes:
        """The picture kept under ``key``, else ``draw_svg()`` rendered to PNG."""
        png = self.cache.get(key)
        if png is not None:
            return png
        slot, full = (self._leases.try_acquire([Scope("client", owner(), self.per_client)])
                      if self._leases is not None else (None, None))
        if full is not None:
            raise _busy(
                N_(
                    "At most {per_client} picture(s) are rendered at once for each client; "
                    "try again in {retry_after_seconds} s."
                ),
                per_client=self.per_client,
                retry_after_seconds=RETRY_AFTER_SECONDS,
            )
        try:
            png = self._render(draw_svg())
        finally:
            if slot is not None:
                slot.release()
        self.cache.put(key, png)
        return png

    def _render(self, svg: str) -> bytes:
        if not self._free.acquire(timeout=self.wait_seconds):
            raise _busy(
                N_("The picture renderer is busy; try again in {retry_after_seconds} s."),
                retry_after_seconds=RETRY_AFTER_SECONDS,
            )
        try:
            png = self._executor().submit(png_process.to_png, svg).result()
        except concurrent.futures.process.BrokenProcessPool:
            log.error("a render process died; starting new ones")
            self._pool = None
            raise ApiError(
                503,
                "service_unavailable",
                N_("The picture could not be rendered; try again."),
                {"Retry-After": "1"},
            ) from None
        finally:
            self._free.release()
        RENDERED.inc()
        return png

    def _executor(self) -> concurrent.futures.ProcessPoolExecutor:
        """The render processes of this process (started anew after a fork):
        spawned, not forked, so that they hold nothing of the API process."""
        if self._pool is None or self._pool_pid != os.getpid():
            self._pool = concurrent.futures.ProcessPoolExecutor(
                self.processes, mp_context=multiprocessing.get_context("spawn"),
                initializer=png_process.start)
            self._pool_pid = os.getpid()
        return self._pool

    def close(self) -> None:
        if self._pool is not None and self._pool_pid == os.getpid():
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None


def _busy(detail: str, **params) -> ApiError:
    return ApiError(429, "too_many_renders", detail, {"Retry-After": str(RETRY_AFTER_SECONDS)},
                    **params)


def renderer() -> Renderer:
    return current_app.extensions["renderer"]
