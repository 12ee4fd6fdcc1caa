"""Determinization for Zig Zag's bots: full states a seat's view could have come from.

What a seat sees: the face-up table cards and who holds a flipped one, its own hand,
discards, course and (`recall`) the stack it collected, everyone's course once setup is
over, the runner's stack while it runs, every figure, goal and count. What it does not see,
and `Sampler` deals at random, uniformly from what is left once everything seen is taken out:

- the terrains of the face-down table cards (from the 48-card terrain deck less every card
  seen), and the other seats' collect stacks only when the view keeps no memory of them
  (`seen`: a bot's view, or a player's with `peek`, remembers every card taken, face up,
  so a sample keeps them);
- during setup, the other seats' hands, discards and the courses they are laying; the
  supply's content and order (a Stop's penalty card), and the cards a longer game's players
  completed (counted in the view).

What the view does not carry is read back from it: a Stop's risk of a penalty from the cards
still face down (nothing is flipped while the figures run), the running order from the
runner on. In a longer game's later races the rounds already played in the race are not in
the view: a sample counts the race's rounds as the game's (exact in the first race).
"""

from __future__ import annotations

import random
from collections import Counter

from games.ai import check_sampled_view
from games.zigzag.faces import CARD_NUMBERS
from games.zigzag.models import SeatState, SeatView, ZigZagState, ZigZagView
from games.zigzag.terrain import TERRAINS, Terrain, terrain_deck


def sample_state(view: ZigZagView, seat: int, rng: random.Random) -> ZigZagState:
    """A full state whose view for `seat` is `view`, what it cannot see dealt from `rng`."""
    return Sampler(view, seat)(rng)


class Sampler:
    """`sample_state` for one view, prepared once: what the view fixes is read here, and
    each call deals the hidden terrains and obstacle cards."""

    def __init__(self, view: ZigZagView, seat: int) -> None:
        check_sampled_view(view.viewer, seat, view.phase == "over")
        self.view = view
        self.seat = seat
        # Terrains: the deck less the face-up cards and the stacks the seat can see.
        terrains = Counter(terrain_deck())
        terrains.subtract(slot.terrain for slot in view.table if slot.terrain is not None)
        for shown in view.seats:
            terrains.subtract(_known_stack(shown, seat) or [])
        self.terrain_pool = [terrain for terrain in TERRAINS
                             for _ in range(max(0, terrains[terrain]))]
        self.hidden_stacks = [(shown.seat, shown.stack_size) for shown in view.seats
                              if _known_stack(shown, seat) is None]
        self.face_down = [slot.slot - 1 for slot in view.table if slot.status == "down"]
        self.taken = [slot.slot - 1 for slot in view.table if slot.status == "taken"]
        # Obstacle cards: all 28 less the hands, discards set aside and courses seen.
        cards = set(CARD_NUMBERS)
        setting_aside = view.phase == "setup" and view.race == 1
        for shown in view.seats:
            cards -= {face.number for face in [*(shown.hand or []), *(shown.course or [])]}
            if setting_aside:
                cards -= set(shown.discards or [])
        self.card_pool = sorted(cards)
        self.hidden_cards = [
            (shown.seat, shown.hand_size if shown.hand is None else 0,
             2 if setting_aside and shown.discards is None and shown.has_discarded else 0,
             shown.course_size if shown.course is None else 0, shown.completed)
            for shown in view.seats]
        self.template = _template(view, seat)

    def __call__(self, rng: random.Random) -> ZigZagState:
        """One sample: the hidden terrains and obstacle cards dealt at random."""
        state = self.template.copy_for_update()
        state.seed = rng.getrandbits(32)
        terrains = self.terrain_pool.copy()
        rng.shuffle(terrains)
        table = state.table
        for index in self.face_down:
            table[index] = terrains.pop()
        for other, size in self.hidden_stacks:
            state.seats[other].stack = [terrains.pop() for _ in range(size)]
        for index in self.taken:  # gone from the table: any terrain will do
            table[index] = terrains.pop() if terrains else TERRAINS[0]
        cards = self.card_pool.copy()
        rng.shuffle(cards)
        for other, hand, discards, course, completed in self.hidden_cards:
            player = state.seats[other]
            if hand:
                player.hand = sorted(_take(cards, hand))
            if discards:
                player.discards = sorted(_take(cards, discards))
            if course:
                player.course = _take(cards, course)
            player.completed = _take(cards, completed)
        state.supply = cards[:self.view.supply_size]
        return state


def _take(cards: list[int], count: int) -> list[int]:
    """The last `count` of `cards`, taken off it."""
    taken = cards[len(cards) - count:]
    del cards[len(cards) - count:]
    return taken


def _known_stack(shown: SeatView, seat: int) -> list[Terrain] | None:
    """A seat's collect stack as the viewer knows it: as the table saw it taken (`seen`),
    its own (`recall`), or one the board shows (the runner's); None when it is hidden."""
    if shown.seen is not None:
        return list(shown.seen)
    if shown.seat == seat:
        return list(shown.recall or [])
    return None if shown.stack is None else list(shown.stack)


def _template(view: ZigZagView, seat: int) -> ZigZagState:
    """The state every sample shares: what the view shows, hidden cards left to deal."""
    seats = [SeatState(
        goal=shown.goal,
        hand=[face.number for face in shown.hand or []],
        discards=list(shown.discards or []),
        has_discarded=shown.has_discarded,
        course=[face.number for face in shown.course or []],
        figure_card=None if shown.figure_card is None else shown.figure_card - 1,
        figure_field=shown.figure_field,
        at_goal=shown.at_goal,
        stack=_known_stack(shown, seat) or [],
        points=shown.points,
        last_race_completed=shown.last_race_completed,
        penalties=shown.penalties,
    ) for shown in view.seats]
    slots = [slot.status for slot in view.table]
    state = ZigZagState(
        seed=0, chance_step=2, players=view.players, options=view.options, phase=view.phase,
        race=view.race, round=view.round, race_round=view.round if view.race == 1 else 1,
        round_start=view.round_start, seats=seats,
        table=[slot.terrain or TERRAINS[0] for slot in view.table], slots=slots,
        held_by=[slot.held_by for slot in view.table], turn=view.turn, passes=view.passes,
        stop_by=view.stop_by, finish_order=list(view.finish_order))
    if view.phase == "run" and view.runner is not None:
        state.stop_face_down = view.stop_by is not None and "down" in slots
        state.run_order = _running_order(view, view.runner)
        state.runner_revealed = True
    return state


def _running_order(view: ZigZagView, runner: int) -> list[int]:
    """The runner and those still to run after it: the racing seats that follow it round
    the table up to the seat that ran first (the Stop's caller, or the round's first)."""
    first = view.stop_by if view.stop_by is not None else view.round_start
    order = [(first + step) % view.players for step in range(view.players)]
    after = order[order.index(runner) + 1:]
    return [runner, *(other for other in after if not view.seats[other].at_goal)]
