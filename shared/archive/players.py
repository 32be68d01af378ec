"""Players in the archive: their ratings, rating history, games, export and deletion.

Functions of a psycopg connection (the ``Archive`` opens it and its
transaction); a player is ``(tenant, player id)``: the same id in another
tenant is another player. Ratings are ``shared.ratings`` (OpenSkill's
Plackett-Luce model), one per player and game type.
"""

from __future__ import annotations

import copy
import secrets
from datetime import datetime, timezone

from psycopg.types.json import Jsonb

from shared import ratings as model


def _tenant(tenant: str | None) -> str:
    return tenant or ""


def _time(moment: datetime) -> str:
    """A moment as every time of the API: RFC 3339 in UTC, milliseconds, ``Z``."""
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace(
        "+00:00", "Z")


def _seat_filter(player: str) -> Jsonb:
    """``seats @>`` this: the games where ``player`` has a seat (the GIN index)."""
    return Jsonb([{"player": player}])


# -- rating a finished game ------------------------------------------------------------

def rate(conn, doc: dict, history: list[dict]) -> list[dict] | None:
    """Move the ratings of a rated game's players (in the caller's transaction, right
    after the game's row was inserted), and keep what moved in the row and in its
    ``finished`` history entry (``history`` is changed in place). None when the game
    moves no rating (unrated, or it ended without a result)."""
    if not doc.get("rated"):
        return None
    places = model.places_of(doc, history)
    if places is None:
        return None
    tenant, game_type = _tenant(doc.get("tenant")), doc["type"]
    # a deleted player's tombstone is rated like an AI seat: fixed, and new
    players = [None if is_tombstone(seat.get("player")) else seat.get("player")
               for seat in doc["seats"]]
    before = _lock_ratings(conn, tenant, game_type, [p for p in players if p])
    current = [before[p] if p else model.ai_rating(game_type, seat["level"])
               if seat["kind"] == "ai" and not seat.get("player") else model.NEW_PLAYER
               for p, seat in zip(players, doc["seats"])]
    after = model.update(current, places, fixed=[p is None for p in players])
    ended = doc.get("ended_at") or doc["updated_at"]
    changes = [{"seat": i, "player": players[i],
                "level": None if players[i] else doc["seats"][i]["level"],
                "place": places[i], "before": current[i].as_dict(),
                "after": after[i].as_dict()} for i in range(len(players))]
    for change, new in zip(changes, after):
        if change["player"]:
            _record(conn, tenant, game_type, doc["id"], change, new, ended)
    for entry in history:
        if entry.get("type") == "finished":
            entry["ratings"] = changes
    conn.execute("UPDATE archived_games SET ratings = %s, history = %s WHERE tenant = %s "
                 "AND id = %s", [Jsonb(changes), Jsonb(history), tenant, doc["id"]])
    return changes


def _lock_ratings(conn, tenant: str, game_type: str, players: list[str]) -> dict:
    """Each player's rating, locked for this transaction (a new player: made first,
    so two games of one new player ending together are rated one after the other)."""
    for player in sorted(players):
        conn.execute("INSERT INTO player_ratings (tenant, player, type, mu, sigma, games, "
                     "last_played_at) VALUES (%s, %s, %s, %s, %s, 0, now()) "
                     "ON CONFLICT DO NOTHING", [tenant, player, game_type,
                                                model.NEW_PLAYER.mu, model.NEW_PLAYER.sigma])
    rows = conn.execute("SELECT player, mu, sigma FROM player_ratings WHERE tenant = %s AND "
                        "type = %s AND player = ANY(%s) ORDER BY player FOR UPDATE",
                        [tenant, game_type, sorted(players)]).fetchall()
    return {player: model.Rating(mu, sigma) for player, mu, sigma in rows}


def _record(conn, tenant: str, game_type: str, game_id: str, change: dict,
            new: model.Rating, ended: str) -> None:
    conn.execute("UPDATE player_ratings SET mu = %s, sigma = %s, games = games + 1, "
                 "last_played_at = GREATEST(last_played_at, %s) WHERE tenant = %s AND "
                 "player = %s AND type = %s",
                 [new.mu, new.sigma, ended, tenant, change["player"], game_type])
    conn.execute("INSERT INTO rating_changes (tenant, player, type, game_id, seat, place, "
                 "ended_at, mu_before, sigma_before, mu_after, sigma_after) VALUES "
                 "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                 [tenant, change["player"], game_type, game_id, change["seat"],
                  change["place"], ended, change["before"]["mu"], change["before"]["sigma"],
                  new.mu, new.sigma])


