"""Self-test of the fake Discord: a tiny discord.py bot, defined here, driven end to end.

Each test checks one promise the game bot's end-to-end tests will rely on: slash commands
(with subcommands, options, ephemeral flag 64), autocomplete, persistent DynamicItem buttons
across a bot restart, selects, deferred answers with a PNG followup, DMs (open and 50007),
threads and pins, concurrent presses, modals, gateway RESUME / re-IDENTIFY, Discord's payload
limits, unknown routes and the offline guard; then each injectable fault (429, 5xx, a lost
answer, 50007, a slow callback, a dropped gateway with RESUME or a fresh IDENTIFY).
"""

from __future__ import annotations

import asyncio
import io
import re
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands
from discord.http import Route
from PIL import Image

from .faults import CHANNEL_MESSAGES, INTERACTION_CALLBACK, messages_of
from .models import (
    EPHEMERAL,
    BotTimeout,
    FakeChannel,
    FakeDiscordError,
    FakeGuild,
    FakeUser,
    NotDelivered,
    NotPressable,
    PermissionDenied,
)
from .server import FakeDiscord

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class CounterButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=r"counter:(?P<value>\d+)"
):
    """A persistent button carrying its state in its custom_id; a press edits the message."""

    def __init__(self, value: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Count {value}",
                custom_id=f"counter:{value}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.value = value

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CounterButton:
        return cls(int(match["value"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.value + 1))
        await interaction.response.edit_message(content=f"Count: {self.value + 1}", view=view)


class JoinButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=r"join:(?P<game>\d+)"
):
    """A button whose callback is slow enough for two presses to overlap."""

    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Join", custom_id=f"join:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DemoBot)
        bot.active += 1
        bot.max_active = max(bot.max_active, bot.active)
        await asyncio.sleep(0.05)
        bot.active -= 1
        bot.joined.append(interaction.user.id)
        await interaction.response.send_message(f"{interaction.user.name} joined", ephemeral=True)


