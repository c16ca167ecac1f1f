"""Bad input and races found by fuzzing and racing the landed bot: two clicks on one version, two
processes on one lobby, long user text, a takeover check that changes nothing."""

from __future__ import annotations

import asyncio

import pytest

from bot.table import errors
from tests.bot.conftest import ANN, BOB, CHANNEL, make_service, started


async def test_the_loser_of_two_clicks_on_one_version_is_told_the_board_moved_on(service):
    await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw")
    # Ann double-clicks "End turn": the first click passes the turn to Bob ...
    first, second = await asyncio.gather(
        service.play.act(CHANNEL, ANN, 1, "end"), service.play.act(CHANNEL, ANN, 1, "end"), return_exceptions=True
    )
    assert not isinstance(first, Exception) and not first.panel.your_turn
    # ... the second is outdated (not "not your turn": it was her turn on the board she clicked)
    assert isinstance(second, errors.OutdatedBoard) and second.current_version == 2


async def test_a_stale_click_of_a_player_not_to_move_is_outdated_too(service):
    await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.OutdatedBoard):
        await service.play.act(CHANNEL, BOB, 0, "draw")
    with pytest.raises(errors.NotYourTurn):  # on the current version: not his turn
        await service.play.act(CHANNEL, BOB, 1, "end")


async def _race_for_the_last_seat(a, b, channel: int, joins) -> list:
    await a.lobby.open(1, channel, "toy", ANN, "Ann")  # toy: 2-4 players
    await a.lobby.join(channel, BOB, "Bob")
    await b.lobby.join(channel, 103, "Cat")  # 3 of 4
    return await asyncio.gather(*joins(channel), return_exceptions=True)


@pytest.mark.parametrize("what", ["join", "add_ai"])
async def test_two_processes_filling_the_last_seat_at_once_seat_one(db_url, what):
    """Two bot processes (two services, two stores) on one database; the last seat of a 3/4 table."""
    from bot.store import open_store

    s1, s2 = await open_store(db_url), await open_store(db_url)
    a, b = make_service(s1), make_service(s2)
    try:
        for channel in range(CHANNEL, CHANNEL + 10):
            if what == "join":
                results = await _race_for_the_last_seat(
                    a, b, channel, lambda ch: (a.lobby.join(ch, 201, "Dan"), b.lobby.join(ch, 202, "Eve"))
                )
            else:
                results = await _race_for_the_last_seat(
                    a, b, channel, lambda ch: (a.lobby.add_ai(ch, ANN, "easy"), b.lobby.add_ai(ch, ANN, "easy"))
                )
            errors_ = [r for r in results if isinstance(r, Exception)]
            assert len(errors_) == 1 and isinstance(errors_[0], errors.TableFull), results
            assert len((await b.lobby.info(channel)).members) == 4
    finally:
        await s1.close()
        await s2.close()


# --- (bad input) user text echoed in an error is capped ------------------------------------------


async def test_user_text_echoed_in_service_errors_is_capped(service):
    from bot.i18n import t

    long = "x" * 6000
    with pytest.raises(errors.UnknownGame) as unknown:
        await service.lobby.open(1, CHANNEL, long, ANN, "Ann")
    await service.lobby.open(1, CHANNEL, "toy", ANN, "Ann")
    with pytest.raises(errors.BadOption) as option:
        await service.lobby.set_option(CHANNEL, ANN, long, long)
    with pytest.raises(errors.BadOption) as order:
        await service.lobby.set_seat_order(CHANNEL, ANN, long)
    with pytest.raises(errors.BadOption) as level:
        await service.lobby.add_ai(CHANNEL, ANN, long)
    for exc in (unknown, option, order, level):
        text = t(exc.value.msg)
        assert "x" * 40 in text and len(text) < 300


async def test_a_takeover_check_raises_the_same_refusals_and_changes_nothing(service):
    from datetime import timedelta

    update = await started(service)
    with pytest.raises(errors.TakeoverTooEarly):
        await service.absent.take_over(CHANNEL, BOB, check_only=True)
    later = service.tables.clock() + timedelta(minutes=service.absent.takeover_minutes + 1)
    service.tables.clock = lambda: later
    assert await service.absent.take_over(CHANNEL, BOB, check_only=True) is None
    seat = (await service.store.seats(update.game_id))[0]
    assert seat.user_id == ANN and seat.ai_level is None and await service.store.is_rated(update.game_id)
    assert (await service.absent.take_over(CHANNEL, BOB)).seat == 0


# --- per-channel locks are freed ------------------------------------------------------------------


async def test_channel_locks_do_not_pile_up_with_the_channels_played(service):
    for channel in range(CHANNEL, CHANNEL + 20):
        await started(service, channel=channel)
        await service.play.act(channel, ANN, 0, "draw")
    assert len(service.tables._locks) == 0


async def test_a_channel_lock_still_serialises_calls_and_is_freed_after_the_last(service):
    await started(service)
    order = []
    real = service.tables.active

    async def slow_table(*args, **kwargs):
        order.append("in")
        await asyncio.sleep(0.01)
        order.append("out")
        return await real(*args, **kwargs)

    service.tables.active = slow_table
    results = await asyncio.gather(
        *(service.play.act(CHANNEL, ANN, 0, "draw") for _ in range(3)), return_exceptions=True
    )
    assert order == ["in", "out"] * 3  # one at a time
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert len(service.tables._locks) == 0


async def test_a_cancelled_waiter_does_not_leak_the_channel_lock(service):
    await started(service)
    async with service.tables.lock(CHANNEL):
        waiter = asyncio.create_task(service.play.act(CHANNEL, ANN, 0, "draw"))
        await asyncio.sleep(0.01)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
    assert len(service.tables._locks) == 0
    await service.play.act(CHANNEL, ANN, 0, "draw")
