"""The fake enforces Discord's rate limits when asked: the global limit of a token (interaction
answers exempt), per-channel buckets announced in headers, 429s shaped as Discord's, and the
count of invalid requests against the ban threshold. Time is a stepped clock, never slept."""

from __future__ import annotations

import aiohttp

from .ratelimit import RateLimits
from .server import FakeDiscord


class Steps:
    """A clock a test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_global_limit_counts_every_route_but_interaction_answers() -> None:
    clock = Steps()
    limits = RateLimits(global_per_second=3, clock=clock)
    for user in range(3):
        assert not limits.check("GET", f"/users/{user}").limited
    for _ in range(10):  # exempt: callbacks and follow-ups
        assert not limits.check("POST", "/interactions/1/tok/callback").limited
        assert not limits.check("POST", "/webhooks/1/tok").limited
    refused = limits.check("GET", "/users/9")
    assert refused.limited and refused.global_
    assert refused.headers["X-RateLimit-Global"] == "true"
    assert refused.headers["X-RateLimit-Scope"] == "global"
    assert 0 < refused.retry_after <= 1.0
    clock.now += refused.retry_after
    assert not limits.check("GET", "/users/9").limited
    assert (limits.counted, limits.limited_global, limits.peak_second) == (4, 1, 3)


def test_a_channel_bucket_is_announced_and_kept_per_channel() -> None:
    clock = Steps()
    limits = RateLimits(clock=clock, wall=lambda: 5000.0)
    first = limits.check("POST", "/channels/7/messages")
    assert first.headers["X-RateLimit-Limit"] == "5"
    assert first.headers["X-RateLimit-Remaining"] == "4"
    assert first.headers["X-RateLimit-Reset-After"] == "5.000"
    assert first.headers["X-RateLimit-Reset"] == "5005.000"
    bucket = first.headers["X-RateLimit-Bucket"]
    for remaining in (3, 2, 1, 0):
        clock.now += 0.5
        assert limits.check("POST", "/channels/7/messages").headers[
            "X-RateLimit-Remaining"] == str(remaining)
    refused = limits.check("POST", "/channels/7/messages")
    assert refused.limited and not refused.global_
    assert refused.headers["X-RateLimit-Scope"] == "user"
    assert refused.retry_after == 3.0  # the window started 2 s ago, and lasts 5
    other = limits.check("POST", "/channels/8/messages")  # another channel, the same route
    assert not other.limited and other.headers["X-RateLimit-Bucket"] == bucket
    edit = limits.check("PATCH", "/channels/7/messages/99")  # another route, its own bucket
    assert not edit.limited and edit.headers["X-RateLimit-Bucket"] != bucket
    clock.now += 3.0
    assert limits.check("POST", "/channels/7/messages").headers[
        "X-RateLimit-Remaining"] == "4"


def test_invalid_requests_are_counted_and_past_the_threshold_the_address_is_banned() -> None:
    clock = Steps()
    limits = RateLimits(invalid_limit=3, clock=clock)
    limits.answered(200, {})
    limits.answered(404, {})
    limits.answered(429, {"X-RateLimit-Scope": "shared"})  # not counted, as documented
    limits.answered(403, {})
    limits.answered(401, {})
    limits.answered(429, {"X-RateLimit-Scope": "global"})
    assert (limits.invalid, limits.invalid_in_window()) == (3, 3)
    assert not limits.check("GET", "/users/1").banned
    limits.answered(403, {})
    assert limits.check("GET", "/users/1").banned
    clock.now += 601  # ten minutes later the count is back to nothing
    assert limits.invalid_in_window() == 0 and not limits.check("GET", "/users/1").banned


async def test_a_request_past_the_limit_is_answered_429_like_discord() -> None:
    clock = Steps()
    async with FakeDiscord() as fake:
        fake.rate_limits = RateLimits(global_per_second=2, clock=clock)
        headers = {"Authorization": f"Bot {fake.token}"}
        async with aiohttp.ClientSession() as session:
            statuses = []
            for _ in range(3):
                async with session.get(f"{fake.api_base}/users/@me", headers=headers) as got:
                    statuses.append(got.status)
                    body = await got.json()
                    answer = dict(got.headers)
            assert statuses == [200, 200, 429]
            assert body == {"message": "You are being rate limited.", "retry_after": 1.0,
                            "global": True}
            assert answer["Via"] and answer["X-RateLimit-Global"] == "true"
        assert fake.rate_limits.invalid == 1
        assert [r.fault for r in fake.requests] == [None, None, "rate limited"]
