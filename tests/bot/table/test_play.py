"""Playing: panels, act, every bad input, concurrency, the end of the game."""

from __future__ import annotations

import asyncio

import pytest

from bot.table import errors
from bot.i18n import t
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, make_service, play_ai, started


async def _key(panel, kind):
    return next(o.key for o in panel.options if o.key.split(".")[0] == kind)


async def test_panel_for_the_active_seat_lists_translated_options(service):
    await started(service)
    p = await service.play.panel(CHANNEL, ANN)
    assert p.your_turn and p.seat == 0 and p.version == 0 and p.turn == 0
    assert p.prompt == "Play a card, draw, or end your turn."
    assert p.options and all(o.label and "toy." not in o.label for o in p.options)
    assert {o.key.split(".")[0] for o in p.options} <= {"play", "draw"}
    assert p.private_lines[0].startswith("Hand:")
    other = await service.play.panel(CHANNEL, BOB)
    assert not other.your_turn and other.options == [] and other.prompt is None
    assert other.status == "Waiting for Ann: Play a card, draw, or end your turn."  # who is asked what
    assert other.private_lines[0].startswith("Hand:")


async def test_panel_for_a_stranger_is_refused(service):
    await started(service)
    with pytest.raises(errors.NotSeated):
        await service.play.panel(CHANNEL, CAT)


async def test_act_happy_path_within_a_turn_and_across_turns(service):
    await started(service)
    p = await service.play.panel(CHANNEL, ANN)
    out = await service.play.act(CHANNEL, ANN, p.version, await _key(p, "play"))
    assert out.public is None and out.finished is None  # same turn: no public post yet
    assert out.panel.version == 1 and out.panel.your_turn
    assert out.panel.can_undo
    assert any("moves" in e for e in out.events)
    end = next(o.key for o in out.panel.options if o.key == "end")
    out = await service.play.act(CHANNEL, ANN, 1, end)
    assert out.panel.version == 2 and not out.panel.your_turn
    pub = out.public
    assert pub is not None and pub.mention_user_id == BOB and pub.turn == 1 and pub.png
    assert any("moves" in line for line in pub.log_lines) and any("ends" in line for line in pub.log_lines)
    assert any("Round" in line for line in pub.summary)


async def test_draw_event_is_private_to_the_drawer(service):
    await started(service)
    out = await service.play.act(CHANNEL, ANN, 0, "draw")
    assert any(line.startswith("You drew") for line in out.events)
    assert any(line.startswith("You drew") for line in await service.play.log(CHANNEL, user_id=ANN))
    assert not any(line.startswith("You drew") for line in await service.play.log(CHANNEL, user_id=BOB))
    assert not any(line.startswith("You drew") for line in await service.play.log(CHANNEL))
    out = await service.play.act(CHANNEL, ANN, 1, "end")
    assert not any(line.startswith("You drew") for line in out.public.log_lines)


@pytest.mark.parametrize("key", ["", "play..1", "x" * 200, "play.1;DROP", "☃", "move:1", "end\n", "play.²", "play.１"])
async def test_malformed_keys_are_bad_actions(service, key):
    await started(service)
    with pytest.raises(errors.BadAction) as info:
        await service.play.act(CHANNEL, ANN, 0, key)
    assert t(info.value.msg) == "That button could not be read (malformed or forged)."
    assert (await service.play.panel(CHANNEL, ANN)).version == 0


@pytest.mark.parametrize("key", ["end", "play.9", "fly", "draw.1"])
async def test_forged_but_well_formed_keys_are_illegal_moves(service, key):
    await started(service)
    with pytest.raises(errors.IllegalMove) as info:
        await service.play.act(CHANNEL, ANN, 0, key)
    assert "not allowed" in t(info.value.msg)
    assert (await service.play.panel(CHANNEL, ANN)).version == 0


async def test_wrong_seat_stranger_and_stale_version(service):
    await started(service)
    with pytest.raises(errors.NotYourTurn):
        await service.play.act(CHANNEL, BOB, 0, "draw")
    with pytest.raises(errors.NotSeated):
        await service.play.act(CHANNEL, CAT, 0, "draw")
    await service.play.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.OutdatedBoard) as info:
        await service.play.act(CHANNEL, ANN, 0, "end")
    assert info.value.current_version == 1 and "moved on" in t(info.value.msg)
    assert "1" not in t(info.value.msg)  # no internal version number
    assert (await service.play.panel(CHANNEL, ANN)).version == 1


async def test_custom_id_game_id_must_match_the_channel(service):
    update = await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw", game_id=update.game_id)
    with pytest.raises(errors.BadAction):
        await service.play.act(CHANNEL, ANN, 1, "end", game_id=update.game_id + 99)


async def test_no_game_and_lobby_not_started(service):
    with pytest.raises(errors.NoGame):
        await service.play.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.NoGame):
        await service.play.status(CHANNEL)
    await service.lobby.open(1, CHANNEL, "toy", ANN, "Ann")
    with pytest.raises(errors.LobbyNotStarted):
        await service.play.act(CHANNEL, ANN, 0, "draw")
    with pytest.raises(errors.LobbyNotStarted):
        await service.play.panel(CHANNEL, ANN)


async def test_two_concurrent_acts_on_one_version_exactly_one_wins(service):
    await started(service)
    results = await asyncio.gather(
        *(service.play.act(CHANNEL, ANN, 0, k) for k in ("draw", "draw", "draw")), return_exceptions=True
    )
    ok = [r for r in results if not isinstance(r, Exception)]
    assert len(ok) == 1
    assert all(isinstance(r, errors.OutdatedBoard) for r in results if isinstance(r, Exception))
    assert len(await service.store.actions((await service.play.status(CHANNEL)).game_id)) == 1


