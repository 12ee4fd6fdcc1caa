"""The Play picker and /move through Discord (the fake): a press never chooses more than its
button names, a turn of several steps is put together and shown before it is sent (with
Back until then), a /move line cut short by the end of the game says what was played, and
autocomplete continues a turn."""

from __future__ import annotations

from typing import Any, cast

from cogs.app import GameBot
from games.ostriches import ENGINE as OSTRICHES
from games.ostriches.models import OstrichesState
from games.ostriches.rules import pawn_at, pawn_by_id
from games.zigzag.models import ZigZagState
from sessions import GameInfo
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, advance, open_lobby
from .players import custom_ids, has_picks


async def open_picker(table: Table, bot: GameBot, game_id: int, user: FakeUser) -> RecordedMessage:
    """Play on the newest post of the game carrying it."""
    board = table.latest_with(table.thread(), f"g:play:{game_id}:")
    [play] = custom_ids(board, f"g:play:{game_id}:")
    opened = await table.fake.press(user, board, play)
    assert opened.ephemeral and opened.message is not None and has_picks(opened.message), opened
    return opened.message


def drafted_steps(picker: RecordedMessage) -> list[str]:
    """The steps a picker holds, chosen and not yet sent (what its buttons carry before
    the `|` of their path)."""
    for custom_id in custom_ids(picker, "g:pick:"):
        steps, _, _ = custom_id.split(":", 4)[4].rpartition("|")
        return [step for step in steps.split(";") if step]
    return []


def turns_up(state: OstrichesState, move: Any) -> bool:
    """Whether a move takes a face-down pawn to its mover's far rank (turning it up)."""
    pawn = pawn_at(state, move.origin)
    far = "6" if state.turn == 0 else "1"
    return pawn is not None and not pawn.face_up and move.target[1] == far


def buttons(picker: RecordedMessage) -> dict[str, dict[str, Any]]:
    """The picker's choice buttons by label."""
    return {c["label"]: c for c in picker.all_components()
            if c.get("custom_id", "").startswith("g:pick:")}


def choices(picker: RecordedMessage) -> dict[str, dict[str, Any]]:
    """The picker's choices by label: its buttons, and its menus' options (each with its
    menu's custom_id, under `menu`)."""
    found = buttons(picker)
    for menu in picker.all_components():
        if menu.get("custom_id", "").startswith("g:sel:"):
            found.update({option["label"]: {**option, "menu": menu["custom_id"]}
                          for option in menu["options"]})
    return found


async def press_label(table: Table, user: FakeUser, picker: RecordedMessage,
                      label: str) -> InteractionResult:
    """Press the choice button with that label, or choose that option of a menu."""
    found = choices(picker).get(label)
    if found is None:
        raise AssertionError(f"no {label!r} in {picker.text()}")
    if "menu" in found:
        return await table.fake.select(user, picker, found["menu"], [found["value"]])
    return await table.fake.press(user, picker, found["custom_id"])


async def logged(bot: GameBot, game_id: int) -> list[str]:
    return [action.notation for action in await bot.store.list_actions(game_id)]


def seat_user(table: Table, info: GameInfo, seat: int) -> FakeUser:
    user_id = info.user_of(seat)
    assert user_id is not None
    return table.user(user_id)


# ------------------------------------------------------------------ a press names its action


