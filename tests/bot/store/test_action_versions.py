"""Each action row keeps the game's version after its commit (migration 007), on both backends: the
actions after a version, where undo, takeover and take-back leave gaps, and rows stored before 007."""

from __future__ import annotations

import shutil
import sqlite3
from types import SimpleNamespace

from bot.store import ActionRow, open_store
from bot.store.sqlite import MIGRATIONS_DIR, migration_files

from .test_turn_log import NOW
from .test_turn_log import _game  # noqa: F401 - a started two-seat game, shared with the turn-log tests


async def _commit(store, g, version: int, seat: int, key: str) -> int:
    row = ActionRow(0, seat, key, 0, False)
    v = await store.commit_action(g.id, version, f"s{version + 1}", row, now=NOW)
    assert row.version == v == version + 1
    return v


async def test_the_actions_after_a_version_carry_their_seat_and_version(store):
    g = await _game(store)
    v = 0
    for seat, key in [(0, "a"), (1, "b"), (0, "c")]:
        v = await _commit(store, g, v, seat, key)
    after = await store.actions_after(g.id, 1)
    assert [(a.seat, a.action_key, a.version) for a in after] == [(1, "b", 2), (0, "c", 3)]
    assert await store.actions_after(g.id, 3) == []
    assert [a.version for a in await store.actions(g.id)] == [1, 2, 3]
    assert (await store.last_action(g.id)).version == 3
    assert [a.version for a in (await store.turn_start(g.id)).actions] == [1, 2, 3]


async def test_undo_takeover_and_take_back_bump_the_version_without_a_row(store):
    g = await _game(store)
    v = await _commit(store, g, 0, 0, "a")
    v = await _commit(store, g, v, 1, "b")  # version 2
    v = await store.undo_to(g.id, v, "s1", 1, now=NOW)  # version 3: "b" is gone
    v = await _commit(store, g, v, 1, "b2")  # version 4
    v = await store.take_over_seat(g.id, 0, "easy", expected_version=v, now=NOW)  # 5
    v = await store.give_back_seat(g.id, 0, expected_version=v, now=NOW)  # 6
    v = await _commit(store, g, v, 0, "c")  # version 7
    after = await store.actions_after(g.id, 1)
    assert [(a.action_key, a.version) for a in after] == [("b2", 4), ("c", 7)]
    assert len(after) < v - 1  # three bumps were no action


async def test_rows_stored_before_migration_007_have_no_version_and_are_left_out(store):
    g = await _game(store)
    v = 0
    for seat, key in [(0, "a"), (1, "b"), (0, "c")]:
        v = await _commit(store, g, v, seat, key)
    await store._write("UPDATE actions SET version = NULL WHERE game_id = ? AND seq <= 2", (g.id,))  # as before 007
    assert [a.version for a in await store.actions(g.id)] == [None, None, 3]
    assert [a.action_key for a in await store.actions_after(g.id, 0)] == ["c"]  # 3 bumps, 1 known row


async def test_a_database_from_before_migration_007_keeps_its_rows_without_a_version(tmp_path):
    old = tmp_path / "old_migrations"
    old.mkdir()
    for number, path in migration_files(MIGRATIONS_DIR):
        if number < 7:
            shutil.copy(path, old / path.name)
    path = str(tmp_path / "db.sqlite3")
    store = await open_store(path, migrations_dir=old)
    await store.close()
    with sqlite3.connect(path) as db:  # a game and two actions as the code before 007 wrote them
        db.execute(
            "INSERT INTO games (guild_id, channel_id, game_type, status, seed, state, version, creator_id,"
            " created_at, updated_at) VALUES (1, 9, 'toy', 'active', 42, 's0', 0, 5, ?, ?)",
            (NOW, NOW),
        )
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, ?, ?, ?)", [(0, 5, "Ann"), (1, 6, "Bob")]
        )
        g = SimpleNamespace(id=1)
        for seq in (1, 2):
            db.execute(
                "INSERT INTO actions (game_id, seq, seat, action_key, turn, reveals, events, created_at)"
                " VALUES (?, ?, ?, ?, 0, 0, '[]', ?)",
                (g.id, seq, seq % 2, f"k{seq}", NOW),
            )
        db.execute("UPDATE games SET version = 2, state = 's2' WHERE id = ?", (g.id,))
    store = await open_store(path)
    try:
        assert await store.schema_version() >= 7
        assert [a.version for a in await store.actions(g.id)] == [None, None]
        assert await store.actions_after(g.id, 0) == []  # two bumps, no known action: a gap
        await _commit(store, g, 2, 0, "k3")
        assert [(a.action_key, a.version) for a in await store.actions_after(g.id, 0)] == [("k3", 3)]
    finally:
        await store.close()