# -- reading -----------------------------------------------------------------------------

def _shown(row) -> dict:
    """A rating as the API shows it: per game type."""
    game_type, mu, sigma, games, last = row
    rating = model.Rating(mu, sigma)
    return {"type": game_type, "rating": round(rating.mu, 2), "uncertainty": round(sigma, 2),
            "conservative": round(rating.conservative, 2), "games": games,
            "provisional": rating.provisional, "last_played_at": _time(last)}


def profile(conn, tenant: str | None, player: str) -> list[dict]:
    """The player's ratings, one per game type it played rated games of."""
    rows = conn.execute("SELECT type, mu, sigma, games, last_played_at FROM player_ratings "
                        "WHERE tenant = %s AND player = %s AND games > 0 ORDER BY type",
                        [_tenant(tenant), player]).fetchall()
    return [_shown(row) for row in rows]


def ratings_of(conn, tenant: str | None, game_type: str, players: list[str]) -> dict:
    """The current rating of each of ``players`` that has one in ``game_type``
    (matchmaking: a player missing is a new player)."""
    rows = conn.execute("SELECT player, mu, sigma FROM player_ratings WHERE tenant = %s AND "
                        "type = %s AND player = ANY(%s)",
                        [_tenant(tenant), game_type, list(players)]).fetchall()
    return {player: model.Rating(mu, sigma) for player, mu, sigma in rows}


def rating_history(conn, tenant: str | None, player: str, game_type: str, limit: int,
                   before: tuple[datetime, str] | None) -> list[dict]:
    """The player's rating changes in ``game_type``, newest first (``before``: a
    keyset cursor ``(ended_at, game_id)``), ``limit + 1`` at most."""
    where, params = "tenant = %s AND player = %s AND type = %s", [_tenant(tenant), player,
                                                                  game_type]
    if before:
        where += " AND (ended_at, game_id) < (%s, %s)"
        params += list(before)
    rows = conn.execute(f"SELECT game_id, seat, place, ended_at, mu_before, sigma_before, "
                        f"mu_after, sigma_after FROM rating_changes WHERE {where} "
                        "ORDER BY ended_at DESC, game_id DESC LIMIT %s",
                        [*params, limit + 1]).fetchall()
    return [{"game": game_id, "seat": seat, "place": place, "ended_at": _time(ended),
             "moment": ended,
             "before": {"mu": round(mb, 4), "sigma": round(sb, 4)},
             "after": {"mu": round(ma, 4), "sigma": round(sa, 4)}}
            for game_id, seat, place, ended, mb, sb, ma, sa in rows]


