"""Determinization for Ostrich Scramble's bots: full states a seat's view could have come from.

What a seat sees: the board, every garment, every ostrich's square, Zag token and traps
lying on it (who played each), its own hand, traps and Zigs, revealed Zigs, the counts of
every hand and deck, and the turn being played (the active ostrich, its distance and
direction once revealed, the paths this turn, the pending decision). What it does not see,
and `Sampler` deals at random, uniformly from what is left once everything seen is taken out:

- the other seats' Zig hands, their unrevealed Zigs (and directions), the Zig deck's and
  discard pile's content (40 cards in all);
- the other seats' trap hands, the kinds of the face-down traps they played, the trap deck,
  the discard and the traps used this round (18 in all);
- the garment pile's order (its content is what the board and the ostriches do not show).

While PLAN or SET TRAPS runs the view shows the others as they were when it began (their
claims and gives stay secret): a sample takes them at that, with no claim or give made, and
a seat that has submitted as having set a Zig on each ostrich.

The mid-move bookkeeping a view does not carry as fields (the stage of the turn, the
ostriches that fell, the movement in progress at a skateboard or a drawn trap) is read back
from the turn's paths and the pending decision, which is what the table saw. Two things a
player would remember are approximated, since the view does not carry them: the garments
still to be replaced after the one being placed (a sample replaces only that one), and the
seats that already drew a crate trap this turn (none, in a sample).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Final, NamedTuple

from games.ai import check_sampled_view
from games.scramble.board import coords
from games.scramble.cloning import deep_copy
from games.scramble.constants import (
    COLOURS,
    DIRECTIONS,
    GARMENT_TYPES,
    STEP,
    TRAP_KINDS,
    TRAPS_PER_KIND,
    ZIG_DECK_COUNTS,
    card_sort_key,
)
from games.scramble.models import (
    Fall,
    Garment,
    Movement,
    Ostrich,
    OstrichSnapshot,
    Pending,
    Pickup,
    PlannedZig,
    PlayedTrap,
    SeatSnapshot,
    SeatState,
    Snapshot,
    Stage,
    State,
    Turn,
)
from games.scramble.views import ScrambleView

_STAGE_OF: Final[dict[str, Stage]] = {
    "run": "begin", "x": "reveal", "catapult": "traps", "dir": "zig", "skate": "zag",
    "zag": "zag", "steal": "rewards", "place": "replace", "return": "return", "keep": "zag",
}
"""The stage of the turn a pending decision belongs to (a drop: by its context). A skate or
keep decision comes mid-movement, in stage `zag` or `penalty`: both go on alike."""


def sample_state(view: ScrambleView, seat: int, rng: random.Random) -> State:
    """A full state whose view for `seat` is `view`, what it cannot see dealt from `rng`."""
    return Sampler(view, seat)(rng)


class Sampler:
    """`sample_state` for one view, prepared once: everything the view fixes is built here
    into a template, and each call deals the hidden cards into a copy of it."""

    def __init__(self, view: ScrambleView, seat: int) -> None:
        check_sampled_view(view.viewer, seat, view.phase == "over")
        self.seat = seat
        self.template = _template(view, seat)
        state = self.template
        others = [item for item in state.seats if item.seat != seat]
        # Hidden Zig cards: the other hands, unrevealed Zigs of other ostriches, the piles.
        zigs = Counter(ZIG_DECK_COUNTS)
        zigs.subtract(state.seats[seat].hand)
        zigs.subtract(shown.card for shown in view.ostriches if shown.card is not None)
        self.zig_pool = sorted(zigs.elements(), key=card_sort_key)
        self.hands = [(item.seat, len(item.hand)) for item in others]
        self.hidden_zigs = [index for index, item in enumerate(state.ostriches)
                            if item.owner != seat and _holds_hidden_zig(view, index)]
        snapshot = view.phase in ("plan", "traps")
        self.zig_deck = None if snapshot else view.zig_deck
        self.zig_discard = view.zig_discard
        # Hidden traps: the other hands, the face-down traps others played, the piles.
        traps = Counter({kind: TRAPS_PER_KIND for kind in TRAP_KINDS})
        traps.subtract(state.seats[seat].traps)
        for shown in view.ostriches:
            traps.subtract(trap.kind for trap in shown.traps if trap.kind is not None)
        self.trap_pool = sorted(traps.elements(), key=TRAP_KINDS.index)
        self.trap_hands = [(item.seat, len(item.traps)) for item in others]
        self.hidden_traps = [(index, place) for index, shown in enumerate(view.ostriches)
                             for place, trap in enumerate(shown.traps) if trap.kind is None]
        self.trap_deck, self.trap_discard = view.trap_deck, view.trap_discard

    def __call__(self, rng: random.Random) -> State:
        """One sample: the hidden cards dealt at random into a copy of the template."""
        state = deep_copy(self.template)
        state.seed = rng.getrandbits(32)
        rng.shuffle(state.garment_pile)
        self._deal_zigs(state, rng)
        self._deal_traps(state, rng)
        return state

    def _deal_zigs(self, state: State, rng: random.Random) -> None:
        dealt = _deal_hands(self.zig_pool, self.hands, rng)
        for other, hand in dealt.hands:
            state.seats[other].hand = hand
        cards = dealt.rest
        if self.zig_deck is not None:  # MOVE: both piles are counted in the view
            state.zig_deck = cards[:self.zig_deck]
            state.zig_discard = cards[self.zig_deck:self.zig_deck + self.zig_discard]
            del cards[:self.zig_deck + self.zig_discard]
        for index in self.hidden_zigs:
            if not cards:
                break  # a hand that ran out of cards set no Zig
            item = state.ostriches[index]
            item.zig = PlannedZig(card=cards.pop(),
                                  direction=None if item.dizzy else rng.choice(DIRECTIONS))
        if self.zig_deck is None:  # PLAN and SET TRAPS: the deck is what is left
            state.zig_discard = cards[:self.zig_discard]
            state.zig_deck = cards[self.zig_discard:]

    def _deal_traps(self, state: State, rng: random.Random) -> None:
        dealt = _deal_hands(self.trap_pool, self.trap_hands, rng)
        for other, hand in dealt.hands:
            state.seats[other].traps = hand
        traps = dealt.rest
        for index, place in self.hidden_traps:
            played = state.ostriches[index].traps[place]
            state.ostriches[index].traps[place] = PlayedTrap(by=played.by, kind=traps.pop())
        state.trap_deck = traps[:self.trap_deck]
        state.trap_discard = traps[self.trap_deck:self.trap_deck + self.trap_discard]
        state.used_traps = traps[self.trap_deck + self.trap_discard:]


class _Dealt(NamedTuple):
    hands: list[tuple[int, list[str]]]
    rest: list[str]


def _deal_hands(pool: list[str], sizes: list[tuple[int, int]],
                rng: random.Random) -> _Dealt:
    """`pool` shuffled, a hand of each (seat, size) dealt off it, and what is left."""
    cards = pool.copy()
    rng.shuffle(cards)
    hands = []
    for seat, size in sizes:
        hands.append((seat, cards[:size]))
        del cards[:size]
    return _Dealt(hands, cards)


def _holds_hidden_zig(view: ScrambleView, index: int) -> bool:
    """Whether another seat's ostrich holds a Zig the viewer cannot see: every one not yet
    revealed once PLAN is over, and in PLAN those of a seat that has submitted."""
    shown = view.ostriches[index]
    if shown.card is not None or shown.revealed:
        return False
    if view.phase == "plan":
        return view.seats[shown.owner].submitted
    return True


def _template(view: ScrambleView, seat: int) -> State:
    """The state every sample shares: what the view shows, hidden cards as placeholders
    (counted right, dealt by the sampler), the turn read back from the view."""
    phase = view.phase
    snapshot_phase = phase in ("plan", "traps")
    ostriches = [
        Ostrich(colour=item.colour, owner=item.owner, square=item.square, dizzy=item.dizzy,
                zag=item.zag, worn=dict(item.worn), backpack=list(item.backpack),
                traps=[PlayedTrap(by=trap.by, kind=trap.kind or TRAP_KINDS[0])
                       for trap in item.traps],
                zig=None if item.card is None else PlannedZig(card=item.card,
                                                              direction=item.direction),
                revealed=item.revealed, moved=item.moved)
        for item in view.ostriches]
    seats = []
    for shown in view.seats:
        hand = shown.hand if shown.hand is not None else [""] * _hidden_hand(view, shown.seat)
        traps = shown.traps if shown.traps is not None else [""] * shown.trap_count
        seats.append(SeatState(
            seat=shown.seat, ostriches=list(shown.ostriches), hand=list(hand),
            traps=list(traps), claimed=bool(shown.claimed),
            plan_done=shown.submitted if phase == "plan" else True,
            traps_done=shown.submitted if phase != "plan" else False))
    pile = _garment_pile(view)
    state = State(
        seed=0, players=view.players, max_rounds=view.max_rounds, rules=view.rules,
        width=view.width,
        height=view.height, tiles=list(view.tiles), crates=list(view.crates),
        skateboards=list(view.skateboards), ostriches=ostriches, seats=seats,
        garments=dict(view.garments), garment_pile=pile, crown=view.crown,
        round_crown=view.round_crown, round=view.round, phase=phase,
        turn_order=list(view.turn_order), turn_index=view.turn_index,
        paths=[segment.model_copy(deep=True) for segment in view.paths])
    if snapshot_phase:
        state.snapshot = _snapshot(view, state, seat)
    if phase == "move":
        _read_turn(view, state)
    return state


def _hidden_hand(view: ScrambleView, seat: int) -> int:
    """The cards another seat holds as a sample deals them: in PLAN, the count the view
    shows less one card for each Zig a submitted seat set (`_holds_hidden_zig`)."""
    shown = view.seats[seat]
    if view.phase != "plan" or not shown.submitted:
        return shown.hand_size
    zigs = sum(1 for index, item in enumerate(view.ostriches)
               if item.owner == seat and _holds_hidden_zig(view, index))
    return max(0, shown.hand_size - zigs)


def _snapshot(view: ScrambleView, state: State, seat: int) -> Snapshot:
    """The picture the table froze when the phase began: the others as the view shows
    them, the seat itself as it is (it cannot see its own frozen picture)."""
    return Snapshot(
        seats=[SeatSnapshot(hand_size=shown.hand_size, trap_count=shown.trap_count)
               if shown.seat != seat else
               SeatSnapshot(hand_size=len(state.seats[seat].hand),
                            trap_count=len(state.seats[seat].traps))
               for shown in view.seats],
        ostriches=[OstrichSnapshot(zag=item.zag, worn=dict(item.worn),
                                   backpack=list(item.backpack)) for item in view.ostriches],
        zig_deck=view.zig_deck, zig_discard=view.zig_discard)


def _garment_pile(view: ScrambleView) -> list[Garment]:
    """Every garment of the colours in play that the board, the ostriches and the
    replacement being placed do not show (in a fixed order; samples shuffle it)."""
    shown: set[tuple[str, str]] = {(g.kind, g.colour) for g in view.garments.values()}
    for item in view.ostriches:
        shown.update((g.kind, g.colour) for g in [*item.worn.values(), *item.backpack])
    if view.pending is not None and view.pending.garment is not None:
        shown.add((view.pending.garment.kind, view.pending.garment.colour))
    colours = COLOURS[:len(view.ostriches)]
    pile = [Garment(kind=kind, colour=colour) for colour in colours for kind in GARMENT_TYPES
            if (kind, colour) not in shown]
    assert len(pile) == view.garment_pile, "the view's garments do not add up"
    return pile


def _read_turn(view: ScrambleView, state: State) -> None:
    """The MOVE turn's bookkeeping, read back from the pending decision and the paths."""
    pending = view.pending
    assert pending is not None, "MOVE rests only at a decision"
    decision = Pending.model_validate({"kind": pending.kind, "seat": pending.seat,
                                       "ostrich": pending.ostrich, "context": pending.context})
    state.pending = decision
    if pending.kind == "run":
        return  # a fresh turn: nothing chosen yet
    active = next(item for item in state.ostriches if item.colour == view.active)
    stage = _STAGE_OF.get(pending.kind) or ("traps" if pending.context == "butterfingers"
                                            else "penalty")
    turn = Turn(active=active.colour, stage=stage, x_chosen=stage != "reveal",
                path_started=stage != "reveal" and bool(view.paths), drawn=pending.garment)
    if stage == "reveal":  # an X card: its direction is the owner's own Zig's
        turn.direction = active.zig.direction if active.zig is not None else None
    else:
        turn.distance = view.distance or 0
        turn.direction = view.direction
    if turn.path_started:
        turn.fallen = [Fall(ostrich=segment.ostrich, square=segment.squares[-1])
                       for segment in view.paths if segment.fell]
        turn.skates_used = [f"{segment.ostrich}@{segment.squares[0]}"
                            for segment in view.paths[1:]
                            if segment.kind == "run" and segment.squares[0] in view.skateboards]
    turn.index = _turn_index(turn, decision, state)
    if pending.kind == "place":
        assert pending.ostrich is not None
        turn.pickups = [Pickup(ostrich=pending.ostrich, square=view.crates[0])]
    state.turn = turn
    if pending.kind in ("skate", "keep"):
        state.movement = _movement(view, turn)


