"""``python -m bot backup`` and ``restore``: a backup taken while a game is being played holds every move
committed before it, restores in place of the database, and the game goes on from there."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot import backup, restore
from bot.__main__ import main
from bot.store import open_store
from tests.bot.conftest import ANN, BOB, CHANNEL, end_turn, make_service, started


def _keys(path: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return [r[0] for r in conn.execute("SELECT action_key FROM actions ORDER BY game_id, seq")]
    finally:
        conn.close()


async def _mover(service) -> int:
    return ANN if (await service.play.panel(CHANNEL, ANN)).your_turn else BOB


async def test_a_backup_taken_during_play_holds_every_committed_move_and_the_game_goes_on(tmp_path):
    live = tmp_path / "data" / "euro-table.sqlite3"
    store = await open_store(str(live))
    service = make_service(store)
    update = await started(service, options={"target": 30})
    committed: list[int] = []  # moves in the log after each turn, as the players were told

    async def play(turns: int) -> None:
        for _ in range(turns):
            await end_turn(service, await _mover(service))
            committed.append(len(await store.actions(update.game_id)))

    await play(3)
    before = committed[-1]
    dest = tmp_path / "backups" / "during-play.sqlite3"
    held, _ = await asyncio.gather(asyncio.to_thread(backup.copy_sqlite, live, dest), play(6))
    after = committed[-1]
    assert live.with_name(live.name + "-wal").exists()  # the moves were in the -wal file, not yet checkpointed
    assert before <= held.actions <= after and held.active == 1
    assert _keys(dest) == _keys(live)[: held.actions]  # the log as it stood at one instant
    assert not dest.with_name(dest.name + "-wal").exists()  # one self-contained file
    await play(2)  # moves after the backup: the restore takes them back, as a restore does
    await store.close()

    aside = restore.restore_sqlite(dest, live)
    assert aside is not None and len(_keys(aside)) == committed[-1]  # what it replaced is kept
    assert _keys(live) == _keys(dest)
    store = await open_store(str(live))
    try:
        service = make_service(store)
        mover = await _mover(service)
        panel = await service.play.panel(CHANNEL, mover)
        assert panel.your_turn and len(await store.actions(update.game_id)) == held.actions
        out = await end_turn(service, mover)  # the game goes on from the backup
        assert out.public is not None
        assert len(await store.actions(update.game_id)) > held.actions
    finally:
        await store.close()


@pytest.fixture
def bot_files(tmp_path, monkeypatch):
    """The bot's settings pointing at a data directory in a temporary folder."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "data"))
    for name in ("DATABASE_PATH", "DATABASE_URL", "HEARTBEAT_PATH"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "data"


async def test_the_commands_name_the_database_back_it_up_and_restore_it(bot_files, capsys):
    db = bot_files / "euro-table.sqlite3"
    store = await open_store(str(db))
    service = make_service(store)
    update = await started(service)
    await end_turn(service, ANN)
    moves = len(await store.actions(update.game_id))
    # the bot still has the file open, its moves in the -wal file
    assert await asyncio.to_thread(main, ["backup"]) == 0
    out = capsys.readouterr().out
    assert f"Database: SQLite file {db.resolve()}" in out and "integrity check ok" in out
    [made] = (bot_files / "backups").iterdir()
    assert f"Backed up to {made}" in out and f"{moves} moves" in out and "(1 being played)" in out
    await end_turn(service, BOB)
    await store.close()

    assert await asyncio.to_thread(main, ["restore", str(made)]) == 0
    out = capsys.readouterr().out
    assert f"Restored {made}" in out and f"{moves} moves" in out and "kept as" in out
    assert len(_keys(db)) == moves
    assert len(list((bot_files / "backups").iterdir())) == 2  # the backup and the database it replaced


@pytest.mark.parametrize("command", [["backup"], ["ratings-rebuild"], ["restore", "some.sqlite3"]])
def test_a_maintenance_command_refuses_a_database_that_does_not_exist(bot_files, capsys, command):
    if command[0] == "restore":  # a real backup, so that the missing one is the database
        Path("some.sqlite3").write_bytes(b"")
    code = main(command)
    err = capsys.readouterr()
    missing = bot_files / "euro-table.sqlite3"
    assert f"Database: SQLite file {missing}" in err.out
    if command[0] == "restore":  # an empty file is no backup: refused before anything is written
        assert code == backup.EXIT_FAILED and "not a Euro Table" in err.err or "not a SQLite" in err.err
    else:
        assert code == 3 and err.err.strip() == (
            f"No database at SQLite file {missing}: nothing was created. Check DATA_DIR, DATABASE_PATH or "
            "DATABASE_URL (environment or .env), or the path given."
        )
    assert not missing.exists() and "Traceback" not in err.err


def test_restore_refuses_what_is_no_backup_and_changes_nothing(bot_files, tmp_path, capsys):
    assert main(["restore", str(tmp_path / "nothing-here.sqlite3")]) == backup.EXIT_FAILED
    assert "No backup at" in capsys.readouterr().err
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"not a database at all" * 100)
    assert main(["restore", str(garbage)]) == backup.EXIT_FAILED
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a SQLite database" in err
    assert not (bot_files / "euro-table.sqlite3").exists()


async def test_restore_refuses_while_the_bot_runs(bot_files, tmp_path, monkeypatch, capsys):
    from bot import heartbeat

    db = bot_files / "euro-table.sqlite3"
    store = await open_store(str(db))
    await store.close()
    copy = tmp_path / "copy.sqlite3"
    backup.copy_sqlite(db, copy)
    beat = tmp_path / "beat"
    heartbeat.beat(beat)
    monkeypatch.setenv("HEARTBEAT_PATH", str(beat))
    assert main(["restore", str(copy)]) == backup.EXIT_FAILED
    assert "the bot is running" in capsys.readouterr().err


async def test_a_backup_from_a_newer_version_is_refused(tmp_path):
    db = tmp_path / "new.sqlite3"
    store = await open_store(str(db))
    await store._write("INSERT INTO schema_version (version, name, applied_at) VALUES (999, 'future', 'x')")
    await store.close()
    with pytest.raises(ValueError, match="newer version of the bot"):
        restore.restore_sqlite(db, tmp_path / "target.sqlite3")
    assert not (tmp_path / "target.sqlite3").exists()


def test_pg_dump_gets_a_url_it_understands():
    url, extra = backup.libpq_url("postgres://euro:pw@/euro_table?host=/run/pg&port=5433&search_path=bench_1")
    assert url == "postgresql://euro:pw@/euro_table?host=%2Frun%2Fpg&port=5433" and extra == ["--schema=bench_1"]
