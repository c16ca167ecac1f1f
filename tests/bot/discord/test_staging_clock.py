"""The staging clock through the real client: ``CLOCK_SCALE`` with ``STAGING=1`` runs a daily table's
reminders and its bank running out within seconds of (test) real time, names itself on every board and
lobby, logs a warning at every start, and never jumps back across a restart."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.clock import ANCHOR_SECRET, Anchor, next_anchor, sweep_seconds
from bot.config import Settings
from bot.discord.client import EuroBot
from bot.table import GameService
from tests.bot.conftest import Clock

from .conftest import PNG
from .harness import Harness
from .table import BOB, board_posts, open_lobby, start

SCALE = 8640  # a day of the table's clock in 10 s of real time


def staged_bot(db_path: Path, real: Clock, scale: float = SCALE) -> EuroBot:
    settings = Settings(
        DISCORD_TOKEN="test-token",
        DATABASE_PATH=str(db_path),
        DEV_GUILD_ID=None,
        AI_DELAY_SECONDS=0,
        STAGING=True,
        CLOCK_SCALE=scale,
    )
    return EuroBot(
        settings,
        service_factory=lambda store, s: GameService(
            store, renderer=lambda game, view, names, locale: PNG, rng_seed_source=lambda: 7, clock=real
        ),
    )


@pytest.fixture
def real() -> Clock:
    """The real time as the bot process reads it (moved on by the test; never slept)."""
    return Clock(datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc))


async def test_a_daily_tables_reminders_and_run_out_come_within_seconds(
    db_path: Path, monkeypatch, stub_registry, real: Clock, caplog
) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.discord.client"):
        h = Harness(staged_bot(db_path, real), monkeypatch)
        await h.login()
    try:
        assert any("STAGING CLOCK" in r.getMessage() and "8640 times faster" in r.getMessage() for r in caplog.records)
        assert h.client.absent_check.seconds == 1  # 60 s of sweeps, scaled, but never under the floor
        lobby = await open_lobby(h, BOB)
        footer = h.rec.messages[lobby]["embeds"][0]["footer"]["text"]
        assert "Staging clock: time here runs 8640× faster than real time" in footer
        board = await start(h, lobby)  # daily: a 2-day bank
        assert "Staging clock" in h.text(board)
        assert await h.client.post_reminders() == 0
        real.now += timedelta(seconds=9)  # 21.6 h of the table's time: under half the bank
        assert await h.client.post_reminders() == 0
        real.now += timedelta(seconds=2)  # 26.4 h: half the bank is used
        mark = len(h.rec.calls)
        assert await h.client.post_reminders() == 1
        [reminder] = board_posts(h.rec.since(mark))
        assert reminder.text.startswith("<@111>") and "21 h 36 min" in reminder.text
        real.now += timedelta(seconds=8)  # 45.6 h: past 90 %
        assert await h.client.post_reminders() == 1
        real.now += timedelta(seconds=3)  # 52.8 h: the bank has run out
        mark = len(h.rec.calls)
        assert await h.client.post_reminders() == 1
        assert "Ann's clock has run out" in board_posts(h.rec.since(mark))[0].text
        virtual = h.client.service.tables.clock()
        assert virtual - real.now > timedelta(days=2)
    finally:
        await h.close()
    # a restart goes on from the stored anchor: time does not jump back
    h = Harness(staged_bot(db_path, real), monkeypatch)
    await h.login()
    try:
        assert h.client.service.tables.clock() >= virtual
        real.now += timedelta(seconds=10)
        assert h.client.service.tables.clock() - virtual == timedelta(seconds=10) * SCALE
    finally:
        await h.close()


async def test_another_scale_after_a_restart_goes_on_from_the_time_reached(
    db_path: Path, monkeypatch, stub_registry, real: Clock, caplog
) -> None:
    h = Harness(staged_bot(db_path, real), monkeypatch)
    await h.login()
    real.now += timedelta(seconds=100)
    reached = h.client.service.tables.clock()
    await h.close()
    for scale in (60, 1):  # slower, then a real clock again on this database
        with caplog.at_level(logging.WARNING, logger="bot.discord.client"):
            h = Harness(staged_bot(db_path, real, scale), monkeypatch)
            await h.login()
        now = h.client.service.tables.clock()
        assert now >= reached
        real.now += timedelta(seconds=10)
        assert h.client.service.tables.clock() - now == timedelta(seconds=10) * scale
        reached = h.client.service.tables.clock()
        stored = await h.client.records.records.secret(ANCHOR_SECRET, "")
        assert Anchor.loads(stored).scale == scale
        await h.close()
    assert any("runs" in r.getMessage() and "ahead of real time" in r.getMessage() for r in caplog.records)


async def test_no_staging_clock_no_anchor_no_footer(harness: Harness) -> None:
    lobby = await open_lobby(harness, BOB)
    footer = harness.rec.messages[lobby]["embeds"][0]["footer"]["text"]
    assert "Staging" not in footer
    assert await harness.client.records.records.secret(ANCHOR_SECRET, "none") == "none"
    assert harness.client.absent_check.seconds == 60


def test_a_clock_scale_is_refused_unless_staging() -> None:
    with pytest.raises(ValidationError, match="only on a staging deployment"):
        Settings(DISCORD_TOKEN="x", CLOCK_SCALE=600)
    assert Settings(DISCORD_TOKEN="x", CLOCK_SCALE=600, STAGING=True).clock_scale == 600


def test_anchors_never_take_time_back() -> None:
    t0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
    assert next_anchor(None, 1, t0) is None  # a production database: the plain clock, nothing stored
    first = next_anchor(None, 600, t0)
    assert first is not None and first.at(t0 + timedelta(seconds=6)) == t0 + timedelta(hours=1)
    assert next_anchor(first, 600, t0 + timedelta(days=1)) is first
    later = t0 + timedelta(seconds=60)
    slower = next_anchor(first, 2, later)
    assert slower is not None and slower.virtual == first.at(later) and slower.at(later) == first.at(later)
    assert sweep_seconds(60, 600) == 1 and sweep_seconds(60, 30) == 2 and sweep_seconds(60, 1) == 60
