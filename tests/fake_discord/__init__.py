"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests with the real discord.py.

Start it with the `fake_discord` pytest fixture (fixtures.py), run a bot with
`fake.run_bot(bot)`, act as users with `slash` / `autocomplete` / `press` / `select` /
`submit_modal`, and assert with the recording queries (`messages_in`, `dms_to`,
`public_text`, `visible_texts`, `requests`, ...). Inject faults with `fake.faults` (REST
errors and delays, faults.py) and `fake.gateway_outage()` (a dropped gateway connection).
The names tests use are re-exported here, each as itself.
"""

from .faults import Faults as Faults
from .faults import RestFault as RestFault
from .interactions import InteractionResult as InteractionResult
from .models import EPHEMERAL as EPHEMERAL
from .models import PATIENCE as PATIENCE
from .models import BotTimeout as BotTimeout
from .models import FakeChannel as FakeChannel
from .models import FakeDiscordError as FakeDiscordError
from .models import FakeGuild as FakeGuild
from .models import FakeMember as FakeMember
from .models import FakeRole as FakeRole
from .models import FakeUser as FakeUser
from .models import MessageVersion as MessageVersion
from .models import NotDelivered as NotDelivered
from .models import NotPressable as NotPressable
from .models import PermissionDenied as PermissionDenied
from .models import RecordedAttachment as RecordedAttachment
from .models import RecordedFile as RecordedFile
from .models import RecordedMessage as RecordedMessage
from .models import RecordedRequest as RecordedRequest
from .server import FakeDiscord as FakeDiscord
from .server import LoopbackOnlyResolver as LoopbackOnlyResolver
