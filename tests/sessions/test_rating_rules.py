"""The ratings' rules, pure: places from an outcome (ties shared, an unplaced seat last,
nothing placed: not rated), free-for-all tables of two to six seats with bots at fixed
landmarks, the final post's lines, and the texts of /stats."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from cogs.stats import player_text, rating_board_text
from games.base import Outcome
from sessions.core.outgoing import Line, OutgoingMessage
from sessions.core.ratings import (
    MODEL,
    Skill,
    counts,
    landmark,
    new_skill,
    points,
    ranks_of,
    rate_table,
    recompute,
)
from sessions.record import PlayerStats, RatingBoard
from sessions.words.rating_words import rating_lines, with_rating_lines
from storage import FinishedGame, RatedSeat, RatingChangeRecord, RatingRecord

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def seat(number: int, user: int, level: str | None = None) -> RatedSeat:
    return RatedSeat(seat=number, user_id=user, display_name=f"p{user}", bot_level=level)


def test_places_from_an_outcome() -> None:
    tied = Outcome(winners=[1, 3], places=[[1, 3], [0]], reason="x")
    assert ranks_of(tied, 4) == [2, 1, 3, 1]  # seat 2 unplaced: last
    assert ranks_of(Outcome(winners=[0], reason="x"), 3) == [1, 2, 2]
    assert ranks_of(Outcome(winners=[], places=[], reason="game.outcome.abandoned"), 2) is None
    assert ranks_of(None, 2) is None


def test_six_seats_with_ties_and_bots_that_do_not_move() -> None:
    seats = [seat(0, 1), seat(1, -1, "hard"), seat(2, 2), seat(3, 3), seat(4, -2, "easy"),
             seat(5, 4)]
    after = rate_table("scramble", seats, [1, 2, 2, 3, 4, 5], {2: Skill(30.0, 2.0)})
    assert set(after) == {1, 2, 3, 4}  # only people
    assert after[1].mu > MODEL.mu > after[4].mu
    assert after[1].sigma < new_skill().sigma
    assert landmark("scramble", "hard") == landmark("scramble", "hard")


def finished(game_id: int, seats: list[RatedSeat], places: list[list[int]] | None,
             kind: str = "ostriches") -> FinishedGame:
    outcome = None if places is None else json.dumps(
        {"winners": places[0] if places else [], "places": places, "reason": "x"})
    return FinishedGame(game_id=game_id, kind=kind, guild_id=1, outcome=outcome, seats=seats,
                        position=None)


def test_what_counts_and_the_fold() -> None:
    duel = finished(1, [seat(0, 1), seat(1, 2)], [[1], [0]])
    bots_only = finished(2, [seat(0, -1, "easy"), seat(1, -2, "hard")], [[0], [1]])
    abandoned = finished(3, [seat(0, 1), seat(1, 2)], [])
    alone = finished(4, [seat(0, 1)], [[0]])
    assert counts(duel) and not counts(bots_only) and not counts(abandoned)
    assert not counts(alone)
    done = recompute([duel, bots_only, abandoned, finished(5, [seat(0, 2), seat(1, 1)],
                                                             [[0, 1]])], T0)
    assert [g.game_id for g in done.games] == [1, 5]
    assert [g.position for g in done.games] == [1, 2]
    by_user = {r.user_id: r for r in done.ratings}
    assert (by_user[2].games, by_user[2].wins) == (2, 2)  # a tie is a shared win
    assert (by_user[1].games, by_user[1].wins) == (2, 1)


def test_the_final_post_carries_the_changes() -> None:
    changes = [RatingChangeRecord(game_id=1, user_id=9, seat=1, mu_before=25.0,
                                  sigma_before=8.0, mu_after=27.0, sigma_after=7.5),
               RatingChangeRecord(game_id=1, user_id=8, seat=0, mu_before=30.0,
                                  sigma_before=2.0, mu_after=29.0, sigma_after=1.9)]
    lines = rating_lines(changes, {0: "A_b", 1: "Cy"})
    assert [line.key for line in lines] == ["ratings.change", "ratings.change_provisional"]
    assert lines[0].params == {"name": "A\\_b", "before": "960", "after": "932",
                               "delta": "-28"}
    final = OutgoingMessage(kind="final", game_id=1, audience="game",
                            lines=[Line(key="x")])
    status = OutgoingMessage(kind="status", game_id=1, audience="game")
    out = with_rating_lines([final, status], lines)
    assert [line.key for line in out[0].lines][1:] == [line.key for line in lines]
    assert out[1] == status


def test_stats_texts_in_both_languages() -> None:
    mine = RatingRecord(user_id=1, kind="zigzag", mu=27.0, sigma=2.5, games=12, wins=5,
                        display_name="Ann", updated_at=T0)
    new = RatingRecord(user_id=2, kind="zigzag", mu=25.0, sigma=8.0, games=1, wins=1,
                       display_name="Bo", updated_at=T0)
    stats = PlayerStats(user_id=1, per_kind=[], recent=[])
    text = player_text(stats, "Ann", "en", [mine])
    assert f"Zig Zag: **{points(27.0 - 7.5)}** (1080 ± 100), 12 rated games, 5 wins" in text
    assert "provisoire" in player_text(stats, "Bo", "fr", [new])
    board = RatingBoard("zigzag", False, [mine], [new],
                        {level: landmark("zigzag", level) for level in ("easy", "normal",
                                                                        "hard")})
    lines = rating_board_text(board, "en").splitlines()
    assert lines[1].startswith("1. Ann — **780**")
    assert lines[2] == "Fewer than 5 rated games, not ranked yet:"
    assert lines[3].startswith("- Bo — ")
    assert lines[4].startswith("Landmarks: easy bot")
    assert "tous serveurs" in rating_board_text(
        RatingBoard("zigzag", True, [mine], [], board.landmarks), "fr")
