"""Simultaneous choices that never bounce: a click on a panel opened before ANOTHER seat chose is applied
while the clicker's options are unchanged (Macao's dice chosen all at once, Lisboa's opening Clergy
tile, its starting-hand draft); every other stale click is still refused and changes nothing."""

from __future__ import annotations

import itertools
import shutil

import pytest

pytest.importorskip("engine.macao.game")
pytest.importorskip("engine.lisboa.game")

from bot.store import open_store  # noqa: E402
from bot.table import errors  # noqa: E402
from engine.core.replay import replay_from  # noqa: E402
from engine.registry import get_game  # noqa: E402
from tests.bot.conftest import ANN, BOB, CAT, CHANNEL, make_service, open_table  # noqa: E402
from dataclasses import replace  # noqa: E402

from engine.core import M  # noqa: E402
from engine.core.together import Together  # noqa: E402
from engine.core.turns import Move, TurnMachine  # noqa: E402
from tests.bot.toygame import MACHINE as TOY_MACHINE, ToyGame, _bid_apply as toy_bid, games as toy_games  # noqa: E402

HUMANS = (ANN, BOB, CAT)


def interleavings(users=HUMANS):
    """Every order of the events "open the panel" and "click it" of each user, each opening first."""
    events = [(kind, u) for u in users for kind in ("open", "click")]
    for order in itertools.permutations(events):
        if all(order.index(("open", u)) < order.index(("click", u)) for u in users):
            yield order


def test_there_are_90_interleavings_of_three_seats():
    assert len(list(interleavings())) == 6 * 5 * 4 * 3 * 2 // 2**3


async def stored(store, game_id: int) -> tuple:
    """Everything a refused click must leave as it was."""
    row = await store.game(game_id)
    return (
        row.version,
        row.state,
        row.status,
        [(a.seq, a.seat, a.action_key, a.version) for a in await store.actions(game_id)],
    )


async def seat_of(svc, user: int) -> int:
    return (await svc.tables.active(CHANNEL)).seat_of(user)


async def _every_interleaving_applies_every_click(tmp_path, start: str, choices, phase: str) -> int:
    """Play every interleaving from a copy of the database file ``start`` (all three seats awaited in
    ``phase``); ``choices(options) -> key per user``. Returns how many interleavings ran."""
    ran = 0
    for n, order in enumerate(interleavings()):
        path = str(tmp_path / f"run{n}.sqlite3")
        shutil.copy(start, path)
        store = await open_store(path)
        try:
            svc = make_service(store, games=get_game)
            tb = await svc.tables.active(CHANNEL)
            before, game = tb.state.model_copy(deep=True), tb.game
            assert tb.state.phase == phase and sorted(tb.game.decision(tb.state).seats) == [0, 1, 2]
            panels, clicks, outcomes = {}, [], []
            for kind, user in order:
                if kind == "open":
                    panels[user] = await svc.play.panel(CHANNEL, user)
                    assert panels[user].your_turn
                    continue
                key = choices(user, [o.key for o in panels[user].options])
                outcomes.append(await svc.play.act(CHANNEL, user, panels[user].version, key))  # never Outdated
                clicks.append((await seat_of(svc, user), key))
            tb = await svc.tables.active(CHANNEL)
            assert tb.state.phase != phase  # every choice counted
            log = await store.actions(tb.row.id)
            assert [(a.seat, a.action_key) for a in log[-3:]] == clicks
            assert tb.row.state == replay_from(game, before, clicks).model_dump_json()
            assert all(o.public is None for o in outcomes[:-1])  # nobody new to tell until all chose
            assert outcomes[-1].public is not None and outcomes[-1].public.board
            ran += 1
        finally:
            await store.close()
    return ran


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
async def test_macao_simultaneous_dice_every_interleaving_applies_every_click(tmp_path):
    path = str(tmp_path / "dice.sqlite3")
    store = await open_store(path)
    try:
        svc = make_service(store, games=get_game, first_seed=8)
        await open_table(svc, "macao", HUMANS, options={"simultaneous_dice": True})
        for _ in range(400):  # the setup choices (one seat at a time) until the dice
            tb = await svc.tables.active(CHANNEL)
            if tb.state.phase == "dice":
                break
            seat = tb.game.decision(tb.state).seats[0]
            panel = await svc.play.panel(CHANNEL, tb.seats[seat].user_id)
            await svc.play.act(CHANNEL, tb.seats[seat].user_id, panel.version, panel.options[0].key)
    finally:
        await store.close()
    pairs = {ANN: 0, BOB: 7, CAT: 14}  # a different pair of dice each

    def choice(user, keys):
        dice = [k for k in keys if k.startswith("dice.")]  # beside them: "let me see the others' dice first"
        assert len(dice) == 15
        return dice[pairs[user]]

    assert await _every_interleaving_applies_every_click(tmp_path, path, choice, "dice") == 90


