"""SQL for tournaments (migration 022): the sign-up, the rounds, their tables and the claims that make
each step happen once however many bot processes share the database.

* a round is **paired once**: its ``tournament_rounds`` row and its tables are inserted in one
  transaction, and the row's primary key refuses a second pairing (:meth:`TournamentStore.start`,
  :meth:`TournamentStore.next_round`); the transaction that ends a round (``finished_at`` set where it
  was NULL) is the one that pairs the next round or ends the tournament;
* a table's **game** is opened once: it starts in a channel id of its own, where the store allows one
  live game (``bot.table.tournaments``), and is linked here where it was not yet;
* posting (a round's tables, the final standings) and opening a table's thread are **claimed** with a
  lease: a process that stopped half-way is taken over once the lease ran out.

Kept beside the store as :class:`TournamentStore` (like ``RecordsStore``): the same statements run on
SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Sequence

from .base import Store
from .sql import Tx, one, sql_store

_T_COLUMNS = (
    "id, guild_id, channel_id, message_id, game_type, options, format, rounds, seats_per_table, pace,"
    " max_players, min_rating, sign_up_until, organiser_id, status, round, note, created_at, updated_at,"
    " final_posted_at"
)
_TABLE_COLUMNS = "tournament_id, round, table_no, players, bye, game_id, thread_id, seats"


@dataclass(slots=True)
class TournamentRow:
    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    game_type: str
    options: dict[str, Any]
    format: str  # swiss | round_robin | knockout
    rounds: int
    seats_per_table: int
    pace: str | None
    max_players: int
    min_rating: float | None
    sign_up_until: str
    organiser_id: int
    status: str  # signup | running | finished | cancelled
    round: int
    note: str | None
    created_at: str
    updated_at: str
    final_posted_at: str | None = None


@dataclass(slots=True)
class PlayerRow:
    user_id: int
    name: str
    joined_at: str
    pos: int
    seed: int | None = None
    rating: float | None = None


@dataclass(slots=True)
class TableRow:
    tournament_id: int
    round: int
    table_no: int
    players: list[int]
    bye: bool = False
    game_id: int | None = None
    thread_id: int | None = None
    seats: list[int | None] | None = None  # each seat's entrant when the game started (None: not linked yet)


@dataclass(slots=True)
class TableGame:
    """A table with its game's state: status and, once finished, each entrant's (rank, score): a seat's
    result is the entrant's who sat down there, whoever held the seat at the end (a substitute)."""

    table: TableRow
    status: str | None  # the game's status (None: not opened yet)
    results: dict[int, tuple[int, int]] = field(default_factory=dict)


@dataclass(slots=True)
class NewTable:
    table_no: int
    players: list[int]
    bye: bool = False


def _tournament(r: Sequence[Any]) -> TournamentRow:
    return TournamentRow(
        id=int(r[0]),
        guild_id=int(r[1]),
        channel_id=int(r[2]),
        message_id=r[3],
        game_type=r[4],
        options=json.loads(r[5] or "{}"),
        format=r[6],
        rounds=int(r[7]),
        seats_per_table=int(r[8]),
        pace=r[9],
        max_players=int(r[10]),
        min_rating=r[11],
        sign_up_until=r[12],
        organiser_id=int(r[13]),
        status=r[14],
        round=int(r[15]),
        note=r[16],
        created_at=r[17],
        updated_at=r[18],
        final_posted_at=r[19],
    )


def _table(r: Sequence[Any]) -> TableRow:
    seats = json.loads(r[7]) if r[7] else None
    return TableRow(int(r[0]), int(r[1]), int(r[2]), [int(u) for u in json.loads(r[3])], bool(r[4]), r[5], r[6], seats)


async def _insert_round(tx: Tx, tournament_id: int, round_no: int, tables: Sequence[NewTable], now: str) -> bool:
    """The round's row and tables; False (nothing written) if that round was paired already."""
    if (
        await tx.execute(
            "INSERT INTO tournament_rounds (tournament_id, round, paired_at) VALUES (?, ?, ?)"
            " ON CONFLICT (tournament_id, round) DO NOTHING",
            (tournament_id, round_no, now),
        )
        != 1
    ):
        return False
    await tx.executemany(
        "INSERT INTO tournament_tables (tournament_id, round, table_no, players, bye) VALUES (?, ?, ?, ?, ?)",
        [(tournament_id, round_no, t.table_no, json.dumps(t.players), int(t.bye)) for t in tables],
    )
    await tx.execute(
        "UPDATE tournaments SET round = ?, updated_at = ? WHERE id = ? AND round < ?",
        (round_no, now, tournament_id, round_no),
    )
    return True


