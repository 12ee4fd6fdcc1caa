"""Fuzzing the real bot through the fake Discord: whatever arrives, a private answer and no
change.

One arena (see `arena.py`) holds a started game of each kind, a lobby and a cancelled game.
Hypothesis then sends, one interaction at a time: components with fabricated custom_ids
(random text; the bot's own ids truncated, with their numbers replaced by other games',
huge, negative or odd-digit numbers, other versions, other kinds, extra parts), `/move`
with garbage and oversized notation, slash commands with option values Discord's own UI
would refuse (numbers beyond int64, unknown game kinds, choices that are not choices) and
garbage `/game new` options and clocks, and autocomplete with garbage typed.

Every example must get an ephemeral answer that says something (or, for autocomplete, a
list of choices), log no ERROR or traceback, leave the fake without problems, and change
neither the database nor anything the channel shows. Examples that could legitimately
change something (a press naming a legal action of its presser, a valid `/game new`, a
host cancelling their own game) are recognised by an oracle and skipped; they are what the
end-to-end tests play.
"""

from __future__ import annotations

import copy
from collections.abc import Coroutine, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import (
    HealthCheck,
    Phase,
    currently_in_test_context,
    given,
    note,
    reject,
    settings,
)
from hypothesis import strategies as st

from cogs.absence import ReclaimButton, VoteButton
from cogs.game_commands import LobbyButton, parse_options
from cogs.kit.picker import PickButton, PickSelect
from cogs.kit.replies import is_stored_id
from games import engine_names, get_engine
from games.base import IllegalAction, resolve_options
from sessions import SessionError, parse_clock
from sessions.play.levels import decode_path, picker_level
from tests.fake_discord.interactions import InteractionResult, command_data
from tests.fake_discord.models import FakeChannel, FakeUser, PermissionDenied, RecordedMessage

from .arena import Arena
from .corpus import Typist, positions

FUZZ = settings(derandomize=True, database=None, deadline=None,
                phases=[Phase.explicit, Phase.generate],  # the arena moves on: no shrinking
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                       HealthCheck.data_too_large])
USERS = ("alice", "bob", "carol", "dave")
KINDS = ("view", "play", "pick", "back", "sel", "lobby", "vote", "reclaim", "", "PLAY", "g:g")
ODD_NUMBERS = ("0", "1", "2", "3", "4", "5", "6", "7", "-1", "+1", "١", "٣", "²", "0001",
               "1.0", "0x1", "1e3", " 1", "", "99999", "9" * 19, "9" * 20, str(2**63 - 1),
               str(2**63), str(2**64), "9" * 60)
GAME_NUMBERS = st.one_of(
    st.sampled_from([0, 1, 2, 3, 4, 5, 6, 999, -1, 2**63 - 1, 2**63, 2**64, -(2**63) - 1,
                     10**30, -(10**30)]),
    st.integers(-(2**70), 2**70),
)
MESSAGE_MAX = 2000
UNCHECKED_KEYS = ("choices", "min_value", "max_value", "min_length", "max_length")


@pytest.fixture(scope="module")
def arena(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Arena]:
    running = Arena(Path(tmp_path_factory.mktemp("fuzz-arena")))
    running.open()
    try:
        yield running
    finally:
        running.close()


@pytest.fixture(scope="module")
def typist() -> Typist:
    return Typist(positions())


# ------------------------------------------------------------------ the checks


def tell(text: str) -> None:
    """Note `text` for hypothesis's report of a failing example (outside one: nothing)."""
    if currently_in_test_context():
        note(text)


def answered_privately(result: InteractionResult, pressed: RecordedMessage | None) -> None:
    """An ephemeral answer with words in it, or an edit of the private message pressed."""
    tell(f"answer: {result!r}, followups {[m.content[:80] for m in result.followups]}")
    if result.callback_type in (4, 5):
        assert result.ephemeral and result.content.strip(), result
    else:
        assert result.callback_type in (6, 7), result
        assert pressed is not None and (pressed.ephemeral or pressed.guild_id is None), (
            "a public message was edited in answer to a fabricated press", result)
    assert all(m.ephemeral for m in result.followups), result.followups
    assert all(len(m.content) <= MESSAGE_MAX for m in result.messages)


