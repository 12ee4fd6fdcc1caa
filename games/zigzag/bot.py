"""Bot players for Zig Zag, decided from the seat's view alone.

The levels:
- `easy`: the stand-in's rule (`auto`'s docstring), read off the view: setup discards the
  two cards with the rarest fields and lays the rest lowest first; collecting plans the
  stack the seat remembers (`recall`) from its figure and takes, flips, passes or calls
  Stop by what that plan still needs; running picks the choice farthest along;
- `normal`: the same setup, then information-set MCTS (`games.ai.ismcts`) with the budget
  below, over states sampled from the view (`sampling`: the face-down cards, hands and the
  supply dealt at random; every stack as the table saw it taken, `seen`, which a bot's view
  always keeps), played by the real rules; its heuristics are in `bot_search`;
- `hard` knows the course: it discards and lays the course quickest to run
  (`course_plan`: the terrain cards one expects to turn over to run it), and its search
  (a larger budget) weighs each figure's distance to its goal in those flips rather than
  in rows, so a field before rare terrain counts as far, and the cards lying face up as
  taken in the order that carries each figure farthest (`bot_search.RacingBot`), and
  a running choice by the flips left after it. It also watches the table between turns
  (`bot_anytime_action`) and calls Stop, out of turn, as the rules let anyone at any moment
  of collecting: the moment the stack it remembers reaches the goal (its own take just did
  it), before the next player can take the card that would carry them home first; and the
  moment no card lies face down and none face up can carry it farther (the rulebook's free
  Stop), before the others take what is left, the card someone just flipped included;
  `easy` and `normal` call Stop on their turn.
"""

from __future__ import annotations

import random
from typing import Final

from games.ai import Budget, check_level, search

from .auto import collect_action, plan_for, setup_action
from .bot_search import RACING_BOT, STOP, ZIGZAG_BOT, free_stop_due
from .course_plan import best_course
from .geometry import progress
from .models import SeatState, ZigZagAction, ZigZagView
from .notation import parse_action

BUDGETS: Final[dict[str, Budget]] = {
    "normal": Budget(iterations=3, rollout_steps=16),
    "hard": Budget(iterations=24, rollout_steps=24),
}
"""Search budgets by level (`easy` plays the stand-in's rule and does not search);
bench_ai measures what they give (bench/RESULTS.md)."""


def bot_action(view: ZigZagView, seat: int, *, level: str, seed: int) -> ZigZagAction:
    """The action a bot takes for `seat` from this view alone (the engine protocol's
    `bot_action`): the `easy` rule (deterministic: the seed changes nothing), hard's planned
    course in setup, or the search at `normal` and `hard` once the courses are laid (the
    seed draws its samples). The same view, level and seed give the same action."""
    checked = check_level(level)
    if view.viewer != seat or seat not in view.to_act:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    if view.phase == "setup":
        player = _player(view, seat)
        if checked == "hard":
            return _planned_setup(player)
        return setup_action(player)
    if checked != "easy":
        plugin = RACING_BOT if checked == "hard" else ZIGZAG_BOT
        return search(plugin, view, seat, BUDGETS[checked], random.Random(seed))
    if view.phase == "collect":
        return _collect(view, seat)
    return _run(view)


def bot_anytime_action(view: ZigZagView, seat: int, *, level: str,
                       seed: int) -> ZigZagAction | None:
    """Stop, out of turn, when `hard` plays `seat`, cards are collected, the game waits for
    someone else, and the stack the seat remembers reaches its goal or every card lies face
    up with none usable (`bot_search.free_stop_due`, a card someone just flipped included);
    else None (the engine protocol's `bot_anytime_action`; deterministic, the seed changes
    nothing)."""
    checked = check_level(level)
    if view.viewer != seat:
        raise ValueError(f"this view is not seat {seat}'s")
    mine = view.seats[seat]
    if (checked != "hard" or view.phase != "collect" or seat in view.to_act
            or mine.at_goal or mine.recall is None):
        return None
    player = _player(view, seat)
    if plan_for(player).reaches_goal or free_stop_due(
            player, ((slot.status, slot.terrain) for slot in view.table)):
        return STOP
    return None


def _planned_setup(player: SeatState) -> ZigZagAction:
    """Hard's setup: discard and lay for the quickest course (`course_plan`)."""
    if not player.has_discarded:
        plan = best_course(player.course, player.hand, len(player.hand) - 2, player.goal)
        return ZigZagAction(verb="discard",
                            cards=tuple(sorted(set(player.hand) - set(plan.order))))
    plan = best_course(player.course, player.hand, len(player.hand), player.goal)
    return ZigZagAction(verb="next", cards=(plan.order[0],))


def _player(view: ZigZagView, seat: int) -> SeatState:
    """What the view shows of the seat itself, as the rules' record of a player: its hand,
    course, goal, figure and remembered stack (nothing hidden from it is involved)."""
    mine = view.seats[seat]
    return SeatState.model_validate({
        "goal": mine.goal,
        "hand": [face.number for face in mine.hand or []],
        "has_discarded": mine.has_discarded,
        "course": [face.number for face in mine.course or []],
        "figure_card": None if mine.figure_card is None else mine.figure_card - 1,
        "figure_field": mine.figure_field,
        "stack": list(mine.recall or []),
    })


def _collect(view: ZigZagView, seat: int) -> ZigZagAction:
    """The stand-in's collecting rule (`auto.collect_action`) on what the view shows."""
    held = view.seats[seat].held_slot
    table = view.table
    free = [(slot.slot, slot.terrain) for slot in table
            if slot.status == "up" and slot.held_by is None and slot.terrain is not None]
    face_down = next((slot.slot for slot in table if slot.status == "down"), None)
    return collect_action(plan_for(_player(view, seat)),
                          None if held is None else table[held - 1].terrain, free, face_down,
                          view.options.mode == "turns")


def _run(view: ZigZagView) -> ZigZagAction:
    """The choice farthest along the course (the goal first)."""
    actions = [parse_action(choice if choice == "goal" else f"go {choice}")
               for choice in view.choices]
    return max(actions, key=lambda action: 1_000 if action.verb == "goal"
               else progress((action.card or 1) - 1, action.field or "A1"))
