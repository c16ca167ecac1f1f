"""The Store in SQL, shared by the SQLite and PostgreSQL backends.

The statements are written once, with ``?`` placeholders, in the SQL both databases understand
(``RETURNING``, ``ON CONFLICT``, partial indexes); the PostgreSQL backend numbers the placeholders.
A backend supplies only the plumbing: running a transaction body over a :class:`Tx` as ONE round trip
(one call into SQLite's worker thread, one pooled PostgreSQL connection), reads, running a migration
script and the driver's integrity error class.

Every method's transaction is written as ``async def body(tx)`` and handed to :meth:`SqlStore._transact`,
so the backend decides how to run it: the SQLite backend drives the whole body inside aiosqlite's
thread (its Tx never suspends), the PostgreSQL one awaits it on one checked-out connection.
"""

from __future__ import annotations

import json
import re
from bot.clock import real_now
from pathlib import Path
from typing import Any, Callable, ClassVar, Coroutine, Protocol, Self, Sequence, TypeVar

from .base import (
    ActionRow,
    AwaySpan,
    ChannelBusyError,
    GameRow,
    Invitee,
    LobbyRow,
    ResultRow,
    RunningClock,
    SeatClock,
    SeatLimitError,
    SeatRow,
    StaleVersion,
    Store,
    TurnStart,
    UserTableRow,
)
from .outages import is_outage
from .tallies import RATED, record_finish

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