async def test_zigzag_discards_name_both_cards_and_the_setup_is_sent_whole(table: Table) -> None:
    """The second card of a discard was chosen for the player ("25"
    played `discard 25 26`); each step of setup was sent on its own."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "zigzag")
        info = await bot.service.games.info(game_id)
        state = cast(ZigZagState, bot.service.games.state_of(info))
        seat = info.seat_of(table.alice.id)
        assert seat is not None
        hand = sorted(state.seats[seat].hand)
        picker = await open_picker(table, bot, game_id, table.alice)
        labels = list(choices(picker))
        # The Discard heading decides nothing and is opened by itself; every pair shows.
        pair = f"Discard: {hand[-2]} {hand[-1]}"
        assert pair in labels, labels
        assert all(label.split()[1] in map(str, hand) for label in labels)
        chosen = await press_label(table, table.alice, picker, pair)
        assert chosen.message is not None and has_picks(chosen.message), chosen
        assert f"So far: {pair}" in chosen.content  # the step in words, not its notation
        assert await logged(bot, game_id) == []  # nothing sent yet
        picker = chosen.message
        course = sorted(hand[:-2])
        for card in course[:-1]:
            result = await press_label(table, table.alice, picker, f"Lay next: {card}")
            assert result.message is not None and has_picks(result.message), result
            picker = result.message
        assert await logged(bot, game_id) == []
        # The last card: a button that names it, and sends the whole setup.
        last = buttons(picker)
        assert list(last) == [f"Lay next: {course[-1]}"], list(last)
        assert last[f"Lay next: {course[-1]}"]["style"] == 3  # green: it sends
        sent = await press_label(table, table.alice, picker, f"Lay next: {course[-1]}")
        steps = [f"discard {hand[-2]} {hand[-1]}", *(f"next {card}" for card in course)]
        assert f"`{' · '.join(steps)}`" in sent.content, sent.content
        assert await logged(bot, game_id) == steps


def eye_to_use(state: OstrichesState) -> bool:
    return state.phase == "power" and pawn_by_id(state, state.flipped_pawn).power == "eye"


async def test_the_eye_never_chooses_its_second_pawn(table: Table) -> None:
    """Play, Eye, a6 answered `eye a6 d6`: d6 was chosen for the player."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, state = await advance(bot, game_id, 3, eye_to_use)
        user = seat_user(table, info, info.to_act[0])
        squares = [p.square for p in state.pawns if p.square and not p.face_up]
        order = sorted(squares, key=lambda s: (s[1], s[0]))
        first, second = order[-2], order[-1]
        picker = await open_picker(table, bot, game_id, user)
        eye = "Look at two hidden pawns"
        if eye in buttons(picker):
            opened = (await press_label(table, user, picker, eye)).message
            assert opened is not None
            picker = opened
        labels = list(choices(picker))
        assert f"{eye}: {first} + {second}" in labels, labels
        assert f"{eye}: {first} +" not in labels
        played = await press_label(table, user, picker, f"{eye}: {first} + {second}")
        assert f"`eye {first} {second}`" in played.content, played.content


def lone_destination(state: OstrichesState) -> str | None:
    """A move of the only destination of its pawn that turns no pawn up, if any."""
    if state.phase != "moving":
        return None
    moves = OSTRICHES.legal_actions(state, state.turn)
    for move in moves:
        if sum(m.origin == move.origin for m in moves) == 1 and not turns_up(state, move):
            return OSTRICHES.format(state, move)
    return None


