"""The Play picker on Discord: a screen of the picker laid out as buttons and menus, a press
of it answered, the confirmation of an action, and the answer to a press the game moved
past.

What a press shows, or sends, is the sessions' to say (`PlayService.open_picker`,
`press_picker`: the picker's model, with Discord's limits given as `PICKER_LIMITS`); this
module lays it out. Every item is persistent, `g:<action>:<game>:<version>:<place>`: the
custom_id holds the version the player saw and the picker's place (the steps of the turn
chosen so far, the labels chosen within the next), so that a press after a restart finds
its place, and a press on an old board is refused rather than applied to a position the
player did not see.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions import ActResult, GameInfo, StaleVersion, render_lines
from sessions.play import Limits, PickerPress, PickerScreen, Place, ShownChoice
from sessions.words import game_title, status_line

from .game_button import CUSTOM_ID_MAX, GameButton, GameSelect
from .replies import (
    act_then_answer,
    game_of,
    interaction_gone,
    language_of,
    send_private,
)
from .ui import laid_out, png_file

if TYPE_CHECKING:
    from ..app import GameBot

MESSAGE_MAX = 2000
log = logging.getLogger(__name__)


class PickButton(GameButton, custom_id="g:pick:{game}:{version}:{path}", fields={"path": ".*"}):
    """One choice of the picker: its label names the action it chooses; green when pressing
    it sends the turn, grey when it leads to a further choice that Back can still undo."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Take the step."""
        place = Place.at(self.fields["path"])
        await answer_press(interaction, self.game_id, PickerPress(
            self.version, Place(place.steps, place.path[:-1]),
            place.path[-1] if place.path else ""))


class BackButton(GameButton, custom_id="g:back:{game}:{version}:{path}", fields={"path": ".*"},
                 emoji="↩", label="Back"):
    """Go one choice back in the picker, taking back the last step of the turn being put
    together when the next one has not begun."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Show the previous choice."""
        await answer_press(interaction, self.game_id,
                           PickerPress(self.version, Place.at(self.fields["path"])))


class PickSelect(GameSelect, custom_id="g:sel:{game}:{version}:{part}:{path}",
                 fields={"path": ".*"}):
    """A menu of the picker's choices, for a step with more of them than buttons can hold."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Take the step the user selected."""
        await answer_press(interaction, self.game_id, PickerPress(
            self.version, Place.at(self.fields["path"]), self.chosen))


PICKER_LIMITS = Limits(
    button_label=80, option_text=100, menu_options=25, rows=5, row_buttons=5,
    custom_id=CUSTOM_ID_MAX,
    id_frame=len(PickSelect.custom_id_format.format(game="", version="", part=0, path="")))
"""Discord's limits, as the picker's model takes them: what a screen must fit in."""


def _style(choice: ShownChoice) -> discord.ButtonStyle:
    """Red for an action that cannot be taken back played out of turn (it asks to be
    confirmed, or confirms it), green for a choice that sends the turn, else grey."""
    if choice.risky:
        return discord.ButtonStyle.danger
    return discord.ButtonStyle.success if choice.sends else discord.ButtonStyle.secondary


async def picker_message(interaction: discord.Interaction[GameBot], screen: PickerScreen,
                         lang: str) -> tuple[str, discord.ui.View]:
    """A screen of the picker as a message's text and items: its choices (buttons, and
    menus for kinds of actions too many for buttons), Back, and beside it, on the last row,
    what the game adds to a player's private messages (a practice game's Hint and Take
    back, the fair Take back)."""
    bot, info = interaction.client, screen.info
    game, version = info.id, info.game.version
    items: list[discord.ui.Item[Any]] = [
        PickButton(choice.label, style=_style(choice), game=game, version=version,
                   path=choice.place.position)
        for choice in screen.buttons]
    items += [PickSelect([discord.SelectOption(label=option.label, value=option.value,
                                               description=option.description)
                          for option in menu.choices],
                         placeholder=menu.title or i18n.t("ui.choose", lang), game=game,
                         version=version, part=part, path=screen.place.position)
              for part, menu in enumerate(screen.menus)]
    if screen.back is not None:
        items.append(BackButton(i18n.t("ui.back", lang), row=PICKER_LIMITS.rows - 1,
                                game=game, version=version, path=screen.back.position))
    items += bot.components.practice(info, interaction.user.id, lang)
    items += await bot.components.undo(info, interaction.user.id, lang)
    return screen.text, laid_out(*items)


