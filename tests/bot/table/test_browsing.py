"""Browsing a Macao list and going back stores nothing: a turn's stored steps stay bounded whatever a
player clicks, and undo still takes back the last real step (bot.table.browsing, issue 21)."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("engine.macao.game")

from bot.table import errors  # noqa: E402
from engine.core import Action, replay  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, CHANNEL, make_service, open_table  # noqa: E402

GAME = get_game("macao")
LISTS = ("city", "sail", "cards", "wall")  # the turn menu's entries that open a list "back" leaves
CLICKS = 200  # open+back pairs x 2: enough to show nothing piles up (each click is a real commit)


async def _awaited(svc) -> tuple[int, object]:
    for uid in (ANN, BOB):
        panel = await svc.play.panel(CHANNEL, uid)
        if panel.your_turn:
            return uid, panel
    raise AssertionError("nobody awaited")


async def _to_a_list(svc, rng: random.Random, *, after_a_real_step: bool) -> tuple[int, str]:
    """Click random non-list options until a human may open a list (with a real step of that turn already
    stored when ``after_a_real_step``); the user and the list's key."""
    for _ in range(2000):
        uid, panel = await _awaited(svc)
        keys = [o.key for o in panel.options]
        opens = [k for k in keys if k in LISTS]
        tb = await svc.tables.active(CHANNEL)
        last = await svc.store.last_action(tb.row.id)
        mine = last is not None and last.seat == tb.seat_of(uid) and last.turn == panel.turn and not last.reveals
        if opens and (mine or not after_a_real_step):
            return uid, opens[0]
        rest = [k for k in keys if k not in LISTS and k != "back"]
        busy = [k for k in rest if k != "pass"]  # a turn goes on while there is something to do
        await svc.play.act(CHANNEL, uid, panel.version, rng.choice(busy or rest))
    raise AssertionError("no list to open")


async def test_hundreds_of_open_and_back_clicks_store_nothing_and_undo_still_works(store):
    svc = make_service(store, games=get_game, first_seed=5)
    update = await open_table(svc, "macao", (ANN, BOB))
    uid, key = await _to_a_list(svc, random.Random(2), after_a_real_step=True)
    stored = await store.actions(update.game_id)
    state_before = (await store.game(update.game_id)).state
    for _ in range(CLICKS // 2):
        panel = await svc.play.panel(CHANNEL, uid)
        opened = await svc.play.act(CHANNEL, uid, panel.version, key)
        assert "back" in [o.key for o in opened.panel.options]
        back = await svc.play.act(CHANNEL, uid, opened.panel.version, "back")
        assert back.panel.your_turn and key in [o.key for o in back.panel.options]
        assert len(await store.actions(update.game_id)) in (len(stored), len(stored) + 1)
    assert [(a.seq, a.action_key) for a in await store.actions(update.game_id)] == [
        (a.seq, a.action_key) for a in stored
    ]
    row = await store.game(update.game_id)
    assert row.state == state_before  # the stored position and its action counter, as before browsing
    seats = len(await store.seats(update.game_id))
    assert (
        replay(GAME, seats, GAME.Options(), row.seed, [(a.seat, a.action_key) for a in stored]).model_dump_json()
        == row.state
    )
    # undo takes back the last real step of the turn, from the bounded log
    undone = await svc.play.undo(CHANNEL, uid)
    assert undone.undone and len(await store.actions(update.game_id)) == len(stored) - 1
    # a list opened and then chosen from stays a move: both steps are stored
    panel = await svc.play.panel(CHANNEL, uid)
    opens = [o.key for o in panel.options if o.key in LISTS]
    if opens:
        opened = await svc.play.act(CHANNEL, uid, panel.version, opens[0])
        choice = next(o.key for o in opened.panel.options if o.key != "back")
        await svc.play.act(CHANNEL, uid, opened.panel.version, choice)
        assert [a.action_key for a in await store.actions(update.game_id)][-2:][0] == opens[0]


async def test_a_back_opened_as_the_turns_first_step_leaves_the_turn_undoable_as_before(store):
    svc = make_service(store, games=get_game, first_seed=9)
    update = await open_table(svc, "macao", (ANN, BOB))
    uid, key = await _to_a_list(svc, random.Random(4), after_a_real_step=False)
    before = await store.actions(update.game_id)
    panel = await svc.play.panel(CHANNEL, uid)
    opened = await svc.play.act(CHANNEL, uid, panel.version, key)
    assert opened.panel.can_undo
    back = await svc.play.act(CHANNEL, uid, opened.panel.version, "back")
    assert len(await store.actions(update.game_id)) == len(before)
    assert back.panel.can_undo == bool(
        before and before[-1].seat == back.panel.seat and before[-1].turn == back.panel.turn and not before[-1].reveals
    )
    # the old panel (drawn before the list was opened and left) is outdated: the browse moved the version
    with pytest.raises(errors.OutdatedBoard):
        await svc.play.act(CHANNEL, uid, opened.panel.version, "back")
    # the next real step is stored and replays from the seed
    panel = await svc.play.panel(CHANNEL, uid)
    step = next(o.key for o in panel.options if o.key not in LISTS)
    await svc.play.act(CHANNEL, uid, panel.version, step)
    row = await store.game(update.game_id)
    keys = [(a.seat, a.action_key) for a in await store.actions(update.game_id)]
    assert replay(GAME, 2, GAME.Options(), row.seed, keys).model_dump_json() == row.state
    assert Action.parse(keys[-1][1]).key() == step
