"""The Play picker's model (`sessions.play.picker`): one call gives the screen a press shows
or the turn it sends, within the limits it is given, and refuses a press that no longer
stands, saying why. A screen offers each action in one press where Discord's limits let it,
carries the player's view with the steps chosen so far, and asks a player the game does not
wait for to confirm an action that cannot be taken back."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from games import get_engine
from games.ostriches import ENGINE as OSTRICHES
from sessions import GameInfo, StaleVersion
from sessions.play import (
    START,
    Limits,
    PickerPress,
    PickerScreen,
    Place,
    ShownChoice,
    TurnToSend,
)
from sessions.play.picker import sends

from .conftest import ALICE, BOB

DISCORD = Limits(button_label=80, option_text=100, menu_options=25, rows=5, row_buttons=5,
                 custom_id=100, id_frame=10)
ZIGZAG = get_engine("zigzag")


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


def offered(screen: PickerScreen) -> Iterator[tuple[ShownChoice, bool]]:
    """Every choice of a screen, with whether it is a menu's option."""
    yield from ((choice, False) for choice in screen.buttons)
    yield from ((choice, True) for menu in screen.menus for choice in menu.choices)


def press_of(screen: PickerScreen, choice: ShownChoice, in_menu: bool) -> PickerPress:
    """The press of `choice` as Discord carries it: a menu's place and the option's value,
    or the button's place and its last label."""
    version = screen.info.game.version
    if in_menu:
        return PickerPress(version, screen.place, choice.value)
    return PickerPress(version, Place(choice.place.steps, choice.place.path[:-1]),
                       choice.place.path[-1])


def towards(screen: PickerScreen, path: tuple[str, ...]) -> PickerPress:
    """The press of the screen's choice that leads along `path`."""
    for choice, in_menu in offered(screen):
        if choice.place.path == path[:len(choice.place.path)]:
            return press_of(screen, choice, in_menu)
    raise AssertionError(f"nothing leads to {path} on {screen.text}")


def walk(harness, info: GameInfo, user: int, notation: str,
         limits: Limits = DISCORD) -> tuple[PickerScreen | TurnToSend, int]:
    """Press, from the start of the turn, the choices that lead to `notation`: where that
    leads, and how many presses it took."""
    path = next(c.path for c in harness.service.play.choices_in(info, user)
                if c.notation == notation)
    shown: PickerScreen | TurnToSend = harness.service.play.picker(info, user, lang="en",
                                                                   limits=limits)
    presses = 0
    while isinstance(shown, PickerScreen) and not shown.place.steps:
        shown = harness.service.play.press_picker(info, user, towards(shown, path), lang="en",
                                                  limits=limits)
        presses += 1
    return shown, presses


async def test_a_step_is_held_in_the_draft_and_the_press_that_completes_the_turn_sends_it(
        harness) -> None:
    info, user, move = await moving(harness)
    start = harness.service.play.picker(info, user, lang="en", limits=DISCORD)
    assert start.back is None and "choose your action" in start.text
    assert all(len(choice.label) <= (DISCORD.option_text if in_menu else DISCORD.button_label)
               for choice, in_menu in offered(start))
    drafted, presses = walk(harness, info, user, move)
    assert presses == 1  # every move of the turn is offered on the first screen
    assert isinstance(drafted, PickerScreen)
    assert drafted.place.steps == (move,) and drafted.so_far == (move,)
    origin, target = move.split("-")  # the step in the picker's words, not its notation
    assert f"So far: Knight jump: {origin} → {target}" in drafted.text
    assert drafted.buttons and all(choice.sends for choice in drafted.buttons)  # rotations
    rotation = drafted.buttons[0]
    sent = harness.service.play.press_picker(
        info, user, press_of(drafted, rotation, False), lang="en", limits=DISCORD)
    assert isinstance(sent, TurnToSend) and sent.version == info.game.version
    assert sent.steps[0] == move and len(sent.steps) == 2
    assert drafted.back is not None and drafted.back.steps == ()  # Back takes the move back
    back = harness.service.play.press_picker(info, user, PickerPress(info.game.version,
                                                                     drafted.back),
                                             lang="en", limits=DISCORD)
    assert isinstance(back, PickerScreen) and back.place.steps == ()
    assert back.place == start.place  # to the screen the move was chosen on
    assert any(Place.at(choice.place.position) == choice.place for choice, _ in offered(back))


