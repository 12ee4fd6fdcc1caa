"""The one place Zig Zag's hidden information is projected for a viewer.

What is secret, and from whom:
- a player's dealt hand and discards: theirs alone (the supply stays face down for all);
- courses: each player sees their own as they lay it; everyone's is public once every
  course of the race is laid;
- face-down table cards: nobody; a flipped card shows its terrain to everyone; a taken
  slot shows nothing (the card is in somebody's stack);
- collect stacks: only their size, even to their owner (option `peek` shows the owner
  theirs), until the running phase turns the stack over at its owner's run; the owner's
  view also carries it as `recall` (what they remember taking), which the board does not
  show. Every card is face up when taken, so a view that keeps memory remembers every
  stack as the table saw it (`seen`, in order): a bot's view always (`memory`), a player's
  with `peek`; a view without memory (a player's without `peek`, a spectator's) shows only
  what the board shows.
Once the game is over every view shows everything.
"""

from __future__ import annotations

from functools import cache

from games.zigzag.faces import card_faces
from games.zigzag.models import (
    CardFaceView,
    SeatState,
    SeatView,
    SlotView,
    ZigZagState,
    ZigZagView,
)
from games.zigzag.results import outcome_of
from games.zigzag.rules import to_act
from games.zigzag.running import current_runner, format_target, pending_choices
from games.zigzag.terrain import Terrain


def build_view(state: ZigZagState, viewer: int | None, *, reveal: bool = False,
               memory: bool | None = None) -> ZigZagView:
    """What `viewer` (a seat, or None for a spectator) may know of `state`; `reveal`: every
    card shown, as once the game is over (for replaying a finished game only); `memory`:
    whether a seat's view remembers every stack as seen (a bot's: True; by default a
    player's remembers them with `peek`)."""
    over = state.phase == "over" or reveal
    remembers = viewer is not None and (state.options.peek if memory is None else memory)
    runner = current_runner(state)
    return ZigZagView(
        viewer=viewer,
        players=state.players,
        options=state.options,
        phase=state.phase,
        race=state.race,
        round=state.round,
        round_start=state.round_start,
        to_act=to_act(state),
        turn=state.turn,
        passes=state.passes,
        stop_by=state.stop_by,
        runner=runner,
        top=_top_card(state, runner),
        choices=[format_target(target) for target in pending_choices(state)],
        table=[
            SlotView(
                slot=index + 1, status=status,
                terrain=state.table[index] if status == "up" or over else None,
                held_by=state.held_by[index],
            )
            for index, status in enumerate(state.slots)
        ],
        supply_size=len(state.supply),
        supply=list(state.supply) if over else None,
        seats=[_seat_view(state, seat, player, viewer, reveal, remembers)
               for seat, player in enumerate(state.seats)],
        finish_order=list(state.finish_order),
        winners=_winners(state),
    )


def _top_card(state: ZigZagState, runner: int | None) -> Terrain | None:
    """The terrain card the runner must place next (their stack is turned over)."""
    if runner is None or not state.seats[runner].stack:
        return None
    return state.seats[runner].stack[0]


def _seat_view(state: ZigZagState, seat: int, player: SeatState, viewer: int | None,
               reveal: bool, remembers: bool) -> SeatView:
    over = state.phase == "over" or reveal
    own = viewer == seat or over
    courses_public = state.phase != "setup"
    stack_shown = (
        over
        or (viewer == seat and state.options.peek)
        or (state.phase == "run" and current_runner(state) == seat and state.runner_revealed)
    )
    return SeatView(
        seat=seat,
        goal=player.goal,
        course=_faces(player.course) if own or courses_public else None,
        course_size=len(player.course),
        hand=_faces(player.hand) if own else None,
        hand_size=len(player.hand),
        discards=list(player.discards) if own else None,
        has_discarded=player.has_discarded,
        figure_card=None if player.figure_card is None else player.figure_card + 1,
        figure_field=player.figure_field,
        at_goal=player.at_goal,
        stack=list(player.stack) if stack_shown else None,
        stack_size=len(player.stack),
        recall=list(player.stack) if viewer == seat else None,
        seen=list(player.stack) if remembers else None,
        completed=len(player.completed),
        points=player.points,
        last_race_completed=player.last_race_completed,
        penalties=player.penalties,
        place=state.finish_order.index(seat) + 1 if seat in state.finish_order else None,
        held_slot=None if (held := state.held_slot(seat)) is None else held + 1,
    )


def _faces(cards: list[int]) -> list[CardFaceView]:
    return [_face(card) for card in cards]


@cache
def _face(card: int) -> CardFaceView:
    """A card's face as a frozen view model, built once per card and shared."""
    return CardFaceView(number=card, fields=dict(card_faces()[card]))


def _winners(state: ZigZagState) -> list[int]:
    outcome = outcome_of(state)
    return list(outcome.winners) if outcome is not None else []
