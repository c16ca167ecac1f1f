"""The SQL store's plumbing, shared by the SQLite and PostgreSQL backends: the statements every part
uses, the :class:`Tx` a transaction body runs on, row decoding, the migrations, and :class:`SqlBase`, the
methods a backend supplies or the parts build on (``_transact``, ``_read``, the version-checked ``_bump``).
The Store's methods are its parts' (``sql_games``, ``sql_actions``, ``sql_seats``), put together in
:class:`~bot.store.sql.SqlStore`.
"""

from __future__ import annotations

import json
import re
from bot.clock import real_now
from pathlib import Path
from typing import Any, Callable, ClassVar, Coroutine, Protocol, Self, Sequence, TypeVar

from .base import (
    ActionRow,
    GameRow,
    ResultRow,
    SeatClock,
    StaleVersion,
)
from .outages import is_outage

_MIGRATION_NAME = re.compile(r"^(\d+)_[\w-]+\.sql$")

# The active games a sweep has not looked at in their current version (migration 014's partial index);
# the notice kind "<sweep>.*" as a range the primary key can use.
UNSWEPT_GAMES = (
    "SELECT {columns} FROM games WHERE status = 'active' AND updated_at <= ?"
    " AND NOT EXISTS (SELECT 1 FROM turn_notices n WHERE n.game_id = games.id"
    " AND n.version = games.version AND n.kind >= ? AND n.kind < ?)"
)
_GAME_COLUMNS = (
    "id, guild_id, channel_id, game_type, options, seed, status, seat_order, state, version, "
    "creator_id, created_at, updated_at, locale, pace, rules_version, out_of_time, rated, hints, hours"
)
_ACTION_COLUMNS = "seq, seat, action_key, turn, reveals, events, created_at, version"
_SEAT_LIMIT = "table full"  # the message of the seat-limit trigger (migration 004)
# Every game write starts with this version check (parameters: now, the extra's, game id, version).
BUMP = (
    "UPDATE games SET version = version + 1, updated_at = ?{extra} WHERE id = ? AND version = ? AND status = 'active'"
)
_SEQ_MAX = 2**31 - 1  # above every seq (an INTEGER in PostgreSQL)
# The log's newest actions first, through the (game_id, seq) primary key: no sort, no full read.
RECENT_ACTIONS = f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?"
# The actions of the last turns (migration 005's index on turn; the primary key would scan the game).
ACTIONS_SINCE_TURN = f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND turn >= ? ORDER BY seq"
# commit_action: does the new action (its turn a parameter) start a turn, i.e. differ in turn from
# the game's last action (or is it the first)? Then the games row keeps its current state, the
# state before that turn's first action, as turn_state (migration 005), for undo.
_STARTS_TURN = (
    "NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = ? AND a.turn = ?"
    " AND a.seq = (SELECT MAX(b.seq) FROM actions b WHERE b.game_id = ?))"
)
_NEXT_SEQ = "(SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?)"
COMMIT_STATE = (
    f", state = ?, turn_state = CASE WHEN {_STARTS_TURN} THEN state ELSE turn_state END,"
    f" turn_seq = CASE WHEN {_STARTS_TURN} THEN {_NEXT_SEQ} ELSE turn_seq END"
)
INSERT_ACTION = (
    "INSERT INTO actions (game_id, seq, seat, action_key, turn, reveals, events, created_at, version)"
    f" VALUES (?, {_NEXT_SEQ}, ?, ?, ?, ?, ?, ?, ?) RETURNING seq"
)
# The actions committed after a version (migration 007): NULL versions, rows stored before 007, never match.
ACTIONS_AFTER_VERSION = f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND version > ? ORDER BY seq"
_G_COLUMNS = ", ".join(f"g.{c}" for c in _GAME_COLUMNS.split(", "))
# /games: a user's live seats at active games (migration 018's seats_live_by_user), the seats an AI
# plays while they are away (seats_live_by_absent_user) and their open tables (lobby_members_live_by_user),
# each joined to its game by primary key; the user's seat and whether it is stood in for last. Only live
# rows are read: the cost does not grow with the user's finished games.
USER_TABLES = (
    f"SELECT {_G_COLUMNS}, s.seat, 0 FROM seats s JOIN games g ON g.id = s.game_id"
    " WHERE s.user_id = ? AND s.live = 1 AND g.status = 'active'"
    f" UNION ALL SELECT {_G_COLUMNS}, s.seat, 1 FROM seats s JOIN games g ON g.id = s.game_id"
    " WHERE s.absent_user_id = ? AND s.live = 1 AND s.resigned IS NULL AND g.status = 'active'"
    f" UNION ALL SELECT {_G_COLUMNS}, NULL, 0 FROM lobby_members m JOIN games g ON g.id = m.game_id"
    " WHERE m.user_id = ? AND m.live = 1 AND g.status = 'lobby'"
    " ORDER BY updated_at, id LIMIT ?"
)
# A seat's clock (migration 009); with give_back its one-span stand-in returns the seat to its owner.
# A new or ended span forgets the previous span's run-out notice (migration 017: the grace).
_SET_CLOCK = (
    "UPDATE seats SET bank_seconds = ?, awaited_since = ?, bank_notices = ?, bank_out_at = NULL"
    " WHERE game_id = ? AND seat = ?"
)
_GIVE_BACK = (
    "UPDATE seats SET user_id = absent_user_id, absent_user_id = NULL, ai_level = NULL, stand_in_once = 0"
    " WHERE game_id = ? AND seat = ? AND absent_user_id IS NOT NULL"
)
_ADD_MEMBER = (
    "INSERT INTO lobby_members (game_id, pos, user_id, ai_level, name) VALUES"
    " (?, (SELECT COALESCE(MAX(pos), 0) + 1 FROM lobby_members WHERE game_id = ?), ?, ?, ?)"
)


