"""The running phase, and the ends of rounds, races and the game.

Runners go one after another: the Stop caller first, then seat order from there (without a
Stop, from the round's starting seat). A runner's stack is turned over, first collected on
top; each card moves the figure to an adjacent field of that terrain. One fitting field is
taken at once; among several the runner chooses (`go`/`goal`), unless `autopilot` picks the
one farthest along; none ends the turn and the rest of the stack goes back to the table.
The engine runs on by itself until a runner owes a choice, so the state only rests in the
`run` phase while waiting for one.
"""

from __future__ import annotations

from typing import Final, Literal

from games.base import Event, IllegalAction
from games.zigzag.events import public
from games.zigzag.faces import terrain_at
from games.zigzag.geometry import FIELDS, Spot, course_neighbours, progress, touches_goal
from games.zigzag.models import EndReason, SeatState, ZigZagState
from games.zigzag.results import announce_end
from games.zigzag.setup import begin_round

GOAL: Final = "goal"
Target = Spot | Literal["goal"]


def start_running(state: ZigZagState, events: list[Event]) -> None:
    """Close collecting (undecided flipped cards stay face up) and run the figures."""
    state.held_by = [None] * len(state.held_by)
    state.phase = "run"
    state.turn = None
    first = state.stop_by if state.stop_by is not None else state.seats_from(state.round_start)[0]
    state.run_order = state.seats_from(first)
    state.run_index = 0
    state.runner_revealed = False
    _advance(state, events)


def current_runner(state: ZigZagState) -> int | None:
    """The seat whose figure is running now, if the running phase is on."""
    if state.phase != "run" or state.run_index >= len(state.run_order):
        return None
    return state.run_order[state.run_index]


def targets_for(state: ZigZagState, seat: int, terrain: str) -> list[Target]:
    """The fields (and possibly the goal) next to `seat`'s figure showing `terrain`."""
    player = state.seats[seat]
    return targets_from(player, player.figure_card, player.figure_field, terrain)


def targets_from(
    player: SeatState, card: int | None, field: str | None, terrain: str
) -> list[Target]:
    """The fields of `player`'s course (and possibly the goal) next to (`card`, `field`)
    showing `terrain`; (None, None) is the start."""
    length = len(player.course)
    found: list[Target] = [
        spot for spot in course_neighbours(card, field, length)
        if terrain_at(player.course[spot[0]], spot[1]) == terrain
    ]
    if terrain == player.goal and touches_goal(card, field, length):
        found.append(GOAL)
    return found


def farthest(targets: list[Target]) -> Target:
    """The target farthest along the course: the goal, else the most advanced field.

    Ties (fields of the same row) go to the first in lane order A, B, C, D, E.
    """
    if GOAL in targets:
        return GOAL
    spots = [target for target in targets if target != GOAL]
    return max(spots, key=lambda spot: (progress(*spot), -FIELDS.index(spot[1])))


def pending_choices(state: ZigZagState) -> list[Target]:
    """The targets the current runner must choose among (empty when nobody owes a choice)."""
    seat = current_runner(state)
    if seat is None or not state.seats[seat].stack:
        return []
    return targets_for(state, seat, state.seats[seat].stack[0])


def choose(state: ZigZagState, seat: int, target: Target, events: list[Event]) -> None:
    """The runner's choice among several fitting fields; then the running goes on."""
    options = pending_choices(state)
    if target not in options:
        raise IllegalAction("zigzag.error.not_a_choice", rule="course",
                            target=format_target(target),
                            choices=", ".join(format_target(option) for option in options))
    _move(state, seat, target, events)
    _advance(state, events)


def format_target(target: Target) -> str:
    """A target in the notation: `2:C2` (course card numbers from 1) or `goal`."""
    if target == GOAL:
        return GOAL
    card, field = target
    return f"{card + 1}:{field}"


def _move(state: ZigZagState, seat: int, target: Target, events: list[Event]) -> None:
    player = state.seats[seat]
    terrain = player.stack.pop(0)
    if target == GOAL:
        player.at_goal = True
        player.figure_card = None
        player.figure_field = None
        state.finish_order.append(seat)
        events.append(public("reached_goal", player=seat, place=len(state.finish_order)))
        player.stack = []
        return
    player.figure_card, player.figure_field = target
    events.append(public(f"move.{terrain}", player=seat, spot=format_target(target)))


