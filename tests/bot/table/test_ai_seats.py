"""AI seats through the GameService: levels, AI turns one board at a time, reminders, takeover, takeback."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from bot.table import Budget, errors
from bot.table import ai_levels as ai_seats
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, end_turn, make_service, play_ai

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


@pytest.fixture
def clock() -> Clock:
    return Clock(T0)


@pytest.fixture
def svc(store, clock):
    return make_service(
        store, clock=clock, ai_budget=Budget(time_budget=None, iterations=20), reminder_minutes=60, takeover_minutes=240
    )


async def _table(svc, humans=(ANN, BOB), ais=(), order="joined"):
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    if humans:
        await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], names[humans[0]])
        creator = humans[0]
    else:
        await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", seat_creator=False)
        creator = ANN
    for uid in humans[1:]:
        await svc.lobby.join(CHANNEL, uid, names[uid])
    for level in ais:
        await svc.lobby.add_ai(CHANNEL, creator, level)
    await svc.lobby.set_seat_order(CHANNEL, creator, order)
    return await svc.play.start(CHANNEL, creator)


# --- levels and AI turns ----------------------------------------------------------------------------


@pytest.mark.parametrize("level", ai_seats.AI_LEVELS)
async def test_ai_seats_of_every_level_finish_a_game(svc, store, level):
    update = await _table(svc, humans=(), ais=(level, level))
    assert (await play_ai(svc))[-1].public.finished is not None
    rows = await store.results(update.game_id)
    assert len(rows) == 2 and all(r.user_id is None for r in rows)
    assert {s.ai_level for s in update.seats} == {level}


async def test_lobby_ai_levels_are_named_and_checked_and_removable(svc):
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann")
    await svc.lobby.add_ai(CHANNEL, ANN, "hard")
    info = await svc.lobby.add_ai(CHANNEL, ANN, "easy")
    assert [(m.name, m.ai_level) for m in info.members[1:]] == [("AI 1 (hard)", "hard"), ("AI 2 (easy)", "easy")]
    with pytest.raises(errors.BadOption):
        await svc.lobby.add_ai(CHANNEL, ANN, "godlike")
    with pytest.raises(errors.NotCreator):
        await svc.lobby.remove_ai(CHANNEL, BOB)
    pos = info.members[1]
    info = await svc.lobby.remove_ai(
        CHANNEL, ANN, next(m.pos for m in await svc.store.lobby_members(info.game_id) if m.ai_level == pos.ai_level)
    )
    assert [m.ai_level for m in info.members] == [None, "easy"]
    info = await svc.lobby.remove_ai(CHANNEL, ANN)  # the last AI seat
    assert [m.user_id for m in info.members] == [ANN]
    with pytest.raises(errors.BadOption):
        await svc.lobby.remove_ai(CHANNEL, ANN)


async def test_ai_turns_are_committed_one_turn_at_a_time_and_logged(svc, store):
    update = await _table(svc, humans=(ANN,), ais=("easy", "hard"))
    # Ann sits first; the only human is never pinged
    assert update.public.awaited_user_id == ANN and update.public.mention_user_ids == []
    assert await svc.ai.ai_turn(CHANNEL) is None  # not an AI's turn
    out = await end_turn(svc, ANN)
    assert out.public.active_seat == 1  # the AIs wait for the front end
    v = out.panel.version
    first = await svc.ai.ai_turn(CHANNEL)
    assert first is not None and first.seat == 1 and first.level == "easy" and first.more
    assert first.public.active_seat == 2 and first.public.png and first.public.log_lines
    assert first.public.version > v
    actions = await store.actions(update.game_id)
    assert [a.seat for a in actions if a.seq > 0][-first.actions :] == [1] * first.actions
    assert all(a.turn == 1 for a in actions[-first.actions :])
    second = await svc.ai.ai_turn(CHANNEL)
    assert second.seat == 2 and second.level == "hard" and not second.more
    assert second.public.awaited_user_id == ANN and second.public.mention_user_ids == []  # a one-human table
    assert await svc.ai.ai_turn(CHANNEL) is None
    log = await svc.play.log(CHANNEL, 100)
    assert any(line.startswith("Player 2") for line in log) and any(line.startswith("Player 3") for line in log)


async def test_an_ai_turn_looks_again_when_the_game_moved_while_it_thought(svc, store, monkeypatch):
    await _table(svc, humans=(ANN, BOB), ais=("easy",), order="joined")
    await end_turn(svc, ANN)
    await end_turn(svc, BOB)
    calls = []
    real = ai_seats.choose_action

    def slow(*args, **kw):
        calls.append(args[4])  # the version the AI looked at
        return real(*args, **kw)

    monkeypatch.setattr(ai_seats, "choose_action", slow)
    row = await store.live_game(CHANNEL)
    # someone else commits first: bump the version under the AI's feet once
    original = svc.ai.think

    async def think_then_race(tb, seat):
        action = await original(tb, seat)
        if len(calls) == 1:
            await store.set_status(row.id, "active", expected_version=tb.row.version, now=T0.isoformat())
        return action

    monkeypatch.setattr(svc.ai, "think", think_then_race)
    turn = await svc.ai.ai_turn(CHANNEL)
    assert turn is not None and turn.seat == 2
    assert calls[1] == calls[0] + 1  # thought again on the new version
    assert (await store.actions(row.id))[-1].seat == 2


async def test_resume_finds_channels_waiting_for_an_ai(svc):
    await _table(svc, humans=(ANN,), ais=("easy",), order="joined")
    assert await svc.ai.channels_awaiting_ai() == []
    await end_turn(svc, ANN)
    assert await svc.ai.channels_awaiting_ai() == [CHANNEL]


# --- reminders ------------------------------------------------------------------------------------


async def test_due_reminders_remind_once_then_offer_a_takeover_once(svc, clock):
    await _table(svc, humans=(ANN, BOB))
    assert await svc.absent.due_reminders(clock.advance(59)) == []
    [rem] = await svc.absent.due_reminders(clock.advance(2))
    assert rem.kind == "reminder" and rem.user_id == ANN and rem.seat == 0 and rem.waited_minutes == 61
    assert "your turn" in rem.text and "1 h 1 min" in rem.text
    assert await svc.absent.due_reminders(clock.advance(1)) == []  # once
    [offer] = await svc.absent.due_reminders(clock.advance(240))
    assert offer.kind == "takeover" and offer.name == "Ann" and "medium AI" in offer.text
    assert await svc.absent.due_reminders(clock.advance(60)) == []
    out = await end_turn(svc, ANN)  # Ann moves: Bob's wait starts now
    assert out.public.mention_user_id == BOB
    assert await svc.absent.due_reminders(clock.now) == []
    [rem] = await svc.absent.due_reminders(clock.advance(61))
    assert rem.kind == "reminder" and rem.user_id == BOB


async def test_no_reminders_for_ai_seats_solo_takeovers_or_when_switched_off(store, clock):
    svc = make_service(store, clock=clock, reminder_minutes=0, takeover_minutes=0)
    await _table(svc, humans=(ANN, BOB))
    assert await svc.absent.due_reminders(clock.advance(10_000)) == []
    svc.absent.reminder_minutes, svc.absent.takeover_minutes = 60, 120
    await svc.play.abandon(CHANNEL, ANN, confirm=True)
    await _table(svc, humans=(ANN, BOB), ais=("easy",))
    await end_turn(svc, ANN)
    await end_turn(svc, BOB)
    assert await svc.absent.due_reminders(clock.advance(500)) == []  # the AI's turn: nobody to remind
    await svc.play.abandon(CHANNEL, ANN, confirm=True)
    await _table(svc, humans=(ANN,), ais=("easy",))  # Ann alone with an AI: nobody waits
    assert await svc.absent.due_reminders(clock.advance(500)) == []


async def test_the_reminder_sweep_reads_only_the_games_that_are_due(svc, store, clock, monkeypatch):
    """A sweep costs the games due now: a table already reminded (or found to need no reminder) is not
    read again until its takeover offer falls due or a move changes it."""
    await _table(svc, humans=(ANN, BOB))
    loads = []
    real = svc.tables.load

    async def load(row, *args, **kwargs):
        loads.append(row.id)
        return await real(row, *args, **kwargs)

    monkeypatch.setattr(svc.tables, "load", load)
    assert await svc.absent.due_reminders(clock.advance(30)) == [] and loads == []  # not waiting long
    [rem] = await svc.absent.due_reminders(clock.advance(31))
    assert rem.kind == "reminder" and len(loads) == 1
    for _ in range(5):  # an hour of ticks: nothing read
        assert await svc.absent.due_reminders(clock.advance(10)) == []
    assert len(loads) == 1
    [offer] = await svc.absent.due_reminders(clock.advance(700))
    assert offer.kind == "takeover" and len(loads) == 2
    assert await svc.absent.due_reminders(clock.advance(60)) == [] and len(loads) == 2
    await svc.play.abandon(CHANNEL, ANN, confirm=True)
    await _table(svc, humans=(ANN,), ais=("easy",))  # nobody else waits: read once per version
    loads.clear()
    for _ in range(3):
        assert await svc.absent.due_reminders(clock.advance(100)) == []
    assert len(loads) == 2  # the reminder stage, then the takeover stage
    loads.clear()
    for _ in range(3):  # the response sweep: once per version too
        assert await svc.absent.expire_responses(clock.advance(2000)) == []
    assert len(loads) <= 1


async def test_the_sweep_query_uses_its_index(store):
    if type(store).__name__ != "SqliteStore":
        pytest.skip("EXPLAIN QUERY PLAN is SQLite's")
    from bot.store.sql import UNSWEPT_GAMES

    where = UNSWEPT_GAMES.format(columns="id")
    plan = " | ".join(str(r[-1]) for r in await store._fetchall("EXPLAIN QUERY PLAN " + where, ("x", "a.", "a/")))
    assert "games_active_updated" in plan and "SCAN games" not in plan, plan


# --- takeover and takeback ---------------------------------------------------------------------------


async def test_takeover_checks_who_and_when_and_the_game_is_then_not_rated(svc, store, clock):
    update = await _table(svc, humans=(ANN, BOB, CAT))
    assert await store.is_rated(update.game_id)
    with pytest.raises(errors.NotSeated):
        await svc.absent.take_over(CHANNEL, 999)
    with pytest.raises(errors.OwnSeat):
        clock.advance(300)
        await svc.absent.take_over(CHANNEL, ANN)
    clock.now = T0 + timedelta(minutes=100)
    with pytest.raises(errors.TakeoverTooEarly) as info:
        await svc.absent.take_over(CHANNEL, BOB)
    assert "2 h 20 min" in str(info.value.msg.params)
    clock.now = T0 + timedelta(minutes=240)
    with pytest.raises(errors.TakeoverNotNeeded):
        await svc.absent.take_over(CHANNEL, BOB, seat=2)  # a stale offer for another seat
    change = await svc.absent.take_over(CHANNEL, BOB, seat=0)
    assert change.seat == 0 and change.level == "medium" and not change.rated
    assert "Bob handed Ann's seat to a medium AI" in change.line and "no longer rated" in change.line
    assert change.public.png is None and not change.public.board  # the AI's own turn posts the board
    assert not await store.is_rated(update.game_id)
    seat = (await store.seats(update.game_id))[0]
    assert (seat.user_id, seat.ai_level, seat.absent_user_id) == (None, "medium", ANN)
    with pytest.raises(errors.TakeoverNotNeeded):
        await svc.absent.take_over(CHANNEL, CAT)  # already an AI
    # the AI plays Ann's turn; Ann's panel offers to take the seat back
    turn = await svc.ai.ai_turn(CHANNEL)
    assert turn.seat == 0 and turn.public.mention_user_id == BOB
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.can_take_back and not panel.your_turn and panel.seat == 0 and "Hand:" in panel.private_lines[0]
    with pytest.raises(errors.NotSeated):  # the AI plays it until she takes it back
        await svc.play.act(CHANNEL, ANN, panel.version, "draw")
    with pytest.raises(errors.NothingToTakeBack):
        await svc.absent.take_back(CHANNEL, BOB)


async def test_the_owner_takes_the_seat_back_and_plays_on(svc, store, clock):
    update = await _table(svc, humans=(ANN, BOB))
    clock.advance(241)
    await svc.absent.take_over(CHANNEL, BOB)
    await svc.ai.ai_turn(CHANNEL)  # the AI plays Ann's turn
    await end_turn(svc, BOB)
    back = await svc.absent.take_back(CHANNEL, ANN)
    assert back.level is None and not back.rated and "Ann is back" in back.line
    assert back.panel.your_turn and back.panel.options and not back.panel.can_take_back
    assert await svc.ai.ai_turn(CHANNEL) is None  # the AI no longer moves for Ann
    seat = (await store.seats(update.game_id))[0]
    assert (seat.user_id, seat.ai_level, seat.absent_user_id) == (ANN, None, None)
    with pytest.raises(errors.NothingToTakeBack):
        await svc.absent.take_back(CHANNEL, ANN)
    assert not await store.is_rated(update.game_id)  # once taken over, never rated


async def test_a_taken_over_seat_keeps_its_owner_in_the_results(svc, store, clock):
    update = await _table(svc, humans=(ANN, BOB))
    clock.advance(241)
    await svc.absent.take_over(CHANNEL, BOB)
    for _ in range(200):
        turn = await svc.ai.ai_turn(CHANNEL)
        if turn is not None and turn.public.finished:
            break
        if turn is None:
            out = await end_turn(svc, BOB)
            if out.finished:
                break
    rows = {r.seat: r for r in await store.results(update.game_id)}
    assert rows[0].user_id == ANN and rows[1].user_id == BOB
    assert not await store.is_rated(update.game_id)


async def test_a_crashing_or_illegal_ai_never_stalls_the_game_nor_logs_an_illegal_move(svc, store, monkeypatch):
    from engine.core import Action

    def broken(game, state, level, seed, budget):
        raise RuntimeError("search blew up")

    def cheat(game, state, level, seed, budget):
        return Action.parse("play.99")

    monkeypatch.setattr(ai_seats, "_OVERRIDES", {"easy": broken, "hard": cheat})
    update = await _table(svc, humans=(), ais=("easy", "hard"))
    assert (await play_ai(svc))[-1].public.finished is not None
    assert all(a.action_key != "play.99" for a in await store.actions(update.game_id))
