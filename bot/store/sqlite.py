"""SQLite backend (aiosqlite): one file, WAL mode, foreign keys, numbered SQL migrations.

One connection per store. aiosqlite runs it on one worker thread, so every operation takes the
store's ``asyncio.Lock``: a transaction is never interleaved with another coroutine's statements.
Several processes on one file are serialised by SQLite itself (``BEGIN IMMEDIATE`` plus a busy
timeout) and by the version check in every game write.
"""
from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from contextlib import asynccontextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, AsyncIterator, Sequence

import aiosqlite

from .base import ActionRow, ChannelBusyError, GameRow, LobbyRow, ResultRow, SeatRow, StaleVersion

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_MIGRATION_NAME = re.compile(r"^(\d+)_[\w-]+\.sql$")

_GAME_COLUMNS = ("id, guild_id, channel_id, game_type, options, seed, status, seat_order, state, version, "
                 "creator_id, created_at, updated_at")


def migration_files(directory: Path = MIGRATIONS_DIR) -> list[tuple[int, Path]]:
    """(number, path) of every ``NNN_name.sql`` file, in order."""
    found = []
    for p in directory.iterdir():
        m = _MIGRATION_NAME.match(p.name)
        if m:
            found.append((int(m.group(1)), p))
    found.sort()
    numbers = [n for n, _ in found]
    if len(set(numbers)) != len(numbers):
        raise RuntimeError(f"duplicate migration numbers in {directory}")
    return found


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


def _game(row: Sequence[Any]) -> GameRow:
    return GameRow(id=row[0], guild_id=row[1], channel_id=row[2], game_type=row[3], options=json.loads(row[4]),
                   seed=row[5], status=row[6], seat_order=row[7], state=row[8], version=row[9],
                   creator_id=row[10], created_at=row[11], updated_at=row[12])


