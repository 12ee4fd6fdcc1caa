"""Zig Zag (`turns` mode) played through Discord (the fake) by three players, to the winner:
secret discards and course laying, collecting turn by turn, running with its choices, and
never a face-down card, a collect stack or a dealt hand in public."""

from __future__ import annotations

import random
from collections import Counter

from games import get_engine
from games.zigzag.faces import terrain_at
from games.zigzag.geometry import course_neighbours
from games.zigzag.models import ZigZagState
from games.zigzag.running import farthest, targets_from
from sessions import Choice
from tests.leaks.hidden import leak_watch

from .conftest import Table, open_lobby
from .players import Players, check_the_end, check_told_and_kept

ENGINE = get_engine("zigzag")
OPTIONS = "mode=turns peek=true rounds=2"  # peek: a player's own stack is a real secret
PLAYERS_SEED = 4
COLLECT_WEIGHTS = {"take": 6.0, "flip": 3.0, "leave": 1.0, "pass": 0.5}


def fork_terrains(state: ZigZagState, seat: int) -> set[str]:
    """Terrains that would give the runner a choice: shared by two or more fields next to
    where their stack, run as the autopilot would, takes their figure."""
    player = state.seats[seat]
    card, field = player.figure_card, player.figure_field
    for terrain in player.stack:
        targets = targets_from(player, card, field, terrain)
        if not targets or isinstance(target := farthest(targets), str):
            return set()
        card, field = target
    around = Counter(terrain_at(player.course[spot[0]], spot[1])
                     for spot in course_neighbours(card, field, len(player.course)))
    return {terrain for terrain, count in around.items() if count > 1}


def zigzag_choice(state: ZigZagState, seat: int, choices: list[Choice],
                  rng: random.Random) -> Choice:
    """A player who takes the cards that will give them a choice when running, follows the
    bot's advice half the time while collecting (so figures do run), mostly takes what they
    flip, and calls Stop once their stack has grown."""
    if state.phase == "collect":
        forks = fork_terrains(state, seat)
        held = state.held_slot(seat)
        for choice in choices:
            verb, _, slot = choice.notation.partition(" ")
            index = held if verb == "take" and not slot else int(slot) - 1 if slot else None
            if verb == "take" and index is not None and state.table[index] in forks:
                return choice
        if rng.random() < 0.5:
            advice = ENGINE.format(state, ENGINE.auto_action(state, seat))
            for choice in choices:
                if choice.notation == advice:
                    return choice
    by_verb: dict[str, list[Choice]] = {}
    for choice in choices:
        by_verb.setdefault(choice.notation.split()[0], []).append(choice)
    verbs = sorted(by_verb)
    weights = [1.0] * len(verbs)
    if state.phase == "collect":
        stack = len(state.seats[seat].stack)
        weights = [COLLECT_WEIGHTS.get(verb, 0.0 if stack < 3 else 2.0 + stack)
                   for verb in verbs]
    verb = rng.choices(verbs, weights)[0]
    return rng.choice(by_verb[verb])


def command_text(state: ZigZagState, seat: int, choice: Choice, rng: random.Random) -> str:
    """What a player types: the rest of their course in one `order` line while laying."""
    hand = list(state.seats[seat].hand)
    if choice.notation.startswith("next ") and len(hand) > 1:
        rng.shuffle(hand)
        return "order " + " ".join(str(card) for card in hand)
    return choice.notation


def stage(state: ZigZagState) -> tuple[object, ...]:
    """Race, round, phase and whose collecting turn it is: a change posts the board."""
    return state.race, state.round, state.phase, state.turn


async def test_three_players_collect_and_run_to_the_winner(table: Table) -> None:
    rng = random.Random(PLAYERS_SEED)
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "zigzag", OPTIONS, [table.bob, table.carol])
        info = await bot.service.games.info(game_id)
        watch = leak_watch("zigzag", game_id, info.names)
        players = Players(table, bot, game_id, rng, zigzag_choice, watch, stage,
                          command_text=command_text, strict_turns=True)
        info = await players.play_to_the_end(max_steps=800)

        _, actions = await check_the_end(table, bot, info)

        # Every kind of step was played: setup by picker and by /move (an `order` line too),
        # collecting with each verb, running with a choice among fitting fields.
        verbs = {a.notation.split()[0] for a in actions}
        assert {"discard", "next", "order", "flip", "take", "leave", "pass", "stop",
                "go"} <= verbs, verbs
        tally = players.tally
        assert tally.backs and tally.opened_from_dm and tally.views, tally
        check_told_and_kept(table, info, tally, watch, actions)


def hasty_choice(state: ZigZagState, seat: int, choices: list[Choice],
                 rng: random.Random) -> Choice:
    """A player who calls Stop as soon as they hold a card, else takes what they can."""
    for verb in ("stop", "take", "flip"):
        offered = [c for c in choices if c.notation.split()[0] == verb]
        if offered and (verb != "stop" or state.seats[seat].stack):
            return rng.choice(offered)
    return rng.choice(choices)


async def test_a_phase_that_ends_with_the_same_player_to_act_is_posted(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "zigzag", "rounds=1")
        info = await bot.service.games.info(game_id)
        watch = leak_watch("zigzag", game_id, info.names)
        players = Players(table, bot, game_id, random.Random(2), hasty_choice, watch, stage,
                          strict_turns=True)
        info = await players.play_to_the_end(max_steps=400)
        assert info.game.status == "finished"