class Unchanged:
    """Snapshots the database and the channel before an interaction; `check` after it."""

    def __init__(self, arena: Arena) -> None:
        self.arena = arena
        self.database = arena.database_snapshot()
        self.public = arena.public_snapshot()

    @classmethod
    def after_a_bad(cls, arena: Arena, what: str,
                    may_change: Coroutine[Any, Any, bool]) -> Unchanged:
        """The snapshot before an interaction meant to be refused: one that `may_change`
        the game (a valid request after all) is rejected as an example, not checked."""
        tell(what)
        if arena.run(may_change):
            assert currently_in_test_context(), "not a bad request"
            reject()
        return cls(arena)

    def check(self) -> None:
        """Nothing stored or shown changed, nothing was logged as an error, the fake saw no
        problem."""
        arena = self.arena
        errors = arena.errors.take()
        assert not errors, "the bot logged errors:\n" + "\n".join(errors)
        assert not arena.fake.problems(), arena.fake.problems()
        after = arena.database_snapshot()
        changed = [table for table in after if after[table] != self.database.get(table)]
        assert not changed, f"tables changed: {changed}"
        assert arena.public_snapshot() == self.public, "the channel shows something new"


# ------------------------------------------------------------------ oracles: legitimate changes


async def press_may_change(arena: Arena, user: FakeUser, custom_id: str,
                           values: list[str] | None) -> bool:
    """Whether a press could legitimately change something: a lobby action on a live game,
    a picker step that completes a legal action of its presser."""
    def match(item: Any) -> Any:
        return item.__discord_ui_compiled_template__.fullmatch(custom_id)

    lobby = match(LobbyButton)
    if lobby is not None:
        game_id = int(lobby["game"])
        game = await arena.bot.store.get_game(game_id) if is_stored_id(game_id) else None
        live = ("lobby", "active") if lobby["action"] == "cancel" else ("lobby",)
        return game is not None and game.status in live
    if match(VoteButton) or match(ReclaimButton):
        return False  # the arena has no vote and no seat played by the bot (checked)
    pick, select = match(PickButton), match(PickSelect)
    found = pick or select
    if found is None or not is_stored_id(int(found["game"])):
        return False
    path = decode_path(found["path"])
    if pick is not None:
        prefix, label = path[:-1], path[-1] if path else ""
    else:
        prefix, label = path, values[0] if values else ""
    try:
        _, choices = await arena.bot.service.play.choices(int(found["game"]), user.id)
    except SessionError:
        return False
    return label in picker_level(choices, prefix).complete


async def move_may_change(arena: Arena, user: FakeUser, text: str, game: int | None) -> bool:
    """Whether `/move text` names a legal action of the user in a game waiting for them."""
    service = arena.bot.service
    for info in await service.games.games_of(user.id):
        seat = info.seat_of(user.id)
        if (game is not None and info.id != game) or seat not in info.to_act:
            continue
        engine, state = get_engine(info.game.kind), service.games.state_of(info)
        try:
            engine.apply(state, seat, engine.parse(state, seat, text))
        except IllegalAction:
            continue
        return True
    return False