@pytest.mark.slow  # a long whole-run check: in the slow set, which CI runs
async def test_lisboa_opening_clergy_every_interleaving_applies_every_click(tmp_path):
    path = str(tmp_path / "clergy.sqlite3")
    store = await open_store(path)
    try:
        await open_table(make_service(store, games=get_game, first_seed=9), "lisboa", HUMANS)
    finally:
        await store.close()

    def choice(user, keys):
        assert len(keys) == 2 and all(k.startswith("clergy.") for k in keys)
        return keys[user % 2]

    assert await _every_interleaving_applies_every_click(tmp_path, path, choice, "clergy") == 90


# --- refusals: each case below would be applied if only its own condition were left out --------


async def _lisboa(store, **kw):
    svc = make_service(store, games=get_game, first_seed=9, **kw)
    update = await open_table(svc, "lisboa", HUMANS, options={"draft": True})
    return svc, update.game_id


async def _to_draft(svc) -> None:
    """Everyone keeps a Clergy tile: the starting-hand draft begins (keep 2, then 1, 1, 1)."""
    for user in HUMANS:
        panel = await svc.play.panel(CHANNEL, user)
        await svc.play.act(CHANNEL, user, panel.version, panel.options[0].key)
    assert (await svc.tables.active(CHANNEL)).state.phase == "draft"


async def _click(svc, user: int, key: str | None = None):
    """A click on the user's current panel (its first option unless ``key``)."""
    panel = await svc.play.panel(CHANNEL, user)
    return await svc.play.act(CHANNEL, user, panel.version, key or panel.options[0].key)


async def _refused(svc, store, game_id: int, user: int, version: int, keys, *, panel_stands: bool = False) -> None:
    """Each click of ``keys`` on the user's panel of ``version`` is refused and changes nothing; the
    panel itself (its select's other pages) stands only when told."""
    kept = await stored(store, game_id)
    for key in keys:
        with pytest.raises(errors.OutdatedBoard):
            await svc.play.act(CHANNEL, user, version, key)
    assert await stored(store, game_id) == kept
    assert (await svc.play.reopen(CHANNEL, user, version))[1] == panel_stands


def _note_then_count(st, f, seat, ev, value):
    """A seat's first bid is only noted; its second counts (ToyGame's bid)."""
    if st.bids[seat] is None:
        st.bids[seat] = value
    else:
        toy_bid(st, f, seat, ev, value)


class DoubleBids(ToyGame):
    """Each seat bids twice at once: the first bid is only noted, the second counts (ToyGame's bid).
    The options stay the same after a seat's own first bid, as no real game's do."""

    machine = TurnMachine(
        [
            replace(
                s,
                moves=(
                    Move("bid", _note_then_count, args=(int,), label=lambda st, f, seat, v: M("toy.act.bid", value=v)),
                ),
                together=Together(done=lambda st, seat, keys: len(keys) == 2),
            )
            if s.name == "bid"
            else s
            for s in TOY_MACHINE.steps.values()
        ],
        phase=TOY_MACHINE.phase,
        active=TOY_MACHINE.active,
        owner=TOY_MACHINE.owner,
        turn=TOY_MACHINE.turn,
        log=TOY_MACHINE.log,
    )


