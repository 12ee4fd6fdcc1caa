"""A fresh game: board, decks, ostriches on crates, first garments, hands of four.

All chance comes from `games.base.chance` through the state's counter, so a seed fixes the
whole setup and seed + action log fixes the whole game.
"""

from __future__ import annotations

from games.base import Event, chance
from games.scramble.board import build_board, tile_of
from games.scramble.constants import (
    COLOURS,
    GARMENT_TYPES,
    RULES_VERSION,
    TRAP_KINDS,
    TRAPS_PER_KIND,
    ZIG_DECK_COUNTS,
)
from games.scramble.facts import free_crates, ostrich_at, rng
from games.scramble.flow import start_plan
from games.scramble.models import Garment, Ostrich, SeatState, State


def ostrich_colours(players: int) -> list[list[str]]:
    """The colours each seat plays: one each with 4-6 players, seats k and k+n with 2-3."""
    if players >= 4:
        return [[COLOURS[seat]] for seat in range(players)]
    return [[COLOURS[seat], COLOURS[seat + players]] for seat in range(players)]


def new_state(players: int, seed: int, max_rounds: int,
              rules: int = RULES_VERSION) -> tuple[State, list[Event]]:
    """Build the opening position and start the first PLAN, by rules version `rules`."""
    seat_colours = ostrich_colours(players)
    count = sum(len(colours) for colours in seat_colours)
    # Chance step 0 builds the board; every later chance step goes through the state.
    board = build_board(count, chance(seed, 0))
    owners = {colour: seat for seat, colours in enumerate(seat_colours) for colour in colours}
    state = State(
        seed=seed,
        chance_step=1,
        players=players,
        max_rounds=max_rounds,
        rules=rules,
        **board,
        ostriches=[
            Ostrich(colour=colour, owner=owners[colour], square=None) for colour in COLOURS[:count]
        ],
        seats=[
            SeatState(seat=seat, ostriches=colours) for seat, colours in enumerate(seat_colours)
        ],
        garment_pile=[
            Garment(kind=kind, colour=colour)
            for colour in COLOURS[:count] for kind in GARMENT_TYPES
        ],
        zig_deck=[card for card, number in ZIG_DECK_COUNTS.items() for _ in range(number)],
        trap_deck=[kind for kind in TRAP_KINDS for _ in range(TRAPS_PER_KIND)],
        crown=seat_colours[0][0],
        round_crown=seat_colours[0][0],
    )
    rng(state).shuffle(state.zig_deck)
    rng(state).shuffle(state.trap_deck)
    _place_ostriches(state)
    _place_first_garments(state)
    events: list[Event] = []
    start_plan(state, events)
    return state, events


def _place_ostriches(state: State) -> None:
    """Each ostrich, in colour (seat) order, on a random crate, on a tile of its own if possible."""
    for item in state.ostriches:
        taken_tiles = {tile_of(other.square) for other in state.ostriches if other.square}
        crates = [crate for crate in state.crates if ostrich_at(state, crate) is None]
        fresh = [crate for crate in crates if tile_of(crate) not in taken_tiles]
        choices = fresh or crates
        item.square = choices[rng(state).randrange(len(choices))]


def _place_first_garments(state: State) -> None:
    """One garment per ostrich from the pile, each on a random crate with nothing on it."""
    for _ in state.ostriches:
        garment = state.garment_pile.pop(rng(state).randrange(len(state.garment_pile)))
        crates = free_crates(state)
        state.garments[crates[rng(state).randrange(len(crates))]] = garment