async def command_may_change(arena: Arena, user: FakeUser, command: str,
                             options: Mapping[str, Any]) -> bool:
    """Whether a slash command could legitimately change something with these options."""
    if command == "move":
        return await move_may_change(arena, user, options["action"], options.get("game"))
    store = arena.bot.store
    game_id = options.get("game")
    game = await store.get_game(game_id) if isinstance(game_id, int) and is_stored_id(
        game_id) else None
    live = game is not None and game.status in ("lobby", "active")
    seats = await store.get_seats(game.id) if game is not None else []
    seated = any(seat.user_id == user.id for seat in seats)
    if command == "game new":
        try:
            engine = get_engine(str(options["kind"]))
            resolve_options(engine.options, parse_options(options.get("options")))
            if options.get("clock") is not None:
                parse_clock(str(options["clock"]))
        except (KeyError, SessionError, IllegalAction):
            return False
        return True
    if command == "game cancel":
        return live and (user.name == "alice" or (game is not None and game.host_id == user.id))
    if command == "game kick":
        return live and game is not None and game.host_id == user.id
    if command == "game resign":
        return live and seated
    if command == "settings vacation":
        return bool(0 <= options["days"] <= 366)
    if command == "settings digest":
        return options["state"] in ("on", "off") and options.get("hour") in (None, *range(24))
    if command == "settings language":
        return options["language"] in ("auto", "en", "fr")
    if command in ("settings notifications", "settings threads"):
        return options["state"] in ("on", "off")
    return False


# ------------------------------------------------------------------ sending what Discord would not


def _unchecked(definition: dict[str, Any]) -> dict[str, Any]:
    """A command definition without choices and ranges: what a client that skips Discord's
    checks may send."""
    loose = copy.deepcopy(definition)

    def strip(options: list[dict[str, Any]]) -> None:
        for option in options:
            for key in UNCHECKED_KEYS:
                option.pop(key, None)
            strip(option.get("options") or [])

    strip(loose.get("options") or [])
    return loose


async def raw_command(arena: Arena, user: FakeUser, channel: FakeChannel, command: str,
                      options: Mapping[str, Any], focused: str | None = None,
                      ) -> InteractionResult:
    """`/command options` (or its autocomplete when `focused`), with values outside the
    choices and ranges the command declares."""
    fake = arena.fake
    try:
        channel, definition, path = fake._allowed_command(user, channel, command, None)
    except PermissionDenied:
        reject()
    data = command_data(fake, _unchecked(definition), path, options,
                        guild_id=channel.guild_id, focused=focused)
    record = await fake._dispatch_interaction(user, channel, 4 if focused else 2, data, None)
    return await fake._await_answer(record, None, True, f"/{command}")


def channels(arena: Arena) -> list[FakeChannel]:
    """The games channel and every game thread."""
    seating = arena.seating
    return [seating.channel, *arena.fake.threads_of(seating.channel)]


# ------------------------------------------------------------------ strategies


def _replace_field(custom_id: str, index: int, value: str) -> str:
    fields = custom_id.split(":")
    fields[index % len(fields)] = value
    return ":".join(fields)


def custom_ids(real: list[str]) -> st.SearchStrategy[str]:
    """Fabricated custom_ids: random, g:-shaped, or the bot's own ones altered."""
    own = st.sampled_from(real)
    field = st.one_of(st.sampled_from(ODD_NUMBERS), st.text(max_size=12),
                      st.sampled_from(["eye", "=pass", "claim", "zig/blue", "discard", "=", "/",
                                       "//", "a1", "NE", "=" * 3]))
    return st.one_of(
        st.text(min_size=1, max_size=100),
        st.builds(lambda kind, rest: ":".join(["g", kind, *rest]), st.sampled_from(KINDS),
                  st.lists(field, max_size=5)),
        own,
        st.builds(lambda cid, cut: cid[:max(1, cut % len(cid))], own, st.integers(1, 99)),
        st.builds(_replace_field, own, st.integers(1, 5), field),
        st.builds(lambda cid, kind: _replace_field(cid, 1, kind), own, st.sampled_from(KINDS)),
        st.builds(lambda cid, tail: cid + tail, own,
                  st.sampled_from([":1", ":", "/", "/x", "/=pass", "::", "\x00", " "])),
    ).map(lambda cid: cid[:100]).filter(bool)


