"""PostgreSQL backend (asyncpg): a connection pool, for several bot processes on one database.

The statements are the shared ones of :mod:`.sql` (``?`` placeholders, numbered here as ``$1``,
``$2``, ...). Every store method is one connection checkout: a write is one transaction on one
pooled connection, a read one statement on the pool (or several on one connection); a game
write starts with ``UPDATE games ... SET version = version + 1 WHERE id = $ AND version = $``, which
under READ COMMITTED waits for a concurrent writer of the same row and then finds the version
moved: zero rows, StaleVersion. Migrations (``migrations_pg/NNN_name.sql``) run at start-up under a
transaction-scoped advisory lock, so processes starting together apply each file once.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

import asyncpg

from .sql import Body, SqlStore, T, Tx

MIGRATIONS_DIR = Path(__file__).with_name("migrations_pg")
_MIGRATION_LOCK = 0x6575_726F_7461_626C  # pg_advisory_xact_lock key ("eurotabl")


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``?`` placeholders (outside string literals) as PostgreSQL's ``$1``, ``$2``, ..."""
    out, n, quoted = [], 0, False
    for ch in sql:
        if ch == "'":
            quoted = not quoted
        if ch == "?" and not quoted:
            n += 1
            out.append(f"${n}")
        else:
            out.append(ch)
    return "".join(out)


def _rowcount(status: str) -> int:
    """Rows changed, from a command tag such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _Conn:
    """The :class:`~.sql.Tx` interface over an asyncpg connection (or the pool, for single reads)."""

    def __init__(self, conn: asyncpg.Connection | asyncpg.Pool):
        self._c = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _rowcount(await self._c.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self._c.executemany(numbered(sql), rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return [tuple(r) for r in await self._c.fetch(numbered(sql), *params)]

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        row = await self._c.fetchrow(numbered(sql), *params)
        return tuple(row) if row is not None else None

    async def script(self, sql: str) -> None:
        await self._c.execute(sql)  # no arguments: the simple protocol runs every statement


class PostgresStore(SqlStore):
    """The Store on a PostgreSQL server, shared by any number of bot processes."""

    IntegrityError = asyncpg.IntegrityConstraintViolationError
    MIGRATIONS_DIR = MIGRATIONS_DIR

    def __init__(self, pool: asyncpg.Pool):
        self._pool = pool
        self._reads = _Conn(pool)

    @classmethod
    async def open(
        cls, url: str, *, migrations_dir: Path | None = None, min_size: int = 1, max_size: int = 10, **pool_kwargs: Any
    ) -> "PostgresStore":
        """Connect a pool to ``url`` (``postgresql://user:pass@host:port/db``) and migrate."""
        pool = await asyncpg.create_pool(url, min_size=min_size, max_size=max_size, **pool_kwargs)
        return await cls(pool)._started(migrations_dir)

    async def close(self) -> None:
        await self._pool.close()

    async def _transact(self, body: Body[T]) -> T:
        async with self._pool.acquire() as conn, conn.transaction():
            return await body(_Conn(conn))

    async def _read(self, body: Body[T]) -> T:
        async with self._pool.acquire() as conn:
            return await body(_Conn(conn))

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return await self._reads.fetchall(sql, params)

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        return await self._reads.fetchone(sql, params)

    async def _lock_migrations(self, tx: Tx) -> None:
        await tx.fetchone("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))

    async def _lock_game(self, tx: Tx, game_id: int) -> None:
        await tx.fetchone("SELECT 1 FROM games WHERE id = ? FOR UPDATE", (game_id,))