class PickView(discord.ui.View):
    """A select; the answer defers (type 6) then edits the message through the webhook."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="pick",
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[PickView]
    ) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f"picked {select.values[0]}", view=None)


class NameModal(discord.ui.Modal, title="Your name"):
    """A one-field modal."""

    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Hello {self.name.value}", ephemeral=True)


class Demo(app_commands.Group):
    """/demo ...: one subcommand per feature under test."""

    def __init__(self) -> None:
        super().__init__(name="demo", description="Demo commands")

    @app_commands.command(description="Repeat a text")
    async def echo(
        self,
        interaction: discord.Interaction,
        text: str,
        times: app_commands.Range[int, 1, 3] = 1,
        secret: bool = False,
    ) -> None:
        await interaction.response.send_message(" ".join([text] * times), ephemeral=secret)

    @app_commands.command(description="Play a move")
    async def move(self, interaction: discord.Interaction, notation: str) -> None:
        await interaction.response.send_message(f"played {notation}")

    @move.autocomplete("notation")
    async def move_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        moves = ["a1", "a2", "b1", "b2"]
        return [app_commands.Choice(name=m, value=m) for m in moves if m.startswith(current)]

    @app_commands.command(description="A persistent counter")
    async def counter(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message("Count: 0", view=view)

    @app_commands.command(description="A lobby")
    async def lobby(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(JoinButton(7))
        await interaction.response.send_message("Lobby", view=view)

    @app_commands.command(description="Pick a colour")
    async def pick(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Pick a colour", view=PickView())

    @app_commands.command(description="A picture")
    async def picture(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        buffer = io.BytesIO()
        Image.new("RGB", (8, 8), "red").save(buffer, "PNG")
        buffer.seek(0)
        await interaction.followup.send("board", file=discord.File(buffer, "board.png"))

    @app_commands.command(description="DM someone")
    async def dm(self, interaction: discord.Interaction, target: discord.User) -> None:
        bot = interaction.client
        assert isinstance(bot, DemoBot)
        try:
            await target.send("your secret hand: 7")
        except discord.Forbidden as error:
            bot.dm_errors.append(error.code)
            await interaction.response.send_message("DMs closed", ephemeral=True)
        else:
            await interaction.response.send_message("sent", ephemeral=True)

    @app_commands.command(description="Open a game thread")
    async def thread(self, interaction: discord.Interaction) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        await interaction.response.defer(ephemeral=True, thinking=True)
        starter = await channel.send("Game #1")
        thread = await starter.create_thread(name="game-1")
        board = await thread.send("Board")
        await board.pin()
        await interaction.followup.send(f"thread {thread.id}", ephemeral=True)

    @app_commands.command(description="Ask a name")
    async def form(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())


def make_setup_command() -> app_commands.Command[Any, ..., None]:
    """/setup, visible to members with Manage Server only."""

    @app_commands.command(name="setup", description="Configure the bot")
    @app_commands.default_permissions(manage_guild=True)
    async def setup(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("configured", ephemeral=True)

    return setup


class DemoBot(commands.Bot):
    """The bot under test; it records what it saw so tests can assert on its side too."""

    def __init__(self, *, message_content: bool = False) -> None:
        intents = discord.Intents.default()
        intents.members = True
        intents.message_content = message_content
        super().__init__(command_prefix=commands.when_mentioned, intents=intents)
        self.heard: list[str] = []
        self.dm_errors: list[int] = []
        self.joined: list[int] = []
        self.active = 0
        self.max_active = 0

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton, JoinButton)
        self.tree.add_command(Demo())
        self.tree.add_command(make_setup_command())

    async def on_message(self, message: discord.Message) -> None:
        if message.author != self.user:
            self.heard.append(message.content)


@dataclass
class World:
    """A guild with one channel and a few users."""

    guild: FakeGuild
    channel: FakeChannel
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser


@pytest_asyncio.fixture
async def world(fake_discord: FakeDiscord) -> World:
    fake = fake_discord
    guild = await fake.create_guild("Ostrich Club")
    channel = await fake.create_text_channel(guild, "games")
    alice = await fake.create_user("alice", locale="fr")
    bob = await fake.create_user("bob")
    carol = await fake.create_user("carol", dms_closed=True)
    await fake.add_member(guild, alice, permissions=discord.Permissions(manage_guild=True))
    await fake.add_member(guild, bob)
    await fake.add_member(guild, carol)
    return World(guild, channel, alice, bob, carol)


@pytest_asyncio.fixture
async def bot(fake_discord: FakeDiscord, world: World) -> AsyncIterator[DemoBot]:
    async with fake_discord.run_bot(DemoBot()) as running:
        yield running


async def test_bot_connects_fast_and_sees_the_guild(
    fake_discord: FakeDiscord, world: World
) -> None:
    started = time.monotonic()
    async with fake_discord.run_bot(DemoBot(), sync_commands=False) as bot:
        elapsed = time.monotonic() - started
        assert elapsed < 1.0
        assert bot.user is not None and bot.user.id == fake_discord.bot_user.id
        guild = bot.get_guild(world.guild.id)
        assert guild is not None and guild.get_channel(world.channel.id) is not None
        member = guild.get_member(world.alice.id)
        assert member is not None and member.guild_permissions.manage_guild
        late = await fake_discord.create_text_channel(world.guild, "late")
        dave = await fake_discord.create_user("dave")
        await fake_discord.add_member(world.guild, dave)
        for _ in range(100):
            if guild.get_channel(late.id) and guild.get_member(dave.id):
                break
            await asyncio.sleep(0.01)
        assert guild.get_channel(late.id) is not None and guild.get_member(dave.id) is not None
    assert fake_discord.gateway.identifies == 1


async def test_answers_are_exactly_application_json(fake_discord: FakeDiscord) -> None:
    headers = {"Authorization": f"Bot {fake_discord.token}"}
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{fake_discord.api_base}/users/@me", headers=headers) as response:
            assert response.headers["Content-Type"] == "application/json"
            assert (await response.json())["id"] == str(fake_discord.bot_user.id)
        async with session.get(f"{fake_discord.api_base}/users/@me") as response:
            assert response.status == 401


async def test_slash_subcommand_public_and_ephemeral(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    public = await fake_discord.slash(
        world.bob, world.channel, "demo", subcommand="echo", options={"text": "hi", "times": 2}
    )
    secret = await fake_discord.slash(
        world.alice, world.channel, "demo echo", options={"text": "hidden-42", "secret": True}
    )
    assert (public.callback_type, public.content, public.flags & EPHEMERAL) == (4, "hi hi", 0)
    assert secret.ephemeral and secret.flags & EPHEMERAL and secret.content == "hidden-42"
    assert [m.content for m in fake_discord.messages_in(world.channel)] == ["hi hi"]
    assert "hidden-42" not in fake_discord.public_text()
    assert any("hidden-42" in text for text in fake_discord.visible_texts(world.alice))
    assert all("hidden-42" not in text for text in fake_discord.visible_texts(world.bob))
    assert secret.record.payload["locale"] == "fr"


async def test_slash_options_are_checked_like_discord_ui(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    with pytest.raises(FakeDiscordError, match=r"option 'times': 9 not in \["):
        await fake_discord.slash(
            world.bob, world.channel, "demo echo", options={"text": "x", "times": 9}
        )
    with pytest.raises(FakeDiscordError, match="option 'text' is required"):
        await fake_discord.slash(world.bob, world.channel, "demo echo", options={})
    with pytest.raises(PermissionDenied):
        await fake_discord.slash(world.bob, world.channel, "setup")
    allowed = await fake_discord.slash(world.alice, world.channel, "setup")
    assert allowed.content == "configured" and allowed.ephemeral


async def test_autocomplete_returns_the_bots_choices(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    choices = await fake_discord.autocomplete(
        world.bob, world.channel, "demo move", "notation", {"notation": "a"}
    )
    assert choices == [{"name": "a1", "value": "a1"}, {"name": "a2", "value": "a2"}]


async def test_dynamic_button_edits_and_survives_a_restart(
    fake_discord: FakeDiscord, world: World
) -> None:
    async with fake_discord.run_bot(DemoBot()):
        posted = await fake_discord.slash(world.bob, world.channel, "demo counter")
        assert posted.message is not None
        first = await fake_discord.press(world.bob, posted.message, "counter:0")
        assert first.callback_type == 7 and first.content == "Count: 1"
    async with fake_discord.run_bot(DemoBot()):
        second = await fake_discord.press(world.alice, posted.message, "Count 1")
        assert second.callback_type == 7 and second.content == "Count: 2"
    assert [v.content for v in fake_discord.edits_of(posted.message)] == ["Count: 1", "Count: 2"]
    assert fake_discord.gateway.identifies == 2


async def test_press_custom_sends_any_custom_id_as_on_the_message(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    posted = await fake_discord.slash(world.bob, world.channel, "demo counter")
    assert posted.message is not None
    jumped = await fake_discord.press_custom(world.bob, posted.message, "counter:41")
    assert jumped.callback_type == 7 and jumped.content == "Count: 42"
    shown = jumped.record.payload["message"]["components"][-1]["components"]
    assert shown == [{"type": 2, "custom_id": "counter:41", "style": 2, "label": "?"}]
    menu = await fake_discord.slash(world.bob, world.channel, "demo pick")
    assert menu.message is not None
    picked = await fake_discord.press_custom(world.bob, menu.message, "pick", values=["purple"])
    assert picked.callback_type == 6 and picked.content == "picked purple"
    with pytest.raises(BotTimeout):  # no item of the bot matches it: nobody answers
        await fake_discord.press_custom(world.bob, posted.message, "nobody:home", timeout=0.2)
    with pytest.raises(NotPressable, match=r"1\.\.100"):
        await fake_discord.press_custom(world.bob, posted.message, "counter:" + "9" * 100)


async def test_select_defers_then_edits(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    posted = await fake_discord.slash(world.bob, world.channel, "demo pick")
    assert posted.message is not None
    with pytest.raises(NotPressable, match=r"\['purple'\] not all in"):
        await fake_discord.select(world.bob, posted.message, "pick", ["purple"])
    picked = await fake_discord.select(world.bob, posted.message, "pick", ["green"])
    assert picked.callback_type == 6
    assert picked.content == "picked green" and picked.components == []


async def test_deferred_answer_with_png_followup(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    result = await fake_discord.slash(world.bob, world.channel, "demo picture")
    assert result.callback_type == 5 and not result.ephemeral
    (attachment,) = result.attachments
    assert attachment.filename == "board.png" and attachment.data.startswith(PNG_SIGNATURE)
    assert attachment.size == len(attachment.data) and result.content == "board"
    upload = next(r for r in fake_discord.requests if r.multipart)
    assert (
        upload.path.startswith("/webhooks/")
        and upload.json["attachments"][0]["filename"] == "board.png"
    )
    assert fake_discord.public_attachments() == [attachment]


async def test_dm_to_open_user_and_50007_to_closed_one(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    sent = await fake_discord.slash(
        world.alice, world.channel, "demo dm", options={"target": world.bob}
    )
    closed = await fake_discord.slash(
        world.alice, world.channel, "demo dm", options={"target": world.carol}
    )
    assert (sent.content, closed.content) == ("sent", "DMs closed")
    assert bot.dm_errors == [50007]
    delivered = await fake_discord.wait_for_dm(world.bob, "secret hand")
    assert fake_discord.dms_to(world.bob) == [delivered]
    assert fake_discord.dms_to(world.carol) == []
    assert "secret hand" not in fake_discord.public_text()
    refused = await fake_discord.wait_for(lambda r: r.status == 403)
    assert refused.response == {"code": 50007, "message": "Cannot send messages to this user"}


async def test_thread_creation_and_pin(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    result = await fake_discord.slash(world.bob, world.channel, "demo thread")
    (thread,) = fake_discord.threads_of(world.channel)
    assert result.ephemeral and result.content == f"thread {thread.id}"
    (board,) = fake_discord.messages_in(thread)
    assert board.content == "Board" and board.pinned
    assert "game-1" in fake_discord.public_texts()
    live = bot.get_channel(thread.id)
    assert isinstance(live, discord.Thread)
    await live.edit(archived=True, locked=True)
    assert thread.archived and thread.locked
    with pytest.raises(discord.HTTPException) as archived:
        await live.send("too late")
    assert archived.value.code == 50083


async def test_user_messages_respect_the_message_content_intent(
    fake_discord: FakeDiscord, world: World
) -> None:
    for message_content, expected in ((True, "hello"), (False, "")):
        async with fake_discord.run_bot(DemoBot(message_content=message_content)) as bot:
            heard = asyncio.ensure_future(bot.wait_for("message"))
            await fake_discord.post_message(world.bob, world.channel, "hello")
            await asyncio.wait_for(heard, 2)
            assert bot.heard == [expected]


async def test_simultaneous_presses_both_reach_the_bot(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    lobby = await fake_discord.slash(world.alice, world.channel, "demo lobby")
    assert lobby.message is not None
    results = await asyncio.gather(
        fake_discord.press(world.alice, lobby.message, "Join"),
        fake_discord.press(world.bob, lobby.message, "Join"),
    )
    assert sorted(bot.joined) == sorted([world.alice.id, world.bob.id])
    assert bot.max_active == 2
    assert [r.content for r in results] == ["alice joined", "bob joined"]
    assert all(r.ephemeral for r in results)


async def test_modal_round_trip(fake_discord: FakeDiscord, world: World, bot: DemoBot) -> None:
    opened = await fake_discord.slash(world.bob, world.channel, "demo form")
    assert opened.callback_type == 9 and opened.modal is not None
    answered = await fake_discord.submit_modal(world.bob, opened, {"name": "Bob"})
    assert answered.content == "Hello Bob" and answered.ephemeral


async def test_gateway_resume_and_reidentify(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    await fake_discord.reconnect_gateway(resume=True)
    resumed = await fake_discord.slash(
        world.bob, world.channel, "demo echo", options={"text": "after resume"}
    )
    await fake_discord.reconnect_gateway(resume=False)
    again = await fake_discord.slash(
        world.bob, world.channel, "demo echo", options={"text": "after identify"}
    )
    assert (resumed.content, again.content) == ("after resume", "after identify")
    assert (fake_discord.gateway.resumes, fake_discord.gateway.identifies) == (1, 2)


async def test_discord_limits_are_enforced(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as too_long:
        await channel.send("x" * 2001)
    assert too_long.value.code == 50035 and too_long.value.status == 400
    fetched = await channel.send("ok")
    assert (await channel.fetch_message(fetched.id)).content == "ok"


async def test_unknown_route_is_recorded_as_404(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    with pytest.raises(discord.NotFound):
        await bot.http.request(Route("GET", "/guilds/{guild_id}/bans", guild_id=world.guild.id))
    (unknown,) = fake_discord.take_unknown_requests()
    assert (unknown.method, unknown.path, unknown.status) == (
        "GET",
        f"/guilds/{world.guild.id}/bans",
        404,
    )


async def test_nothing_reaches_a_real_host(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    with pytest.raises(OSError, match=r"cdn\.discordapp\.com"):
        await bot.http.get_from_cdn("https://cdn.discordapp.com/attachments/1/2/x.png")
    assert fake_discord.blocked_hosts == ["cdn.discordapp.com"]
    fake_discord.blocked_hosts.clear()


# -- fault injection ---------------------------------------------------------------------


async def test_a_429_is_answered_like_discord_and_discord_py_waits_it_out(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    fake = fake_discord
    headers = {"Authorization": f"Bot {fake.token}"}
    fault = fake.faults.fail_next("GET", "/users/@me", 429, retry_after=0.25)
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as limited:
            assert limited.status == 429
            assert limited.headers["Content-Type"] == "application/json"
            assert await limited.json() == {
                "message": "You are being rate limited.",
                "retry_after": 0.25,
                "global": False,
            }
            assert limited.headers["Retry-After"] == "1" and limited.headers["Via"]
            assert limited.headers["X-RateLimit-Remaining"] == "0"
            assert limited.headers["X-RateLimit-Scope"] == "user"
            assert float(limited.headers["X-RateLimit-Reset-After"]) == 0.25
            assert "X-RateLimit-Global" not in limited.headers
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as after:
            assert after.status == 200  # count=1: only the next request was limited
    assert len(fault.hits) == 1 and fault.exhausted and not fake.faults.pending

    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    for global_ in (False, True):
        fake.faults.fail_next("POST", messages_of(world.channel.id), 429, retry_after=0.1,
                              global_=global_)
        started = time.monotonic()
        await channel.send(f"global={global_}")
        assert time.monotonic() - started >= 0.1
    posts = [(r.status, r.fault) for r in fake.requests if r.route == "create_message"]
    assert posts == [(429, "429"), (200, None)] * 2
    limited_globally = [r for r in fake.requests if r.status == 429][-1]
    assert limited_globally.response["global"] is True
    assert [m.content for m in fake.messages_in(world.channel)] == [
        "global=False", "global=True"]


async def test_server_errors_look_like_discord_and_cloudflare(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    headers = {"Authorization": f"Bot {fake.token}"}
    for status in (500, 502, 503):
        fake.faults.fail_next("*", "/users/@me", status)
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{fake.api_base}/users/@me", headers=headers) as internal:
            assert internal.status == 500
            assert await internal.json() == {"message": "500: Internal Server Error", "code": 0}
        for status in (502, 503):
            async with session.get(f"{fake.api_base}/users/@me", headers=headers) as edge:
                assert edge.status == status and edge.content_type == "text/html"
                assert "cloudflare" in await edge.text()
    assert [r.fault for r in fake.requests] == ["500", "502", "503"]


async def test_a_lost_answer_took_effect_and_a_nonce_keeps_the_retry_from_posting_twice(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    fake = fake_discord
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    fake.faults.fail_next("POST", CHANNEL_MESSAGES, 502, after_handling=True)
    sent = await channel.send("once", nonce="outbox-1")  # discord.py retries the 502 after 1 s
    posts = [(r.status, r.fault) for r in fake.requests if r.route == "create_message"]
    assert posts == [(502, "502 after handling"), (200, None)]
    assert [m.id for m in fake.messages_in(world.channel)] == [sent.id]
    fake.faults.fail_next("POST", CHANNEL_MESSAGES, 503, after_handling=True)
    with pytest.raises(discord.DiscordServerError):  # discord.py does not retry a 503
        await channel.send("twice?")
    assert [m.content for m in fake.messages_in(world.channel)] == ["once", "twice?"]


async def test_50007_can_be_injected_on_an_open_dm(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    dm = fake_discord.dm_channel_for(world.bob)
    fake_discord.faults.fail_next("POST", messages_of(dm.id), 403, code=50007)
    refused = await fake_discord.slash(
        world.alice, world.channel, "demo dm", options={"target": world.bob}
    )
    sent = await fake_discord.slash(
        world.alice, world.channel, "demo dm", options={"target": world.bob}
    )
    assert (refused.content, sent.content, bot.dm_errors) == ("DMs closed", "sent", [50007])
    assert [r.response for r in fake_discord.requests if r.fault] == [
        {"code": 50007, "message": "Cannot send messages to this user"}]
    assert len(fake_discord.dms_to(world.bob)) == 1


async def test_a_callback_slowed_past_the_deadline_gets_unknown_interaction(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    fake = fake_discord
    fake.ack_deadline = 0.2
    slow = fake.faults.delay("POST", INTERACTION_CALLBACK, 0.4)
    with pytest.raises(BotTimeout):
        await fake.slash(world.bob, world.channel, "demo echo", options={"text": "late"})
    refused = await fake.wait_for(lambda r: r.route == "callback")
    assert (refused.status, refused.response["code"], refused.fault) == (404, 10062, "delay 0.4s")
    assert len(slow.hits) == 1 and fake.messages_in(world.channel) == []
    fake.ack_deadline = 3.0
    again = await fake.slash(world.bob, world.channel, "demo echo", options={"text": "on time"})
    assert again.content == "on time"


async def test_a_dropped_gateway_resumes_and_replays_what_happened_meanwhile(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    fake = fake_discord
    async with fake.gateway_outage():
        assert not fake.gateway.connected
        late = await fake.create_text_channel(world.guild, "during-the-outage")
        answer = asyncio.ensure_future(
            fake.slash(world.bob, world.channel, "demo echo", options={"text": "queued"}))
        await asyncio.sleep(0.05)
        assert not answer.done()
    assert (await answer).content == "queued"
    assert bot.get_channel(late.id) is not None
    async with fake.gateway_outage(code=None):  # cut without a close frame
        answer = asyncio.ensure_future(
            fake.slash(world.bob, world.channel, "demo echo", options={"text": "again"}))
        await asyncio.sleep(0.05)
    assert (await answer).content == "again"
    assert (fake.gateway.resumes, fake.gateway.identifies) == (2, 1)


async def test_a_lost_gateway_session_identifies_afresh_and_the_gap_is_lost(
    fake_discord: FakeDiscord, world: World, bot: DemoBot
) -> None:
    fake = fake_discord
    async with fake.gateway_outage(code=4009, resumable=False):
        with pytest.raises(NotDelivered):
            await fake.slash(world.bob, world.channel, "demo echo", options={"text": "lost"})
        late = await fake.create_text_channel(world.guild, "during-the-gap")
    assert (fake.gateway.resumes, fake.gateway.identifies) == (0, 2)
    after = await fake.slash(world.bob, world.channel, "demo echo", options={"text": "back"})
    assert after.content == "back"
    assert [m.content for m in fake.messages_in(world.channel)] == ["back"]
    assert bot.get_channel(late.id) is not None  # the fresh GUILD_CREATE has it
