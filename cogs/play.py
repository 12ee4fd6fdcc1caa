"""Playing: `/move`, the buttons every game message carries, and the step-by-step picker.

Every button is a `DynamicItem` whose custom_id carries the game id (and the version the
player saw), so buttons keep working after a restart and a press on an old board is refused
rather than applied to a position the player did not see (other players' submissions in a
simultaneous phase do not make a button old: they change nothing the presser may do).
Callbacks parse, call the game service and reply; the rules live in the engines and the
checks in the sessions layer.
"""

from __future__ import annotations

import logging
import re
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, ClassVar, Self, cast

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from sessions import ActResult, Choice, Game, GameInfo, SessionError, StaleVersion, render_lines
from sessions.play import anytime_action, anytime_notation
from sessions.play.drafting import STEP_JOINER, Draft
from sessions.words.picker_words import (
    BUTTON_LABEL_MAX,
    OPTION_TEXT_MAX,
    ChoiceWords,
    choice_words,
    clipped,
    option_description,
    token_label,
)
from sessions.words.presenter import game_title, status_line, view_text

from .game_button import NO_TEMPLATE, GameButton, GameVersionButton
from .replies import (
    act_then_answer,
    add_persistent_items,
    answer_unclaimed,
    caller_of,
    game_of,
    guarded,
    interaction_gone,
    language_of,
    send_private,
)
from .translator import tr
from .ui import (
    BUTTONS_MAX,
    SELECT_MAX,
    back_within,
    chosen_at,
    decode_picker,
    encode_path,
    laid_out,
    path_under,
    picker_level,
    picker_step,
    png_file,
)

if TYPE_CHECKING:
    from .app import GameBot

CUSTOM_ID_MAX = 100
AUTOCOMPLETE_TYPED_MAX = 100  # longer typed text than a choice's name cannot match one
log = logging.getLogger(__name__)


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


# ---------------------------------------------------------------- private view


