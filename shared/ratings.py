"""Player ratings: OpenSkill's Plackett-Luce model, for 2 to 4 players (pure, no I/O).

One rating per player and game type: ``mu`` (the estimated skill) and ``sigma``
(how uncertain it still is), on OpenSkill's own scale (a new player is 25 ±
8.33). A finished rated game moves the ratings of its players once
(``shared/archive``: in the transaction that archives it), by their places in
the game (``places``). AI seats play with a fixed rating per level
(``AI_RATINGS``, calibrated by ``bench/ratings.py --calibrate``: see
docs/ratings.md): they move their opponents' ratings and never their own.

    places = places_of(doc, history)        # None: nothing to rate
    after = update([before_0, before_1], places, fixed=[False, True])
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: The model: OpenSkill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300).
MODEL = PlackettLuce()
#: A player is provisional while its sigma is above this (about 12 games against
#: players of its level): left out of leaderboards, marked in answers.
PROVISIONAL_SIGMA = 6.0


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        """mu - 3 sigma: what the leaderboards order by (a new player: 0)."""
        return self.mu - 3 * self.sigma

    @property
    def provisional(self) -> bool:
        return self.sigma > PROVISIONAL_SIGMA

    def as_dict(self) -> dict:
        return {"mu": round(self.mu, 4), "sigma": round(self.sigma, 4)}


NEW_PLAYER = Rating(MODEL.mu, MODEL.sigma)

#: The fixed rating of each AI level, per game type (``doc["type"]``): measured by
#: ``python -m bench.ratings --calibrate``, anchored at ``easy`` = 25 (a new
#: player); docs/ratings.md has the figures, the games and the configuration.
AI_RATINGS: dict[str, dict[str, Rating]] = {
    "isis-osiris": {"random": Rating(-4.1, 1.0), "easy": Rating(25.0, 1.0),
                    "medium": Rating(32.0, 1.0), "hard": Rating(38.4, 1.0)},
    "osiron": {"random": Rating(3.0, 1.0), "easy": Rating(25.0, 1.0),
               "medium": Rating(28.6, 1.0), "hard": Rating(32.2, 1.0)},
    "isaac": {"random": Rating(11.4, 1.0), "easy": Rating(25.0, 1.0),
              "medium": Rating(42.5, 1.0), "hard": Rating(53.1, 1.0)},
}


def ai_rating(game_type: str, level: str) -> Rating:
    return AI_RATINGS.get(game_type, {}).get(level, NEW_PLAYER)


def update(ratings: list[Rating], places: list[int], fixed: list[bool] | None = None
           ) -> list[Rating]:
    """The ratings after a game where seat ``i`` finished at ``places[i]`` (1 = first;
    equal places are a tie). ``fixed`` seats (AI) keep their rating."""
    fixed = fixed or [False] * len(ratings)
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in ratings]
    rated = MODEL.rate(teams, ranks=list(places))
    return [old if keep else Rating(team[0].mu, team[0].sigma)
            for old, keep, team in zip(ratings, fixed, rated)]


def win_probabilities(ratings: list[Rating]) -> list[float]:
    """Each seat's chance of finishing first, by the model."""
    return MODEL.predict_win([[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in ratings])


def places_of(doc: dict, history: list[dict]) -> list[int] | None:
    """Each seat's place in an ended game (1 = first; ties share a place), or None
    when the game has no result to rate (cancelled, expired, abandoned).

    The result decides: winners first, then by score where the game has scores
    (Isis & Osiris), otherwise every other seat shares the next place. A seat
    whose player gave up (resigned or timed out, and an AI took it over, with 3-4
    players) comes after every seat that played on, the earliest to give up
    last: otherwise leaving a lost game to the AI could pay."""
    result = doc.get("result")
    if doc.get("status") != "finished" or not result:
        return None
    seats = range(len(doc["seats"]))
    if result.get("draw"):
        return [1 for _ in seats]
    winners = set(result.get("winners") or [])
    scores = result.get("scores")
    gave_up = [entry["seat"] for entry in history
               if entry.get("replaced_by") and entry.get("seat") is not None]

    def key(seat: int) -> tuple:
        quit_order = gave_up.index(seat) if seat in gave_up else math.inf
        score = scores[seat] if scores else 0
        return (-quit_order, seat not in winners, -score)

    ordered = sorted(seats, key=key)
    places, place = [0] * len(doc["seats"]), 0
    for position, seat in enumerate(ordered):
        if position == 0 or key(seat) != key(ordered[position - 1]):
            place = position + 1
        places[seat] = place
    return places
