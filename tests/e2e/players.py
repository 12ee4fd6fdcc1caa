"""Players driving a whole game through the fake Discord, one interaction at a time.

Each step, one of the seats the game waits for does one thing a person would do: press Play
(on the newest board in the thread or on their turn DM; now and then "My view" first), take
one step in their private picker towards the action they chose (now and then a step back),
or type the action with `/move` after checking that autocomplete offers it. The picker puts a
turn of several steps together before sending it (the draft its buttons carry): a player
who chose a step of it then chooses the next one in the state the draft leads to. In a
simultaneous phase the players' steps interleave, so pickers opened before someone else's
submission are pressed after it.

The action itself is chosen from the legal ones by a per-game `Chooser`; the picker must then
be able to reach it by its menu path (an unreachable action fails the test). After every
action the driver waits until delivery has sent what it caused, then checks what the channel
received for that action: no secret (see `LeakWatch`), a line naming the player when they
submit in a simultaneous phase (who, never what, so no image), a board when the turn passes.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import i18n
from cogs.app import GameBot
from games import get_engine
from sessions import Choice, GameInfo, SessionError
from sessions.core.fairness import FairRecord
from sessions.play.drafting import STEP_JOINER
from sessions.play.levels import decode_path, decode_picker
from sessions.words.presenter import outcome_line, render_lines, seat_names
from storage import ActionRecord
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import PATIENCE, FakeUser, RecordedMessage, version_text

from .conftest import Table
from .leaks import KINDS, LeakWatch

Chooser = Callable[[Any, int, list[Choice], random.Random], Choice]
"""(engine state, seat, its legal choices, rng) -> the action the player goes for."""

CommandText = Callable[[Any, int, Choice, random.Random], str]
"""(engine state, seat, chosen action, rng) -> what the player types after /move."""

Stage = Callable[[Any], tuple[object, ...]]
"""engine state -> which phase and turn the game is in: when it changes, the channel should
see a board (see `Players.strict_turns`)."""

PICKS = ("g:pick:", "g:sel:")
END_OF_TIME = datetime(9999, 1, 1, tzinfo=UTC)
STALE = "out of date"
# How a press the game moved past is refused: why, then that nothing was played.
REFUSED = (STALE, "so nothing was played", "so nothing more was played")


class QuietTurn(AssertionError):
    """A turn or phase ended and the channel was not shown the board."""


def custom_ids(message: RecordedMessage, prefix: str) -> list[str]:
    """The custom_ids on `message` that start with `prefix`."""
    return [c["custom_id"] for c in message.all_components()
            if c.get("custom_id", "").startswith(prefix)]


def has_picks(message: RecordedMessage | None) -> bool:
    """Whether `message` is a picker (it offers choices)."""
    return message is not None and any(
        c.get("custom_id", "").startswith(PICKS) for c in message.all_components())


def button_path(custom_id: str) -> list[str]:
    """The picker path a g:pick / g:back button carries: g:pick:<game>:<version>:<path>."""
    return decode_path(custom_id.split(":", 4)[4])


def select_prefix(custom_id: str) -> list[str]:
    """The prefix a g:sel menu stands under: g:sel:<game>:<version>:<part>:<path>."""
    return decode_path(custom_id.split(":", 5)[5])


def picker_draft(message: RecordedMessage) -> list[str]:
    """The steps of the turn a picker message holds, chosen but not yet sent."""
    for custom_id in custom_ids(message, "g:pick:"):
        return decode_picker(custom_id.split(":", 4)[4])[0]
    for custom_id in custom_ids(message, "g:sel:"):
        return decode_picker(custom_id.split(":", 5)[5])[0]
    return []


def picker_prefix(message: RecordedMessage) -> list[str]:
    """The labels already chosen in a picker message: where its menus stand, else what its
    buttons' paths share (a screen may offer actions a few labels below its level)."""
    for custom_id in custom_ids(message, "g:sel:"):
        return select_prefix(custom_id)
    paths = [button_path(custom_id) for custom_id in custom_ids(message, "g:pick:")]
    if len(paths) == 1:
        return paths[0][:-1]
    shared: list[str] = []
    for labels in zip(*paths, strict=False):
        if len(set(labels)) > 1:
            break
        shared.append(labels[0])
    return shared


