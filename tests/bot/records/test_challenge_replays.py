"""A daily challenge's replay and game file open only after its UTC day, for everyone (issue 21)."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.table.errors import ChallengeReplayClosed
from tests.bot.conftest import ANN, BOB, GUILD
from tests.bot.records.test_records import play_to_end

pytest.importorskip("engine.emara.game")

CHANNEL = 7900


async def test_a_challenge_replay_and_export_open_only_after_its_day(rs, clock):
    started = await rs.start_challenge(GUILD, CHANNEL, ANN, "Ann", "emara")
    game_id = started.update.game_id
    await play_to_end(rs, CHANNEL, ANN, seed=3)
    replays = rs.service.replays
    asks = [
        lambda: replays.frame(CHANNEL, None, 0, guild_id=GUILD),  # the channel's last game
        lambda: replays.frame(CHANNEL, game_id, -1, guild_id=GUILD),
        lambda: replays.export(CHANNEL, game_id, guild_id=GUILD),
        lambda: replays.animation(CHANNEL, game_id, guild_id=GUILD),
        lambda: replays.frame(CHANNEL + 1, game_id, 0, guild_id=GUILD),
    ]  # anyone, from anywhere
    clock.now = clock.now.replace(hour=23, minute=59, second=0)  # the day's last minute
    for ask in asks:
        with pytest.raises(ChallengeReplayClosed) as e:
            await ask()
        line = t(e.value.msg, "en")
        assert f"Game {game_id} is the daily challenge of 2026-03-01" in line and "once that day is over" in line
    clock.advance(2)  # 2026-03-02, UTC
    frame = await replays.frame(CHANNEL, game_id, -1, guild_id=GUILD)
    assert frame.finished is not None
    name, data = await replays.export(CHANNEL, game_id, guild_id=GUILD)
    assert name == f"emara-{game_id}.json" and data


async def test_an_ordinary_solo_game_replays_at_once(rs):
    await rs.start_solo(GUILD, CHANNEL + 5, BOB, "Bob", "emara", "high_score", 25)
    await play_to_end(rs, CHANNEL + 5, BOB, seed=2)
    assert (await rs.service.replays.frame(CHANNEL + 5, None, 0, guild_id=GUILD)).index == 0