async def test_two_processes_racing_on_one_file_exactly_one_wins(tmp_path):
    from bot.store import open_store

    path = str(tmp_path / "race.sqlite3")
    s1, s2 = await open_store(path), await open_store(path)
    try:
        a, b = make_service(s1), make_service(s2)
        await started(a)
        # Both services load version 0 and race; the version check in SQL decides.
        results = await asyncio.gather(
            a.play.act(CHANNEL, ANN, 0, "draw"), b.play.act(CHANNEL, ANN, 0, "draw"), return_exceptions=True
        )
        assert sum(not isinstance(r, Exception) for r in results) == 1
        assert all(isinstance(r, errors.OutdatedBoard) for r in results if isinstance(r, Exception))
        game_id = (await a.play.status(CHANNEL)).game_id
        assert [x.seq for x in await s1.actions(game_id)] == [1]
        assert (await s2.game(game_id)).version == 1
    finally:
        await s1.close()
        await s2.close()


async def _play_to_end(service, users=(ANN, BOB), prefer=("play", "end", "draw")):
    for _ in range(500):
        pub = await service.play.status(CHANNEL)
        if pub.finished:
            return pub
        uid = pub.awaited_user_id
        assert uid in users
        p = await service.play.panel(CHANNEL, uid)
        keys = [o.key for o in p.options]
        key = next(k for kind in prefer for k in keys if k.split(".")[0] == kind)
        await service.play.act(CHANNEL, uid, p.version, key)
    raise AssertionError("game did not end")


async def test_game_end_writes_results_and_refuses_further_moves(service):
    update = await started(service)
    pub = await _play_to_end(service)
    fin = pub.finished
    assert fin.winners and fin.standings[0].rank == 1
    assert {st.user_id for st in fin.standings} == {ANN, BOB}
    assert any(line.startswith("Winner:") for line in fin.lines)
    rows = await service.store.results(update.game_id)
    assert len(rows) == 2 and {r.user_id for r in rows} == {ANN, BOB}
    assert sorted(r.rank for r in rows) == sorted(st.rank for st in fin.standings)
    game = await service.store.game(update.game_id)
    assert game.status == "finished"
    with pytest.raises(errors.GameOver):
        await service.play.act(CHANNEL, ANN, game.version, "end")
    with pytest.raises(errors.GameOver):
        await service.play.act(CHANNEL, ANN, game.version, "end", game_id=update.game_id)
    p = await service.play.panel(CHANNEL, ANN)
    assert p.finished and p.options == []
    assert (await service.play.final_result(CHANNEL)).winners == fin.winners
    # the channel is free again
    await service.lobby.open(1, CHANNEL, "toy", BOB, "Bob")


async def test_last_action_and_results_are_one_transaction(service):
    """The finishing act returns the result, and the results exist at exactly that version."""
    update = await started(service, options={"target": 3, "hand": 4})
    for _ in range(200):
        pub = await service.play.status(CHANNEL)
        p = await service.play.panel(CHANNEL, pub.awaited_user_id)
        key = (
            next(o.key for o in p.options if o.key.startswith("play"))
            if any(o.key.startswith("play") for o in p.options)
            else p.options[-1].key
        )
        out = await service.play.act(CHANNEL, pub.awaited_user_id, p.version, key)
        if out.finished:
            break
    assert out.finished and out.public and out.public.mention_user_id is None
    assert len(await service.store.results(update.game_id)) == 2


async def test_ai_seats_move_after_the_human_until_a_human_decides(service):
    update = await started(service, humans=(ANN,), ais=2, seat_order="joined")
    assert [s.ai_level for s in update.seats] == [None, "random", "random"]
    out = await service.play.act(CHANNEL, ANN, 0, "draw")
    out = await service.play.act(CHANNEL, ANN, out.panel.version, "end")
    assert out.public is not None
    turns = await play_ai(service)  # the one AI driver, as every front end runs it
    ai_actions = sum(turn.actions for turn in turns)
    assert ai_actions >= 4  # two AI turns of at least two decisions
    panel = await service.play.panel(CHANNEL, ANN)
    assert turns[-1].public.finished is not None or panel.your_turn
    assert panel.version == 2 + ai_actions


async def test_all_ai_game_finishes_after_start(service):
    await service.lobby.open(1, CHANNEL, "toy", ANN, "Ann")
    await service.lobby.add_ai(CHANNEL, ANN)
    await service.lobby.add_ai(CHANNEL, ANN)
    # an all-AI table (the terminal front end does this): drop the creator's seat in the store
    game_id = (await service.lobby.info(CHANNEL)).game_id
    await service.store.remove_lobby_member(game_id, ANN)
    await service.play.start(CHANNEL, ANN)
    last = (await play_ai(service))[-1].public
    assert last.finished is not None and last.mention_user_id is None
    assert len(await service.store.results(game_id)) == 2


async def test_status_hand_and_log(service):
    await started(service)
    await service.play.act(CHANNEL, ANN, 0, "draw")
    await service.play.act(CHANNEL, ANN, 1, "end")
    pub = await service.play.status(CHANNEL)
    # a board again: no ping
    assert pub.version == 2 and pub.awaited_user_id == BOB and pub.mention_user_ids == [] and pub.png
    hand = await service.play.hand(CHANNEL, ANN)
    assert hand.options == [] and hand.private_lines[0].startswith("Hand:")
    lines = await service.play.log(CHANNEL, limit=1)
    assert lines == ["Player 1 ends the turn."]
    assert await service.play.log(CHANNEL, limit=0) == []
