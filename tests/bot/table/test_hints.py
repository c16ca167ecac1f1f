"""Hints through the GameService (bot/table/hints.py, hint_policy.py), on SQLite and PostgreSQL: the table
option and its default, refusals that say why and change nothing, the confirmation a rated table's first
hint asks for, a hint that is one of the panel's options with its reason, the game made unrated and
marked, and a hint worked out while the game moved on answered outdated and not counted."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.table import Budget, errors
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, end_turn, make_service, play_ai

ITS = Budget(iterations=12)


@pytest.fixture
def svc(store):
    return make_service(store, ai_budget=ITS)


async def _open(svc, humans=(ANN, BOB), ais=(), hints: str | None = None):
    names = {ANN: "Ann", BOB: "Bob"}
    info = await svc.lobby.open(GUILD, CHANNEL, "toy", humans[0], names[humans[0]])
    for uid in humans[1:]:
        info = await svc.lobby.join(CHANNEL, uid, names[uid])
    for level in ais:
        info = await svc.lobby.add_ai(CHANNEL, humans[0], level)
    if hints is not None:
        info = await svc.lobby.set_hints(CHANNEL, humans[0], hints)
    await svc.lobby.set_seat_order(CHANNEL, humans[0], "joined")
    return info


async def _start(svc, **kw):
    await _open(svc, **kw)
    return await svc.play.start(CHANNEL, ANN)


async def _unchanged(svc, game_id: int, call) -> str:
    """``call`` raises a ServiceError and leaves the game (version, rated, seats' hints) as it was; its line."""
    before = await svc.store.game(game_id)
    seats = [s.hints for s in await svc.store.seats(game_id)]
    with pytest.raises(errors.ServiceError) as info:
        await call()
    after = await svc.store.game(game_id)
    assert (after.version, after.rated, after.state) == (before.version, before.rated, before.state)
    assert [s.hints for s in await svc.store.seats(game_id)] == seats
    return t(info.value.msg)


async def test_a_rated_table_of_people_has_no_hints_unless_its_creator_allows_them(svc):
    info = await _open(svc)
    assert not info.hints and any("Hints: not allowed" in line and "default" in line for line in info.lines)
    update = await svc.play.start(CHANNEL, ANN)
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.your_turn and not panel.can_hint
    line = await _unchanged(svc, update.game_id, lambda: svc.hints.suggest(CHANNEL, ANN, panel.version))
    assert "rated game" in line and "lobby" in line


async def test_tables_with_ai_seats_or_one_player_allow_hints_by_default_and_the_creator_decides(svc):
    info = await _open(svc, humans=(ANN,))
    assert info.hints  # alone at the table so far: hints by default
    info = await svc.lobby.add_ai(CHANNEL, ANN, "easy")
    assert info.hints and any(line.startswith("Hints: allowed") for line in info.lines)
    info = await svc.lobby.set_hints(CHANNEL, ANN, "off")
    assert not info.hints and "Hints: not allowed" in info.lines
    await svc.lobby.join(CHANNEL, BOB, "Bob")
    with pytest.raises(errors.NotCreator):
        await svc.lobby.set_hints(CHANNEL, BOB, "on")
    with pytest.raises(errors.BadOption):
        await svc.lobby.set_hints(CHANNEL, ANN, "maybe")
    update = await svc.play.start(CHANNEL, ANN)
    await play_ai(svc)
    user = (await svc.play.status(CHANNEL)).awaited_user_id
    panel = await svc.play.panel(CHANNEL, user)
    assert not panel.can_hint
    line = await _unchanged(svc, update.game_id, lambda: svc.hints.suggest(CHANNEL, user, panel.version))
    assert "its creator did not allow them" in line


async def test_a_hint_names_one_of_the_panels_options_and_marks_the_game(svc, store):
    update = await _start(svc, humans=(ANN,), ais=("easy",))
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.can_hint
    out = await svc.hints.suggest(CHANNEL, ANN, panel.version)
    assert not out.needs_confirmation  # an AI table is not rated: nothing to confirm
    assert out.key in [o.key for o in panel.options]
    assert out.label == next(o.label for o in panel.options if o.key == out.key)
    assert out.line.startswith("💡 Suggested: **" + out.label + "** — ") and out.reason in out.line
    assert out.hint is not None and out.hint.action.key() == out.key
    row = await store.game(update.game_id)
    assert row.version == panel.version  # a hint is not a move
    assert [s.hints for s in await store.seats(update.game_id)] == [1, 0]
    again = await svc.hints.suggest(CHANNEL, ANN, panel.version)
    assert again.key == out.key  # the same position, the same seed: the same suggestion
    assert [s.hints for s in await store.seats(update.game_id)] == [2, 0]
    while True:  # play to the end: the final board says who used hints
        await end_turn(svc, ANN)
        turns = await play_ai(svc)
        fin = turns[-1].public.finished if turns else (await svc.play.status(CHANNEL)).finished
        if fin is not None:
            break
    assert "💡 Hints used: Ann (2) (a game with hints is not rated)." in fin.lines


async def test_the_first_hint_at_a_rated_table_asks_to_confirm_and_unrates_it_for_everyone(svc, store):
    update = await _start(svc, hints="on")
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.can_hint and (await store.game(update.game_id)).rated
    ask = await svc.hints.suggest(CHANNEL, ANN, panel.version)
    assert ask.needs_confirmation and ask.key is None and "unrated for everyone" in ask.line
    assert (await store.game(update.game_id)).rated and [s.hints for s in await store.seats(update.game_id)] == [0, 0]
    out = await svc.hints.suggest(CHANNEL, ANN, panel.version, confirm=True)
    assert not out.needs_confirmation and out.key in [o.key for o in panel.options]
    assert not await store.is_rated(update.game_id)
    assert not (await store.game(update.game_id)).rated
    await end_turn(svc, ANN)
    bob = await svc.play.panel(CHANNEL, BOB)
    out = await svc.hints.suggest(CHANNEL, BOB, bob.version)  # unrated now: no second question
    assert not out.needs_confirmation and out.key in [o.key for o in bob.options]
    assert [s.hints for s in await store.seats(update.game_id)] == [1, 1]


async def test_suggest_out_of_turn_on_an_old_panel_or_from_a_spectator_is_refused_and_changes_nothing(svc):
    update = await _start(svc, hints="on")
    panel = await svc.play.panel(CHANNEL, ANN)
    gid = update.game_id
    assert "not your turn" in (await _unchanged(svc, gid, lambda: svc.hints.suggest(CHANNEL, BOB, panel.version)))
    await _unchanged(svc, gid, lambda: svc.hints.suggest(CHANNEL, 999, panel.version))  # not seated
    with pytest.raises(errors.OutdatedBoard):
        await svc.hints.suggest(CHANNEL, ANN, panel.version + 5)
    with pytest.raises(errors.BadAction):
        await svc.hints.suggest(CHANNEL, ANN, panel.version, game_id=gid + 100)  # a forged game id


async def test_a_hint_worked_out_while_the_game_moved_on_is_outdated_and_not_counted(svc, store, monkeypatch):
    update = await _start(svc, humans=(ANN,), ais=("easy",))
    panel = await svc.play.panel(CHANNEL, ANN)
    think = svc.hints.think

    async def meanwhile(tb, seat):
        found = await think(tb, seat)
        await svc.play.act(CHANNEL, ANN, panel.version, panel.options[0].key)  # another click lands first
        return found

    monkeypatch.setattr(svc.hints, "think", meanwhile)
    with pytest.raises(errors.OutdatedBoard):
        await svc.hints.suggest(CHANNEL, ANN, panel.version)
    assert [s.hints for s in await store.seats(update.game_id)] == [0, 0]


async def test_a_rematch_keeps_the_hint_option(svc, store):
    await _open(svc, humans=(ANN,), ais=("easy",), hints="off")
    update = await svc.play.start(CHANNEL, ANN)
    for _ in range(200):
        await play_ai(svc)
        if (await store.game(update.game_id)).status == "finished":
            break
        await end_turn(svc, ANN)
    assert (await store.game(update.game_id)).status == "finished"
    rematch = await svc.lobby.rematch(update.game_id, ANN, "Ann", CHANNEL + 1, GUILD)
    assert not rematch.info.hints and (await store.game(rematch.info.game_id)).hints == "off"
