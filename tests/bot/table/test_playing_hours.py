"""Playing hours (issue 29): a table's banks run only inside its daily window. The arithmetic
(``bot.table.clocks``) over day boundaries, windows past midnight and clock changes; then a daily table
through the service, whose reminders wait for the morning. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.i18n import t
from bot.store import AwaySpan, SeatRow
from bot.table import clocks
from bot.table.lobby import BadHours
from bot.table.clocks import Hours, charged, is_open, next_opening, parse_hours, windows
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, Clock, end_turn, make_service

UTC = timezone.utc
PRAGUE = "Europe/Prague"  # CET (+1), CEST (+2) from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC
H = 3600


def at(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def hours(text: str) -> Hours:
    return parse_hours(text)


# --- reading a window ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "given, stored",
    [
        ("09:00-23:00 Europe/Prague", "09:00-23:00 Europe/Prague"),
        ("9-23 Europe/Prague", "09:00-23:00 Europe/Prague"),
        ("  18:30 – 01:00   America/New_York ", "18:30-01:00 America/New_York"),
        ("08:00-24:00 UTC", "08:00-00:00 UTC"),
    ],
)
def test_a_window_reads_in_several_forms_and_is_stored_in_one(given: str, stored: str) -> None:
    assert parse_hours(given).text() == stored
    assert parse_hours(stored) == parse_hours(given)


@pytest.mark.parametrize(
    "given, why",
    [
        ("evenings", "form"),
        ("09:00-23:00", "form"),  # no zone
        ("25:00-23:00 UTC", "time"),
        ("09:75-23:00 UTC", "time"),
        ("09:00-23:00 Mars/Olympus", "zone"),
        ("09:00-23:00 ../../etc/passwd", "zone"),
        ("09:00-11:00 UTC", "short"),
        ("09:00-09:00 UTC", "short"),
    ],
)
def test_a_window_that_cannot_be_read_says_why(given: str, why: str) -> None:
    with pytest.raises(clocks.BadHours) as e:
        parse_hours(given)
    assert e.value.msg_id == f"bot.hours.err.{why}"


# --- the bank's arithmetic ------------------------------------------------------------------------


def test_a_window_past_midnight_counts_across_the_day_boundary() -> None:
    night = hours("18:00-02:00 UTC")
    assert windows(night, at(2026, 3, 2, 17), at(2026, 3, 3, 3)) == [(at(2026, 3, 2, 18), at(2026, 3, 3, 2))]
    assert charged(at(2026, 3, 2, 1), at(2026, 3, 2, 19), None, hours=night) == 2 * H  # 01-02 and 18-19
    assert charged(at(2026, 3, 2, 12), at(2026, 3, 4, 12), None, hours=night) == 16 * H  # two nights
    assert is_open(night, at(2026, 3, 3, 1, 59)) and not is_open(night, at(2026, 3, 3, 2))
    assert next_opening(night, at(2026, 3, 3, 2, 30)) == at(2026, 3, 3, 18)
    assert next_opening(night, at(2026, 3, 3, 20)) == at(2026, 3, 3, 20)  # open: now


def test_a_local_window_follows_its_zone() -> None:
    day = hours("09:00-23:00 Europe/Prague")
    # winter: 08:00-22:00 UTC
    assert windows(day, at(2026, 1, 10, 0), at(2026, 1, 11, 0)) == [(at(2026, 1, 10, 8), at(2026, 1, 10, 22))]
    # summer: 07:00-21:00 UTC
    assert windows(day, at(2026, 7, 10, 0), at(2026, 7, 11, 0)) == [(at(2026, 7, 10, 7), at(2026, 7, 10, 21))]


def test_the_night_the_clocks_go_forward_is_an_hour_shorter() -> None:
    early = hours(f"00:00-06:00 {PRAGUE}")  # 2026-03-29: 02:00 CET jumps to 03:00 CEST
    [(lo, hi)] = windows(early, at(2026, 3, 28, 12), at(2026, 3, 29, 12))
    assert (lo, hi) == (at(2026, 3, 28, 23), at(2026, 3, 29, 4)) and (hi - lo).total_seconds() == 5 * H
    # an edge in the skipped hour falls at the first moment after it: 02:30 opens at 03:00 CEST
    gap = hours(f"02:30-23:00 {PRAGUE}")
    assert windows(gap, at(2026, 3, 29, 0), at(2026, 3, 29, 23))[0][0] == at(2026, 3, 29, 1)
    # the days either side keep their 6 hours
    assert charged(at(2026, 3, 27, 12), at(2026, 3, 28, 12), None, hours=early) == 6 * H
    assert charged(at(2026, 3, 29, 12), at(2026, 3, 30, 12), None, hours=early) == 6 * H


def test_the_night_the_clocks_go_back_is_an_hour_longer() -> None:
    early = hours(f"00:00-06:00 {PRAGUE}")  # 2026-10-25: 03:00 CEST goes back to 02:00 CET
    [(lo, hi)] = windows(early, at(2026, 10, 24, 12), at(2026, 10, 25, 12))
    assert (lo, hi) == (at(2026, 10, 24, 22), at(2026, 10, 25, 5)) and (hi - lo).total_seconds() == 7 * H
    # an edge in the repeated hour is its first time: 18:00-02:30 closes at the first 02:30 (CEST)
    late = hours(f"18:00-02:30 {PRAGUE}")
    [(lo, hi)] = windows(late, at(2026, 10, 24, 12), at(2026, 10, 25, 12))
    assert (lo, hi) == (at(2026, 10, 24, 16), at(2026, 10, 25, 0, 30)) and (hi - lo).total_seconds() == 8.5 * H
    # New York goes back a week later, on its own date
    ny = hours("00:00-06:00 America/New_York")
    assert charged(at(2026, 11, 1, 0), at(2026, 11, 2, 0), None, hours=ny) == 7 * H


def test_away_time_inside_the_window_is_not_charged_twice() -> None:
    day = hours("09:00-21:00 UTC")
    away = [AwaySpan(ANN, at(2026, 3, 2, 20).isoformat(), at(2026, 3, 3, 10).isoformat())]
    # 2 March 09-21 (12 h) less 20-21 away; 3 March 09-12 less 09-10 away: 11 + 2
    assert charged(at(2026, 3, 2, 0), at(2026, 3, 3, 12), ANN, away, day) == 13 * H


def test_a_daily_bank_runs_only_in_the_window_so_its_reminders_and_run_out_follow() -> None:
    daily = clocks.PACES["daily"]  # a 2-day bank
    half_day = hours("08:00-20:00 UTC")  # 12 h a day
    seat = SeatRow(0, ANN, None, "Ann", bank_seconds=None, awaited_since=at(2026, 3, 2, 8).isoformat())
    assert clocks.remaining(seat, daily, at(2026, 3, 3, 8), hours=half_day) == 36 * H  # a night is free
    assert clocks.due_notice(seat, daily, at(2026, 3, 3, 19, 59), hours=half_day) == 0  # 23 h 59 min used
    assert clocks.due_notice(seat, daily, at(2026, 3, 4, 8), hours=half_day) == 1  # half, at the morning
    assert clocks.due_notice(seat, daily, at(2026, 3, 5, 20), hours=half_day) == len(daily.reminders) + 1  # ran out
    assert clocks.due_notice(seat, daily, at(2026, 3, 4, 8)) == 3  # without hours it ran out already
    [clock] = clocks.settle([seat], daily, None, at(2026, 3, 3, 8), hours=half_day)  # a move at 08:00 next day
    assert clock.bank_seconds == min(daily.cap, 48 * H - 12 * H + daily.increment)


# --- a daily table through the service ----------------------------------------------------------------


@pytest.fixture
def clock() -> Clock:
    return Clock(at(2026, 3, 2, 19, 0))  # a Monday evening in Prague (20:00 CET)


async def test_a_tables_clock_pauses_at_night_and_its_reminder_waits_for_the_morning(store, clock) -> None:
    svc = make_service(store, clock=clock)
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="daily", hours="8-22 Europe/Prague")
    assert "Playing hours: 08:00–22:00 Europe/Prague: the clocks run only then." in info.lines
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    assert update.public.summary[-1] == "⏱ Ann 2 d 0 h · playing hours 08:00–22:00 Europe/Prague"
    clock.advance(3 * 60)  # 23:00 in Prague: closed since 22:00, after 2 h of Ann's bank
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.private_lines[-1] == (
        "Your clock: 1 d 22 h left, paused until 2026-03-03 08:00 Europe/Prague"
        " (playing hours 08:00–22:00 Europe/Prague)"
    )
    status = await svc.play.status(CHANNEL)
    assert status.summary[-1] == (
        "⏸ Ann 1 d 22 h · clocks paused until 2026-03-03 08:00 Europe/Prague (playing hours 08:00–22:00 Europe/Prague)"
    )
    # the window is 14 h a day: half of the 2-day bank (24 h) is used on Wednesday at 16:00 Prague
    clock.now = at(2026, 3, 3, 18, 59)  # Tuesday 19:59 in Prague: 2 h + 11 h 59 min charged
    assert [r for r in await svc.absent.due_reminders() if r.kind == "reminder"] == []
    clock.now = at(2026, 3, 4, 7, 0)  # Wednesday 08:00 Prague: 2 + 14 = 16 h charged, the night was free
    assert await svc.absent.due_reminders() == []
    clock.now = at(2026, 3, 4, 15, 0)  # Wednesday 16:00 Prague: 16 + 8 = 24 h: half the bank
    [reminder] = await svc.absent.due_reminders()
    assert reminder.kind == "reminder" and reminder.left_seconds == 24 * H
    # Ann moves: only the window's time was charged, plus a day's increment
    await end_turn(svc, ANN)
    seats = await store.seats(update.game_id)
    assert seats[0].bank_seconds == pytest.approx(24 * H + 24 * H)


async def test_bad_playing_hours_open_no_table(store, clock) -> None:
    svc = make_service(store, clock=clock)
    with pytest.raises(BadHours) as e:
        await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="daily", hours="9-23 Mars/Olympus")
    assert t(e.value.msg) == (
        "“9-23 Mars/Olympus”: unknown time zone. Name it as the time zone database does (Europe/Prague,"
        " America/New_York, UTC), for example 09:00-23:00 Europe/Prague."
    )
    assert await store.live_game(CHANNEL) is None


async def test_playing_hours_at_a_table_without_a_clock_say_they_do_nothing(store, clock) -> None:
    svc = make_service(store, clock=clock)
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="none", hours="8-22 UTC")
    assert "Playing hours 08:00–22:00 UTC apply only to a table with a clock: choose a pace." in info.lines
    info = await svc.lobby.set_pace(CHANNEL, ANN, "weekly")
    assert "Playing hours: 08:00–22:00 UTC: the clocks run only then." in info.lines
