"""Who may call the API, how often and with what: API keys, rate limits,
CORS and the shape of request bodies.

* **API keys and tenants** (``API_KEYS``): optional. When keys are
  configured, every request except health, metrics, the API documents and
  the problem pages must carry one in ``X-API-Key``: none answers 401
  ``api_key_required``, an unknown one 403 ``invalid_api_key``. Each key belongs to a tenant
  (``flask.g.tenant``); a game belongs to the tenant that created it and does
  not exist for any other (``context.load_game``). Keys are kept only as
  SHA-256 hashes in memory and compared in constant time; they may be
  configured as hashes so that the keys themselves never appear in the
  deployment's environment.
* **Seat tokens without a key**: a play link carries a seat token and never
  the tenant's key, so a request on one game's own addresses (``SEAT_PATHS``:
  reading it, its legal moves, history, events and pictures, moves, draw,
  resignation, hints and their jobs, rematch, analysis) that carries no key but a seat
  token is let through *pending*: ``context.load_game`` then admits it only
  if the token acts for a seat of the game asked for, and takes the tenant
  from that game. Anything else without a key (listing, feed, webhooks,
  another game) still answers 401 ``api_key_required``.
* **Rate limits** (``RATE_LIMIT_*``): per client address (or per API key,
  with its own higher limit) and per bearer token, counted in Redis
  (``ratelimit.py``). Over a limit: 429 ``rate_limited`` with ``Retry-After``;
  every counted answer carries the RateLimit fields. Concurrent streams are
  capped the same way (429 ``too_many_streams``). The paths open without a
  key count against their address's limit too: they cost CPU like any
  other request. Only ``/healthz`` is never counted (it does no work).
* **Metrics** (``METRICS_TOKEN``): ``/metrics`` shows the whole platform's
  activity, so with API keys configured it answers only the bearer of
  ``METRICS_TOKEN`` (closed without one); without keys it is open unless a
  token is set.
* **CORS** (``CORS_ORIGINS``): off unless origins are configured; preflights
  allow the API's own request headers and expose the ones clients read.

* **Bodies**: a request body must be JSON (else 415
  ``unsupported_media_type``), strict JSON (no ``NaN``; else 400
  ``invalid_json``) and nested at most ``MAX_JSON_DEPTH`` deep (else 400
  ``too_deeply_nested``), checked before anything reads it. Its size is
  capped by ``MAX_BODY_BYTES`` (413 ``body_too_large``).

Browser ``OPTIONS`` preflights are never asked for a key nor counted: a
browser cannot add headers to them.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import time

from apispec import BasePlugin
from flask import Flask, g, request
from webargs.core import is_json
from werkzeug.middleware.proxy_fix import ProxyFix

from services.api.play import context
from services.api.play.context import bearer_token
from services.api.streaming import parking
from services.api.trust import ratelimit
from services.api.trust.ratelimit import RateLimiter, Scope
from services.api.web.errors import ApiError
from services.api.web.framework import PARSED_BODY
from shared import tokens
from shared.i18n import N_
from shared.settings import Settings

API_KEY_HEADER = "X-API-Key"
# Paths that need no API key: probes, metrics (which has a credential of its own),
# the API documents, the problem pages (every problem's `type` points there) and the
# play page's static files (the page calls the API with the seat token alone). They
# count against the caller's address limit like any request.
OPEN_PATHS = ("/healthz", "/readyz", "/metrics", "/openapi.json", "/docs", "/play",
              "/problems")
# Never counted: the liveness probe touches nothing (no Redis, no body), and a load
# balancer's probes must not be refused because its address is busy.
UNCOUNTED_PATHS = ("/healthz",)
METRICS_PATH = "/metrics"
# A game's own addresses that its seat token may use without an API key: (method,
# pattern); the game id is group 1 (a job's game is known once the job is read).
SEAT_PATHS = (
    ("GET", re.compile(r"^/v1/games/([^/]+)(?:/(?:legal-moves|history|events|board\.svg|"
                       r"board\.png|analysis|analysis\.svg))?$")),
    ("POST", re.compile(r"^/v1/games/([^/]+)/(?:moves|resign|draw|rematch|ai-moves|"
                        r"analysis)$")),
    ("GET", re.compile(r"^/v1/jobs/[^/]+$")),
)
CORS_REQUEST_HEADERS = ("Authorization", "Content-Type", "If-Match", "If-None-Match",
                        "Idempotency-Key", "Last-Event-ID", API_KEY_HEADER)
CORS_EXPOSED_HEADERS = ("ETag", "Location", "Retry-After", "Idempotent-Replayed", "RateLimit",
                        "RateLimit-Policy")
_HASHED = re.compile(r"^sha256:([0-9a-fA-F]{64})$")
_TENANT = re.compile(r"^[a-z0-9_-]{1,40}$")
MAX_JSON_DEPTH = 32


def json_too_deep(data: bytes, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether arrays/objects in ``data`` nest deeper than ``limit``.

    Read without parsing (a parser would recurse once per level), skipping
    brackets inside strings."""
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    in_string = escaped = False
    for byte in data:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return False


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def check_body() -> None:
    """Refuse a request body that is not small, strict, shallow JSON."""
    if not request.content_length and "chunked" not in request.headers.get(
            "Transfer-Encoding", "").lower():
        return
    data = request.get_data(cache=True)  # over MAX_BODY_BYTES: 413 body_too_large
    if not data:
        return
    if not is_json(request.mimetype):
        raise ApiError(415, "unsupported_media_type",
                       N_("Send the request body as JSON (Content-Type: application/json)."))
    if json_too_deep(data):
        raise ApiError(
            400,
            "too_deeply_nested",
            N_("The JSON body is nested more than {max_json_depth} levels deep."),
            max_json_depth=MAX_JSON_DEPTH,
        )
    try:
        g.setdefault(PARSED_BODY, json.loads(data, parse_constant=_refuse_constant))
    except ValueError:  # includes JSON and UTF-8 decoding errors
        raise ApiError(400, "invalid_json", N_("The request body is not valid JSON.")) from None


