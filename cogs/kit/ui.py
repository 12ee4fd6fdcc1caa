"""Laying session results out as Discord messages: a view of persistent items, an image to
attach, the lobby card's embed.

No decisions are taken here beyond layout: what a user may see was settled by the engine's
view and the session's checks; this module only lays it out.
"""

from __future__ import annotations

import io
from typing import Any

import discord

import i18n
from sessions import GameInfo
from sessions.play import seat_range
from sessions.words import card_options, card_players, game_title, md, status_line


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


def png_file(image: bytes, name: str = "board.png") -> discord.File:
    """An image ready to attach."""
    return discord.File(io.BytesIO(image), filename=name)


def lobby_embed(info: GameInfo, lang: str) -> discord.Embed:
    """The lobby card: game, options, seats, and what the host can do next."""
    fewest, most = seat_range(info.game.kind)
    embed = discord.Embed(title=game_title(info, lang), description=status_line(info, lang))
    seats = "\n".join(f"{s.seat + 1}. {md(s.display_name)}" for s in info.seats) or "-"
    embed.add_field(
        name=card_players(len(info.seats), fewest, most, lang),
        value=seats, inline=True,
    )
    embed.add_field(name=i18n.t("ui.options", lang), value=card_options(info, lang),
                    inline=True)
    return embed
