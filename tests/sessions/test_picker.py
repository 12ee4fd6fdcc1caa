"""The Play picker's model (`sessions.play.picker`): one call gives the screen a press shows
or the turn it sends, within the limits it is given, and refuses a press that no longer
stands, saying why."""

from __future__ import annotations

import random

import pytest

from games.ostriches import ENGINE as OSTRICHES
from sessions import GameInfo, StaleVersion
from sessions.play import START, Limits, PickerPress, PickerScreen, Place, TurnToSend
from sessions.play.picker import sends

DISCORD = Limits(button_label=80, option_text=100, menu_options=25, rows=5, row_buttons=5,
                 custom_id=100, id_frame=10)


async def moving(harness) -> tuple[GameInfo, int, str]:
    """A started Ostriches game past its placements: the game, the mover's user id and a
    move of theirs that turns no pawn up (a step of a turn that a rotation completes)."""
    game_id = await harness.started_ostriches()
    rng = random.Random(3)
    while True:
        info = await harness.service.games.info(game_id)
        state = harness.service.games.state_of(info)
        user = info.user_of(info.to_act[0])
        if state.phase != "placing":
            move = next(m for m in OSTRICHES.legal_actions(state, state.turn)
                        if not OSTRICHES.reveals(state, state.turn, m))
            return info, user, OSTRICHES.format(state, move)
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)


def walk(harness, info: GameInfo, user: int, notation: str,
         limits: Limits = DISCORD) -> PickerScreen | TurnToSend:
    """Press, from the start of the turn, the choices that lead to `notation`."""
    path = next(c.path for c in harness.service.play.choices_in(info, user)
                if c.notation == notation)
    shown: PickerScreen | TurnToSend = harness.service.play.picker(info, user, lang="en",
                                                                   limits=limits)
    while isinstance(shown, PickerScreen) and not shown.place.steps:
        label = path[len(shown.place.path)]
        shown = harness.service.play.press_picker(
            info, user, PickerPress(info.game.version, shown.place, label), lang="en",
            limits=limits)
    return shown


async def test_a_step_is_held_in_the_draft_and_the_press_that_completes_the_turn_sends_it(
        harness) -> None:
    info, user, move = await moving(harness)
    start = harness.service.play.picker(info, user, lang="en", limits=DISCORD)
    assert start.back is None and not start.menus and "choose your action" in start.text
    assert all(len(choice.label) <= DISCORD.button_label for choice in start.buttons)
    drafted = walk(harness, info, user, move)
    assert isinstance(drafted, PickerScreen)
    assert drafted.place.steps == (move,) and drafted.so_far == (move,)
    assert f"So far: {move}" in drafted.text
    assert drafted.buttons and all(choice.sends for choice in drafted.buttons)  # rotations
    rotation = drafted.buttons[0]
    sent = harness.service.play.press_picker(
        info, user, PickerPress(info.game.version, drafted.place, rotation.value), lang="en",
        limits=DISCORD)
    assert isinstance(sent, TurnToSend) and sent.version == info.game.version
    assert sent.steps[0] == move and len(sent.steps) == 2
    assert drafted.back is not None and drafted.back.steps == ()  # Back takes the move back
    back = harness.service.play.press_picker(info, user, PickerPress(info.game.version,
                                                                     drafted.back),
                                             lang="en", limits=DISCORD)
    assert isinstance(back, PickerScreen) and back.place.steps == ()
    assert any(Place.at(choice.place.position) == choice.place for choice in back.buttons)


async def test_a_press_that_no_longer_stands_is_refused_saying_why(harness) -> None:
    info, user, move = await moving(harness)
    old = info.game.version
    drafted = walk(harness, info, user, move)
    assert isinstance(drafted, PickerScreen)
    with pytest.raises(StaleVersion) as taken:
        harness.service.play.press_picker(info, user, PickerPress(old, START, "zz9"),
                                          lang="en", limits=DISCORD)
    assert taken.value.reason == "taken" and "zz9" in taken.value.message("en")
    rotation = drafted.buttons[0].value
    await harness.service.play.act(info.id, user, [move, rotation])
    now = await harness.service.games.info(info.id)
    with pytest.raises(StaleVersion) as moved_on:
        harness.service.play.press_picker(now, user, PickerPress(old, drafted.place, rotation),
                                          lang="en", limits=DISCORD)
    assert moved_on.value.reason == "moved_on"
    with pytest.raises(StaleVersion) as opened:  # Play on the old board: out of date
        harness.service.play.open_picker(now, user, old, message_id=None, lang="en",
                                         limits=DISCORD)
    assert opened.value.reason == "stale"


async def test_the_screen_keeps_within_the_limits_it_is_given(harness) -> None:
    info, user, move = await moving(harness)
    tight = Limits(button_label=5, option_text=12, menu_options=3, rows=2, row_buttons=2,
                   custom_id=100, id_frame=10)
    start = harness.service.play.picker(info, user, lang="en", limits=tight)
    assert not start.buttons and len(start.menus) == tight.menus
    assert all(len(menu) <= tight.menu_options for menu in start.menus)
    for choice in (choice for menu in start.menus for choice in menu):
        assert len(choice.label) <= tight.option_text and len(choice.value) <= tight.option_text
        assert choice.description is None or len(choice.description) <= tight.option_text
    # A step whose draft would no longer fit in a button's id sends the turn at once.
    assert not sends(info, user, [], move, DISCORD)
    assert sends(info, user, [], move, Limits(80, 100, 25, 5, 5, custom_id=20, id_frame=10))
