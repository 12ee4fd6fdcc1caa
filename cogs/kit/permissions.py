"""The Discord permissions the bot uses, its invite link, and what a channel lacks of them.

Every permission here is one the bot's code relies on (the README's invite lists the same):

- View Channels, Send Messages: the lobby card and, without a thread, the boards;
- Embed Links: the lobby card is an embed;
- Attach Files: every board is a picture, and a finished game's record a file;
- Read Message History: a finished game's posts lose their Play button (read back);
- Create Public Threads: a game's thread, opened off its lobby card;
- Send Messages in Threads: the boards, the status and the final post in that thread;
- Manage Threads: a finished game's thread renamed to its summary and archived, a practice
  thread the player could not be added to deleted;
- Create Private Threads: a practice game's private thread (else it goes to DMs);
- Pin Messages: the live status pinned in the game's thread. Since February 2026 pinning
  needs this permission of its own: Manage Messages no longer grants it.

The names come from `sessions.words.access.NEEDED`, which says what each one's absence
costs, so the two lists cannot drift apart.
"""

from __future__ import annotations

import discord

from sessions.words import NEEDED_PERMISSIONS as NEEDED

SCOPES = ("bot", "applications.commands")


def needed_permissions() -> discord.Permissions:
    """The permissions the bot asks for when invited."""
    return discord.Permissions(**dict.fromkeys(NEEDED, True))


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with every permission it uses (and, for a
    server that has it already, grants its role what it lacks)."""
    return discord.utils.oauth_url(application_id, permissions=needed_permissions(),
                                   scopes=SCOPES)


def missing_from(granted: discord.Permissions) -> list[str]:
    """The permissions the bot needs that `granted` (an interaction's `app_permissions`:
    the bot's in that channel) lacks; none when Discord said nothing (0)."""
    if granted.value == 0:
        return []
    return [name for name in NEEDED if not getattr(granted, name)]