async def private_view_reply(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Answer, privately, with the user's own view of the game (image and text)."""
    text, image, view = await private_view(interaction, game_id)
    await interaction.response.send_message(text, ephemeral=True, file=png_file(image),
                                            view=view or discord.utils.MISSING)


async def private_view(interaction: discord.Interaction[Any], game_id: int, heading: str = "",
                       ) -> tuple[str, bytes, discord.ui.View | None]:
    """The user's own view of the game as a private answer: its text (under `heading`),
    its image, and its buttons (Play while the game waits for them; in a practice game,
    Hint and Take back too; in another, Take back while it is fair)."""
    bot = _bot(interaction)
    lang = await language_of(interaction)
    user_id = interaction.user.id
    info, view = await bot.service.games.view_for(game_id, user_id)
    seat = info.seat_of(user_id)
    first_time = await bot.service.games.is_first_game(info, user_id)
    text = view_text(info, view, seat, lang, first_time)
    if heading:
        text = f"{heading}\n{text}"
    image = await bot.painter.paint_named(info.game.kind, view, lang, info.names)
    buttons: list[discord.ui.Item[Any]] = []
    if seat is not None and seat in info.to_act:
        buttons.append(PlayButton(info.id, info.game.version, i18n.t("ui.play", lang)))
    buttons += bot.components.practice(info, user_id, lang)
    buttons += await bot.components.undo(info, user_id, lang)
    return text[:2000], image, laid_out(*buttons) if buttons else None


class ViewButton(GameButton, action="view", emoji="👁", style=discord.ButtonStyle.secondary,
                 label="My view"):
    """"My view": the presser's private view, answered ephemerally (also the fallback for
    players whose DMs are closed)."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Show the presser their view."""
        await private_view_reply(interaction, self.game_id)


# ---------------------------------------------------------------- the picker


async def picker_message(bot: GameBot, info: GameInfo, user_id: int, steps: list[str],
                         prefix: list[str], lang: str, draft: Draft | None = None,
                         ) -> tuple[str, discord.ui.View]:
    """The picker at the next choice under `prefix`, in the turn whose steps `steps` were
    chosen so far (not yet sent): buttons when few, selects when many, Back when there is
    a choice to take back.

    Each button names the whole action it chooses, and is green when pressing it sends the
    turn (it completes it, or shows the player something they must see before going on),
    grey when it leads to a further choice that Back can still undo. `draft`: the user's
    draft when the caller has just computed it (listing the choices is the costly part)."""
    if draft is None:
        draft = bot.service.play.draft_in(info, user_id, steps)
    choices = draft.choices
    prefix, level = picker_step(choices, prefix)
    kind, version = info.game.kind, info.game.version
    sending = {label: _sends(bot, info, user_id, steps, notation)
               for label, notation in level.complete.items()}
    drafting = bool(steps) or not all(sending.values())
    words = {label: _choice_words(kind, choices, prefix, label, level.complete, lang)
             for label in level.labels}
    items: list[discord.ui.Item[Any]] = []
    if len(level.labels) <= BUTTONS_MAX:
        items.extend(PickButton(info.id, version, [*prefix, label],
                                clipped(words[label].label, BUTTON_LABEL_MAX), steps=steps,
                                sends=sending.get(label, False))
                     for label in level.labels)
    else:
        sends = i18n.t("ui.sends", lang)
        for index in range(0, min(len(level.labels), SELECT_MAX * 4), SELECT_MAX):
            chunk = level.labels[index:index + SELECT_MAX]
            items.append(PickSelect(info.id, version, index // SELECT_MAX, prefix, [
                (label, clipped(words[label].label, OPTION_TEXT_MAX), option_description(
                    words[label], sends if drafting and sending.get(label, False) else None))
                for label in chunk
            ], lang, steps=steps))
    back = _back_of(bot, info, user_id, steps, prefix, choices)
    if back is not None:
        items.append(BackButton(info.id, version, back[1], i18n.t("ui.back", lang),
                                steps=back[0]))
    items += bot.components.practice(info, user_id, lang)
    items += await bot.components.undo(info, user_id, lang)
    view = laid_out(*items)
    so_far = [*steps]
    if prefix:
        so_far.append(" ".join(_label(kind, token, lang) for token in prefix))
    text = i18n.t("ui.pick", lang, title=game_title(info, lang))
    if so_far:
        text += "\n" + i18n.t("ui.so_far", lang, choice=STEP_JOINER.join(so_far))
    if drafting:
        text += "\n" + i18n.t("ui.draft_hint", lang)
    return text, view


def _sends(bot: GameBot, info: GameInfo, user_id: int, steps: list[str], notation: str) -> bool:
    """Whether choosing `notation` after `steps` sends the turn: it completes it, it reveals
    something, or the draft it would make no longer fits in a button (Discord's 100
    characters of custom_id)."""
    after = bot.service.play.after_in(info, user_id, steps, notation)
    return after is None or after.complete or not _fits(info, [*steps, notation], after)


def _fits(info: GameInfo, steps: list[str], draft: Draft) -> bool:
    """Whether every button and menu of the draft's next choice can carry the draft."""
    head = len(f"g:sel:{info.id}:{info.game.version * 10}:0:")
    longest = max((len(encode_path(c.path, steps)) for c in draft.choices), default=0)
    return head + longest <= CUSTOM_ID_MAX


def _back_of(bot: GameBot, info: GameInfo, user_id: int, steps: list[str],
             prefix: list[str], choices: tuple[Choice, ...]) -> tuple[list[str], list[str]] | None:
    """Where Back leads, as (steps, labels): the previous choice of this step, else the
    level where the last step of the draft was chosen (None: nothing to take back)."""
    within = back_within(choices, prefix)
    if within is not None:
        return steps, within
    if not steps:
        return None
    before = bot.service.play.draft_in(info, user_id, steps[:-1])
    return steps[:-1], chosen_at(before.choices, steps[-1])


def _choice_words(kind: str, choices: tuple[Choice, ...], prefix: list[str], label: str,
                  complete: dict[str, str], lang: str) -> ChoiceWords:
    """What the picker shows for `label` under `prefix`: what the choice does in game terms
    (the whole action when it takes one), else its labels, translated, on one line."""
    if label.startswith("="):  # an action whose path ends where the level stands
        path, shown = list(prefix), len(prefix)
    else:
        path = [*prefix, *path_under(choices, prefix, label)]
        shown = len(path) if label in complete else len(prefix) + 1
    words = choice_words(kind, path, shown, lang) if path else None
    if words is not None:
        return words
    labels = path[len(prefix):shown] if label in complete and not label.startswith("=") \
        else [label]
    return ChoiceWords(" ".join(_label(kind, token, lang) for token in labels), None)


