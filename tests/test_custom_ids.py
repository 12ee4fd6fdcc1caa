"""Every persistent item keeps the custom_ids it has always had: buttons posted before a
release keep working after it. Each template is written out here as the bot first shipped
it, and an item made with its fields has the custom_id it always had, which its template
reads back."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.absence import ReclaimButton, VoteButton
from cogs.game_commands import LobbyButton
from cogs.kit.board import PlayButton, ViewButton
from cogs.kit.game_button import GameButton, GameSelect, PersistentItem
from cogs.kit.lobby_bots import BotSeatButton
from cogs.kit.picker import PICKER_LIMITS, BackButton, PickButton, PickSelect
from cogs.play import StopButton
from cogs.practice import HintButton, PracticeTakeBackButton
from cogs.replay import ReplayButton
from cogs.rules import PageButton
from cogs.undo import UndoButton

TEMPLATES: list[tuple[type[PersistentItem[Any]], str]] = [
    (ViewButton, r"g:view:(?P<game>\d+)"),
    (PlayButton, r"g:play:(?P<game>\d+):(?P<version>\d+)"),
    (StopButton, r"g:stop:(?P<game>\d+):(?P<version>\d+)"),
    (HintButton, r"g:hint:(?P<game>\d+):(?P<version>\d+)"),
    (PracticeTakeBackButton, r"g:takeback:(?P<game>\d+):(?P<version>\d+)"),
    (UndoButton, r"g:undo:(?P<game>\d+):(?P<version>\d+)"),
    (ReclaimButton, r"g:reclaim:(?P<game>\d+)"),
    (VoteButton, r"g:vote:(?P<game>\d+):(?P<vote>\d+):(?P<choice>more_time|auto|end)"),
    (LobbyButton, r"g:lobby:(?P<action>join|leave|start|cancel|bot):(?P<game>\d+)"),
    (BotSeatButton, r"g:lobby:(?P<action>botlevel|unbot):(?P<what>easy|normal|hard|\d{1,3}):"
                    r"(?P<game>\d+)"),
    (PickButton, r"g:pick:(?P<game>\d+):(?P<version>\d+):(?P<path>.*)"),
    (BackButton, r"g:back:(?P<game>\d+):(?P<version>\d+):(?P<path>.*)"),
    (PickSelect, r"g:sel:(?P<game>\d+):(?P<version>\d+):(?P<part>\d+):(?P<path>.*)"),
    (ReplayButton, r"g:replay:(?P<game>\d+):(?P<move>\d+):(?P<side>first|prev|next|last)"),
    (PageButton, r"rules:(?P<kind>[a-z_]+):(?P<topic>[a-z_]+):(?P<side>prev|next)"),
]


@pytest.mark.parametrize(("item", "template"), TEMPLATES,
                         ids=[item.__name__ for item, _ in TEMPLATES])
def test_every_item_keeps_its_template(item: type[PersistentItem[Any]], template: str) -> None:
    assert item.__discord_ui_compiled_template__.pattern == template


def test_an_item_made_with_its_fields_has_the_custom_id_it_always_had() -> None:
    made: list[tuple[PersistentItem[Any], str]] = [
        (ViewButton("My view", game=12), "g:view:12"),
        (PlayButton("Play", game=12, version=30), "g:play:12:30"),
        (VoteButton("End", game=12, vote=4, choice="end"), "g:vote:12:4:end"),
        (LobbyButton.of("join", 12, "Join"), "g:lobby:join:12"),
        (BotSeatButton.of("unbot", "2", 12, "Remove"), "g:lobby:unbot:2:12"),
        (PickButton("b1", game=12, version=30, path="b1-c3|NE cw"), "g:pick:12:30:b1-c3|NE cw"),
        (PickSelect(game=12, version=30, part=1, path="eye"), "g:sel:12:30:1:eye"),
        (ReplayButton(game=12, move=3, side="prev"), "g:replay:12:3:prev"),
        (PageButton("Next", kind="zigzag", topic="stop", side="next"), "rules:zigzag:stop:next"),
    ]
    for item, custom_id in made:
        assert item.custom_id == custom_id
        match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
        assert match is not None and match.groupdict() == item.fields


def test_a_long_place_is_cut_to_discords_hundred_characters() -> None:
    button = PickButton("x", game=12, version=30, path="a" * 200)
    assert len(button.custom_id) == PICKER_LIMITS.custom_id == 100


def test_only_the_items_match_a_custom_id_not_their_bases() -> None:
    for base in (PersistentItem, GameButton, GameSelect):
        assert base.__discord_ui_compiled_template__.fullmatch("g:view:12") is None
