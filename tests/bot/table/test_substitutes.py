"""Substitutes through the GameService: a seat offered and withdrawn, claimed with its hand and clock,
the old player no longer acting, claims refused (seated, private, not open, taken from you, a second
claim of one seat), and ``/games open``'s lists."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.i18n import t
from bot.store import Invitee
from bot.table import errors
from bot.table.substitutes import AlreadyOffered, AlreadySeated, NotInvitedHere, NotOffered, SeatNotOpen
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
DAN = 104


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def svc(store, clock):
    return make_service(store, clock=clock)


async def _table(svc, invited=None, channel: int = CHANNEL):
    await svc.lobby.open(GUILD, channel, "toy", ANN, "Ann", pace="live", invited=invited)
    await svc.lobby.join(channel, BOB, "Bob")
    await svc.lobby.set_seat_order(channel, ANN, "joined")
    return await svc.play.start(channel, ANN)


async def test_a_seat_offered_and_claimed_goes_with_its_hand_and_the_old_player_no_longer_acts(svc, store, clock):
    update = await _table(svc)
    before = await svc.play.hand(CHANNEL, ANN)
    offer = await svc.substitutes.offer(CHANNEL, ANN)
    assert offer.line.startswith("Ann offers their seat to a substitute") and offer.public.open_seats == [0]
    with pytest.raises(AlreadyOffered):
        await svc.substitutes.offer(CHANNEL, ANN)
    assert await store.is_rated(update.game_id)  # an offer alone changes nothing
    clock.advance(3)
    claimed = await svc.substitutes.claim(update.game_id, 0, CAT, "Cat")
    assert claimed.line == "Cat takes Ann's seat and plays it from here. This game is no longer rated."
    assert claimed.public.open_seats == [] and claimed.panel is not None
    assert claimed.panel.your_turn and claimed.panel.options  # Cat's turn now, on Cat's panel
    assert claimed.panel.private_lines[:2] == before.private_lines[:2]  # the same hand and position
    seat = (await store.seats(update.game_id))[0]
    assert (seat.user_id, seat.name, seat.replaced_user_id, seat.open_since) == (CAT, "Cat", ANN, None)
    assert seat.bank_seconds == 7 * 60 and seat.awaited_since == clock.now.isoformat()  # a new span for Cat
    assert not await store.is_rated(update.game_id)
    with pytest.raises(errors.NotSeated):  # Ann no longer acts there
        await svc.play.act(CHANNEL, ANN, claimed.panel.version, claimed.panel.options[0].key)
    await end_turn(svc, CAT)
    assert (await svc.play.panel(CHANNEL, BOB)).your_turn


async def test_an_offer_can_be_withdrawn(svc):
    update = await _table(svc)
    with pytest.raises(NotOffered):
        await svc.substitutes.offer(CHANNEL, BOB, withdraw=True)
    await svc.substitutes.offer(CHANNEL, BOB)
    kept = await svc.substitutes.offer(CHANNEL, BOB, withdraw=True)
    assert kept.line == "Bob keeps their seat: the offer is withdrawn." and kept.public.open_seats == []
    with pytest.raises(SeatNotOpen):
        await svc.substitutes.claim(update.game_id, 1, CAT, "Cat")


async def test_claims_that_are_refused(svc, store):
    update = await _table(svc, invited=[Invitee(BOB, "Bob")])
    await svc.substitutes.offer(CHANNEL, ANN)
    with pytest.raises(AlreadySeated):
        await svc.substitutes.claim(update.game_id, 0, BOB, "Bob")
    with pytest.raises(NotInvitedHere) as e:  # a private table: only its invited players
        await svc.substitutes.claim(update.game_id, 0, CAT, "Cat")
    assert t(e.value.msg).startswith("This table is by invitation")
    with pytest.raises(SeatNotOpen):
        await svc.substitutes.claim(update.game_id, 1, CAT, "Cat")
    with pytest.raises(errors.BadAction):
        await svc.substitutes.claim(update.game_id + 50, 0, CAT, "Cat")
    assert (await store.seats(update.game_id))[0].user_id == ANN


async def test_two_claims_of_one_seat_end_in_one_seat_taken(svc, store):
    update = await _table(svc)
    await svc.substitutes.offer(CHANNEL, BOB)
    await svc.substitutes.claim(update.game_id, 1, CAT, "Cat")
    with pytest.raises(SeatNotOpen):
        await svc.substitutes.claim(update.game_id, 1, DAN, "Dan")
    assert (await store.seats(update.game_id))[1].user_id == CAT


async def test_open_tables_lists_open_seats_and_lobbies_one_may_join(svc):
    update = await _table(svc)
    await svc.substitutes.offer(CHANNEL, BOB)
    await svc.lobby.open(GUILD, CHANNEL + 1, "toy", DAN, "Dan")  # an open table
    await svc.lobby.open(GUILD, CHANNEL + 2, "toy", DAN, "Dan", invited=[Invitee(ANN, "Ann")])  # private
    found = await svc.substitutes.open_tables(CAT, [GUILD])
    assert [(s.game.id, s.seat, s.name) for s in found.seats] == [(update.game_id, 1, "Bob")]
    assert [g.channel_id for g in found.lobbies] == [CHANNEL + 1]  # not the table Cat is not invited to
    mine = await svc.substitutes.open_tables(BOB, [GUILD])
    assert mine.seats == []  # Bob sits at that table
    assert [g.channel_id for g in mine.lobbies] == [CHANNEL + 1]
    assert [g.channel_id for g in (await svc.substitutes.open_tables(ANN, [GUILD])).lobbies] == [
        CHANNEL + 2,
        CHANNEL + 1,
    ]
    assert (await svc.substitutes.open_tables(CAT, [GUILD + 5])).seats == []  # another server


async def test_a_resignation_closes_the_players_offer(svc, store):
    update = await _table(svc)
    await svc.substitutes.offer(CHANNEL, BOB)
    await svc.resign.resign(CHANNEL, BOB, confirm=True)
    assert (await store.seats(update.game_id))[1].open_since is None
    assert (await svc.substitutes.open_tables(CAT, [GUILD])).seats == []
    with pytest.raises(SeatNotOpen):
        await svc.substitutes.claim(update.game_id, 1, CAT, "Cat")
