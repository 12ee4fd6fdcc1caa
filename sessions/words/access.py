"""What a server's managers are told when the bot lacks a permission it needs: which ones,
and what each one's absence costs the players ("game statuses are not pinned", "practice
games go to DMs"). Said once per server (`SettingsService.claim_untold`): privately to a
manager, or under the next lobby card when the one who opened it manages nothing."""

from __future__ import annotations

from collections.abc import Sequence

import i18n

from ..core.outgoing import Line

# The permissions the bot needs where games are played, as Discord names their flags, in the
# order a manager reads them: the ones without which nothing is posted first.
NEEDED: tuple[str, ...] = (
    "view_channel", "send_messages", "embed_links", "attach_files", "read_message_history",
    "create_public_threads", "send_messages_in_threads", "manage_threads",
    "create_private_threads", "pin_messages",
)


def lost_lines(missing: Sequence[str]) -> list[Line]:
    """One line per missing permission the bot needs: its name and what its absence costs."""
    return [Line(key=f"access.lost.{name}") for name in NEEDED if name in missing]


def manager_notice(missing: Sequence[str], channel_id: int, invite_url: str | None,
                   lang: str | None) -> str:
    """The private notice to a manager: what the bot lacks in the channel they used it in,
    what that costs, where to grant it, and the invite that grants it all at once."""
    lines = [i18n.t("access.private", lang, channel=f"<#{channel_id}>"),
             *(i18n.t(line.key, lang) for line in lost_lines(missing))]
    if invite_url is not None:
        lines.append(i18n.t("access.invite", lang, url=invite_url))
    lines.append(i18n.t("access.once", lang))
    return "\n".join(lines)


def card_notes(missing: Sequence[str]) -> list[Line]:
    """The same, as notes under a lobby card, for the server's managers to read there (in
    the server's language, as the card is)."""
    lost = lost_lines(missing)
    return [Line(key="access.card"), *lost] if lost else []
