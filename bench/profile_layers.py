"""Where the bot's CPU time goes in a move, from a cProfile of its event loop's thread:
by layer (the package each function belongs to, its own time) and by request (discord.py's
entry points, their time with what they call).

    OSTRICH_BENCH_PROFILE=bot.prof python -m bench.bench_e2e --games --saturate 200
    python -m bench.profile_layers bot.prof [--moves 1000]

(`bench_e2e --profile bot.prof` sets the variable and prints this after the saturation.)
A profiler slows every Python call, so the times are inflated evenly rather than exact:
read the shares, and the call counts per move, which do not depend on the machine. The
times are wall times of the loop's thread less its waits in `epoll`: on a busy machine they
include moments the thread waited for a core.
"""

from __future__ import annotations

import argparse
import pstats
from collections import Counter
from collections.abc import Iterable

# (a piece of the source path, the layer it belongs to); the first that matches wins
LAYERS = (
    ("/discord/", "discord.py"), ("/aiohttp/", "aiohttp"), ("/yarl/", "yarl"),
    ("/multidict/", "multidict"), ("/asyncio/", "asyncio"), ("/json/", "JSON"),
    ("/pydantic", "pydantic"), ("/aiosqlite/", "aiosqlite"), ("/PIL/", "Pillow"),
    ("/cogs/", "bot: cogs"), ("/sessions/", "bot: sessions"), ("/storage/", "bot: storage"),
    ("/games/", "bot: games"), ("/i18n/", "bot: catalog"), ("/fake_discord/", "bench harness"),
    ("/logging/", "logging"), ("/ssl.py", "ssl"), ("/selectors.py", "asyncio"),
    ("/socket.py", "asyncio"), ("/zlib", "zlib"), ("/email/", "email"),
)
# discord.py's entry points of the requests and events of a move, and the bot's sender:
# cumulative time
ENTRIES = (
    ("gateway: an event read and parsed", "gateway.py", "received_message"),
    ("  an interaction built", "state.py", "parse_interaction_create"),
    ("  a press's view rebuilt and dispatched", "view.py", "dispatch_view"),
    ("  a command dispatched", "tree.py", "_call"),
    ("REST: every request", "http.py", "request"),
    ("  interaction answers (message)", "interactions.py", "send_message"),
    ("  interaction answers (update)", "interactions.py", "edit_message"),
    ("  interaction answers (deferred)", "interactions.py", "defer"),
    ("  interaction follow-ups and edits", "interactions.py", "edit_original_response"),
    ("  posts (boards, notices)", "abc.py", "send"),
    ("  message edits (status)", "message.py", "edit"),
    ("  DM channels opened", "client.py", "create_dm"),
    ("  delivery: boards and posts", "cogs/delivery.py", "to_game"),
    ("  delivery: status edits", "cogs/delivery.py", "to_status"),
    ("  delivery: lobby card edits", "cogs/delivery.py", "to_lobby"),
    ("  delivery: DMs", "cogs/delivery.py", "to_user"),
    ("  a request's form (files, JSON)", "http.py", "handle_message_parameters"),
)


WAITING = ("~", 0, "<method 'poll' of 'select.epoll' objects>")
"""The event loop waiting for something to do: not CPU time, left out."""


BUILTIN = "builtins (C)"


def layer_of(filename: str) -> str:
    """The layer a function's source file belongs to."""
    if filename.startswith("~") or filename.startswith("<"):
        return BUILTIN
    return next((layer for piece, layer in LAYERS if piece in filename), "other Python")


def _rows(title: str, amounts: Iterable[tuple[str, float, int]], total: float,
          moves: int | None) -> list[str]:
    lines = [f"| {title} | share | ms per move | calls per move |", "|---|---:|---:|---:|"]
    for name, seconds, calls in amounts:
        per_move = f"{1000 * seconds / moves:.2f}" if moves else ""
        calls_per_move = f"{calls / moves:.1f}" if moves else str(calls)
        lines.append(f"| {name} | {100 * seconds / total:.1f} % | {per_move} | "
                     f"{calls_per_move} |")
    return lines


def breakdown(path: str, moves: int | None = None) -> str:
    """The profile at `path` as two Markdown tables: by layer, by request."""
    stats = pstats.Stats(path).stats  # type: ignore[attr-defined]
    own: Counter[str] = Counter()
    calls: Counter[str] = Counter()
    for key, (_, primitive, tottime, _, callers) in stats.items():
        if key == WAITING:
            continue
        layer = layer_of(key[0])
        if layer != BUILTIN or not callers:
            own[layer] += tottime
            calls[layer] += primitive
            continue
        # a C function (a socket's send, SQLite, pydantic-core) counts in its caller's layer
        for caller, (_, caller_calls, caller_tottime, _) in callers.items():
            own[layer_of(caller[0])] += caller_tottime
            calls[layer_of(caller[0])] += caller_calls
    total = sum(own.values()) or 1.0
    by_layer = [(layer, seconds, calls[layer]) for layer, seconds in own.most_common()]
    entries = []
    for name, file_piece, function in ENTRIES:
        found = [(ct, nc) for (filename, _, func), (_, nc, _, ct, _) in stats.items()
                 if func == function and filename.endswith(file_piece)
                 and ("/discord/" in filename or "/cogs/" in filename)]
        entries.append((name, sum(ct for ct, _ in found), sum(nc for _, nc in found)))
    return "\n".join([
        f"profiled time of the loop, its waits left out: {total:.1f} s"
        + (f", {moves} moves" if moves else ""),
        "", *_rows("layer (own time; a C function's in its caller's)", by_layer, total, moves),
        "", *_rows("discord.py entry point (with what it calls)", entries, total, moves),
    ])


def main() -> None:
    """Print the breakdown of a saved profile."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("profile")
    parser.add_argument("--moves", type=int, default=None)
    args = parser.parse_args()
    print(breakdown(args.profile, args.moves))


if __name__ == "__main__":
    main()