def _label(kind: str, label: str, lang: str) -> str:
    if label.startswith("="):
        return label[1:]
    return token_label(kind, label, lang)


async def _picker_step(interaction: discord.Interaction[Any], game_id: int,
                       step: Callable[[], Awaitable[None]]) -> None:
    """Run a picker step; if the game has moved on, show where it stands now with a fresh
    Play button (the bare refusal would promise a board it does not show). Pickers are
    private messages: a step pressed on a public one is not from a picker the bot made,
    and answering it by editing that message would show the player's choices to all."""
    try:
        message = interaction.message
        if message is None or not (message.flags.ephemeral or interaction.guild_id is None):
            raise StaleVersion(game_id)
        await step()
    except StaleVersion as refusal:
        await stale_reply(interaction, await _bot(interaction).service.games.info(game_id), refusal)


def _check_stands(info: GameInfo, version: int, user_id: int) -> None:
    """Refuse, saying why, a picker step made at `version` that no longer stands."""
    reason = info.press_refusal(version, user_id)
    if reason is not None:
        raise StaleVersion(info.id, reason)


async def _show_level(interaction: discord.Interaction[Any], game_id: int, version: int,
                      steps: list[str], prefix: list[str], *, edit: bool,
                      info: GameInfo | None = None) -> None:
    """The picker's step under `prefix` after the draft `steps` (`info`: the game, if the
    caller just read it)."""
    bot = _bot(interaction)
    lang = await language_of(interaction)
    if info is None:
        info = await game_of(interaction, game_id)
    _check_stands(info, version, interaction.user.id)
    text, view = await picker_message(bot, info, interaction.user.id, steps, prefix, lang)
    if edit:
        await interaction.response.edit_message(content=text, view=view, attachments=[])
    else:
        await interaction.response.send_message(text, view=view, ephemeral=True)


async def _pick(interaction: discord.Interaction[Any], game_id: int, version: int,
                steps: list[str], prefix: list[str], label: str) -> None:
    """A label was chosen: open the next choice, add the action it names to the turn being
    put together, or send the turn when that action completes it (or reveals something)."""
    bot = _bot(interaction)
    info = await game_of(interaction, game_id)
    _check_stands(info, version, interaction.user.id)
    user_id = interaction.user.id
    draft = bot.service.play.draft_in(info, user_id, steps)
    level = picker_level(draft.choices, prefix)
    if label not in level.labels:
        lang = await language_of(interaction)
        chosen = " ".join(_label(info.game.kind, token, lang) for token in [*prefix, label])
        raise StaleVersion(game_id, "taken", action=chosen)
    notation = level.complete.get(label)
    if notation is None or not _sends(bot, info, user_id, steps, notation):
        lang = await language_of(interaction)
        if notation is None:
            text, view = await picker_message(bot, info, user_id, steps, [*prefix, label],
                                              lang, draft)
        else:
            text, view = await picker_message(bot, info, user_id, [*steps, notation], [],
                                              lang)
        await interaction.response.edit_message(content=text, view=view, attachments=[])
        return
    # Acknowledged too late, the press is still the player's action: it is played.
    acted = await act_then_answer(interaction, bot.service.play.act(
        game_id, user_id, [*steps, notation], expected_version=version, seen=info))
    if acted.answerable:
        await _after_action(interaction, acted.result, edit=True, deferred=acted.deferred)


