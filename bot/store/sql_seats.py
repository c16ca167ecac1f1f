"""The SQL store's seats: who holds each, stand-ins and resignations, the running clocks and their
notices, and /away spans."""

from __future__ import annotations

from typing import Sequence

from .base import (
    AwaySpan,
    RunningClock,
    SeatClock,
    SeatRow,
    StaleVersion,
)
from .sql_base import (
    SqlBase,
    Tx,
    _GIVE_BACK,
    store_clocks,
)


class SeatRows(SqlBase):
    """The SQL store's seats: who holds each, stand-ins and resignations, the running clocks and their
    notices, and /away spans."""

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._fetchall(
            "SELECT seat, user_id, ai_level, name, absent_user_id, resigned, bank_seconds,"
            " awaited_since, bank_notices, stand_in_once, bank_out_at, open_since, replaced_user_id, hints,"
            " seen_version FROM seats WHERE game_id = ? ORDER BY seat",
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
                seen_version=r[14],
            )
            for r in rows
        ]

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
