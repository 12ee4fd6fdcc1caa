"""Pushed onto a skateboard, as printed (ostrich-scramble.txt, Resolving Movement):

"Skateboard Space: When you move onto or through a Skateboard space on your turn, instead of
continuing any movement you may have left, execute the movement distance that you were
executing when you moved onto the Skateboard again, but do it in any direction starting from
the Skateboard space."

"When you are pushed onto a Skateboard space by another player, they now occupy the space
you were occupying and you execute the distance and direction they executed when they
collided with you starting from your previous space."

HOUSE_RULES.md, "Corrections, second audit": a skateboard does nothing to an ostrich pushed
onto it by another player's ostrich (the push goes on as any push would); one pushed onto it
by its own player's other ostrich, on that player's turn, moves "on your turn": the
skateboard triggers and its player chooses the direction.
"""

from __future__ import annotations

import random

from games.scramble import ENGINE
from games.scramble.sampling import sample_state
from tests.leaks.test_twins import assert_twins

from .builders import act, find, keys, legal, moving, pending

FAR = {"yellow": "a8", "green": "h8"}
STOP = {"yellow": "Xcw N"}  # yellow's X decision halts the round after red's and orange's turns


def squares(state):
    return {item.colour: item.square for item in state.ostriches}


def test_pushed_by_another_players_ostrich_the_skateboard_does_nothing():
    # red (player 1) runs 3 North into orange (player 2), pushed over the skateboard on a3
    state, events = moving(at={"red": "a1", "orange": "a2", **FAR}, skateboards=["a3"],
                           zigs={"red": "3cw N", **STOP})
    assert squares(state)["orange"] == "a5"  # a3, a4, a5: the push goes on as any push
    assert not {"skate_pushed", "skate_reached", "skate"} & set(keys(events))
    assert pending(state).kind == "x" and pending(state).ostrich == "yellow"


def test_pushed_by_its_own_players_other_ostrich_on_their_turn_it_skates_their_way():
    # two players: red and yellow are player 1's; red pushes yellow onto the skateboard on a3
    state, events = moving(2, at={"red": "a1", "yellow": "a2", "orange": "h1", "green": "h8"},
                           skateboards=["a3"], zigs={"red": "3cw N", "orange": "Xcw N"})
    assert squares(state)["yellow"] == "a3"
    assert find(events, "skate_reached")[0].params == {"ostrich": "yellow", "square": "a3"}
    assert pending(state).kind == "skate" and pending(state).ostrich == "yellow"
    assert ENGINE.to_act(state) == [0]
    assert legal(state, 0) == ["skate N", "skate E", "skate S", "skate W"]
    state, events = act(state, 0, "skate E")  # the distance it was executing: 3
    assert squares(state)["yellow"] == "d3" and squares(state)["red"] == "a2"
    assert find(events, "skate")[0].params == {"ostrich": "yellow", "direction": "E"}


def test_a_skate_off_the_board_is_a_fall_on_its_players_turn():
    state, _ = moving(2, at={"red": "a1", "yellow": "a2", "orange": "h1", "green": "h8"},
                      skateboards=["a3"], worn={"yellow": ["head orange"]},
                      zigs={"red": "3cw N", "orange": "Xcw N"})
    state, events = act(state, 0, "skate W")
    assert find(events, "fell")[0].params == {"ostrich": "yellow", "square": "a3"}
    assert find(events, "dropped")[0].params["ostrich"] == "yellow"  # "Pushed Off"


def test_pushed_by_its_own_players_ostrich_on_another_players_turn_it_rolls_over():
    # orange (player 2) pushes red, red pushes yellow (both player 1's) over the skateboard
    state, events = moving(2, at={"orange": "a1", "red": "a2", "yellow": "a3", "green": "h8"},
                           skateboards=["a4"], crown="orange",
                           zigs={"orange": "3cw N", "green": "Xcw S"})
    assert squares(state)["yellow"] == "a6" and squares(state)["red"] == "a3"
    assert not {"skate_pushed", "skate_reached"} & set(keys(events))


def test_pushed_on_by_another_players_ostrich_during_its_own_players_turn_it_rolls_over():
    # red (player 1) pushes orange (player 2), which pushes yellow (player 1's) over a4
    state, events = moving(2, at={"red": "a1", "orange": "a2", "yellow": "a3", "green": "h8"},
                           skateboards=["a4"], zigs={"red": "3cw N", "orange": "Xcw N"})
    assert squares(state)["yellow"] == "a6"
    assert not {"skate_pushed", "skate_reached"} & set(keys(events))


def test_games_started_before_keep_the_rolling_push():
    state, events = moving(at={"red": "a1", "orange": "a2", **FAR}, skateboards=["a3"],
                           zigs={"red": "3cw N", **STOP}, rules=1)
    assert squares(state)["orange"] == "a6"  # a3 restarts the 3 North: a4, a5, a6
    assert find(events, "skate_pushed")[0].params == {"ostrich": "orange", "square": "a3",
                                                       "direction": "N"}


def test_the_skateboard_decision_of_a_pushed_ostrich_depends_on_public_facts_only():
    """Whether the game asks for a skate direction reads who pushed whom on whose turn, all
    public: twins differing only in the trap card in the pushing player's hand look alike to
    everyone else, before, during and after."""
    first, _ = moving(2, at={"red": "a1", "yellow": "a2", "orange": "h1", "green": "h8"},
                      skateboards=["a3"], trap_hands={0: ["mud"]},
                      zigs={"red": "Xcw N", "orange": "Xcw N"})
    second = first.model_copy(deep=True)
    second.seats[0].traps = ["banana"]
    assert pending(first).kind == "x" and pending(first).ostrich == "red"
    assert_twins(ENGINE, first, second, 0, [(0, "x 3"), (0, "skate E")])


def test_the_bots_choose_a_skate_for_a_pushed_ostrich_from_where_it_stands():
    state, _ = moving(2, at={"red": "a1", "yellow": "a2", "orange": "h1", "green": "h8"},
                      skateboards=["a3"], zigs={"red": "3cw N", "orange": "Xcw N"})
    view = ENGINE.view(state, 0)
    for level in ("easy", "normal", "hard"):
        action = ENGINE.bot_action(view, 0, level=level, seed=5)
        assert action in ENGINE.legal_actions(state, 0), level
    assert sample_states_match(state)


def sample_states_match(state) -> bool:
    """A state the bot samples from player 1's view goes on as the real one: the same
    ostrich skates, the same distance, from the same square."""
    sampled = sample_state(ENGINE.view(state, 0), 0, random.Random(1))
    real, _ = act(state, 0, "skate E")
    guess, _ = act(sampled, 0, "skate E")
    return bool(squares(real)["yellow"] == squares(guess)["yellow"] == "d3")