async def open_picker(interaction: discord.Interaction[GameBot], game_id: int,
                      version: int, *, at: str | None = None,
                      info: GameInfo | None = None) -> None:
    """Play, made at `version`: the picker, privately, at the start of the presser's turn
    (at the choice `at`, when given and theirs to make); the current board when the press
    no longer stands. `info`: the game as the caller has just read it."""
    if info is None:
        info = await game_of(interaction, game_id)
    message_id = interaction.message.id if interaction.message is not None else None
    lang = await language_of(interaction)
    try:
        screen = interaction.client.service.play.open_picker(
            info, interaction.user.id, version, message_id=message_id, lang=lang,
            limits=PICKER_LIMITS, at=at)
    except StaleVersion as refusal:
        await stale_reply(interaction, info, refusal)
        return
    await open_screen(interaction, screen, lang)


async def open_screen(interaction: discord.Interaction[GameBot], screen: PickerScreen,
                      lang: str) -> None:
    """`screen` in a new private message, with its picture."""
    text, view = await picker_message(interaction, screen, lang)
    files = await picture_files(interaction, screen, lang, shown=False) or []
    await interaction.response.send_message(text, view=view, ephemeral=True, files=files)


async def picture_files(interaction: discord.Interaction[GameBot], screen: PickerScreen,
                        lang: str, *, shown: bool) -> list[discord.File] | None:
    """The picture to attach above `screen` (the player's view with the steps chosen so
    far drawn), drawn by the painter; None when the message pressed, about to be edited
    (`shown`), already carries it: Discord keeps an attachment an edit does not name, so a
    press that only opens a level draws nothing again."""
    picture = screen.picture
    if picture is None:
        return []
    pressed = interaction.message
    if shown and pressed is not None and any(
            attachment.filename == picture.name for attachment in pressed.attachments):
        return None
    bot, info = interaction.client, screen.info
    image = await bot.painter.paint_named(info.game.kind, picture.view, lang, info.names)
    return [png_file(image, picture.name)]


async def show_screen(interaction: discord.Interaction[GameBot], screen: PickerScreen,
                      lang: str) -> None:
    """`screen` in place of the private message pressed, its picture drawn again only when
    it changed."""
    text, view = await picker_message(interaction, screen, lang)
    files = await picture_files(interaction, screen, lang, shown=True)
    if files is None:
        await interaction.response.edit_message(content=text, view=view)
    else:
        await interaction.response.edit_message(content=text, view=view, attachments=files)


async def answer_press(interaction: discord.Interaction[GameBot], game_id: int,
                       press: PickerPress) -> None:
    """Answer a press of the picker; if the game has moved on, show where it stands now
    with a fresh Play button (the bare refusal would promise a board it does not show).
    Pickers are private messages: a press on a public one is not from a picker the bot
    made, and answering it by editing that message would show the player's choices to
    all."""
    try:
        message = interaction.message
        if message is None or not (message.flags.ephemeral or interaction.guild_id is None):
            raise StaleVersion(game_id)
        await _take(interaction, game_id, press)
    except StaleVersion as refusal:
        await stale_reply(interaction, await interaction.client.service.games.info(game_id),
                          refusal)