T = TypeVar("T")


class MigrationFailed(Exception):
    """A migration file failed: rolled back as a whole (each file is one transaction), so the database
    stands after the migrations before it (``applied`` of them now). The bot does not start."""

    def __init__(self, name: str, applied: list[int], error: BaseException):
        before = f"; applied before it now: {', '.join(map(str, applied))}" if applied else ""
        reason = " ".join((str(error) or type(error).__name__).split())
        super().__init__(f"migration {name} failed and was rolled back ({reason}){before}")
        self.name, self.applied, self.error = name, list(applied), error


class Tx(Protocol):
    """One connection inside a transaction or a group of reads (:meth:`SqlStore._transact`, ``_read``)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows it changed."""

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None: ...

    async def script(self, sql: str) -> None:
        """Run a migration file (several statements)."""


Body = Callable[[Tx], Coroutine[Any, Any, T]]
"""A transaction's statements: awaits only its Tx's methods (the SQLite backend runs it in a thread)."""


def one(row: tuple | None) -> tuple:
    """The row of a statement that always returns one (an aggregate, ``INSERT ... RETURNING``)."""
    if row is None:
        raise RuntimeError("the statement returned no row")
    return row


def migration_files(directory: Path) -> list[tuple[int, Path]]:
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


# ---------------------------------------------------------------------- row decoding


def game_row(r: Sequence[Any]) -> GameRow:
    return GameRow(
        id=r[0],
        guild_id=r[1],
        channel_id=r[2],
        game_type=r[3],
        options=json.loads(r[4]),
        seed=r[5],
        status=r[6],
        seat_order=r[7],
        state=r[8],
        version=r[9],
        creator_id=r[10],
        created_at=r[11],
        updated_at=r[12],
        locale=r[13],
        pace=r[14],
        rules_version=r[15],
        out_of_time=r[16],
        rated=bool(r[17]),
        hints=r[18],
        hours=r[19],
    )


def commit_state_params(game_id: int, turn: int, new_state: str) -> tuple:
    """The parameters of :data:`COMMIT_STATE`."""
    return (new_state, game_id, turn, game_id, game_id, turn, game_id, game_id)


def action_row(r: Sequence[Any]) -> ActionRow:
    return ActionRow(
        seq=r[0],
        seat=r[1],
        action_key=r[2],
        turn=r[3],
        reveals=bool(r[4]),
        events=_events(r[5]),
        created_at=r[6],
        version=r[7],
    )


def _events(text: Any) -> list:
    """A row's logged events; none when the column cannot be read (a damaged row loses its log lines,
    never its table: the action key is what replays)."""
    try:
        events = json.loads(text)
    except (TypeError, ValueError):
        return []
    return events if isinstance(events, list) else []