async def test_the_picture_is_the_view_with_the_draft_drawn_and_changes_only_with_it(
        harness) -> None:
    info, user, move = await moving(harness)
    seat = info.person_seat(user)
    state = harness.service.games.state_of(info)
    start = harness.service.play.picker(info, user, lang="en", limits=DISCORD)
    assert start.picture is not None and start.picture.view == OSTRICHES.view(state, seat)
    drafted, _ = walk(harness, info, user, move)
    assert isinstance(drafted, PickerScreen) and drafted.picture is not None
    moved, _ = OSTRICHES.apply(state, seat, OSTRICHES.parse(state, seat, move))
    assert drafted.picture.view == OSTRICHES.view(moved, seat)  # the jump drawn
    assert drafted.picture.name != start.picture.name
    assert drafted.back is not None
    back = harness.service.play.press_picker(info, user, PickerPress(info.game.version,
                                                                     drafted.back),
                                             lang="en", limits=DISCORD)
    assert isinstance(back, PickerScreen) and back.picture == start.picture
    french = harness.service.play.picker(info, user, lang="fr", limits=DISCORD)
    assert french.picture is not None and french.picture.name != start.picture.name


async def test_a_press_that_no_longer_stands_is_refused_saying_why(harness) -> None:
    info, user, move = await moving(harness)
    old = info.game.version
    drafted, _ = walk(harness, info, user, move)
    assert isinstance(drafted, PickerScreen)
    with pytest.raises(StaleVersion) as taken:
        harness.service.play.press_picker(info, user, PickerPress(old, START, "zz9"),
                                          lang="en", limits=DISCORD)
    assert taken.value.reason == "taken" and "zz9" in taken.value.message("en")
    rotation = drafted.buttons[0].place.path[-1]
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
    assert all(len(menu.choices) <= tight.menu_options for menu in start.menus)
    for choice in (choice for menu in start.menus for choice in menu.choices):
        assert len(choice.label) <= tight.option_text and len(choice.value) <= tight.option_text
        assert choice.description is None or len(choice.description) <= tight.option_text
    # A step whose draft would no longer fit in a button's id sends the turn at once.
    assert not sends(info, user, [], move, DISCORD)
    assert sends(info, user, [], move, Limits(80, 100, 25, 5, 5, custom_id=20, id_frame=10))


# ------------------------------------------------------------------ Zig Zag: blind choices, Stop


async def collecting(harness) -> tuple[GameInfo, int, int]:
    """A two-player Zig Zag (`turns`) whose cards are being collected: the game, the user
    whose turn it is and the other one."""
    created = await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10,
                                                 host=ALICE, options={"mode": "turns"},
                                                 language="en")
    await harness.service.lobby.join(created.id, BOB)
    await harness.service.lobby.start(created.id, ALICE.user_id)
    while True:
        info = await harness.service.games.info(created.id)
        state: Any = harness.service.games.state_of(info)
        if state.phase != "setup":
            [turn] = info.to_act
            return info, info.user_of(turn), info.user_of(1 - turn)
        seat = info.to_act[0]
        await harness.service.play.act(info.id, info.user_of(seat), ZIGZAG.format(
            state, ZIGZAG.auto_action(state, seat)))


