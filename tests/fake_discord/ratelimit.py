"""Discord's REST rate limits, enforced by the fake when a test or the bench asks for them
(`fake.rate_limits = RateLimits(...)`; off by default, when Discord answers everything).

What it follows, from Discord's documentation (https://discord.com/developers/docs/topics/
rate-limits, and the developer support article "My Bot is Being Rate Limited"):

- **Global**: a bot token may make 50 requests a second in all, across every process and
  shard; "interaction endpoints are not bound to the bot's global rate limit", so interaction
  callbacks and their follow-ups and edits (`/interactions/...`, `/webhooks/...`) do not
  count. Past it: 429 with `X-RateLimit-Global: true`, `X-RateLimit-Scope: global`, and the
  body `{"message", "retry_after", "global": true}`.
- **Per route**: buckets per route and top-level resource (a channel's id for `/channels/
  {id}/...`), announced on every answer by `X-RateLimit-Limit`, `-Remaining`, `-Reset`,
  `-Reset-After` (seconds, with decimals) and `-Bucket` (one hash per route, "non-inclusive of
  top-level resources"). Past one: 429 with `X-RateLimit-Scope: user`. Discord does not
  publish the numbers ("should not be hard coded"); the fake uses the ones bots observe for a
  channel's messages: 5 posts per 5 s, and 5 edits per 5 s, per channel.
- **Invalid requests**: answers 401, 403 and 429 (except a 429 of scope `shared`) count; past
  10,000 within 10 minutes Cloudflare bans the address for a while. The fake counts them
  (`invalid`, `invalid_in_window`) and, past the threshold, answers every request as
  Cloudflare's ban does: a 429 without `Via`, which discord.py takes for a ban.

Windows are fixed (they start with their first request and reset whole), as the
`X-RateLimit-Reset` of a bucket describes and as discord.py's `Ratelimit` expects. The
clock is injected, so a test steps time instead of sleeping.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

GLOBAL_PER_SECOND = 50
INVALID_LIMIT = 10_000  # invalid requests within INVALID_WINDOW before Cloudflare's ban
INVALID_WINDOW = 600.0
INVALID_STATUSES = (401, 403, 429)
EXEMPT = ("/interactions/", "/webhooks/")  # not bound to the global rate limit
RATE_LIMITED = "You are being rate limited."
# (method, route pattern, requests, seconds): per channel, as bots observe them
CHANNEL_ROUTES: tuple[tuple[str, str, int, float], ...] = (
    ("POST", r"/channels/(\d+)/messages", 5, 5.0),
    ("PATCH", r"/channels/(\d+)/messages/\d+", 5, 5.0),
)


@dataclass
class Window:
    """A fixed window: `used` requests since `started`, reset whole `seconds` after it."""

    limit: int
    seconds: float
    started: float = -math.inf
    used: int = 0

    def roll(self, now: float) -> None:
        """Start a new window when the current one is over."""
        if now >= self.started + self.seconds:
            self.started, self.used = now, 0

    def reset_after(self, now: float) -> float:
        """Seconds until the window resets."""
        return max(0.0, self.started + self.seconds - now)


@dataclass(frozen=True)
class Verdict:
    """What the limits say of one request: the headers of its answer, and `limited` (a 429,
    `global_` or per route, to wait `retry_after` seconds) or `banned` (Cloudflare's ban)."""

    headers: dict[str, str] = field(default_factory=dict)
    limited: bool = False
    global_: bool = False
    retry_after: float = 0.0
    banned: bool = False


class RateLimits:
    """The global limit of one token, the per-channel buckets, and the invalid requests."""

    def __init__(self, *, global_per_second: int = GLOBAL_PER_SECOND,
                 channel_routes: tuple[tuple[str, str, int, float], ...] = CHANNEL_ROUTES,
                 invalid_limit: int = INVALID_LIMIT,
                 clock: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time) -> None:
        self.clock, self.wall = clock, wall
        self.global_window = Window(global_per_second, 1.0)
        self.routes = [(method, re.compile(pattern), limit, seconds)
                       for method, pattern, limit, seconds in channel_routes]
        self.buckets: dict[tuple[int, str], Window] = {}
        self.invalid_limit = invalid_limit
        self.invalid = 0  # every invalid request so far
        self._invalid_at: deque[float] = deque()  # ... of the last INVALID_WINDOW seconds
        self.counted = 0  # requests that counted against the global limit
        self.limited_global = 0  # 429s answered for the global limit
        self.limited_route = 0  # ... for a route's bucket
        self.peak_second = 0  # the most requests counted in one global window

    def check(self, method: str, path: str) -> Verdict:
        """Count a request (a path under /api/v10) against the limits, or refuse it."""
        now = self.clock()
        if self.banned(now):
            return Verdict(banned=True)
        bucket = self._bucket(method, path)
        if bucket is not None:
            bucket_hash, window = bucket
            window.roll(now)
            if window.used >= window.limit:
                self.limited_route += 1
                return self._route_limited(bucket_hash, window, now)
        if not path.startswith(EXEMPT):
            self.global_window.roll(now)
            if self.global_window.used >= self.global_window.limit:
                self.limited_global += 1
                return Verdict(headers=_global_headers(self.global_window.reset_after(now)),
                               limited=True, global_=True,
                               retry_after=self.global_window.reset_after(now))
            self.global_window.used += 1
            self.counted += 1
            self.peak_second = max(self.peak_second, self.global_window.used)
        if bucket is None:
            return Verdict()
        window.used += 1
        return Verdict(headers=self._bucket_headers(bucket_hash, window, now))

    def answered(self, status: int, headers: dict[str, str]) -> None:
        """Count an answer that Discord counts as invalid (401, 403, 429 but `shared`)."""
        if status not in INVALID_STATUSES or headers.get("X-RateLimit-Scope") == "shared":
            return
        now = self.clock()
        self.invalid += 1
        self._invalid_at.append(now)
        self._forget(now)

    def invalid_in_window(self) -> int:
        """Invalid requests within the last ten minutes."""
        self._forget(self.clock())
        return len(self._invalid_at)

    def banned(self, now: float) -> bool:
        """Whether the address is past Discord's threshold of invalid requests."""
        self._forget(now)
        return len(self._invalid_at) > self.invalid_limit

    def _forget(self, now: float) -> None:
        while self._invalid_at and self._invalid_at[0] <= now - INVALID_WINDOW:
            self._invalid_at.popleft()

    def _bucket(self, method: str, path: str) -> tuple[str, Window] | None:
        for route_method, pattern, limit, seconds in self.routes:
            match = pattern.fullmatch(path)
            if route_method == method.upper() and match is not None:
                bucket_hash = hashlib.sha1(f"{method} {pattern.pattern}".encode()).hexdigest()
                key = (int(match.group(1)), bucket_hash[:32])
                window = self.buckets.get(key)
                if window is None:
                    window = self.buckets[key] = Window(limit, seconds)
                return bucket_hash[:32], window
        return None

    def _bucket_headers(self, bucket_hash: str, window: Window, now: float) -> dict[str, str]:
        reset_after = window.reset_after(now)
        return {"X-RateLimit-Limit": str(window.limit),
                "X-RateLimit-Remaining": str(max(0, window.limit - window.used)),
                "X-RateLimit-Reset": f"{self.wall() + reset_after:.3f}",
                "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                "X-RateLimit-Bucket": bucket_hash}

    def _route_limited(self, bucket_hash: str, window: Window, now: float) -> Verdict:
        headers = self._bucket_headers(bucket_hash, window, now)
        headers |= {"X-RateLimit-Scope": "user",
                    "Retry-After": str(max(1, math.ceil(window.reset_after(now))))}
        return Verdict(headers=headers, limited=True, retry_after=window.reset_after(now))


def _global_headers(retry_after: float) -> dict[str, str]:
    return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global",
            "Retry-After": str(max(1, math.ceil(retry_after)))}


def rate_limited(verdict: Verdict) -> web.Response:
    """Discord's 429 for a limit (`Via` set: discord.py takes a 429 without it for a ban), or
    Cloudflare's ban: a 429 page without `Via`."""
    if verdict.banned:
        return web.Response(status=429, text="error code: 1015", content_type="text/plain")
    body = {"message": RATE_LIMITED, "retry_after": round(verdict.retry_after, 3),
            "global": verdict.global_}
    return web.Response(status=429, body=json.dumps(body).encode(),
                        headers={"Content-Type": "application/json", "Via": "1.1 google",
                                 **verdict.headers})