async def _after_action(interaction: discord.Interaction[Any], result: ActResult, *,
                        edit: bool, deferred: bool) -> None:
    """Confirm privately what the player did and what came of it (the channel hears of it
    only when the turn ends, yet the next step may depend on it: the card just flipped, the
    Zig just revealed); offer their next step if the turn goes on. `edit` replaces the
    picker, else a private message answers; by the interaction's response, or after its
    deferral when the action was slow (`act_then_answer`). Take back comes with the
    confirmation, on the picker or alone, while the player may take back."""
    bot = _bot(interaction)
    lang = await language_of(interaction)
    text = i18n.t("ui.played", lang, action=result.notation, title=game_title(result.info, lang))
    if result.dropped:
        text += "\n" + i18n.t("ui.not_played", lang, steps=result.dropped)
    lines = [*result.public_lines, *result.private_lines]
    if lines:
        text += "\n" + render_lines(lines, lang)
    view: discord.ui.View | None = None
    if result.seat in result.info.to_act:
        picker_text, view = await picker_message(bot, result.info, interaction.user.id, [], [],
                                                 lang)
        text += "\n\n" + picker_text
    else:  # the turn is over: Take back, while it is fair
        undo = await bot.components.undo(result.info, interaction.user.id, lang)
        view = laid_out(*undo) if undo else None
    text = text[:2000]
    try:
        if edit and deferred:
            await interaction.edit_original_response(content=text, view=view, attachments=[])
        elif edit:
            await interaction.response.edit_message(content=text, view=view, attachments=[])
        elif deferred:
            await interaction.followup.send(text, view=view or discord.utils.MISSING,
                                            ephemeral=True)
        else:
            await interaction.response.send_message(text, view=view or discord.utils.MISSING,
                                                    ephemeral=True)
    except discord.HTTPException as error:
        if not (interaction_gone(error) or error.status >= 500):
            raise
        # The action is committed and the channel will show it: a lost confirmation is
        # Discord's trouble, not an error to report as "nothing was changed".
        log.warning("could not confirm an action in game %s to user %s: %s",
                    result.info.id, interaction.user.id, error)


class PlayButton(GameVersionButton, action="play", emoji="▶",
                 style=discord.ButtonStyle.primary, label="Play"):
    """"Play": opens the picker, privately, for a player the game waits for."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Open the picker, or show the current board if this message is out of date."""
        info = await game_of(interaction, self.game_id)
        message_id = interaction.message.id if interaction.message is not None else None
        if info.game.status == "active" and not info.press_stands(
                self.version, interaction.user.id, message_id):
            await stale_reply(interaction, info)
            return
        await _show_level(interaction, self.game_id, info.game.version, [], [],
                          edit=False, info=info)


async def stale_reply(interaction: discord.Interaction[Any], info: GameInfo,
                      refusal: StaleVersion | None = None) -> None:
    """Tell the presser their press no longer stands (why, when `refusal` says it) and show
    the current board."""
    lang = await language_of(interaction)
    _, view = await _bot(interaction).service.games.view_for(info.id, None)
    reason = refusal.message(lang) if refusal is not None else \
        i18n.t("error.stale", lang, game=info.id)
    text = reason + "\n" + status_line(info, lang)
    image = await _bot(interaction).painter.paint_named(info.game.kind, view, lang,
                                                        info.names)
    await send_private(interaction, text, file=png_file(image), view=game_buttons(info, lang))


class PickerButton(discord.ui.DynamicItem[discord.ui.Button[Any]], ABC,
                 template=NO_TEMPLATE):
    """A button of the picker, `g:<action>:<game>:<version>:<path>`: the custom_id holds the
    steps of the turn chosen so far and the labels chosen within the next one, so that a
    press after a restart finds its place; a press runs `step` through `_picker_step`."""

    action: ClassVar[str]

    def __init_subclass__(cls, *, action: str) -> None:
        super().__init_subclass__(
            template=rf"g:{action}:(?P<game>\d+):(?P<version>\d+):(?P<path>.*)")
        cls.action = action

    def __init__(self, game_id: int, version: int, path: list[str], label: str = "?", *,
                 steps: list[str] | None = None, **look: Any) -> None:
        steps = steps or []
        custom_id = f"g:{self.action}:{game_id}:{version}:{encode_path(path, steps)}"[
            :CUSTOM_ID_MAX]
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, **look))
        self.game_id, self.version, self.path, self.steps = game_id, version, path, steps

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        """Rebuild the button from its custom_id."""
        steps, path = decode_picker(match["path"])
        return cls(int(match["game"]), int(match["version"]), path, steps=steps)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Take the button's step in the picker."""
        await guarded(interaction, lambda: _picker_step(
            interaction, self.game_id, lambda: self.step(interaction)), game_id=self.game_id)

    @abstractmethod
    async def step(self, interaction: discord.Interaction[Any]) -> None:
        """What a press does in the picker (the subclass's)."""