@st.composite
def presses(draw: st.DrawFn, arena: Arena) -> tuple[str, int, str, list[str] | None]:
    """(user, which pressable message, custom_id, select values or None for a button)."""
    custom_id = draw(custom_ids(arena.initial_custom_ids))
    user = draw(st.sampled_from(USERS))
    message = draw(st.integers(0, 10**6))
    values = draw(st.one_of(st.none(), st.lists(st.text(min_size=1, max_size=30), min_size=1,
                                                max_size=3)))
    if values is None and custom_id.startswith("g:sel:") and draw(st.booleans()):
        values = [draw(st.sampled_from(["eye", "claim", "zig", "=pass", "discard", "x"]))]
    return user, message, custom_id, values


# ------------------------------------------------------------------ the tests


def test_the_arena_has_no_vote_and_no_bot_seat(arena: Arena) -> None:
    snapshot = arena.database_snapshot()
    assert snapshot["votes"] == []
    games = [arena.run(arena.bot.service.games.info(game_id))
             for game_id in arena.seating.games.values()]
    assert {info.game.status for info in games} == {"lobby", "active", "cancelled"}
    assert not any(info.is_auto(seat.seat) for info in games for seat in info.seats)


def check_press(arena: Arena, name: str, message: RecordedMessage, custom_id: str,
                values: list[str] | None) -> None:
    """Press `custom_id` on `message` as `name`: refused privately, nothing changed."""
    user = arena.user(name)
    unchanged = Unchanged.after_a_bad(
        arena, f"{name} presses {custom_id!r} (values {values}) on {message.content[:60]!r}",
        press_may_change(arena, user, custom_id, values))
    result = arena.run(arena.fake.press_custom(user, message, custom_id, values=values))
    answered_privately(result, message)
    unchanged.check()


@pytest.mark.parametrize(("name", "custom_id", "values"), [
    ("alice", "xyz", None),  # claimed by no item: discord.py would not answer at all
    ("bob", "g:play:-1:1", None),
    ("bob", "g:view:99999999999999999999", None),  # beyond SQLite's integers
    ("carol", "g:lobby:join:99999999999999999999", None),
    ("alice", "g:vote:1:99999999999999999999:auto", None),
    ("bob", "g:pick:1:2:", None),  # an empty picker path
    ("bob", "g:sel:2:3:0:", None),  # a menu pressed as a button: no value
    ("bob", "g:pick:1:2:eye", None),  # a real step, but on the public board
    ("dave", "g:sel:3:2:0:discard", ["12"]),  # the right shape, a game dave is not in
    ("carol", "g:pick:1:2:eye", None),
    ("alice", "g:play:1:2:", None),  # one part too many
    ("bob", "g:lobby:start:1", None),  # a lobby button naming a running game
])
def test_known_bad_presses_are_refused_privately(arena: Arena, name: str, custom_id: str,
                                                 values: list[str] | None) -> None:
    board = next(m for m in arena.pressable(arena.user(name)) if arena.fake.is_public(m)
                 and any(c.get("custom_id", "").startswith("g:play:1:")
                         for c in m.all_components()))
    check_press(arena, name, board, custom_id, values)


@settings(FUZZ, max_examples=200)
@given(data=st.data())
def test_fabricated_custom_ids_are_refused_privately(arena: Arena, data: st.DataObject) -> None:
    name, index, custom_id, values = data.draw(presses(arena))
    messages = arena.pressable(arena.user(name))
    check_press(arena, name, messages[index % len(messages)], custom_id, values)


def _own_notations(arena: Arena, user: FakeUser) -> tuple[str, ...]:
    """The notation of every action legal for `user` right now, in every arena game."""
    async def collect() -> tuple[str, ...]:
        found: list[str] = []
        for info in await arena.bot.service.games.games_of(user.id):
            if info.seat_of(user.id) in info.to_act:
                _, choices = await arena.bot.service.play.choices(info.id, user.id)
                found += [choice.notation for choice in choices]
        return tuple(found)
    return arena.run(collect())


