"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests with the real discord.py.

Start it with the `fake_discord` pytest fixture (fixtures.py), run a bot with
`fake.run_bot(bot)`, act as users with `slash` / `autocomplete` / `press` / `select` /
`submit_modal`, and assert with the recording queries (`messages_in`, `dms_to`,
`public_text`, `visible_texts`, `requests`, ...). Inject faults with `fake.faults` (REST
errors and delays, faults.py) and `fake.gateway_outage()` (a dropped gateway connection).
"""

from .faults import Faults, RestFault
from .interactions import InteractionResult
from .models import (
    EPHEMERAL,
    BotTimeout,
    FakeChannel,
    FakeDiscordError,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    MessageVersion,
    NotDelivered,
    NotPressable,
    PermissionDenied,
    RecordedAttachment,
    RecordedFile,
    RecordedMessage,
    RecordedRequest,
)
from .server import FakeDiscord, LoopbackOnlyResolver

__all__ = [
    "EPHEMERAL",
    "BotTimeout",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeMember",
    "FakeRole",
    "FakeUser",
    "Faults",
    "InteractionResult",
    "LoopbackOnlyResolver",
    "MessageVersion",
    "NotDelivered",
    "NotPressable",
    "PermissionDenied",
    "RecordedAttachment",
    "RecordedFile",
    "RecordedMessage",
    "RecordedRequest",
    "RestFault",
]
