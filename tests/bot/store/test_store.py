"""The store on both backends (SQLite and PostgreSQL): migrations, constraints, versioned commits,
immutable results; plus what is particular to each backend and the factory that picks one."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.config import Settings
from bot.store import ActionRow, ChannelBusyError, ResultRow, SeatRow, StaleVersion, is_postgres_url, open_store
from bot.store import sqlite as sqlite_store
from bot.store.sqlite import MIGRATIONS_DIR, migration_files, split_sql
from tests.bot.pg import postgres_module

NOW = "2024-01-01T00:00:00+00:00"
# bot.store.postgres imports asyncpg, which the test extra does not install: its folder by path
DIRS = {"sqlite": sqlite_store.MIGRATIONS_DIR, "postgres": MIGRATIONS_DIR.with_name("migrations_pg")}


async def _active_game(store, channel=9):
    row = await store.create_lobby(
        guild_id=1, channel_id=channel, game_type="toy", options={"a": 1}, creator_id=5, now=NOW
    )
    seats = [SeatRow(0, 5, None, "Ann"), SeatRow(1, None, "random", "AI")]
    return await store.start_game(row.id, seed=42, seats=seats, state='{"s": 0}', now=NOW)


def test_migration_files_are_numbered_and_split_cleanly():
    files = migration_files()
    assert files and files[0][0] == 1
    statements = split_sql((MIGRATIONS_DIR / "001_initial.sql").read_text())
    assert any(s.startswith("CREATE TRIGGER") and s.rstrip().endswith("END;") for s in statements)


def test_both_backends_have_the_same_numbered_migrations():
    names = {b: [p.name for _, p in migration_files(d)] for b, d in DIRS.items()}
    assert names["sqlite"] == names["postgres"]


def test_placeholders_are_numbered_outside_string_literals():
    pg_store = postgres_module()
    assert (
        pg_store.numbered("SELECT ? FROM t WHERE a = '?' AND b IN (?, ?)")
        == "SELECT $1 FROM t WHERE a = '?' AND b IN ($2, $3)"
    )


async def test_migrations_are_recorded_and_idempotent(empty_db_url):
    s = await open_store(empty_db_url)
    latest = migration_files()[-1][0]
    assert await s.schema_version() == latest
    assert await s.migrate() == []
    await s.close()
    s = await open_store(empty_db_url)  # a restart applies nothing again
    try:
        assert await s.schema_version() == latest
        assert await s.migrate() == []
        assert (await s._fetchone("SELECT COUNT(*) FROM schema_version"))[0] == len(migration_files())
    finally:
        await s.close()


async def test_sqlite_files_run_in_wal_mode(tmp_path):
    path = str(tmp_path / "m.sqlite3")
    await (await open_store(path)).close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_a_new_migration_file_is_applied_once(empty_db_url, backend, tmp_path):
    mig = tmp_path / "migs"
    mig.mkdir()
    (mig / "001_initial.sql").write_text((DIRS[backend] / "001_initial.sql").read_text())
    s = await open_store(empty_db_url, migrations_dir=mig)
    try:
        (mig / "002_extra.sql").write_text("CREATE TABLE extra (id INTEGER PRIMARY KEY);\n")
        assert await s.migrate(mig) == [2]
        assert await s.migrate(mig) == []
        assert await s.schema_version() == 2
    finally:
        await s.close()


async def test_processes_starting_together_migrate_once(empty_db_url):
    stores = await asyncio.gather(*(open_store(empty_db_url) for _ in range(3)))
    try:
        assert {await s.schema_version() for s in stores} == {migration_files()[-1][0]}
        assert (await stores[0]._fetchone("SELECT COUNT(*) FROM schema_version"))[0] == len(migration_files())
    finally:
        for s in stores:
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
    assert [(r.seat, r.rank, r.details) for r in await store.results(g.id)] == [(0, 1, {"cp": 10}), (1, 2, {"cp": 7})]
    with pytest.raises(StaleVersion):  # a finished game takes no more actions
        await store.commit_action(g.id, 1, "{}", ActionRow(0, 0, "x", 0, False), now=NOW)
    for sql in ("UPDATE results SET rank = 9", "UPDATE results SET score = score", "DELETE FROM results"):
        with pytest.raises(store.IntegrityError, match="immutable"):
            await store._write(sql)
    # only the forget-me anonymisation of user_id is allowed
    assert await store._write("UPDATE results SET user_id = -1 WHERE user_id = 5") == 1
    assert [r.user_id for r in await store.results(g.id)] == [-1, None]


async def test_a_failed_result_insert_rolls_back_the_action(store):
    g = await _active_game(store)
    bad = [ResultRow(0, 5, 1, 10, {}), ResultRow(0, 5, 1, 10, {})]  # duplicate seat
    with pytest.raises(store.IntegrityError):
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


async def test_two_stores_committing_the_same_version_exactly_one_wins(db_url):
    """Two processes (two connections or pools) on one database: the version check in SQL decides."""
    a, b = await open_store(db_url), await open_store(db_url)
    try:
        g = await _active_game(a)
        for version in range(5):  # several rounds, each a race for the same version
            results = await asyncio.gather(
                *(
                    s.commit_action(g.id, version, f'{{"by": {i}}}', ActionRow(0, 0, f"k{i}", 0, False), now=NOW)
                    for i, s in enumerate((a, b))
                ),
                return_exceptions=True,
            )
            assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"], results
        assert (await b.game(g.id)).version == 5
        assert [x.seq for x in await a.actions(g.id)] == [1, 2, 3, 4, 5]
    finally:
        await a.close()
        await b.close()


async def test_postgres_pools_in_separate_processes_race_and_one_wins(pg_server):
    """Separate OS processes, each with its own pool, commit the same version at the same moment."""
    import multiprocessing as mp

    url = await pg_server.clean_url()
    s = await open_store(url)
    try:
        g = await _active_game(s)
    finally:
        await s.close()
    ctx = mp.get_context("spawn")
    with ctx.Manager() as manager:
        barrier = manager.Barrier(2)
        with ctx.Pool(2) as pool:
            outcomes = pool.starmap(_race_in_process, [(url, g.id, i, barrier) for i in range(2)])
    assert sorted(outcomes) == ["StaleVersion", "committed"]
    s = await open_store(url)
    try:
        assert (await s.game(g.id)).version == 1 and len(await s.actions(g.id)) == 1
    finally:
        await s.close()


def _race_in_process(url: str, game_id: int, i: int, barrier) -> str:
    async def go() -> str:
        store = await open_store(url, min_size=2)
        try:
            barrier.wait()
            await store.commit_action(game_id, 0, f'{{"by": {i}}}', ActionRow(0, 0, f"p{i}", 0, False), now=NOW)
            return "committed"
        except StaleVersion:
            return "StaleVersion"
        finally:
            await store.close()

    return asyncio.run(go())


async def test_open_store_picks_the_backend_from_the_settings(tmp_path, monkeypatch):
    assert is_postgres_url("postgresql://u@h/db") and is_postgres_url("postgres://h/db")
    assert not is_postgres_url(None) and not is_postgres_url("sqlite:///x") and not is_postgres_url("./x.sqlite3")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    path = tmp_path / "sub" / "s.sqlite3"
    for url in (None, "", "sqlite:///ignored"):
        s = await open_store(Settings(DATABASE_PATH=str(path), DATABASE_URL=url, _env_file=None))
        assert isinstance(s, sqlite_store.SqliteStore) and s.path == str(path)
        await s.close()
    assert path.exists()


async def test_open_store_picks_postgres_for_a_postgres_url(pg_server, tmp_path):
    url = await pg_server.clean_url()
    for u in (url, url.replace("postgresql://", "postgres://", 1)):
        s = await open_store(Settings(DATABASE_URL=u, DATABASE_PATH=str(tmp_path / "unused.sqlite3"), _env_file=None))
        assert isinstance(s, postgres_module().PostgresStore)
        await s.close()
    assert not (tmp_path / "unused.sqlite3").exists()
