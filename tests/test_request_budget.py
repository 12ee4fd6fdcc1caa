"""One token's budget of REST requests, split between the processes that share it: each
paces itself to its shards' share, so together they stay within Discord's global limit."""

from __future__ import annotations

from cogs.app import request_pacer
from config import DiscordSettings


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
