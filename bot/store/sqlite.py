"""SQLite backend (aiosqlite): one file, WAL mode synced at every commit, foreign keys, numbered SQL
migrations.

One connection per store, which aiosqlite runs on one worker thread. A whole transaction is ONE call
into that thread: the SQL layer's body coroutine (:mod:`.sql`) is driven to completion there, between
``BEGIN IMMEDIATE`` and ``COMMIT`` (``ROLLBACK`` if it raises), over a :class:`~.sql.Tx` whose
methods call ``sqlite3`` directly and never suspend; a read is one call too. The thread runs queued
calls one after the other, so a transaction is never interleaved with another coroutine's
statements and the store needs no lock of its own. Several processes on one file are serialised by
SQLite itself (``BEGIN IMMEDIATE`` plus a busy timeout) and by the version check in every game write.
A caller cancelled while its call is queued or running does not stop it: the transaction still
commits or rolls back as a whole (the version check then tells the next click the board moved).

aiosqlite has no public "run this function in your thread" call; its ``Connection._execute(fn,
*args)`` is exactly that and ``Connection._conn`` is the ``sqlite3`` connection. pyproject.toml pins
aiosqlite to the releases checked to have both, and tests/bot/store/test_round_trips.py fails by
name if they go.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any, Sequence

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


class _SyncTx:
    """The :class:`~.sql.Tx` interface over the raw ``sqlite3`` connection, used inside aiosqlite's
    worker thread: the methods are ``async`` only to match the protocol; none ever suspends."""

    __slots__ = ("_c",)

    def __init__(self, conn: sqlite3.Connection):
        self._c = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self._c.execute(sql, params).rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self._c.executemany(sql, rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return self._c.execute(sql, params).fetchall()

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        return self._c.execute(sql, params).fetchone()

    async def script(self, sql: str) -> None:
        for statement in split_sql(sql):
            self._c.execute(statement)


def run_body(conn: sqlite3.Connection, body: sql.Body[sql.T], begin: str | None) -> sql.T:
    """Run ``body`` to completion on ``conn`` in the calling thread (aiosqlite's worker): between
    ``begin`` and COMMIT, rolled back if it raises; no transaction when ``begin`` is None."""
    if begin is not None:
        conn.execute(begin)
    try:
        coro = body(_SyncTx(conn))
        try:
            coro.send(None)
        except StopIteration as done:
            result = done.value
        else:  # it awaited something other than its Tx: that would block the thread
            coro.close()
            raise RuntimeError("a SQLite transaction body suspended; it may await only its Tx's methods")
        if begin is not None:
            conn.execute("COMMIT")
        return result
    except BaseException:
        if conn.in_transaction:  # an error may already have rolled it back
            conn.execute("ROLLBACK")
        raise


def _write_probe(conn: sqlite3.Connection) -> None:
    """Fail now, at open, when the file can be read but not written (an immutable file, a read-only
    file on a writable folder: SQLite then opens it read-only without a word), rather than at the
    first move: a schema change, rolled back."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE write_probe (x INTEGER)")
    except sqlite3.OperationalError as e:
        if "readonly" in str(e):
            raise ReadOnlyDatabase(str(e)) from e
        raise
    finally:
        conn.execute("ROLLBACK")


class ReadOnlyDatabase(sqlite3.OperationalError):
    """The SQLite file opened but cannot be written."""

    def __str__(self) -> str:
        return "the file can be read but not written (read-only or immutable: check its permissions and chattr)"


def _fetchall(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> list[tuple]:
    return conn.execute(sql, params).fetchall()


def _fetchone(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> tuple | None:
    return conn.execute(sql, params).fetchone()


class SqliteStore(SqlStore):
    """The default Store: an embedded SQLite database."""

    IntegrityError = sqlite3.IntegrityError
    MIGRATIONS_DIR = MIGRATIONS_DIR

    def __init__(self, db: aiosqlite.Connection, path: str, busy_timeout_ms: int = 10_000):
        self._db = db
        self._busy_timeout_ms = int(busy_timeout_ms)
        self.path = path

    @classmethod
    async def open(
        cls, path: str = ":memory:", *, busy_timeout_ms: int = 10_000, migrations_dir: Path | None = None
    ) -> "SqliteStore":
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        return await cls(db, path, busy_timeout_ms)._started(migrations_dir)

    async def _in_thread(self, fn, *args: Any) -> Any:
        """``fn(sqlite3 connection, *args)`` as one call in aiosqlite's worker thread."""
        db = self._db
        return await db._execute(lambda: fn(db._conn, *args))

    async def _prepare(self) -> None:
        await self._fetchall(f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
        if self.path != ":memory:":
            await self._wal()
            # FULL: WAL with NORMAL may lose the last commits on a power cut, moves players were told
            # were committed. Cost: a commit's median 3.0 -> 4.4 ms in `python -m bot bench latency --think-ms 2000`.
            await self._fetchall("PRAGMA synchronous = FULL")
            await self._in_thread(_write_probe)
        await self._fetchall("PRAGMA foreign_keys = ON")

    async def _wal(self) -> None:
        """Switch to WAL mode. On a new file another process may hold it for its migrations, and
        SQLite answers the switch "locked" at once rather than waiting: retry up to the busy timeout."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._busy_timeout_ms / 1000
        while True:
            try:
                await self._fetchall("PRAGMA journal_mode = WAL")
                return
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) or loop.time() > deadline:
                    raise
                await asyncio.sleep(0.01)

    async def close(self) -> None:
        await self._db.close()  # after the calls already queued

    async def _transact(self, body: sql.Body[sql.T]) -> sql.T:
        return await self._in_thread(run_body, body, "BEGIN IMMEDIATE")

    async def _read(self, body: sql.Body[sql.T]) -> sql.T:
        return await self._in_thread(run_body, body, "BEGIN")  # one snapshot for every read

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return await self._in_thread(_fetchall, sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        return await self._in_thread(_fetchone, sql, params)
