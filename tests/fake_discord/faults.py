"""Fault injection for the fake Discord's REST API: the errors and slowness real Discord shows.

`fake.faults.fail_next(method, path, status)` makes the next matching request(s) fail the way
Discord (or Cloudflare in front of it) fails them:

- 429: Discord's rate-limit answer, with the JSON body `{"message": "You are being rate
  limited.", "retry_after": x, "global": bool}` and the headers discord.py reads (`Via`, without
  which it takes a 429 for a Cloudflare ban; `Retry-After`; `X-RateLimit-*` with `-Scope`, and
  `-Global` for a global limit). discord.py sleeps `retry_after` and tries again.
- 500: Discord's own JSON `{"message": "500: Internal Server Error", "code": 0}`; 502, 503
  and 504: Cloudflare's HTML error page. discord.py retries 500, 502 and 504 by itself (after
  1 s, then 3 s, 5 s, ...), webhook and interaction routes every 5xx; any other is an error
  the bot sees at once.
- anything else: a JSON error `{"message": ..., "code": ...}`, e.g. 403 / 50007 on a DM.

With `after_handling=True` the request takes effect first and only its answer is lost (a
502 on the way back): a retry must not post twice. `fake.faults.delay(method, path, s)`
holds matching requests for `s` seconds before handling them, so an interaction callback
delayed past `ack_deadline` is answered 10062 Unknown interaction, as Discord does.

Paths are regular expressions matched in full against the path under /api/v10, e.g.
`rf"/channels/{thread.id}/messages"`, or one of the patterns below.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from dataclasses import dataclass, field

from aiohttp import web

from .models import RecordedRequest

INTERACTION_CALLBACK = r"/interactions/\d+/[^/]+/callback"
"""The initial response to an interaction (POST)."""
WEBHOOK = r"/webhooks/\d+/[^/]+(/messages/[^/]+)?"
"""Interaction followups and edits of the original response (POST, PATCH, DELETE)."""
CHANNEL_MESSAGES = r"/channels/\d+/messages"
"""Posting a message in any channel, thread or DM (POST)."""
DM_OPEN = r"/users/@me/channels"
"""Opening a DM channel (POST)."""

RATE_LIMITED = "You are being rate limited."
_ERROR_MESSAGES = {
    10003: "Unknown Channel",
    10008: "Unknown Message",
    10062: "Unknown interaction",
    50001: "Missing Access",
    50007: "Cannot send messages to this user",
    50013: "Missing Permissions",
}
_CLOUDFLARE_TITLES = {502: "502 Bad Gateway", 503: "503 Service Temporarily Unavailable",
                      504: "504 Gateway Time-out"}


def messages_of(channel_id: int) -> str:
    """The pattern of posts (and edits) of messages in one channel, thread or DM."""
    return rf"/channels/{channel_id}/messages(/\d+)?"


@dataclass(eq=False)
class RestFault:
    """One armed fault: which requests it hits, what it answers, and which it hit so far.

    `remaining` None means every matching request until `Faults.clear()`.
    """

    method: str
    path: str
    status: int | None = None
    remaining: int | None = 1
    seconds: float = 0.0
    retry_after: float = 0.0
    global_: bool = False
    code: int | None = None
    message: str | None = None
    after_handling: bool = False
    hits: list[RecordedRequest] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._pattern = re.compile(self.path)

    @property
    def exhausted(self) -> bool:
        """It will not fire again."""
        return self.remaining is not None and self.remaining <= 0

    def matches(self, method: str, path: str) -> bool:
        """Whether a request with that method and path (under /api/v10) is hit."""
        return (not self.exhausted and self.method in ("*", method.upper())
                and self._pattern.fullmatch(path) is not None)

    def fire(self, request: RecordedRequest) -> None:
        """Count a hit."""
        self.hits.append(request)
        if self.remaining is not None:
            self.remaining -= 1

    def describe(self) -> str:
        """A short label for the request log ("429", "502 after handling", "delay 0.5s")."""
        if self.status is None:
            return f"delay {self.seconds:g}s"
        return f"{self.status} after handling" if self.after_handling else str(self.status)

    def response(self) -> web.Response:
        """The answer Discord (or Cloudflare) gives for this fault."""
        assert self.status is not None
        if self.status == 429:
            return _rate_limited(self.retry_after, self.global_, self.code, self.path)
        if self.status in _CLOUDFLARE_TITLES:
            title = _CLOUDFLARE_TITLES[self.status]
            page = (f"<html>\r\n<head><title>{title}</title></head>\r\n<body>\r\n<center><h1>"
                    f"{title}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n"
                    "</html>\r\n")
            return web.Response(status=self.status, text=page, content_type="text/html")
        if self.status == 500 and self.code is None:
            return _json({"message": "500: Internal Server Error", "code": 0}, 500)
        code = self.code or 0
        message = self.message or _ERROR_MESSAGES.get(code, f"{self.status}: Error")
        return _json({"message": message, "code": code}, self.status)


class Faults:
    """The faults armed on a fake Discord; the REST middleware asks `take` for each request."""

    def __init__(self) -> None:
        self.armed: list[RestFault] = []

    def fail_next(self, method: str, path: str, status: int = 500, *, count: int | None = 1,
                  retry_after: float = 0.2, global_: bool = False, code: int | None = None,
                  message: str | None = None, after_handling: bool = False) -> RestFault:
        """Answer the next `count` requests matching `method` ("*" for any) and the `path`
        pattern with an error (see the module docstring); None `count`: every one until
        `clear()`. `retry_after` and `global_` shape a 429; `code`/`message` a JSON error."""
        if not 400 <= status <= 599:
            raise ValueError(f"a fault answers an error status, not {status}")
        fault = RestFault(method.upper(), path, status, count, retry_after=retry_after,
                          global_=global_, code=code, message=message,
                          after_handling=after_handling)
        self.armed.append(fault)
        return fault

    def delay(self, method: str, path: str, seconds: float, *,
              count: int | None = 1) -> RestFault:
        """Hold the next `count` matching requests `seconds` before handling them (None: every
        one until `clear()`)."""
        fault = RestFault(method.upper(), path, None, count, seconds=seconds)
        self.armed.append(fault)
        return fault

    def take(self, request: RecordedRequest) -> tuple[float, RestFault | None]:
        """The delay and the failure (oldest armed first) a request meets; each counts a hit."""
        delay, failure = 0.0, None
        fired: list[RestFault] = []
        for fault in self.armed:
            if not fault.matches(request.method, request.path):
                continue
            if fault.status is None and not any(f.status is None for f in fired):
                delay = fault.seconds
            elif fault.status is not None and failure is None:
                failure = fault
            else:
                continue
            fault.fire(request)
            fired.append(fault)
        request.fault = ", ".join(fault.describe() for fault in fired) or None
        self.armed = [fault for fault in self.armed if not fault.exhausted]
        return delay, failure

    @property
    def pending(self) -> list[RestFault]:
        """Faults that will still fire."""
        return list(self.armed)

    def clear(self) -> None:
        """Disarm every fault."""
        self.armed.clear()


def _json(data: object, status: int, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(status=status, body=json.dumps(data).encode(),
                        headers={"Content-Type": "application/json", **(headers or {})})


def _rate_limited(retry_after: float, global_: bool, code: int | None,
                  route: str) -> web.Response:
    """Discord's 429 (https://discord.com/developers/docs/topics/rate-limits)."""
    headers = {
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "Via": "1.1 google",  # discord.py takes a 429 without it for a Cloudflare ban
        "X-RateLimit-Scope": "global" if global_ else "user",
    }
    if global_:
        headers["X-RateLimit-Global"] = "true"
    else:
        headers |= {
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
            "X-RateLimit-Reset-After": f"{retry_after:.3f}",
            "X-RateLimit-Bucket": hashlib.sha1(route.encode()).hexdigest()[:32],
        }
    body: dict[str, object] = {"message": RATE_LIMITED, "retry_after": retry_after,
                               "global": global_}
    if code is not None:
        body["code"] = code
    return _json(body, 429, headers)
