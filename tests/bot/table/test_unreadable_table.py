"""A table whose stored game cannot be read (neither its state nor its action log replayed from the seed)
says so in one clear line on every call, its players can end it, and it never blocks the channel's
next /play; a row whose logged events are damaged only loses its log lines (issue 21)."""

from __future__ import annotations

import pytest

from bot.table import errors
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, GUILD, make_service, started, unreadable_everywhere


async def _broken(service) -> int:
    """A started toy game with one action, whose state and action row then became unreadable."""
    update = await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw")
    await service.store.repair_state(update.game_id, 1, '{"garbage": true')
    await service.store._write(
        "UPDATE actions SET action_key = ? WHERE game_id = ?", ("no.such.action", update.game_id)
    )
    return update.game_id


async def test_an_unreadable_table_says_why_its_players_end_it_and_play_opens_anew(store):
    service = make_service(store)
    game_id = await _broken(service)
    before = await store.game(game_id)
    await unreadable_everywhere(service, game_id, (BOB, 1, "end"))
    after = await store.game(game_id)
    assert (after.version, after.state, after.status) == (before.version, before.state, "active")  # untouched
    with pytest.raises(errors.NotAllowed):  # not one of its players
        await service.play.abandon(CHANNEL, CAT, confirm=True)
    out = await service.play.abandon(CHANNEL, BOB, confirm=True)  # a player, not the creator
    assert out.abandoned and (await store.game(game_id)).status == "abandoned"


async def test_play_is_never_blocked_by_an_unreadable_table(store):
    service = make_service(store)
    game_id = await _broken(service)
    lobby = await service.lobby.open(GUILD, CHANNEL, "toy", CAT, "Cat")
    assert lobby.game_id != game_id and (await store.game(game_id)).status == "abandoned"
    with pytest.raises(errors.ChannelBusy):  # a readable running table still blocks it
        await service.lobby.open(GUILD, CHANNEL, "toy", BOB, "Bob")


async def test_a_readable_running_table_still_needs_its_creator_to_end_it(store):
    service = make_service(store)
    await started(service)
    with pytest.raises(errors.NotAllowed):
        await service.play.abandon(CHANNEL, BOB, confirm=True)
    with pytest.raises(errors.ChannelBusy):
        await service.lobby.open(GUILD, CHANNEL, "toy", CAT, "Cat")


async def test_a_row_with_damaged_events_loses_its_log_lines_not_its_table(store):
    service = make_service(store)
    update = await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw")
    await service.store._write("UPDATE actions SET events = ? WHERE game_id = ?", ('[{"msg": 3}', update.game_id))
    panel = await service.play.panel(CHANNEL, ANN)
    assert panel.your_turn
    assert await service.play.log(CHANNEL) == []
    out = await service.play.act(CHANNEL, ANN, panel.version, "end")
    assert out.public is not None


async def test_clicks_on_a_table_refused_by_design_never_log_at_error(store, caplog):
    """Its players are told and may end it: nothing for the operator. WARNING once, then INFO."""
    import logging

    service = make_service(store)
    game_id = await _broken(service)
    caplog.set_level(logging.INFO, logger="bot.table.tables")
    for _ in range(3):
        with pytest.raises(errors.TableUnreadable):
            await service.play.panel(CHANNEL, ANN)
    said = [(r.levelno, r.getMessage()) for r in caplog.records if "cannot go on" in r.getMessage()]
    assert [level for level, _ in said] == [logging.WARNING, logging.INFO, logging.INFO], said
    assert all(f"game {game_id}:" in text for _, text in said)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
