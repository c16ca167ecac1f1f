"""The SQLite store: migrations, constraints, versioned commits, immutable results."""
from __future__ import annotations

import sqlite3

import pytest

from bot.store import ActionRow, ChannelBusyError, ResultRow, SeatRow, StaleVersion, open_store
from bot.store.sqlite import MIGRATIONS_DIR, migration_files, split_sql

NOW = "2024-01-01T00:00:00+00:00"


async def _active_game(store, channel=9):
    row = await store.create_lobby(guild_id=1, channel_id=channel, game_type="toy", options={"a": 1},
                                   creator_id=5, now=NOW)
    seats = [SeatRow(0, 5, None, "Ann"), SeatRow(1, None, "random", "AI")]
    return await store.start_game(row.id, seed=42, seats=seats, state='{"s": 0}', now=NOW)


def test_migration_files_are_numbered_and_split_cleanly():
    files = migration_files()
    assert files and files[0][0] == 1
    statements = split_sql((MIGRATIONS_DIR / "001_initial.sql").read_text())
    assert any(s.startswith("CREATE TRIGGER") and s.rstrip().endswith("END;") for s in statements)


async def test_migrations_are_recorded_and_idempotent(tmp_path):
    path = str(tmp_path / "m.sqlite3")
    s = await open_store(path)
    latest = migration_files()[-1][0]
    assert await s.schema_version() == latest
    assert await s.migrate() == []
    await s.close()
    s = await open_store(path)                 # a restart applies nothing again
    assert await s.schema_version() == latest
    assert await s.migrate() == []
    await s.close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("SELECT COUNT(*) FROM schema_version").fetchone()[0] == len(migration_files())


async def test_a_new_migration_file_is_applied_once(tmp_path):
    mig = tmp_path / "migs"
    mig.mkdir()
    (mig / "001_initial.sql").write_text((MIGRATIONS_DIR / "001_initial.sql").read_text())
    s = await open_store(str(tmp_path / "x.sqlite3"), migrations_dir=mig)
    (mig / "002_extra.sql").write_text("CREATE TABLE extra (id INTEGER PRIMARY KEY);\n")
    assert await s.migrate(mig) == [2]
    assert await s.migrate(mig) == []
    assert await s.schema_version() == 2
    await s.close()


async def test_one_live_game_per_channel_is_enforced_in_sql(store):
    row = await store.create_lobby(guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=5, now=NOW)
    with pytest.raises(ChannelBusyError):
        await store.create_lobby(guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=6, now=NOW)
    await store.set_status(row.id, "finished", now=NOW)
    again = await store.create_lobby(guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=6, now=NOW)
    assert (await store.live_game(9)).id == again.id
    assert (await store.last_game(9)).id == again.id


async def test_commit_action_is_version_checked(store):
    g = await _active_game(store)
    assert g.status == "active" and g.version == 0 and g.seed == 42
    v = await store.commit_action(g.id, 0, '{"s": 1}', ActionRow(0, 0, "draw", 0, True, [{"x": 1}]), now=NOW)
    assert v == 1
    with pytest.raises(StaleVersion):
        await store.commit_action(g.id, 0, '{"s": 99}', ActionRow(0, 0, "end", 0, False), now=NOW)
    row = await store.game(g.id)
    assert row.version == 1 and row.state == '{"s": 1}'
    acts = await store.actions(g.id)
    assert [(a.seq, a.action_key, a.reveals, a.events) for a in acts] == [(1, "draw", True, [{"x": 1}])]
    assert (await store.last_action(g.id)).seq == 1


async def test_undo_to_rewrites_state_and_deletes_later_actions(store):
    g = await _active_game(store)
    for i, key in enumerate(["a", "b", "c"]):
        await store.commit_action(g.id, i, f'{{"s": {i + 1}}}', ActionRow(0, 0, key, 0, False), now=NOW)
    with pytest.raises(StaleVersion):
        await store.undo_to(g.id, 1, '{"s": 2}', 2, now=NOW)
    assert await store.undo_to(g.id, 3, '{"s": 2}', 2, now=NOW) == 4
    assert [a.action_key for a in await store.actions(g.id)] == ["a", "b"]
    # the next action gets seq 3 again
    await store.commit_action(g.id, 4, '{"s": 3}', ActionRow(0, 0, "z", 0, False), now=NOW)
    assert [a.seq for a in await store.actions(g.id)] == [1, 2, 3]


async def test_results_are_written_with_the_last_action_and_are_immutable(store):
    g = await _active_game(store)
    results = [ResultRow(0, 5, 1, 10, {"cp": 10}), ResultRow(1, None, 2, 7, {"cp": 7})]
    await store.commit_action(g.id, 0, '{"s": "end"}', ActionRow(0, 0, "end", 0, False), results=results, now=NOW)
    row = await store.game(g.id)
    assert row.status == "finished" and row.version == 1
    assert [(r.seat, r.rank, r.details) for r in await store.results(g.id)] == [(0, 1, {"cp": 10}),
                                                                                (1, 2, {"cp": 7})]
    with pytest.raises(StaleVersion):     # a finished game takes no more actions
        await store.commit_action(g.id, 1, '{}', ActionRow(0, 0, "x", 0, False), now=NOW)
    with pytest.raises(sqlite3.IntegrityError):
        await store._db.execute("UPDATE results SET rank = 9")
    with pytest.raises(sqlite3.IntegrityError):
        await store._db.execute("DELETE FROM results")


async def test_a_failed_result_insert_rolls_back_the_action(store):
    g = await _active_game(store)
    bad = [ResultRow(0, 5, 1, 10, {}), ResultRow(0, 5, 1, 10, {})]      # duplicate seat
    with pytest.raises(sqlite3.IntegrityError):
        await store.commit_action(g.id, 0, '{"s": 1}', ActionRow(0, 0, "end", 0, False), results=bad, now=NOW)
    row = await store.game(g.id)
    assert row.version == 0 and row.status == "active" and await store.actions(g.id) == []


async def test_lobby_members_keep_join_order_and_unique_users(store):
    from bot.store import LobbyRow
    row = await store.create_lobby(guild_id=1, channel_id=9, game_type="toy", options={}, creator_id=5, now=NOW)
    assert await store.add_lobby_member(row.id, LobbyRow(5, None, "Ann"))
    assert not await store.add_lobby_member(row.id, LobbyRow(5, None, "Ann"))
    assert await store.add_lobby_member(row.id, LobbyRow(None, "random", "AI 1"))
    assert await store.add_lobby_member(row.id, LobbyRow(None, "random", "AI 2"))
    assert [m.name for m in await store.lobby_members(row.id)] == ["Ann", "AI 1", "AI 2"]
    assert await store.remove_lobby_member(row.id, 5)
    assert not await store.remove_lobby_member(row.id, 5)