def _seat_path() -> re.Match | None:
    """The match if this request is one a seat token may make without a key."""
    for method, pattern in SEAT_PATHS:
        if request.method == method:
            found = pattern.match(request.path)
            if found:
                return found
    return None


def _under(path: str, prefixes: tuple[str, ...]) -> bool:
    return any(path == p or path.startswith(p + "/") for p in prefixes)


def is_open_path(path: str) -> bool:
    return _under(path, OPEN_PATHS)


def check_metrics_token(settings: Settings, keys_enabled: bool) -> None:
    """``/metrics`` shows every tenant's activity: with API keys, only the
    bearer of ``METRICS_TOKEN`` may read it (nobody when none is set)."""
    expected = settings.metrics_token
    if not expected:
        if keys_enabled:
            raise ApiError(
                403,
                "metrics_closed",
                N_("The metrics are closed: this service has API keys and no METRICS_TOKEN."),
            )
        return
    presented = bearer_token()
    if presented is None:
        raise ApiError(401, "metrics_token_required",
                       N_("The metrics need the metrics token (Authorization: Bearer ...)."))
    if not hmac.compare_digest(hashlib.sha256(presented.encode()).digest(),
                               hashlib.sha256(expected.encode()).digest()):
        raise ApiError(403, "invalid_metrics_token", N_("This is not the metrics token."))


def hash_api_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def default_tenant_id(key_hash: str) -> str:
    """A key's tenant when the configuration names none: stable, derived from
    the key's hash, and never the key itself."""
    return "t" + key_hash[:20]


class ApiKeys:
    """The configured keys, as hashes, each with its tenant.

    An ``API_KEYS`` entry is ``KEY``, ``sha256:HEX`` or either of them after
    ``TENANT=``; entries naming the same tenant share its games (a tenant
    rotating its key lists the old and the new one)."""

    def __init__(self, entries: tuple[str, ...] | list[str]):
        pairs = []
        for entry in entries:
            tenant, key = _split_tenant(entry)
            key_hash = _key_hash(key)
            pairs.append((key_hash, tenant or default_tenant_id(key_hash)))
        self._pairs = tuple(pairs)

    @property
    def enabled(self) -> bool:
        return bool(self._pairs)

    def match(self, presented: str | None) -> tuple[str, str] | None:
        """``(key hash, tenant id)`` of the presented key if it is a configured
        one, else None.

        Every configured hash is compared, so the time taken does not tell
        which key (if any) was close."""
        if not presented:
            return None
        digest = hash_api_key(presented)
        found = None
        for stored, tenant in self._pairs:
            if hmac.compare_digest(digest, stored):
                found = (stored, tenant)
        return found


def _split_tenant(entry: str) -> tuple[str | None, str]:
    tenant, sep, key = entry.partition("=")
    if not sep:
        return None, entry
    if not _TENANT.match(tenant):
        raise ValueError("An API_KEYS tenant name (before '=') must be 1 to 40 characters "
                         "of a-z, 0-9, '_' and '-'.")
    return tenant, key


def _key_hash(key: str) -> str:
    if key.lower().startswith("sha256:"):
        found = _HASHED.match(key)
        if found is None:
            raise ValueError("An API_KEYS entry starting with 'sha256:' must be "
                             "followed by 64 hex digits.")
        return found.group(1).lower()
    return hash_api_key(key)


