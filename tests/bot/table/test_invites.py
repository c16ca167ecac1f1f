"""Private tables, rematches, resignations and a user's tables (/games) through the GameService."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from bot.i18n import t
from bot.records import RecordsService
from bot.store import Invitee, SeatRow
from bot.table import AlreadyResigned, Budget, NotAPlayer, NotInvited, RematchAbandoned, RematchNotFinished, errors
from bot.table.resigned import resigned_last
from engine.core import Result
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, make_service, play_ai

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
DAN = 104
THREAD = CHANNEL + 50


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def svc(store, clock):
    return make_service(store, clock=clock, ai_budget=Budget(time_budget=None, iterations=20))


# --- invitations ---------------------------------------------------------------------------------


async def test_a_private_table_admits_only_the_invited_and_its_creator(svc, store):
    info = await svc.lobby.open(
        GUILD, CHANNEL, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob"), Invitee(ANN, "Ann"), Invitee(CAT, "Cat")]
    )
    assert info.private and [m.user_id for m in info.invited] == [ANN, BOB, CAT]  # herself once, as creator
    assert any("Private table" in line and "Bob, Cat" in line for line in info.lines)
    with pytest.raises(NotInvited) as refused:
        await svc.lobby.join(CHANNEL, DAN, "Dan")
    assert t(refused.value.msg) == "This table is by invitation: only its creator and Bob, Cat may join."
    assert [m.user_id for m in (await svc.lobby.info(CHANNEL)).members] == [ANN]  # nothing changed
    info = await svc.lobby.join(CHANNEL, BOB, "Bob")
    assert [m.user_id for m in info.members] == [ANN, BOB] and info.private
    info = await svc.lobby.add_ai(CHANNEL, ANN, "easy")  # AI seats are the creator's to add
    assert [m.ai_level for m in info.members] == [None, None, "easy"]
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    assert [s.user_id for s in update.seats] == [ANN, BOB, None]


async def test_an_open_table_admits_anyone_and_an_empty_invitation_list_is_private(svc):
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    assert not info.private and not any("Private" in line for line in info.lines)
    await svc.lobby.join(CHANNEL, DAN, "Dan")
    info = await svc.lobby.open(GUILD, CHANNEL + 1, "toy", BOB, "Bob", invited=[])
    assert info.private and [m.user_id for m in info.invited] == [BOB]
    with pytest.raises(NotInvited):
        await svc.lobby.join(CHANNEL + 1, DAN, "Dan")


# --- rematch -------------------------------------------------------------------------------------


async def _finished(svc, channel=CHANNEL, seat_order="joined"):
    """Ann, Bob and a medium AI play a toy game to its end (Bob resigns: the AI plays on)."""
    await svc.lobby.open(GUILD, channel, "toy", ANN, "Ann", {"target": 5})
    await svc.lobby.join(channel, BOB, "Bob")
    await svc.lobby.add_ai(channel, ANN, "medium", name="Robo")
    await svc.lobby.set_seat_order(channel, ANN, seat_order)
    update = await svc.play.start(channel, ANN)
    await svc.resign.resign(channel, BOB, True)
    await _play_out(svc, channel, ANN)
    return update.game_id


async def _play_out(svc, channel, user):
    """The user draws or plays their lowest card and ends; AI seats move through the AI driver."""
    for _ in range(500):
        await play_ai(svc, channel)
        if await svc.store.live_game(channel) is None:
            return None  # an AI move ended it
        tb = await svc.tables.active(channel)
        keys = [a.key() for a in tb.game.legal_actions(tb.state, tb.seat_of(user))]
        key = next((k for k in ("draw", "end") if k in keys), sorted(keys)[0])
        out = await svc.play.act(channel, user, tb.row.version, key)
        if out.finished is not None:
            return None
    raise AssertionError("the game did not end")


async def test_rematch_opens_a_private_table_with_the_same_setup_once(svc, store):
    game_id = await _finished(svc)
    old = await store.game(game_id)
    assert old.status == "finished"
    with pytest.raises(NotAPlayer):
        await svc.lobby.rematch(game_id, DAN, "Dan", CHANNEL, GUILD)
    first = await svc.lobby.rematch(game_id, BOB, "Bob", THREAD, GUILD)  # the resigned player may ask too
    info = first.info
    assert first.opened and info.channel_id == THREAD and info.creator_id == BOB and first.guild_id == GUILD
    assert info.game_type == "toy" and info.options["target"] == 5 and info.seat_order == "joined"
    assert [(m.user_id, m.ai_level, m.name) for m in info.members] == [(BOB, None, "Bob"), (None, "medium", "Robo")]
    assert info.private and {m.user_id for m in info.invited} == {ANN, BOB}
    again = await svc.lobby.rematch(game_id, ANN, "Ann", CHANNEL, GUILD)  # points to it, opens nothing
    assert not again.opened and again.info.game_id == info.game_id and again.info.channel_id == THREAD
    assert await store.live_game(CHANNEL) is None
    with pytest.raises(NotInvited):
        await svc.lobby.join(THREAD, DAN, "Dan")
    await svc.lobby.join(THREAD, ANN, "Ann")
    update = await svc.play.start(THREAD, BOB)
    assert [s.user_id for s in update.seats] == [BOB, None, ANN]
    # while the rematch runs a click still points to it; after it ends a new rematch may open
    assert (await svc.lobby.rematch(game_id, ANN, "Ann", CHANNEL, GUILD)).info.game_id == update.game_id
    await svc.play.abandon(THREAD, BOB, confirm=True)
    assert (await svc.lobby.rematch(game_id, ANN, "Ann", CHANNEL, GUILD)).opened


async def test_rematch_refuses_running_abandoned_and_unknown_games(svc, store):
    with pytest.raises(errors.BadAction):
        await svc.lobby.rematch(424242, ANN, "Ann", CHANNEL, GUILD)
    game_id = await _finished(svc, channel=CHANNEL + 7)
    with pytest.raises(errors.BadAction):  # another server's game: not found
        await svc.lobby.rematch(game_id, ANN, "Ann", CHANNEL, GUILD + 1)
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    update = await svc.play.start(CHANNEL, ANN)
    with pytest.raises(RematchNotFinished):
        await svc.lobby.rematch(update.game_id, ANN, "Ann", CHANNEL + 1, GUILD)
    await svc.play.abandon(CHANNEL, ANN, confirm=True)
    with pytest.raises(RematchAbandoned):
        await svc.lobby.rematch(update.game_id, ANN, "Ann", CHANNEL + 1, GUILD)
    assert await store.live_game(CHANNEL + 1) is None


async def test_rematch_in_a_busy_channel_is_refused(svc):
    game_id = await _finished(svc)
    await svc.lobby.open(GUILD, CHANNEL, "toy", CAT, "Cat")
    with pytest.raises(errors.ChannelBusy):
        await svc.lobby.rematch(game_id, ANN, "Ann", CHANNEL, GUILD)


# --- resign --------------------------------------------------------------------------------------


def test_resigned_seats_rank_last_the_first_to_resign_lowest():
    seats = [
        SeatRow(0, None, "medium", "Ann", absent_user_id=ANN, resigned=2),
        SeatRow(1, BOB, None, "Bob"),
        SeatRow(2, None, "medium", "Cat", absent_user_id=CAT, resigned=1),
        SeatRow(3, DAN, None, "Dan"),
    ]
    result = Result(ranks=[1, 2, 3, 2], scores=[9, 5, 4, 5])
    assert resigned_last(result, seats).ranks == [3, 1, 4, 1]  # Bob and Dan stay tied
    assert resigned_last(result, seats).scores == [9, 5, 4, 5]
    assert resigned_last(result, [SeatRow(i, i, None, "x") for i in range(4)]) is result


async def test_resign_asks_first_then_an_ai_plays_on_for_good(svc, store):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.join(CHANNEL, CAT, "Cat")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    with pytest.raises(errors.NotSeated):
        await svc.resign.resign(CHANNEL, DAN, True)
    ask = await svc.resign.resign(CHANNEL, ANN)
    assert ask.needs_confirmation and "Really resign" in ask.line
    assert (await store.seats(update.game_id))[0].user_id == ANN  # nothing changed yet
    done = await svc.resign.resign(CHANNEL, ANN, True)
    assert not done.needs_confirmation and not done.abandoned and done.rated
    assert "Ann resigned" in done.line and "medium AI" in done.line and "stays rated" in done.line
    assert any("Resigned" in line and "Ann" in line for line in done.public.summary)
    seat = (await store.seats(update.game_id))[0]
    assert (seat.user_id, seat.ai_level, seat.absent_user_id, seat.resigned) == (None, "medium", ANN, 1)
    assert await store.is_rated(update.game_id)
    with pytest.raises(AlreadyResigned):
        await svc.resign.resign(CHANNEL, ANN, True)
    with pytest.raises(errors.NothingToTakeBack):  # no taking it back
        await svc.absent.take_back(CHANNEL, ANN)
    panel = await svc.play.panel(CHANNEL, ANN)
    assert not panel.can_take_back and "You resigned" in panel.status
    turn = await svc.ai.ai_turn(CHANNEL)  # the AI plays her turn
    assert turn is not None and turn.seat == 0
    # Bob resigns too (the second resignation), then Cat, the last human: the game is abandoned
    await svc.resign.resign(CHANNEL, BOB, True)
    assert (await store.seats(update.game_id))[1].resigned == 2
    last = await svc.resign.resign(CHANNEL, CAT, True)
    assert last.abandoned and "no other player is left" in last.line
    assert (await store.game(update.game_id)).status == "abandoned"


async def test_a_resigned_winner_ranks_last_and_the_game_stays_rated(store, clock):
    svc = make_service(store, clock=clock, ai_budget=Budget(time_budget=None, iterations=20))
    rs = RecordsService(svc)
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", {"target": 6})
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    await svc.resign.resign(CHANNEL, ANN, True)  # her seat's AI races on while Bob only draws
    await _play_out(svc, CHANNEL, BOB)
    tb = await svc.tables.load(await store.game(update.game_id))
    assert tb.game.result(tb.state).ranks == [1, 2]  # on points Ann's seat won
    results = {r.user_id: r.rank for r in await store.results(update.game_id)}
    assert results == {BOB: 1, ANN: 2}
    final = await svc.play.final_result(CHANNEL)
    assert final.winners == ["Bob"]
    rated = await rs.records.rated_games("toy")
    assert [g.players for g in rated] == [[(ANN, 2), (BOB, 1)]]
    ratings = {r.user_id: r.mu for r in await rs.ratings.standings("toy", "global")}
    assert ratings[ANN] < 25 < ratings[BOB]  # OpenSkill's starting mu is 25


# --- /games --------------------------------------------------------------------------------------


async def test_my_tables_lists_awaited_first_then_the_rest_on_shared_servers(svc, store, clock):
    # game 1 (guild 1): Ann to move, waiting since T0
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    await svc.play.start(CHANNEL, ANN)
    # game 2 (guild 2): Bob to move
    clock.advance(30)
    await svc.lobby.open(GUILD + 1, CHANNEL + 1, "toy", BOB, "Bob")
    await svc.lobby.join(CHANNEL + 1, ANN, "Ann")
    await svc.lobby.set_seat_order(CHANNEL + 1, BOB, "joined")
    await svc.play.start(CHANNEL + 1, BOB)
    # a lobby Ann sits at (guild 2), a game she is not in, a game on a server the bot left (guild 9)
    clock.advance(30)
    await svc.lobby.open(GUILD + 1, CHANNEL + 2, "toy", CAT, "Cat")
    await svc.lobby.join(CHANNEL + 2, ANN, "Ann")
    await svc.lobby.open(GUILD, CHANNEL + 3, "toy", CAT, "Cat")
    await svc.lobby.open(GUILD + 8, CHANNEL + 4, "toy", ANN, "Ann")
    clock.advance(60)
    mine = await svc.my_tables.of(ANN, shared=lambda g: g in (GUILD, GUILD + 1))
    assert [(m.channel_id, m.awaited, m.lobby) for m in mine.tables] == [
        (CHANNEL, True, False),
        (CHANNEL + 2, False, True),
        (CHANNEL + 1, False, False),
    ]
    first = mine.tables[0]
    assert first.waited_minutes == 120 and first.guild_id == GUILD and first.game_name == "Toy Race"
    assert "Ann" in first.summary and mine.more == 0
    assert (await svc.my_tables.of(ANN, shared=lambda g: True, limit=2)).more == 2
    assert (await svc.my_tables.of(DAN)).tables == []
    bob = await svc.my_tables.of(BOB)
    assert [(m.channel_id, m.awaited) for m in bob.tables] == [(CHANNEL + 1, True), (CHANNEL, False)]


async def test_the_user_tables_query_uses_the_indexes(store):
    if type(store).__name__ != "SqliteStore":
        pytest.skip("EXPLAIN QUERY PLAN is SQLite's")
    from bot.store.sql import USER_TABLES

    plan = " | ".join(str(r[-1]) for r in await store._fetchall("EXPLAIN QUERY PLAN " + USER_TABLES, (1, 1, 1, 20)))
    # only the live seats and lobby memberships (migration 018): not the user's finished games
    for index in ("seats_live_by_user", "seats_live_by_absent_user", "lobby_members_live_by_user"):
        assert index in plan, (index, plan)
    assert "SCAN s" not in plan and "SCAN m" not in plan and "SCAN g" not in plan, plan
