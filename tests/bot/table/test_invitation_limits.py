"""Invitations cannot flood a player (issue 29): at most three a day from one inviter to one player that
the player did not take up, at most five open private tables waiting for one player; the rest refused
to the inviter with a line saying why. Counted in the database: a restart or a second process counts
the same. On SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.store import Invitee, open_store
from bot.table.invitations import LIMITS, NobodyInvitable
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, Clock, make_service

DAN, EVE = 104, 105


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def _invite_and_abandon(svc, channel: int, inviter: int, name: str, *guests: tuple[int, str]):
    """A private table inviting ``guests``, then closed by its creator leaving: nobody joined it."""
    info = await svc.lobby.open(GUILD, channel, "toy", inviter, name, invited=[Invitee(u, n) for u, n in guests])
    await svc.lobby.leave(channel, inviter)
    return info


async def test_the_fourth_invitation_in_a_day_is_refused_also_after_a_restart(db_url, clock) -> None:
    store = await open_store(db_url)
    svc = make_service(store, clock=clock)
    for n in range(LIMITS.per_day):
        info = await _invite_and_abandon(svc, CHANNEL + n, ANN, "Ann", (BOB, "Bob"))
        assert [m.user_id for m in info.invited] == [ANN, BOB] and info.refused == ()
        clock.advance(60)
    await store.close()
    store = await open_store(db_url)  # a restart (or another process on the same database)
    svc = make_service(store, clock=clock)
    with pytest.raises(NobodyInvitable) as refused:
        await svc.lobby.open(GUILD, CHANNEL + 9, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob")])
    assert t(refused.value.msg) == (
        "No table was opened: No invitation for Bob: in the last 24 hours you already sent them 3 invitations"
        " they did not take up (at most 3)."
    )
    assert await store.live_game(CHANNEL + 9) is None  # nothing opened
    assert "neodešla" in t(refused.value.msg, "cs")
    # another inviter, and Ann inviting another player, are not limited by it
    await _invite_and_abandon(svc, CHANNEL + 10, CAT, "Cat", (BOB, "Bob"))
    # a day after the first invitation, one of the three has left the day
    clock.advance(24 * 60 - 3 * 60 + 1)
    await _invite_and_abandon(svc, CHANNEL + 11, ANN, "Ann", (BOB, "Bob"))
    with pytest.raises(NobodyInvitable):
        await svc.lobby.open(GUILD, CHANNEL + 12, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob")])
    await store.close()


async def test_invitations_taken_up_never_count_so_rematches_go_on(store, clock) -> None:
    svc = make_service(store, clock=clock)
    for n in range(LIMITS.per_day + 2):
        await svc.lobby.open(GUILD, CHANNEL + n, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob")])
        await svc.lobby.join(CHANNEL + n, BOB, "Bob")  # Bob takes it up
        await svc.lobby.leave(CHANNEL + n, ANN)
    info = await svc.lobby.open(GUILD, CHANNEL + 20, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob")])
    assert [m.user_id for m in info.invited] == [ANN, BOB]


async def test_a_player_over_the_limit_is_left_out_and_the_table_opens_for_the_others(store, clock) -> None:
    svc = make_service(store, clock=clock)
    for n in range(LIMITS.per_day):
        await _invite_and_abandon(svc, CHANNEL + n, ANN, "Ann", (BOB, "Bob"))
    info = await svc.lobby.open(
        GUILD, CHANNEL + 9, "toy", ANN, "Ann", invited=[Invitee(BOB, "Bob"), Invitee(CAT, "Cat")]
    )
    assert [m.user_id for m in info.invited] == [ANN, CAT]
    said = "No invitation for Bob: in the last 24 hours you already sent them 3 invitations they did not take up"
    assert [t(m) for m in info.refused] == [said + " (at most 3)."]
    assert not any("Bob" in line for line in info.lines)  # the lobby names only who is invited


async def test_at_most_five_open_private_tables_wait_for_one_player(store, clock) -> None:
    svc = make_service(store, clock=clock)
    inviters = [(ANN, "Ann"), (CAT, "Cat"), (DAN, "Dan"), (EVE, "Eve"), (106, "Fay")]
    assert len(inviters) == LIMITS.waiting
    for n, (uid, name) in enumerate(inviters):
        await svc.lobby.open(GUILD, CHANNEL + n, "toy", uid, name, invited=[Invitee(BOB, "Bob")])  # left open
    with pytest.raises(NobodyInvitable) as refused:
        await svc.lobby.open(GUILD, CHANNEL + 9, "toy", 107, "Gus", invited=[Invitee(BOB, "Bob")])
    assert "5 private tables are already waiting for them to join" in t(refused.value.msg)
    await svc.lobby.join(CHANNEL, BOB, "Bob")  # Bob answers one: four are waiting
    info = await svc.lobby.open(GUILD, CHANNEL + 9, "toy", 107, "Gus", invited=[Invitee(BOB, "Bob")])
    assert sorted(m.user_id for m in info.invited) == [BOB, 107]


async def test_a_rematch_leaves_out_a_player_over_the_limit(store, clock) -> None:
    from tests.bot.conftest import end_turn

    svc = make_service(store, clock=clock)
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", {"target": 3})
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    await svc.lobby.join(CHANNEL, CAT, "Cat")
    await svc.lobby.set_seat_order(CHANNEL, ANN, "joined")
    update = await svc.play.start(CHANNEL, ANN)
    for _ in range(100):
        if (await store.game(update.game_id)).status == "finished":
            break
        for user in (ANN, BOB, CAT):
            if (await svc.play.panel(CHANNEL, user)).your_turn:
                await end_turn(svc, user)
                break
    assert (await store.game(update.game_id)).status == "finished"
    for n in range(LIMITS.per_day):
        await _invite_and_abandon(svc, CHANNEL + 1 + n, ANN, "Ann", (CAT, "Cat"))
    out = await svc.lobby.rematch(update.game_id, ANN, "Ann", CHANNEL + 30, GUILD)
    assert out.opened and [m.user_id for m in out.info.invited] == [ANN, BOB]
    assert [t(m) for m in out.refused][0].startswith("No invitation for Cat: ")