class SqliteStore:
    """The default Store: an embedded SQLite database."""

    def __init__(self, db: aiosqlite.Connection, path: str):
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str = ":memory:", *, busy_timeout_ms: int = 10_000,
                   migrations_dir: Path = MIGRATIONS_DIR) -> "SqliteStore":
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            if path != ":memory:":
                await db.execute("PRAGMA journal_mode = WAL")
                await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(db, path)
            await store.migrate(migrations_dir)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        async with self._lock:
            await self._db.close()

    # ------------------------------------------------------------------ plumbing

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Sequence[Any]]:
        async with self._lock:
            async with self._db.execute(sql, params) as cur:
                return list(await cur.fetchall())

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Any] | None:
        async with self._lock:
            async with self._db.execute(sql, params) as cur:
                return await cur.fetchone()

    # ------------------------------------------------------------------ migrations

    async def migrate(self, migrations_dir: Path = MIGRATIONS_DIR) -> list[int]:
        """Apply every migration newer than the recorded schema version; returns those applied."""
        async with self._lock:
            await self._db.execute(
                "CREATE TABLE IF NOT EXISTS schema_version ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
        applied = []
        for number, path in migration_files(migrations_dir):
            async with self._tx() as db:
                async with db.execute("SELECT 1 FROM schema_version WHERE version = ?", (number,)) as cur:
                    if await cur.fetchone():
                        continue
                for statement in split_sql(path.read_text(encoding="utf-8")):
                    await db.execute(statement)
                await db.execute("INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                                 (number, path.name, datetime.now(timezone.utc).isoformat()))
                applied.append(number)
        return applied

    async def schema_version(self) -> int:
        row = await self._fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0])

    # ------------------------------------------------------------------ lobby

    async def create_lobby(self, *, guild_id: int | None, channel_id: int, game_type: str, options: dict,
                           creator_id: int, now: str) -> GameRow:
        try:
            async with self._tx() as db:
                cur = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game_type, options, status, creator_id,"
                    " created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?)",
                    (guild_id, channel_id, game_type, json.dumps(options), creator_id, now, now))
                game_id = cur.lastrowid
        except sqlite3.IntegrityError as e:
            raise ChannelBusyError(channel_id) from e
        return await self.game(game_id)

    async def live_game(self, channel_id: int) -> GameRow | None:
        row = await self._fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?"
                                   " AND status IN ('lobby', 'active')", (channel_id,))
        return _game(row) if row else None

    async def last_game(self, channel_id: int) -> GameRow | None:
        row = await self._fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ?"
                                   " ORDER BY id DESC LIMIT 1", (channel_id,))
        return _game(row) if row else None

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game(row) if row else None

    async def lobby_members(self, game_id: int) -> list[LobbyRow]:
        rows = await self._fetchall("SELECT user_id, ai_level, name, pos FROM lobby_members"
                                    " WHERE game_id = ? ORDER BY pos", (game_id,))
        return [LobbyRow(user_id=r[0], ai_level=r[1], name=r[2], pos=r[3]) for r in rows]

    async def add_lobby_member(self, game_id: int, member: LobbyRow) -> bool:
        try:
            async with self._tx() as db:
                await db.execute(
                    "INSERT INTO lobby_members (game_id, pos, user_id, ai_level, name) VALUES"
                    " (?, (SELECT COALESCE(MAX(pos), 0) + 1 FROM lobby_members WHERE game_id = ?), ?, ?, ?)",
                    (game_id, game_id, member.user_id, member.ai_level, member.name))
        except sqlite3.IntegrityError:
            return False
        return True

    async def remove_lobby_member(self, game_id: int, user_id: int) -> bool:
        async with self._tx() as db:
            cur = await db.execute("DELETE FROM lobby_members WHERE game_id = ? AND user_id = ?",
                                   (game_id, user_id))
            return cur.rowcount > 0

    async def update_lobby(self, game_id: int, *, options: dict | None = None, seat_order: str | None = None,
                           now: str) -> None:
        async with self._tx() as db:
            if options is not None:
                await db.execute("UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                                 (json.dumps(options), now, game_id))
            if seat_order is not None:
                await db.execute("UPDATE games SET seat_order = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                                 (seat_order, now, game_id))

    async def start_game(self, game_id: int, *, seed: int, seats: Sequence[SeatRow], state: str,
                         now: str) -> GameRow:
        async with self._tx() as db:
            cur = await db.execute(
                "UPDATE games SET status = 'active', seed = ?, state = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'", (seed, state, now, game_id))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, 0)
            await db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, ai_level, name) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.ai_level, s.name) for s in seats])
        return await self.game(game_id)

    # ------------------------------------------------------------------ running game

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._fetchall("SELECT seat, user_id, ai_level, name, absent_user_id FROM seats"
                                    " WHERE game_id = ? ORDER BY seat", (game_id,))
        return [SeatRow(seat=r[0], user_id=r[1], ai_level=r[2], name=r[3], absent_user_id=r[4]) for r in rows]

    async def actions(self, game_id: int, *, since_turn: int | None = None) -> list[ActionRow]:
        rows = await self._fetchall("SELECT seq, seat, action_key, turn, reveals, events, created_at FROM actions"
                                    " WHERE game_id = ? AND turn >= ? ORDER BY seq",
                                    (game_id, since_turn if since_turn is not None else -1))
        return [ActionRow(seq=r[0], seat=r[1], action_key=r[2], turn=r[3], reveals=bool(r[4]),
                          events=json.loads(r[5]), created_at=r[6]) for r in rows]

    async def last_action(self, game_id: int) -> ActionRow | None:
        rows = await self._fetchall("SELECT seq, seat, action_key, turn, reveals, events, created_at FROM actions"
                                    " WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,))
        return [ActionRow(seq=r[0], seat=r[1], action_key=r[2], turn=r[3], reveals=bool(r[4]),
                          events=json.loads(r[5]), created_at=r[6]) for r in rows][0] if rows else None

    async def commit_action(self, game_id: int, expected_version: int, new_state: str, action: ActionRow,
                            *, results: Sequence[ResultRow] | None = None, now: str) -> int:
        async with self._tx() as db:
            status_sql = ", status = 'finished'" if results is not None else ""
            cur = await db.execute(
                f"UPDATE games SET state = ?, version = version + 1, updated_at = ?{status_sql}"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (new_state, now, game_id, expected_version))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version)
            action.created_at = action.created_at or now
            async with db.execute(
                    "INSERT INTO actions (game_id, seq, seat, action_key, turn, reveals, events, created_at)"
                    " SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ?, ? FROM actions WHERE game_id = ?"
                    " RETURNING seq",
                    (game_id, action.seat, action.action_key, action.turn, int(action.reveals),
                     json.dumps(action.events), action.created_at, game_id)) as c:
                action.seq = (await c.fetchone())[0]
            if results is not None:
                await db.executemany(
                    "INSERT INTO results (game_id, seat, user_id, rank, score, details) VALUES (?, ?, ?, ?, ?, ?)",
                    [(game_id, r.seat, r.user_id, r.rank, r.score, json.dumps(r.details)) for r in results])
        return expected_version + 1

    async def undo_to(self, game_id: int, expected_version: int, new_state: str, keep_actions: int,
                      *, now: str) -> int:
        async with self._tx() as db:
            cur = await db.execute(
                "UPDATE games SET state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (new_state, now, game_id, expected_version))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version)
            await db.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (game_id, keep_actions))
        return expected_version + 1

    async def repair_state(self, game_id: int, expected_version: int, state: str) -> None:
        async with self._tx() as db:
            cur = await db.execute("UPDATE games SET state = ? WHERE id = ? AND version = ?",
                                   (state, game_id, expected_version))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version)

    async def set_status(self, game_id: int, status: str, *, expected_version: int | None = None,
                         now: str) -> None:
        async with self._tx() as db:
            if expected_version is None:
                cur = await db.execute("UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                                       (status, now, game_id))
            else:
                cur = await db.execute("UPDATE games SET status = ?, version = version + 1, updated_at = ?"
                                       " WHERE id = ? AND version = ?", (status, now, game_id, expected_version))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version if expected_version is not None else -1)

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._fetchall("SELECT seat, user_id, rank, score, details FROM results WHERE game_id = ?"
                                    " ORDER BY rank, seat", (game_id,))
        return [ResultRow(seat=r[0], user_id=r[1], rank=r[2], score=r[3], details=json.loads(r[4])) for r in rows]

    # ------------------------------------------------------------------ AI seats, absent players (003)

    async def active_games(self, *, updated_before: str | None = None) -> list[GameRow]:
        if updated_before is None:
            rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' ORDER BY id")
        else:
            rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active'"
                                        " AND updated_at <= ? ORDER BY id", (updated_before,))
        return [_game(r) for r in rows]

    async def _bump(self, db: aiosqlite.Connection, game_id: int, expected_version: int, now: str,
                    extra: str = "") -> None:
        cur = await db.execute(f"UPDATE games SET version = version + 1, updated_at = ?{extra}"
                               " WHERE id = ? AND version = ? AND status = 'active'",
                               (now, game_id, expected_version))
        if cur.rowcount != 1:
            raise StaleVersion(game_id, expected_version)

    async def take_over_seat(self, game_id: int, seat: int, level: str, *, expected_version: int,
                             now: str) -> int:
        async with self._tx() as db:
            await self._bump(db, game_id, expected_version, now, ", rated = 0")
            cur = await db.execute("UPDATE seats SET absent_user_id = user_id, user_id = NULL, ai_level = ?"
                                   " WHERE game_id = ? AND seat = ? AND user_id IS NOT NULL",
                                   (level, game_id, seat))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version)
        return expected_version + 1

    async def give_back_seat(self, game_id: int, seat: int, *, expected_version: int, now: str) -> int:
        async with self._tx() as db:
            await self._bump(db, game_id, expected_version, now)
            cur = await db.execute("UPDATE seats SET user_id = absent_user_id, absent_user_id = NULL,"
                                   " ai_level = NULL WHERE game_id = ? AND seat = ? AND absent_user_id IS NOT NULL",
                                   (game_id, seat))
            if cur.rowcount != 1:
                raise StaleVersion(game_id, expected_version)
        return expected_version + 1

    async def remove_lobby_ai(self, game_id: int, pos: int) -> bool:
        async with self._tx() as db:
            cur = await db.execute("DELETE FROM lobby_members WHERE game_id = ? AND pos = ? AND ai_level IS NOT NULL",
                                   (game_id, pos))
            return cur.rowcount > 0

    async def is_rated(self, game_id: int) -> bool:
        row = await self._fetchone("SELECT rated FROM games WHERE id = ?", (game_id,))
        return bool(row[0]) if row else False

    async def mark_notice(self, game_id: int, version: int, kind: str, *, now: str) -> bool:
        async with self._tx() as db:
            cur = await db.execute("INSERT OR IGNORE INTO turn_notices (game_id, version, kind, sent_at)"
                                   " VALUES (?, ?, ?, ?)", (game_id, version, kind, now))
            return cur.rowcount == 1
