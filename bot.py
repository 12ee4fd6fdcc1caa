"""Start the bot, or play a demo game without Discord.

    python bot.py [--config config.toml]
    python bot.py --demo ostriches [--seed 7] [--players 2] [--out demo-out]
    python bot.py --verify ostriches-12.json   (a finished game's record; - for stdin)
    python bot.py --copy-database FROM TO
    python bot.py --recompute-ratings   (every rating, from the finished games in order)

This file only wires the layers together: settings, logging, the database, the game
service, and either the Discord bot, the demo, or the check of a game's record.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from functools import partial
from pathlib import Path
from typing import NoReturn

from config import ConfigError, Settings, load_settings
from sessions import GameService, Painter, SystemClock
from sessions.bots import process_pool
from sessions.play import game_kinds
from storage import open_store

log = logging.getLogger("bot")


class _Parser(argparse.ArgumentParser):
    """Bad arguments are one line, as a bad configuration is (exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see python bot.py --help)\n")


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line."""
    parser = _Parser(prog="bot.py", description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=None,
                        help="settings file (default: config.toml if present)")
    parser.add_argument("--demo", metavar="GAME", choices=game_kinds(),
                        help=f"play one game between random players ({', '.join(game_kinds())})")
    parser.add_argument("--verify", metavar="RECORD",
                        help="check a finished game's record (file, or - for stdin): its "
                             "commitment, and the whole game replayed from its seed")
    parser.add_argument("--seed", type=int, default=1, help="demo: the game's seed")
    parser.add_argument("--players", type=int, default=None, help="demo: number of players")
    parser.add_argument("--out", type=Path, default=Path("demo-out"),
                        help="demo: where images and the record are written")
    parser.add_argument("--copy-database", nargs=2, metavar=("FROM", "TO"),
                        help="copy every game of the database FROM (a SQLite file or a"
                             " postgresql:// URL) into the empty database TO, then stop;"
                             " both are checked before anything is written")
    parser.add_argument("--recompute-ratings", action="store_true",
                        help="rebuild every rating from the finished games in order, then"
                             " stop (the database of the settings)")
    return parser.parse_args(argv)


async def run_bot(settings: Settings) -> None:
    """Connect to Discord and serve until SIGINT/SIGTERM, then shut down cleanly."""
    # Discord's code is imported only here: a drawing worker process imports this file
    # (its __main__) when it starts, and should not carry discord.py and the cogs.
    import discord

    from cogs.app import make_bot

    store = await open_store(settings.database)
    service = GameService(store, SystemClock(), option_defaults=settings.game_defaults,
                          clock_policy=settings.clocks.policy(),
                          lobby_policy=settings.lobbies.policy(),
                          bot_executor=partial(process_pool, settings.bots.processes))
    # Once, after the ratings' migration: rate the games finished before ratings existed.
    if rated := await service.records.recompute_ratings(only_backfill=True):
        log.info("ratings back-filled from %d finished games", rated)
    bot = make_bot(settings, service, painter=Painter(settings.drawing.processes))
    loop = asyncio.get_running_loop()
    closing: list[asyncio.Future[None]] = []

    def close_on_signal() -> None:
        closing.append(asyncio.ensure_future(bot.close()))

    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, close_on_signal)
    try:
        await bot.login(settings.token)  # what `bot.start` does, the invite logged between
        log_invite(bot.application_id)
        await bot.connect()
    except discord.LoginFailure:
        raise ConfigError("token: Discord refused it (check the bot token)") from None
    finally:
        # `start` returns as soon as the connection is closed, while the signal's close may
        # still be stopping delivery and closing the database: wait for it, or the
        # database's threads would keep the process alive after asyncio.run.
        await asyncio.gather(*closing)
        await bot.close()


def log_invite(application_id: int | None) -> None:
    """Log the link that adds the bot to a server with every permission it uses (the
    README's invite): a server set up before a permission was added finds it here."""
    from cogs.kit.permissions import invite_url, needed_permissions  # see run_bot

    if application_id is not None:
        log.info("invite link (permissions %d): %s", needed_permissions().value,
                 invite_url(application_id))


# discord.py logs every gateway event and every HTTP body (a /move's action, a picker's path,
# the private answers) at DEBUG, and webhook URLs (an interaction's token): a player's hidden
# choice must never reach a log file, so these stay at INFO whatever `log_level` says.
PAYLOAD_LOGGERS = ("discord.gateway", "discord.http", "discord.webhook")


def configure_logging(level: str) -> None:
    """Log at `level` (discord.py's handler and format), except discord.py's payload
    loggers, which never go below INFO."""
    import discord  # not at the top: see run_bot

    discord.utils.setup_logging(level=getattr(logging, level))
    for name in PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(max(logging.INFO, getattr(logging, level)))


def copy_database(source: str, target: str) -> int:
    """Copy a database into an empty one (the bot stopped), saying what was copied; a
    refusal (made before either database is touched) is one line and exit status 2."""
    from storage.copy import CopyError, copy_database

    try:
        report = asyncio.run(copy_database(source, target))
    except CopyError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    copied = ", ".join(f"{table} {count}" for table, count in report.rows.items())
    print(f"copied into the new database: {copied}")
    return 0


async def recompute_ratings(settings: Settings) -> int:
    """Rebuild the ratings from the finished games (the bot may run meanwhile: the
    recomputation and the games ending take turns), saying how many games were rated."""
    store = await open_store(settings.database)
    try:
        service = GameService(store, SystemClock())
        print(f"ratings recomputed from {await service.records.recompute_ratings()} games")
    finally:
        await store.close()
    return 0


def main(argv: list[str]) -> int:
    """Parse, configure, run; configuration problems are one line and exit status 2."""
    args = parse_args(argv)
    if args.verify is not None:  # needs no settings: anyone may check a record
        from sessions.record.verification import verify_file

        return verify_file(args.verify, sys.stdout, sys.stderr)
    if args.copy_database is not None:
        return copy_database(*args.copy_database)
    try:
        settings = load_settings(args.config, require_token=args.demo is None)
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    if args.recompute_ratings:
        return asyncio.run(recompute_ratings(settings))
    if args.demo is not None:
        from sessions.demo import run_demo

        return asyncio.run(run_demo(args.demo, seed=args.seed, players=args.players,
                                    out=args.out, language=settings.language))
    try:
        asyncio.run(run_bot(settings))
    except ConfigError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
