"""Interaction answers without the message Discord would send back.

discord.py 2.7 asks Discord for the answer's message with every interaction callback
(`with_response=1`), then parses it into an `InteractionCallbackResponse` holding a whole
`Message` with its components. This bot never reads it: a private answer is never looked
up again, and an update's message is the pressed one. Two answers a move, each a JSON
document of a few kilobytes parsed and built into objects for nothing. Without
`with_response`, Discord answers the callback with 204 No Content, as it did before
discord.py 2.5.

`install` replaces the adapter discord.py's interactions use (its `async_context`) for the
tasks started afterwards: the bot calls it when it starts, before it connects, so every
interaction it dispatches answers this way.
"""

from __future__ import annotations

from typing import Any

import aiohttp
from discord.http import MultipartParameters, Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context


class AnswerOnlyAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter, whose interaction callbacks do not ask for the message
    back; everything else (follow-ups, edits of the original answer) is discord.py's."""

    async def create_interaction_response(  # type: ignore[override]
        self, interaction_id: int, token: str, *, session: aiohttp.ClientSession,
        proxy: str | None = None, proxy_auth: aiohttp.BasicAuth | None = None,
        params: MultipartParameters,
    ) -> dict[str, Any]:
        """Post the callback; answer discord.py with the only part of Discord's answer it
        requires (the interaction's id), since Discord sends nothing back."""
        route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                      webhook_id=interaction_id, webhook_token=token)
        if params.files:
            await self.request(route, session=session, proxy=proxy, proxy_auth=proxy_auth,
                               files=params.files, multipart=params.multipart)
        else:
            await self.request(route, session=session, proxy=proxy, proxy_auth=proxy_auth,
                               payload=params.payload)
        return {"interaction": {"id": str(interaction_id)}}


def install() -> None:
    """Answer the interactions of the tasks started from now on without asking for their
    message back."""
    if not isinstance(async_context.get(), AnswerOnlyAdapter):
        async_context.set(AnswerOnlyAdapter())  # type: ignore[no-untyped-call]
