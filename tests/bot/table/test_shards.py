"""Several processes on one database, each running some of the bot's shards: what a process does
without an interaction (resuming AI play after a restart, the reminder sweep) touches only the games
of the guilds its shards receive."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.config import Settings, shard_of
from bot.store import open_store
from bot.clock import real_now as utcnow
from tests.bot.conftest import ANN, BOB, make_service

SHARDS = 2
# Discord routes a guild by the timestamp part of its id: (guild_id >> 22) % shard_count.
GUILDS = {0: [(1000 << 22) + 17, (1002 << 22) + 3], 1: [(1001 << 22) + 17, (1003 << 22) + 9]}


def shard_settings(shard: int) -> Settings:
    return Settings(SHARD_COUNT=SHARDS, SHARD_IDS=str(shard), _env_file=None)


def test_a_guild_belongs_to_the_shard_discord_sends_it_to_and_direct_messages_to_shard_0():
    assert {shard_of(g, SHARDS) for g in GUILDS[0]} == {0} and {shard_of(g, SHARDS) for g in GUILDS[1]} == {1}
    assert shard_of(None, SHARDS) == 0 and shard_of(910000000000000001, 4) == 2
    first, second = shard_settings(0), shard_settings(1)
    assert first.owns_guild(None) and not second.owns_guild(None)
    assert all(first.owns_guild(g) != second.owns_guild(g) for g in GUILDS[0] + GUILDS[1])
    everything = Settings(_env_file=None)  # one process: every shard, every game
    assert all(everything.owns_guild(g) for g in [None, *GUILDS[0], *GUILDS[1]])
    assert all(Settings(SHARD_COUNT=SHARDS, _env_file=None).owns_guild(g) for g in GUILDS[1])


@pytest.fixture
async def shard_services(db_url):
    """Shards 0 and 1 of 2, each a service over its own store (its own connection or pool) on one database."""
    stores = [await open_store(db_url) for _ in range(SHARDS)]
    services = [
        make_service(s, owns=shard_settings(i).owns_guild, reminder_minutes=60, takeover_minutes=240)
        for i, s in enumerate(stores)
    ]
    yield services
    for s in stores:
        await s.close()


async def _ai_table(svc, guild: int, channel: int) -> None:
    """Two AI seats and nobody else: the table waits for an AI from the start."""
    await svc.lobby.open(guild, channel, "toy", ANN, "Ann", seat_creator=False)
    for _ in range(2):
        await svc.lobby.add_ai(channel, ANN, "easy")
    await svc.play.start(channel, ANN)


async def _human_table(svc, guild: int, channel: int) -> None:
    await svc.lobby.open(guild, channel, "toy", ANN, "Ann")
    await svc.lobby.join(channel, BOB, "Bob")
    await svc.lobby.set_seat_order(channel, ANN, "joined")  # Ann moves first
    await svc.play.start(channel, ANN)


def _channels(shard: int, base: int) -> list[int]:
    return [base + 10 * shard + i for i in range(len(GUILDS[shard]))]


async def test_each_process_resumes_ai_play_only_in_its_own_shards_games(shard_services):
    first = shard_services[0]
    for shard in (0, 1):  # games are opened through either process: ownership is by guild
        for guild, channel in zip(GUILDS[shard], _channels(shard, 700)):
            await _ai_table(shard_services[1 - shard], guild, channel)
    for shard, svc in enumerate(shard_services):
        assert await svc.ai.channels_awaiting_ai() == _channels(shard, 700)
    everything = make_service(first.store)  # a single process resumes every game
    assert await everything.ai.channels_awaiting_ai() == _channels(0, 700) + _channels(1, 700)


async def test_each_process_reminds_only_the_players_of_its_own_shards_games(shard_services):
    for shard in (0, 1):
        for guild, channel in zip(GUILDS[shard], _channels(shard, 800)):
            await _human_table(shard_services[shard], guild, channel)
    later = utcnow() + timedelta(minutes=61)
    # Shard 0's sweep runs first: it must neither post nor use up shard 1's reminders.
    for shard, svc in enumerate(shard_services):
        due = await svc.absent.due_reminders(later)
        assert sorted(r.channel_id for r in due) == _channels(shard, 800)
        assert {r.guild_id for r in due} == set(GUILDS[shard])
        assert {r.kind for r in due} == {"reminder"} and {r.user_id for r in due} == {ANN}
    for svc in shard_services:  # once each
        assert await svc.absent.due_reminders(later) == []
