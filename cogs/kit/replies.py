"""One place that answers interactions: user errors privately, bugs logged with the game id.

Every command and component callback runs its work through `guarded`, so a refused action is
one ephemeral sentence and an unexpected exception is logged with its context while the user
is told, without details, that something went wrong. Nothing else catches broad exceptions.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from sessions import GameInfo, GameService, SessionError, UserError
from sessions.core import GAME_NUMBER_DIGITS, Caller, Line, game_number
from sessions.learning import refusal_text
from sessions.words import card_notes, manager_notice

from .permissions import invite_url, missing_from

if TYPE_CHECKING:
    from ..app import GameBot

log = logging.getLogger("cogs.errors")

MESSAGE_MAX = 2000
STORED_ID_MAX = 2**63 - 1  # SQLite's largest INTEGER: a larger number names nothing stored
_CLAIMED: list[re.Pattern[str]] = []  # custom_id templates of the persistent items


def is_stored_id(value: int) -> bool:
    """Whether a number a user gave (a game, a vote) can name a stored row at all; the
    database refuses to even look up a larger one."""
    return 0 <= value <= STORED_ID_MAX


def add_persistent_items(bot: commands.Bot,
                         *items: type[discord.ui.DynamicItem[Any]]) -> None:
    """Register persistent items with discord.py, and remember their custom_id templates so
    `answer_unclaimed` knows which presses no item will answer."""
    bot.add_dynamic_items(*items)
    for item in items:
        if item.__discord_ui_compiled_template__ not in _CLAIMED:
            _CLAIMED.append(item.__discord_ui_compiled_template__)


async def answer_unclaimed(interaction: discord.Interaction[GameBot]) -> None:
    """Refuse, privately, a component that no persistent item claims (a button of an older
    version of the bot, a tampered client): discord.py drops it silently, and the user would
    only see that the interaction failed."""
    if interaction.type is not discord.InteractionType.component:
        return
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    if not any(template.fullmatch(custom_id) for template in _CLAIMED):
        await report_error(interaction, SessionError("error.bad_value"))


async def language_of(interaction: discord.Interaction[GameBot]) -> str:
    """The language to answer a user in privately, by the one rule
    (`SettingsService.reader_language`): their saved setting, else their Discord locale,
    else the server's language. Looked up once per interaction (an answer may need it
    several times)."""
    known = interaction.extras.get("language")
    if isinstance(known, str):
        return known
    service: GameService | None = getattr(interaction.client, "service", None)
    if service is None:
        language = i18n.normalize_language(interaction.locale.value)
    else:
        guild_locale = interaction.guild_locale
        language = await service.settings.reader_language(
            interaction.user.id, interaction.locale.value, guild_id=interaction.guild_id,
            server_locale=guild_locale.value if guild_locale is not None else None,
            fallback=interaction.client.settings.language)
    interaction.extras["language"] = language
    return language


def _what(interaction: discord.Interaction[GameBot]) -> str:
    """What was used, for the log, without its values: a press's custom_id and a command's
    options can carry a player's secret choice (`zig red 2cw N`)."""
    command = getattr(interaction.command, "qualified_name", None)
    if command:
        return f"/{command}"
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    return ":".join(custom_id.split(":")[:2]) or "interaction"


async def send_private(interaction: discord.Interaction[GameBot], text: str,
                       **kwargs: Any) -> None:
    """Answer ephemerally, whether or not the interaction was already answered; cut to
    Discord's 2000 characters (a refusal may quote what the user typed, up to 6000)."""
    text = text[:MESSAGE_MAX]
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def send_page(interaction: discord.Interaction[GameBot], page: dict[str, Any]) -> None:
    """Answer with a new private page: `page` holds an edit's keywords (content, view,
    attachments), as `turn_page` takes them."""
    page = dict(page)
    page["files"] = page.pop("attachments", [])
    await interaction.response.send_message(ephemeral=True, **page)


async def turn_page(interaction: discord.Interaction[GameBot], page: dict[str, Any]) -> None:
    """Show `page` in place of the private page whose button was pressed. A page button
    pressed on anything else (a public post it was forged onto) never edits that post: the
    page is sent privately instead."""
    pressed = interaction.message
    if pressed is not None and pressed.flags.ephemeral:
        await interaction.response.edit_message(**page)
    else:
        await send_page(interaction, page)


UNKNOWN_INTERACTION = 10062  # Discord's answer to a response after its three seconds
ALREADY_ACKNOWLEDGED = 40060  # ... and to a retried response it had already received


def interaction_gone(error: BaseException) -> bool:
    """Whether Discord refused an answer to the interaction itself: it came after the
    three-second deadline, or repeated one Discord already had (a retry after a lost reply).
    Nothing more can be said to the user through it; it is no bug of ours."""
    return isinstance(error, discord.HTTPException) and error.code in (
        UNKNOWN_INTERACTION, ALREADY_ACKNOWLEDGED)


