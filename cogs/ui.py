"""Building Discord messages from session results: embeds, files, and the action picker.

No decisions are taken here beyond layout: what a user may see was settled by the engine's
view and the session's checks; this module only lays it out.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

import i18n
from games import get_engine
from sessions import Choice, GameInfo
from sessions.presenter import game_title, md, status_line

BUTTONS_MAX = 20  # four rows of five; the fifth row holds Back
SELECT_MAX = 25
PATH_SEPARATOR = "/"


def laid_out(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view that only lays out persistent items, for one message.

    Every button and menu of the bot is a `DynamicItem` that its registered class answers,
    whatever message carries it. The view is stopped before it is sent, so discord.py does not
    keep it. Otherwise it would keep an ephemeral one (a picker) for fifteen minutes, with a
    timer, and every full garbage collection would walk it. With no items, the view clears a
    message's components."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


def token_label(kind: str, token: str, lang: str) -> str:
    """A notation token as a button label: translated when the catalog knows it."""
    key = f"{kind}.token.{token}"
    return i18n.t(key, lang) if i18n.has(key) else token


def png_file(image: bytes, name: str = "board.png") -> discord.File:
    """An image ready to attach."""
    return discord.File(io.BytesIO(image), filename=name)


def lobby_embed(info: GameInfo, lang: str) -> discord.Embed:
    """The lobby card: game, options, seats, and what the host can do next."""
    engine = get_engine(info.game.kind)
    embed = discord.Embed(title=game_title(info, lang), description=status_line(info, lang))
    seats = "\n".join(f"{s.seat + 1}. {md(s.display_name)}" for s in info.seats) or "-"
    embed.add_field(
        name=i18n.t("ui.players", lang, count=len(info.seats), low=engine.min_players,
                    high=engine.max_players),
        value=seats, inline=True,
    )
    options = "\n".join(f"{k} = {v}" for k, v in info.game.options.items()) or "-"
    embed.add_field(name=i18n.t("ui.options", lang), value=options, inline=True)
    return embed


@dataclass(frozen=True)
class PickerLevel:
    """The next step of the picker under a chosen prefix."""

    labels: list[str]
    complete: dict[str, str]  # label -> notation, for labels that finish an action


def picker_level(choices: Sequence[Choice], prefix: Sequence[str]) -> PickerLevel:
    """The labels offered after `prefix`, and which of them finish an action by themselves.

    A label finishes an action when exactly one legal action lies under it: picking it then
    plays that action instead of asking a question with one answer.
    """
    depth = len(prefix)
    under = [c for c in choices if list(c.path[:depth]) == list(prefix) and len(c.path) > depth]
    labels: list[str] = []
    for choice in under:
        if choice.path[depth] not in labels:
            labels.append(choice.path[depth])
    complete: dict[str, str] = {}
    for label in labels:
        below = [c for c in under if c.path[depth] == label]
        if len(below) == 1:
            complete[label] = below[0].notation
    exact = [c for c in choices if list(c.path) == list(prefix)]
    for choice in exact:  # an action ending here while longer ones go on (`take` / `take 23`)
        labels.insert(0, "=" + choice.notation)
        complete["=" + choice.notation] = choice.notation
    return PickerLevel(labels=labels, complete=complete)


def _answers_itself(level: PickerLevel) -> bool:
    """A step with one answer that does not finish an action: a click that decides nothing."""
    return len(level.labels) == 1 and level.labels[0] not in level.complete


def picker_step(choices: Sequence[Choice], prefix: Sequence[str],
                ) -> tuple[list[str], PickerLevel, list[str] | None]:
    """The step the picker shows under `prefix`, the prefix it stands under, and where Back
    leads (None: nowhere).

    A step with a single answer that does not finish an action is answered at once (its
    label still shows in "so far"), and Back skips such steps, so every press decides
    something. A prefix that no longer leads anywhere starts over.
    """
    shown = list(prefix)
    level = picker_level(choices, shown)
    if not level.labels and shown:
        shown, level = [], picker_level(choices, [])
    while _answers_itself(level):
        shown.append(level.labels[0])
        level = picker_level(choices, shown)
    back = next((shown[:depth] for depth in range(len(shown) - 1, -1, -1)
                 if not _answers_itself(picker_level(choices, shown[:depth]))), None)
    return shown, level, back


def encode_path(path: Sequence[str]) -> str:
    """A picker path as it travels inside a custom_id."""
    return PATH_SEPARATOR.join(path)


def decode_path(text: str) -> list[str]:
    """The picker path back from a custom_id."""
    return [part for part in text.split(PATH_SEPARATOR) if part]