async def test_a_move_shows_its_destination_and_waits_for_the_rotation(table: Table) -> None:
    """A pawn with one destination moved at once (the button said only
    "b1"), and each step of a turn was sent on its own, with no way back."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, state = await advance(bot, game_id, 5, lambda s: lone_destination(s) is not None)
        move = lone_destination(state)
        assert move is not None
        user = seat_user(table, info, info.to_act[0])
        before = await logged(bot, game_id)
        picker = await open_picker(table, bot, game_id, user)
        label = "Knight jump: " + move.replace("-", " → ")
        offered = choices(picker)
        assert label in offered, list(offered)
        # grey, or said in the option: a step of the turn, not sent
        assert offered[label].get("style") == 2 or "sends" not in offered[label].get(
            "description", "")
        drafted = await press_label(table, user, picker, label)
        assert drafted.message is not None and has_picks(drafted.message)
        assert f"So far: {label}" in drafted.content and "Green sends your turn" in \
            drafted.content
        assert drafted_steps(drafted.message) == [move]
        assert await logged(bot, game_id) == before  # nothing sent
        rotations = buttons(drafted.message)
        assert rotations and all(b["style"] == 3 for b in rotations.values())  # they send
        # Back takes the move back, before anything is sent.
        back = await table.fake.press(user, drafted.message, "Back")
        assert back.message is not None and drafted_steps(back.message) == []
        assert label in choices(back.message) and "So far" not in back.content
        drafted = await press_label(table, user, back.message, label)
        assert drafted.message is not None
        rotation = next(iter(buttons(drafted.message)))
        sent = await press_label(table, user, drafted.message, rotation)
        [played] = [row for row in await logged(bot, game_id) if row not in before][:1]
        assert played == move
        rows = (await logged(bot, game_id))[len(before):]
        assert len(rows) == 2 and rows[0] == move
        assert f"`{move} · {rows[1]}`" in sent.content, sent.content


async def test_two_zigs_are_set_together_and_sent_as_one_turn(table: Table) -> None:
    """In Ostrich Scramble a player with two ostriches sets both Zigs in one
    turn, shown together before it is sent (each was sent on its own)."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        user = table.alice
        picker = await open_picker(table, bot, game_id, user)
        answers: list[str] = []  # what each press answered, as it read then
        for _ in range(12):  # set a Zig: the first one offered, twice
            zig = next(label for label in choices(picker) if label.startswith("Set a Zig"))
            result = await press_label(table, user, picker, zig)
            answers.append(result.content)
            if "You played" in result.content:
                break
            assert result.message is not None and has_picks(result.message), result
            picker = result.message
        zigs = await logged(bot, game_id)
        assert len(zigs) == 2 and all(z.startswith("zig ") for z in zigs), zigs
        first = f"So far: Set a Zig: {zigs[0].split()[1]} card "  # in words, not notation
        shown = [answer for answer in answers if first in answer]
        assert shown and "You played" not in shown[0], "\n---\n".join(answers)
        assert f"`{zigs[0]} · {zigs[1]}`" in answers[-1], answers[-1]


# ------------------------------------------------------------------ /move


def winning_move(state: OstrichesState) -> str | None:
    """A legal move that wins at once, if the mover has one."""
    if state.phase != "moving":
        return None
    for move in OSTRICHES.legal_actions(state, state.turn):
        if OSTRICHES.apply(state, state.turn, move)[0].phase == "over":
            return OSTRICHES.format(state, move)
    return None


async def test_a_line_cut_short_by_the_end_says_what_was_played(table: Table) -> None:
    """A /move line whose move ends the game answered as if all of it had been
    played."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, state = await advance(bot, game_id, 9, lambda s: winning_move(s) is not None)
        move = winning_move(state)
        user = seat_user(table, info, info.to_act[0])
        played = await table.fake.slash(user, table.thread(), "move",
                                        options={"action": f"{move} SW cw"})
        assert played.ephemeral
        assert f"You played `{move}`" in played.content, played.content
        assert "The game ended, so `SW cw` was not played." in played.content
        assert (await logged(bot, game_id))[-1] == move
        assert (await bot.service.games.info(game_id)).game.status == "finished"


def quiet_move(state: OstrichesState) -> str | None:
    """A move that turns no pawn up, when the mover has one."""
    if state.phase != "moving":
        return None
    for move in OSTRICHES.legal_actions(state, state.turn):
        if not turns_up(state, move):
            return OSTRICHES.format(state, move)
    return None


def flipping_move(state: OstrichesState) -> str | None:
    if state.phase != "moving":
        return None
    for move in OSTRICHES.legal_actions(state, state.turn):
        if turns_up(state, move):
            return OSTRICHES.format(state, move)
    return None


async def test_autocomplete_continues_a_turn(table: Table) -> None:
    """After "c2-e1 " autocomplete offered nothing more than "c2-e1"."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, state = await advance(bot, game_id, 9, lambda s: flipping_move(s) is not None
                                    and quiet_move(s) is not None)
        move, flip = quiet_move(state), flipping_move(state)
        user = seat_user(table, info, info.to_act[0])

        async def offered(text: str) -> list[str]:
            found = await table.fake.autocomplete(user, table.thread(), "move", "action",
                                                  {"action": text})
            return [choice["value"] for choice in found]

        after = await offered(f"{move} ")
        assert after and all(line.startswith(f"{move} ") for line in after), after
        assert {line.split(" ", 1)[1] for line in after} <= {
            f"{tile} {way}" for tile in ("SW", "SE", "NW", "NE") for way in ("cw", "ccw")}
        assert len(after) >= 6
        narrowed = await offered(f"{move} ne c")
        ne = [line for line in after if line.startswith(f"{move} NE")]
        assert narrowed[:len(ne)] == ne, narrowed
        typed = f"{move} {after[0].split()[1]} cw"
        played = await table.fake.slash(user, table.thread(), "move",
                                        options={"action": typed})
        assert f"`{typed}`" in played.content, played.content
        # What follows a flip depends on the pawn turned up: nothing is suggested after it.
        info, state = await advance(bot, game_id, 9, lambda s: flipping_move(s) is not None)
        flip = flipping_move(state)
        user = seat_user(table, info, info.to_act[0])
        assert await offered(f"{flip} ") in ([], [flip]), await offered(f"{flip} ")


