"""The persistent button of one game: what the buttons that name a game in their custom_id
have in common (My view, Play, Stop!, Take my seat back)."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Self

import discord

from .replies import guarded

NO_TEMPLATE = r"(?!)"  # a base class's: it matches no custom_id, only its subclasses' do


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], ABC,
                 template=NO_TEMPLATE):
    """A button whose custom_id, `g:<action>:<game>`, names its game, so that it works after
    a restart; a press runs `press` guarded for that game (admission, the presser's reach,
    the message's game). A subclass declares its action and look where it is defined:
    `class ViewButton(GameButton, action="view", emoji="👁", style=..., label="My view")`
    (the label is the one a button rebuilt from its custom_id carries)."""

    action: ClassVar[str]
    emoji: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    default_label: ClassVar[str]

    def __init_subclass__(cls, *, action: str = "", emoji: str = "",
                          style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                          label: str = "") -> None:
        super().__init_subclass__(template=cls.template_of(action) if action else NO_TEMPLATE)
        cls.action, cls.emoji, cls.style, cls.default_label = action, emoji, style, label

    @classmethod
    def template_of(cls, action: str) -> str:
        """The custom_id template of the buttons of `action`."""
        return rf"g:{action}:(?P<game>\d+)"

    def __init__(self, game_id: int, label: str | None = None, *, suffix: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=self.default_label if label is None else label, emoji=self.emoji,
            style=self.style, custom_id=f"g:{self.action}:{game_id}{suffix}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        """Rebuild the button from its custom_id after a restart."""
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Answer the press, guarded for the button's game."""
        await guarded(interaction, lambda: self.press(interaction), game_id=self.game_id)

    @abstractmethod
    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """What a press does (the subclass's)."""


class GameVersionButton(GameButton):
    """A game's button made at one version of the game, `g:<action>:<game>:<version>`: a
    press may find the game has moved on since."""

    @classmethod
    def template_of(cls, action: str) -> str:
        """The custom_id template of the buttons of `action`."""
        return rf"g:{action}:(?P<game>\d+):(?P<version>\d+)"

    def __init__(self, game_id: int, version: int, label: str | None = None) -> None:
        super().__init__(game_id, label, suffix=f":{version}")
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        """Rebuild the button from its custom_id after a restart."""
        return cls(int(match["game"]), int(match["version"]))
