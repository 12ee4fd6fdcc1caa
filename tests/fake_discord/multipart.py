"""Request bodies as the fake reads them: JSON, or multipart `payload_json` plus files.

aiohttp's own form reader parses every part's headers with the `email` package and spools each
file to a temporary file; at a hundred uploads a second that was a sixth of the fake's CPU,
taken from the core the bot under measurement shares with it. The multipart bodies discord.py
sends (through aiohttp's `FormData`) are simple: a boundary, and per part a Content-Disposition
with `name` and maybe `filename` (percent-quoted, or RFC 5987 `name*=utf-8''...`) and a
Content-Type. This reader takes exactly that and refuses anything else with `ValueError`, which
the fake answers with 400, like a malformed JSON body. `tests/fake_discord/test_multipart.py`
checks it reads what aiohttp's reader reads.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import unquote

from .models import RecordedFile

_PARAMETER = re.compile(r';\s*([A-Za-z0-9_.-]+\*?)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))')


def media_type(content_type: str | None) -> str:
    """`multipart/form-data` of `multipart/form-data; boundary=...`, lower-cased."""
    return (content_type or "").split(";", 1)[0].strip().lower()


def _parameters(header: str) -> dict[str, str]:
    """The parameters of a header value (`form-data; name="x"; filename="y"`), decoded as
    aiohttp encodes them: quoted strings with backslash escapes, percent-quoted file names,
    and `key*=charset''percent-quoted` for names that are not plain ASCII."""
    found: dict[str, str] = {}
    for match in _PARAMETER.finditer(header):
        key, quoted, bare = match[1].lower(), match[2], match[3]
        value = re.sub(r"\\(.)", r"\1", quoted) if quoted is not None else bare
        if key.endswith("*"):
            charset, _, encoded = value.partition("''")
            key, value = key[:-1], unquote(encoded, encoding=charset or "utf-8")
        elif key == "filename":
            value = unquote(value)
        found[key] = value
    return found


def _boundary(content_type: str) -> bytes:
    boundary = _parameters(content_type).get("boundary")
    if not boundary:
        raise ValueError("multipart body without a boundary")
    return boundary.encode("latin-1")


def parse_multipart(content_type: str, raw: bytes) -> tuple[Any, list[RecordedFile]]:
    """`payload_json` (parsed) and the file parts in upload order; ValueError if malformed."""
    delimiter = b"--" + _boundary(content_type)
    sections = raw.split(delimiter)
    if len(sections) < 3 or not sections[-1].startswith(b"--"):
        raise ValueError("multipart body without its closing boundary")
    body: Any = None
    files: list[RecordedFile] = []
    for section in sections[1:-1]:
        if not section.startswith(b"\r\n") or not section.endswith(b"\r\n"):
            raise ValueError("multipart part not framed by CRLF")
        head, separator, content = section[2:-2].partition(b"\r\n\r\n")
        if not separator:
            raise ValueError("multipart part without a blank line after its headers")
        headers = {}
        for line in head.decode("utf-8").split("\r\n"):
            name, colon, value = line.partition(":")
            if not colon:
                raise ValueError(f"malformed multipart header {line!r}")
            headers[name.strip().lower()] = value.strip()
        disposition = _parameters(headers.get("content-disposition", ""))
        field = disposition.get("name")
        if field is None:
            raise ValueError("multipart part without a name")
        if "filename" in disposition:
            files.append(RecordedFile(field, disposition["filename"], content,
                                      headers.get("content-type", "application/octet-stream")))
        elif field == "payload_json":
            body = json.loads(content)
    return body, files