def install(app: Flask, settings: Settings, redis_client) -> None:
    """Add client-address handling, CORS, the API-key check and rate limits."""
    keys = ApiKeys(settings.api_keys)
    limiter = (RateLimiter(redis_client, settings.rate_limit_window)
               if settings.rate_limit_enabled else None)
    if limiter is not None:
        app.extensions["stream_limiter"] = ratelimit.StreamLimiter(redis_client, {
            "addr": settings.stream_limit_per_address, "token": settings.stream_limit_per_token,
            "key": settings.stream_limit_per_api_key}, settings.stream_lease_seconds)
        app.after_request(ratelimit.add_headers)
    if settings.trusted_proxy_hops > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxy_hops)
    if settings.cors_origins:
        from flask_cors import CORS

        origins = "*" if "*" in settings.cors_origins else list(settings.cors_origins)
        CORS(app, origins=origins, allow_headers=list(CORS_REQUEST_HEADERS),
             expose_headers=list(CORS_EXPOSED_HEADERS), methods=["GET", "POST", "PUT", "DELETE"],
             max_age=settings.cors_max_age, supports_credentials=False, vary_header=True)

    def _count(scopes: list[Scope]) -> None:
        refused = limiter.hit(scopes) if limiter is not None else None
        if refused is not None:
            raise ApiError(
                429,
                "rate_limited",
                N_("Too many requests; try again in {retry_after} s."),
                {"Retry-After": str(refused.retry_after)},
                retry_after=refused.retry_after,
            )

    def _address() -> Scope:
        return Scope("addr", request.remote_addr or "unknown", settings.rate_limit_per_address)

    @app.before_request
    def _guard():
        if request.method == "OPTIONS" or _under(request.path, UNCOUNTED_PATHS):
            return None
        if is_open_path(request.path):  # no key needed: counted by address
            _count([_address()])
            if request.path == METRICS_PATH:
                check_metrics_token(settings, keys.enabled)
            return None
        resumed = request.environ.get(parking.RESUMED)
        if resumed is not None:  # a long poll answered after its wait: checked and counted once
            _restore(resumed)
            return None
        presented = request.headers.get(API_KEY_HEADER, "").strip() or None
        matched = keys.match(presented)
        key_hash = matched[0] if matched else None
        g.tenant = matched[1] if matched else None
        if limiter is not None:
            if key_hash is not None:
                scopes = [Scope("key", key_hash[:32], settings.rate_limit_per_api_key)]
            else:
                scopes = [_address()]
            token = bearer_token()
            if token is not None:
                scopes.append(Scope("token", tokens.fingerprint(token)[:32],
                                    settings.rate_limit_per_token))
            _count(scopes)
        if keys.enabled:
            seat_path = _seat_path() if presented is None and bearer_token() else None
            if seat_path is not None:  # a play link's call: its game decides (load_game)
                context.admit_pending(seat_path.group(1) if seat_path.groups() else None)
            elif presented is None:
                raise context.api_key_required()
            elif key_hash is None:
                raise ApiError(403, "invalid_api_key", N_("This API key is not valid."))
        check_body()
        return None


def resume_state() -> dict:
    """What ``_guard`` found for this request, for a long poll dispatched
    again after its wait (``parking.py``): the tenant and the rate-limit
    tally, so the answer carries the RateLimit fields without a second count."""
    return {"tenant": g.get("tenant"), "tallies": g.get("rate_limit_tallies"),
            "window": g.get("rate_limit_window"), "at": time.monotonic()}


def _restore(resumed: dict) -> None:
    g.tenant = resumed["tenant"]
    if resumed["tallies"]:
        waited = int(time.monotonic() - resumed["at"])
        g.rate_limit_tallies = [ratelimit.Tally(t.scope, t.count, max(1, t.reset - waited))
                                for t in resumed["tallies"]]
        g.rate_limit_window = resumed["window"]


class SecurityDocs(BasePlugin):
    """Documents on every ``/v1`` operation the answers any of them may give
    because of the checks above (API key, rate limit) or the body limit."""

    def operation_helper(self, path=None, operations=None, **kwargs):
        if not path or not path.startswith("/v1/"):
            return
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            responses.setdefault("401", "UNAUTHORIZED")
            responses.setdefault("403", "FORBIDDEN")
            responses.setdefault("429", "RATE_LIMITED")
            responses.setdefault("503", "UNAVAILABLE")
            if "requestBody" in operation:
                responses.setdefault("400", "BAD_REQUEST")
                responses.setdefault("413", "REQUEST_ENTITY_TOO_LARGE")
                responses.setdefault("415", "UNSUPPORTED_MEDIA_TYPE")
