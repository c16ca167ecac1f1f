"""A run-out clock that nobody answers: after the pace's grace the AI plays the seat until its owner
returns (issue 29: "if nobody happens to look, the table waits for ever"), or, at a table that chose
"wait for a vote", a vote to replace the player is opened instead. Through the GameService."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.store import open_store
from bot.table import Budget, errors
from bot.table.votes import VoteAlreadyOpen
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
HOUR = 60  # minutes


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


async def _table(svc, pace: str, out_of_time: str = "ai", humans=(ANN, BOB)):
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], names[humans[0]], pace=pace, out_of_time=out_of_time)
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, names[uid])
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return await svc.play.start(CHANNEL, humans[0])


async def _seat(svc, seat: int):
    return (await svc.store.seats((await svc.store.live_game(CHANNEL)).id))[seat]


async def _offer(svc, clock, minutes: float):
    """The run-out offer ``minutes`` after the start (the other reminders before it swept away)."""
    offers = [r for r in await svc.absent.due_reminders(clock.advance(minutes)) if r.kind in ("takeover", "vote")]
    assert len(offers) == 1, offers
    return offers[0]


async def test_nobody_answers_the_run_out_offer_so_the_ai_plays_the_seat_after_the_grace(svc, store, clock):
    update = await _table(svc, "daily")
    offer = await _offer(svc, clock, 48 * HOUR + 1)  # Ann's two days are out
    assert offer.kind == "takeover" and offer.user_id == ANN and offer.asked == (BOB,)
    assert "If nobody answers within 1 d 0 h, a medium AI plays Ann's seat until Ann returns." in offer.text
    assert offer.table == "Toy Race #1"
    assert await svc.grace.due(clock.advance(23 * HOUR)) == []  # the grace is not over yet
    [notice] = await svc.grace.due(clock.advance(HOUR))
    assert notice.kind == "stand_in" and set(notice.told) == {ANN, BOB}  # everyone is told
    assert notice.line.startswith("Nobody answered within 1 d 0 h after Ann's clock ran out: a medium AI plays")
    seat = await _seat(svc, 0)
    assert seat.user_id is None and seat.absent_user_id == ANN and seat.ai_level == "medium"
    assert seat.awaited_since is None  # an AI stand-in has no running bank
    assert not await store.is_rated(update.game_id)
    assert await svc.grace.due(clock.advance(HOUR)) == []  # once
    turn = await svc.ai.ai_turn(CHANNEL)  # the AI plays Ann's moves by itself
    assert turn is not None and turn.seat == 0 and turn.stand_in
    await end_turn(svc, BOB)
    assert (await svc.ai.ai_turn(CHANNEL)).seat == 0  # and goes on until she returns
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.can_take_back  # her panel gives the seat back
    change = await svc.absent.take_back(CHANNEL, ANN)
    assert change.level is None and (await _seat(svc, 0)).user_id == ANN


async def test_the_grace_counts_from_the_notice_the_players_got(svc, clock):
    """A bot that was down when the bank ran out: the offer goes out late, and the grace starts then."""
    await _table(svc, "daily")
    await _offer(svc, clock, 100 * HOUR)  # 52 hours after the bank ran out
    assert await svc.grace.due(clock.now) == []
    assert await svc.grace.due(clock.advance(24 * HOUR - 1)) == []
    [notice] = await svc.grace.due(clock.advance(1))
    assert notice.kind == "stand_in"


async def test_a_move_in_the_grace_keeps_the_seat(svc, clock):
    await _table(svc, "live")
    await _offer(svc, clock, 11)
    clock.advance(5)
    await end_turn(svc, ANN)  # she is back in time
    assert await svc.grace.due(clock.advance(10)) == []
    assert (await _seat(svc, 0)).user_id == ANN


async def test_an_answered_offer_needs_no_grace(svc, clock):
    await _table(svc, "live")
    await _offer(svc, clock, 11)
    await svc.absent.take_over(CHANNEL, BOB, 0, once=True)
    assert await svc.grace.due(clock.advance(30)) == []


async def test_a_restart_in_the_middle_of_the_grace_changes_nothing(db_url, clock):
    store = await open_store(db_url)
    svc = _service(store, clock)
    await _table(svc, "live")
    await _offer(svc, clock, 11)
    assert await svc.grace.due(clock.advance(5)) == []
    await store.close()
    store = await open_store(db_url)  # a new process, the same database
    try:
        svc = _service(store, clock)
        assert await svc.grace.due(clock.advance(4)) == []  # 9 of the live pace's 10 minutes
        [notice] = await svc.grace.due(clock.advance(1))
        assert notice.kind == "stand_in" and (await _seat(svc, 0)).absent_user_id == ANN
        assert [r for r in await svc.absent.due_reminders(clock.advance(1))] == []  # no second offer
    finally:
        await store.close()


async def test_a_table_that_waits_for_a_vote_gets_one_and_no_grace(svc, clock):
    await _table(svc, "live", out_of_time="vote", humans=(ANN, BOB, CAT))
    vote = await _offer(svc, clock, 11)
    assert vote.kind == "vote" and vote.vote is not None
    view = vote.vote
    assert view.kind == "replace" and view.reason == "bank_out" and view.title == "Vote: replace Ann at Toy Race #1?"
    assert "Ann's clock has run out." in view.lines[0] and "(2 of 2)" in view.lines[0]
    assert set(view.waiting_user_ids) == {BOB, CAT}
    assert await svc.grace.due(clock.advance(60)) == []  # the table waits for the vote
    assert (await _seat(svc, 0)).user_id == ANN
    with pytest.raises(VoteAlreadyOpen):  # one replace vote at a time: no second
        await svc.votes.start(CHANNEL, CAT, "replace", ANN)


async def test_without_a_clock_the_grace_is_the_takeover_delay_once_more(svc, clock):
    await _table(svc, "none")
    offer = await _offer(svc, clock, 241)
    assert offer.kind == "takeover" and not offer.one_move and offer.asked == (BOB,)
    assert "If nobody does within 4 h 0 min, a medium AI plays Ann's seat" in offer.text
    assert await svc.grace.due(clock.advance(239)) == []
    [notice] = await svc.grace.due(clock.advance(2))
    assert notice.kind == "stand_in" and "within 4 h 0 min" in notice.line
    assert (await _seat(svc, 0)).absent_user_id == ANN


async def test_the_lobby_offers_the_choice_and_the_service_sets_it_at_creation(svc):
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="daily")
    assert info.out_of_time == "ai"
    assert "Out of time: if nobody answers within 1 d 0 h, an AI plays the seat until its player returns" in info.lines
    info = await svc.lobby.set_out_of_time(CHANNEL, ANN, "vote")
    assert info.out_of_time == "vote" and "Out of time: the table waits for a vote to replace the player" in info.lines
    with pytest.raises(errors.NotCreator):
        await svc.lobby.set_out_of_time(CHANNEL, BOB, "ai")
    with pytest.raises(errors.BadOption):
        await svc.lobby.set_out_of_time(CHANNEL, ANN, "kick")
    with pytest.raises(errors.BadOption):
        await svc.lobby.open(GUILD, CHANNEL + 1, "toy", ANN, "Ann", out_of_time="kick")
    opened = await svc.lobby.open(GUILD, CHANNEL + 2, "toy", BOB, "Bob", out_of_time="vote")  # a tournament's table
    assert opened.out_of_time == "vote" and (await svc.store.live_game(CHANNEL + 2)).out_of_time == "vote"


async def test_a_table_that_waits_for_a_vote_hands_no_seat_over_on_one_players_say(svc, clock):
    from bot.table.absent import TakeoverByVote

    await _table(svc, "none", out_of_time="vote", humans=(ANN, BOB, CAT))
    vote = await _offer(svc, clock, 241)  # without a clock: the takeover delay, then a vote
    assert vote.kind == "vote" and vote.vote.kind == "replace" and vote.vote.reason == "bank_out"
    with pytest.raises(TakeoverByVote):
        await svc.absent.take_over(CHANNEL, BOB)
    assert await svc.grace.due(clock.advance(600)) == []
    assert (await _seat(svc, 0)).user_id == ANN


async def test_the_grace_runs_like_the_bank_only_inside_the_playing_hours(svc, clock):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", pace="live", hours="08:15-12:15 UTC")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)  # 12:00: a quarter of an hour before the window closes
    await _offer(svc, clock, 11)  # 12:11, the bank is out; 4 minutes of the grace are left today
    assert await svc.grace.due(clock.advance(19)) == []  # 12:30: the window closed at 12:15
    assert await svc.grace.due(clock.advance(19 * 60 + 50)) == []  # 08:20 the next day: 9 of 10 minutes
    [notice] = await svc.grace.due(clock.advance(2))  # 08:22
    assert notice.kind == "stand_in"