class UniqueBids(ToyGame):
    """Bids that must differ: another seat's bid takes that bid off everyone else's options. No real
    game changes a seat's options by another seat's choice in a simultaneous decision; this toy does."""

    def legal_actions(self, state, seat):
        legal = super().legal_actions(state, seat)
        taken = {k for s, k in (state.together.made if state.together else ()) if s != seat}
        return [a for a in legal if a.key() not in taken]


async def _at_bids(store, game: ToyGame | None = None, *, before=None):
    """A toy game with simultaneous bids, played to its first bidding; ``before(svc)`` runs before
    the last seat's last action of the round."""
    game = game if game is not None else ToyGame()
    svc = make_service(store, games=lambda g: game if g == "toy" else toy_games(g))
    update = await open_table(svc, "toy", HUMANS, options={"bids": True})
    for user in HUMANS:  # a round: each draws and ends the turn, then all bid at once
        await _click(svc, user, "draw")
        if user == CAT and before is not None:
            await before(svc)
        await _click(svc, user, "end")
    tb = await svc.tables.active(CHANNEL)
    assert tb.game.decision(tb.state).kind == "bid"
    return svc, update.game_id


async def test_a_second_click_on_an_old_panel_after_the_first_was_applied_is_refused(store):
    svc, game_id = await _at_bids(store, DoubleBids())
    ann = await svc.play.panel(CHANNEL, ANN)
    await _click(svc, BOB, "bid.1")
    first = await svc.play.act(CHANNEL, ANN, ann.version, "bid.2")  # stale, Bob's bid only: applied
    assert [o.key for o in first.panel.options] == [o.key for o in ann.options]  # Ann bids again
    await _refused(svc, store, game_id, ANN, ann.version, ["bid.2", "bid.3"])  # a double click


async def test_a_second_click_on_an_old_lisboa_draft_panel_is_refused(store):
    svc, game_id = await _lisboa(store)
    await _to_draft(svc)
    ann = await svc.play.panel(CHANNEL, ANN)
    await _click(svc, BOB)
    first = await svc.play.act(CHANNEL, ANN, ann.version, ann.options[0].key)  # stale, Bob's move only
    assert first.panel.your_turn  # Ann keeps a second card in this step
    await _refused(svc, store, game_id, ANN, ann.version, [ann.options[0].key, ann.options[1].key])


async def test_a_stale_click_after_an_undo_is_refused_though_the_options_are_back(store):
    svc, game_id = await _lisboa(store)
    await _to_draft(svc)
    await _click(svc, CAT)
    bob = await svc.play.panel(CHANNEL, BOB)
    await _click(svc, ANN)
    await svc.play.undo(CHANNEL, ANN)
    assert (await svc.play.panel(CHANNEL, BOB)).options == bob.options
    await _refused(svc, store, game_id, BOB, bob.version, [bob.options[0].key])


async def test_a_stale_click_after_a_takeover_or_a_take_back_is_refused(store):
    svc, game_id = await _lisboa(store, takeover_minutes=0)
    await _click(svc, ANN)
    bob = await svc.play.panel(CHANNEL, BOB)
    await svc.absent.take_over(CHANNEL, ANN, await seat_of(svc, CAT))
    await _refused(svc, store, game_id, BOB, bob.version, [bob.options[0].key])
    bob = await svc.play.panel(CHANNEL, BOB)
    await svc.absent.take_back(CHANNEL, CAT)
    await _refused(svc, store, game_id, BOB, bob.version, [bob.options[0].key])
    await svc.play.act(CHANNEL, BOB, bob.version + 1, bob.options[0].key)  # the current panel acts


async def test_a_click_from_before_the_turns_start_is_refused(store):
    versions = []

    async def note(svc):  # Ann's panel while Cat still ends the round's last turn
        versions.append((await svc.play.panel(CHANNEL, ANN)).version)

    svc, game_id = await _at_bids(store, before=note)
    await _click(svc, BOB, "bid.1")
    await _refused(svc, store, game_id, ANN, versions[0], ["bid.2"])


