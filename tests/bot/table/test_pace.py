"""A pace per table through the GameService: time banks, their reminders, bank-out stand-ins, /away."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.store import open_store
from bot.table import AwayLimit, Budget, errors
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
MIN, HOUR, DAY = 60, 3600, 86400
OTHER = CHANNEL + 1


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


def _service(store, clock):
    return make_service(
        store, clock=clock, ai_budget=Budget(time_budget=None, iterations=20), reminder_minutes=60, takeover_minutes=240
    )


@pytest.fixture
def svc(store, clock):
    return _service(store, clock)


async def _table(svc, pace: str, channel: int = CHANNEL, options: dict | None = None):
    await svc.lobby.open(GUILD, channel, "toy", ANN, "Ann", options, pace=pace)
    await svc.lobby.join(channel, BOB, "Bob")
    await svc.lobby.set_seat_order(channel, ANN, "joined")
    return await svc.play.start(channel, ANN)


async def _seat(svc, seat: int, channel: int = CHANNEL):
    return (await svc.store.seats((await svc.store.live_game(channel)).id))[seat]


# --- the lobby -----------------------------------------------------------------------------------


async def test_the_creator_chooses_the_pace_in_the_lobby_and_it_is_shown(svc):
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    assert info.pace == "none" and "Pace: no clock" in info.lines
    info = await svc.lobby.set_pace(CHANNEL, ANN, "daily")
    assert info.pace == "daily"
    assert "Pace: Daily (clock 2 d 0 h, +1 d 0 h per move, up to 3 d 0 h)" in info.lines
    with pytest.raises(errors.NotCreator):
        await svc.lobby.set_pace(CHANNEL, BOB, "live")
    with pytest.raises(errors.BadOption):
        await svc.lobby.set_pace(CHANNEL, ANN, "hourly")
    assert (await svc.lobby.info(CHANNEL)).pace == "daily"


# --- banks -----------------------------------------------------------------------------------------


async def test_the_bank_runs_while_awaited_and_refills_by_the_increment_up_to_the_cap(svc, clock):
    await _table(svc, "live")
    ann = await _seat(svc, 0)
    assert ann.bank_seconds == 10 * MIN and ann.awaited_since == T0.isoformat()
    assert (await _seat(svc, 1)).awaited_since is None  # Bob's bank waits
    clock.advance(3)
    panel = await svc.play.panel(CHANNEL, ANN)
    assert "Your clock: 7 min left" in panel.private_lines
    status = await svc.play.status(CHANNEL)
    assert status.summary[-1] == "⏱ Ann 7 min"
    await end_turn(svc, ANN)  # 10 - 3 + 2
    ann, bob = await _seat(svc, 0), await _seat(svc, 1)
    assert ann.bank_seconds == 9 * MIN and ann.awaited_since is None
    assert bob.bank_seconds == 10 * MIN and bob.awaited_since == clock.now.isoformat()
    for expected in (11, 13, 15, 15):  # instant moves: +2 each, cap 15
        await end_turn(svc, BOB)
        await end_turn(svc, ANN)
        assert (await _seat(svc, 0)).bank_seconds == expected * MIN


async def test_simultaneous_seats_banks_run_in_parallel(svc, clock):
    await _table(svc, "live", options={"bids": True})
    await end_turn(svc, ANN)
    await end_turn(svc, BOB)  # the round ends: both bid at once
    start = clock.now.isoformat()
    assert [(await _seat(svc, s)).awaited_since for s in (0, 1)] == [start, start]
    banks = [(await _seat(svc, s)).bank_seconds for s in (0, 1)]
    clock.advance(1)
    panel = await svc.play.panel(CHANNEL, BOB)
    await svc.play.act(CHANNEL, BOB, panel.version, "bid.2")
    clock.advance(4)
    assert "Your clock:" in (await svc.play.panel(CHANNEL, ANN)).private_lines[-1]
    panel = await svc.play.panel(CHANNEL, ANN)
    await svc.play.act(CHANNEL, ANN, panel.version, "bid.1")
    ann, bob = await _seat(svc, 0), await _seat(svc, 1)
    assert bob.bank_seconds == min(15 * MIN, banks[1] - 1 * MIN + 2 * MIN)
    assert ann.bank_seconds == min(15 * MIN, banks[0] - 5 * MIN + 2 * MIN)


async def test_undo_keeps_the_bank_running(svc, clock):
    await _table(svc, "live")
    clock.advance(2)
    panel = await svc.play.panel(CHANNEL, ANN)
    key = next(o.key for o in panel.options if o.key.startswith("play."))
    await svc.play.act(CHANNEL, ANN, panel.version, key)
    await svc.play.undo(CHANNEL, ANN)
    ann = await _seat(svc, 0)
    assert ann.awaited_since == T0.isoformat() and ann.bank_seconds == 10 * MIN
    clock.advance(1)
    await end_turn(svc, ANN)
    assert (await _seat(svc, 0)).bank_seconds == (10 - 3 + 2) * MIN


async def test_a_restart_keeps_the_banks(db_url, clock):
    store = await open_store(db_url)
    svc = _service(store, clock)
    await _table(svc, "live")
    clock.advance(4)
    await end_turn(svc, ANN)
    clock.advance(6)
    await store.close()
    store = await open_store(db_url)  # a new process, the same database
    try:
        svc = _service(store, clock)
        assert "Your clock: 4 min left" in (await svc.play.panel(CHANNEL, BOB)).private_lines
        assert "Your clock: 8 min left" in (await svc.play.panel(CHANNEL, ANN)).private_lines
        [rem] = await svc.absent.due_reminders(clock.now)  # Bob has used 6 of 10 minutes
        assert rem.kind == "reminder" and rem.user_id == BOB and rem.left_seconds == 4 * MIN
    finally:
        await store.close()


# --- reminders and the bank-out offer ------------------------------------------------------------


async def test_reminders_at_half_and_ninety_percent_once_each_then_the_offer(svc, clock):
    await _table(svc, "daily")
    assert await svc.absent.due_reminders(clock.advance(23 * 60)) == []  # not the settings' 60 minutes
    [half] = await svc.absent.due_reminders(clock.advance(60))  # 24 h of 48 h used
    assert half.kind == "reminder" and half.user_id == ANN and not half.one_move
    assert half.left_seconds == DAY and "(your clock: 1 d 0 h left): Play a card" in half.text
    assert await svc.absent.due_reminders(clock.advance(60)) == []  # once
    [ninety] = await svc.absent.due_reminders(clock.advance(18.2 * 60))  # 43.2 h used
    assert ninety.kind == "reminder" and "4 h 48 min left" in ninety.text
    assert await svc.absent.due_reminders(clock.advance(60)) == []
    [offer] = await svc.absent.due_reminders(clock.advance(4 * 60))  # 48.2 h: the bank is out
    assert offer.kind == "takeover" and offer.one_move and offer.left_seconds == 0
    assert "Ann's clock has run out" in offer.text
    assert await svc.absent.due_reminders(clock.advance(600)) == []
    await end_turn(svc, ANN)  # a new span for Bob
    [rem] = await svc.absent.due_reminders(clock.advance(25 * 60))
    assert rem.user_id == BOB and rem.kind == "reminder"


async def test_a_bank_that_jumps_past_every_fraction_gets_only_the_offer(svc, clock):
    await _table(svc, "live")
    [offer] = await svc.absent.due_reminders(clock.advance(11))
    assert offer.kind == "takeover"
    assert await svc.absent.due_reminders(clock.advance(1)) == []


async def test_ai_plays_this_move_then_the_seat_returns_by_itself(svc, store, clock):
    update = await _table(svc, "daily")
    with pytest.raises(errors.TakeoverTooEarly) as e:
        await svc.absent.take_over(CHANNEL, BOB, once=True)
    assert e.value.msg.id == "bot.err.bank_left"
    clock.advance(49 * 60)
    change = await svc.absent.take_over(CHANNEL, BOB, 0, once=True)
    assert "Bob let a medium AI play Ann's move" in change.line and not change.rated
    seat = await _seat(svc, 0)
    assert seat.user_id is None and seat.stand_in_once and seat.bank_seconds == 0 and seat.awaited_since is None
    turn = await svc.ai.ai_turn(CHANNEL)
    assert turn.seat == 0 and turn.stand_in and turn.level == "medium"
    assert "The AI played Ann's move: the seat is Ann's again." in turn.public.log_lines
    seat = await _seat(svc, 0)
    assert seat.user_id == ANN and seat.ai_level is None and not seat.stand_in_once
    assert seat.bank_seconds == DAY  # back with one move's time
    assert not await store.is_rated(update.game_id)
    await end_turn(svc, BOB)
    assert await svc.ai.ai_turn(CHANNEL) is None  # Ann plays her own turn again
    assert (await svc.play.panel(CHANNEL, ANN)).your_turn


async def test_ai_plays_until_the_owner_returns_and_takeback_gives_the_bank_back(svc, clock):
    await _table(svc, "live")
    clock.advance(11)
    await svc.absent.take_over(CHANNEL, BOB, 0)
    await svc.ai.ai_turn(CHANNEL)
    await end_turn(svc, BOB)
    turn = await svc.ai.ai_turn(CHANNEL)  # still the AI's seat
    assert turn is not None and turn.seat == 0
    seat = await _seat(svc, 0)
    assert seat.user_id is None and seat.awaited_since is None  # no running bank for a stand-in
    await end_turn(svc, BOB)
    change = await svc.absent.take_back(CHANNEL, ANN)
    assert change.level is None
    seat = await _seat(svc, 0)
    assert seat.user_id == ANN and seat.bank_seconds == 2 * MIN and seat.awaited_since == clock.now.isoformat()


# --- /away -------------------------------------------------------------------------------------------


async def test_away_pauses_banks_and_reminders_at_every_table_and_ends_when_acting(svc, clock):
    await _table(svc, "live")
    await svc.lobby.open(GUILD, OTHER, "toy", BOB, "Bob", pace="live")
    await svc.lobby.join(OTHER, ANN, "Ann")
    await svc.lobby.set_seat_order(OTHER, BOB, "joined")
    await svc.play.start(OTHER, BOB)
    await end_turn(svc, BOB, OTHER)  # Ann is awaited at both tables
    clock.advance(2)
    out = await svc.clocks.away(ANN, 3)
    assert "You are away until 2026-03-04 12:02 UTC" in out.line
    assert await svc.absent.due_reminders(clock.advance(3 * 24 * 60 - 60)) == []
    status = await svc.play.status(CHANNEL)
    assert status.summary[-1] == "⏱ Ann is away until 2026-03-04 12:02 UTC (8 min)"
    assert "Your clock: 8 min left" in (await svc.play.panel(OTHER, ANN)).private_lines
    await end_turn(svc, ANN)  # acting ends the away span
    assert (await _seat(svc, 0)).bank_seconds == (10 - 2 + 2) * MIN
    [rem] = await svc.absent.due_reminders(clock.advance(4))  # the other table: 2 + 4 of 10 min
    assert rem.channel_id == OTHER and rem.user_id == ANN


async def test_away_zero_means_back_and_the_monthly_limit_refuses(svc, clock):
    assert "not away" in (await svc.clocks.away(ANN, 0)).line
    await svc.clocks.away(ANN, 10)
    clock.advance(24 * 60)
    assert "Welcome back" in (await svc.clocks.away(ANN, 0)).line  # one day taken
    await svc.clocks.away(ANN, 13)  # 1 + 13 = 14 days
    clock.advance(13 * 24 * 60)
    with pytest.raises(AwayLimit) as e:
        await svc.clocks.away(ANN, 1)
    assert e.value.msg.params["left"] == 0
    clock.advance(17 * 24 * 60 + 1)  # the first span left the window
    await svc.clocks.away(ANN, 1)
    with pytest.raises(errors.BadOption):
        await svc.clocks.away(ANN, 15)


# --- no pace --------------------------------------------------------------------------------------


async def test_a_table_without_a_pace_keeps_the_fixed_delays_and_shows_no_clock(svc, clock):
    await _table(svc, "none")
    ann = await _seat(svc, 0)  # no bank; the wait itself is kept (/games counts from it)
    assert ann.bank_seconds is None and ann.awaited_since == T0.isoformat()
    assert not any("clock" in line for line in (await svc.play.panel(CHANNEL, ANN)).private_lines)
    assert not any(line.startswith("⏱") for line in (await svc.play.status(CHANNEL)).summary)
    [rem] = await svc.absent.due_reminders(clock.advance(61))
    assert rem.kind == "reminder" and rem.left_seconds is None
    [offer] = await svc.absent.due_reminders(clock.advance(240))
    assert offer.kind == "takeover" and not offer.one_move
    await svc.absent.take_over(CHANNEL, BOB, 0, once=True)  # no clock: no "this move only"
    assert not (await _seat(svc, 0)).stand_in_once


async def test_forget_me_deletes_the_away_spans(svc, clock):
    from bot.store import RecordsStore

    await svc.clocks.away(ANN, 2)
    await svc.clocks.away(BOB, 2)
    await RecordsStore(svc.store).forget(ANN, "Someone", clock.now.isoformat())
    since = (clock.now.replace(year=2000)).isoformat()
    assert [s.user_id for s in await svc.store.away_spans([ANN, BOB], ending_after=since)] == [BOB]
