"""The SQL store's games: lobbies and their members, starting a game, its status and results, the sweeps'
notices, invitations and rematches, and a user's live tables."""

from __future__ import annotations

import json
from typing import Any, Sequence

from .base import (
    ChannelBusyError,
    GameRow,
    Invitee,
    LobbyRow,
    ResultRow,
    SeatLimitError,
    SeatRow,
    StaleVersion,
    UserTableRow,
)
from .sql_base import (
    SqlBase,
    Tx,
    UNSWEPT_GAMES,
    USER_TABLES,
    _ADD_MEMBER,
    _GAME_COLUMNS,
    _SEAT_LIMIT,
    game_row,
    one,
    result_row,
)
from .tallies import (
    RATED,
)


class GameRows(SqlBase):
    """The SQL store's games: lobbies and their members, starting a game, its status and results, the sweeps'
    notices, invitations and rematches, and a user's live tables."""

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

    async def active_games(self, *, updated_before: str | None = None) -> list[GameRow]:
        if updated_before is None:
            rows = await self._fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' ORDER BY id")
        else:
            rows = await self._fetchall(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE status = 'active' AND updated_at <= ? ORDER BY id",
                (updated_before,),
            )
        return [game_row(r) for r in rows]

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

    async def invitations(self, game_id: int) -> list[Invitee]:
        rows = await self._fetchall(
            "SELECT user_id, name FROM invitations WHERE game_id = ? ORDER BY user_id", (game_id,)
        )
        return [Invitee(user_id=r[0], name=r[1]) for r in rows]

    async def rematch(self, game_id: int) -> GameRow | None:
        return await self._one_game(
            "rematch_of = ? AND status IN ('lobby', 'active') ORDER BY id DESC LIMIT 1", (game_id,)
        )

    async def user_tables(self, user_id: int, limit: int) -> list[UserTableRow]:
        rows = await self._fetchall(USER_TABLES, (user_id, user_id, user_id, limit))
        return [UserTableRow(game=game_row(r), seat=r[len(r) - 2], stand_in=bool(r[len(r) - 1])) for r in rows]
