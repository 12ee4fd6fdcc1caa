"""The fake's multipart reader reads what discord.py uploads through aiohttp's FormData."""

from __future__ import annotations

import json

import aiohttp
import pytest

from .models import RecordedFile
from .multipart import media_type, parse_multipart

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4 + b"\r\n--not-a-boundary\r\n"


class _Sink:
    """Collects what a MultipartWriter writes."""

    def __init__(self) -> None:
        self.data = bytearray()

    async def write(self, chunk: bytes) -> None:
        self.data += chunk


async def _encoded(form: aiohttp.FormData) -> tuple[str, bytes]:
    """The Content-Type and body aiohttp sends for `form`."""
    writer = form()
    sink = _Sink()
    await writer.write(sink)  # type: ignore[arg-type]
    return writer.content_type, bytes(sink.data)


def _discord_form(files: list[tuple[str, bytes, str]]) -> aiohttp.FormData:
    """A form shaped as discord.py's `handle_message_parameters` builds it."""
    form = aiohttp.FormData(quote_fields=False)
    payload = {"content": "board", "attachments": [
        {"id": index, "filename": name} for index, (name, _, _) in enumerate(files)]}
    form.add_field("payload_json", json.dumps(payload), content_type="application/json")
    for index, (name, data, kind) in enumerate(files):
        form.add_field(f"files[{index}]", data, filename=name, content_type=kind)
    return form


async def test_reads_payload_json_and_every_file_in_order() -> None:
    files = [("board.png", PNG, "image/png"), ("plateau é.png", b"", "image/png"),
             ('odd "name".txt', b"text", "text/plain")]
    content_type, body = await _encoded(_discord_form(files))
    assert media_type(content_type) == "multipart/form-data"
    payload, recorded = parse_multipart(content_type, body)
    assert payload["attachments"][1]["filename"] == "plateau é.png"
    assert recorded == [RecordedFile(f"files[{index}]", name, data, kind)
                        for index, (name, data, kind) in enumerate(files)]


async def test_quoted_fields_are_decoded_as_aiohttp_encodes_them() -> None:
    form = aiohttp.FormData()  # quote_fields=True: percent-quoted file names, name*=
    form.add_field("payload_json", "{}", content_type="application/json")
    form.add_field("pièce", b"x", filename="plateau é.png", content_type="image/png")
    content_type, body = await _encoded(form)
    payload, recorded = parse_multipart(content_type, body)
    assert payload == {}
    assert recorded == [RecordedFile("pièce", "plateau é.png", b"x", "image/png")]


@pytest.mark.parametrize("body", [
    b"",
    b"--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n",  # never closed
    b"--b\r\nContent-Disposition: form-data; name=\"a\"\r\nx\r\n--b--\r\n",  # no blank line
    b"--b\r\nno colon here\r\n\r\nx\r\n--b--\r\n",
    b"--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n",  # no name
    b"--b\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{oops\r\n--b--\r\n",
])
def test_malformed_bodies_are_refused(body: bytes) -> None:
    with pytest.raises(ValueError):
        parse_multipart("multipart/form-data; boundary=b", body)


def test_a_body_without_boundary_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_multipart("multipart/form-data", b"--b--\r\n")
