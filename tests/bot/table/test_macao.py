"""Whole Macao games through the GameService: AI seats, human clicks with a restart, the simultaneous
dice choice kept hidden until everyone chose, undo bounded by reveals, and bad clicks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

pytest.importorskip("engine.macao.game")

from bot.store import open_store  # noqa: E402
from bot.table import errors  # noqa: E402
from engine.macao.dice import chosen_dice  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import (
    assert_replays,
    refused as bad_click,
    ANN,
    BOB,
    CAT,
    CHANNEL,  # noqa: E402
    make_service,
    NAMES,
    open_table,
    play_ai,
)

GAME = get_game("macao")
SEE_FIRST = "seefirst"  # "let me see the others' dice first" (engine.macao.dice)
MAX_CLICKS = 3000  # a 3-4 player game is a few hundred decisions


async def _open(svc, humans, ais=(), options=None):
    """Open a Macao table (seats in joining order: humans first, then the AI seats) and start it."""
    return await open_table(svc, "macao", humans, ais, options)


async def _awaited_human(svc, humans) -> int | None:
    for uid in humans:
        if (await svc.play.panel(CHANNEL, uid)).your_turn:
            return uid
    return None


async def test_humans_and_an_ai_play_macao_by_clicking_random_options_across_a_restart(tmp_path):
    path = str(tmp_path / "macao.sqlite3")
    store = await open_store(path)
    svc = make_service(store, games=get_game, first_seed=5)
    humans = (ANN, BOB)
    update = await _open(svc, humans, ais=("easy",))
    rng = random.Random(3)
    boards = clicks = 0
    finished = None
    try:
        await play_ai(svc)  # the AI seat may move first
        while clicks < MAX_CLICKS:
            if clicks == 120:  # restart in the middle: a new service on the same file continues
                await store.close()
                store = await open_store(path)
                svc = make_service(store, games=get_game)
            user = await _awaited_human(svc, humans)
            assert user is not None, "nobody awaited but the game is not over"
            panel = await svc.play.panel(CHANNEL, user)
            assert panel.prompt and 0 < len(panel.options) <= 25
            assert len({o.key for o in panel.options}) == len(panel.options)
            assert all(o.label and not o.label.startswith("macao.") for o in panel.options)
            out = await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
            clicks += 1
            turns = await play_ai(svc)
            for public in [out.public] + [tr.public for tr in turns]:
                if public is not None and public.board:
                    boards += 1
                    assert public.png[:4] == b"\x89PNG" and public.summary
            last = turns[-1].public if turns else out.public
            if last is not None and last.finished is not None:
                finished = last.finished
                break
        assert finished is not None, "the game did not end"
        assert boards > 30  # a board per turn and round phase
        assert {st.name for st in finished.standings} == {"Ann", "Bob", "AI 1 (easy)"}
        assert len(await store.results(update.game_id)) == 3
        await assert_replays(store, update.game_id)
    finally:
        await store.close()


class Capture:
    """A renderer that keeps every public view it was asked to draw (the picture's only input)."""

    def __init__(self) -> None:
        self.views: list = []

    def __call__(self, game_id: str, view, names: list[str], locale: str) -> bytes:
        self.views.append(view)
        return b"\x89PNG captured"


async def _step(svc, humans, rng):
    """One AI turn if an AI seat is awaited, else one random click of an awaited human: the update."""
    turn = await svc.ai.ai_turn(CHANNEL)
    if turn is not None:
        return turn.public
    user = await _awaited_human(svc, humans)
    panel = await svc.play.panel(CHANNEL, user)
    return (await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)).public


async def _until(svc, humans, rng, phase: str):
    """Random clicks and AI turns until the game enters ``phase``; the update that entered it."""
    for _ in range(MAX_CLICKS):
        public = await _step(svc, humans, rng)
        if (await svc.tables.active(CHANNEL)).state.phase == phase:
            return public
    raise AssertionError(f"never reached {phase}")


