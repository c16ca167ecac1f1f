"""``/games`` through the GameService: each table with its number, the question asked, the user's clock;
the tables waiting for the user first, longest-waiting first, counted from when their seat began to be
awaited (issue 29: it counted from the table's last move)."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
OTHER = CHANNEL + 1


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def svc(store, clock):
    return make_service(store, clock=clock)


async def _open(svc, channel: int, first: int, second: int, pace: str = "daily", options: dict | None = None):
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    await svc.lobby.open(GUILD, channel, "toy", first, names[first], options, pace=pace)
    await svc.lobby.join(channel, second, names[second])
    await svc.lobby.set_seat_order(channel, first, "joined")
    return await svc.play.start(channel, first)


async def test_waiting_counts_from_the_seats_wait_not_from_the_tables_last_move(svc, clock):
    # table 1: everyone bids at once; Ann has been awaited since the bids opened, Bob bid later
    one = await _open(svc, CHANNEL, ANN, BOB, options={"bids": True})
    await end_turn(svc, ANN)
    await end_turn(svc, BOB)  # the round ends: both bid at once, from now
    clock.advance(10)
    two = await _open(svc, OTHER, BOB, ANN)  # table 2: Bob moves first
    await end_turn(svc, BOB, OTHER)  # Ann awaited here from now (10 minutes after table 1)
    clock.advance(10)
    panel = await svc.play.panel(CHANNEL, BOB)
    await svc.play.act(CHANNEL, BOB, panel.version, "bid.2")  # table 1's last move: 20 minutes in
    clock.advance(10)
    mine = await svc.my_tables.of(ANN)
    assert [(m.game_id, m.awaited, m.waited_minutes) for m in mine.tables] == [
        (one.game_id, True, 30),  # the last move there was 10 minutes ago; Ann waits for 30
        (two.game_id, True, 20),
    ]
    first = mine.tables[0]
    assert first.table == "Toy Race #1" and first.question == "Bid 1-3 (hidden until everyone has bid)."
    assert first.clock is not None and first.clock.startswith("Your clock: ")
    theirs = await svc.my_tables.of(BOB)
    # nothing waits for Bob: latest change first (table 1 moved 10 minutes after table 2)
    assert [(m.game_id, m.awaited) for m in theirs.tables] == [(one.game_id, False), (two.game_id, False)]
    assert theirs.tables[0].question == "Waiting for Ann: Bid 1-3 (hidden until everyone has bid)."


async def test_a_stood_in_seat_and_an_open_table_are_listed(svc, clock):
    await _open(svc, CHANNEL, ANN, BOB, pace="live")
    clock.advance(11)
    await svc.absent.take_over(CHANNEL, BOB, 0)
    await svc.lobby.open(GUILD, OTHER, "toy", ANN, "Ann")
    mine = await svc.my_tables.of(ANN)
    kinds = {m.table: (m.stand_in, m.lobby, m.awaited) for m in mine.tables}
    assert kinds == {"Toy Race #1": (True, False, False), "Toy Race #2": (False, True, False)}
    assert mine.guild_ids == (GUILD,)


async def test_a_vote_awaiting_the_users_ballot_counts_as_waiting(svc, clock):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    for uid, name in ((BOB, "Bob"), (CAT, "Cat")):
        await svc.lobby.join(CHANNEL, uid, name)
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)
    await svc.votes.start(CHANNEL, BOB, "cancel")
    [cat] = (await svc.my_tables.of(CAT)).tables
    assert cat.awaited and cat.vote == "a vote to cancel this game"
    [bob] = (await svc.my_tables.of(BOB)).tables
    assert not bob.awaited and bob.vote is None  # he voted already