async def acknowledge(interaction: discord.Interaction[GameBot], *, ephemeral: bool = False,
                      thinking: bool = False) -> bool:
    """Defer the interaction before work that must be done whatever becomes of the answer (a
    player's action). False when it came too late for Discord: the work is still done (the
    channel will show it) but the user cannot be answered. True after a 40060: the defer
    reached Discord the first time and only its reply was lost."""
    try:
        await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
    except discord.HTTPException as error:
        if error.code == ALREADY_ACKNOWLEDGED:
            return True
        if error.code != UNKNOWN_INTERACTION:
            raise
        log.warning("acting on %s of user %s without an answer: Discord's deadline passed",
                    _what(interaction), interaction.user.id)
        return False
    return True


async def acknowledge_committed(interaction: discord.Interaction[GameBot]) -> None:
    """Acknowledge a press whose change has committed and whose message comes from the
    outbox (a lobby card): Discord failing now delays nothing and changes nothing, so it is
    logged, not reported to the user as a failure of what they asked."""
    try:
        await interaction.response.defer()
    except discord.HTTPException as error:
        log.warning("could not acknowledge %s of user %s (done all the same): %s",
                    _what(interaction), interaction.user.id, error)


T = TypeVar("T")
QUICK_ANSWER_SECONDS = 0.5  # an action done within this is answered by one response


ANSWER_BY = "answer_by"  # interaction.extras key: the loop time its first answer is due
REACHED = "reached"  # interaction.extras key: the game `guarded` read to check access


def _quick_answer_window(interaction: discord.Interaction[GameBot]) -> float:
    """How long an action may run before its interaction is deferred: `QUICK_ANSWER_SECONDS`,
    cut short when it waited in line so long that it would otherwise be answered later than
    the busy answer would have been (`guarded` sets the time)."""
    answer_by = interaction.extras.get(ANSWER_BY)
    if not isinstance(answer_by, float):
        return QUICK_ANSWER_SECONDS
    left = answer_by - asyncio.get_running_loop().time()
    return max(0.0, min(QUICK_ANSWER_SECONDS, left))


@dataclass(frozen=True)
class Acted(Generic[T]):
    """What `act_then_answer` found: the action's result, and how its interaction can be
    answered: `deferred` (the answer edits or follows the deferral), or by its one response;
    not at all when `answerable` is False (Discord's deadline passed first)."""

    result: T
    deferred: bool
    answerable: bool


async def act_then_answer(interaction: discord.Interaction[GameBot], action: Awaitable[T], *,
                          ephemeral: bool = False, thinking: bool = False) -> Acted[T]:
    """Run a player's action, which must complete whatever becomes of the answer. Nearly
    always it is done within `QUICK_ANSWER_SECONDS`, and the caller answers with a single
    response, half the requests of a deferral and an edit; a slower one (the bot answering
    for absent seats, a busy database) is deferred meanwhile, within Discord's three seconds.
    An action that fails before the deferral leaves the interaction unanswered, so its
    refusal is the response."""
    acting = asyncio.ensure_future(action)
    done, _ = await asyncio.wait({acting}, timeout=_quick_answer_window(interaction))
    if done:
        return Acted(acting.result(), deferred=False, answerable=True)
    try:
        answerable = await acknowledge(interaction, ephemeral=ephemeral, thinking=thinking)
    except discord.HTTPException:
        await acting  # the action still completes; then the failed deferral is reported
        raise
    return Acted(await acting, deferred=True, answerable=answerable)


async def report_error(interaction: discord.Interaction[GameBot], error: BaseException,
                       *, game_id: int | None = None) -> None:
    """Tell the user what went wrong: the reason for their own mistakes, nothing for bugs."""
    if interaction_gone(error):
        log.warning("could not answer %s of user %s (game %s): %s", _what(interaction),
                    interaction.user.id, game_id, error)
        return
    lang = await language_of(interaction)
    if isinstance(error, UserError):  # the session's refusal, or the rules' (and where to learn)
        text = error.message(lang) if isinstance(error, SessionError) else \
            refusal_text(error, lang)
    else:
        log.error("unexpected error (game %s, user %s, %s)", game_id, interaction.user.id,
                  _what(interaction), exc_info=error)
        text = i18n.t("error.internal", lang)
    try:
        await send_private(interaction, text)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id)


async def answer_command_error(interaction: discord.Interaction[GameBot],
                               error: app_commands.AppCommandError) -> None:
    """What escaped a command's own guard (the command tree's error handler): a value
    Discord let through that does not convert (a game number too large), a failed check,
    or a bug."""
    cause = error.__cause__ if isinstance(error, app_commands.CommandInvokeError) else error
    if isinstance(cause, app_commands.TransformerError | app_commands.CheckFailure):
        cause = SessionError("error.bad_value")
    await report_error(interaction, cause or error)