def _advance(state: ZigZagState, events: list[Event]) -> None:
    while state.phase == "run":
        seat = current_runner(state)
        if seat is None:
            _end_round(state, events)
            return
        player = state.seats[seat]
        if not state.runner_revealed:
            state.runner_revealed = True
            if player.stack:
                events.append(public("turn_over", player=seat, count=len(player.stack)))
            else:
                events.append(public("nothing_collected", player=seat))
        while player.stack and not player.at_goal:
            options = targets_for(state, seat, player.stack[0])
            if not options:
                events.append(public(f"blocked.{player.stack[0]}", player=seat,
                                     count=len(player.stack)))
                player.stack = []
                break
            if len(options) > 1 and not state.options.autopilot:
                return
            _move(state, seat, farthest(options), events)
        _end_run_turn(state, seat, events)
        if state.end_reason is not None:
            return
        state.run_index += 1
        state.runner_revealed = False


def _end_run_turn(state: ZigZagState, seat: int, events: list[Event]) -> None:
    player = state.seats[seat]
    if player.at_goal:
        done, player.course = player.course, []
    else:
        behind = player.figure_card or 0
        done, player.course = player.course[:behind], player.course[behind:]
        if player.figure_card is not None:
            player.figure_card = 0
    if done:
        if state.options.races > 1:
            player.completed.extend(done)
        else:
            state.supply.extend(done)
        events.append(public("cards_done", player=seat, count=len(done)))
    if seat == state.stop_by and not player.at_goal:
        _penalty(state, seat, events)
    racing = len(state.active_seats())
    if state.options.races == 1 and state.finish_order and (
        not state.options.places or racing <= 1
    ):
        _game_over(state, "places" if state.options.places else "goal", events)


def _penalty(state: ZigZagState, seat: int, events: list[Event]) -> None:
    """The Stop caller missed the goal: the top supply card joins the course before the goal.

    House rule: only a Stop called while some card was still face down is penalised; with
    every card face up it was the rulebook's "nothing usable" Stop. An empty supply spares it.
    """
    if not state.stop_face_down:
        events.append(public("no_penalty", player=seat))
        return
    if not state.supply:
        events.append(public("penalty_supply_empty", player=seat))
        return
    card = state.supply.pop(0)
    player = state.seats[seat]
    player.course.append(card)
    player.penalties += 1
    events.append(public("penalty", player=seat, card=card, size=len(player.course)))


def _end_round(state: ZigZagState, events: list[Event]) -> None:
    """After the last runner: the next round, or the end of the race or of the game.

    A race of the longer game ends at the end of the round in which the first figure
    reaches its goal, whatever `places` says (rules version 2; before, with `places`, it went
    on while two figures raced). House rule: with option `rounds` (off by default), a race
    lasts at most that many rounds; the plain game then goes to the figure nearest its goal,
    and the longer game scores the race as it stands.
    """
    race_over = bool(state.finish_order) and (
        not state.options.places or len(state.active_seats()) <= 1
        or (state.options.races > 1 and state.options.rules >= 2))
    limit = state.options.rounds
    out_of_rounds = bool(limit) and state.race_round >= limit
    if out_of_rounds:
        events.append(public("round_limit", round=state.race_round))
    if state.options.races > 1 and (race_over or out_of_rounds):
        _end_race(state, events)
    elif out_of_rounds:
        _game_over(state, "round_limit", events)
    else:
        begin_round(state, events)


def _end_race(state: ZigZagState, events: list[Event]) -> None:
    """Score the race; then pass every card and goal card to the left, or end the game."""
    for seat, player in enumerate(state.seats):
        gained = len(player.completed)
        player.points += gained
        player.last_race_completed = gained
        events.append(public("race_points", player=seat, race=state.race, points=gained,
                             total=player.points))
    if state.race >= state.options.races:
        _game_over(state, "points", events)
        return
    passed = [(sorted(player.completed + player.course), player.goal) for player in state.seats]
    for seat, (cards, goal) in enumerate(passed):
        receiver = state.seats[(seat + 1) % state.players]
        receiver.hand, receiver.goal = cards, goal
    for player in state.seats:
        player.course = []
        player.completed = []
        player.figure_card = None
        player.figure_field = None
        player.at_goal = False
        player.stack = []
    state.finish_order = []
    state.race += 1
    state.race_round = 0
    state.phase = "setup"
    state.run_order = []
    state.run_index = 0
    state.runner_revealed = False
    events.append(public("cards_passed", race=state.race))


def _game_over(state: ZigZagState, reason: EndReason, events: list[Event]) -> None:
    state.phase = "over"
    state.end_reason = reason
    state.turn = None
    events.extend(announce_end(state))