@settings(FUZZ, max_examples=80)
@given(data=st.data())
def test_move_with_garbage_notation_is_refused_privately(arena: Arena, typist: Typist,
                                                         data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(USERS))
    user = arena.user(name)
    text = data.draw(typist.texts(_own_notations(arena, user)))[:6000] or " "
    game = data.draw(st.one_of(st.none(), GAME_NUMBERS))
    place = channels(arena)[data.draw(st.integers(0, 10)) % len(channels(arena))]
    options: dict[str, Any] = {"action": text, **({} if game is None else {"game": game})}
    check_command(arena, name, place, "move", options)


TEXT = st.one_of(st.text(max_size=60), st.sampled_from(["", " ", "=", "9" * 200, "a=b=c",
                                                        "memory=", "=assist", "max_rounds=-1",
                                                        "rounds=" + "9" * 5000, "races=0",
                                                        "peek=oui", "peek=maybe", "mode=LIVE",
                                                        "bushes=fixed,,memory=assist"]))
OPTION_WORDS = st.sampled_from(["memory", "bushes", "max_rounds", "mode", "peek", "autopilot",
                                "places", "races", "rounds", "kind", "", "MEMORY", "mémoire"])
OPTION_VALUES = st.one_of(st.sampled_from(["pure", "assist", "random", "fixed", "turns",
                                           "live", "true", "false", "oui", "non", "0", "1",
                                           "-1", "201", "99", "100", "1e3", "9" * 40, "²",
                                           ""]), st.text(max_size=12))
GAME_OPTIONS = st.one_of(TEXT, st.lists(st.builds(lambda k, v: f"{k}={v}", OPTION_WORDS,
                                                  OPTION_VALUES), max_size=4).map(" ".join))
CLOCKS = st.one_of(st.none(), TEXT, st.sampled_from(
    ["none", "move:24h", "move:0h", "move:-1h", "move:99999999999999999999d", "bank:3d+1d/7d",
     "bank:0d+0d/0d", "bank:1d+99999d/1d", "move:", "bank:", "move:1x", "bank:3d+1d",
     "move:24h extra", "MOVE:24H", "move:1.5h", "move:١h"]))
KIND_VALUES = st.one_of(st.sampled_from(list(engine_names())),
                        st.sampled_from(["", "chess", "OSTRICHES", "ostriches ", "zig zag"]),
                        st.text(max_size=20))


