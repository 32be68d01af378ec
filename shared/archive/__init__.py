"""The archive of ended games, in PostgreSQL (``DATABASE_URL``).

Redis drops a finished game after ``FINISHED_GAME_TTL``; the archive keeps its
final document and every history entry, so that reads can later fall through
to it with the same bodies. Each game is archived exactly once (its primary
key is ``(tenant, id)``; a second write of it changes nothing), and every read
is scoped to a tenant: another tenant's game does not exist here either.

    archive = connect(settings)          # or Archive(dsn)
    archive.migrate()                    # the schema, applied once (migrations/)
    archive.archive_game(doc, history)   # True if new, False if archived already
    archive.load(tenant, game_id)        # (doc, history) or None
    archive.list_games(tenant, status=..., type=..., limit=..., cursor=...)
    for row in archive.export(tenant, since=..., until=...): ...
    archive.set_retention(tenant, days); archive.delete_expired(now)
    archive.save_analysis(tenant, game_id, level, body); archive.analysis(tenant, game_id, level)

``tenant`` is the document's ``tenant`` (None without tenants, stored as '').
Any failure to reach PostgreSQL raises ``ArchiveUnavailable`` (the API answers
503 for it). Cursors are opaque strings; a bad one raises ``InvalidCursor``.
"""

from __future__ import annotations

import base64
import collections
import contextlib
import hashlib
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from importlib import resources

import psycopg
from psycopg.types.json import Jsonb, set_json_dumps, set_json_loads

from shared import fastjson

from . import players

set_json_loads(fastjson.loads)  # orjson both ways: exporting is mostly decoding JSON
set_json_dumps(fastjson.dumps)

# pg_advisory_xact_lock key of the migrator: one migrating process at a time.
_MIGRATION_LOCK = 0x6172636869766531  # "archive1"
# What listings and exports return of each game (the document without its rules
# state: enough for a summary, gamedoc.summary, as an ended game has no seat to move).
_LISTED = "doc - 'state' AS doc, ended_at, id"


class ArchiveUnavailable(Exception):
    """PostgreSQL cannot be reached (or answered too slowly): try again later."""


class InvalidCursor(ValueError):
    """A cursor this archive did not make."""


class MigrationError(Exception):
    """An applied migration's file changed since: migrations are append-only."""


@dataclass
class Page:
    games: list[dict]  # listing documents (without ``state``), newest first
    cursor: str | None  # where the next page starts, or None at the end


def _tenant(tenant: str | None) -> str:
    return tenant or ""


def _encode_cursor(ended_at: datetime, game_id: str) -> str:
    return base64.urlsafe_b64encode(fastjson.dumps([ended_at.isoformat(), game_id])).decode()


def _decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        ended, game_id = fastjson.loads(base64.urlsafe_b64decode(cursor.encode()))
        return datetime.fromisoformat(ended), str(game_id)
    except (ValueError, TypeError) as error:
        raise InvalidCursor(cursor) from error


def _filters(tenant: str | None, status: str | None, type: str | None,
             since: datetime | None, until: datetime | None,
             player: str | None = None) -> tuple[list[str], list]:
    """WHERE clauses and their parameters: ``since <= ended_at < until``; ``player``:
    the games where it has a seat."""
    where, params = ["tenant = %s"], [_tenant(tenant)]
    if player is not None:
        where.append("seats @> %s")
        params.append(Jsonb([{"player": player}]))
    for clause, value in (("status = %s", status), ("type = %s", type),
                          ("ended_at >= %s", since), ("ended_at < %s", until)):
        if value is not None:
            where.append(clause)
            params.append(value)
    return where, params


def migrations() -> list[tuple[int, str, str]]:
    """(version, name, SQL) of each file of migrations/, in order: ``NNNN_name.sql``."""
    found = []
    for entry in resources.files(__package__).joinpath("migrations").iterdir():
        if entry.name.endswith(".sql"):
            version, _, name = entry.name.removesuffix(".sql").partition("_")
            found.append((int(version), name, entry.read_text()))
    return sorted(found)


