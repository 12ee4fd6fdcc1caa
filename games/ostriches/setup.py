"""A fresh game of Ostriches (rulebook + HOUSE_RULES section 1): the first player drawn,
the bushes placed, every pawn in its owner's hand.

All chance comes from `games.base.chance`, so a seed fixes the whole setup and seed + action
log fixes the whole game.
"""

from __future__ import annotations

from games.base import chance

from .board import POSITIONS, home_positions, tile_centre
from .models import PAWN_SET, BushSetup, Memory, OstrichesState, Pawn, PowerRule, TileSlot

PLAYERS = 2
FIXED_BUSHES = ("b2", "e5")


def new_state(seed: int, memory: Memory, bushes_setup: BushSetup,
              powers: PowerRule = "compulsory") -> OstrichesState:
    """A fresh game: first player drawn from the seed, bushes placed, every pawn in hand.

    Chance step 0 picks the first player; with random bushes, step 1 picks one South and one
    North tile whose centre gets a bush.
    """
    step = 0
    first_player = chance(seed, step).randrange(PLAYERS)
    step += 1
    if bushes_setup == "fixed":
        bushes = list(FIXED_BUSHES)
    else:
        rng = chance(seed, step)
        step += 1
        bushes = [tile_centre(rng.choice(home_positions(seat))) for seat in range(PLAYERS)]
    pawns = [
        Pawn(id=seat * len(PAWN_SET) + index, owner=seat, power=power)
        for seat in range(PLAYERS)
        for index, power in enumerate(PAWN_SET)
    ]
    return OstrichesState(
        seed=seed,
        chance_step=step,
        memory=memory,
        bushes_setup=bushes_setup,
        powers=powers,
        first_player=first_player,
        phase="placing",
        turn=first_player,
        pawns=pawns,
        bushes=bushes,
        tiles=[TileSlot(position=position, tile=index + 1)
               for index, position in enumerate(POSITIONS)],
        knowledge=[[] for _ in range(PLAYERS)],
    )