class NotPaired(Exception):
    """Raised inside a transaction to roll it back: another process did that step first."""


class TournamentStore:
    def __init__(self, store: Store):
        self.s = sql_store(store)

    # ------------------------------------------------------------------ sign-up

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game_type: str,
        options: dict,
        format: str,
        rounds: int,
        seats_per_table: int,
        pace: str | None,
        max_players: int,
        min_rating: float | None,
        sign_up_until: str,
        organiser_id: int,
        now: str,
    ) -> TournamentRow:
        row = await self.s._transact(
            lambda tx: tx.fetchone(
                "INSERT INTO tournaments (guild_id, channel_id, game_type, options, format, rounds, seats_per_table,"
                " pace, max_players, min_rating, sign_up_until, organiser_id, created_at, updated_at)"
                f" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {_T_COLUMNS}",
                (
                    guild_id,
                    channel_id,
                    game_type,
                    json.dumps(options),
                    format,
                    rounds,
                    seats_per_table,
                    pace,
                    max_players,
                    min_rating,
                    sign_up_until,
                    organiser_id,
                    now,
                    now,
                ),
            )
        )
        return _tournament(one(row))

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        await self.s._write("UPDATE tournaments SET message_id = ? WHERE id = ?", (message_id, tournament_id))

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        r = await self.s._fetchone(f"SELECT {_T_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        return _tournament(r) if r else None

    async def of_guild(self, guild_id: int, limit: int) -> list[TournamentRow]:
        """A server's tournaments, newest first."""
        rows = await self.s._fetchall(
            f"SELECT {_T_COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT ?", (guild_id, limit)
        )
        return [_tournament(r) for r in rows]

    async def due(self, now: str) -> list[TournamentRow]:
        """The tournaments a sweep looks at: running ones, sign-ups past their deadline, and ended ones
        whose final post is owed (the partial indexes keep the finished years out)."""
        rows = await self.s._fetchall(
            f"SELECT {_T_COLUMNS} FROM tournaments WHERE status = 'running'"
            f" UNION ALL SELECT {_T_COLUMNS} FROM tournaments WHERE status = 'signup' AND sign_up_until <= ?"
            f" UNION ALL SELECT {_T_COLUMNS} FROM tournaments WHERE status IN ('finished', 'cancelled')"
            " AND final_posted_at IS NULL",
            (now,),
        )
        return sorted((_tournament(r) for r in rows), key=lambda t: t.id)

    async def players(self, tournament_id: int) -> list[PlayerRow]:
        rows = await self.s._fetchall(
            "SELECT user_id, name, joined_at, pos, seed, rating FROM tournament_players WHERE tournament_id = ?"
            " ORDER BY pos",
            (tournament_id,),
        )
        return [PlayerRow(int(r[0]), r[1], r[2], int(r[3]), r[4], r[5]) for r in rows]

    async def join(self, tournament_id: int, user_id: int, name: str, now: str) -> str:
        """Sign the user up: "joined", "already" (signed up before), "full" (the limit, checked in the
        transaction) or "closed" (not signing up any more)."""

        async def body(tx: Tx) -> str:
            r = await tx.fetchone(
                "SELECT status, max_players FROM tournaments WHERE id = ? FOR UPDATE"
                if self._postgres
                else "SELECT status, max_players FROM tournaments WHERE id = ?",
                (tournament_id,),
            )
            if r is None or r[0] != "signup":
                return "closed"
            if await tx.fetchone(
                "SELECT 1 FROM tournament_players WHERE tournament_id = ? AND user_id = ?", (tournament_id, user_id)
            ):
                return "already"
            count, last = one(
                await tx.fetchone(
                    "SELECT COUNT(*), COALESCE(MAX(pos), 0) FROM tournament_players WHERE tournament_id = ?",
                    (tournament_id,),
                )
            )
            if count >= r[1]:
                return "full"
            await tx.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at, pos) VALUES (?, ?, ?, ?, ?)",
                (tournament_id, user_id, name, now, int(last) + 1),
            )
            return "joined"

        return await self.s._transact(body)

    @property
    def _postgres(self) -> bool:
        return type(self.s).__name__ == "PostgresStore"

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """Leave during the sign-up; False if not signed up (or the tournament started)."""
        return (
            await self.s._write(
                "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?"
                " AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = ? AND t.status = 'signup')",
                (tournament_id, user_id, tournament_id),
            )
            == 1
        )

    # ------------------------------------------------------------------ rounds

    async def start(
        self,
        tournament_id: int,
        seeds: Sequence[tuple[int, int, float | None]],
        tables: Sequence[NewTable],
        now: str,
    ) -> bool:
        """Sign-up -> running, the players' (user, seed, rating) and round 1, in one transaction; False if
        another process (or an earlier click) started it first."""

        async def body(tx: Tx) -> bool:
            if (
                await tx.execute(
                    "UPDATE tournaments SET status = 'running', updated_at = ? WHERE id = ? AND status = 'signup'",
                    (now, tournament_id),
                )
                != 1
            ):
                return False
            await tx.executemany(
                "UPDATE tournament_players SET seed = ?, rating = ? WHERE tournament_id = ? AND user_id = ?",
                [(seed, rating, tournament_id, user) for user, seed, rating in seeds],
            )
            if not await _insert_round(tx, tournament_id, 1, tables, now):
                raise NotPaired()  # cannot happen after the status claim; rolled back if it does
            return True

        try:
            return await self.s._transact(body)
        except NotPaired:
            return False

    async def next_round(self, tournament_id: int, finished: int, tables: Sequence[NewTable], now: str) -> bool:
        """End round ``finished`` and pair round ``finished + 1`` with ``tables``, in one transaction;
        False (nothing written) if another process ended that round first."""

        async def body(tx: Tx) -> bool:
            if not await self._end_round(tx, tournament_id, finished, now):
                return False
            if not await _insert_round(tx, tournament_id, finished + 1, tables, now):
                raise NotPaired()
            return True

        try:
            return await self.s._transact(body)
        except NotPaired:
            return False

    async def finish(self, tournament_id: int, finished: int, now: str) -> bool:
        """End the last round ``finished`` and the tournament; False if another process did first."""

        async def body(tx: Tx) -> bool:
            if not await self._end_round(tx, tournament_id, finished, now):
                return False
            await tx.execute(
                "UPDATE tournaments SET status = 'finished', updated_at = ? WHERE id = ? AND status = 'running'",
                (now, tournament_id),
            )
            return True

        return await self.s._transact(body)

    @staticmethod
    async def _end_round(tx: Tx, tournament_id: int, round_no: int, now: str) -> bool:
        return (
            await tx.execute(
                "UPDATE tournament_rounds SET finished_at = ? WHERE tournament_id = ? AND round = ?"
                " AND finished_at IS NULL AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = ?"
                " AND t.status = 'running')",
                (now, tournament_id, round_no, tournament_id),
            )
            == 1
        )

    async def cancel(self, tournament_id: int, note: str, now: str) -> bool:
        """Sign-up or running -> cancelled (``note``: why, a message id); False if it had ended."""
        return (
            await self.s._write(
                "UPDATE tournaments SET status = 'cancelled', note = ?, updated_at = ? WHERE id = ?"
                " AND status IN ('signup', 'running')",
                (note, now, tournament_id),
            )
            == 1
        )

    async def rounds(self, tournament_id: int) -> list[tuple[int, str | None, str | None]]:
        """(round, finished_at, posted_at) of each paired round."""
        rows = await self.s._fetchall(
            "SELECT round, finished_at, posted_at FROM tournament_rounds WHERE tournament_id = ? ORDER BY round",
            (tournament_id,),
        )
        return [(int(r[0]), r[1], r[2]) for r in rows]

    # ------------------------------------------------------------------ tables

    async def tables(self, tournament_id: int) -> list[TableGame]:
        """Every table of every round, with its game's status and the finished games' results."""
        rows = await self.s._fetchall(
            f"SELECT t.{_TABLE_COLUMNS.replace(', ', ', t.')}, g.status FROM tournament_tables t"
            " LEFT JOIN games g ON g.id = t.game_id WHERE t.tournament_id = ? ORDER BY t.round, t.table_no",
            (tournament_id,),
        )
        out = [TableGame(_table(r[:8]), r[8]) for r in rows]
        by_game = {tg.table.game_id: tg for tg in out if tg.status == "finished" and tg.table.game_id is not None}
        if by_game:
            marks = ", ".join("?" for _ in by_game)
            for game_id, seat, user_id, rank, score in await self.s._fetchall(
                f"SELECT game_id, seat, user_id, rank, score FROM results WHERE game_id IN ({marks})", list(by_game)
            ):
                tg = by_game[int(game_id)]
                seats = tg.table.seats
                entrant = seats[seat] if seats is not None and 0 <= seat < len(seats) else user_id
                if entrant is not None:
                    tg.results[int(entrant)] = (int(rank), int(score))
        return out

    async def link_game(
        self, tournament_id: int, round_no: int, table_no: int, game_id: int, seats: Sequence[int | None]
    ) -> None:
        """The table's game and who sat where when it started (once: a table already linked keeps both)."""
        await self.s._write(
            "UPDATE tournament_tables SET game_id = ?, seats = ? WHERE tournament_id = ? AND round = ?"
            " AND table_no = ? AND game_id IS NULL",
            (game_id, json.dumps(list(seats)), tournament_id, round_no, table_no),
        )

    async def table_of_game(self, game_id: int) -> tuple[TournamentRow, TableRow] | None:
        """The tournament and table a game is played for (None: an ordinary table)."""

        async def body(tx: Tx) -> tuple[TournamentRow, TableRow] | None:
            r = await tx.fetchone(f"SELECT {_TABLE_COLUMNS} FROM tournament_tables WHERE game_id = ?", (game_id,))
            if r is None:
                return None
            t = await tx.fetchone(f"SELECT {_T_COLUMNS} FROM tournaments WHERE id = ?", (r[0],))
            return (_tournament(one(t)), _table(r)) if t else None

        return await self.s._read(body)

    async def claim(self, what: str, key: Sequence[Any], now: str, stale_before: str) -> bool:
        """Claim a step for this process (``what``: "thread" a table's, "post" a round's, "final" the
        tournament's), unless it is done or claimed since ``stale_before``."""
        sql = _CLAIMS[what]
        return await self.s._write(sql, (now, *key, stale_before)) == 1

    async def release(self, what: str, key: Sequence[Any]) -> None:
        """Give a claimed step back (it failed for now: the next sweep tries again)."""
        await self.s._write(_RELEASES[what], tuple(key))

    async def done(self, what: str, key: Sequence[Any], now: str) -> None:
        """Mark a claimed post as made (threads: :meth:`moved_to_thread`)."""
        await self.s._write(_DONE[what], (now, *key))

    async def moved_to_thread(
        self, game_id: int, from_channel: int, thread_id: int, home_channel_id: int, now: str
    ) -> bool:
        """The table's game goes on in its thread; the tournament's channel is its home (``/game`` typed
        there points to it). False if it had moved already."""

        async def body(tx: Tx) -> bool:
            if (
                await tx.execute(
                    "UPDATE games SET channel_id = ?, updated_at = ? WHERE id = ? AND channel_id = ?",
                    (thread_id, now, game_id, from_channel),
                )
                != 1
            ):
                return False
            await tx.execute(
                "INSERT INTO table_posts (game_id, home_channel_id) VALUES (?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET home_channel_id = excluded.home_channel_id",
                (game_id, home_channel_id),
            )
            await tx.execute("UPDATE tournament_tables SET thread_id = ? WHERE game_id = ?", (thread_id, game_id))
            return True

        return await self.s._transact(body)