def leads_to(path: list[str], target: Choice) -> bool:
    """Whether a choice carrying `path` (its labels from the start of the step) takes
    `target`, or opens a level on the way to it."""
    wanted = list(target.path)
    if path and path[-1].startswith("="):  # an action ending where longer ones go on
        return path == [*wanted, "=" + target.notation]
    return 0 < len(path) <= len(wanted) and wanted[:len(path)] == path


@dataclass(frozen=True)
class Way:
    """The picker's choice that takes an action, or leads towards it: its component, the
    menu option's value (None: a button), and the labels it carries from the start of the
    step."""

    custom_id: str
    value: str | None
    path: list[str]

    async def press(self, table: Table, user: FakeUser,
                    picker: RecordedMessage) -> InteractionResult:
        """Press the button, or choose the menu's option."""
        if self.value is None:
            return await table.fake.press(user, picker, self.custom_id)
        return await table.fake.select(user, picker, self.custom_id, [self.value])


def ways(picker: RecordedMessage) -> list[Way]:
    """Every choice of `picker`: its buttons, and its menus' options."""
    found = [Way(custom_id, None, button_path(custom_id))
             for custom_id in custom_ids(picker, "g:pick:")]
    for custom_id in custom_ids(picker, "g:sel:"):
        menu = next(c for c in picker.all_components() if c.get("custom_id") == custom_id)
        found += [Way(custom_id, option["value"],
                      [*select_prefix(custom_id), *option["value"].split("/")])
                  for option in menu["options"]]
    return found


def way_to(picker: RecordedMessage, target: Choice | str, path: Sequence[str] = ()) -> Way | None:
    """The choice of `picker` that takes `target` (a choice, or a notation with its picker
    `path`) or leads towards it; a screen may offer an action a few labels below its level,
    as a button carrying them all or a menu option whose value holds them."""
    wanted = target if isinstance(target, Choice) else Choice(target, tuple(path))
    return next((way for way in ways(picker) if leads_to(way.path, wanted)), None)


def private_text(table: Table) -> str:
    """Everything the bot told the three users privately: DMs and ephemeral answers, every
    version of each."""
    fake = table.fake
    private = [m for user in (table.alice, table.bob, table.carol)
               for m in (*fake.dms_to(user), *fake.ephemeral_to(user))]
    return "\n".join(version_text(v) for m in private for v in m.versions)


async def check_the_end(table: Table, bot: GameBot,
                        info: GameInfo) -> tuple[Any, list[ActionRecord]]:
    """A game played to its end posted its final board in its thread, with how it ended
    and the whole record attached; returns the final state and the action log."""
    kind, game_id = info.game.kind, info.id
    record_name = f"{kind}-{game_id}.json"
    final = await table.fake.wait_for_message(
        lambda m: m.channel_id == table.thread().id and any(
            a.filename == record_name for a in m.attachments))
    assert info.game.status == "finished"
    state = bot.service.games.state_of(info)
    outcome = get_engine(kind).outcome(state)
    assert outcome is not None and outcome.winners
    assert render_lines([outcome_line(kind, outcome, info.names)], "en") in final.content
    actions = await bot.store.list_actions(game_id)
    [record] = [a for a in final.attachments if a.filename == record_name]
    assert "board.png" in [a.filename for a in final.attachments]
    recorded = FairRecord.model_validate_json(record.data).actions
    assert [(a.seat, a.notation) for a in recorded] == [(a.seat, a.notation) for a in actions]
    return state, actions


def check_told_and_kept(table: Table, info: GameInfo, tally: Tally, watch: LeakWatch,
                        actions: list[ActionRecord]) -> None:
    """The players played mostly by the picker, by /move now and then, and the log holds
    what they played; each was told privately when the game waited for them; no public
    message ever held a secret, while the same phrases did reach their owners privately and
    the hidden ones were posted once revealed (so the leak checks can fail)."""
    assert tally.actions_by_picker > tally.actions_by_command > 0, tally
    assert sorted(tally.notations) == sorted(a.notation for a in actions)
    for user in (table.alice, table.bob, table.carol):
        notice = i18n.t("turn.your_turn", "en", game=info.id,
                        kind=i18n.t(f"game_name.{info.game.kind}", "en"))
        assert any(notice in m.content for m in table.fake.dms_to(user)), user.name
    public = table.fake.public_text()
    assert not watch.leaks(public), watch.leaks(public)
    proof = watch.proof(private_text(table), public)
    assert all(proof[kind] for kind in KINDS) and proof["revealed later"], proof