class SqlStore:
    """Every Store method, over the backend's :meth:`_transact`, :meth:`_read`, :meth:`_fetchall` and
    :meth:`_fetchone`."""

    #: the driver's exception for a violated constraint or the immutable-results trigger
    IntegrityError: ClassVar[type[Exception]]
    #: the backend's numbered ``NNN_name.sql`` files
    MIGRATIONS_DIR: ClassVar[Path]
    #: the migration numbers this process applied when it opened the store (none: already current)
    migrations_applied: Sequence[int] = ()

    # ------------------------------------------------------------------ backend plumbing

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

    # ------------------------------------------------------------------ migrations

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

    # ------------------------------------------------------------------ lobby

    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_type: str,
        options: dict,
        creator_id: int,
        now: str,
        max_players: int | None = None,
        creator: LobbyRow | None = None,
        seat_order: str | None = None,
        invited: Sequence[Invitee] = (),
        rematch_of: int | None = None,
        pace: str | None = None,
        out_of_time: str | None = None,
        hints: str | None = None,
        hours: str | None = None,
    ) -> GameRow:
        async def body(tx: Tx) -> tuple:
            row = one(
                await tx.fetchone(
                    f"INSERT INTO games (guild_id, channel_id, game_type, options, status, creator_id,"
                    f" created_at, updated_at, max_players, seat_order, rematch_of, pace, out_of_time, hints, hours)"
                    f" VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {_GAME_COLUMNS}",
                    (
                        guild_id,
                        channel_id,
                        game_type,
                        json.dumps(options),
                        creator_id,
                        now,
                        now,
                        max_players,
                        seat_order or "random",
                        rematch_of,
                        pace,
                        out_of_time,
                        hints,
                        hours,
                    ),
                )
            )
            if creator is not None:
                await self._insert_member(tx, row[0], creator)
            if invited:
                await tx.executemany(
                    "INSERT INTO invitations (game_id, user_id, name, invited_at) VALUES (?, ?, ?, ?)",
                    [(row[0], i.user_id, i.name, now) for i in invited],
                )
            return row

        try:
            return game_row(await self._transact(body))
        except self.IntegrityError as e:
            raise ChannelBusyError(channel_id) from e

    async def _insert_member(self, tx: Tx, game_id: int, member: LobbyRow) -> None:
        """Seat ``member`` (SeatLimitError when the table is full; IntegrityError when already seated)."""
        try:
            await tx.execute(_ADD_MEMBER, (game_id, game_id, member.user_id, member.ai_level, member.name))
        except self.IntegrityError as e:
            if _SEAT_LIMIT in str(e):
                raise SeatLimitError(game_id) from e
            raise

    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRow | None:
        row = await self._fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", params)
        return game_row(row) if row else None

    async def live_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def last_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def last_finished(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status = 'finished' ORDER BY id DESC LIMIT 1", (channel_id,))

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("id = ?", (game_id,))

    async def lobby_members(self, game_id: int) -> list[LobbyRow]:
        rows = await self._fetchall(
            "SELECT user_id, ai_level, name, pos FROM lobby_members WHERE game_id = ? ORDER BY pos", (game_id,)
        )
        return [LobbyRow(user_id=r[0], ai_level=r[1], name=r[2], pos=r[3]) for r in rows]

    async def add_lobby_member(self, game_id: int, member: LobbyRow) -> bool:
        async def body(tx: Tx) -> None:
            await self._lock_game(tx, game_id)
            await self._insert_member(tx, game_id, member)

        try:
            await self._transact(body)
        except self.IntegrityError:
            return False
        return True

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement as its own transaction; the number of rows it changed."""

        async def body(tx: Tx) -> int:
            return await tx.execute(sql, params)

        return await self._transact(body)

    async def _delete(self, sql: str, params: Sequence[Any]) -> bool:
        return await self._write(sql, params) > 0

    async def remove_lobby_member(self, game_id: int, user_id: int) -> bool:
        return await self._delete("DELETE FROM lobby_members WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def remove_lobby_ai(self, game_id: int, pos: int) -> bool:
        return await self._delete(
            "DELETE FROM lobby_members WHERE game_id = ? AND pos = ? AND ai_level IS NOT NULL", (game_id, pos)
        )

    async def update_lobby(
        self,
        game_id: int,
        *,
        options: dict | None = None,
        seat_order: str | None = None,
        pace: str | None = None,
        out_of_time: str | None = None,
        now: str,
    ) -> None:
        async def body(tx: Tx) -> None:
            if options is not None:
                await tx.execute(
                    "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                    (json.dumps(options), now, game_id),
                )
            if seat_order is not None:
                await tx.execute(
                    "UPDATE games SET seat_order = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                    (seat_order, now, game_id),
                )
            if pace is not None:
                await tx.execute(
                    "UPDATE games SET pace = ?, updated_at = ? WHERE id = ? AND status = 'lobby'", (pace, now, game_id)
                )
            if out_of_time is not None:
                await tx.execute(
                    "UPDATE games SET out_of_time = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                    (out_of_time, now, game_id),
                )

        await self._transact(body)

    async def start_game(
        self,
        game_id: int,
        *,
        seed: int,
        seats: Sequence[SeatRow],
        state: str,
        now: str,
        rules_version: int | None = None,
    ) -> GameRow:
        async def body(tx: Tx) -> tuple:
            row = await tx.fetchone(
                "UPDATE games SET status = 'active', seed = ?, state = ?, version = 0,"
                " updated_at = ?, rules_version = ? WHERE id = ? AND status = 'lobby'"
                f" RETURNING {_GAME_COLUMNS}",
                (seed, state, now, rules_version, game_id),
            )
            if row is None:
                raise StaleVersion(game_id, 0)
            await tx.executemany(
                "INSERT INTO seats (game_id, seat, user_id, ai_level, name, bank_seconds,"
                " awaited_since) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.ai_level, s.name, s.bank_seconds, s.awaited_since) for s in seats],
            )
            return row

        return game_row(await self._transact(body))

    # ------------------------------------------------------------------ running game

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._fetchall(
            "SELECT seat, user_id, ai_level, name, absent_user_id, resigned, bank_seconds,"
            " awaited_since, bank_notices, stand_in_once, bank_out_at, open_since, replaced_user_id, hints"
            " FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return [
            SeatRow(
                seat=r[0],
                user_id=r[1],
                ai_level=r[2],
                name=r[3],
                absent_user_id=r[4],
                resigned=r[5],
                bank_seconds=r[6],
                awaited_since=r[7],
                bank_notices=r[8],
                stand_in_once=bool(r[9]),
                bank_out_at=r[10],
                open_since=r[11],
                replaced_user_id=r[12],
                hints=int(r[13]),
            )
            for r in rows
        ]

    async def actions(self, game_id: int, *, since_turn: int | None = None) -> list[ActionRow]:
        if since_turn is None:
            rows = await self._fetchall(
                f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
            )
        else:
            rows = await self._fetchall(ACTIONS_SINCE_TURN, (game_id, since_turn))
        return [action_row(r) for r in rows]

    async def last_action(self, game_id: int) -> ActionRow | None:
        row = await self._fetchone(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        )
        return action_row(row) if row else None

    async def recent_actions(self, game_id: int, limit: int, *, before_seq: int | None = None) -> list[ActionRow]:
        rows = await self._fetchall(RECENT_ACTIONS, (game_id, _SEQ_MAX if before_seq is None else before_seq, limit))
        return [action_row(r) for r in rows]

    async def actions_after(self, game_id: int, version: int) -> list[ActionRow]:
        return [action_row(r) for r in await self._fetchall(ACTIONS_AFTER_VERSION, (game_id, version))]

    async def turn_start(self, game_id: int) -> TurnStart | None:
        async def body(tx: Tx) -> TurnStart | None:
            row = await tx.fetchone("SELECT turn_state, turn_seq FROM games WHERE id = ?", (game_id,))
            if row is None or row[0] is None:
                return None
            rows = await tx.fetchall(
                f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq", (game_id, row[1])
            )
            return TurnStart(state=row[0], actions=[action_row(r) for r in rows])

        return await self._read(body)

    async def _bump(
        self, tx: Tx, game_id: int, expected_version: int, now: str, extra: str = "", params: Sequence[Any] = ()
    ) -> None:
        """The version check every game write starts with: version+1 or StaleVersion (zero rows)."""
        n = await tx.execute(BUMP.format(extra=extra), (now, *params, game_id, expected_version))
        if n != 1:
            raise StaleVersion(game_id, expected_version)

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        action: ActionRow,
        *,
        results: Sequence[ResultRow] | None = None,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        status_sql = ", status = 'finished'" if results is not None else ""
        created_at = action.created_at or now
        events = json.dumps(action.events)

        async def body(tx: Tx) -> int:
            await self._bump(
                tx,
                game_id,
                expected_version,
                now,
                COMMIT_STATE + status_sql,
                commit_state_params(game_id, action.turn, new_state),
            )
            row = one(
                await tx.fetchone(
                    INSERT_ACTION,
                    (
                        game_id,
                        game_id,
                        action.seat,
                        action.action_key,
                        action.turn,
                        int(action.reveals),
                        events,
                        created_at,
                        expected_version + 1,
                    ),
                )
            )
            await store_clocks(tx, game_id, clocks)
            if results is not None:
                await tx.executemany(
                    "INSERT INTO results (game_id, seat, user_id, rank, score, details) VALUES (?, ?, ?, ?, ?, ?)",
                    [(game_id, r.seat, r.user_id, r.rank, r.score, json.dumps(r.details)) for r in results],
                )
                await record_finish(tx, game_id, now)  # rated-games and play counts (migration 012)
            return row[0]

        action.seq = await self._transact(body)
        action.created_at = created_at
        action.version = expected_version + 1
        return expected_version + 1

    async def undo_to(
        self,
        game_id: int,
        expected_version: int,
        new_state: str,
        keep_actions: int,
        *,
        now: str,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        async def body(tx: Tx) -> None:
            # the turn's start stays known while its first action is kept (or is the next one)
            await self._bump(
                tx,
                game_id,
                expected_version,
                now,
                ", state = ?, turn_state = CASE WHEN turn_seq > ? THEN NULL ELSE turn_state END,"
                " turn_seq = CASE WHEN turn_seq > ? THEN NULL ELSE turn_seq END",
                (new_state, keep_actions + 1, keep_actions + 1),
            )
            await tx.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (game_id, keep_actions))
            await store_clocks(tx, game_id, clocks)

        await self._transact(body)
        return expected_version + 1

    async def repair_state(self, game_id: int, expected_version: int, state: str) -> None:
        if (
            await self._write(
                "UPDATE games SET state = ? WHERE id = ? AND version = ?", (state, game_id, expected_version)
            )
            != 1
        ):
            raise StaleVersion(game_id, expected_version)

    async def migrate_rules(self, game_id: int, expected_version: int, state: str, rules_version: int) -> None:
        if (
            await self._write(
                "UPDATE games SET state = ?, rules_version = ?, turn_state = NULL, turn_seq = NULL"
                " WHERE id = ? AND version = ?",
                (state, rules_version, game_id, expected_version),
            )
            != 1
        ):
            raise StaleVersion(game_id, expected_version)

    async def set_status(self, game_id: int, status: str, *, expected_version: int | None = None, now: str) -> None:
        if expected_version is None:
            n = await self._write("UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, now, game_id))
        else:
            n = await self._write(
                "UPDATE games SET status = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
                (status, now, game_id, expected_version),
            )
        if n != 1:
            raise StaleVersion(game_id, expected_version if expected_version is not None else -1)

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._fetchall(
            "SELECT seat, user_id, rank, score, details FROM results WHERE game_id = ? ORDER BY rank, seat", (game_id,)
        )
        return [result_row(r) for r in rows]

    # ------------------------------------------------------------------ AI seats, absent players (003)

    async def active_games(self, *, updated_before: str | None = None) -> list[GameRow]:
        if updated_before is None:
            rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' ORDER BY id")
        else:
            rows = await self._fetchall(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' AND updated_at <= ? ORDER BY id",
                (updated_before,),
            )
        return [game_row(r) for r in rows]

    async def take_over_seat(
        self,
        game_id: int,
        seat: int,
        level: str,
        *,
        expected_version: int,
        now: str,
        once: bool = False,
        clocks: Sequence[SeatClock] = (),
    ) -> int:
        async def body(tx: Tx) -> None:
            await self._bump(tx, game_id, expected_version, now, ", rated = 0")
            if (
                await tx.execute(
                    "UPDATE seats SET absent_user_id = user_id, user_id = NULL, ai_level = ?,"
                    " stand_in_once = ? WHERE game_id = ? AND seat = ? AND user_id IS NOT NULL",
                    (level, int(once), game_id, seat),
                )
                != 1
            ):
                raise StaleVersion(game_id, expected_version)
            await store_clocks(tx, game_id, clocks)

        await self._transact(body)
        return expected_version + 1

    async def give_back_seat(
        self, game_id: int, seat: int, *, expected_version: int, now: str, clocks: Sequence[SeatClock] = ()
    ) -> int:
        async def body(tx: Tx) -> None:
            await self._bump(tx, game_id, expected_version, now)
            if await tx.execute(_GIVE_BACK, (game_id, seat)) != 1:
                raise StaleVersion(game_id, expected_version)
            await store_clocks(tx, game_id, clocks)

        await self._transact(body)
        return expected_version + 1

    async def is_rated(self, game_id: int) -> bool:
        row = await self._fetchone("SELECT rated FROM games WHERE id = ?", (game_id,))
        return bool(row[0]) if row else False

    async def counts_for_ratings(self, game_id: int) -> bool:
        row = await self._fetchone(f"SELECT 1 FROM games g WHERE g.id = ? AND {RATED}", (game_id,))
        return row is not None

    async def set_locale(self, game_id: int, locale: str | None, *, now: str) -> bool:
        return (
            await self._write(
                "UPDATE games SET locale = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (locale, now, game_id),
            )
            == 1
        )

    async def unswept_games(self, sweep: str, *, updated_before: str) -> list[GameRow]:
        rows = await self._fetchall(
            UNSWEPT_GAMES.format(columns=_GAME_COLUMNS), (updated_before, sweep + ".", sweep + "/")
        )
        return [game_row(r) for r in rows]

    async def notice_sent(self, game_id: int, version: int, kind: str) -> str | None:
        r = await self._fetchone(
            "SELECT sent_at FROM turn_notices WHERE game_id = ? AND version = ? AND kind = ?", (game_id, version, kind)
        )
        return r[0] if r else None

    async def mark_notice(self, game_id: int, version: int, kind: str, *, now: str) -> bool:
        return (
            await self._write(
                "INSERT INTO turn_notices (game_id, version, kind, sent_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, version, kind, now),
            )
            == 1
        )

    # ------------------------------------------------------------------ invitations, rematches, resignations (010)

    async def invitations(self, game_id: int) -> list[Invitee]:
        rows = await self._fetchall(
            "SELECT user_id, name FROM invitations WHERE game_id = ? ORDER BY user_id", (game_id,)
        )
        return [Invitee(user_id=r[0], name=r[1]) for r in rows]

    async def rematch(self, game_id: int) -> GameRow | None:
        return await self._one_game(
            "rematch_of = ? AND status IN ('lobby', 'active') ORDER BY id DESC LIMIT 1", (game_id,)
        )

    async def resign_seat(self, game_id: int, seat: int, level: str, *, expected_version: int, now: str) -> int:
        async def body(tx: Tx) -> None:
            await self._bump(tx, game_id, expected_version, now)
            if (
                await tx.execute(
                    "UPDATE seats SET absent_user_id = user_id, user_id = NULL, ai_level = ?, open_since = NULL,"
                    " resigned = (SELECT COALESCE(MAX(r.resigned), 0) + 1 FROM seats r WHERE r.game_id = ?)"
                    " WHERE game_id = ? AND seat = ? AND user_id IS NOT NULL",
                    (level, game_id, game_id, seat),
                )
                != 1
            ):
                raise StaleVersion(game_id, expected_version)

        await self._transact(body)
        return expected_version + 1

    async def user_tables(self, user_id: int, limit: int) -> list[UserTableRow]:
        rows = await self._fetchall(USER_TABLES, (user_id, user_id, user_id, limit))
        return [UserTableRow(game=game_row(r), seat=r[len(r) - 2], stand_in=bool(r[len(r) - 1])) for r in rows]

    # ------------------------------------------------------------------ paces, time banks, /away (009)

    async def running_clocks(self) -> list[RunningClock]:
        rows = await self._fetchall(
            "SELECT g.id, g.guild_id, g.channel_id, g.version, g.pace, s.seat, s.user_id, s.name, s.bank_seconds,"
            " s.awaited_since, s.bank_notices, s.bank_out_at, g.out_of_time, g.hours"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.status = 'active' AND g.pace IS NOT NULL AND g.pace <> 'none'"
            " AND s.awaited_since IS NOT NULL AND s.user_id IS NOT NULL ORDER BY g.id, s.seat"
        )
        return [
            RunningClock(
                game_id=r[0],
                guild_id=r[1],
                channel_id=r[2],
                version=r[3],
                pace=r[4],
                seat=r[5],
                user_id=r[6],
                name=r[7],
                bank_seconds=r[8],
                awaited_since=r[9],
                bank_notices=r[10],
                bank_out_at=r[11],
                out_of_time=r[12],
                hours=r[13],
            )
            for r in rows
        ]

    async def mark_bank_notice(
        self, game_id: int, seat: int, awaited_since: str, seen: int, sent: int, *, bank_out_at: str | None = None
    ) -> bool:
        return (
            await self._write(
                "UPDATE seats SET bank_notices = ?, bank_out_at = COALESCE(?, bank_out_at) WHERE game_id = ?"
                " AND seat = ? AND awaited_since = ? AND bank_notices = ?",
                (sent, bank_out_at, game_id, seat, awaited_since, seen),
            )
            == 1
        )

    async def away_spans(self, user_ids: Sequence[int], *, ending_after: str) -> list[AwaySpan]:
        if not user_ids:
            return []
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._fetchall(
            f"SELECT user_id, starts_at, ends_at FROM away_spans WHERE user_id IN ({marks})"
            " AND ends_at > ? ORDER BY starts_at",
            (*user_ids, ending_after),
        )
        return [AwaySpan(user_id=r[0], starts_at=r[1], ends_at=r[2]) for r in rows]

    async def start_away(self, user_id: int, starts_at: str, ends_at: str) -> None:
        async def body(tx: Tx) -> None:
            await tx.execute(
                "UPDATE away_spans SET ends_at = ? WHERE user_id = ? AND starts_at <= ? AND ends_at > ?",
                (starts_at, user_id, starts_at, starts_at),
            )
            await tx.execute("DELETE FROM away_spans WHERE user_id = ? AND starts_at = ?", (user_id, starts_at))
            await tx.execute(
                "INSERT INTO away_spans (user_id, starts_at, ends_at) VALUES (?, ?, ?)", (user_id, starts_at, ends_at)
            )

        await self._transact(body)

    async def end_away(self, user_id: int, now: str) -> bool:
        return (
            await self._write(
                "UPDATE away_spans SET ends_at = ? WHERE user_id = ? AND starts_at <= ? AND ends_at > ?",
                (now, user_id, now, now),
            )
            > 0
        )


def sql_store(store: Store) -> SqlStore:
    """``store`` as the SQL layer that the records and the posts tables run on (every backend is one)."""
    if not isinstance(store, SqlStore):
        raise TypeError(f"{type(store).__name__} is not a SQL store: the records and posts need one")
    return store