async def test_the_simultaneous_dice_choice_stays_hidden_until_all_chose_across_a_restart(tmp_path):
    path = str(tmp_path / "dice.sqlite3")
    store = await open_store(path)
    capture = Capture()
    svc = make_service(store, games=get_game, first_seed=8, renderer=capture)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans, ais=("easy",), options={"simultaneous_dice": True})
    seat_of = {s.user_id: s.seat for s in update.seats if s.user_id is not None}
    rng = random.Random(6)
    try:
        opened = await _until(svc, humans, rng, "dice")
        # one board tells every human but the one whose click opened the phase (their panel carries on)
        assert opened.board and set(opened.mention_user_ids) < set(humans) and len(opened.mention_user_ids) >= 2
        assert len(opened.awaited_names) == 4 and opened.active_seat is not None
        roses = {sv.seat: sv.rose for sv in GAME.view((await svc.tables.active(CHANNEL)).state, None).seats}
        ai = await svc.ai.ai_turn(CHANNEL)  # the AI seat chooses at once, unseen
        assert ai is not None and not ai.public.board and ai.public.mention_user_ids == []
        assert not any("AI 1" in line for line in ai.public.log_lines)
        order = list(humans)
        rng.shuffle(order)
        for i, user in enumerate(order):
            if i == 1:  # a restart between two choices: the pending choices survive it
                await store.close()
                store = await open_store(path)
                svc = make_service(store, games=get_game, renderer=capture)
            panel = await svc.play.panel(CHANNEL, user)
            dice = [o for o in panel.options if o.key != SEE_FIRST]  # all at once: nobody asks
            assert panel.your_turn and len(dice) == 15  # two different dice of six
            mine = []
            while panel.your_turn:  # the dice, then the Observatory's shift if the seat has it
                out = await svc.play.act(
                    CHANNEL, user, panel.version, rng.choice([o for o in panel.options if o.key != SEE_FIRST]).key
                )
                mine += out.events
                panel = out.panel
                if (await svc.tables.active(CHANNEL)).state.phase != "dice":
                    break
            assert mine[0].startswith(NAMES[user] + ":")  # the chooser reads it
            if i < len(order) - 1:
                assert all(line.startswith(NAMES[user] + ":") for line in mine)
                assert out.public is None  # nobody new to tell, nothing posted
                others = [u for u in humans if u != user]
                tb = await svc.tables.active(CHANNEL)
                assert tb.state.phase == "dice"
                shown = []
                status = await svc.play.status(CHANNEL)
                shown += status.summary + status.log_lines
                for uid in others:
                    shown += await svc.play.log(CHANNEL, 100, user_id=uid)
                    shown += (await svc.play.panel(CHANNEL, uid)).private_lines
                assert not any(line in text for line in mine for text in shown)
                stored = [e for a in await store.actions(update.game_id, since_turn=opened.turn) for e in a.events]
                assert [e["private_to"] for e in stored] == [e["seat"] for e in stored]  # each seat's own
                public_views = [capture.views[-1], GAME.view(tb.state, None)]
                for view in public_views:
                    assert all(sv.dice is None for sv in view.seats)
                    assert {sv.seat: sv.rose for sv in view.seats} == roses  # no cubes placed yet
                    assert {sv.seat for sv in view.seats if sv.chosen} >= {3, seat_of[user]}
                for uid in others:
                    view = GAME.view(tb.state, seat_of[uid])
                    assert [sv.dice for sv in view.seats if sv.seat != seat_of[uid]] == [None] * 3
                own = GAME.view(tb.state, seat_of[user]).seats[seat_of[user]]
                assert tb.state.picks == {}  # kept by the turn machine, not in the game's state
                assert own.dice == tuple(chosen_dice(tb.state, seat_of[user]))  # a seat sees its own choice
        revealed = out.public
        assert revealed.board and revealed.png is not None  # all chose: a new board
        last = await store.last_action(update.game_id)
        chose = [e for e in last.events if e["msg"]["id"] == "macao.log.chose"]
        assert last.reveals and sorted(e["seat"] for e in chose) == [0, 1, 2, 3]
        assert all(e["private_to"] is None for e in chose)
        for name in ("Ann", "Bob", "Cat", "AI 1 (easy)"):  # on the new board's log
            assert any(line.startswith(name + " ") for line in revealed.log_lines), revealed.log_lines
        tb = await svc.tables.active(CHANNEL)
        assert tb.state.phase == "actions"
        assert all(sv.dice is not None for sv in capture.views[-1].seats)
        await assert_replays(store, update.game_id)
    finally:
        await store.close()


REVEALING = ("macao.log.round", "macao.log.dice")  # the round's cards drawn, the dice rolled
ROUNDS_PLAYED = 8  # of 12: enough reveals, and quick