async def _take(interaction: discord.Interaction[GameBot], game_id: int,
                press: PickerPress) -> None:
    """The press's screen in place of the picker pressed, or, when it sends the turn, the
    turn played and confirmed."""
    service = interaction.client.service
    user_id = interaction.user.id
    info = await game_of(interaction, game_id)
    lang = await language_of(interaction)
    shown = service.play.press_picker(info, user_id, press, lang=lang, limits=PICKER_LIMITS)
    if isinstance(shown, PickerScreen):
        await show_screen(interaction, shown, lang)
        return
    # Acknowledged too late, the press is still the player's action: it is played.
    acted = await act_then_answer(interaction, service.play.act(
        game_id, user_id, list(shown.steps), expected_version=shown.version, seen=shown.info))
    if acted.answerable:
        await after_action(interaction, acted.result, edit=True, deferred=acted.deferred)


async def after_action(interaction: discord.Interaction[GameBot], result: ActResult, *,
                       edit: bool, deferred: bool) -> None:
    """Confirm privately what the player did and what came of it (the channel hears of it
    only when the turn ends, yet the next step may depend on it: the card just flipped, the
    Zig just revealed); offer their next step if the turn goes on. `edit` replaces the
    picker, else a private message answers; by the interaction's response, or after its
    deferral when the action was slow (`act_then_answer`). Take back comes with the
    confirmation, on the picker or alone, while the player may take back."""
    bot = interaction.client
    lang = await language_of(interaction)
    text = i18n.t("ui.played", lang, action=result.notation, title=game_title(result.info, lang))
    if result.dropped:
        text += "\n" + i18n.t("ui.not_played", lang, steps=result.dropped)
    lines = [*result.public_lines, *result.private_lines]
    if lines:
        text += "\n" + render_lines(lines, lang)
    view: discord.ui.View | None = None
    files: list[discord.File] = []
    if result.seat in result.info.to_act:
        screen = bot.service.play.picker(result.info, interaction.user.id, lang=lang,
                                         limits=PICKER_LIMITS)
        picker_text, view = await picker_message(interaction, screen, lang)
        text += "\n\n" + picker_text
        files = await picture_files(interaction, screen, lang, shown=False) or []
    else:  # the turn is over: Take back, while it is fair
        undo = await bot.components.undo(result.info, interaction.user.id, lang)
        view = laid_out(*undo) if undo else None
    try:
        await _confirm(interaction, text[:MESSAGE_MAX], view, files, edit=edit,
                       deferred=deferred)
    except discord.HTTPException as error:
        if not (interaction_gone(error) or error.status >= 500):
            raise
        # The action is committed and the channel will show it: a lost confirmation is
        # Discord's trouble, not an error to report as "nothing was changed".
        log.warning("could not confirm an action in game %s to user %s: %s",
                    result.info.id, interaction.user.id, error)


async def _confirm(interaction: discord.Interaction[GameBot], text: str,
                   view: discord.ui.View | None, files: list[discord.File], *, edit: bool,
                   deferred: bool) -> None:
    """Answer with an action's confirmation and `files` (the picture of the picker that
    follows, if any): in place of the picker pressed (`edit`, its old picture gone) or
    privately, by the interaction's response or after its deferral (`deferred`)."""
    if edit and deferred:
        await interaction.edit_original_response(content=text, view=view, attachments=files)
    elif edit:
        await interaction.response.edit_message(content=text, view=view, attachments=files)
    elif deferred:
        await interaction.followup.send(text, view=view or discord.utils.MISSING,
                                        ephemeral=True, files=files)
    else:
        await interaction.response.send_message(text, view=view or discord.utils.MISSING,
                                                ephemeral=True, files=files)


async def stale_reply(interaction: discord.Interaction[GameBot], info: GameInfo,
                      refusal: StaleVersion | None = None) -> None:
    """Tell the presser their press no longer stands (why, when `refusal` says it) and show
    the current board, with the buttons every message about the game carries."""
    bot = interaction.client
    lang = await language_of(interaction)
    _, view = await bot.service.games.view_for(info.id, None)
    reason = refusal.message(lang) if refusal is not None else \
        i18n.t("error.stale", lang, game=info.id)
    text = reason + "\n" + status_line(info, lang)
    image = await bot.painter.paint_named(info.game.kind, view, lang, info.names)
    await send_private(interaction, text, file=png_file(image),
                       view=bot.components.game(info.game, info.game.version, lang))
