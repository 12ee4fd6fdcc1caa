"""The bot's persistent items: buttons (and menus) whose custom_id says what they act on, so
that they keep working after a restart.

An item declares its custom_id as a format, with the pattern of each field that is not a
number, its look, and what a press does; nothing else:

    class VoteButton(GameButton, custom_id="g:vote:{game}:{vote}:{choice}",
                     fields={"choice": "more_time|auto|end"}):
        async def press(self, interaction): ...

It is made with its label and fields (`VoteButton(label, style=..., game=7, vote=3,
choice="auto")`), and rebuilt from its custom_id alone when pressed (its look does not
matter then: it is not shown). Fields stay the text the custom_id holds (`self.fields`), a
number being checked where it is used, as any input of a user is. A press runs `press`
through `guarded`: admission and the central error handler, and for an item that names a
game (`{game}`), the presser's reach and the message's game.
"""

from __future__ import annotations

import re
import string
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

import discord

from .replies import guarded

if TYPE_CHECKING:
    from ..app import GameBot

NO_TEMPLATE = r"(?!)"  # a base class's: it matches no custom_id, only its subclasses' do
NUMBER = r"\d+"  # a field's pattern unless the item says otherwise
CUSTOM_ID_MAX = 100  # Discord's limit

ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])


def template_of(custom_id: str, fields: Mapping[str, str]) -> str:
    """The pattern of the custom_ids a format makes: its text as written, each field a named
    group (a number, unless `fields` gives its pattern)."""
    parts = []
    for text, name, _, _ in string.Formatter().parse(custom_id):
        parts.append(re.escape(text))
        if name is not None:
            parts.append(f"(?P<{name}>{fields.get(name, NUMBER)})")
    return "".join(parts)


class PersistentItem(discord.ui.DynamicItem[ItemT], ABC, template=NO_TEMPLATE):
    """What every persistent item of the bot does: its custom_id from a format and its
    fields, rebuilt from them after a restart, and a guarded press."""

    custom_id_format: ClassVar[str] = ""

    def __init_subclass__(cls, *, custom_id: str = "",
                          fields: Mapping[str, str] | None = None) -> None:
        super().__init_subclass__(
            template=template_of(custom_id, fields or {}) if custom_id else NO_TEMPLATE)
        if custom_id:
            cls.custom_id_format = custom_id

    def __init__(self, item: ItemT, fields: Mapping[str, object]) -> None:
        super().__init__(item)
        self.fields = {name: str(value) for name, value in fields.items()}

    @classmethod
    def custom_id_of(cls, fields: Mapping[str, object]) -> str:
        """The custom_id of the item with these fields, within Discord's 100 characters."""
        return cls.custom_id_format.format(**fields)[:CUSTOM_ID_MAX]

    @property
    def game_id(self) -> int:
        """The game the item names."""
        return int(self.fields["game"])

    @property
    def version(self) -> int:
        """The version of the game the item was made at."""
        return int(self.fields["version"])

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        """Rebuild the item from its custom_id (discord.py's hook: its interaction is any
        client's)."""
        made: Callable[..., Self] = cls
        return made(**match.groupdict())

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Answer the press, guarded (for the item's game, when it names one); discord.py's
        hook, whose interaction is any client's: `press` has the bot's."""
        game_id = self.game_id if "game" in self.fields else None
        await guarded(interaction, lambda: self.press(interaction), game_id=game_id)

    @abstractmethod
    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """What a press does (the item's own)."""


class GameButton(PersistentItem[discord.ui.Button[Any]]):
    """A persistent button: its custom_id, its look (`emoji`, `style` and `label` declared
    with the class, the label being the one it has when rebuilt), and what a press does.
    My view is `class ViewButton(GameButton, custom_id="g:view:{game}", emoji="👁",
    label="My view")`."""

    emoji: ClassVar[str | None] = None
    style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.secondary
    default_label: ClassVar[str | None] = None

    def __init_subclass__(cls, *, custom_id: str = "", fields: Mapping[str, str] | None = None,
                          emoji: str | None = None, style: discord.ButtonStyle | None = None,
                          label: str | None = None) -> None:
        super().__init_subclass__(custom_id=custom_id, fields=fields)
        cls.emoji = emoji if emoji is not None else cls.emoji
        cls.style = style if style is not None else cls.style
        cls.default_label = label if label is not None else cls.default_label

    def __init__(self, label: str | None = None, *, style: discord.ButtonStyle | None = None,
                 emoji: str | None = None, disabled: bool = False, row: int | None = None,
                 **fields: object) -> None:
        super().__init__(discord.ui.Button(
            label=self.default_label if label is None else label,
            emoji=self.emoji if emoji is None else emoji,
            style=self.style if style is None else style, disabled=disabled, row=row,
            custom_id=self.custom_id_of(fields)), fields)


class GameSelect(PersistentItem[discord.ui.Select[Any]]):
    """A persistent menu: its custom_id, and what choosing does (the value chosen is
    `chosen`)."""

    def __init__(self, options: Sequence[discord.SelectOption] = (), *,
                 placeholder: str | None = None, **fields: object) -> None:
        super().__init__(discord.ui.Select(custom_id=self.custom_id_of(fields),
                                           placeholder=placeholder, options=list(options)),
                         fields)

    @property
    def chosen(self) -> str:
        """The value chosen with the press ("" when none came with it)."""
        values = self.item.values
        return values[0] if values else ""
