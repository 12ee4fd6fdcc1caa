"""Typed settings: read `config.toml`, let the environment override the token, validate once.

Every setting is documented in `config.example.toml`. A bad file is reported as one line that
names the setting (`ConfigError`), which `bot.py` prints before exiting with status 2.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

import i18n
from games import IllegalAction, engine_names, get_engine
from games.base import resolve_options
from sessions.core.clock_rules import ClockPolicy, parse_clock
from sessions.core.errors import SessionError
from sessions.lobby.lobby import LobbyPolicy
from storage.backends import is_server_url

DEFAULT_CONFIG_PATH = Path("config.toml")


class ConfigError(Exception):
    """A configuration problem, worded as one line that names the setting at fault."""


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CommandSettings(_Section):
    """Where slash commands are registered: everywhere, one development server, or not at all."""

    sync: Literal["global", "guild", "none"] = "global"
    guild_id: int = Field(default=0, ge=0)


class DiscordSettings(_Section):
    """Sharding: which of the bot's `shard_count` gateway shards this process connects
    (`shard_ids`, all of them when left out). Without `shard_count` the process connects as
    one unsharded client, as a bot in fewer than 2,500 servers does."""

    shard_count: int | None = Field(default=None, ge=1, le=65536)
    shard_ids: list[int] | None = None
    # how long another process waits before it takes over the pending messages and timers of
    # a process that went silent (a sharded process's leases last half as long)
    takeover_seconds: float = Field(default=30.0, ge=1, le=3600)
    # REST requests a second the bot's token may spend against Discord's global limit (50),
    # across all its processes: each paces itself to its shards' share (0: no pacing)
    requests_per_second: float = Field(default=45.0, ge=0, le=10000)

    @model_validator(mode="after")
    def _ids_within_count(self) -> DiscordSettings:
        ids = self.shard_ids
        if ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("shard_ids needs shard_count (how many shards the bot has)")
        if not ids:
            raise ValueError("shard_ids must name at least one shard")
        outside = [shard for shard in ids if not 0 <= shard < self.shard_count]
        if outside:
            raise ValueError(f"shard id {outside[0]} is outside 0..{self.shard_count - 1}")
        if len(set(ids)) != len(ids):
            raise ValueError("shard_ids lists a shard twice")
        return self

    @property
    def sharded(self) -> bool:
        """Whether this process runs as a sharded client (shard_count was given)."""
        return self.shard_count is not None

    def connected_shards(self) -> list[int]:
        """The shards this process connects (every one when shard_ids is left out)."""
        assert self.shard_count is not None
        return list(self.shard_ids) if self.shard_ids is not None else list(
            range(self.shard_count))


class NotificationSettings(_Section):
    """How players are told it is their turn."""

    dm_turn_notices: bool = True
    mention_when_dms_closed: bool = True
    use_threads: bool = True


class DeliverySettings(_Section):
    """Outbox retries: how often and how patiently a failed send is tried again; how far a
    running game's lobby card may lag behind its status message."""

    poll_seconds: float = Field(default=1.0, gt=0, le=60)
    max_attempts: int = Field(default=8, ge=1, le=100)
    base_backoff_seconds: float = Field(default=2.0, gt=0, le=3600)
    max_backoff_seconds: float = Field(default=600.0, gt=0, le=86400)
    card_interval_seconds: float = Field(default=10.0, ge=0, le=3600)


class ClockSettings(_Section):
    """Clocks: the default of `/game new`, vacations, the daily digest and timeout votes."""

    default: str = "none"
    vacation_days_per_year: int = Field(default=30, ge=0, le=366)
    digest_hour: int = Field(default=9, ge=0, le=23)
    vote_hours: float = Field(default=48.0, gt=0, le=24 * 14)

    @field_validator("default")
    @classmethod
    def _valid_clock(cls, value: str) -> str:
        try:
            parse_clock(value)
        except SessionError as error:
            raise ValueError(str(error)) from None
        return value

    def policy(self) -> ClockPolicy:
        """The sessions layer's view of these settings."""
        return ClockPolicy(default=parse_clock(self.default),
                           vacation_days_per_year=self.vacation_days_per_year,
                           digest_hour=self.digest_hour,
                           vote_time=timedelta(hours=self.vote_hours))