class PickButton(PickerButton, action="pick"):
    """One choice of the picker, this button's label the last of its path."""

    def __init__(self, game_id: int, version: int, path: list[str], label: str = "?", *,
                 steps: list[str] | None = None, sends: bool = False) -> None:
        style = discord.ButtonStyle.success if sends else discord.ButtonStyle.secondary
        super().__init__(game_id, version, path, label, steps=steps, style=style)

    async def step(self, interaction: discord.Interaction[Any]) -> None:
        """Take the step."""
        await _pick(interaction, self.game_id, self.version, self.steps, self.path[:-1],
                    self.path[-1] if self.path else "")


class BackButton(PickerButton, action="back"):
    """Go one choice back in the picker, taking back the last step of the turn being put
    together when the next one has not begun."""

    def __init__(self, game_id: int, version: int, path: list[str], label: str = "Back", *,
                 steps: list[str] | None = None) -> None:
        super().__init__(game_id, version, path, label, steps=steps, emoji="↩",
                         style=discord.ButtonStyle.secondary, row=4)

    async def step(self, interaction: discord.Interaction[Any]) -> None:
        """Show the previous choice."""
        await _show_level(interaction, self.game_id, self.version, self.steps, self.path,
                          edit=True)


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=r"g:sel:(?P<game>\d+):(?P<version>\d+):(?P<part>\d+):(?P<path>.*)"):
    """A select menu of choices, for steps with more options than buttons can hold."""

    def __init__(self, game_id: int, version: int, part: int, prefix: list[str],
                 options: list[tuple[str, str, str | None]] | None = None, lang: str = "en",
                 *, steps: list[str] | None = None) -> None:
        """`options`: each option's value, label and description (at most 100 characters
        each, as Discord allows)."""
        steps = steps or []
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"g:sel:{game_id}:{version}:{part}:{encode_path(prefix, steps)}"[
                :CUSTOM_ID_MAX],
            placeholder=i18n.t("ui.choose", lang),
            options=[discord.SelectOption(label=shown[:OPTION_TEXT_MAX],
                                          value=value[:OPTION_TEXT_MAX],
                                          description=described)
                     for value, shown, described in options or []],
        )
        super().__init__(select)
        self.game_id, self.version, self.prefix, self.steps = game_id, version, prefix, steps

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> PickSelect:
        """Rebuild the menu from its custom_id; the chosen value comes with the press."""
        steps, prefix = decode_picker(match["path"])
        return cls(int(match["game"]), int(match["version"]), int(match["part"]), prefix,
                   steps=steps)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Take the step the user selected."""
        values = self.item.values
        await guarded(interaction, lambda: _picker_step(
            interaction, self.game_id,
            lambda: _pick(interaction, self.game_id, self.version, self.steps, self.prefix,
                          values[0] if values else "")),
            game_id=self.game_id)


class StopButton(GameVersionButton, action="stop", emoji="✋",
                 style=discord.ButtonStyle.danger, label="Stop!"):
    """The game's any-time action (its engine's `anytime_notation`: Zig Zag's "Stop!"), on
    the game's status message while some player may take it, whoever's turn it is (the
    rulebook's "at any time"). It plays the notation through the same path as `/move`."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Call Stop for the presser, or show the current board if the press is out of date."""
        bot = _bot(interaction)
        notation = anytime_action((await bot.service.games.info(self.game_id)).game.kind) or ""
        try:
            acted = await act_then_answer(interaction, bot.service.play.act(
                self.game_id, interaction.user.id, notation,
                expected_version=self.version), ephemeral=True, thinking=True)
        except StaleVersion:
            await stale_reply(interaction, await bot.service.games.info(self.game_id))
            return
        if acted.answerable:
            await _after_action(interaction, acted.result, edit=False,
                                deferred=acted.deferred)


def status_buttons(game: Game, version: int, lang: str) -> discord.ui.View:
    """The buttons of the game's live status message: those of every message about the game,
    and the game's any-time action (Zig Zag's Stop) while some player may take it."""
    view = buttons_for(game, version, lang)
    notation = anytime_notation(game)
    if notation is not None:
        view.add_item(StopButton(game.id, version, token_label(game.kind, notation, lang)))
    return view


def buttons_for(game: Game, version: int, lang: str, *,
                view_button: bool = True) -> discord.ui.View:
    """The buttons every message about a game carries: My view, and Play (made at `version`)
    while it runs."""
    items: list[discord.ui.Item[Any]] = []
    if view_button:
        items.append(ViewButton(game.id, i18n.t("ui.my_view", lang)))
    if game.status == "active":
        items.append(PlayButton(game.id, version, i18n.t("ui.play", lang)))
    return laid_out(*items)


def game_buttons(info: GameInfo, lang: str, *, include_view: bool = True) -> discord.ui.View:
    """`buttons_for` the game as it stands now."""
    return buttons_for(info.game, info.game.version, lang, view_button=include_view)


# ---------------------------------------------------------------- /move


class PlayCog(commands.Cog):
    """`/move`, the text alternative to every button."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer presses no persistent item claims (see `answer_unclaimed`)."""
        await answer_unclaimed(interaction)

    @app_commands.command(name=tr("move", "cmd.move.name"),
                          description=tr("Play an action in the notation (e.g. b1-c3 NE cw)",
                                         "cmd.move.description"))
    @app_commands.describe(
        action=tr("The action, as the rules' notation writes it", "cmd.move.action"),
        game=tr("The game number (optional when only one waits for you)", "cmd.move.game"),
    )
    @app_commands.rename(action=tr("action", "cmd.move.action_name"),
                         game=tr("game", "cmd.move.game_name"))
    async def move(self, interaction: discord.Interaction[Any], action: str,
                   game: int | None = None) -> None:
        """Apply the action and confirm it privately."""
        async def work() -> None:
            seen = await self.bot.service.games.game_meant(caller_of(interaction), game)
            acted = await act_then_answer(interaction, self.bot.service.play.act(
                seen.id, interaction.user.id, action, seen=seen), ephemeral=True, thinking=True)
            if acted.answerable:  # else too late for Discord: played all the same, unanswered
                await _after_action(interaction, acted.result, edit=False,
                                    deferred=acted.deferred)
        await guarded(interaction, work, game_id=game)

    @move.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction[Any],
                            current: str) -> list[app_commands.Choice[int]]:
        return await game_choices(self.bot, interaction, current)

    @move.autocomplete("action")
    async def _action_choices(self, interaction: discord.Interaction[Any],
                              current: str) -> list[app_commands.Choice[str]]:
        try:
            info = await self.bot.service.games.game_meant(
                caller_of(interaction), getattr(interaction.namespace, "game", None))
            found = self.bot.service.play.suggest(info, interaction.user.id,
                                                  str(current)[:AUTOCOMPLETE_TYPED_MAX])
        except SessionError:
            return []
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in found]


async def game_choices(bot: GameBot, interaction: discord.Interaction[Any],
                       current: str) -> list[app_commands.Choice[int]]:
    """Autocomplete for a game option: the games the user may reach from here (their own,
    those waiting for them first, then the others of this channel), matching what they
    typed (cut to a game title's length: the rest cannot match)."""
    lang = await language_of(interaction)
    games = await bot.service.games.games_for(caller_of(interaction))
    games.sort(key=lambda g: g.seat_of(interaction.user.id) not in g.to_act)
    typed = str(current)[:AUTOCOMPLETE_TYPED_MAX]
    found = []
    for info in games:
        label = f"{game_title(info, lang)} · {status_line(info, lang)}"
        if typed.strip().lstrip("#") in str(info.id) or typed.lower() in label.lower():
            found.append(app_commands.Choice(name=label[:100], value=info.id))
    return found[:25]


async def setup(bot: GameBot) -> None:
    """Load the play cog and its persistent buttons."""
    add_persistent_items(bot, ViewButton, PlayButton, PickButton, BackButton, PickSelect,
                         StopButton)
    bot.components.game = buttons_for
    bot.components.status = status_buttons
    await bot.add_cog(PlayCog(bot))
