"""The daily digest (issue 29): one direct message a day listing every table awaiting the user, never
two on one day: not from two processes on one database, not across a restart, not by choosing it
again. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from bot.store import open_store
from bot.table.digest import next_due
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 18, 30, tzinfo=timezone.utc)


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


async def _table(svc, channel: int, first: int, names: dict[int, str], pace: str = "daily") -> None:
    """A paced toy table of ``first`` and Bob, where ``first`` moved once: Bob is awaited."""
    await svc.lobby.open(GUILD, channel, "toy", first, names[first], pace=pace)
    await svc.lobby.join(channel, BOB, "Bob")
    await svc.lobby.set_seat_order(channel, first, "joined")
    await svc.play.start(channel, first)
    await end_turn(svc, first, channel)


NAMES = {ANN: "Ann", CAT: "Cat"}


def test_the_next_digest_keeps_its_time_of_day_comes_half_a_day_apart_at_least_and_skips_no_day() -> None:
    due = datetime(2026, 3, 1, 18, 30, tzinfo=timezone.utc)
    assert next_due(due, due + timedelta(seconds=40)) == due + timedelta(days=1)
    assert next_due(due, due + timedelta(hours=5, minutes=29)) == due + timedelta(days=1)  # 23:59 the same day
    late = due + timedelta(hours=14)  # the bot was down: sent the next morning
    assert next_due(due, late) == due + timedelta(days=2)  # not again that evening
    night = datetime(2026, 3, 1, 23, 30, tzinfo=timezone.utc)
    assert next_due(night, night + timedelta(hours=1)) == night + timedelta(days=1)  # sent after midnight: no day lost
    assert next_due(night, night + timedelta(days=3, hours=2)) == night + timedelta(days=4)  # down for days


async def test_a_digest_lists_every_awaiting_table_once_a_day_across_processes_and_restarts(db_url, clock) -> None:
    one = await open_store(db_url)
    two = await open_store(db_url)  # a second bot process on the same database
    first, second = make_service(one, clock=clock), make_service(two, clock=clock)
    await first.notify.set(BOB, "digest")
    await first.notify.seen(BOB, "cs")  # Bob reads Czech
    await _table(first, CHANNEL, ANN, NAMES)
    await _table(first, CHANNEL + 1, CAT, NAMES, pace="none")
    clock.advance(90)
    [digest] = await first.digest.due()
    assert await second.digest.due() == [] and await first.digest.due() == []
    assert digest.user_id == BOB and digest.locale == "cs"
    assert [(d.game_id, d.seat_names) for d in digest.tables] == [(1, ("Ann", "Bob")), (2, ("Cat", "Bob"))]
    assert digest.tables[0].notice.left_seconds == pytest.approx(2 * 86400 - 90 * 60)  # daily: 2 days, 90 min used
    assert digest.tables[1].notice.left_seconds is None  # no clock
    assert digest.tables[0].notice.question == "Play a card, draw, or end your turn."  # the toy game has no Czech
    assert digest.next_at == T0 + timedelta(days=1)
    # a restart the same day, and choosing the digest again, send nothing more
    await one.close()
    one = await open_store(db_url)
    first = make_service(one, clock=clock)
    await first.notify.set(BOB, "dm")
    await first.notify.set(BOB, "digest")
    clock.advance(60)
    assert await first.digest.due() == [] and await second.digest.due() == []
    # the next day at the same time: one digest again, by whichever process looks first
    clock.now = T0 + timedelta(days=1, seconds=30)
    assert len(await second.digest.due()) == 1 and await first.digest.due() == []
    await one.close()
    await two.close()


async def test_no_digest_without_a_waiting_table_and_nothing_else_tells_a_digest_reader(store, clock) -> None:
    svc = make_service(store, clock=clock)
    await svc.notify.set(BOB, "digest")
    assert await svc.digest.due() == []  # nothing waits: the day is claimed, nothing sent
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="daily")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)
    out = await end_turn(svc, ANN)
    assert out.public is not None and out.public.mention_user_ids == [] and out.public.dm_user_ids == []
    assert await svc.digest.due() == []  # today's went (empty); tomorrow's comes at its time
    clock.advance(24 * 60)
    [digest] = await svc.digest.due()
    assert [d.game_id for d in digest.tables] == [1]


async def test_a_direct_message_follows_its_readers_language_else_the_tables(store, clock) -> None:
    svc = make_service(store, clock=clock)
    await svc.notify.set(BOB, "dm")
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="daily")
    await svc.lobby.set_language(CHANNEL, ANN, "de")  # the table speaks German
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)
    out = await end_turn(svc, ANN)  # Bob is asked next: never seen, he reads the table's language
    [notice] = out.public.dm_notices
    assert (notice.user_id, notice.locale, notice.left_seconds) == (BOB, "de", 2 * 86400)
    await svc.notify.seen(BOB, "cs")  # then his client speaks Czech
    await end_turn(svc, BOB)
    out = await end_turn(svc, ANN)
    [notice] = out.public.dm_notices
    assert notice.locale == "cs" and out.public.locale == "de"
