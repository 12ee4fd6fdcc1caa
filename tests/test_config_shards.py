"""Sharding settings: `[discord] shard_count` and `shard_ids`, checked once at start-up."""

from __future__ import annotations

from pathlib import Path

import pytest

from config import ConfigError, load_settings


def settings_of(tmp_path, text):
    path = tmp_path / "config.toml"
    path.write_text('token = "x"\n' + text, encoding="utf-8")
    return load_settings(path, {})


def test_without_shards_the_process_is_one_unsharded_client(tmp_path):
    discord = settings_of(tmp_path, "").discord
    assert not discord.sharded
    assert discord.shard_count is None and discord.shard_ids is None


def test_a_process_connects_the_shards_it_names(tmp_path):
    discord = settings_of(tmp_path, "[discord]\nshard_count = 4\nshard_ids = [3, 1]\n").discord
    assert discord.sharded
    assert discord.connected_shards() == [3, 1]


def test_a_count_alone_connects_every_shard(tmp_path):
    discord = settings_of(tmp_path, "[discord]\nshard_count = 3\n").discord
    assert discord.connected_shards() == [0, 1, 2]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("shard_count = 2\nshard_ids = [2]\n", "discord: shard id 2 is outside 0..1"),
        ("shard_count = 2\nshard_ids = [-1]\n", "shard id -1 is outside 0..1"),
        ("shard_count = 4\nshard_ids = [1, 2, 1]\n", "discord: shard_ids lists a shard twice"),
        ("shard_count = 2\nshard_ids = []\n", "discord: shard_ids must name at least one shard"),
        ("shard_ids = [0]\n", "discord: shard_ids needs shard_count"),
        ("shard_count = 0\n", "discord.shard_count: Input should be greater than or equal to 1"),
        ('shard_count = 2\nshard_ids = "0"\n', "discord.shard_ids: Input should be a valid list"),
    ],
)
def test_bad_shard_settings_are_one_line_naming_the_setting(tmp_path, text, message):
    with pytest.raises(ConfigError, match=message) as raised:
        settings_of(tmp_path, "[discord]\n" + text)
    assert "\n" not in str(raised.value)


def test_compose_runs_one_process_per_shard_of_its_deploy_files():
    """compose.yaml's bot processes: each runs a deploy file, and together they connect
    every shard once, on one database."""
    root = Path(__file__).resolve().parents[1]
    compose = (root / "compose.yaml").read_text(encoding="utf-8")
    files = sorted((root / "deploy").glob("shard-*.toml"))
    assert len(files) >= 2
    loaded = [load_settings(path, {"DISCORD_TOKEN": "t"}) for path in files]
    for path in files:
        assert f"/app/deploy/{path.name}" in compose, path.name
    [count] = {settings.discord.shard_count for settings in loaded}
    assert count is not None
    shards = [shard for settings in loaded for shard in settings.discord.connected_shards()]
    assert sorted(shards) == list(range(count))
    assert len({settings.database for settings in loaded}) == 1
