"""How a finished game of Zig Zag ranks its players.

The plain game: the first figure into its goal wins; with `places` the others' places follow
the order they reached their goals, the last one racing taking last place; without `places`
everyone else shares second place. The longer game: most points (one per obstacle card
passed); a tie goes to the tied player who passed the most cards in the last race (house
rule), and players still level share the place. A plain game stopped by the round limit
(house rule) ranks the figures by the distance left to their goals, nearest first.
"""

from __future__ import annotations

from collections.abc import Callable

from games.base import Event, Outcome
from games.zigzag.events import public
from games.zigzag.geometry import progress
from games.zigzag.models import ZigZagState


def outcome_of(state: ZigZagState) -> Outcome | None:
    """The outcome once the game is over, None before."""
    if state.phase != "over" or state.end_reason is None:
        return None
    if state.end_reason == "points":
        return _by_points(state)
    places = [[seat] for seat in state.finish_order]
    rest = [seat for seat in range(state.players) if seat not in state.finish_order]
    if state.end_reason == "round_limit":
        places += _group(rest, lambda seat: -distance_left(state, seat))
        return Outcome(winners=places[0], places=places, reason="zigzag.outcome.round_limit",
                       reason_params={"rounds": state.options.rounds})
    if rest:
        places.append(rest)
    winner = state.finish_order[0]
    return Outcome(winners=[winner], places=places, reason=f"zigzag.outcome.{state.end_reason}",
                   reason_params={"player": winner})


def distance_left(state: ZigZagState, seat: int) -> int:
    """How far a figure still is from its goal, in half rows (see `geometry.progress`)."""
    player = state.seats[seat]
    if player.at_goal:
        return 0
    if player.figure_card is None or player.figure_field is None:
        return len(player.course) * 10
    return len(player.course) * 10 - progress(player.figure_card, player.figure_field)


def _group(seats: list[int], score: Callable[[int], tuple[int, ...] | int]) -> list[list[int]]:
    """`seats` ranked by `score`, best (highest) first, equal scores sharing a place."""
    places: list[list[int]] = []
    for seat in sorted(seats, key=lambda seat: (_negate(score(seat)), seat)):
        if places and score(places[-1][0]) == score(seat):
            places[-1].append(seat)
        else:
            places.append([seat])
    return places


def _negate(score: tuple[int, ...] | int) -> tuple[int, ...]:
    values = score if isinstance(score, tuple) else (score,)
    return tuple(-value for value in values)


def _by_points(state: ZigZagState) -> Outcome:
    def rank(seat: int) -> tuple[int, int]:
        player = state.seats[seat]
        return (player.points, player.last_race_completed)

    places = _group(list(range(state.players)), rank)
    best = state.seats[places[0][0]].points
    return Outcome(
        winners=places[0], places=places, reason="zigzag.outcome.points",
        reason_params={"races": state.options.races, "points": best},
        scores={seat: player.points for seat, player in enumerate(state.seats)},
    )


def announce_end(state: ZigZagState) -> list[Event]:
    """The public lines that close the game: who won, and the places."""
    outcome = outcome_of(state)
    if outcome is None:
        return []
    events = [public("winner", player=seat) for seat in outcome.winners]
    for place, seats in enumerate(outcome.places, start=1):
        if place > 1:
            events.extend(public("place", player=seat, place=place) for seat in seats)
    return events


def leaders(state: ZigZagState) -> list[int]:
    """Who leads now, for a game its players end early: in the longer game the most points
    (then the most cards passed in the last race); in the plain game the figures nearest
    their goals. Ties share the lead."""
    if state.options.races > 1:
        def rank(seat: int) -> tuple[int, int] | int:
            player = state.seats[seat]
            return (player.points, player.last_race_completed)
    else:
        def rank(seat: int) -> tuple[int, int] | int:
            return -distance_left(state, seat)
    return _group(list(range(state.players)), rank)[0]
