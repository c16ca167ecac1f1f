"""A stalled table (no move for 30 days) is offered cancel-by-consent and closed 7 days later, unrated,
with everyone told; a move in between ends the stall. Through the GameService."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
DAY = 24 * 60  # minutes


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def svc(store, clock):
    # the table is on "wait for a vote", so neither the grace nor the AI moves it on: it stalls
    return make_service(store, clock=clock, reminder_minutes=0, takeover_minutes=0)


async def _table(svc, humans=(ANN, BOB, CAT), ais: int = 0):
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], names[humans[0]], pace="weekly", out_of_time="vote")
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, names[uid])
    for _ in range(ais):
        await svc.lobby.add_ai(CHANNEL, humans[0], "easy")
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await svc.play.start(CHANNEL, humans[0])


async def test_a_stalled_table_is_offered_cancel_and_closed_seven_days_later_unrated(svc, store, clock):
    update = await _table(svc)
    assert await svc.stalls.due(clock.advance(30 * DAY - 1)) == []
    [notice] = await svc.stalls.due(clock.advance(1))
    assert notice.kind == "vote" and set(notice.told) == {ANN, BOB, CAT}
    view = notice.vote
    assert view.reason == "stall" and view.title == "Toy Race #1 has had no move for 30 days"
    assert view.lines[0].startswith("It will be closed on 2026-04-07 12:00 UTC, abandoned and not rated")
    assert (view.yes_label, view.no_label) == ("Yes, close it now", "No, we play on")
    assert await svc.stalls.due(clock.advance(60)) == []  # one stall vote
    no = await svc.votes.cast(view.vote_id, BOB, False)  # a "no" does not save the table: a move does
    assert no.notice is None and no.view.open
    assert await svc.votes.due(clock.advance(7 * DAY - 61)) == []
    [closed] = await svc.votes.due(clock.advance(1))
    assert closed.kind == "closed" and closed.ended and set(closed.told) == {ANN, BOB, CAT}
    assert closed.line == "Toy Race #1 had no move for 37 days: the table is closed. It is abandoned and not rated."
    assert closed.vote.lines[-1] == "Result: no move for 37 days. The table is closed: abandoned, not rated."
    assert (await store.game(update.game_id)).status == "abandoned"
    assert not await store.is_rated(update.game_id)


async def test_a_move_ends_the_stall(svc, store, clock):
    update = await _table(svc)
    [notice] = await svc.stalls.due(clock.advance(30 * DAY))
    clock.advance(2 * DAY)
    await end_turn(svc, ANN)
    [withdrawn] = await svc.votes.due(clock.advance(1))
    assert withdrawn.kind == "vote_result" and withdrawn.vote.status == "withdrawn"
    assert withdrawn.line == "Result: a move ended the stall. The table plays on."
    assert await svc.votes.due(clock.advance(8 * DAY)) == []
    assert (await store.game(update.game_id)).status == "active"
    assert await svc.stalls.due(clock.advance(21 * DAY)) == []  # 29 days since the move
    [again] = await svc.stalls.due(clock.advance(DAY + 1))
    assert again.vote.vote_id != notice.vote.vote_id


async def test_everyone_agreeing_closes_a_stalled_table_at_once(svc, store, clock):
    update = await _table(svc, humans=(ANN, BOB))
    [notice] = await svc.stalls.due(clock.advance(31 * DAY))
    await svc.votes.cast(notice.vote.vote_id, ANN, True)
    done = await svc.votes.cast(notice.vote.vote_id, BOB, True)
    assert done.notice.kind == "closed" and done.view.lines[-1].startswith(
        "Result: everyone agreed. The table is closed"
    )
    assert (await store.game(update.game_id)).status == "abandoned"


async def test_a_table_of_one_player_keeps_nobody_waiting_and_never_stalls(svc, clock):
    await _table(svc, humans=(ANN,), ais=1)
    assert await svc.stalls.due(clock.advance(60 * DAY)) == []
    assert await svc.stalls.due(clock.advance(60 * DAY)) == []
