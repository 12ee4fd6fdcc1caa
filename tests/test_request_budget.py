"""One token's budget of REST requests, split between the processes that share it: each
paces itself to its shards' share, so together they stay within Discord's global limit."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import aiohttp
from multidict import CIMultiDict
from yarl import URL

from cogs.app import request_pacer
from cogs.kit.delivery import paced_requests
from config import DiscordSettings
from sessions.delivery import Pacer


def test_each_process_paces_itself_to_its_shards_share_of_the_budget() -> None:
    alone = request_pacer(DiscordSettings(requests_per_second=45))
    assert alone is not None and alone.rate == 45
    processes = [DiscordSettings(requests_per_second=45, shard_count=4, shard_ids=ids)
                 for ids in ([0], [1, 2], [3])]
    rates = [pacer.rate for pacer in map(request_pacer, processes) if pacer is not None]
    assert rates == [11.25, 22.5, 11.25] and sum(rates) == 45
    every_shard = request_pacer(DiscordSettings(requests_per_second=45, shard_count=2))
    assert every_shard is not None and every_shard.rate == 45


def test_no_pacing_when_the_budget_is_zero() -> None:
    assert request_pacer(DiscordSettings(requests_per_second=0)) is None


async def test_answers_to_interactions_never_wait_for_the_pacer() -> None:
    """The pacer's token just spent, a post waits for the next; an interaction's answer and
    its follow-ups (exempt from Discord's global limit) go at once, as do the gateway and
    the CDN, which are no REST requests."""
    pacer = Pacer(0.001)  # one request, then the next in 1,000 s
    [hook] = paced_requests(pacer).on_request_start

    def start(path: str) -> Awaitable[None]:
        params = aiohttp.TraceRequestStartParams("POST", URL(f"https://discord.com{path}"),
                                                 CIMultiDict())
        return hook(None, None, params)  # type: ignore[arg-type,return-value]

    await start("/api/v10/channels/1/messages")  # spends the token
    for exempt in ("/api/v10/interactions/5/token/callback", "/api/v10/webhooks/9/token",
                   "/api/v10/webhooks/9/token/messages/@original", "/", "/attachments/1/2/a"):
        await asyncio.wait_for(start(exempt), 1.0)
    waiting = asyncio.ensure_future(start("/api/v10/channels/2/messages"))
    await asyncio.sleep(0)
    assert not waiting.done() and pacer.backlog() == 1
    waiting.cancel()