async def test_a_blind_flip_is_one_press_and_stop_in_turn_asks_nothing(harness) -> None:
    """Flipping a card took three presses (Flip a card, a range of 16 slots, a slot) among
    48 cards that look alike."""
    info, mover, _ = await collecting(harness)
    start = harness.service.play.picker(info, mover, lang="en", limits=DISCORD)
    flips = [(choice, in_menu) for choice, in_menu in offered(start)
             if choice.place.path[0] == "flip"]
    assert len(flips) == 48 and all(in_menu for _, in_menu in flips)
    assert all(len(menu.choices) > 1 for menu in start.menus)  # never a menu of one option
    assert [menu.title for menu in start.menus] == ["Flip a card: 1 … 24",
                                                    "Flip a card: 25 … 48"]
    choice, in_menu = flips[6]
    assert choice.label == "Flip a card: 7"
    flip = harness.service.play.press_picker(info, mover, press_of(start, choice, in_menu),
                                             lang="en", limits=DISCORD)
    assert isinstance(flip, TurnToSend) and flip.steps == ("flip 7",)
    [stop] = [choice for choice, _ in offered(start) if choice.place.path == ("stop",)]
    assert stop.sends and not stop.risky  # the player whose turn it is: sent at once
    sent = harness.service.play.press_picker(info, mover, press_of(start, stop, False),
                                             lang="en", limits=DISCORD)
    assert isinstance(sent, TurnToSend) and sent.steps == ("stop",)


async def test_stop_out_of_turn_asks_to_be_confirmed_naming_what_it_does(harness) -> None:
    """Play pressed out of turn offered one green "Stop!" that ended collecting for
    everyone at once."""
    info, _, other = await collecting(harness)
    waiting = harness.service.play.open_picker(info, other, info.game.version, message_id=None,
                                               lang="en", limits=DISCORD)
    assert "it is not your turn" in waiting.text and "Waiting for:" in waiting.text
    assert waiting.picture is not None and not waiting.menus
    [stop] = waiting.buttons
    assert stop.label == "Stop!" and stop.risky and not stop.sends
    asked = harness.service.play.press_picker(info, other, press_of(waiting, stop, False),
                                              lang="en", limits=DISCORD)
    assert isinstance(asked, PickerScreen)
    assert "cannot be taken back" in asked.text and "penalty" in asked.text
    assert "Collecting ends at once, for every player" in asked.text
    [yes] = asked.buttons
    assert yes.label == "Yes: Stop!" and yes.risky and yes.sends
    assert asked.back == waiting.place and asked.picture == waiting.picture
    sent = harness.service.play.press_picker(info, other, press_of(asked, yes, False),
                                             lang="en", limits=DISCORD)
    assert isinstance(sent, TurnToSend) and sent.steps == ("stop",)
    french = harness.service.play.press_picker(info, other, press_of(waiting, stop, False),
                                               lang="fr", limits=DISCORD)
    assert isinstance(french, PickerScreen) and "ne peut pas être annulé" in french.text
    assert "pénalité" in french.text and french.buttons[0].label == "Oui : Stop !"
    # The status message's Stop asks the same; typed, it is explicit and asks nothing.
    assert harness.service.play.confirm_anytime(info, other, info.game.version, "stop",
                                                lang="en", limits=DISCORD) == asked
    played = await harness.service.play.act(info.id, other, "stop")
    assert played.notation == "stop"


async def test_play_out_of_turn_with_nothing_to_do_shows_the_board_and_whom_it_waits_for(
        harness) -> None:
    info, user, _ = await moving(harness)
    other = next(seat.user_id for seat in info.seats if seat.user_id != user)
    shown = harness.service.play.open_picker(info, other, info.game.version, message_id=None,
                                             lang="en", limits=DISCORD)
    assert not shown.buttons and not shown.menus and shown.back is None
    assert "it is not your turn" in shown.text and "Waiting for:" in shown.text
    assert "You may still" not in shown.text
    assert shown.picture is not None
    assert shown.picture.view == OSTRICHES.view(harness.service.games.state_of(info),
                                                info.seat_of(other))