@st.composite
def commands(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """A slash command with garbage or out-of-range option values."""
    game = draw(GAME_NUMBERS)
    choice = draw(st.sampled_from([
        "game new", "game view", "game log", "game cancel", "game kick", "game recap",
        "game resign", "game reclaim", "settings language", "settings notifications",
        "settings threads", "settings vacation", "settings digest", "stats leaderboard",
        "stats player", "game mine", "game list"]))
    if choice == "game new":
        options: dict[str, Any] = {"kind": draw(KIND_VALUES)}
        if draw(st.booleans()):
            options["options"] = draw(GAME_OPTIONS)
        clock = draw(CLOCKS)
        if clock is not None:
            options["clock"] = clock
        return choice, options
    if choice in ("game view", "game log", "game cancel", "game recap", "game resign",
                  "game reclaim"):
        return choice, {"game": game}
    if choice == "game kick":
        return choice, {"game": game, "player": draw(st.sampled_from(USERS))}
    if choice == "settings vacation":
        return choice, {"days": draw(st.one_of(st.integers(max_value=-1),
                                               st.integers(min_value=367),
                                               st.sampled_from([2**63, -(2**63), 10**30])))}
    if choice == "settings digest":
        options = {"state": draw(st.one_of(st.sampled_from(["on", "off"]), TEXT))}
        hour = draw(st.one_of(st.none(), st.integers(max_value=-1), st.integers(min_value=24)))
        return choice, options | ({} if hour is None else {"hour": hour})
    if choice == "settings language":
        return choice, {"language": draw(st.one_of(st.sampled_from(["de", "EN", "", "xx-YY"]),
                                                   TEXT))}
    if choice in ("settings notifications", "settings threads"):
        return choice, {"state": draw(st.one_of(st.sampled_from(["ON", "yes", ""]), TEXT))}
    if choice == "stats leaderboard":
        return choice, {"game": draw(KIND_VALUES)}
    return choice, {}


def check_command(arena: Arena, name: str, place: FakeChannel, command: str,
                  options: dict[str, Any]) -> None:
    """`/command options` as `name` in `place`: refused (or listed) privately, nothing
    changed."""
    user = arena.user(name)
    unchanged = Unchanged.after_a_bad(
        arena, f"{name} in {place.name}: /{command} {options!r:.300}",
        command_may_change(arena, user, command, options))
    answered = arena.run(raw_command(arena, user, place, command, options))
    if command in ("game mine", "game list", "stats player"):  # listings: nothing to refuse
        assert answered.ephemeral and answered.content, answered
    else:
        answered_privately(answered, None)
    unchanged.check()


@pytest.mark.parametrize(("name", "command", "options"), [
    ("bob", "move", {"action": "eye@c2", "game": 2**64}),  # beyond SQLite's integers
    ("bob", "move", {"action": "x" * 6000}),  # quoted back: longer than a message may be
    ("alice", "game view", {"game": 2**70}),
    ("alice", "game resign", {"game": -(2**63) - 1}),
    ("alice", "game new", {"kind": "chess"}),
    ("alice", "game new", {"kind": "zigzag", "options": "rounds=" + "9" * 5000}),
    ("alice", "game new", {"kind": "ostriches", "clock": "move:99999999999999999999d"}),
    ("bob", "settings language", {"language": "xx"}),  # not a choice: nothing stored
    ("alice", "settings threads", {"state": "maybe"}),
    ("bob", "settings vacation", {"days": 2**63}),
    ("bob", "stats leaderboard", {"game": "chess"}),
])
def test_known_bad_commands_are_refused_privately(arena: Arena, name: str, command: str,
                                                  options: dict[str, Any]) -> None:
    check_command(arena, name, arena.seating.channel, command, options)


@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_slash_options_out_of_range_or_garbage_are_refused_privately(
        arena: Arena, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(USERS))
    command, options = data.draw(commands())
    if "player" in options:
        options["player"] = arena.user(options["player"])
    place = channels(arena)[data.draw(st.integers(0, 10)) % len(channels(arena))]
    check_command(arena, name, place, command, options)


AUTOCOMPLETE = [
    ("move", "action", ("game",)), ("move", "game", ()), ("game new", "options", ("kind",)),
    ("game new", "clock", ("kind",)), ("game view", "game", ()), ("game cancel", "game", ()),
    ("game recap", "game", ()), ("game resign", "game", ()),
]


@settings(FUZZ, max_examples=80)
@given(data=st.data())
def test_autocomplete_with_garbage_offers_a_list(arena: Arena, typist: Typist,
                                                 data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(USERS))
    command, focused, others = data.draw(st.sampled_from(AUTOCOMPLETE))
    typed = data.draw(st.one_of(typist.texts(), TEXT, GAME_OPTIONS))[:6000]
    options: dict[str, Any] = {focused: typed}
    if "game" in others and data.draw(st.booleans()):
        options["game"] = data.draw(GAME_NUMBERS)
    if "kind" in others:
        options["kind"] = data.draw(KIND_VALUES)
    place = channels(arena)[data.draw(st.integers(0, 10)) % len(channels(arena))]
    tell(f"{name} in {place.name}: /{command} autocomplete {options!r:.300}")
    unchanged = Unchanged(arena)
    result = arena.run(raw_command(arena, arena.user(name), place, command, options,
                                   focused=focused))
    assert result.callback_type == 8 and result.choices is not None, result
    assert len(result.choices) <= 25
    unchanged.check()