@pytest.mark.parametrize("simultaneous", [False, True])
async def test_undo_steps_back_within_a_turn_and_never_across_the_card_reveal_or_the_dice_roll(simultaneous):
    store = await open_store(":memory:")  # a long game with undos: one backend keeps it quick
    svc = make_service(store, games=get_game, first_seed=13)
    humans = (ANN, BOB)
    update = await _open(svc, humans, options={"simultaneous_dice": simultaneous})
    rng = random.Random(9)
    after = {0: (await store.game(update.game_id)).state}  # actions in the log -> the state after them
    n = 0  # actions in the log
    refused = undone = 0
    while refused < 2 * ROUNDS_PLAYED:  # the cards and the dice of each round
        user = await _awaited_human(svc, humans)
        last = await store.last_action(update.game_id)
        panel = await svc.play.panel(CHANNEL, user)
        if last is not None and any(e["msg"]["id"] in REVEALING for e in last.events):
            # just after the cards or the dice were revealed: nobody may take that back
            assert last.reveals and not panel.can_undo
            for uid in humans:  # the seat to move, and the one whose action revealed
                with pytest.raises((errors.UndoNotAllowed, errors.NotYourTurn)):
                    await svc.play.undo(CHANNEL, uid)
            assert (await store.game(update.game_id)).version == panel.version
            refused += 1
        elif panel.can_undo and rng.random() < 0.5:
            out = await svc.play.undo(CHANNEL, user)
            assert not last.reveals and out.line.startswith("Undone:")
            n -= 1
            assert (await store.game(update.game_id)).state == after[n]  # exactly the state before it
            undone += 1
            continue
        out = await svc.play.act(CHANNEL, user, panel.version, rng.choice(panel.options).key)
        n = len(await store.actions(update.game_id))  # one more, or one fewer: a list left by "back"
        after[n] = (await store.game(update.game_id)).state
    assert undone >= 5
    assert len(await store.actions(update.game_id)) == n
    await assert_replays(store, update.game_id)
    await store.close()


async def test_stale_forged_and_out_of_turn_clicks_leave_the_game_untouched(store):
    svc = make_service(store, games=get_game, first_seed=17)
    humans = (ANN, BOB)
    update = await _open(svc, humans)
    rng = random.Random(2)
    await _until(svc, humans, rng, "dice")
    user = await _awaited_human(svc, humans)
    other = humans[1 - humans.index(user)]
    panel = await svc.play.panel(CHANNEL, user)
    legal = {o.key for o in panel.options}

    def refused(*click):
        return bad_click(svc, update.game_id, *click)

    some = sorted(legal)[0]
    assert "older board" in await refused(errors.OutdatedBoard, user, panel.version - 1, some)
    assert "older board" in await refused(errors.OutdatedBoard, other, panel.version - 1, some)
    assert "not your turn" in (await refused(errors.NotYourTurn, other, panel.version, some)).lower()
    assert await refused(errors.NotSeated, CAT, panel.version, some)
    for forged in ("dice.0.0", "dice.5.6", "dice.1.0", "take.B01", "pass", "wall.1"):
        assert forged not in legal
        text = await refused(errors.IllegalMove, user, panel.version, forged)
        assert "not allowed" in text, text
    for malformed in ("", "dice 0 1", "dice..1", "x" * 200, "dice:0:1", "dice.0.1\n", "dice.１.２"):
        text = await refused(errors.BadAction, user, panel.version, malformed)
        assert "could not be read" in text, text
    out = await svc.play.act(CHANNEL, user, panel.version, some)  # the real click still works
    assert out.panel.version == panel.version + 1


OBSERVATORY = "B41"  # die_shift: after choosing dice, move one die's cubes a face up or down


async def test_each_seat_of_the_simultaneous_dice_choice_reads_its_own_question(store):
    svc = make_service(store, games=get_game, first_seed=8)
    humans = (ANN, BOB)
    await _open(svc, humans, options={"simultaneous_dice": True})
    await _until(svc, humans, random.Random(1), "dice")
    tb = await svc.tables.active(CHANNEL)
    tb.state.seats[0].active.append(OBSERVATORY)  # Ann (seat 0) has the Observatory
    await store.repair_state(tb.row.id, tb.row.version, tb.state.model_dump_json())
    ann = await svc.play.panel(CHANNEL, ANN)
    out = await svc.play.act(CHANNEL, ANN, ann.version, ann.options[0].key)
    assert out.panel.your_turn and out.panel.prompt.startswith("Observatory")  # Ann's second question
    assert [o.key for o in out.panel.options][-1] == "noshift"
    bob = await svc.play.panel(CHANNEL, BOB)  # Bob is still asked for his dice
    assert [o.key for o in bob.options][15:] == [SEE_FIRST]  # or to see Ann's first
    assert len(bob.options) == 16 and bob.prompt.startswith("Choose two different dice"), bob.prompt