async def test_a_stale_lisboa_clergy_click_on_the_drafts_turn_is_refused(store):
    svc, game_id = await _lisboa(store)
    panels = {u: await svc.play.panel(CHANNEL, u) for u in HUMANS}
    for user in (ANN, BOB):
        await svc.play.act(CHANNEL, user, panels[user].version, panels[user].options[0].key)
    cat = await svc.play.panel(CHANNEL, CAT)
    await svc.play.act(CHANNEL, CAT, cat.version, cat.options[0].key)  # the draft's turn starts
    draft = await svc.play.panel(CHANNEL, BOB)
    assert draft.turn != panels[BOB].turn
    await _refused(svc, store, game_id, BOB, panels[BOB].version, [draft.options[0].key])
    await _refused(svc, store, game_id, CAT, cat.version, [draft.options[0].key])


async def test_a_stale_click_is_refused_when_another_seat_changed_the_clickers_options(store):
    svc, game_id = await _at_bids(store, UniqueBids())
    ann = await svc.play.panel(CHANNEL, ANN)
    assert [o.key for o in ann.options] == ["bid.1", "bid.2", "bid.3"]
    await _click(svc, BOB, "bid.2")
    await _refused(svc, store, game_id, ANN, ann.version, ["bid.1"])  # still legal, but the options changed
    fresh = await svc.play.panel(CHANNEL, ANN)  # the current panel offers what is left
    assert [o.key for o in fresh.options] == ["bid.1", "bid.3"]
    await svc.play.act(CHANNEL, ANN, fresh.version, "bid.1")


async def test_a_key_no_longer_legal_or_forged_is_refused_on_a_stale_panel(store):
    svc, game_id = await _lisboa(store)
    panels = {u: await svc.play.panel(CHANNEL, u) for u in HUMANS}
    await svc.play.act(CHANNEL, ANN, panels[ANN].version, panels[ANN].options[0].key)
    # Ann's other tile (not Bob's to keep), forged keys; then a version from the future
    await _refused(
        svc,
        store,
        game_id,
        BOB,
        panels[BOB].version,
        [panels[ANN].options[1].key, "clergy.NOPE", "::"],
        panel_stands=True,
    )
    await _refused(svc, store, game_id, BOB, panels[BOB].version + 5, [panels[BOB].options[0].key])
    out = await svc.play.act(CHANNEL, BOB, panels[BOB].version, panels[BOB].options[0].key)
    assert out.panel.version == 2  # Bob's own key on the same panel: applied


async def test_rows_stored_before_migration_007_refuse_a_stale_click(store):
    svc, game_id = await _lisboa(store)
    panels = {u: await svc.play.panel(CHANNEL, u) for u in HUMANS}
    await svc.play.act(CHANNEL, ANN, panels[ANN].version, panels[ANN].options[0].key)
    await store._write("UPDATE actions SET version = NULL WHERE game_id = ?", (game_id,))  # as before 007
    await _refused(svc, store, game_id, BOB, panels[BOB].version, [panels[BOB].options[0].key])


async def test_reopening_an_old_panel_says_whether_it_still_stands(store):
    svc, game_id = await _lisboa(store)
    ann = await svc.play.panel(CHANNEL, ANN)
    assert (await svc.play.reopen(CHANNEL, ANN, ann.version))[1]
    bob = await svc.play.panel(CHANNEL, BOB)
    await svc.play.act(CHANNEL, BOB, bob.version, bob.options[0].key)
    panel, stands = await svc.play.reopen(CHANNEL, ANN, ann.version)
    assert stands and panel.version == ann.version + 1 and panel.options == ann.options
    assert not (await svc.play.reopen(CHANNEL, BOB, bob.version))[1]  # Bob's own choice since


async def test_a_stale_click_of_a_seat_not_awaited_is_outdated_as_before(store):
    svc, game_id = await _at_bids(store)
    for user in HUMANS:
        await _click(svc, user, "bid.1")  # the bidding is over: Ann's turn
    bob = await svc.play.panel(CHANNEL, BOB)
    assert not bob.your_turn
    await _click(svc, ANN, "draw")
    await _refused(svc, store, game_id, BOB, bob.version, ["end", "draw"])