@dataclass
class Tally:
    """What the players did, for the test's assertions about coverage."""

    actions_by_picker: int = 0
    actions_by_command: int = 0
    selects: int = 0
    backs: int = 0
    views: int = 0
    opened_from_dm: int = 0
    opened_from_thread: int = 0
    stale_boards: int = 0  # Play pressed on a board the game had moved past
    stale_pickers: int = 0  # a picker step refused because the game had moved on
    notations: list[str] = field(default_factory=list)
    quiet_turns: list[str] = field(default_factory=list)  # turns/phases over, no board


class Players:
    """Alice, Bob (and Carol) playing game `game_id` until it ends."""

    def __init__(self, table: Table, bot: GameBot, game_id: int, rng: random.Random,
                 chooser: Chooser, watch: LeakWatch, stage: Stage, *,
                 strict_turns: bool = False, command_text: CommandText | None = None,
                 command_every: int = 3) -> None:
        self.table, self.bot, self.game_id, self.rng = table, bot, game_id, rng
        self.chooser, self.watch, self.stage = chooser, watch, stage
        self.strict_turns = strict_turns
        self.command_text = command_text or (lambda state, seat, choice, rng: choice.notation)
        self.command_every = command_every
        self.pickers: dict[int, RecordedMessage] = {}
        self.targets: dict[int, tuple[tuple[str, ...], Choice]] = {}  # draft, step after
        self.started = self.opened = self.presses = 0  # new actions, pickers, Back-able
        self.seen: set[int] = set()
        self.typing: set[int] = set()  # users finishing by /move a turn they began by it
        self.outsider_checked = False
        self.tally = Tally()

    @property
    def thread(self) -> Any:
        """The game's thread."""
        return self.table.thread()

    async def play_to_the_end(self, max_steps: int) -> GameInfo:
        """Step until the game is over; every action is checked as it is delivered."""
        info = await self.bot.service.games.info(self.game_id)
        await self.after_action(info, info, None)
        for _ in range(max_steps):
            if info.game.status != "active":
                return info
            seat = self.rng.choice(info.to_act)
            user = self.table.user(info.user_of(seat) or 0)
            if len(info.to_act) == 1 and not self.outsider_checked:
                await self.others_are_refused(info, user)
            await self.step(info, seat, user)
            after = await self.bot.service.games.info(self.game_id)
            if after.game.version != info.game.version:
                self.targets.pop(user.id, None)
                before = self.stage(self.bot.service.games.state_of(info))
                if seat not in after.to_act or after.game.status != "active" or (
                        self.stage(self.bot.service.games.state_of(after)) != before):
                    self.typing.discard(user.id)
                await self.after_action(info, after, seat)
            info = after
        raise AssertionError(f"game {self.game_id} still running after {max_steps} steps")

    # -------------------------------------------------------------- one step

    async def step(self, info: GameInfo, seat: int, user: FakeUser) -> None:
        """One interaction by `user`: /move (every `command_every`-th action they start),
        else open a picker or take one step in it. A step chosen in the picker may be
        held in the turn it puts together (the draft): the next target is then a step
        after it, chosen in the state the draft leads to."""
        state = self.bot.service.games.state_of(info)
        picker = self.pickers.get(user.id)
        steps = picker_draft(picker) if picker is not None else []
        held = self.targets.get(user.id)
        target = held[1] if held is not None and held[0] == tuple(steps) else None
        try:
            draft = self.bot.service.play.draft_in(info, user.id, steps)
        except SessionError:  # the draft no longer stands: start the turn again
            self.pickers.pop(user.id, None)
            self.targets.pop(user.id, None)
            return
        if target is None or target.notation not in {c.notation for c in draft.choices}:
            drafted = self.drafted_state(state, seat, steps)
            fresh = held is None and not steps  # a new action: pick it, and how to play it
            target = self.chooser(drafted, seat, list(draft.choices), self.rng)
            if fresh:
                self.started += 1
                # who typed the start of a turn types the rest of it too
                if user.id in self.typing or self.started % self.command_every == 0:
                    self.typing.add(user.id)
                    await self.by_command(state, seat, user, target)
                    return
        self.targets[user.id] = (tuple(steps), target)
        if picker is None:
            await self.open_picker(user)
        else:
            await self.press_towards(user, picker, target, steps)

    def drafted_state(self, state: Any, seat: int, steps: list[str]) -> Any:
        """The state once the draft's steps are played (on a copy: nothing is sent)."""
        engine = get_engine(self.watch.kind)
        for text in steps:
            state, _ = engine.apply(state, seat, engine.parse(state, seat, text))
        return state

    async def others_are_refused(self, info: GameInfo, user: FakeUser) -> None:
        """While the game waits for `user` alone, another player's /move of that very action
        is refused, privately, and changes nothing."""
        _, choices = await self.bot.service.play.choices(self.game_id, user.id)
        other = next(self.table.user(s.user_id) for s in info.seats if s.user_id != user.id)
        refused = await self.table.fake.slash(
            other, self.thread, "move", options={"action": choices[0].notation,
                                                 "game": self.game_id})
        assert refused.ephemeral and "not your turn" in refused.content, refused
        assert not has_picks(refused.message)
        after = await self.bot.service.games.info(self.game_id)
        assert after.game.version == info.game.version
        self.outsider_checked = True

    async def by_command(self, state: Any, seat: int, user: FakeUser, target: Choice) -> None:
        """Type the chosen action with /move, after checking autocomplete offers it."""
        text = self.command_text(state, seat, target, self.rng)
        if text == target.notation:
            offered = await self.table.fake.autocomplete(user, self.thread, "move", "action",
                                                         {"action": text})
            assert text in [c["value"] for c in offered], (text, offered)
        result = await self.table.fake.slash(user, self.thread, "move", options={"action": text})
        assert result.ephemeral, result
        assert f"`{text}`" in result.content, result.content
        self.tally.actions_by_command += 1
        self.tally.notations.append(text)
        self.keep_picker(user, result.message)

    async def open_picker(self, user: FakeUser) -> None:
        """Press Play on the newest board in the thread, or on the user's turn DM."""
        dms = [m for m in self.table.fake.dms_to(user)
               if custom_ids(m, f"g:play:{self.game_id}:")]
        boards = [m for m in self.table.fake.messages_in(self.thread)
                  if custom_ids(m, f"g:play:{self.game_id}:")]
        self.opened += 1
        from_dm = bool(dms) and self.opened % 3 == 0
        source = dms[-1] if from_dm else boards[-1]
        if self.opened % 4 == 1:
            await self.look(user, source)
        [play] = custom_ids(source, f"g:play:{self.game_id}:")
        opened = await self.table.fake.press(user, source, play)
        assert opened.ephemeral and opened.message is not None, opened
        if STALE in opened.content:  # the board moved on: the answer offers a fresh Play
            self.tally.stale_boards += 1
            [play] = custom_ids(opened.message, f"g:play:{self.game_id}:")
            opened = await self.table.fake.press(user, opened.message, play)
        assert has_picks(opened.message), opened
        self.tally.opened_from_dm += from_dm
        self.tally.opened_from_thread += not from_dm
        self.keep_picker(user, opened.message)

    async def look(self, user: FakeUser, source: RecordedMessage) -> None:
        """Press "My view": the answer is private and shows the user's own secrets."""
        [view] = custom_ids(source, f"g:view:{self.game_id}")
        answer = await self.table.fake.press(user, source, view)
        assert answer.ephemeral and answer.attachments, answer
        info = await self.bot.service.games.info(self.game_id)
        engine = get_engine(info.game.kind)
        state = self.bot.service.games.state_of(info)
        names = seat_names(info.names)  # as the bot's answer names players
        public = engine.describe(engine.view(state, None), "en", names).splitlines()
        mine = engine.describe(engine.view(state, info.seat_of(user.id)), "en",
                               names).splitlines()
        secrets = [line for line in mine if line not in public]
        assert secrets and all(line in answer.content for line in secrets), answer.content
        self.tally.views += 1

    async def press_towards(self, user: FakeUser, picker: RecordedMessage,
                            target: Choice, steps: list[str]) -> None:
        """One press in the picker: the next label of `target`'s path (or Back), `target`
        being the step after the draft `steps`."""
        prefix = picker_prefix(picker)
        backs = custom_ids(picker, "g:back:")
        self.presses += bool(backs)
        detour = bool(backs) and self.presses % 5 == 0
        if detour or list(target.path[:len(prefix)]) != prefix:
            assert backs, f"picker at {prefix} cannot go back towards {target}"
            self.tally.backs += 1
            result = await self.table.fake.press(user, picker, backs[0])
            self.after_press(user, result, None, steps)
            return
        way = way_to(picker, target)
        if way is not None:
            self.tally.selects += way.value is not None
            result = await way.press(self.table, user, picker)
            self.after_press(user, result, target, steps)
            return
        raise AssertionError(f"the picker cannot reach {target.notation!r}: at {prefix} it "
                             f"offers {picker.text()}")

    def after_press(self, user: FakeUser, result: InteractionResult,
                    target: Choice | None, steps: list[str]) -> None:
        """Follow the picker: its edited message, or a refusal that drops it. A press that
        sends the turn sends the draft's `steps` with `target`."""
        if result.followups:  # the press was acknowledged, then refused in a follow-up
            refusal: Any = result.followups[0]
        else:
            refusal = None if result.callback_type in (6, 7) else result
        if refusal is not None:  # a new private answer instead of the picker
            assert refusal.ephemeral and any(
                words in refusal.content for words in REFUSED), result
            self.tally.stale_pickers += 1
            self.pickers.pop(user.id, None)
            return
        assert result.message is not None
        sent = [*steps, target.notation] if target is not None else []
        if sent and f"`{STEP_JOINER.join(sent)}`" in result.content:
            self.tally.actions_by_picker += 1
            self.tally.notations.extend(sent)
        self.keep_picker(user, result.message)

    def keep_picker(self, user: FakeUser, message: RecordedMessage | None) -> None:
        """Remember the user's picker while it offers choices."""
        if message is not None and has_picks(message):
            self.pickers[user.id] = message
        else:
            self.pickers.pop(user.id, None)

    # -------------------------------------------------------------- after an action

    async def settle(self, seconds: float = PATIENCE) -> None:
        """Wait until delivery has sent everything queued, except the throttled refreshes of
        the live status message (an edit that repeats what the channel was already told)."""
        deadline = time.monotonic() + seconds
        while True:
            rows = await self.bot.store.due_outbox(END_OF_TIME, limit=500)
            if all(json.loads(row.payload).get("kind") == "status" for row in rows):
                return
            assert time.monotonic() < deadline, f"outbox not delivered: {rows}"
            await asyncio.sleep(0.005)

    async def after_action(self, before: GameInfo, after: GameInfo, seat: int | None) -> None:
        """Once delivered, what the channel received for the last action: no secret, and
        the right shape (a line for a submission, a board when the turn or phase passes)."""
        await self.settle()
        self.watch.note_actions(await self.bot.store.list_actions(self.game_id))
        fresh = [m for m in self.table.fake.public_messages() if m.id not in self.seen]
        self.seen.update(m.id for m in fresh)
        state = self.bot.service.games.state_of(after)
        hidden = self.watch.note_state(state)
        text = "\n".join(version_text(m.versions[0]) for m in fresh)
        leaks = self.watch.leaks(text, hidden)
        assert not leaks, "public message with a secret:\n" + "\n".join(leaks)
        if seat is None or after.game.status != "active":
            return
        old, new = set(before.to_act), set(after.to_act)
        stages = self.stage(self.bot.service.games.state_of(before)), self.stage(state)
        last = self.tally.notations[-1] if self.tally.notations else None
        board = any(a.filename == "board.png" for m in fresh for a in m.attachments)
        if stages[0] != stages[1] and not board:
            # A turn or a phase ended (the stage moved): the channel must get the board,
            # even when the same player owes the next decision.
            quiet = (f"no board after {last!r} moved {stages[0]} to {stages[1]}, waiting "
                     f"for {old} then {new}: {[m.content for m in fresh]}")
            if self.strict_turns:
                raise QuietTurn(quiet)
            self.tally.quiet_turns.append(quiet)
        if new and new < old and stages[0] == stages[1]:  # a submission, simultaneous phase
            name = after.names[seat]
            assert any(name in m.content and not m.attachments for m in fresh), (
                f"no public line (who, not what) for {name}'s {last!r}: "
                f"{[m.content for m in fresh]}")