def result_row(r: Sequence[Any]) -> ResultRow:
    return ResultRow(seat=r[0], user_id=r[1], rank=r[2], score=r[3], details=json.loads(r[4]))


async def store_clocks(tx: Tx, game_id: int, clocks: Sequence[SeatClock]) -> None:
    """Write the seats' clocks (migration 009) inside a game write's transaction."""
    if clocks:
        await tx.executemany(
            _SET_CLOCK, [(c.bank_seconds, c.awaited_since, c.bank_notices, game_id, c.seat) for c in clocks]
        )
    for c in clocks:
        if c.give_back:
            await tx.execute(_GIVE_BACK, (game_id, c.seat))


class SqlBase:
    """The backend's plumbing (:meth:`_transact`, :meth:`_read`, :meth:`_fetchall`, :meth:`_fetchone`), the
    migrations and the version-checked writes every part of the store builds on."""

    #: the driver's exception for a violated constraint or the immutable-results trigger
    IntegrityError: ClassVar[type[Exception]]
    #: the backend's numbered ``NNN_name.sql`` files
    MIGRATIONS_DIR: ClassVar[Path]
    #: the migration numbers this process applied when it opened the store (none: already current)
    migrations_applied: Sequence[int] = ()

    async def _transact(self, body: Body[T]) -> T:
        """Run ``body`` as one transaction in one round trip: committed when it returns, rolled back
        when it raises. ``body`` awaits nothing but its Tx's methods."""
        raise NotImplementedError

    async def _read(self, body: Body[T]) -> T:
        """Run several reads in one round trip (``body`` as for :meth:`_transact`; it writes nothing)."""
        raise NotImplementedError

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        raise NotImplementedError

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        raise NotImplementedError

    async def _lock_migrations(self, tx: Tx) -> None:
        """Keep other processes from migrating at the same time (until the transaction ends)."""

    async def _lock_game(self, tx: Tx, game_id: int) -> None:
        """Serialise writers of one game's rows (until the transaction ends)."""

    async def _prepare(self) -> None:
        """Session settings before the migrations run."""

    async def close(self) -> None:
        raise NotImplementedError

    async def _started(self, migrations_dir: Path | None) -> Self:
        """Prepare and migrate a newly connected store; close it if that fails."""
        try:
            await self._prepare()
            self.migrations_applied = await self.migrate(migrations_dir)  # logged by the bot at start-up
        except BaseException:
            await self.close()
            raise
        return self

    async def migrate(self, migrations_dir: Path | None = None) -> list[int]:
        """Apply every migration newer than the recorded schema version; returns those applied."""
        migrations_dir = migrations_dir or self.MIGRATIONS_DIR

        async def create(tx: Tx) -> None:
            await self._lock_migrations(tx)
            await tx.execute(
                "CREATE TABLE IF NOT EXISTS schema_version ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )

        await self._transact(create)
        applied: list[int] = []
        for number, path in migration_files(migrations_dir):
            script = path.read_text(encoding="utf-8")

            async def apply(tx: Tx, number: int = number, name: str = path.name, script: str = script) -> bool:
                await self._lock_migrations(tx)
                if await tx.fetchone("SELECT 1 FROM schema_version WHERE version = ?", (number,)):
                    return False
                await tx.script(script)
                await tx.execute(
                    "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                    (number, name, real_now().isoformat()),  # an operations record: real time
                )
                return True

            try:
                done = await self._transact(apply)
            except Exception as e:
                if is_outage(e):  # the database went away, not the migration: said as such
                    raise
                raise MigrationFailed(path.name, applied, e) from e
            if done:
                applied.append(number)
        return applied

    async def schema_version(self) -> int:
        row = one(await self._fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
        return int(row[0])

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement as its own transaction; the number of rows it changed."""

        async def body(tx: Tx) -> int:
            return await tx.execute(sql, params)

        return await self._transact(body)

    async def _delete(self, sql: str, params: Sequence[Any]) -> bool:
        return await self._write(sql, params) > 0

    async def _bump(
        self, tx: Tx, game_id: int, expected_version: int, now: str, extra: str = "", params: Sequence[Any] = ()
    ) -> None:
        """The version check every game write starts with: version+1 or StaleVersion (zero rows)."""
        n = await tx.execute(BUMP.format(extra=extra), (now, *params, game_id, expected_version))
        if n != 1:
            raise StaleVersion(game_id, expected_version)