# ------------------------------------------------------------------ what choices say


def deciding_x(state: Any) -> bool:
    return state.pending is not None and state.pending.kind == "x"


async def test_choices_say_what_they_do_and_a_menu_describes_each_option(table: Table) -> None:
    """Labels were bare notation ("b1", "2cw", "0") and a menu's options said nothing
    more: each choice now says what it does in game terms, and each option of a menu has
    a description, in the reader's language, within Discord's limits."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        info, _state = await advance(bot, game_id, 4, deciding_x)
        user = seat_user(table, info, info.to_act[0])
        for locale, verb, described in (
                ("en-US", "X distance", "How far this X card runs."),
                ("fr", "Distance X", "La distance que court cette carte X.")):
            board = table.latest_with(table.thread(), f"g:play:{game_id}:")
            [play] = custom_ids(board, f"g:play:{game_id}:")
            opened = await table.fake.press(user, board, play, locale=locale)
            assert opened.ephemeral and opened.message is not None, opened
            # x 0 to x 20, more than buttons can hold, offered on the first screen
            options = [option for label, option in choices(opened.message).items()
                       if label.startswith(verb)]
            assert len(options) == 21, options
            assert options[0]["label"] == (f"{verb} : 0" if locale == "fr" else f"{verb}: 0"), \
                options[0]
            for option in options:
                assert "menu" in option and len(option["label"]) <= 100
                assert option["description"].endswith(described), option
        chosen = await table.fake.select(user, opened.message, options[3]["menu"],
                                         [options[3]["value"]])
        assert "`x 3`" in chosen.content, chosen.content


async def test_buttons_say_what_they_do_in_both_languages(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info = await bot.service.games.info(game_id)
        user = seat_user(table, info, info.to_act[0])
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        [play] = custom_ids(board, f"g:play:{game_id}:")
        for locale, eye in (("en-US", "Place an Eye ostrich"), ("fr", "Poser une autruche Œil")):
            opened = await table.fake.press(user, board, play, locale=locale)
            assert opened.message is not None
            # five kinds of pawn do not fit in menus of their own: the first screen names
            # each kind in full, and the next its squares, each named in full
            assert eye in choices(opened.message), list(choices(opened.message))
            squares = await table.fake.press(user, opened.message,
                                             choices(opened.message)[eye]["custom_id"],
                                             locale=locale)
            assert squares.message is not None
            labels = list(choices(squares.message))
            assert len(labels) > 1 and all(label.startswith(f"{eye}: ") or label.startswith(
                f"{eye} : ") for label in labels), labels