async def guarded(interaction: discord.Interaction[GameBot],
                  work: Callable[[], Awaitable[None]], *, game_id: int | None = None,
                  cancelling: bool = False) -> None:
    """Run an interaction's work when the bot's `admission` lets it in (else the user hears
    the bot is busy); turn any failure into a private answer.

    Every command, button and vote that names a game passes it as `game_id`: the work runs
    only if the user may reach that game from where they are (`sessions.access`, the one
    rule; `cancelling`: to cancel it), and, for a button or menu, only if the game it names
    is its message's game."""
    try:
        if game_id is not None:
            game_id = game_number(game_id)
        admission = interaction.client.admission
        # Whatever happens next, the first answer (busy, the outcome, or a deferral) is due
        # within the admission's patience, leaving the rest of Discord's three seconds to
        # a loaded event loop and the network.
        interaction.extras[ANSWER_BY] = asyncio.get_running_loop().time() + admission.patience
        async with admission.turn() as admitted:
            if not admitted:
                raise SessionError("error.busy")
            await interaction.client.service.settings.note_locale(
                interaction.user.id, interaction.locale.value)
            if game_id is not None:
                check_message_game(interaction, game_id)
                interaction.extras[REACHED] = await interaction.client.service.games.reach(
                    game_id, caller_of(interaction), cancelling=cancelling)
            await work()
    except Exception as error:  # the one central handler: user errors and bugs alike
        await report_error(interaction, error, game_id=game_id)
        return
    await tell_what_is_missing(interaction)


@asynccontextmanager
async def notes_for_managers(interaction: discord.Interaction[GameBot]
                             ) -> AsyncIterator[list[Line]]:
    """The notes for the server's managers under the lobby card a non-manager is opening
    in a server where the bot lacks permissions nobody managing it was told of: what is
    missing and what it costs, said once (a manager is told privately instead, by
    `tell_what_is_missing`). Given back as untold if the lobby is not opened after all."""
    missing = missing_from(interaction.app_permissions)
    guild_id = interaction.guild_id
    if guild_id is None or not missing or caller_of(interaction).manager:
        yield []
        return
    settings = interaction.client.service.settings
    untold = await settings.claim_untold(guild_id, missing)
    try:
        yield card_notes(untold)
    except BaseException:
        if untold:
            await settings.release_untold(guild_id, untold)
        raise


async def tell_what_is_missing(interaction: discord.Interaction[GameBot]) -> None:
    """After a manager's interaction was answered in a server where the bot lacks
    permissions it needs (Discord says which it has there, with every interaction), tell
    them privately what is missing and what it costs, once per server
    (`SettingsService.claim_untold`); nothing is read or written where nothing lacks."""
    missing = missing_from(interaction.app_permissions)
    guild_id = interaction.guild_id
    if guild_id is None or not missing or not caller_of(interaction).manager \
            or not interaction.response.is_done():
        return
    settings = interaction.client.service.settings
    try:
        untold = await settings.claim_untold(guild_id, missing)
        if not untold:
            return
        lang = await language_of(interaction)
        app = interaction.client.application_id
        text = manager_notice(untold, interaction.channel_id or 0,
                              invite_url(app) if app is not None else None, lang)
        try:
            await interaction.followup.send(text[:MESSAGE_MAX], ephemeral=True)
        except discord.HTTPException:
            await settings.release_untold(guild_id, untold)
            raise
    except Exception:  # the answer was given: a failure here is only logged
        log.warning("could not tell a manager of server %s what the bot lacks", guild_id,
                    exc_info=True)


async def game_of(interaction: discord.Interaction[GameBot], game_id: int) -> GameInfo:
    """The game an interaction names, as `guarded` just read it to check the user may reach
    it (taken once: a later look reads it afresh)."""
    reached = interaction.extras.pop(REACHED, None)
    if isinstance(reached, GameInfo) and reached.id == game_id:
        return reached
    return await interaction.client.service.games.info(game_id)


def caller_of(interaction: discord.Interaction[GameBot]) -> Caller:
    """Who made the interaction, and from where, as the access rule reads it: a manager is
    someone with Manage Server in the server the interaction was made in."""
    permissions = getattr(interaction.user, "guild_permissions", None)
    manager = interaction.guild_id is not None and bool(
        permissions is not None and permissions.manage_guild)
    return Caller(user_id=interaction.user.id, guild_id=interaction.guild_id,
                  channel_id=interaction.channel_id, manager=manager,
                  name=interaction.user.display_name)


def _custom_ids(components: Sequence[Any]) -> list[str]:
    """Every custom_id among a message's components (rows and what they hold)."""
    found: list[str] = []
    for component in components:
        custom_id = getattr(component, "custom_id", None)
        if isinstance(custom_id, str):
            found.append(custom_id)
        found += _custom_ids(getattr(component, "children", []))
    return found


def check_message_game(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Refuse a button or menu that names another game than its message's: every message of
    the bot carries the components of one game only, so a press naming another one was
    forged (a client that sends custom_ids of its own making)."""
    message = interaction.message
    if interaction.type is not discord.InteractionType.component or message is None:
        return
    named = {_game_named(custom_id) for custom_id in _custom_ids(message.components)}
    if named - {game_id, None}:
        raise SessionError("error.bad_value")


def _game_named(custom_id: str) -> int | None:
    """The game a custom_id of one of the bot's items names (by the item's own template),
    if any."""
    for template in _CLAIMED:
        match = template.fullmatch(custom_id)
        if match is not None and "game" in match.groupdict():
            digits = match["game"]
            return int(digits) if len(digits) <= GAME_NUMBER_DIGITS else -1
    return None
