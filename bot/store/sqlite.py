"""SQLite backend (aiosqlite): one file, WAL mode synced at every commit, foreign keys, numbered SQL
migrations.

One connection per store. aiosqlite runs it on one worker thread, so every operation takes the
store's ``asyncio.Lock``: a transaction is never interleaved with another coroutine's statements.
Several processes on one file are serialised by SQLite itself (``BEGIN IMMEDIATE`` plus a busy
timeout) and by the version check in every game write. The SQL itself lives in :mod:`.sql`.
"""
from __future__ import annotations

import asyncio
import sqlite3
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Sequence

import aiosqlite

from . import sql
from .sql import SqlStore

MIGRATIONS_DIR = Path(__file__).with_name("migrations")


def migration_files(directory: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """(number, path) of every ``NNN_name.sql`` file, in order."""
    return sql.migration_files(directory)


def split_sql(script: str) -> list[str]:
    """Split a script into complete statements (trigger bodies with ``;`` stay whole)."""
    statements, buf = [], ""
    for line in script.splitlines(keepends=True):
        if not buf and line.strip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                statements.append(buf.strip())
            buf = ""
    if buf.strip():
        raise ValueError(f"incomplete SQL statement at the end of the script: {buf[:80]!r}")
    return statements


class _Conn:
    """The :class:`~.sql.Tx` interface over an aiosqlite connection (the caller holds the lock)."""

    def __init__(self, db: aiosqlite.Connection):
        self._db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._db.execute(sql, params) as cur:
            return cur.rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._db.executemany(sql, rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        async with self._db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        async with self._db.execute(sql, params) as cur:
            return await cur.fetchone()

    async def script(self, sql: str) -> None:
        for statement in split_sql(sql):
            await self._db.execute(statement)


class SqliteStore(SqlStore):
    """The default Store: an embedded SQLite database."""

    IntegrityError = sqlite3.IntegrityError
    MIGRATIONS_DIR = MIGRATIONS_DIR

    def __init__(self, db: aiosqlite.Connection, path: str, busy_timeout_ms: int = 10_000):
        self._db = db
        self._busy_timeout_ms = int(busy_timeout_ms)
        self._conn = _Conn(db)
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str = ":memory:", *, busy_timeout_ms: int = 10_000,
                   migrations_dir: Path | None = None) -> "SqliteStore":
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        return await cls(db, path, busy_timeout_ms)._started(migrations_dir)

    async def _prepare(self) -> None:
        await self._db.execute(f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
        if self.path != ":memory:":
            await self._wal()
            # FULL: WAL with NORMAL may lose the last commits on a power cut, moves players were told
            # were committed. Cost: a commit's median 3.0 -> 4.4 ms in `python -m bot bench --think-ms 2000`.
            await self._db.execute("PRAGMA synchronous = FULL")
        await self._db.execute("PRAGMA foreign_keys = ON")

    async def _wal(self) -> None:
        """Switch to WAL mode. On a new file another process may hold it for its migrations, and
        SQLite answers the switch "locked" at once rather than waiting: retry up to the busy timeout."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._busy_timeout_ms / 1000
        while True:
            try:
                await self._db.execute("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) or loop.time() > deadline:
                    raise
                await asyncio.sleep(0.01)

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[_Conn]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        async with self._lock:
            return await self._conn.fetchall(sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        async with self._lock:
            return await self._conn.fetchone(sql, params)

    async def _columns(self, table: str) -> set[str]:
        return {r[1] for r in await self._fetchall(f"PRAGMA table_info({table})")}
