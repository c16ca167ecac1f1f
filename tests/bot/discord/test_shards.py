"""Shards: the client is an AutoShardedBot; SHARD_COUNT / SHARD_IDS reach it, bad values are refused
before a client exists, and one process (the one running shard 0) syncs the slash commands."""

from __future__ import annotations

import discord
import pytest
from pydantic import ValidationError

from bot.config import Settings, settings_error_text
from bot.discord.client import EuroBot, default_service
from bot.store import open_store
from bot.table import GameService

from .conftest import PNG
from .harness import GUILD_ID, Harness


def shard_settings(db_path, **shards) -> Settings:
    return Settings(
        DISCORD_TOKEN="test-token",
        DATABASE_PATH=str(db_path),
        DATABASE_URL=None,
        DEV_GUILD_ID=None,
        AI_DELAY_SECONDS=0,
        _env_file=None,
        **shards,
    )


async def test_by_default_the_client_runs_the_shards_discord_recommends(db_path):
    async with EuroBot(shard_settings(db_path)) as client:  # no login, no network
        assert isinstance(client, discord.AutoShardedClient)
        assert client.shard_count is None and client.shard_ids is None  # asked of Discord at connect


@pytest.mark.parametrize(
    "shards, count, ids",
    [
        ({"SHARD_COUNT": 4}, 4, None),  # all four in this process
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,3"}, 4, [1, 3]),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0"}, 2, [0]),
    ],
)
async def test_shard_settings_reach_the_client(db_path, shards, count, ids):
    async with EuroBot(shard_settings(db_path, **shards)) as client:
        assert (client.shard_count, client.shard_ids) == (count, ids)


@pytest.mark.parametrize(
    "shards, words",
    [
        ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": 2, "SHARD_IDS": "2"}, "every shard id must be below SHARD_COUNT (2)"),
        ({"SHARD_COUNT": 2, "SHARD_IDS": "-1"}, "SHARD_IDS: '-1' is not a comma-separated list of shard numbers"),
        ({"SHARD_COUNT": 0}, "SHARD_COUNT: Input should be greater than or equal to 1"),
    ],
)
def test_bad_shard_settings_are_refused_with_a_clear_message(db_path, shards, words):
    with pytest.raises(ValidationError) as refused:
        shard_settings(db_path, **shards)
    text = settings_error_text(refused.value)
    assert words in text and "\n" not in text


async def test_the_service_owns_the_games_of_this_processs_shards_only(tmp_path):
    store = await open_store(str(tmp_path / "db.sqlite3"))
    try:
        assert (GUILD_ID >> 22) % 2 == 0
        mine = default_service(store, shard_settings(tmp_path, SHARD_COUNT=2, SHARD_IDS="0"))
        theirs = default_service(store, shard_settings(tmp_path, SHARD_COUNT=2, SHARD_IDS="1"))
        alone = default_service(store, shard_settings(tmp_path))
        assert mine.tables.owns(GUILD_ID) and not theirs.tables.owns(GUILD_ID) and alone.tables.owns(GUILD_ID)
    finally:
        await store.close()


@pytest.mark.parametrize("shard_ids, syncs", [(None, True), ("0", True), ("1", False)])
async def test_only_the_process_running_shard_0_syncs_the_commands(
    db_path, monkeypatch, stub_registry, shard_ids, syncs
):
    shards = {"SHARD_COUNT": 2, "SHARD_IDS": shard_ids} if shard_ids else {}
    client = EuroBot(
        shard_settings(db_path, **shards),
        service_factory=lambda store, s: GameService(store, renderer=lambda g, v, n, loc: PNG, owns=s.owns_guild),
    )
    h = Harness(client, monkeypatch)
    try:
        await h.login()
        assert any(c.method == "PUT" and c.path.endswith("/commands") for c in h.rec.calls) == syncs
        assert client.service.tables.owns(GUILD_ID) == (shard_ids != "1")
    finally:
        await h.close()
