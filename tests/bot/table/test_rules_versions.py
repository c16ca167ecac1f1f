"""A stored game carries the rules version it was played under (migration 015, ``engine.core.versions``):
when a developer changes a game's rules or data and bumps its ``rules_version``, a game stored before is
refused in one clear line (its players may end it) or migrated as the game's versions module says
(rebuilt from its log, then it plays on), never replayed silently under the new rules; the same for a
finished game's replay and game file."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from bot.i18n import t
from bot.table import errors
from bot.table.replays import logged
from bot.table.stale_clicks import still_open
from bot.table.versions import ReplayRefused
from engine.core import replay
from engine.core.gamefile import read_game_file
from engine.core.versions import REPLAY
from engine.macao import data as macao_data
from engine.macao import versions as macao_versions
from engine.registry import get_game
from tests.bot import toygame
from tests.bot.conftest import (
    ANN,
    BOB,
    CAT,
    CHANNEL,
    GUILD,
    make_service,
    open_table,
    play_ai,
    unreadable_everywhere,
)

MACAO = get_game("macao")
NOW, NEXT = MACAO.info.rules_version, MACAO.info.rules_version + 1  # Macao's rules version, and a bump of it
FIRST_MOVES = 3  # both seats take a card, then Ann her first cube (hers to take back)


async def _macao(store):
    """A 2-player Macao table after FIRST_MOVES clicks (Ann may undo her last); its game id."""
    svc = make_service(store, games=get_game)
    update = await open_table(svc, "macao", [ANN, BOB])
    for _ in range(FIRST_MOVES):
        for uid in (ANN, BOB):
            panel = await svc.play.panel(CHANNEL, uid)
            if panel.your_turn:
                await svc.play.act(CHANNEL, uid, panel.version, panel.options[0].key)
                break
    return update.game_id


async def _log(store, game_id: int) -> list[tuple[int, str]]:
    return [(a.seat, a.action_key) for a in await store.actions(game_id)]


def _bump(monkeypatch, game) -> None:
    """What a developer does with a change that makes stored games replay differently."""
    monkeypatch.setattr(game, "info", replace(game.info, rules_version=game.info.rules_version + 1))


async def test_a_started_game_stores_the_rules_version_it_is_played_under(store):
    game_id = await _macao(store)
    assert (await store.game(game_id)).rules_version == MACAO.info.rules_version == NOW


async def test_a_changed_data_row_refuses_a_game_stored_under_the_rules_before(store, monkeypatch):
    game_id = await _macao(store)
    before = await store.game(game_id)
    log = await _log(store, game_id)
    # The developer replaces a PROPOSED data row (which quarters are dark, reference B3) and bumps the
    # version, with no migration from today's: the same seed now deals other goods tiles.
    q03, q04 = macao_data.QUARTERS["Q03"], macao_data.QUARTERS["Q04"]
    monkeypatch.setitem(macao_data.QUARTERS, "Q03", replace(q03, dark=False))
    monkeypatch.setitem(macao_data.QUARTERS, "Q04", replace(q04, dark=True))
    _bump(monkeypatch, MACAO)
    silently = replay(MACAO, 2, MACAO.Options.model_validate(before.options), before.seed, log)
    assert silently.model_dump_json() != before.state  # what a silent replay would have shown

    svc = make_service(store, games=get_game)  # the bot restarted with the new rules
    for msg in await unreadable_everywhere(svc, game_id, (ANN, before.version, "two.red")):
        line = t(msg, "en")
        assert f"played under Macao rules version {NOW}" in line and f"this bot plays version {NEXT}" in line
        for lang in ("cs", "de", "es"):
            assert str(NOW) in t(msg, lang) and str(NEXT) in t(msg, lang)
    after = await store.game(game_id)
    assert (after.version, after.state, after.rules_version, after.status) == (
        before.version,
        before.state,
        NOW,
        "active",
    )
    assert await _log(store, game_id) == log
    out = await svc.play.abandon(CHANNEL, BOB, confirm=True)  # any of its players ends it
    assert out.abandoned
    lobby = await svc.lobby.open(GUILD, CHANNEL, "macao", CAT, "Cat")
    assert lobby.game_id != game_id


async def test_a_replay_migration_rebuilds_a_state_stored_in_an_older_form_and_plays_on(store, monkeypatch):
    game_id = await _macao(store)
    row = await store.game(game_id)
    # The version before stored the turn counter as "turn"; the next renames it "turn_no" (same rules, same
    # keys).
    older = json.loads(row.state)
    older["turn"] = older.pop("turn_no")
    await store.repair_state(game_id, row.version, json.dumps(older))
    assert MACAO.State.model_validate_json(json.dumps(older)).turn_no == 0  # read as it is: silently wrong
    _bump(monkeypatch, MACAO)
    monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, REPLAY)

    svc = make_service(store, games=get_game)
    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.your_turn and panel.can_undo and [o.key for o in panel.options][:1] == ["two.red"]
    options = MACAO.Options.model_validate(row.options)
    rebuilt = replay(MACAO, 2, options, row.seed, await _log(store, game_id))
    migrated = await store.game(game_id)
    assert (migrated.rules_version, migrated.version) == (NEXT, row.version)
    assert migrated.state == rebuilt.model_dump_json() and rebuilt.turn_no > 0
    assert await store.turn_start(game_id) is None  # stored in the older form: forgotten

    undone = await svc.play.undo(CHANNEL, ANN)  # the whole log, from the seed
    assert undone.panel.your_turn and undone.panel.options[0].key == "one.red"
    out = await svc.play.act(CHANNEL, ANN, undone.panel.version, "one.blue")
    out = await svc.play.act(CHANNEL, ANN, out.panel.version, "two.blue")
    final = await store.game(game_id)
    assert final.state == replay(MACAO, 2, options, row.seed, await _log(store, game_id)).model_dump_json()
    assert (await _log(store, game_id))[-2:] == [(0, "one.blue"), (0, "two.blue")]


def _renamed(game, players, options, seed, steps):
    """The version before spelled Macao's card choice ``pick.<card>``; the next ``take.<card>`` (keys of
    the next version pass as they are)."""
    return [(s, "take." + k[5:] if k.startswith("pick.") else k) for s, k in steps]


async def test_a_key_upgrade_migration_replays_an_older_log_in_todays_keys(store, monkeypatch):
    game_id = await _macao(store)
    await store._write(
        "UPDATE actions SET action_key = REPLACE(action_key, 'take.', 'pick.') WHERE game_id = ?", (game_id,)
    )
    older_log = await _log(store, game_id)
    assert [k for _, k in older_log][:2] == ["pick." + k[5:] for _, k in older_log[:2]]
    _bump(monkeypatch, MACAO)
    svc = make_service(store, games=get_game)
    with pytest.raises(errors.TableUnreadable):  # no migration declared: refused
        await svc.play.panel(CHANNEL, ANN)
    monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, _renamed)

    panel = await svc.play.panel(CHANNEL, ANN)
    assert panel.your_turn and panel.options[0].key == "two.red"
    assert (await store.game(game_id)).rules_version == NOW  # its log keeps the keys it was played in
    tb = await svc.tables.active(CHANNEL)
    assert not await still_open(store, tb, 1, tb.row.version - 1)  # no stale click from an older turn start
    undone = await svc.play.undo(CHANNEL, ANN)
    out = await svc.play.act(CHANNEL, ANN, undone.panel.version, "one.green")
    await svc.play.act(CHANNEL, ANN, out.panel.version, "two.green")
    row = await store.game(game_id)
    today = _renamed(MACAO, 2, None, row.seed, await _log(store, game_id))
    assert row.state == replay(MACAO, 2, MACAO.Options.model_validate(row.options), row.seed, today).model_dump_json()


async def _finished_toy(store):
    svc = make_service(store)
    await svc.lobby.open(GUILD, CHANNEL, "toy", ANN, "Ann", seat_creator=False)
    for _ in range(2):
        await svc.lobby.add_ai(CHANNEL, ANN)
    update = await svc.play.start(CHANNEL, ANN)
    await play_ai(svc)
    assert (await store.game(update.game_id)).status == "finished"
    return svc, update.game_id


async def test_a_finished_game_of_other_rules_has_no_replay_and_no_game_file(store, monkeypatch):
    svc, game_id = await _finished_toy(store)
    _, data = await svc.replays.export(CHANNEL, game_id, any_server=True)
    doc = read_game_file(data)
    assert doc.rules_version == 1 and doc.public_boards(toygame.GAME)  # the file carries it: round trip
    _bump(monkeypatch, toygame.GAME)  # a game without a versions module migrates nothing
    svc = make_service(store)
    for call in (
        lambda: svc.replays.frame(CHANNEL, game_id, any_server=True),
        lambda: svc.replays.export(CHANNEL, game_id, any_server=True),
    ):
        with pytest.raises(ReplayRefused) as e:
            await call()
        assert t(e.value.msg, "en") == (
            f"Game {game_id} was played under Toy Race rules version 1, and this bot "
            "plays version 2: it has no replay and no game file (this bot never "
            "replays a game under other rules)."
        )
    with pytest.raises(ValueError, match="rules version 1; this engine plays version 2"):
        doc.public_boards(toygame.GAME)  # the file exported before: refused too


async def test_a_finished_game_of_an_older_version_replays_in_todays_keys(store, monkeypatch):
    game_id = await _macao(store)
    row, stored = await store.game(game_id), await store.actions(game_id)
    # a migrated log's rows (where a migration changes how many keys there are) are the ones play logged
    rebuilt = logged(MACAO, 2, MACAO.Options.model_validate(row.options), row.seed, await _log(store, game_id))
    assert [(a.seq, a.seat, a.action_key, a.turn, a.reveals, a.events) for a in rebuilt] == [
        (a.seq, a.seat, a.action_key, a.turn, a.reveals, a.events) for a in stored
    ]
    await store.set_status(game_id, "finished", now="2026-03-01T12:00:00+00:00")  # over in today's version
    svc = make_service(store, games=get_game)
    before = [await svc.replays.frame(CHANNEL, game_id, i, any_server=True) for i in range(2)]
    await store._write(
        "UPDATE actions SET action_key = REPLACE(action_key, 'take.', 'pick.') WHERE game_id = ?", (game_id,)
    )
    _bump(monkeypatch, MACAO)
    monkeypatch.setitem(macao_versions.MIGRATIONS, NOW, _renamed)
    svc = make_service(store, games=get_game)
    after = [await svc.replays.frame(CHANNEL, game_id, i, any_server=True) for i in range(2)]
    assert [(f.png, f.log_lines, f.count) for f in after] == [(f.png, f.log_lines, f.count) for f in before]
    assert after[1].log_lines  # the logged lines of the migrated keys
    _, data = await svc.replays.export(CHANNEL, game_id, any_server=True)
    assert read_game_file(data).rules_version == NEXT  # its boards drawn under today's rules