def _turn_index(turn: Turn, pending: Pending, state: State) -> int:
    """Where the stage stands in its list: past the fallen ostrich being decided on (its
    own player's falls for a penalty, the others' for a steal), at the one returning."""
    if turn.stage == "return":
        return [fall.ostrich for fall in turn.fallen].index(str(pending.ostrich))
    if turn.stage in ("penalty", "rewards"):
        mover = next(item for item in state.ostriches if item.colour == turn.active).owner
        own = turn.stage == "penalty"
        falls = [fall.ostrich for fall in turn.fallen
                 if (next(item for item in state.ostriches
                          if item.colour == fall.ostrich).owner == mover) == own]
        return falls.index(str(pending.ostrich)) + 1
    return 0


def _movement(view: ScrambleView, turn: Turn) -> Movement:
    """The movement a skateboard or a drawn trap halted: at a skateboard the ostrich it
    names restarts, its direction to choose (the active one, or one its player's other
    ostrich pushed there, which only the active one can be); at a trap the ostrich of the
    last path goes on the way its path (or its pusher's) was going."""
    if view.pending is not None and view.pending.kind == "skate":
        skater = view.pending.ostrich or str(turn.active)
        pushed = skater != turn.active
        return Movement(ostrich=skater, distance=turn.distance, direction=None, pushed=pushed,
                        by=turn.active if pushed else None)
    segment = view.paths[-1]
    heading = next((_heading(path.squares) for path in reversed(view.paths)
                    if path.kind == "run" and len(path.squares) > 1), None)
    return Movement(ostrich=segment.ostrich, distance=turn.distance, direction=heading,
                    steps=len(segment.squares) - 1, pushed=segment.ostrich != turn.active)


def _heading(squares: list[str]) -> str:
    """The direction of the last step of a path."""
    (x0, y0), (x1, y1) = coords(squares[-2]), coords(squares[-1])
    step = (x1 - x0, y1 - y0)
    return next(direction for direction, delta in STEP.items() if delta == step)