class Archive:
    """The archive on the PostgreSQL of ``dsn``, through a small pool of
    connections (``_Pool``): made while PostgreSQL is down, it works once it is back.

    ``timeout``: how long a call may take to connect before it raises
    ``ArchiveUnavailable`` (a refused connection raises at once)."""

    def __init__(self, dsn: str, *, max_idle: int = 4, timeout: float = 3.0):
        self.pool = _Pool(dsn, max_idle=max_idle, timeout=timeout)

    def close(self) -> None:
        self.pool.close()

    def _connection(self):
        return self.pool.connection()

    # -- schema ------------------------------------------------------------------------

    def migrate(self) -> list[str]:
        """Apply the migrations not applied yet, in one transaction under an advisory
        lock (concurrent callers wait, then find nothing to do); their names."""
        applied_now = []
        with self._connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", [_MIGRATION_LOCK])
            conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version integer "
                         "PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, "
                         "applied_at timestamptz NOT NULL DEFAULT now())")
            applied = dict(conn.execute("SELECT version, checksum FROM schema_migrations"))
            for version, name, sql in migrations():
                checksum = hashlib.sha256(sql.encode()).hexdigest()
                if version in applied:
                    if applied[version] != checksum:
                        raise MigrationError(f"migration {version:04d}_{name} changed after "
                                             "it was applied: add a new one instead")
                    continue
                conn.execute(sql)  # no parameters: several statements at once
                conn.execute("INSERT INTO schema_migrations (version, name, checksum) "
                             "VALUES (%s, %s, %s)", [version, name, checksum])
                applied_now.append(f"{version:04d}_{name}")
        return applied_now

    # -- writing -----------------------------------------------------------------------

    def archive_game(self, doc: dict, history: list[dict]) -> bool:
        """Store an ended game (its final document and every history entry);
        True if it was new, False if it was archived already (then unchanged)."""
        return self.archive_and_rate(doc, history)[0]

    def archive_and_rate(self, doc: dict, history: list[dict]) -> tuple[bool, list | None]:
        """``archive_game``, and for a rated game that finished, its players' ratings
        moved in the same transaction (``players.rate``): so a game moves them once,
        however often it is archived. Answers (new, the game's ratings: one entry
        per seat, as its ``finished`` history entry then carries them; None for a
        game that moved none). ``history`` gets the ratings in its ``finished`` entry."""
        from shared.gamedoc import ended_at  # (gamedoc imports the games: not at import)

        row = [_tenant(doc.get("tenant")), doc["id"], doc["type"], doc["status"],
               Jsonb(doc["seats"]), Jsonb(doc.get("result")), Jsonb(doc["options"]),
               doc["created_at"], ended_at(doc), doc["version"],
               sum(entry.get("type") == "move" for entry in history),
               Jsonb(doc), Jsonb(history), bool(doc.get("rated"))]
        with self._connection() as conn, conn.transaction():
            inserted = conn.execute(
                "INSERT INTO archived_games (tenant, id, type, status, seats, result, "
                "options, created_at, ended_at, version, moves, doc, history, rated) VALUES "
                "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
                "ON CONFLICT (tenant, id) DO NOTHING", row).rowcount == 1
            if not inserted:
                found = conn.execute("SELECT ratings FROM archived_games WHERE tenant = %s "
                                     "AND id = %s", row[:2]).fetchone()
                return False, found[0] if found else None
            ratings = players.rate(conn, doc, history)
        return True, ratings

    def save_analysis(self, tenant: str | None, game_id: str, level: str,
                      analysis: dict) -> None:
        """Keep the analysis of an ended game at ``level`` (a new one replaces it:
        the same game and level always give the same analysis)."""
        with self._connection() as conn:
            conn.execute("INSERT INTO game_analyses (tenant, game_id, level, analysis) "
                         "VALUES (%s, %s, %s, %s) ON CONFLICT (tenant, game_id, level) "
                         "DO UPDATE SET analysis = EXCLUDED.analysis, analysed_at = now()",
                         [_tenant(tenant), game_id, level, Jsonb(analysis)])

    def analysis(self, tenant: str | None, game_id: str, level: str) -> dict | None:
        """``tenant``'s analysis of ``game_id`` at ``level``, or None."""
        with self._connection() as conn:
            found = conn.execute("SELECT analysis FROM game_analyses WHERE tenant = %s "
                                 "AND game_id = %s AND level = %s",
                                 [_tenant(tenant), game_id, level]).fetchone()
        return None if found is None else found[0]

    def set_retention(self, tenant: str | None, days: int | None) -> None:
        """Keep ``tenant``'s archived games ``days`` days after they ended (None: for ever)."""
        with self._connection() as conn:
            conn.execute("INSERT INTO tenant_retention (tenant, days) VALUES (%s, %s) "
                         "ON CONFLICT (tenant) DO UPDATE SET days = EXCLUDED.days",
                         [_tenant(tenant), days])

    def delete_expired(self, now: datetime) -> int:
        """Delete the games that ended longer ago than their tenant's retention,
        and their analyses with them; how many games."""
        with self._connection() as conn:
            return conn.execute(
                "WITH gone AS (DELETE FROM archived_games g USING tenant_retention r "
                "WHERE g.tenant = r.tenant AND r.days IS NOT NULL "
                "AND g.ended_at < %s - make_interval(days => r.days) RETURNING g.tenant, g.id), "
                "analyses AS (DELETE FROM game_analyses a USING gone "
                "WHERE a.tenant = gone.tenant AND a.game_id = gone.id) "
                "SELECT count(*) FROM gone", [now]).fetchone()[0]

    # -- reading -----------------------------------------------------------------------

    def load(self, tenant: str | None, game_id: str) -> tuple[dict, list[dict]] | None:
        """``(doc, history)`` of ``tenant``'s game ``game_id``, or None."""
        with self._connection() as conn:
            found = conn.execute("SELECT doc, history FROM archived_games "
                                 "WHERE tenant = %s AND id = %s",
                                 [_tenant(tenant), game_id]).fetchone()
        return None if found is None else (found[0], found[1])

    def list_games(self, tenant: str | None, *, status: str | None = None,
                   type: str | None = None, since: datetime | None = None,
                   until: datetime | None = None, limit: int = 50,
                   cursor: str | None = None, player: str | None = None) -> Page:
        """A page of ``tenant``'s archived games, the latest ended first (``player``:
        only those where it has a seat)."""
        where, params = _filters(tenant, status, type, since, until, player)
        if cursor:
            where.append("(ended_at, id) < (%s, %s)")
            params += _decode_cursor(cursor)
        with self._connection() as conn:
            rows = conn.execute(
                f"SELECT {_LISTED} FROM archived_games WHERE {' AND '.join(where)} "
                "ORDER BY ended_at DESC, id DESC LIMIT %s", [*params, limit + 1]).fetchall()
        more = len(rows) > limit
        rows = rows[:limit]
        return Page([row[0] for row in rows],
                    _encode_cursor(rows[-1][1], rows[-1][2]) if more else None)

    def export(self, tenant: str | None, *, since: datetime | None = None,
               until: datetime | None = None, type: str | None = None,
               status: str | None = None, cursor: str | None = None,
               batch: int = 500) -> Iterator[dict]:
        """Every matching game of ``tenant``, the earliest ended first, as
        ``{"doc", "history", "cursor"}``: ``cursor`` resumes the export after
        that game. Read through a server-side cursor, ``batch`` rows at a time."""
        where, params = _filters(tenant, status, type, since, until)
        if cursor:
            where.append("(ended_at, id) > (%s, %s)")
            params += _decode_cursor(cursor)
        with self._connection() as conn, conn.transaction():
            rows = conn.cursor(name="archive_export")
            rows.itersize = batch
            rows.execute(f"SELECT doc, history, ended_at, id FROM archived_games "
                         f"WHERE {' AND '.join(where)} ORDER BY ended_at, id", params)
            for doc, history, ended, game_id in rows:
                yield {"doc": doc, "history": history, "cursor": _encode_cursor(ended, game_id)}

    # -- players (players.py) -----------------------------------------------------------

    def player_ratings(self, tenant: str | None, player: str) -> list[dict]:
        with self._connection() as conn:
            return players.profile(conn, tenant, player)

    def ratings_of(self, tenant: str | None, game_type: str, ids: list[str]) -> dict:
        """Players' current ratings in ``game_type`` (those that have one)."""
        if not ids:
            return {}
        with self._connection() as conn:
            return players.ratings_of(conn, tenant, game_type, ids)

    def rating_history(self, tenant: str | None, player: str, game_type: str, *,
                       limit: int = 50, cursor: str | None = None) -> tuple[list[dict], str | None]:
        """A page of the player's rating changes in ``game_type``, newest first."""
        before = _decode_cursor(cursor) if cursor else None
        with self._connection() as conn:
            rows = players.rating_history(conn, tenant, player, game_type, limit, before)
        more, rows = len(rows) > limit, rows[:limit]
        cursor = _encode_cursor(rows[-1]["moment"], rows[-1]["game"]) if more else None
        for row in rows:
            del row["moment"]  # (the cursor's exact moment: the shown one is rounded)
        return rows, cursor

    def leaderboard(self, tenant: str | None, game_type: str, *, limit: int = 50,
                    around: str | None = None) -> list[dict] | None:
        with self._connection() as conn:
            return players.leaderboard(conn, tenant, game_type, limit, around)

    def player_games(self, tenant: str | None, player: str, *, limit: int = 50,
                     cursor: str | None = None) -> Page:
        """A page of the player's archived games, the latest ended first."""
        before = _decode_cursor(cursor) if cursor else None
        with self._connection() as conn:
            rows = players.games(conn, tenant, player, limit, before)
        more, rows = len(rows) > limit, rows[:limit]
        return Page([row[0] for row in rows],
                    _encode_cursor(rows[-1][1], rows[-1][2]) if more else None)

    def player_export(self, tenant: str | None, player: str) -> dict:
        with self._connection() as conn, conn.transaction():
            return players.export(conn, tenant, player)

    def delete_player(self, tenant: str | None, player: str, receipt: str,
                      tombstone: str) -> dict:
        """Remove the player's ratings and history and put ``tombstone`` in its place
        in its archived games, in one transaction; how many of each went."""
        with self._connection() as conn, conn.transaction():
            return players.delete(conn, tenant, player, receipt, tombstone)


