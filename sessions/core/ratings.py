"""Ratings per person per game kind: OpenSkill's Plackett-Luce model (the `openskill`
package; the update is the library's), free-for-all from two to six seats, ties shared.

What counts, and how (one place, for the incremental update at a game's end and for the
recomputation alike):

- a finished game that is not a practice game; a cancelled game never finishes;
- each seat's place is the outcome's (`places`, ties sharing a place); a seat the outcome
  does not place comes last. A resignation is a loss at the place the outcome gives it;
  a seat the bot played after a vote or a resignation keeps its person's user id, so
  its result is that person's (as Board Game Arena counts a zombie's result against the
  leaver);
- a game whose outcome places nobody (abandoned by a vote, no leader) says nothing about
  anyone's play: it is not rated;
- a bot's seat plays at its level's landmark rating (`landmarks`), measured by the bench
  and never moved by a game; only people's ratings change, so the scale does not drift;
- a game with no person, or fewer than two seats, is not rated.

The figure shown and ranked is the conservative one, `mu - Z * sigma`: three lucky games
leave a wide uncertainty, and so a low figure. A rating is provisional while its
uncertainty is above `SETTLED_SIGMA`. Figures are shown in whole points (`points`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from openskill.models import PlackettLuce

from games.base import Outcome
from storage import FinishedGame, RatedGame, RatedSeat, RatingChangeRecord, RatingRecord

from .landmarks import LANDMARKS

MODEL = PlackettLuce()
"""The one model every rating is computed with (the library's defaults: mu 25, sigma 25/3)."""
Z = 3.0
"""How many uncertainties the conservative figure takes off the mean."""
SETTLED_SIGMA = 3.0
"""A rating is provisional while its uncertainty is above this (a new one starts at 8.3)."""
MIN_GAMES = 5
"""Players with fewer rated games than this are listed apart on the boards."""
SCALE = 40
"""Figures are shown as whole points, the model's units times this: a normal bot's mean is
1000, a newcomer's conservative figure 0."""


def points(value: float) -> int:
    """A figure of the model (a mean, an uncertainty, a conservative figure) as shown."""
    return round(value * SCALE)


@dataclass(frozen=True)
class Skill:
    """A rating: the model's mean and uncertainty."""

    mu: float
    sigma: float

    @property
    def conservative(self) -> float:
        """The figure shown and ranked: the mean less `Z` uncertainties."""
        return self.mu - Z * self.sigma

    @property
    def provisional(self) -> bool:
        """Whether the rating has yet to settle."""
        return self.sigma > SETTLED_SIGMA


def new_skill() -> Skill:
    """The rating of a person's first game at a kind."""
    return Skill(MODEL.mu, MODEL.sigma)


def landmark(kind: str, level: str) -> Skill:
    """A bot level's fixed rating at a kind (measured by `bench.bench_ratings`)."""
    mu, sigma = LANDMARKS[kind][level]
    return Skill(mu, sigma)


def ranks_of(outcome: Outcome | None, seats: int) -> list[int] | None:
    """Each seat's place (1: first; equal: tied), from the outcome's places (a seat it does
    not place comes last); None for a game with nothing to rate (no places, no winner)."""
    if outcome is None:
        return None
    places = [list(place) for place in outcome.places if place]
    if not places and outcome.winners:
        places = [list(outcome.winners)]
    if not places:
        return None
    last = len(places) + 1
    ranks = [last] * seats
    for index, place in enumerate(places, start=1):
        for seat in place:
            if 0 <= seat < seats:
                ranks[seat] = index
    return ranks


def _is_person(seat: RatedSeat) -> bool:
    return seat.bot_level is None and seat.user_id > 0


def rate_table(kind: str, seats: Sequence[RatedSeat], ranks: Sequence[int],
               current: Mapping[int, Skill]) -> dict[int, Skill]:
    """The people's ratings after one game: every seat a team of one at its place, people
    at their `current` rating (new: the starting one), bots at their landmark; the model's
    update for the people only."""
    table = [[MODEL.rating(*_skill_of(kind, seat, current))] for seat in seats]
    rated = MODEL.rate(table, ranks=[float(r) for r in ranks])
    return {seat.user_id: Skill(team[0].mu, team[0].sigma)
            for seat, team in zip(seats, rated, strict=True) if _is_person(seat)}


def _skill_of(kind: str, seat: RatedSeat, current: Mapping[int, Skill]) -> tuple[float, float]:
    if seat.bot_level is not None:
        skill = landmark(kind, seat.bot_level)
    else:
        skill = current.get(seat.user_id) or new_skill()
    return skill.mu, skill.sigma


@dataclass(frozen=True)
class GameRating:
    """One game's rating, ready to write: its row, what it did to each person, and their
    ratings after it."""

    game: RatedGame
    changes: list[RatingChangeRecord]
    ratings: list[RatingRecord]


def counts(game: FinishedGame) -> bool:
    """Whether the finished game enters the ratings (see the module's rules)."""
    outcome = Outcome.model_validate_json(game.outcome) if game.outcome else None
    return (ranks_of(outcome, len(game.seats)) is not None and len(game.seats) >= 2
            and any(_is_person(seat) for seat in game.seats))


def rate_game(game: FinishedGame, position: int, before: Mapping[int, RatingRecord],
              now: datetime) -> GameRating | None:
    """Rate one finished game at `position`, from the people's ratings `before` it (None:
    the game does not count, see `counts`)."""
    if not counts(game):
        return None
    outcome = Outcome.model_validate_json(game.outcome or "")
    seats = sorted(game.seats, key=lambda s: s.seat)
    ranks = ranks_of(outcome, len(seats))
    assert ranks is not None  # `counts` checked it
    people = [seat for seat in seats if _is_person(seat)]
    current = {uid: Skill(r.mu, r.sigma) for uid, r in before.items()}
    after = rate_table(game.kind, seats, ranks, current)
    changes, ratings = [], []
    for seat in people:
        old, new = current.get(seat.user_id) or new_skill(), after[seat.user_id]
        kept = before.get(seat.user_id)
        changes.append(RatingChangeRecord(
            game_id=game.game_id, user_id=seat.user_id, seat=seat.seat, mu_before=old.mu,
            sigma_before=old.sigma, mu_after=new.mu, sigma_after=new.sigma))
        ratings.append(RatingRecord(
            user_id=seat.user_id, kind=game.kind, mu=new.mu, sigma=new.sigma,
            games=(kept.games if kept else 0) + 1,
            wins=(kept.wins if kept else 0) + (seat.seat in outcome.winners),
            display_name=seat.display_name, updated_at=now))
    rated = RatedGame(game_id=game.game_id, position=position, kind=game.kind,
                      guild_id=game.guild_id)
    return GameRating(rated, changes, ratings)


@dataclass(frozen=True)
class Recomputed:
    """Every rating, recomputed from the finished games in order."""

    games: list[RatedGame]
    changes: list[RatingChangeRecord]
    ratings: list[RatingRecord]


def recompute(games: Sequence[FinishedGame], now: datetime) -> Recomputed:
    """Fold `rate_game` over the finished games in the rating order, from no rating at all:
    what the incremental updates, game after game, would have left."""
    table: dict[tuple[int, str], RatingRecord] = {}
    rated: list[RatedGame] = []
    changes: list[RatingChangeRecord] = []
    for game in games:
        before = {s.user_id: table[(s.user_id, game.kind)] for s in game.seats
                  if (s.user_id, game.kind) in table}
        done = rate_game(game, len(rated) + 1, before, now)
        if done is None:
            continue
        rated.append(done.game)
        changes += done.changes
        for record in done.ratings:
            table[(record.user_id, record.kind)] = record
    return Recomputed(rated, changes, list(table.values()))