# The claims: (now, key..., stale_before) -> one row when this process may do the step.
_CLAIMS = {
    "thread": "UPDATE tournament_tables SET thread_claim = ? WHERE tournament_id = ? AND round = ? AND table_no = ?"
    " AND thread_id IS NULL AND game_id IS NOT NULL AND (thread_claim IS NULL OR thread_claim < ?)",
    "post": "UPDATE tournament_rounds SET post_claim = ? WHERE tournament_id = ? AND round = ?"
    " AND posted_at IS NULL AND (post_claim IS NULL OR post_claim < ?)",
    "final": "UPDATE tournaments SET final_claim = ? WHERE id = ? AND final_posted_at IS NULL"
    " AND status IN ('finished', 'cancelled') AND (final_claim IS NULL OR final_claim < ?)",
}
_RELEASES = {
    "thread": "UPDATE tournament_tables SET thread_claim = NULL WHERE tournament_id = ? AND round = ? AND table_no = ?",
    "post": "UPDATE tournament_rounds SET post_claim = NULL WHERE tournament_id = ? AND round = ?",
    "final": "UPDATE tournaments SET final_claim = NULL WHERE id = ?",
}
_DONE = {
    "post": "UPDATE tournament_rounds SET posted_at = ? WHERE tournament_id = ? AND round = ?",
    "final": "UPDATE tournaments SET final_posted_at = ? WHERE id = ?",
}
