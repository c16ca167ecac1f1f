"""Durability settings of the SQLite file: a move players were told is committed survives a power cut."""

from __future__ import annotations

from bot.store import open_store

SYNCHRONOUS_FULL = 2  # PRAGMA synchronous: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA


async def test_sqlite_files_sync_every_commit(tmp_path):
    """WAL with synchronous=NORMAL may lose the last commits on a power cut; FULL syncs each one."""
    store = await open_store(str(tmp_path / "d.sqlite3"))
    try:
        assert (await store._fetchone("PRAGMA journal_mode"))[0] == "wal"
        assert (await store._fetchone("PRAGMA synchronous"))[0] == SYNCHRONOUS_FULL
    finally:
        await store.close()
