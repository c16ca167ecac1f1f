"""Undo (Board Game Arena's policy), abandon, and restart safety."""

from __future__ import annotations

import pytest

from bot.table import errors
from bot.store import open_store
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, make_service, started
from tests.bot.toygame import GAME, ToyOptions
from engine.core import replay


async def _play_key(service, uid):
    p = await service.play.panel(CHANNEL, uid)
    return p, next(o.key for o in p.options if o.key.startswith("play"))


async def test_undo_takes_back_an_action_of_the_current_turn(service):
    await started(service)
    before = await service.play.panel(CHANNEL, ANN)
    _, key = await _play_key(service, ANN)
    out = await service.play.act(CHANNEL, ANN, 0, key)
    assert out.panel.can_undo
    undone = await service.play.undo(CHANNEL, ANN)
    assert undone.undone.startswith("Play") and undone.line.startswith("Undone:")
    assert undone.panel.version == 2  # versions only grow: old panels stay outdated
    assert undone.panel.private_lines == before.private_lines
    assert [o.key for o in undone.panel.options] == [o.key for o in before.options]
    assert not undone.panel.can_undo
    with pytest.raises(errors.OutdatedBoard):
        await service.play.act(CHANNEL, ANN, 1, "end")
    assert await service.store.actions(undone.panel.game_id) == []


async def test_undo_never_crosses_a_reveal(service):
    await started(service)
    out = await service.play.act(CHANNEL, ANN, 0, "draw")
    assert not out.panel.can_undo
    with pytest.raises(errors.UndoNotAllowed) as info:
        await service.play.undo(CHANNEL, ANN)
    assert info.value.msg.id == "bot.err.undo_reveal"
    assert (await service.play.panel(CHANNEL, ANN)).version == 1


async def test_undo_only_by_the_active_seat_and_only_within_the_turn(service):
    await started(service)
    with pytest.raises(errors.UndoNotAllowed):  # nothing done yet
        await service.play.undo(CHANNEL, ANN)
    _, key = await _play_key(service, ANN)
    await service.play.act(CHANNEL, ANN, 0, key)
    with pytest.raises(errors.NotYourTurn):
        await service.play.undo(CHANNEL, BOB)
    with pytest.raises(errors.NotSeated):
        await service.play.undo(CHANNEL, CAT)
    out = await service.play.act(CHANNEL, ANN, 1, "end")
    assert out.public.mention_user_id == BOB
    with pytest.raises(errors.UndoNotAllowed):  # Bob cannot undo Ann's turn
        await service.play.undo(CHANNEL, BOB)
    with pytest.raises(errors.NotYourTurn):  # and Ann's turn is over
        await service.play.undo(CHANNEL, ANN)


async def test_undo_twice_steps_back_through_the_turn(service):
    await started(service, options={"target": 10, "hand": 2})
    _, key = await _play_key(service, ANN)
    out = await service.play.act(CHANNEL, ANN, 0, key)
    out = await service.play.act(CHANNEL, ANN, out.panel.version, "end")
    # Bob: play, then undo it, then play again
    p, key = await _play_key(service, BOB)
    out = await service.play.act(CHANNEL, BOB, p.version, key)
    await service.play.undo(CHANNEL, BOB)
    p = await service.play.panel(CHANNEL, BOB)
    assert p.your_turn and any(o.key.startswith("play") for o in p.options)
    with pytest.raises(errors.UndoNotAllowed):
        await service.play.undo(CHANNEL, BOB)


async def test_abandon_needs_rights_and_confirmation(service):
    await started(service)
    with pytest.raises(errors.NotAllowed):
        await service.play.abandon(CHANNEL, BOB)
    ask = await service.play.abandon(CHANNEL, ANN)
    assert ask.needs_confirmation and not ask.abandoned and "confirm" in ask.line
    assert (await service.play.panel(CHANNEL, ANN)).version == 0
    done = await service.play.abandon(CHANNEL, BOB, can_manage_channel=True, confirm=True)
    assert done.abandoned
    with pytest.raises(errors.NoGame):
        await service.play.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.NoGame):
        await service.play.abandon(CHANNEL, ANN, confirm=True)
    await service.lobby.open(1, CHANNEL, "toy", BOB, "Bob")
    assert (await service.play.abandon(CHANNEL, BOB, confirm=True)).abandoned  # a lobby too


async def test_a_new_service_on_the_same_file_continues_the_game(tmp_path):
    path = str(tmp_path / "restart.sqlite3")
    s1 = await open_store(path)
    svc = make_service(s1)
    update = await started(svc)
    _, key = await _play_key(svc, ANN)
    await svc.play.act(CHANNEL, ANN, 0, key)
    await svc.play.act(CHANNEL, ANN, 1, "draw")
    await s1.close()

    s2 = await open_store(path)
    try:
        svc2 = make_service(s2)
        p = await svc2.play.panel(CHANNEL, ANN)
        assert p.version == 2 and p.your_turn and [o.key for o in p.options] == ["end"]
        out = await svc2.play.act(CHANNEL, ANN, 2, "end")
        assert out.public.mention_user_id == BOB
        # the stored state equals a replay of the stored log
        row = await s2.game(update.game_id)
        keys = [a.action_key for a in await s2.actions(update.game_id)]
        rebuilt = replay(GAME, 2, ToyOptions(**row.options), row.seed, keys)
        assert rebuilt.model_dump_json() == row.state
    finally:
        await s2.close()


async def test_an_unreadable_state_cache_is_rebuilt_from_the_log(file_store):
    svc = make_service(file_store)
    update = await started(svc)
    await svc.play.act(CHANNEL, ANN, 0, "draw")
    good = (await file_store.game(update.game_id)).state
    await file_store.repair_state(update.game_id, 1, '{"garbage": true')
    svc2 = make_service(file_store)
    p = await svc2.play.panel(CHANNEL, ANN)
    assert p.version == 1 and [o.key for o in p.options][-1] == "end"
    assert (await file_store.game(update.game_id)).state == good