class _Pool:
    """Connections kept for reuse, at most ``max_idle`` of them idle; a call finding
    none idle opens one. No background thread and no reconnection backoff (why
    not psycopg-pool: after an outage its next try could be seconds away): a
    call during an outage fails at once, the first one after it succeeds."""

    def __init__(self, dsn: str, *, max_idle: int, timeout: float):
        self.dsn, self.max_idle, self.timeout = dsn, max_idle, timeout
        self._idle: collections.deque[psycopg.Connection] = collections.deque()
        self._lock = threading.Lock()

    def _get(self) -> psycopg.Connection:
        while True:
            with self._lock:
                conn = self._idle.pop() if self._idle else None
            if conn is None:
                return psycopg.connect(self.dsn, autocommit=True,
                                       connect_timeout=max(1, round(self.timeout)))
            try:
                conn.execute("")  # one round trip: was PostgreSQL restarted since?
                return conn
            except psycopg.Error:
                conn.close()

    def _put(self, conn: psycopg.Connection) -> None:
        healthy = (not conn.closed and conn.info.transaction_status
                   == psycopg.pq.TransactionStatus.IDLE)
        with self._lock:
            if healthy and len(self._idle) < self.max_idle:
                self._idle.append(conn)
                return
        conn.close()

    @contextlib.contextmanager
    def connection(self) -> Iterator[psycopg.Connection]:
        """A connection (autocommit: one statement, one transaction); PostgreSQL
        out of reach raises ``ArchiveUnavailable``."""
        try:
            conn = self._get()
        except psycopg.OperationalError as error:
            raise ArchiveUnavailable(str(error)) from error
        try:
            yield conn
        except psycopg.OperationalError as error:
            conn.close()
            raise ArchiveUnavailable(str(error)) from error
        finally:
            self._put(conn)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = list(self._idle), collections.deque()
        for conn in idle:
            conn.close()


def connect(settings) -> Archive:
    """The archive of ``settings.database_url`` (``shared.settings.Settings``)."""
    return Archive(settings.database_url)


def main(argv: list[str] | None = None) -> int:
    """``python -m shared.archive migrate``: apply the migrations (compose, deploys)."""
    import sys

    from shared.settings import Settings

    if (argv if argv is not None else sys.argv[1:]) != ["migrate"]:
        print("usage: python -m shared.archive migrate", file=sys.stderr)
        return 2
    archive = connect(Settings())
    try:
        applied = archive.migrate()
    finally:
        archive.close()
    print("applied: " + (", ".join(applied) or "nothing (up to date)"))
    return 0