def leaderboard(conn, tenant: str | None, game_type: str, limit: int,
                around: str | None) -> list[dict] | None:
    """The established players (not provisional) of ``game_type``, best first by
    conservative rating, each with its rank; ``around``: the ``limit`` places
    centred on that player (None if it has no place on the board)."""
    board = ("SELECT player, type, mu, sigma, games, last_played_at, rank() OVER "
             "(ORDER BY mu - 3 * sigma DESC) AS rank, row_number() OVER "
             "(ORDER BY mu - 3 * sigma DESC, player) AS position FROM player_ratings "
             "WHERE tenant = %s AND type = %s AND games > 0 AND sigma <= %s")
    params = [_tenant(tenant), game_type, model.PROVISIONAL_SIGMA]
    if around is None:
        rows = conn.execute(f"{board} ORDER BY position LIMIT %s", [*params, limit]).fetchall()
    else:
        found = conn.execute(f"SELECT position FROM ({board}) b WHERE player = %s",
                             [*params, around]).fetchone()
        if found is None:
            return None
        first = max(1, found[0] - limit // 2)
        rows = conn.execute(f"SELECT * FROM ({board}) b WHERE position >= %s "
                            "ORDER BY position LIMIT %s", [*params, first, limit]).fetchall()
    return [{"rank": row[6], "player": row[0], **_shown(row[1:6])} for row in rows]


def games(conn, tenant: str | None, player: str, limit: int,
          before: tuple[datetime, str] | None) -> list[tuple[dict, datetime, str]]:
    """The player's archived games, the latest ended first: (listing document
    without its rules state, ended_at, id), ``limit + 1`` at most."""
    where, params = "tenant = %s AND seats @> %s", [_tenant(tenant), _seat_filter(player)]
    if before:
        where += " AND (ended_at, id) < (%s, %s)"
        params += list(before)
    return conn.execute(f"SELECT doc - 'state', ended_at, id FROM archived_games WHERE {where} "
                        "ORDER BY ended_at DESC, id DESC LIMIT %s",
                        [*params, limit + 1]).fetchall()


# -- their data on request ------------------------------------------------------------------

def export(conn, tenant: str | None, player: str) -> dict:
    """Everything the archive keeps about the player."""
    tenant = _tenant(tenant)
    changes = conn.execute("SELECT type, game_id, seat, place, ended_at, mu_before, "
                           "sigma_before, mu_after, sigma_after FROM rating_changes WHERE "
                           "tenant = %s AND player = %s ORDER BY ended_at, game_id",
                           [tenant, player]).fetchall()
    seats = conn.execute("SELECT id, type, status, ended_at, seats FROM archived_games "
                         "WHERE tenant = %s AND seats @> %s ORDER BY ended_at, id",
                         [tenant, _seat_filter(player)]).fetchall()
    return {
        "ratings": profile(conn, tenant, player),
        "rating_changes": [{"type": t, "game": g, "seat": s, "place": p, "ended_at": _time(e),
                            "before": {"mu": mb, "sigma": sb}, "after": {"mu": ma, "sigma": sa}}
                           for t, g, s, p, e, mb, sb, ma, sa in changes],
        "archived_games": [{"id": game_id, "type": game_type, "status": status,
                            "ended_at": _time(ended),
                            "seats": [{"seat": i, "name": seat.get("name")}
                                      for i, seat in enumerate(game_seats)
                                      if seat.get("player") == player]}
                           for game_id, game_type, status, ended, game_seats in seats],
    }


TOMBSTONE_PREFIX = "deleted:"


def is_tombstone(player: str | None) -> bool:
    return bool(player) and player.startswith(TOMBSTONE_PREFIX)


def new_tombstone() -> tuple[str, str]:
    """(receipt id, tombstone player id) of a deletion: random, nothing of the player."""
    receipt = secrets.token_hex(12)
    return receipt, TOMBSTONE_PREFIX + receipt


def scrub(doc: dict, player: str, tombstone: str) -> bool:
    """Replace ``player``'s id and name in a game document's seats by the tombstone
    (in place); whether the player sat there."""
    found = False
    for seat in doc.get("seats", ()):
        if seat.get("player") == player:
            seat["player"], seat["name"] = tombstone, None
            found = True
    return found


def _scrub_history(history: list[dict], player: str, tombstone: str) -> None:
    for entry in history:
        for change in entry.get("ratings") or ():
            if change.get("player") == player:
                change["player"] = tombstone
        if entry.get("type") == "created" and "seats" in entry:
            scrub(entry, player, tombstone)


def delete(conn, tenant: str | None, player: str, receipt: str, tombstone: str) -> dict:
    """Remove the player's ratings and rating history, and put ``tombstone`` in
    place of its id and name in its archived games; the receipt's counts."""
    tenant = _tenant(tenant)
    ratings = conn.execute("DELETE FROM player_ratings WHERE tenant = %s AND player = %s",
                           [tenant, player]).rowcount
    conn.execute("DELETE FROM rating_changes WHERE tenant = %s AND player = %s",
                 [tenant, player])
    rows = conn.execute("SELECT id, seats, doc, history, ratings FROM archived_games WHERE "
                        "tenant = %s AND seats @> %s FOR UPDATE",
                        [tenant, _seat_filter(player)]).fetchall()
    for game_id, seats, doc, history, game_ratings in rows:
        seats, doc, history = copy.deepcopy(seats), copy.deepcopy(doc), copy.deepcopy(history)
        scrub({"seats": seats}, player, tombstone)
        scrub(doc, player, tombstone)
        _scrub_history(history, player, tombstone)
        for change in game_ratings or ():
            if change.get("player") == player:
                change["player"] = tombstone
        conn.execute("UPDATE archived_games SET seats = %s, doc = %s, history = %s, "
                     "ratings = %s WHERE tenant = %s AND id = %s",
                     [Jsonb(seats), Jsonb(doc), Jsonb(history),
                      Jsonb(game_ratings) if game_ratings is not None else None,
                      tenant, game_id])
    conn.execute("INSERT INTO player_deletions (tenant, receipt, tombstone, games, ratings) "
                 "VALUES (%s, %s, %s, %s, %s)", [tenant, receipt, tombstone, len(rows), ratings])
    return {"archived_games": len(rows), "ratings": ratings}