class LobbySettings(_Section):
    """How long a lobby nobody starts stays open, and how many open lobbies one player may
    host at once (so that one member cannot push every real game out of /game list)."""

    lifetime_hours: int = Field(default=24, ge=1, le=24 * 30)
    max_open_per_user: int = Field(default=5, ge=1, le=100)

    def policy(self) -> LobbyPolicy:
        """The sessions layer's view of these settings."""
        return LobbyPolicy(lifetime=timedelta(hours=self.lifetime_hours),
                           max_open_per_user=self.max_open_per_user)


class InteractionSettings(_Section):
    """How many interactions (commands and presses) the bot works on at once; the others wait
    in line, and one that waits `busy_after_seconds` is told the bot is busy (Discord shows
    "This interaction failed" to a press not answered within 3 seconds)."""

    concurrency: int = Field(default=16, ge=1, le=1000)
    busy_after_seconds: float = Field(default=2.0, gt=0, le=2.5)


class DrawingSettings(_Section):
    """Where board images are drawn: `processes` worker processes (the drawing then runs on
    another core, beside the event loop), or 0 for threads of the bot's own process (less
    memory, but drawing shares the interpreter lock with the event loop)."""

    processes: int = Field(default=1, ge=0, le=16)


class BotSettings(_Section):
    """The bot players: how many worker processes decide their moves (beside the event loop,
    at a lower priority than the bot)."""

    processes: int = Field(default=1, ge=1, le=16)


class Settings(_Section):
    """The whole configuration, as validated at start-up."""

    token: str = ""
    database: Path | str = Path("data/ostrich-table.sqlite3")  # a file, or a server's URL
    language: str = "en"
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    discord: DiscordSettings = DiscordSettings()
    commands: CommandSettings = CommandSettings()
    notifications: NotificationSettings = NotificationSettings()
    delivery: DeliverySettings = DeliverySettings()
    interactions: InteractionSettings = InteractionSettings()
    drawing: DrawingSettings = DrawingSettings()
    bots: BotSettings = BotSettings()
    clocks: ClockSettings = ClockSettings()
    lobbies: LobbySettings = LobbySettings()
    games: dict[str, dict[str, Any]] = Field(default_factory=dict)

    @field_validator("database", mode="before")
    @classmethod
    def _database_location(cls, value: object) -> object:
        """A PostgreSQL server's URL stays text (a Path would fold its `//`); anything else
        is a SQLite file's path."""
        if isinstance(value, str) and not is_server_url(value):
            return Path(value)
        return value

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str) -> str:
        if value not in i18n.LANGUAGES:
            raise ValueError(f"must be one of {', '.join(i18n.LANGUAGES)}")
        return value

    @field_validator("games")
    @classmethod
    def _valid_game_defaults(cls, value: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        for name, options in value.items():
            if name not in engine_names():
                raise ValueError(f"unknown game {name!r} (known: {', '.join(engine_names())})")
            try:
                resolve_options(get_engine(name).options, options)
            except IllegalAction as error:
                raise ValueError(f"{name}: {error}") from None
        return value

    def game_defaults(self, kind: str) -> dict[str, Any]:
        """The server owner's defaults for a game's options (players may still override them)."""
        return dict(self.games.get(kind, {}))


def _describe(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "config"
    message = first["msg"].removeprefix("Value error, ")
    extra = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"{where}: {message}{extra}"


def load_settings(
    path: Path | None = None,
    environ: Mapping[str, str] | None = None,
    *,
    require_token: bool = True,
) -> Settings:
    """Read and validate the settings; `DISCORD_TOKEN` in the environment beats the file.

    `path` None means `config.toml` if it exists, else defaults only. Raises ConfigError
    with a one-line message naming the setting.
    """
    environ = os.environ if environ is None else environ
    raw: dict[str, Any] = {}
    chosen = path if path is not None else DEFAULT_CONFIG_PATH
    if chosen.exists():
        try:
            raw = tomllib.loads(chosen.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as error:
            raise ConfigError(f"{chosen}: not valid TOML: {error}") from None
    elif path is not None:
        raise ConfigError(f"{path}: no such configuration file")
    if environ.get("DISCORD_TOKEN"):
        raw["token"] = environ["DISCORD_TOKEN"]
    try:
        settings = Settings.model_validate(raw)
    except ValidationError as error:
        raise ConfigError(_describe(error)) from None
    if require_token and not settings.token.strip():
        raise ConfigError(
            "token: missing; set DISCORD_TOKEN or `token` in config.toml (see README)"
        )
    return settings