async def test_asking_to_see_the_others_dice_first_reveals_the_choice_made_and_asks_in_wall_order(store):
    svc = make_service(store, games=get_game, first_seed=8)
    humans = (ANN, BOB, CAT)
    update = await _open(svc, humans, options={"simultaneous_dice": True})
    user_of = {s.seat: s.user_id for s in update.seats}
    await _until(svc, humans, random.Random(2), "dice")
    first, asker, chose = (user_of[s] for s in (await svc.tables.active(CHANNEL)).state.order)
    made = await svc.play.panel(CHANNEL, chose)
    out = await svc.play.act(CHANNEL, chose, made.version, "dice.1.4")
    assert out.public is None  # hidden: nothing posted
    panel = await svc.play.panel(CHANNEL, asker)
    ask = next(o for o in panel.options if o.key == SEE_FIRST)
    assert ask.label == "Let me see the others' dice first" and "ask to see theirs first" in panel.prompt

    out = await svc.play.act(CHANNEL, asker, panel.version, SEE_FIRST)
    board = out.public
    # a new board; the first on the wall, already told when the phase began, is not pinged again
    assert board.board and board.mention_user_ids == [] and board.awaited_user_ids == [first]
    names = {ANN: "Ann", BOB: "Bob", CAT: "Cat"}
    assert (
        f"{names[asker]} asks to see the others' dice first: this round's dice are chosen in wall order."
        in board.log_lines
    )
    assert any(line.startswith(f"{names[chose]} chooses ") for line in board.log_lines)  # revealed to all
    assert (await store.last_action(update.game_id)).reveals  # undo never goes back across it
    tb = await svc.tables.active(CHANNEL)
    assert tb.state.picks == {tb.seat_of(chose): [1, 4]}  # the choice made stands
    assert GAME.view(tb.state, None).seats[tb.seat_of(chose)].dice == (1, 4)
    assert [u for u in humans if (await svc.play.panel(CHANNEL, u)).your_turn] == [first]
    assert "wall order" in (await svc.play.panel(CHANNEL, first)).prompt
    with pytest.raises(errors.NotYourTurn):
        await svc.play.act(CHANNEL, chose, board.version, "dice.0.1")  # not asked again

    panel = await svc.play.panel(CHANNEL, first)
    assert SEE_FIRST not in [o.key for o in panel.options]
    out = await svc.play.act(CHANNEL, first, panel.version, "dice.0.2")
    assert not out.public.board and out.public.mention_user_ids == [asker]  # the asker is told, in its place
    panel = await svc.play.panel(CHANNEL, asker)
    out = await svc.play.act(CHANNEL, asker, panel.version, "dice.2.3")
    tb = await svc.tables.active(CHANNEL)
    assert out.public.board and tb.state.phase == "actions"
    await assert_replays(store, update.game_id)


V1_DICE = json.loads((Path(__file__).parent / "macao_v1_dice_at_once.json").read_text())


async def test_a_game_stored_under_rules_version_1_in_the_middle_of_the_dice_at_once_migrates_and_plays_on(store):
    """``macao_v1_dice_at_once.json``: a 3-player game with the dice chosen at once, stored by the engine of
    rules version 1 (commit 81630fd) after one seat chose its dice (then in the game's ``picks``). Today's
    bot rebuilds it from its log (Macao's migration from version 1 is REPLAY): the choice made stands, still
    hidden and now kept by the turn machine, and the others choose on."""
    svc = make_service(store, games=get_game)
    update = await open_table(svc, "macao", (ANN, BOB, CAT), options=V1_DICE["options"], seed=V1_DICE["seed"])
    user_of = {s.seat: s.user_id for s in update.seats}
    for seat, key in V1_DICE["steps"]:
        panel = await svc.play.panel(CHANNEL, user_of[seat])
        await svc.play.act(CHANNEL, user_of[seat], panel.version, key)
    row = await store.game(update.game_id)
    await store.migrate_rules(update.game_id, row.version, V1_DICE["state"], 1)  # as version 1 stored it

    svc = make_service(store, games=get_game)  # the bot restarted under rules version 2
    chose = V1_DICE["steps"][-1][0]
    assert not (await svc.play.panel(CHANNEL, user_of[chose])).your_turn  # its choice stands
    migrated = await store.game(update.game_id)
    assert (migrated.rules_version, migrated.version) == (GAME.info.rules_version, row.version)
    state = GAME.State.model_validate_json(migrated.state)
    assert state.picks == {} and state.together.made == ((chose, "dice.1.4"),)
    assert all(sv.dice is None for sv in GAME.view(state, None).seats)
    for seat in sorted(set(user_of) - {chose}):
        panel = await svc.play.panel(CHANNEL, user_of[seat])
        assert panel.your_turn and SEE_FIRST in [o.key for o in panel.options]
        while panel.your_turn and (await svc.tables.active(CHANNEL)).state.phase == "dice":
            out = await svc.play.act(CHANNEL, user_of[seat], panel.version, panel.options[0].key)
            panel = out.panel
    last = await store.last_action(update.game_id)
    assert (await svc.tables.active(CHANNEL)).state.phase == "actions"
    chosen = [e for e in last.events if e["msg"]["id"] == "macao.log.chose"]
    assert last.reveals and sorted(e["seat"] for e in chosen) == [0, 1, 2]
    assert (await svc.tables.active(CHANNEL)).state.picks[chose] == [1, 4]
    await assert_replays(store, update.game_id)
